/**
 * Personal API keys, the pure part: what a key looks like, where a request carries it, and which of a
 * key's scopes a request needs.
 */

export const SCOPES = ['read', 'write', 'publish', 'admin'] as const
export type Scope = (typeof SCOPES)[number]

/** Keys start with this, so a leaked one is recognisable (and secret scanners can be told). */
export const KEY_PREFIX = 'chad_'
const KEY = /^chad_[A-Za-z0-9_-]{43}$/

/** Requests a key may make in a minute. */
export const KEY_REQUESTS_PER_MINUTE = 120
/** Keys a user may hold at once. */
export const MAX_KEYS_PER_USER = 20

/** A new key: the text shown once, its first characters, and the hash that is stored. */
export function newKey(): { key: string; start: string; hash: string } {
  const key = `${KEY_PREFIX}${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`
  return { key, start: key.slice(0, KEY_PREFIX.length + 6), hash: hashKey(key) }
}

export const hashKey = (key: string) => new Bun.CryptoHasher('sha256').update(key).digest('hex')

/**
 * The key a request carries: `Authorization: Bearer chad_…` or `X-API-Key: chad_…`; null when it
 * carries none. Anything else in those headers that looks like one of ours but is malformed is ''
 * (refused as a bad key rather than ignored).
 */
export function keyOf(headers: Pick<Headers, 'get'>): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1]
  const raw = bearer ?? headers.get('x-api-key')?.trim()
  if (!raw?.startsWith(KEY_PREFIX)) return null
  return KEY.test(raw) ? raw : ''
}

/**
 * Posting, approving and sending test posts need `publish`; every other change `write`; reading `read`
 * (and the MCP endpoint, whose tools' calls are checked one by one).
 * (Admin routes need `admin` besides, checked with the role.)
 */
const PUBLISHING = [
  /^\/api\/marketing-sessions\/[^/]+\/approve$/,
  /^\/api\/marketing-sessions\/[^/]+\/tweets\/[^/]+\/status$/,
  /^\/api\/channels\/[^/]+\/test-post$/,
  /^\/api\/twitter\/test-tweet$/,
]

export function scopeFor(method: string, path: string): Exclude<Scope, 'admin'> {
  const m = method.toUpperCase()
  // The MCP server's tools call the API as the caller: each call there needs its own scope.
  if (m === 'GET' || m === 'HEAD' || path === '/api/mcp') return 'read'
  return PUBLISHING.some((p) => p.test(path)) ? 'publish' : 'write'
}

/** What a key's owner is told when it lacks a scope. */
export const missingScope = (scope: Scope) => `This API key does not have the ${scope} scope`
