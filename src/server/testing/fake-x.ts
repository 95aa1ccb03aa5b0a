// Over ~300 lines: OAuth, posting, lookups, metrics and rate limits of one fake X share its in-memory accounts.
/**
 * A local fake of the parts of X's API the product uses, speaking X's wire protocol so the real
 * twitter-api-v2 code runs against it: OAuth 2.0 authorize (auto-consents) and token (PKCE S256,
 * refresh-token rotation), /2/users/me, the chunked media upload (initialize, append, finalize) and its
 * alt text (/2/media/metadata), /2/tweets (replies via reply.in_reply_to_tweet_id, media.media_ids, duplicate-content
 * 403), /2/users/:id/tweets (exclude=replies, tweet.fields=referenced_tweets), and the tweet lookup
 * GET /2/tweets?ids= with deterministic public_metrics that grow with the post's age.
 * Failures can be injected: 5xx, 429 with x-rate-limit-reset, and "accepted, then timed out"; the
 * lookup has its own per-account rate limit and can be refused (403) for accounts without access.
 * Run standalone for local development: `bun src/server/testing/fake-x.ts` (prints its URL).
 */
import { createHash, randomBytes } from 'node:crypto'

export type FakeXAccount = { id: string; username: string; name: string; profile_image_url?: string }
export type FakeXFaults = {
  serverErrorRate?: number
  timeoutAfterAcceptRate?: number
  rateLimitRate?: number
  /**
   * X's pay-per-use refusals on every post: the monthly usage cap (429 titled UsageCapExceeded, no
   * reset header) or spent credits (402).
   */
  usageCap?: 'cap' | 'credits'
  random?: () => number
}

/** X's lookup rate limit for one account: `limit` calls per `windowMs`, then 429 until the reset. */
export type FakeXMetricsLimit = { limit: number; windowMs: number }

/** Deterministic public metrics for a post: a per-id base that grows with the post's age. */
export function fakeMetrics(id: string, ageMs: number) {
  let h = 0
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0
  const stage = ageMs < 24 * 3_600_000 ? 1 : ageMs < 7 * 24 * 3_600_000 ? 2 : 3
  return {
    like_count: (h % 40) * stage,
    retweet_count: ((h >>> 3) % 8) * stage,
    reply_count: ((h >>> 6) % 5) * stage,
    quote_count: ((h >>> 9) % 3) * stage,
    bookmark_count: ((h >>> 12) % 6) * stage,
    impression_count: (200 + (h % 900)) * stage,
  }
}

/** A multipart body's fields as bytes (a file part without a filename is still bytes, as X reads it). */
function multipartFields(body: Uint8Array, contentType: string): Map<string, Uint8Array> {
  const boundary = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i)
  const fields = new Map<string, Uint8Array>()
  if (!boundary) return fields
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const buf = Buffer.from(body)
  for (let at = buf.indexOf(marker); at >= 0; ) {
    const next = buf.indexOf(marker, at + marker.length)
    if (next < 0) break
    // After the boundary line's CRLF, up to the CRLF before the next boundary.
    const part = buf.subarray(at + marker.length + 2, next - 2)
    const split = part.indexOf('\r\n\r\n')
    const name = part
      .subarray(0, split)
      .toString()
      .match(/name="([^"]+)"/)?.[1]
    if (name && split >= 0) fields.set(name, new Uint8Array(part.subarray(split + 4)))
    at = next
  }
  return fields
}

