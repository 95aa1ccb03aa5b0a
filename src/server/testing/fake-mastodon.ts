// Over ~300 lines: apps, OAuth, statuses, timelines and rate limits of one fake instance share its in-memory state.
/**
 * A local fake of the parts of Mastodon's REST API a scheduler uses, speaking Mastodon's wire protocol so plain
 * fetch clients written against the documented API run against it: app registration (POST /api/v1/apps), the
 * OAuth authorization-code flow (auto-consents; PKCE S256 optional as in Mastodon 4.3), token revocation,
 * verify_credentials, GET /api/v2/instance, posting statuses (Idempotency-Key, Mastodon's length counting),
 * status lookup with deterministic counts that grow with age, and account timelines.
 * Failures can be injected: 503, 429 with X-RateLimit-* headers, "accepted, then timed out", a down instance
 * and revoked tokens. Run standalone: `bun src/server/testing/fake-mastodon.ts` (PORT, default 4030).
 */
import { createHash, randomBytes } from 'node:crypto'

export type FakeMastodonAccount = { id: string; username: string; display_name: string; avatar?: string }
export type FakeMastodonFaults = {
  /** Reading statuses one by one: after this many reads, 429 until `resetMs` later (a partial read). */
  readLimit?: { after: number; resetMs: number }
  serverErrorRate?: number
  timeoutAfterAcceptRate?: number
  rateLimitRate?: number
  random?: () => number
}

type App = {
  id: string
  name: string
  website: string | null
  client_id: string
  client_secret: string
  redirect_uris: string[]
  scopes: string[]
}
type Token = { account: FakeMastodonAccount; app: App; scopes: string[] }
type Media = {
  id: string
  accountId: string
  type: string
  size: number
  description: string | null
  at: number
}
type Status = {
  id: string
  accountId: string
  mediaIds: string[]
  text: string
  inReplyToId: string | null
  visibility: string
  language: string | null
  at: number
  app: App
}

