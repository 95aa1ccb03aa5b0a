// Over ~300 lines: OAuth, OIDC, versioned posting, the author finder, engagement counts and faults of one fake LinkedIn share its in-memory tokens and posts.
/**
 * A local fake of the parts of LinkedIn's API a scheduler uses to post as a member, speaking LinkedIn's wire
 * protocol so plain fetch code written against the documented endpoints runs against it. One port serves both
 * hosts: www.linkedin.com's OAuth 2.0 (/oauth/v2/authorization auto-consents, /oauth/v2/accessToken with
 * non-rotating refresh tokens, /oauth/v2/revoke, OIDC id_token + /oauth/openid/jwks) and api.linkedin.com's
 * /v2/userinfo and versioned REST API (/rest/posts create + author finder, /rest/socialMetadata and
 * /rest/socialActions counts that grow with the post's age). A LinkedIn-Version is active from its month until
 * the 15th of the same month a year later, on the `now` clock. Reading posts or counts needs r_member_social.
 * Faults: 5xx, 429 (no reset header: LinkedIn documents daily limits reset at midnight UTC), "accepted, then
 * timed out", everything down (503), every token revoked.
 * Run standalone: `bun src/server/testing/fake-linkedin.ts` (PORT, default 4032; prints its URL).
 */
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto'

export type FakeLinkedInMember = {
  sub: string
  name: string
  given_name: string
  family_name: string
  picture?: string
  email?: string
}
export type FakeLinkedInFaults = {
  serverErrorRate?: number
  timeoutAfterAcceptRate?: number
  rateLimitRate?: number
  random?: () => number
}

type Grant = { member: FakeLinkedInMember; clientId: string; scope: string[] }
type Token = Grant & { expiresAt: number; revoked: boolean }
type Post = {
  id: string
  author: string
  commentary: string
  visibility: string
  createdAt: number
  body: Record<string, unknown>
}

const DAY = 86_400_000
/** Scopes this fake app is approved for; any other scope is refused as LinkedIn does for an unapproved app. */
const SCOPES = new Set(['openid', 'profile', 'email', 'w_member_social', 'r_member_social'])
const CODE_TTL_MS = 30 * 60_000 // "The authorization code is only valid for 30 minutes" (authorization code flow)
const REFRESH_TTL_S = 31_536_000 // programmatic refresh tokens live 365 days
const DUPLICATE_WINDOW_MS = DAY
const BAD_CODE =
  'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists'

/** Deterministic engagement for a post: a per-id base times a stage (<24h, <7d, later). */
function fakeLinkedInCounts(id: string, ageMs: number) {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const stage = ageMs < DAY ? 1 : ageMs < 7 * DAY ? 2 : 3
  const likes = (1 + (h % 30)) * stage
  const praise = ((h >>> 5) % 6) * stage
  const empathy = ((h >>> 9) % 4) * stage
  const comments = ((h >>> 13) % 7) * stage
  return { likes, praise, empathy, reactions: likes + praise + empathy, comments }
}

