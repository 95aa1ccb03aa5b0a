// Over ~300 lines: sessions, records, post validation, views and rate limits of one fake PDS share its in-memory state.
/**
 * A local fake of a Bluesky PDS (plus the app view calls it proxies), speaking the atproto XRPC wire
 * protocol so the real @atproto/api AtpAgent runs against it: createSession / refreshSession (rotation) /
 * getSession / deleteSession, com.atproto.repo.createRecord + getRecord, app.bsky.feed.getPosts
 * (deterministic counts that grow with the post's age), com.atproto.identity.resolveHandle and
 * app.bsky.actor.getProfile. Error names, messages and status codes follow the PDS source
 * (bluesky-social/atproto packages/pds, xrpc-server, lex-schema), including its quirks:
 * - an expired access token answers 400 ExpiredToken (AtpAgent then refreshes and retries by itself);
 * - createRecord on an rkey that already exists answers 500 InternalServerError (atproto issue #3718);
 * - post rkeys must be TIDs; text is limited to 3000 UTF-8 bytes and 300 graphemes.
 * Stricter than the PDS (documented, to catch scheduler bugs): reply root/parent must be stored posts
 * with that cid, and facet byte ranges must lie inside the text. revokeAll() makes access tokens answer
 * ExpiredToken and refresh tokens "Token has been revoked", which is how a revoked app password looks
 * to a client once its access token runs out. The refresh token rotates strictly (the PDS tolerates
 * the old one for a 2 h grace period).
 * Rate limits as the PDS configures them, with its RateLimit-* headers: 3000 requests / 5 min globally,
 * createSession 30 / 5 min per identifier, writes 5000 points / h and 35000 / day per account (3 per
 * create). Injectable faults: 429, 502/503 from the load balancer, and "accepted, then no answer".
 * Run standalone for local development: `bun src/server/testing/fake-bluesky.ts` (prints its URL).
 */
import { createHash, randomBytes } from 'node:crypto'

export type FakeBlueskyAccount = { did: string; handle: string; displayName?: string; appPassword: string }
export type FakeBlueskyFaults = {
  serverErrorRate?: number
  timeoutAfterAcceptRate?: number
  rateLimitRate?: number
  random?: () => number
}

type Json = Record<string, unknown>
type StoredRecord = {
  uri: string
  cid: string
  did: string
  collection: string
  rkey: string
  value: Json
  at: number
}
type Token = { did: string; kind: 'access' | 'refresh'; exp: number; revoked: boolean }
type Limit = { ok: boolean; limit: number; windowS: number; remaining: number; resetMs: number }

const POST = 'app.bsky.feed.post'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const SORT32 = '234567abcdefghijklmnopqrstuvwxyz'
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')
const graphemes = (s: string) => [...segmenter.segment(s)].length
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isDid = (s: unknown): s is string =>
  typeof s === 'string' && /^did:[a-z]+:[a-zA-Z0-9._:%-]*[a-zA-Z0-9._-]$/.test(s)
const isTid = (s: string) => /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/.test(s)
const isRecordKey = (s: string) => /^[a-zA-Z0-9_~.:-]{1,512}$/.test(s) && s !== '.' && s !== '..'
const isDatetime = (s: unknown) =>
  typeof s === 'string' &&
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s) &&
  !Number.isNaN(Date.parse(s))
const xrpcError = (status: number, error: string, message: string, headers?: Record<string, string>) =>
  Response.json({ error, message }, { status, headers })
/** What the load balancer in front of the PDS answers when the PDS is unreachable or overloaded. */
const gateway = (status: number, text: string) =>
  new Response(`<html><head><title>${status} ${text}</title></head></html>`, {
    status,
    headers: { 'content-type': 'text/html' },
  })
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')