/** Mastodon's default API throttle: 300 requests per 5 minutes per token (rack-attack). */
const RATE_LIMIT = 300
const RATE_PERIOD_MS = 5 * 60_000
const OOB = 'urn:ietf:wg:oauth:2.0:oob'
const VISIBILITIES = ['public', 'unlisted', 'private', 'direct']
const URL_RE = /https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d+)?(?:[/?#][^\s]*)?/giu
const MENTION_RE =
  /(?<![=/\p{L}\p{N}_])@([a-z0-9_]+(?:[.-]+[a-z0-9_]+)*)(?:@[\p{L}\p{N}_]+(?:[.-]+[\p{L}\p{N}_]+)*)?/giu
const TEMPORARY = 'There was a temporary problem serving your request, please try again'
const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.'

/** Mastodon's length: grapheme clusters, every URL as 23 characters, `@user@domain` as `@user`. */
function countableLength(text: string) {
  const countable = text
    .replace(URL_RE, (url) => `${'x'.repeat(23)}${url.match(/[.,:;!?'")\]]+$/)?.[0] ?? ''}`)
    .replace(MENTION_RE, '@$1')
  return [...new Intl.Segmenter().segment(countable)].length
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
/** Mastodon's plain-text formatting: paragraphs on blank lines, `<br />` for single newlines. */
const toHtml = (text: string) =>
  `<p>${text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => escapeHtml(p).replace(/\n/g, '<br />'))
    .join('</p><p>')}</p>`

/** Deterministic interaction counts: a per-id base times a stage (<24h, <7d, later). */
function fakeCounts(id: string, ageMs: number) {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const stage = ageMs < 24 * 3_600_000 ? 1 : ageMs < 7 * 24 * 3_600_000 ? 2 : 3
  return {
    favourites_count: (1 + (h % 40)) * stage,
    reblogs_count: ((h >>> 3) % 8) * stage,
    replies_count: ((h >>> 6) % 5) * stage,
  }
}

const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  Response.json(body, { status, headers })
const fail = (status: number, error: string, headers?: Record<string, string>) =>
  json({ error }, status, headers)
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)

/** Rails merges query and body parameters; bodies may be JSON, urlencoded or multipart (`key[]` = array). */
async function params(req: Request, url: URL): Promise<Record<string, unknown> | null> {
  const out: Record<string, unknown> = Object.fromEntries(url.searchParams)
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('json')) {
    const body = await req.json().catch(() => null)
    return body && typeof body === 'object' ? Object.assign(out, body) : null
  }
  if (!type.includes('form')) return out
  for (const [k, v] of (await req.formData()).entries()) {
    if (typeof v !== 'string') continue
    const list = k.endsWith('[]') ? k.slice(0, -2) : null
    out[list ?? k] = list ? [...((out[list] as string[] | undefined) ?? []), v] : v
  }
  return out
}

export function startFakeMastodon(
  options: {
    port?: number
    faults?: FakeMastodonFaults
    maxCharacters?: number
    hangMs?: number
    /** The clock for ages, rate-limit windows, idempotency and created_at (tests move it forward). */
    now?: () => number
  } = {},
) {
  let nextAccount: FakeMastodonAccount = { id: '109', username: 'chadfounder', display_name: 'Chad Founder' }
  let faults: FakeMastodonFaults = options.faults ?? {}
  let down = false
  const clock = options.now ?? Date.now
  const maxCharacters = options.maxCharacters ?? 500
  const hangMs = options.hangMs ?? 30_000
  const apps: App[] = []
  const accounts = new Map<string, FakeMastodonAccount>()
  const codes = new Map<
    string,
    {
      app: App
      redirectUri: string
      account: FakeMastodonAccount
      scopes: string[]
      challenge: string | null
      at: number
    }
  >()
  const tokens = new Map<string, Token>()
  const statuses: Status[] = []
  const media = new Map<string, Media>()
  let reads = 0
  const idempotency = new Map<string, { status: Status; at: number }>()
  const windows = new Map<string, { start: number; used: number }>()
  let lastId = 0n

  const nextId = () => {
    const snowflake = BigInt(clock()) << 16n // Mastodon ids: milliseconds << 16 | sequence
    lastId = snowflake > lastId ? snowflake : lastId + 1n
    return String(lastId)
  }
  const accountEntity = (a: FakeMastodonAccount) => ({
    id: a.id,
    username: a.username,
    acct: a.username,
    display_name: a.display_name,
    locked: false,
    bot: false,
    note: '',
    url: `${base}/@${a.username}`,
    avatar: a.avatar ?? `${base}/avatars/original/missing.png`,
    avatar_static: a.avatar ?? `${base}/avatars/original/missing.png`,
    statuses_count: statuses.filter((s) => s.accountId === a.id).length,
  })
  const statusEntity = (s: Status) => {
    const account = accounts.get(s.accountId)!
    return {
      id: s.id,
      created_at: new Date(s.at).toISOString(),
      in_reply_to_id: s.inReplyToId,
      in_reply_to_account_id: statuses.find((p) => p.id === s.inReplyToId)?.accountId ?? null,
      sensitive: false,
      spoiler_text: '',
      visibility: s.visibility,
      language: s.language,
      uri: `${base}/users/${account.username}/statuses/${s.id}`,
      url: `${base}/@${account.username}/${s.id}`,
      ...fakeCounts(s.id, clock() - s.at),
      edited_at: null,
      content: toHtml(s.text),
      reblog: null,
      application: { name: s.app.name, website: s.app.website },
      account: accountEntity(account),
      media_attachments: s.mediaIds.map((id) => mediaEntity(media.get(id)!)),
      mentions: [],
      tags: [],
      emojis: [],
      card: null,
      poll: null,
    }
  }
  const mediaEntity = (m: Media) => ({
    id: m.id,
    type: 'image',
    url: `${base}/system/media_attachments/files/${m.id}/original/picture`,
    preview_url: `${base}/system/media_attachments/files/${m.id}/small/picture`,
    remote_url: null,
    description: m.description,
    blurhash: null,
    meta: {},
  })
  /** POST /api/v2/media: a picture (multipart `file`, optional `description`), processed at once. */
  async function uploadMedia(req: Request, token: Token) {
    const form = await req.formData().catch(() => null)
    const file = form?.get('file')
    if (!file || typeof file === 'string') return fail(422, 'Validation failed: File is invalid')
    if (!/^image\/(?:png|jpeg|gif|webp)$/.test(file.type))
      return fail(422, 'Validation failed: File content type is invalid, File is invalid')
    if (file.size > 16 * 1024 * 1024)
      return fail(422, 'Validation failed: File file size must be less than 16 MB')
    const description = form?.get('description')
    if (typeof description === 'string' && [...description].length > 1500)
      return fail(422, 'Validation failed: Description is too long (maximum is 1500 characters)')
    const m: Media = {
      id: nextId(),
      accountId: token.account.id,
      type: file.type,
      size: file.size,
      description: typeof description === 'string' && description ? description : null,
      at: clock(),
    }
    media.set(m.id, m)
    return json(mediaEntity(m))
  }
  const visibleTo = (s: Status, token: Token | undefined) =>
    s.visibility === 'public' || s.visibility === 'unlisted' || token?.account.id === s.accountId
  const limitHeaders = (remaining: number, resetAt: number) => ({
    'X-RateLimit-Limit': String(RATE_LIMIT),
    'X-RateLimit-Remaining': String(Math.max(0, remaining)),
    'X-RateLimit-Reset': new Date(resetAt).toISOString(),
  })

  /** Bearer auth as Mastodon does it: 401 for a bad token, 403 for missing scopes, per-token throttle. */
  async function api(
    req: Request,
    scopes: string[],
    optional: boolean,
    handle: (token: Token | undefined) => Response | Promise<Response>,
  ) {
    const raw = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1]
    if (!raw && optional) return handle(undefined)
    const token = raw ? tokens.get(raw) : undefined
    if (!raw || !token) return fail(401, 'The access token is invalid')
    if (!scopes.some((s) => token.scopes.includes(s)))
      return fail(403, 'This action is outside the authorized scopes')
    const t = clock()
    const start = t - (t % RATE_PERIOD_MS)
    const w = windows.get(raw)?.start === start ? windows.get(raw)! : { start, used: 0 }
    windows.set(raw, w)
    w.used++
    const headers = limitHeaders(RATE_LIMIT - w.used, start + RATE_PERIOD_MS)
    const res = w.used > RATE_LIMIT ? fail(429, 'Too many requests') : await handle(token)
    for (const [k, v] of Object.entries(headers)) if (!res.headers.has(k)) res.headers.set(k, v)
    return res
  }

  async function postStatus(req: Request, url: URL, token: Token) {
    const roll = (faults.random ?? Math.random)()
    const r429 = faults.rateLimitRate ?? 0
    const r503 = r429 + (faults.serverErrorRate ?? 0)
    if (roll < r429) return fail(429, 'Too many requests', limitHeaders(0, clock() + 3_000))
    if (roll < r503) return fail(503, TEMPORARY)
    const hang = roll < r503 + (faults.timeoutAfterAcceptRate ?? 0)
    const reply = async (status: Status) => {
      if (hang) await Bun.sleep(hangMs) // accepted, but the answer never arrives in time
      return json(statusEntity(status))
    }
    const key = req.headers.get('idempotency-key')
    const idemKey = key ? `${token.account.id}:${key}` : null
    const seen = idemKey ? idempotency.get(idemKey) : undefined
    if (seen && clock() - seen.at < 3_600_000) return reply(seen.status)
    const p = await params(req, url)
    if (!p) return fail(400, 'Error occurred while parsing request parameters')
    const text = str(p.status) ?? ''
    const visibility = str(p.visibility) || 'public'
    const inReplyToId = str(p.in_reply_to_id) || null
    if (inReplyToId && !statuses.some((s) => s.id === inReplyToId && visibleTo(s, token)))
      return fail(404, 'Record not found')
    if (!VISIBILITIES.includes(visibility))
      return fail(422, 'Validation failed: Visibility is not included in the list')
    const mediaIds = (Array.isArray(p.media_ids) ? p.media_ids : p.media_ids ? [p.media_ids] : []).map(String)
    if (mediaIds.length > 4) return fail(422, 'Validation failed: Media attachments must be at most 4')
    for (const id of mediaIds) {
      const m = media.get(id)
      if (!m || m.accountId !== token.account.id)
        return fail(422, 'Validation failed: Media attachments are invalid')
      if (statuses.some((x) => x.mediaIds.includes(id)))
        return fail(422, 'Validation failed: Media attachments are already attached to another status')
    }
    if (!text.trim() && mediaIds.length === 0) return fail(422, "Validation failed: Text can't be blank")
    if (countableLength(text) > maxCharacters)
      return fail(422, `Validation failed: Text character limit of ${maxCharacters} exceeded`)
    const status: Status = {
      id: nextId(),
      accountId: token.account.id,
      text,
      inReplyToId,
      mediaIds,
      visibility,
      language: str(p.language) || 'en',
      at: clock(),
      app: token.app,
    }
    statuses.push(status)
    if (idemKey) idempotency.set(idemKey, { status, at: status.at })
    return reply(status)
  }

  async function respond(req: Request): Promise<Response> {
    const url = new URL(req.url)
    const path = url.pathname.replace(/\/+$/, '')
    const route = `${req.method} ${path}`
    if (route === 'POST /api/v1/apps') {
      const p = await params(req, url)
      if (!p) return fail(400, 'Error occurred while parsing request parameters')
      const rawUris = p.redirect_uris ?? p.redirect_uri
      const uris = (Array.isArray(rawUris) ? rawUris.map(String) : (str(rawUris) ?? '').split(/\s+/))
        .map((u) => u.trim())
        .filter(Boolean)
      if (!str(p.client_name)) return fail(422, "Validation failed: Application name can't be blank")
      if (!uris.length) return fail(422, "Validation failed: Redirect URI can't be blank")
      if (uris.some((u) => u !== OOB && !URL.canParse(u)))
        return fail(422, 'Validation failed: Redirect URI must be an absolute URI.')
      const app: App = {
        id: String(apps.length + 1),
        name: str(p.client_name)!,
        website: str(p.website) || null,
        client_id: randomBytes(32).toString('base64url'),
        client_secret: randomBytes(32).toString('base64url'),
        redirect_uris: uris,
        scopes: (Array.isArray(p.scopes) ? p.scopes.join(' ') : (str(p.scopes) ?? 'read')).split(/\s+/),
      }
      apps.push(app)
      const { client_id, client_secret, redirect_uris, scopes, id, name, website } = app
      return json({
        id,
        name,
        website,
        scopes,
        redirect_uri: redirect_uris.join('\n'),
        redirect_uris,
        client_id,
        client_secret,
        client_secret_expires_at: 0,
      })
    }
    if (route === 'GET /oauth/authorize') {
      const q = url.searchParams
      const app = apps.find((a) => a.client_id === q.get('client_id'))
      const redirectUri =
        q.get('redirect_uri') ?? (app?.redirect_uris.length === 1 ? app.redirect_uris[0] : '')
      const page = (status: number, message: string) =>
        new Response(`<!DOCTYPE html><html><body><h1>${escapeHtml(message)}</h1></body></html>`, {
          status,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        })
      if (!app) return page(400, 'Client authentication failed due to unknown client.')
      if (!redirectUri || !app.redirect_uris.includes(redirectUri))
        return page(400, 'The redirect uri included is not valid.')
      const back = (params: Record<string, string>) => {
        const to = new URL(redirectUri)
        for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v)
        if (q.get('state')) to.searchParams.set('state', q.get('state')!)
        return Response.redirect(to.toString(), 302)
      }
      const scopes = (q.get('scope') || 'read').split(/[\s+]+/).filter(Boolean)
      const challenge = q.get('code_challenge')
      if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' })
      if (scopes.some((s) => !app.scopes.includes(s))) return back({ error: 'invalid_scope' })
      if (challenge && q.get('code_challenge_method') !== 'S256')
        return back({ error: 'invalid_request', error_description: 'Code challenge method must be S256.' })
      const code = randomBytes(32).toString('base64url')
      codes.set(code, { app, redirectUri, account: nextAccount, scopes, challenge, at: clock() })
      if (redirectUri === OOB) return page(200, code)
      return back({ code })
    }
    if (route === 'POST /oauth/token' || route === 'POST /oauth/revoke') {
      const p = (await params(req, url)) ?? {}
      const basic = req.headers.get('authorization')?.match(/^Basic\s+(.+)$/i)?.[1]
      const [basicId, basicSecret] = basic ? atob(basic).split(':').map(decodeURIComponent) : []
      const app = apps.find((a) => a.client_id === (basicId ?? str(p.client_id)))
      if (!app || app.client_secret !== (basicSecret ?? str(p.client_secret)))
        return json(
          {
            error: 'invalid_client',
            error_description:
              'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
          },
          401,
        )
      if (route === 'POST /oauth/revoke') {
        const token = tokens.get(str(p.token) ?? '')
        if (token && token.app !== app)
          return json(
            {
              error: 'unauthorized_client',
              error_description: 'You are not authorized to revoke this token',
            },
            403,
          )
        tokens.delete(str(p.token) ?? '')
        return json({})
      }
      if (p.grant_type !== 'authorization_code') return json({ error: 'unsupported_grant_type' }, 400)
      const code = str(p.code) ?? ''
      const grant = codes.get(code)
      const verifier = createHash('sha256')
        .update(str(p.code_verifier) ?? '')
        .digest('base64url')
      if (
        !grant ||
        grant.app !== app ||
        grant.redirectUri !== str(p.redirect_uri) ||
        clock() - grant.at > 10 * 60_000 ||
        (grant.challenge !== null && grant.challenge !== verifier)
      )
        return json({ error: 'invalid_grant', error_description: INVALID_GRANT }, 400)
      codes.delete(code) // single use
      const accessToken = randomBytes(32).toString('base64url')
      tokens.set(accessToken, { account: grant.account, app, scopes: grant.scopes })
      accounts.set(grant.account.id, grant.account)
      return json({
        access_token: accessToken,
        token_type: 'Bearer',
        scope: grant.scopes.join(' '),
        created_at: Math.floor(clock() / 1000),
      })
    }
    if (route === 'GET /api/v2/instance') {
      return json({
        domain: url.host,
        title: 'Fake Mastodon',
        version: '4.3.0',
        source_url: 'https://github.com/mastodon/mastodon',
        description: 'A local fake of a Mastodon instance for tests.',
        languages: ['en'],
        configuration: {
          urls: { streaming: `ws://${url.host}` },
          accounts: { max_featured_tags: 10, max_pinned_statuses: 5 },
          statuses: {
            max_characters: maxCharacters,
            max_media_attachments: 4,
            characters_reserved_per_url: 23,
          },
        },
        registrations: { enabled: false, approval_required: false, message: null },
      })
    }
    if (route === 'GET /api/v1/accounts/verify_credentials')
      return api(req, ['read', 'read:accounts', 'profile'], false, (token) =>
        json({
          ...accountEntity(token!.account),
          source: { privacy: 'public', sensitive: false, language: null, note: '', fields: [] },
        }),
      )
    if (route === 'POST /api/v2/media' || route === 'POST /api/v1/media')
      return api(req, ['write', 'write:media'], false, (token) => uploadMedia(req, token!))
    if (route === 'POST /api/v1/statuses')
      return api(req, ['write', 'write:statuses'], false, (token) => postStatus(req, url, token!))
    const one = path.match(/^\/api\/v1\/statuses\/(\d+)$/)
    if (req.method === 'GET' && one)
      return api(req, ['read', 'read:statuses'], true, (token) => {
        const limit = faults.readLimit
        if (limit && ++reads > limit.after)
          return fail(429, 'Too many requests', limitHeaders(0, clock() + limit.resetMs))
        const status = statuses.find((s) => s.id === one[1] && visibleTo(s, token))
        return status ? json(statusEntity(status)) : fail(404, 'Record not found')
      })
    const timeline = path.match(/^\/api\/v1\/accounts\/([^/]+)\/statuses$/)
    if (req.method === 'GET' && timeline)
      return api(req, ['read', 'read:statuses'], true, (token) => {
        if (!accounts.has(timeline[1]!)) return fail(404, 'Record not found')
        const q = url.searchParams
        const limit = Math.min(40, Math.max(1, Number(q.get('limit')) || 20))
        const maxId = q.get('max_id') ? BigInt(q.get('max_id')!) : null
        const mine = statuses
          .filter(
            (s) =>
              s.accountId === timeline[1] &&
              visibleTo(s, token) &&
              !(q.get('exclude_replies') === 'true' && s.inReplyToId) &&
              (maxId === null || BigInt(s.id) < maxId),
          )
          .reverse()
          .slice(0, limit)
        return json(mine.map(statusEntity))
      })
    return fail(404, 'Record not found')
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: Math.min(255, Math.ceil(hangMs / 1000) + 30),
    fetch: (req) =>
      down
        ? new Response('<html><body><h1>503 Service Unavailable</h1></body></html>', {
            status: 503,
            headers: { 'content-type': 'text/html' },
          })
        : respond(req),
  })
  const base = `http://127.0.0.1:${server.port}`
  return {
    url: base,
    stop: () => {
      server.stop(true)
    },
    setNextAccount: (a: FakeMastodonAccount) => {
      nextAccount = a
    },
    statuses: () =>
      statuses.map((s) => ({
        id: s.id,
        accountId: s.accountId,
        text: s.text,
        inReplyToId: s.inReplyToId,
        visibility: s.visibility,
        media: s.mediaIds.map((id) => ({ id, description: media.get(id)!.description })),
        createdAt: new Date(s.at).toISOString(),
      })),
    /** Every picture uploaded, attached or not. */
    media: () => [...media.values()].map((m) => ({ id: m.id, type: m.type, description: m.description })),
    setFaults: (f: FakeMastodonFaults) => {
      faults = f
      reads = 0
    },
    setDown: (d: boolean) => {
      down = d
    },
    revokeAll: () => {
      tokens.clear()
    },
    apps: () =>
      apps.map((a) => ({
        client_id: a.client_id,
        redirect_uri: a.redirect_uris.join('\n'),
        scopes: a.scopes.join(' '),
      })),
  }
}

if (import.meta.main) {
  const fake = startFakeMastodon({ port: Number(process.env.PORT ?? 4030) })
  console.log(`Fake Mastodon listening on ${fake.url}`)
}