export function startFakeLinkedIn(
  options: {
    port?: number
    faults?: FakeLinkedInFaults
    hangMs?: number
    now?: () => number
    accessTtlSeconds?: number
    refreshTokens?: boolean
  } = {},
) {
  const clock = options.now ?? Date.now
  const accessTtl = options.accessTtlSeconds ?? 5_184_000
  let nextMember: FakeLinkedInMember = {
    sub: 'a1b2c3d4',
    name: 'Chad Founder',
    given_name: 'Chad',
    family_name: 'Founder',
    picture: 'https://media.licdn.com/dms/image/v2/fake/profile-displayphoto-shrink_100_100/0/chad',
  }
  let faults = options.faults ?? {}
  let down = false
  let seq = 0n
  const codes = new Map<string, Grant & { redirectUri: string; at: number }>()
  const access = new Map<string, Token>()
  const refresh = new Map<string, Token>()
  const posts: Post[] = []
  /** Images by URN: initialised (no bytes yet) or uploaded. */
  const images = new Map<string, { owner: string; bytes: number | null; type: string | null }>()
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(8).toString('hex')
  const secret = () => randomBytes(24).toString('base64url')
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

  const apiError = (status: number, body: Record<string, unknown>) =>
    Response.json(
      { status, ...body },
      { status, headers: { 'x-restli-protocol-version': '2.0.0', 'x-restli-error-response': 'true' } },
    )
  const oauthError = (status: number, error: string, error_description: string) =>
    Response.json({ error, error_description }, { status })
  const denied = (resource: string) =>
    apiError(403, {
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: ${resource}`,
    })

  function idToken(g: Grant, base: string) {
    const iat = Math.floor(clock() / 1000)
    const m = g.member
    const email = g.scope.includes('email') && m.email ? { email: m.email, email_verified: true } : {}
    const input = `${b64({ typ: 'JWT', alg: 'RS256', kid })}.${b64({
      iss: `${base}/oauth`,
      aud: g.clientId,
      iat,
      exp: iat + 3600,
      sub: m.sub,
      name: m.name,
      given_name: m.given_name,
      family_name: m.family_name,
      picture: m.picture,
      locale: 'en_US',
      ...email,
    })}`
    return `${input}.${createSign('RSA-SHA256').update(input).sign(keys.privateKey).toString('base64url')}`
  }

  function issue(g: Grant, base: string, kept?: [string, Token]) {
    const now = clock()
    const accessToken = secret()
    access.set(accessToken, { ...g, expiresAt: now + accessTtl * 1000, revoked: false })
    const out: Record<string, unknown> = { access_token: accessToken, expires_in: accessTtl }
    if (options.refreshTokens ?? true) {
      // LinkedIn does not rotate: the same refresh token comes back with what is left of its 365 days.
      const [rt, r] = kept ?? [secret(), { ...g, expiresAt: now + REFRESH_TTL_S * 1000, revoked: false }]
      refresh.set(rt, r)
      out.refresh_token = rt
      out.refresh_token_expires_in = Math.floor((r.expiresAt - now) / 1000)
    }
    out.scope = g.scope.join(',')
    out.token_type = 'Bearer'
    if (!kept && g.scope.includes('openid')) out.id_token = idToken(g, base)
    return Response.json(out)
  }

  /** The bearer's token, or LinkedIn's 401 (unknown 65600, revoked 65601, expired 65602). */
  function bearer(req: Request): Token | Response {
    const header = req.headers.get('authorization')
    if (!header) return apiError(401, { serviceErrorCode: 401, message: 'Empty oauth2_access_token' })
    const t = access.get(header.replace(/^Bearer\s+/i, ''))
    if (!t) return apiError(401, { serviceErrorCode: 65600, message: 'Invalid access token' })
    if (t.revoked)
      return apiError(401, {
        serviceErrorCode: 65601,
        code: 'REVOKED_ACCESS_TOKEN',
        message: 'The token used in the request has been revoked by the user',
      })
    if (clock() >= t.expiresAt)
      return apiError(401, {
        serviceErrorCode: 65602,
        code: 'EXPIRED_ACCESS_TOKEN',
        message: 'The token used in the request has expired',
      })
    return t
  }

  /** The versioned API's headers: the version (YYYYMM) for permission messages, or LinkedIn's refusal. */
  function versioned(req: Request): string | Response {
    const v = req.headers.get('linkedin-version')
    if (!v)
      return apiError(400, {
        code: 'VERSION_MISSING',
        message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      })
    const m = v.match(/^(\d{4})(\d{2})(\.\d{2})?$/)
    const [y, mo] = [Number(m?.[1]), Number(m?.[2])]
    // Each monthly version is supported for a year (sunset mid-month a year later), never before its month.
    if (!m || mo < 1 || mo > 12 || clock() < Date.UTC(y, mo - 1, 1) || clock() >= Date.UTC(y + 1, mo - 1, 15))
      return apiError(426, { code: 'NONEXISTENT_VERSION', message: `Requested version ${v} is not active` })
    if (req.headers.get('x-restli-protocol-version') !== '2.0.0')
      return apiError(400, {
        code: 'ILLEGAL_ARGUMENT',
        message: 'X-Restli-Protocol-Version: 2.0.0 is required',
      })
    return `${m[1]}${m[2]}01`
  }

  async function createPost(req: Request, auth: Token, version: string) {
    if (!auth.scope.includes('w_member_social')) return denied(`partnerApiPostsExternal.CREATE.${version}`)
    const roll = (faults.random ?? Math.random)()
    const limited = faults.rateLimitRate ?? 0
    const broken = limited + (faults.serverErrorRate ?? 0)
    if (roll < limited)
      return apiError(429, {
        serviceErrorCode: 101,
        message: 'Resource level throttle limit for calls to this resource is reached.',
      })
    if (roll < broken)
      return roll < (limited + broken) / 2
        ? apiError(500, { message: 'Internal Server Error' })
        : apiError(503, { message: 'Service Unavailable' })
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await req.text())
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error()
    } catch {
      return apiError(400, {
        code: 'ILLEGAL_ARGUMENT',
        message: 'Request body could not be converted to data map',
      })
    }
    const missing = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'].filter(
      (f) => body[f] === undefined,
    )
    if (missing.length)
      return apiError(422, {
        message: missing
          .map((f) => `ERROR :: /${f} :: field is required but not found and has no default value\n`)
          .join(''),
      })
    const author = `urn:li:person:${auth.member.sub}`
    if (body.author !== author) return denied(`partnerApiPostsExternal.CREATE.${version}`)
    // A post's pictures must be images this member uploaded (content.media or content.multiImage).
    const content = (body.content ?? {}) as {
      media?: { id?: string; altText?: string }
      multiImage?: { images?: { id?: string; altText?: string }[] }
    }
    const used = content.media ? [content.media] : (content.multiImage?.images ?? [])
    if (content.multiImage && (used.length < 2 || used.length > 20))
      return apiError(422, {
        message: 'ERROR :: /content/multiImage/images :: array must have 2 to 20 items\n',
      })
    for (const image of used) {
      const stored = images.get(String(image.id))
      if (!stored || stored.owner !== author || stored.bytes === null)
        return apiError(422, {
          message: `com.linkedin.content.common.exception.BadRequestResponseException: Image ${image.id} is not available (not uploaded or not yours)`,
        })
      if (image.altText !== undefined && Array.from(String(image.altText)).length > 4086)
        return apiError(422, { message: 'ERROR :: /content/media/altText :: length exceeds 4086\n' })
    }
    const commentary = String(body.commentary)
    const length = Array.from(commentary).length
    if (length > 3000)
      return apiError(400, {
        errorDetailType: 'com.linkedin.common.error.BadRequest',
        message: `com.linkedin.content.common.exception.BadRequestResponseException: ShareCommentary text length (${length} characters) exceeded the maximum allowed (3000 characters)`,
        errorDetails: {
          inputErrors: [
            {
              description: 'Size of array cannot be higher than the maxLength',
              input: { inputPath: { fieldPath: '/commentary' } },
              code: 'FIELD_ARRAY_SIZE_TOO_HIGH',
              maxLength: 3000,
            },
          ],
        },
      })
    const now = clock()
    const dup = posts.find(
      (p) => p.author === author && p.commentary === commentary && now - p.createdAt < DUPLICATE_WINDOW_MS,
    )
    if (dup)
      return apiError(422, {
        errorDetailType: 'com.linkedin.common.error.BadRequest',
        message: `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${dup.id}`,
        errorDetails: {
          inputErrors: [{ description: 'Duplicate post is detected', input: {}, code: 'DUPLICATE_POST' }],
        },
      })
    const id = `urn:li:share:${7_300_000_000_000_000_000n + ++seq}`
    posts.push({ id, author, commentary, visibility: String(body.visibility), createdAt: now, body })
    if (roll < broken + (faults.timeoutAfterAcceptRate ?? 0)) await Bun.sleep(options.hangMs ?? 30_000)
    return new Response(null, {
      status: 201,
      headers: { 'x-restli-id': id, 'x-restli-protocol-version': '2.0.0' },
    })
  }

  function findPosts(url: URL, auth: Token, version: string) {
    const q = url.searchParams
    if (q.get('q') !== 'author' || !q.get('author'))
      return apiError(400, {
        code: 'ILLEGAL_ARGUMENT',
        message: 'Finder q=author needs the author parameter',
      })
    // Reading a member's posts needs the restricted r_member_social permission (Posts API permissions).
    if (!auth.scope.includes('r_member_social') || q.get('author') !== `urn:li:person:${auth.member.sub}`)
      return denied(`partnerApiPostsExternal.FINDER-author.${version}`)
    const start = Math.max(0, Number(q.get('start') ?? 0) || 0)
    const count = Math.min(100, Math.max(1, Number(q.get('count') ?? 10) || 10))
    const mine = posts.filter((p) => p.author === q.get('author')).sort((a, b) => b.createdAt - a.createdAt)
    const elements = mine.slice(start, start + count).map((p) => ({
      ...p.body,
      id: p.id,
      lifecycleState: 'PUBLISHED',
      lifecycleStateInfo: { isEditedByAuthor: false },
      createdAt: p.createdAt,
      publishedAt: p.createdAt,
      lastModifiedAt: p.createdAt,
    }))
    return Response.json(
      { elements, paging: { start, count, links: [], total: mine.length } },
      { headers: { 'x-restli-protocol-version': '2.0.0' } },
    )
  }

  function socialCounts(resource: string, urn: string, auth: Token, version: string) {
    if (!auth.scope.includes('r_member_social')) return denied(`${resource}.GET.${version}`)
    const post = posts.find((p) => p.id === urn)
    if (!post) return apiError(404, { message: `Not Found: ${urn}` })
    const c = fakeLinkedInCounts(post.id, clock() - post.createdAt)
    const reactions = Object.fromEntries(
      (
        [
          ['LIKE', c.likes],
          ['PRAISE', c.praise],
          ['EMPATHY', c.empathy],
        ] as const
      )
        .filter(([, n]) => n > 0)
        .map(([reactionType, count]) => [reactionType, { reactionType, count }]),
    )
    return Response.json(
      resource === 'socialMetadata'
        ? {
            reactionSummaries: reactions,
            commentsState: 'OPEN',
            commentSummary: { count: c.comments, topLevelCount: c.comments },
            entity: urn,
          }
        : {
            likesSummary: {
              totalLikes: c.reactions,
              aggregatedTotalLikes: c.reactions,
              likedByCurrentUser: false,
            },
            commentsSummary: { totalFirstLevelComments: c.comments, aggregatedTotalComments: c.comments },
            target: urn,
          },
      { headers: { 'x-restli-protocol-version': '2.0.0' } },
    )
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: 0,
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      const base = url.origin
      if (down) return apiError(503, { message: 'Service Unavailable' })
      if (req.method === 'GET' && path === '/oauth/v2/authorization') {
        const q = url.searchParams
        const redirectUri = q.get('redirect_uri') ?? ''
        if (!q.get('client_id'))
          return new Response('Bummer, something went wrong: client_id is missing', { status: 400 })
        if (!URL.canParse(redirectUri) || redirectUri.includes('#'))
          return new Response('The redirect_uri does not match the registered value', { status: 400 })
        const back = (params: Record<string, string>) => {
          const to = new URL(redirectUri)
          for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v)
          if (q.get('state') !== null) to.searchParams.set('state', q.get('state')!)
          return Response.redirect(to.toString(), 302)
        }
        const scope = (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean)
        if (q.get('response_type') !== 'code')
          return back({ error: 'invalid_request', error_description: 'The response_type must be code' })
        if (!scope.length)
          return back({
            error: 'invalid_request',
            error_description: 'A required parameter "scope" is missing',
          })
        const unknown = scope.find((s) => !SCOPES.has(s))
        if (unknown)
          return back({
            error: 'unauthorized_scope_error',
            error_description: `Scope &quot;${unknown}&quot; is not authorized for your application`,
          })
        const code = secret()
        codes.set(code, {
          member: nextMember,
          clientId: q.get('client_id')!,
          redirectUri,
          scope,
          at: clock(),
        })
        return back({ code })
      }
      if (req.method === 'POST' && path === '/oauth/v2/accessToken') {
        const p = Object.fromEntries(url.searchParams)
        Object.assign(p, Object.fromEntries(new URLSearchParams(await req.text())))
        const grantType = p.grant_type
        const need =
          grantType === 'authorization_code'
            ? ['code', 'redirect_uri', 'client_id', 'client_secret']
            : ['refresh_token', 'client_id', 'client_secret']
        const absent = grantType ? need.find((n) => !p[n]) : 'grant_type'
        if (absent) return oauthError(400, 'invalid_request', `A required parameter "${absent}" is missing`)
        if (grantType === 'authorization_code') {
          const grant = codes.get(p.code!)
          codes.delete(p.code!)
          if (
            !grant ||
            grant.clientId !== p.client_id ||
            grant.redirectUri !== p.redirect_uri ||
            clock() - grant.at > CODE_TTL_MS
          )
            return oauthError(400, 'invalid_request', BAD_CODE)
          return issue(grant, base)
        }
        if (grantType === 'refresh_token') {
          const r = refresh.get(p.refresh_token!)
          if (!r || r.revoked || clock() >= r.expiresAt)
            return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.')
          if (r.clientId !== p.client_id)
            return oauthError(401, 'invalid_client', 'Client authentication failed')
          return issue(r, base, [p.refresh_token!, r])
        }
        return oauthError(400, 'unsupported_grant_type', `Grant type "${grantType}" is not supported`)
      }
      if (req.method === 'POST' && path === '/oauth/v2/revoke') {
        const p = Object.fromEntries(new URLSearchParams(await req.text()))
        const absent = ['token', 'client_id', 'client_secret'].find((n) => !p[n])
        if (absent) return oauthError(400, 'invalid_request', `A required parameter "${absent}" is missing`)
        const t = access.get(p.token!) ?? refresh.get(p.token!)
        if (t && t.clientId === p.client_id) t.revoked = true
        return new Response(null, { status: 200 })
      }
      if (req.method === 'GET' && path === '/oauth/openid/jwks')
        return Response.json({
          keys: [{ ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
        })
      const auth = bearer(req)
      if (req.method === 'GET' && path === '/v2/userinfo') {
        if (auth instanceof Response) return auth
        if (!auth.scope.includes('openid')) return denied('userinfo.GET.NO_VERSION')
        const m = auth.member
        const profile = auth.scope.includes('profile')
          ? { name: m.name, given_name: m.given_name, family_name: m.family_name, picture: m.picture }
          : {}
        const email = auth.scope.includes('email') && m.email ? { email: m.email, email_verified: true } : {}
        return Response.json({ sub: m.sub, ...profile, locale: { country: 'US', language: 'en' }, ...email })
      }
      const social = path.match(/^\/rest\/(socialMetadata|socialActions)\/([^/]+)$/)
      if (req.method === 'GET' && (path === '/rest/posts' || social)) {
        if (auth instanceof Response) return auth
        const version = versioned(req)
        if (version instanceof Response) return version
        if (!social) return findPosts(url, auth, version)
        return socialCounts(social[1]!, decodeURIComponent(social[2]!), auth, version)
      }
      if (
        req.method === 'POST' &&
        path === '/rest/images' &&
        url.searchParams.get('action') === 'initializeUpload'
      ) {
        if (auth instanceof Response) return auth
        const version = versioned(req)
        if (version instanceof Response) return version
        if (!auth.scope.includes('w_member_social'))
          return denied(`images.ACTION-initializeUpload.${version}`)
        const body = (await req.json().catch(() => null)) as {
          initializeUploadRequest?: { owner?: string }
        } | null
        const owner = body?.initializeUploadRequest?.owner
        if (owner !== `urn:li:person:${auth.member.sub}`)
          return denied(`images.ACTION-initializeUpload.${version}`)
        const urn = `urn:li:image:C4E10AQ${(++seq).toString(36).toUpperCase()}fake`
        images.set(urn, { owner, bytes: null, type: null })
        return Response.json({
          value: {
            uploadUrlExpiresAt: clock() + 86_400_000,
            uploadUrl: `${url.origin}/dms-uploads/${encodeURIComponent(urn)}`,
            image: urn,
          },
        })
      }
      const upload = path.match(/^\/dms-uploads\/([^/]+)$/)
      if (req.method === 'PUT' && upload) {
        if (auth instanceof Response) return auth
        const stored = images.get(decodeURIComponent(upload[1]!))
        if (!stored || stored.owner !== `urn:li:person:${auth.member.sub}`)
          return new Response(null, { status: 404 })
        const bytes = (await req.arrayBuffer()).byteLength
        if (bytes === 0 || bytes > 36_152_320) return new Response(null, { status: 400 })
        stored.bytes = bytes
        stored.type = req.headers.get('content-type')
        return new Response(null, { status: 201 })
      }
      if (req.method === 'POST' && path === '/rest/posts') {
        if (auth instanceof Response) return auth
        const version = versioned(req)
        return version instanceof Response ? version : createPost(req, auth, version)
      }
      return apiError(404, { message: `No fake for ${req.method} ${path}` })
    },
  })
  const url = `http://127.0.0.1:${server.port}`
  return {
    url,
    stop: () => server.stop(true),
    setNextMember: (m: FakeLinkedInMember) => {
      nextMember = m
    },
    posts: () =>
      posts.map(({ id, author, commentary, visibility, createdAt, body }) => {
        const content = (body.content ?? {}) as {
          media?: { id: string; altText?: string }
          multiImage?: { images: { id: string; altText?: string }[] }
        }
        return {
          id,
          author,
          commentary,
          visibility,
          createdAt,
          images: content.media ? [content.media] : (content.multiImage?.images ?? []),
        }
      }),
    /** Every image initialised, with its bytes once uploaded. */
    images: () => [...images.entries()].map(([urn, i]) => ({ urn, ...i })),
    setFaults: (f: FakeLinkedInFaults) => {
      faults = f
    },
    setDown: (d: boolean) => {
      down = d
    },
    revokeAll: () => {
      for (const t of [...access.values(), ...refresh.values()]) t.revoked = true
    },
  }
}

if (import.meta.main) {
  const fake = startFakeLinkedIn({ port: Number(process.env.PORT ?? 4032) })
  console.log(`Fake LinkedIn listening on ${fake.url}`)
}
