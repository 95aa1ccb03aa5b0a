/**
 * How long a signed-in session is trusted from better-auth's signed cookie cache (`session_data`)
 * before the database is asked again. A session revoked elsewhere (sign-out on another device, an
 * admin's ban or revoke) stops working within this window; admin routes always ask the database.
 */
export const SESSION_CACHE_SECONDS = 30

const COOKIE = /(?:^|;\s*)((?:__Secure-)?[\w.-]*\.session_(token|data))=([^;]*)/g

/**
 * The exact session cookies a request carries (`token` and `data`), or undefined when either is
 * missing or the data cookie is chunked. Two requests with the same key carry the same signed values.
 */
export function sessionCookieKey(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined
  let token: string | undefined
  let data: string | undefined
  for (const match of cookieHeader.matchAll(COOKIE)) {
    if (match[2] === 'token') token = match[3]
    else data = match[3]
  }
  // Real pairs are a few hundred bytes; anything far larger is not worth remembering.
  return token && data && token.length + data.length < 4096 ? `${token} ${data}` : undefined
}

/** When better-auth's compact cookie cache (base64url JSON `{ session, expiresAt, signature }`) expires. */
export function cookieCacheExpiry(key: string): number | undefined {
  const data = key.slice(key.indexOf(' ') + 1)
  try {
    const expiresAt = JSON.parse(Buffer.from(decodeURIComponent(data), 'base64url').toString()).expiresAt
    return typeof expiresAt === 'number' ? expiresAt : undefined
  } catch {
    return undefined
  }
}

/**
 * Remembers what better-auth answered for a pair of signed session cookies until the cookie cache
 * itself expires, so the signature is verified (and the key imported) once per cookie, not once per
 * request. Bounded: the oldest entries go first.
 */
export class SessionMemo<T> {
  private readonly entries = new Map<string, { value: T; until: number }>()

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Kept until `until`, and never longer than the cache window from `now`. */
  set(key: string, value: T, until: number, now: number): void {
    until = Math.min(until, now + SESSION_CACHE_SECONDS * 1000)
    if (until <= now) return
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, until })
  }
}