/** A CIDv1 (dag-cbor, sha2-256) in base32, like the PDS returns (hashed over JSON, not DAG-CBOR). */
function cidFor(value: unknown) {
  const raw = Buffer.concat([
    Buffer.from([0x01, 0x71, 0x12, 0x20]),
    createHash('sha256').update(JSON.stringify(value)).digest(),
  ])
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  let out = 'b'
  let buffer = 0
  let bits = 0
  for (const byte of raw) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return bits > 0 ? out + alphabet[(buffer << (5 - bits)) & 31] : out
}

/** Deterministic engagement for a post: a per-uri base times a stage (<24 h, <7 d, later). */
function countsFor(uri: string, ageMs: number) {
  let h = 0
  for (const c of uri) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const stage = ageMs < DAY ? 1 : ageMs < 7 * DAY ? 2 : 3
  return {
    likeCount: (1 + (h % 40)) * stage,
    repostCount: ((h >>> 3) % 8) * stage,
    replyCount: ((h >>> 6) % 5) * stage,
    quoteCount: ((h >>> 9) % 3) * stage,
    bookmarkCount: ((h >>> 12) % 6) * stage,
  }
}

export function startFakeBluesky(
  options: {
    port?: number
    faults?: FakeBlueskyFaults
    hangMs?: number
    now?: () => number
    accessTtlMs?: number
  } = {},
) {
  const clock = options.now ?? Date.now
  const accessTtlMs = options.accessTtlMs ?? 2 * HOUR
  const accounts = new Map<string, FakeBlueskyAccount>()
  const records = new Map<string, StoredRecord>()
  /** Uploaded blobs by CID: what a post's image embed must point at. */
  const blobs = new Map<string, { did: string; mimeType: string; size: number }>()
  const tokens = new Map<string, Token>()
  const buckets = new Map<string, { start: number; used: number }>()
  let faults: FakeBlueskyFaults = options.faults ?? {}
  let down = false
  let lastTidUs = 0
  const clockId = Math.floor(Math.random() * 1024)
  const serviceDid = 'did:web:127.0.0.1'

  const addAccount = (a: FakeBlueskyAccount) => void accounts.set(a.did, a)
  addAccount({
    did: 'did:plc:chadfounder0000000000000',
    handle: 'chadfounder.bsky.social',
    displayName: 'Chad Founder',
    appPassword: 'abcd-efgh-ijkl-mnop',
  })
  const findAccount = (actor: string) =>
    accounts.get(actor) ?? [...accounts.values()].find((a) => a.handle === actor.toLowerCase())

  /** A TID: microseconds since the epoch (kept monotonic) and a clock id, in base32-sortable. */
  function nextTid() {
    lastTidUs = Math.max(Math.floor(clock()) * 1000, lastTidUs + 1)
    let v = (BigInt(lastTidUs) << 10n) | BigInt(clockId)
    let s = ''
    for (let i = 0; i < 13; i++, v >>= 5n) s = SORT32[Number(v & 31n)] + s
    return s
  }

  function issue(account: FakeBlueskyAccount) {
    const t = clock()
    const jwt = (typ: string, payload: Json) =>
      `${b64url({ typ, alg: 'ES256K' })}.${b64url({ ...payload, sub: account.did, aud: serviceDid, iat: Math.floor(t / 1000) })}.${randomBytes(64).toString('base64url')}`
    const accessJwt = jwt('at+jwt', {
      scope: 'com.atproto.appPass',
      exp: Math.floor((t + accessTtlMs) / 1000),
    })
    const refreshJwt = jwt('refresh+jwt', {
      scope: 'com.atproto.refresh',
      jti: randomBytes(32).toString('base64url'),
      exp: Math.floor((t + 90 * DAY) / 1000),
    })
    tokens.set(accessJwt, { did: account.did, kind: 'access', exp: t + accessTtlMs, revoked: false })
    tokens.set(refreshJwt, { did: account.did, kind: 'refresh', exp: t + 90 * DAY, revoked: false })
    return { accessJwt, refreshJwt, ...sessionView(account) }
  }
  const sessionView = ({ did, handle }: FakeBlueskyAccount) => ({
    did,
    didDoc: {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
      id: did,
      alsoKnownAs: [`at://${handle}`],
      verificationMethod: [],
      service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: base }],
    },
    handle,
    emailConfirmed: false,
    active: true,
  })

  /** The account behind the request's bearer token, or the PDS's error response. */
  function authenticate(req: Request, kind: Token['kind']): FakeBlueskyAccount | Response {
    const header = req.headers.get('authorization')
    if (!header) return xrpcError(401, 'AuthMissing', 'Authentication Required')
    const parts = header.split(' ')
    if (parts.length !== 2) return xrpcError(400, 'InvalidToken', 'Malformed authorization header')
    if (parts[0]?.toLowerCase() !== 'bearer')
      return xrpcError(400, 'InvalidToken', `Unsupported authorization type: ${parts[0]}`)
    const token = tokens.get(parts[1] ?? '')
    const account = token && accounts.get(token.did)
    if (!token || token.kind !== kind || !account)
      return xrpcError(400, 'InvalidToken', 'Token could not be verified')
    if (clock() >= token.exp || (kind === 'access' && token.revoked))
      return xrpcError(400, 'ExpiredToken', 'Token has expired')
    if (token.revoked) return xrpcError(400, 'ExpiredToken', 'Token has been revoked')
    return account
  }

  /** rate-limiter-flexible's fixed window, as the PDS configures it. */
  function consume(key: string, limit: number, windowMs: number, points: number): Limit {
    const t = clock()
    let bucket = buckets.get(key)
    if (!bucket || t - bucket.start >= windowMs) {
      bucket = { start: t, used: 0 }
      buckets.set(key, bucket)
    }
    const ok = bucket.used + points <= limit
    if (ok) bucket.used += points
    const remaining = Math.max(0, limit - bucket.used)
    return { ok, limit, windowS: windowMs / 1000, remaining, resetMs: bucket.start + windowMs - t }
  }
  const tightest = (...limits: Limit[]) =>
    limits.reduce((a, b) => (!b.ok && a.ok ? b : b.ok === a.ok && b.remaining < a.remaining ? b : a))
  const limitHeaders = (l: Limit): Record<string, string> => ({
    'RateLimit-Limit': String(l.limit),
    'RateLimit-Remaining': String(l.remaining),
    'RateLimit-Reset': String(Math.floor((clock() + l.resetMs) / 1000)),
    'RateLimit-Policy': `${l.limit};w=${l.windowS}`,
    ...(l.ok ? {} : { 'Retry-After': String(Math.ceil(l.resetMs / 1000)) }),
  })
  const rateLimited = (l: Limit) =>
    xrpcError(429, 'RateLimitExceeded', 'Rate Limit Exceeded', limitHeaders(l))

  /** The post lexicon (app.bsky.feed.post) as the PDS checks it, in lex-schema's wording. */
  function invalidPost(record: Json, rkey: string): string | undefined {
    const fail = (message: string, path = '') => `Invalid ${POST} record: ${message} at $.record${path}`
    if (!isTid(rkey)) return `Invalid record key for ${POST}: Invalid TID string (got "${rkey}") at $`
    for (const key of ['text', 'createdAt'])
      if (!(key in record)) return fail(`Missing required key "${key}"`)
    const text = record.text
    if (typeof text !== 'string') return fail('Expected string value type', '.text')
    if (bytes(text) > 3000) return fail(`string too big (maximum 3000, got ${bytes(text)})`, '.text')
    if (graphemes(text) > 300) return fail(`grapheme too big (maximum 300, got ${graphemes(text)})`, '.text')
    if (!isDatetime(record.createdAt))
      return fail(`Invalid datetime (got "${record.createdAt}")`, '.createdAt')
    if (record.langs !== undefined && (!Array.isArray(record.langs) || record.langs.length > 3))
      return fail('array too big (maximum 3)', '.langs')
    const facets = record.facets ?? []
    if (!Array.isArray(facets)) return fail('Expected array value type', '.facets')
    for (const [i, facet] of facets.entries()) {
      const at = `.facets[${i}]`
      const index = isObject(facet) && isObject(facet.index) ? facet.index : undefined
      const start = index?.byteStart
      const end = index?.byteEnd
      if (!Number.isInteger(start) || !Number.isInteger(end) || !Array.isArray(facet.features))
        return fail('Expected an index with integer byteStart and byteEnd and a features array', at)
      if ((start as number) < 0 || (start as number) > (end as number) || (end as number) > bytes(text))
        return fail(
          `byte range ${start}..${end} lies outside the ${bytes(text)}-byte text (fake-only check)`,
          at,
        )
      for (const [j, feature] of (facet.features as unknown[]).entries()) {
        const f = isObject(feature) ? feature : {}
        const path = `${at}.features[${j}]`
        if (f.$type === 'app.bsky.richtext.facet#mention' && !isDid(f.did))
          return fail(`Invalid DID (got ${JSON.stringify(f.did)})`, `${path}.did`)
        if (f.$type === 'app.bsky.richtext.facet#link' && !/^\w+:(?:\/\/)?[^\s/][^\s]*$/.test(String(f.uri)))
          return fail(`Invalid uri (got ${JSON.stringify(f.uri)})`, `${path}.uri`)
        if (f.$type === 'app.bsky.richtext.facet#tag' && (typeof f.tag !== 'string' || graphemes(f.tag) > 64))
          return fail('grapheme too big (maximum 64)', `${path}.tag`)
      }
    }
    if (record.embed !== undefined) {
      const embed = isObject(record.embed) ? record.embed : {}
      if (embed.$type !== 'app.bsky.embed.images' || !Array.isArray(embed.images))
        return fail('Expected app.bsky.embed.images with an images array (fake-only check)', '.embed')
      if (embed.images.length > 4) return fail('Array is too long (maximum 4)', '.embed.images')
      for (const [k, item] of (embed.images as unknown[]).entries()) {
        const at = `.embed.images[${k}]`
        const image = isObject(item) ? item : {}
        if (typeof image.alt !== 'string') return fail('Missing required key "alt"', at)
        const blob = isObject(image.image) ? image.image : {}
        const link = isObject(blob.ref) ? blob.ref.$link : undefined
        if (blob.$type !== 'blob' || typeof link !== 'string') return fail('Expected blob ref', `${at}.image`)
        const stored = blobs.get(link)
        if (!stored) return fail(`Could not find blob: ${link}`, `${at}.image`)
        if (stored.size > 1_000_000) return fail('This file is too large. It is 1 MB at most', `${at}.image`)
        if (!/^image\//.test(stored.mimeType))
          return fail(`Wrong type of file. It is ${stored.mimeType}`, `${at}.image`)
      }
    }
    if (record.reply !== undefined) {
      const reply = isObject(record.reply) ? record.reply : {}
      for (const which of ['root', 'parent']) {
        const ref = reply[which]
        if (!isObject(ref) || typeof ref.uri !== 'string' || typeof ref.cid !== 'string')
          return fail(`Missing required key "${which}" with uri and cid`, '.reply')
        const target = [...records.values()].find((r) => r.uri === ref.uri && r.collection === POST)
        if (!target || target.cid !== ref.cid)
          return fail(`no stored post ${ref.uri} with cid ${ref.cid} (fake-only check)`, `.reply.${which}`)
      }
    }
    return undefined
  }

  async function createRecord(req: Request) {
    const account = authenticate(req, 'access')
    if (account instanceof Response) return account
    const write = tightest(
      consume(`repo-write-hour:${account.did}`, 5000, HOUR, 3),
      consume(`repo-write-day:${account.did}`, 35000, DAY, 3),
    )
    if (!write.ok) return rateLimited(write)
    const roll = (faults.random ?? Math.random)()
    const rateLimitRate = faults.rateLimitRate ?? 0
    const errorRate = rateLimitRate + (faults.serverErrorRate ?? 0)
    // An injected 429 is the hour window running out a second before it resets.
    if (roll < rateLimitRate) return rateLimited({ ...write, ok: false, remaining: 0, resetMs: 1000 })
    if (roll < errorRate)
      return roll < (rateLimitRate + errorRate) / 2
        ? gateway(502, 'Bad Gateway')
        : gateway(503, 'Service Unavailable')
    // Past the limiter, the PDS's answer (errors included) carries the write limit's headers.
    const res = await writeRecord(req, account, roll < errorRate + (faults.timeoutAfterAcceptRate ?? 0))
    for (const [k, v] of Object.entries(limitHeaders(write))) res.headers.set(k, v)
    return res
  }

  async function writeRecord(req: Request, account: FakeBlueskyAccount, hang: boolean) {
    const body = (await req.json().catch(() => undefined)) as Json | undefined
    if (!isObject(body)) return xrpcError(400, 'InvalidRequest', 'Request body must be a JSON object')
    const { repo, collection, rkey, record, validate } = body
    for (const [key, value] of Object.entries({ repo, collection, record }))
      if (value === undefined) return xrpcError(400, 'InvalidRequest', `Missing required key "${key}" at $`)
    if (
      typeof collection !== 'string' ||
      !isObject(record) ||
      (rkey !== undefined && typeof rkey !== 'string')
    )
      return xrpcError(
        400,
        'InvalidRequest',
        'Invalid input: collection, rkey must be strings, record an object',
      )
    const owner = findAccount(String(repo))
    if (!owner) return xrpcError(403, 'AccountNotFound', 'Account not found')
    if (owner.did !== account.did) return xrpcError(401, 'AuthenticationRequired', 'Authentication Required')
    if (record.$type !== undefined && record.$type !== collection)
      return xrpcError(400, 'InvalidRequest', `Invalid $type: expected ${collection}, got ${record.$type}`)
    if (rkey !== undefined && !isRecordKey(rkey))
      return xrpcError(400, 'InvalidRequest', `Invalid record key: ${rkey}`)
    const key = rkey || nextTid()
    const value = { ...record, $type: collection }
    const invalid = validate !== false && collection === POST ? invalidPost(value, key) : undefined
    if (invalid) return xrpcError(400, 'InvalidRequest', invalid)
    const uri = `at://${account.did}/${collection}/${key}`
    // The PDS's repo tree throws "There is already a value at key", which surfaces as a bare 500.
    if (records.has(uri)) return xrpcError(500, 'InternalServerError', 'Internal Server Error')
    const stored = { uri, cid: cidFor(value), did: account.did, collection, rkey: key, value, at: clock() }
    records.set(uri, stored)
    if (hang) await Bun.sleep(options.hangMs ?? 30_000)
    return Response.json({
      uri,
      cid: stored.cid,
      commit: { cid: cidFor({ commit: uri, at: stored.at }), rev: nextTid() },
      validationStatus: validate === false ? undefined : collection === POST ? 'valid' : 'unknown',
    })
  }

  /** com.atproto.repo.uploadBlob: the raw bytes, typed by Content-Type; the PDS's 5 MB blob limit. */
  async function uploadBlob(req: Request) {
    const account = authenticate(req, 'access')
    if (account instanceof Response) return account
    const bytes = new Uint8Array(await req.arrayBuffer())
    if (bytes.length > 5_000_000) return xrpcError(400, 'BlobTooLarge', 'This file is too large')
    const mimeType = req.headers.get('content-type') ?? 'application/octet-stream'
    const link = cidFor({ blob: createHash('sha256').update(bytes).digest('hex') })
    blobs.set(link, { did: account.did, mimeType, size: bytes.length })
    return Response.json({ blob: { $type: 'blob', ref: { $link: link }, mimeType, size: bytes.length } })
  }

  function xrpc(req: Request, nsid: string, params: URLSearchParams): Response | Promise<Response> {
    switch (`${req.method} ${nsid}`) {
      case 'POST com.atproto.server.createSession':
        return (async () => {
          const body = (await req.json().catch(() => ({}))) as Json
          const identifier = String(body.identifier ?? '')
          const limit = tightest(
            consume(`session-5m:${identifier}`, 30, 5 * 60_000, 1),
            consume(`session-day:${identifier}`, 300, DAY, 1),
          )
          if (!limit.ok) return rateLimited(limit)
          if (typeof body.identifier !== 'string' || typeof body.password !== 'string')
            return xrpcError(400, 'InvalidRequest', 'Missing required key "identifier" or "password" at $')
          const account = findAccount(identifier)
          if (!account || account.appPassword !== body.password)
            return xrpcError(
              401,
              'AuthenticationRequired',
              'Invalid identifier or password',
              limitHeaders(limit),
            )
          return Response.json(issue(account), { headers: limitHeaders(limit) })
        })()
      case 'POST com.atproto.server.refreshSession': {
        const account = authenticate(req, 'refresh')
        if (account instanceof Response) return account
        const old = tokens.get(req.headers.get('authorization')!.split(' ')[1]!)!
        old.revoked = true
        return Response.json(issue(account))
      }
      case 'POST com.atproto.server.deleteSession': {
        const account = authenticate(req, 'refresh')
        if (account instanceof Response) return account
        tokens.get(req.headers.get('authorization')!.split(' ')[1]!)!.revoked = true
        return new Response(null, { status: 200 })
      }
      case 'GET com.atproto.server.getSession': {
        const account = authenticate(req, 'access')
        if (account instanceof Response) return account
        return Response.json(sessionView(account))
      }
      case 'POST com.atproto.repo.createRecord':
        return createRecord(req)
      case 'POST com.atproto.repo.uploadBlob':
        return uploadBlob(req)
      case 'GET com.atproto.repo.getRecord': {
        for (const key of ['repo', 'collection', 'rkey'])
          if (!params.get(key)) return xrpcError(400, 'InvalidRequest', `Missing required key "${key}" at $`)
        const did = findAccount(params.get('repo')!)?.did ?? params.get('repo')
        const uri = `at://${did}/${params.get('collection')}/${params.get('rkey')}`
        const found = records.get(uri)
        if (!found || (params.get('cid') && params.get('cid') !== found.cid))
          return xrpcError(400, 'RecordNotFound', `Could not locate record: ${uri}`)
        return Response.json({ uri, cid: found.cid, value: found.value })
      }
      case 'GET app.bsky.feed.getPosts': {
        const account = authenticate(req, 'access')
        if (account instanceof Response) return account
        const uris = params.getAll('uris')
        if (uris.length === 0) return xrpcError(400, 'InvalidRequest', 'Missing required key "uris" at $')
        if (uris.length > 25)
          return xrpcError(400, 'InvalidRequest', `array too big (maximum 25, got ${uris.length}) at $.uris`)
        const bad = uris.find((u) => !/^at:\/\/[^/\s]+(\/[^\s]*)?$/.test(u))
        if (bad) return xrpcError(400, 'InvalidRequest', `Invalid AT-URI (got "${bad}") at $.uris`)
        const posts = [...new Set(uris)].flatMap((uri) => {
          const r = records.get(uri)
          const author = r && accounts.get(r.did)
          if (!r || !author || r.collection !== POST) return []
          const { did, handle, displayName } = author
          return [
            {
              uri,
              cid: r.cid,
              author: { did, handle, ...(displayName ? { displayName } : {}) },
              record: r.value,
              ...countsFor(uri, clock() - r.at),
              indexedAt: new Date(r.at).toISOString(),
              labels: [],
            },
          ]
        })
        return Response.json({ posts })
      }
      case 'GET app.bsky.actor.getProfile': {
        const account = authenticate(req, 'access')
        if (account instanceof Response) return account
        const actor = findAccount(params.get('actor') ?? '')
        if (!actor) return xrpcError(400, 'InvalidRequest', 'Profile not found')
        const postsCount = [...records.values()].filter(
          (r) => r.did === actor.did && r.collection === POST,
        ).length
        const { did, handle, displayName } = actor
        return Response.json({
          did,
          handle,
          ...(displayName ? { displayName } : {}),
          followersCount: 42,
          followsCount: 7,
          postsCount,
          indexedAt: '2024-01-01T00:00:00.000Z',
          createdAt: '2024-01-01T00:00:00.000Z',
        })
      }
      case 'GET com.atproto.identity.resolveHandle': {
        const account = [...accounts.values()].find((a) => a.handle === params.get('handle')?.toLowerCase())
        return account
          ? Response.json({ did: account.did })
          : xrpcError(400, 'InvalidRequest', 'Unable to resolve handle')
      }
    }
    const served =
      /^(com\.atproto\.(server\.(create|refresh|delete|get)Session|repo\.(create|get)Record|repo\.uploadBlob|identity\.resolveHandle)|app\.bsky\.(feed\.getPosts|actor\.getProfile))$/
    if (!served.test(nsid)) return xrpcError(501, 'MethodNotImplemented', 'Method Not Implemented')
    const expected = /\.(create|refresh|delete|upload)/.test(nsid) ? 'POST' : 'GET'
    return xrpcError(400, 'InvalidRequest', `Incorrect HTTP method (${req.method}) expected ${expected}`)
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: 120,
    async fetch(req) {
      if (down) return gateway(503, 'Service Unavailable')
      const url = new URL(req.url)
      const nsid = url.pathname.match(/^\/xrpc\/([a-zA-Z0-9.-]+)$/)?.[1]
      if (!nsid) return new Response('Not Found', { status: 404 })
      const global = consume('global-ip', 3000, 5 * 60_000, 1)
      if (!global.ok) return rateLimited(global)
      const res = await xrpc(req, nsid, url.searchParams)
      if (!res.headers.has('RateLimit-Limit') && res.headers.get('content-type') !== 'text/html')
        for (const [k, v] of Object.entries(limitHeaders(global))) res.headers.set(k, v)
      return res
    },
  })
  const base = `http://127.0.0.1:${server.port}`

  return {
    url: base,
    stop: () => server.stop(true),
    addAccount,
    posts: () =>
      [...records.values()]
        .filter((r) => r.collection === POST)
        .map((r) => ({
          uri: r.uri,
          did: r.did,
          rkey: r.rkey,
          text: String(r.value.text ?? ''),
          facets: r.value.facets as unknown[] | undefined,
          reply: r.value.reply as
            | { root: { uri: string; cid: string }; parent: { uri: string; cid: string } }
            | undefined,
          createdAt: String(r.value.createdAt ?? ''),
          images: (
            ((r.value.embed as Json | undefined)?.images as
              | { alt: string; image: { ref: { $link: string } } }[]
              | undefined) ?? []
          ).map((i) => ({ alt: i.alt, blob: i.image.ref.$link })),
        })),
    /** Every blob uploaded, used by a post or not. */
    blobs: () => [...blobs.entries()].map(([link, b]) => ({ link, ...b })),
    setFaults: (f: FakeBlueskyFaults) => {
      faults = f
    },
    setDown: (d: boolean) => {
      down = d
    },
    revokeAll: () => {
      for (const t of tokens.values()) t.revoked = true
    },
  }
}

if (import.meta.main) {
  const fake = startFakeBluesky({ port: Number(process.env.PORT ?? 4031) })
  console.log(`Fake Bluesky PDS listening on ${fake.url}`)
  console.log("Log in as chadfounder.bsky.social with app password 'abcd-efgh-ijkl-mnop'")
}