export function startFakeX(
  options: {
    port?: number
    faults?: FakeXFaults
    hangMs?: number
    metricsLimit?: FakeXMetricsLimit
    /** The clock the lookup uses to age posts (tests move it forward). */
    now?: () => number
  } = {},
) {
  let nextAccount: FakeXAccount = {
    id: '1001',
    username: 'chadfounder',
    name: 'Chad Founder',
    profile_image_url: 'https://pbs.twimg.com/profile_images/1/chad.png',
  }
  const accounts = new Map<string, FakeXAccount>()
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; account: FakeXAccount; clientId: string }
  >()
  const accessTokens = new Map<string, { account: FakeXAccount; expiresAt: number }>()
  const refreshTokens = new Map<string, FakeXAccount>()
  const posts: {
    id: string
    text: string
    accountId: string
    at: number
    replyTo: string | null
    /** The media it carries (absent: none). */
    mediaIds?: string[]
  }[] = []
  /** Media uploaded through X's chunked upload: its bytes, whose it is, and its description. */
  const media = new Map<
    string,
    {
      accountId: string
      type: string
      total: number
      chunks: Uint8Array[]
      finalized: boolean
      alt: string | null
    }
  >()
  /** Called on every accepted post (tests waiting for posts). */
  const postWaiters = new Set<() => void>()
  let faults: FakeXFaults = options.faults ?? {}
  let seq = 1
  const stats = {
    postRequests: 0,
    injected5xx: 0,
    injectedTimeouts: 0,
    injected429: 0,
    refreshes: 0,
    metricsCalls: 0,
    metrics429: 0,
    mediaUploads: 0,
  }
  /** How many times each post's metrics were looked up. */
  const metricsLookups = new Map<string, number>()
  const metricsWindows = new Map<string, { start: number; used: number }>()
  const noMetricsAccess = new Set<string>()
  let metricsLimit = options.metricsLimit
  const clock = options.now ?? Date.now
  const random = () => (faults.random ?? Math.random)()

  const issue = (account: FakeXAccount) => {
    const access = randomBytes(16).toString('hex')
    const refresh = randomBytes(16).toString('hex')
    accessTokens.set(access, { account, expiresAt: Date.now() + 7_200_000 })
    refreshTokens.set(refresh, account)
    return {
      token_type: 'bearer',
      expires_in: 7200,
      access_token: access,
      scope: 'tweet.read tweet.write users.read offline.access',
      refresh_token: refresh,
    }
  }
  const bearer = (req: Request) =>
    accessTokens.get(req.headers.get('authorization')?.replace(/^Bearer /i, '') ?? '')
  const unauthorized = () =>
    Response.json(
      { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      { status: 401 },
    )

  async function params(req: Request): Promise<Record<string, string>> {
    const text = await req.text()
    if ((req.headers.get('content-type') ?? '').includes('json')) return JSON.parse(text || '{}')
    return Object.fromEntries(new URLSearchParams(text))
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: 60,
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      if (req.method === 'GET' && path === '/i/oauth2/authorize') {
        const q = url.searchParams
        if (
          q.get('code_challenge_method')?.toUpperCase() !== 'S256' ||
          !q.get('code_challenge') ||
          !q.get('state') ||
          !q.get('redirect_uri')
        ) {
          return new Response('invalid authorize request', { status: 400 })
        }
        const code = randomBytes(12).toString('hex')
        codes.set(code, {
          challenge: q.get('code_challenge')!,
          redirectUri: q.get('redirect_uri')!,
          account: nextAccount,
          clientId: q.get('client_id') ?? '',
        })
        const back = new URL(q.get('redirect_uri')!)
        back.searchParams.set('state', q.get('state')!)
        back.searchParams.set('code', code)
        return Response.redirect(back.toString(), 302)
      }
      if (req.method === 'POST' && path === '/2/oauth2/token') {
        const p = await params(req)
        if (p.grant_type === 'authorization_code') {
          const grant = codes.get(p.code ?? '')
          codes.delete(p.code ?? '')
          const challenge = createHash('sha256')
            .update(p.code_verifier ?? '')
            .digest('base64url')
          if (!grant || grant.challenge !== challenge || grant.redirectUri !== p.redirect_uri) {
            return Response.json(
              {
                error: 'invalid_request',
                error_description: 'Value passed for the authorization code was invalid.',
              },
              { status: 400 },
            )
          }
          accounts.set(grant.account.id, grant.account)
          return Response.json(issue(grant.account))
        }
        if (p.grant_type === 'refresh_token') {
          const account = refreshTokens.get(p.refresh_token ?? '')
          if (!account)
            return Response.json(
              { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
              { status: 400 },
            )
          refreshTokens.delete(p.refresh_token!) // rotation: a refresh token works once
          stats.refreshes++
          return Response.json(issue(account))
        }
        return Response.json({ error: 'unsupported_grant_type' }, { status: 400 })
      }
      if (req.method === 'POST' && path === '/2/oauth2/revoke') return Response.json({ revoked: true })
      if (req.method === 'GET' && path === '/2/users/me') {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        return Response.json({ data: auth.account })
      }
      // Chunked media upload (v2): initialize, append each segment, finalize; then its description.
      if (req.method === 'POST' && path === '/2/media/upload/initialize') {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        const init = (await req.json()) as { media_type?: string; total_bytes?: number }
        if (!init.media_type?.startsWith('image/') || !init.total_bytes)
          return Response.json(
            { title: 'Invalid Request', detail: 'media_type and total_bytes are required', status: 400 },
            { status: 400 },
          )
        stats.mediaUploads++
        const id = String(1_800_000_000_000_000_000n + BigInt(seq++))
        media.set(id, {
          accountId: auth.account.id,
          type: init.media_type,
          total: init.total_bytes,
          chunks: [],
          finalized: false,
          alt: null,
        })
        return Response.json({ data: { id, media_key: `3_${id}`, expires_after_secs: 86_400 } })
      }
      const upload = path.match(/^\/2\/media\/upload\/(\d+)\/(append|finalize)$/)
      if (req.method === 'POST' && upload) {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        const item = media.get(upload[1]!)
        if (!item || item.accountId !== auth.account.id)
          return Response.json(
            { title: 'Not Found', detail: 'Unknown media id', status: 404 },
            { status: 404 },
          )
        if (upload[2] === 'append') {
          const form = multipartFields(
            new Uint8Array(await req.arrayBuffer()),
            req.headers.get('content-type') ?? '',
          )
          const part = form.get('media')
          if (!part)
            return Response.json(
              { title: 'Invalid Request', detail: 'media is required', status: 400 },
              { status: 400 },
            )
          item.chunks[Number(new TextDecoder().decode(form.get('segment_index') ?? new Uint8Array()) || 0)] =
            part
          return new Response(null, { status: 204 })
        }
        const size = item.chunks.reduce((n, c) => n + c.length, 0)
        if (size !== item.total)
          return Response.json(
            {
              title: 'Invalid Request',
              detail: `File size mismatch: ${size} of ${item.total} bytes`,
              status: 400,
            },
            { status: 400 },
          )
        item.finalized = true
        return Response.json({
          data: { id: upload[1], media_key: `3_${upload[1]}`, size, expires_after_secs: 86_400 },
        })
      }
      if (req.method === 'POST' && path === '/2/media/metadata') {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        const body = (await req.json()) as { id?: string; metadata?: { alt_text?: { text?: string } } }
        const item = media.get(body.id ?? '')
        if (!item || item.accountId !== auth.account.id)
          return Response.json(
            { title: 'Not Found', detail: 'Unknown media id', status: 404 },
            { status: 404 },
          )
        const alt = body.metadata?.alt_text?.text ?? ''
        if (alt.length > 1000)
          return Response.json(
            { title: 'Invalid Request', detail: 'alt_text must be at most 1000 characters', status: 400 },
            { status: 400 },
          )
        item.alt = alt
        return Response.json({ data: { id: body.id, associated_metadata: true } })
      }
      if (req.method === 'POST' && path === '/2/tweets') {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        stats.postRequests++
        const {
          text,
          reply,
          media: attached,
        } = (await req.json()) as {
          text: string
          reply?: { in_reply_to_tweet_id?: string }
          media?: { media_ids?: string[] }
        }
        const mediaIds = attached?.media_ids ?? []
        if (mediaIds.some((id) => !media.get(id)?.finalized || media.get(id)!.accountId !== auth.account.id))
          return Response.json(
            {
              title: 'Invalid Request',
              detail: 'Your media IDs are invalid.',
              type: 'about:blank',
              status: 400,
            },
            { status: 400 },
          )
        const replyTo = reply?.in_reply_to_tweet_id ?? null
        if (faults.usageCap === 'cap')
          return Response.json(
            {
              title: 'UsageCapExceeded',
              detail: 'Usage cap exceeded: Monthly product cap',
              type: 'https://api.twitter.com/2/problems/usage-capped',
              status: 429,
            },
            { status: 429 },
          )
        if (faults.usageCap === 'credits')
          return Response.json(
            {
              title: 'Payment Required',
              detail: 'Your account has no credits left for this request',
              type: 'about:blank',
              status: 402,
            },
            { status: 402 },
          )
        const roll = random()
        if (roll < (faults.rateLimitRate ?? 0)) {
          stats.injected429++
          return Response.json(
            { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
            { status: 429, headers: { 'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + 1) } },
          )
        }
        if (roll < (faults.rateLimitRate ?? 0) + (faults.serverErrorRate ?? 0)) {
          stats.injected5xx++
          return Response.json(
            { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 },
            { status: 503 },
          )
        }
        if (replyTo !== null && !posts.some((p) => p.id === replyTo)) {
          return Response.json(
            {
              detail: 'The Tweet you are replying to has been deleted or is not visible to you.',
              type: 'about:blank',
              title: 'Invalid Request',
              status: 400,
            },
            { status: 400 },
          )
        }
        if (posts.some((p) => p.accountId === auth.account.id && p.text === text)) {
          return Response.json(
            {
              detail: 'You are not allowed to create a Tweet with duplicate content.',
              type: 'about:blank',
              title: 'Forbidden',
              status: 403,
            },
            { status: 403 },
          )
        }
        const post = {
          id: String(1_900_000_000_000_000_000n + BigInt(seq++)),
          text,
          accountId: auth.account.id,
          at: clock(),
          replyTo,
          mediaIds,
        }
        posts.push(post)
        for (const waiter of postWaiters) waiter()
        if (
          roll <
          (faults.rateLimitRate ?? 0) + (faults.serverErrorRate ?? 0) + (faults.timeoutAfterAcceptRate ?? 0)
        ) {
          // Accepted, but the answer never arrives in time.
          stats.injectedTimeouts++
          await Bun.sleep(options.hangMs ?? 30_000)
        }
        return Response.json(
          { data: { id: post.id, text: post.text, edit_history_tweet_ids: [post.id] } },
          { status: 201 },
        )
      }
      if (req.method === 'GET' && path === '/2/tweets') {
        const auth = bearer(req)
        if (!auth) return unauthorized()
        const account = auth.account.id
        if (noMetricsAccess.has(account)) {
          return Response.json(
            {
              title: 'Forbidden',
              type: 'https://api.twitter.com/2/problems/client-forbidden',
              detail:
                'When authenticating requests to the Twitter API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a Project.',
              reason: 'client-not-enrolled',
              status: 403,
            },
            { status: 403 },
          )
        }
        if (metricsLimit) {
          const t = clock()
          let window = metricsWindows.get(account)
          if (!window || t - window.start >= metricsLimit.windowMs) {
            window = { start: t, used: 0 }
            metricsWindows.set(account, window)
          }
          if (window.used >= metricsLimit.limit) {
            stats.metrics429++
            return Response.json(
              { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
              {
                status: 429,
                headers: {
                  'x-rate-limit-reset': String(Math.ceil((window.start + metricsLimit.windowMs) / 1000)),
                },
              },
            )
          }
          window.used++
        }
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean)
        if (ids.length === 0 || ids.length > 100) {
          return Response.json(
            {
              title: 'Invalid Request',
              detail: 'ids must name 1 to 100 posts',
              type: 'about:blank',
              status: 400,
            },
            { status: 400 },
          )
        }
        stats.metricsCalls++
        const found = ids.map((id) => posts.find((p) => p.id === id)).filter((p) => p !== undefined)
        for (const p of found) metricsLookups.set(p.id, (metricsLookups.get(p.id) ?? 0) + 1)
        const missing = ids.filter((id) => !found.some((p) => p.id === id))
        return Response.json({
          data: found.map((p) => ({
            id: p.id,
            text: p.text,
            public_metrics: fakeMetrics(p.id, clock() - p.at),
          })),
          ...(missing.length
            ? {
                errors: missing.map((id) => ({
                  value: id,
                  detail: `Could not find tweet with ids: [${id}].`,
                  title: 'Not Found Error',
                  resource_type: 'tweet',
                  parameter: 'ids',
                  resource_id: id,
                  type: 'https://api.twitter.com/2/problems/resource-not-found',
                })),
              }
            : {}),
        })
      }
      const timeline = path.match(/^\/2\/users\/([^/]+)\/tweets$/)
      if (req.method === 'GET' && timeline) {
        if (!bearer(req)) return unauthorized()
        const withoutReplies = (url.searchParams.get('exclude') ?? '').split(',').includes('replies')
        const references = (url.searchParams.get('tweet.fields') ?? '')
          .split(',')
          .includes('referenced_tweets')
        const max = Math.min(100, Number(url.searchParams.get('max_results') ?? 10) || 10)
        const mine = posts
          .filter((p) => p.accountId === timeline[1] && !(withoutReplies && p.replyTo))
          .slice(-max)
          .reverse()
        return Response.json({
          data: mine.map((p) => ({
            id: p.id,
            text: p.text,
            ...(references && p.replyTo
              ? { referenced_tweets: [{ type: 'replied_to', id: p.replyTo }] }
              : {}),
          })),
          meta: { result_count: mine.length },
        })
      }
      return Response.json(
        { title: 'Not Found', status: 404, detail: `No fake for ${req.method} ${path}` },
        { status: 404 },
      )
    },
  })
  const base = `http://127.0.0.1:${server.port}`
  return {
    base,
    apiBaseUrl: base,
    authorizeUrl: `${base}/i/oauth2/authorize`,
    posts,
    /** Resolves with the posts matching `which` once there are `count` of them (at once if there are). */
    waitForPosts: (which: (post: (typeof posts)[number]) => boolean, count: number) =>
      new Promise<typeof posts>((resolve) => {
        const check = () => {
          const matching = posts.filter(which)
          if (matching.length < count) return
          postWaiters.delete(check)
          resolve(matching)
        }
        postWaiters.add(check)
        check()
      }),
    stats,
    metricsLookups,
    /** Media uploaded, by id: the bytes X holds, whose they are, and the description it was given. */
    media: () =>
      [...media].map(([id, m]) => ({
        id,
        accountId: m.accountId,
        type: m.type,
        bytes: new Uint8Array(Buffer.concat(m.chunks)),
        alt: m.alt,
        finalized: m.finalized,
      })),
    /** Tokens for an account without the browser flow (benchmarks that connect many accounts). */
    grantToken: (account: FakeXAccount) => {
      accounts.set(account.id, account)
      return issue(account)
    },
    /** Refuses (or allows again) metrics lookups for an account, as X does for too low an access level. */
    setMetricsAccess: (accountId: string, allowed: boolean) => {
      if (allowed) noMetricsAccess.delete(accountId)
      else noMetricsAccess.add(accountId)
    },
    setMetricsLimit: (limit: FakeXMetricsLimit | undefined) => {
      metricsLimit = limit
      metricsWindows.clear()
    },
    setNextAccount: (account: FakeXAccount) => {
      nextAccount = account
    },
    setFaults: (f: FakeXFaults) => {
      faults = f
    },
    /** Expires every access token (the next call needs a refresh). */
    expireAccessTokens: () => {
      for (const v of accessTokens.values()) v.expiresAt = 0
      accessTokens.clear()
    },
    stop: () => server.stop(true),
  }
}

if (import.meta.main) {
  const fake = startFakeX({ port: Number(process.env.FAKE_X_PORT ?? 4010) })
  console.log(`Fake X listening on ${fake.base}`)
  console.log(
    `Start Chad with X_CLIENT_ID=local X_API_BASE_URL=${fake.apiBaseUrl} X_AUTHORIZE_URL=${fake.authorizeUrl}`,
  )
}
