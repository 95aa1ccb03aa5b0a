import { afterAll, beforeEach, describe, expect, it } from 'bun:test'
import { createPublicKey, verify } from 'node:crypto'
import { type FakeLinkedInMember, startFakeLinkedIn } from './fake-linkedin'

const T0 = Date.UTC(2026, 0, 15, 12)
const DAY = 86_400_000
let now = T0
const fake = startFakeLinkedIn({ now: () => now, hangMs: 400 })
afterAll(() => fake.stop())
beforeEach(() => {
  now = T0
  fake.setFaults({})
  fake.setDown(false)
})

const ALL = 'openid profile email w_member_social r_member_social'
const REDIRECT = 'https://chad.example/auth/linkedin/callback'
let n = 0
const member = (): FakeLinkedInMember => {
  n++
  return {
    sub: `m${n}x${Math.random().toString(36).slice(2, 8)}`,
    name: 'Ada Lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
    picture: 'https://media.licdn.com/ada.png',
    email: 'ada@example.com',
  }
}

function authorizeUrl(base: string, params: Record<string, string>) {
  const u = new URL('/oauth/v2/authorization', base)
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v)
  return u
}

async function token(base: string, params: Record<string, string>) {
  return fetch(new URL('/oauth/v2/accessToken', base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  })
}

/** The browser leg (auto-consented) and the code exchange, as the app's callback does them. */
async function connect(scope = ALL, f = fake, who = member()) {
  f.setNextMember(who)
  const redirect = await fetch(
    authorizeUrl(f.url, {
      response_type: 'code',
      client_id: 'app1',
      redirect_uri: REDIRECT,
      state: 'st4te',
      scope,
    }),
    { redirect: 'manual' },
  )
  const back = new URL(redirect.headers.get('location')!)
  const res = await token(f.url, {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT,
    client_id: 'app1',
    client_secret: 'shh',
  })
  const body = (await res.json()) as Record<string, string | number>
  return { redirect, back, res, body, who, access: String(body.access_token) }
}

const rest = (access: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${access}`,
  'linkedin-version': '202601',
  'x-restli-protocol-version': '2.0.0',
  'content-type': 'application/json',
  ...extra,
})
const postBody = (sub: string, commentary: string) => ({
  author: `urn:li:person:${sub}`,
  commentary,
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
})
const createPost = (access: string, body: unknown, headers = rest(access), init: RequestInit = {}) =>
  fetch(`${fake.url}/rest/posts`, { method: 'POST', headers, body: JSON.stringify(body), ...init })
const userinfo = (access: string) =>
  fetch(`${fake.url}/v2/userinfo`, { headers: { authorization: `Bearer ${access}` } })

describe('OAuth 2.0 three-legged flow', () => {
  it('auto-consents, redirects with code and state, and exchanges the code once', async () => {
    const { redirect, back, res, body } = await connect()
    expect(redirect.status).toBe(302)
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('state')).toBe('st4te')
    expect(res.status).toBe(200)
    expect(body).toMatchObject({
      expires_in: 5_184_000,
      refresh_token_expires_in: 31_536_000,
      scope: 'openid,profile,email,w_member_social,r_member_social',
      token_type: 'Bearer',
    })
    expect(typeof body.refresh_token).toBe('string')
    const again = await token(fake.url, {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: REDIRECT,
      client_id: 'app1',
      client_secret: 'shh',
    })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error_description: string }).error_description).toContain(
      'does not match authorization code',
    )
  })

  it('signs an id_token the JWKS verifies, with the member as sub and the client as aud', async () => {
    const { body, who } = await connect()
    const [head, payload, sig] = String(body.id_token).split('.') as [string, string, string]
    const jwks = (await (await fetch(`${fake.url}/oauth/openid/jwks`)).json()) as { keys: JsonWebKey[] }
    const key = createPublicKey({ key: jwks.keys[0]!, format: 'jwk' })
    expect(verify('sha256', Buffer.from(`${head}.${payload}`), key, Buffer.from(sig, 'base64url'))).toBe(true)
    expect(verify('sha256', Buffer.from(`${head}.${payload}x`), key, Buffer.from(sig, 'base64url'))).toBe(
      false,
    )
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      sub: who.sub,
      aud: 'app1',
    })
  })

  it('refuses a mismatched redirect_uri or client_id, and a missing client_secret', async () => {
    for (const [key, value] of [
      ['redirect_uri', 'https://evil.example/cb'],
      ['client_id', 'other-app'],
    ] as const) {
      fake.setNextMember(member())
      const r = await fetch(
        authorizeUrl(fake.url, {
          response_type: 'code',
          client_id: 'app1',
          redirect_uri: REDIRECT,
          scope: ALL,
        }),
        { redirect: 'manual' },
      )
      const code = new URL(r.headers.get('location')!).searchParams.get('code')!
      const res = await token(fake.url, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        client_id: 'app1',
        client_secret: 'shh',
        [key]: value,
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toBe('invalid_request')
    }
    const noSecret = await token(fake.url, {
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: REDIRECT,
      client_id: 'app1',
    })
    expect(noSecret.status).toBe(400)
    expect(await noSecret.json()).toEqual({
      error: 'invalid_request',
      error_description: 'A required parameter "client_secret" is missing',
    })
  })

  it('redirects unknown scopes and a missing scope back with an error, and cannot redirect without redirect_uri', async () => {
    const bad = await fetch(
      authorizeUrl(fake.url, {
        response_type: 'code',
        client_id: 'app1',
        redirect_uri: REDIRECT,
        state: 's',
        scope: 'openid r_liteprofile',
      }),
      { redirect: 'manual' },
    )
    const back = new URL(bad.headers.get('location')!)
    expect(back.searchParams.get('error')).toBe('unauthorized_scope_error')
    expect(back.searchParams.get('error_description')).toContain('r_liteprofile')
    expect(back.searchParams.get('state')).toBe('s')
    expect(back.searchParams.get('code')).toBeNull()
    const none = await fetch(
      authorizeUrl(fake.url, { response_type: 'code', client_id: 'app1', redirect_uri: REDIRECT }),
      { redirect: 'manual' },
    )
    expect(new URL(none.headers.get('location')!).searchParams.get('error')).toBe('invalid_request')
    const lost = await fetch(
      authorizeUrl(fake.url, { response_type: 'code', client_id: 'app1', scope: ALL }),
      {
        redirect: 'manual',
      },
    )
    expect(lost.status).toBe(400)
    expect(lost.headers.get('location')).toBeNull()
  })
})

describe('userinfo', () => {
  it('answers the OpenID Connect claims of the connected member', async () => {
    const { access, who } = await connect()
    const res = await userinfo(access)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      sub: who.sub,
      name: who.name,
      given_name: who.given_name,
      family_name: who.family_name,
      picture: who.picture,
      email: who.email,
      email_verified: true,
    })
  })

  it('answers 401 65600 to an unknown token and 403 without the openid scope', async () => {
    const res = await userinfo('nope')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      serviceErrorCode: 65600,
      message: 'Invalid access token',
      status: 401,
    })
    const { access } = await connect('w_member_social')
    expect((await userinfo(access)).status).toBe(403)
  })
})

describe('refresh tokens', () => {
  it('mints a new access token and returns the same refresh token with its remaining lifetime', async () => {
    const { body, access } = await connect()
    now += 59 * DAY
    const res = await token(fake.url, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
      client_id: 'app1',
      client_secret: 'shh',
    })
    expect(res.status).toBe(200)
    const next = (await res.json()) as Record<string, string | number>
    expect(next.refresh_token).toBe(body.refresh_token!)
    expect(next.refresh_token_expires_in).toBe(31_536_000 - 59 * 86_400)
    expect(next.expires_in).toBe(5_184_000)
    expect(next.access_token).not.toBe(access)
    expect((await userinfo(String(next.access_token))).status).toBe(200)
    const stranger = await token(fake.url, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
      client_id: 'other-app',
      client_secret: 'shh',
    })
    expect(stranger.status).toBe(401)
  })

  it('issues no refresh token when the app has no programmatic refresh tokens', async () => {
    const plain = startFakeLinkedIn({ refreshTokens: false })
    try {
      const { body } = await connect(ALL, plain)
      expect(body.access_token).toBeString()
      expect(body.refresh_token).toBeUndefined()
    } finally {
      plain.stop()
    }
  })
})

describe('Posts API', () => {
  it('creates a post: 201, empty body, x-restli-id urn:li:share increasing', async () => {
    const { access, who } = await connect()
    const first = await createPost(access, postBody(who.sub, 'First post about shipping'))
    const second = await createPost(access, postBody(who.sub, 'Second post about shipping'))
    expect(first.status).toBe(201)
    expect(await first.text()).toBe('')
    const [a, b] = [first.headers.get('x-restli-id')!, second.headers.get('x-restli-id')!]
    expect(a).toMatch(/^urn:li:share:\d+$/)
    expect(BigInt(b.split(':')[3]!)).toBeGreaterThan(BigInt(a.split(':')[3]!))
    expect(fake.posts().find((p) => p.id === a)).toEqual({
      id: a,
      author: `urn:li:person:${who.sub}`,
      commentary: 'First post about shipping',
      visibility: 'PUBLIC',
      createdAt: T0,
      images: [],
    })
  })

  it('refuses a missing LinkedIn-Version (400), a sunset one (426) and a missing Rest.li protocol header', async () => {
    const { access, who } = await connect()
    const before = fake.posts().length
    const { 'linkedin-version': _, ...noVersion } = rest(access)
    const missing = await createPost(access, postBody(who.sub, 'v?'), noVersion as ReturnType<typeof rest>)
    expect(missing.status).toBe(400)
    const old = await createPost(
      access,
      postBody(who.sub, 'v?'),
      rest(access, { 'linkedin-version': '202401' }),
    )
    expect(old.status).toBe(426)
    expect(await old.json()).toEqual({
      status: 426,
      code: 'NONEXISTENT_VERSION',
      message: 'Requested version 202401 is not active',
    })
    const future = await createPost(
      access,
      postBody(who.sub, 'v?'),
      rest(access, { 'linkedin-version': '202602' }),
    )
    expect(future.status).toBe(426)
    const noRestli = await createPost(
      access,
      postBody(who.sub, 'v?'),
      rest(access, { 'x-restli-protocol-version': '1.0.0' }),
    )
    expect(noRestli.status).toBe(400)
    expect(fake.posts().length).toBe(before)
  })

  it('refuses a 3001-character commentary and accepts 3000', async () => {
    const { access, who } = await connect()
    const long = await createPost(access, postBody(who.sub, 'a'.repeat(3001)))
    expect(long.status).toBe(400)
    expect(((await long.json()) as { message: string }).message).toContain(
      'ShareCommentary text length (3001 characters) exceeded the maximum allowed (3000 characters)',
    )
    expect(fake.posts().some((p) => p.author.endsWith(who.sub))).toBe(false)
    expect((await createPost(access, postBody(who.sub, 'a'.repeat(3000)))).status).toBe(201)
  })

  it('refuses the same commentary again within a day as a duplicate of the first post', async () => {
    const { access, who } = await connect()
    const first = await createPost(access, postBody(who.sub, 'Same words twice'))
    now += 60_000
    const dup = await createPost(access, postBody(who.sub, 'Same words twice'))
    expect(dup.status).toBe(422)
    const body = (await dup.json()) as { message: string; errorDetails: { inputErrors: { code: string }[] } }
    expect(body.message).toContain(`Content is a duplicate of ${first.headers.get('x-restli-id')}`)
    expect(body.errorDetails.inputErrors[0]!.code).toBe('DUPLICATE_POST')
    now += DAY
    expect((await createPost(access, postBody(who.sub, 'Same words twice'))).status).toBe(201)
  })

  it("refuses another member's author urn and a token without w_member_social (403)", async () => {
    const { access } = await connect()
    const other = await createPost(access, postBody('someoneelse', 'Not mine'))
    expect(other.status).toBe(403)
    expect(((await other.json()) as { serviceErrorCode: number }).serviceErrorCode).toBe(100)
    const { access: readOnly, who } = await connect('openid profile')
    expect((await createPost(readOnly, postBody(who.sub, 'No scope'))).status).toBe(403)
  })

  it('finds the author posts newest first, paged, with the finder headers', async () => {
    const { access, who } = await connect()
    for (const text of ['one', 'two', 'three']) {
      await createPost(access, postBody(who.sub, `Finder ${text}`))
      now += 3_600_000
    }
    const author = encodeURIComponent(`urn:li:person:${who.sub}`)
    const res = await fetch(`${fake.url}/rest/posts?author=${author}&q=author&count=2&sortBy=LAST_MODIFIED`, {
      headers: rest(access, { 'x-restli-method': 'FINDER' }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      elements: { commentary: string; author: string; lifecycleState: string; createdAt: number }[]
      paging: { start: number; count: number; total: number }
    }
    expect(body.elements.map((e) => e.commentary)).toEqual(['Finder three', 'Finder two'])
    expect(body.elements[0]).toMatchObject({
      author: `urn:li:person:${who.sub}`,
      lifecycleState: 'PUBLISHED',
    })
    expect(body.paging).toEqual({ start: 0, count: 2, links: [], total: 3 } as typeof body.paging)
    const { access: writeOnly } = await connect('openid profile w_member_social', fake, who)
    const refused = await fetch(`${fake.url}/rest/posts?author=${author}&q=author`, {
      headers: rest(writeOnly),
    })
    expect(refused.status).toBe(403)
  })

  it('answers reaction and comment counts that grow with the post age', async () => {
    const { access, who } = await connect()
    const created = await createPost(access, postBody(who.sub, 'Counted post'))
    const urn = created.headers.get('x-restli-id')!
    const read = async () => {
      const res = await fetch(`${fake.url}/rest/socialMetadata/${encodeURIComponent(urn)}`, {
        headers: rest(access),
      })
      expect(res.status).toBe(200)
      return (await res.json()) as {
        reactionSummaries: { LIKE: { count: number } }
        commentSummary: { count: number }
        entity: string
      }
    }
    now += 3_600_000
    const early = await read()
    expect(early.entity).toBe(urn)
    expect(early.reactionSummaries.LIKE.count).toBeGreaterThan(0)
    now += 2 * DAY
    const week = await read()
    now += 10 * DAY
    const later = await read()
    expect(week.reactionSummaries.LIKE.count).toBe(2 * early.reactionSummaries.LIKE.count)
    expect(later.reactionSummaries.LIKE.count).toBe(3 * early.reactionSummaries.LIKE.count)
    expect(later.commentSummary.count).toBe(3 * early.commentSummary.count)
    expect(await read()).toEqual(later)
    const actions = await fetch(`${fake.url}/rest/socialActions/${encodeURIComponent(urn)}`, {
      headers: rest(access),
    })
    expect(((await actions.json()) as { commentsSummary: unknown }).commentsSummary).toEqual({
      totalFirstLevelComments: later.commentSummary.count,
      aggregatedTotalComments: later.commentSummary.count,
    })
    const missing = await fetch(`${fake.url}/rest/socialMetadata/${encodeURIComponent('urn:li:share:1')}`, {
      headers: rest(access),
    })
    expect(missing.status).toBe(404)
  })
})

describe('token lifetime and revocation', () => {
  it('answers 401 once the access token is past its expires_in', async () => {
    const { access, who } = await connect()
    now += 5_184_000_000 - 1000
    expect((await userinfo(access)).status).toBe(200)
    now += 1000
    const res = await userinfo(access)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('EXPIRED_ACCESS_TOKEN')
    expect((await createPost(access, postBody(who.sub, 'too late'))).status).toBe(401)
  })

  it('honours accessTtlSeconds', async () => {
    const short = startFakeLinkedIn({ now: () => now, accessTtlSeconds: 60 })
    try {
      const { body, access } = await connect(ALL, short)
      expect(body.expires_in).toBe(60)
      now += 61_000
      expect(
        (await fetch(`${short.url}/v2/userinfo`, { headers: { authorization: `Bearer ${access}` } })).status,
      ).toBe(401)
    } finally {
      short.stop()
    }
  })

  it('revokeAll invalidates every access and refresh token', async () => {
    const { access, body } = await connect()
    fake.revokeAll()
    const res = await userinfo(access)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { serviceErrorCode: number }).serviceErrorCode).toBe(65601)
    const refreshed = await token(fake.url, {
      grant_type: 'refresh_token',
      refresh_token: String(body.refresh_token),
      client_id: 'app1',
      client_secret: 'shh',
    })
    expect(refreshed.status).toBe(400)
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant')
    expect((await connect()).res.status).toBe(200)
  })

  it('revokes one access token through /oauth/v2/revoke', async () => {
    const { access } = await connect()
    const { access: other } = await connect()
    const res = await fetch(`${fake.url}/oauth/v2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: access, client_id: 'app1', client_secret: 'shh' }),
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
    expect((await userinfo(access)).status).toBe(401)
    expect((await userinfo(other)).status).toBe(200)
  })
})

describe('faults', () => {
  it('answers 429 without a reset header and creates nothing', async () => {
    const { access, who } = await connect()
    fake.setFaults({ rateLimitRate: 1 })
    const res = await createPost(access, postBody(who.sub, 'Throttled'))
    expect(res.status).toBe(429)
    expect(await res.json()).toMatchObject({ status: 429, serviceErrorCode: 101 })
    expect([...res.headers.keys()].filter((h) => /retry|reset|ratelimit/i.test(h))).toEqual([])
    expect(fake.posts().some((p) => p.commentary === 'Throttled')).toBe(false)
  })

  it('answers 5xx without creating, and can accept a post and then hang', async () => {
    const { access, who } = await connect()
    fake.setFaults({ serverErrorRate: 1 })
    const broken = await createPost(access, postBody(who.sub, 'Broken'))
    expect([500, 503]).toContain(broken.status)
    expect(fake.posts().some((p) => p.commentary === 'Broken')).toBe(false)
    fake.setFaults({ timeoutAfterAcceptRate: 1 })
    const hung = createPost(access, postBody(who.sub, 'Accepted then lost'), rest(access), {
      signal: AbortSignal.timeout(100),
    })
    await expect(hung).rejects.toThrow()
    expect(fake.posts().some((p) => p.commentary === 'Accepted then lost')).toBe(true)
  })

  it('setDown answers 503 everywhere until it is back', async () => {
    const { access } = await connect()
    fake.setDown(true)
    const answers = await Promise.all([
      fetch(
        authorizeUrl(fake.url, { response_type: 'code', client_id: 'a', redirect_uri: REDIRECT, scope: ALL }),
        {
          redirect: 'manual',
        },
      ),
      token(fake.url, { grant_type: 'refresh_token' }),
      userinfo(access),
      createPost(access, {}),
    ])
    expect(answers.map((r) => r.status)).toEqual([503, 503, 503, 503])
    fake.setDown(false)
    expect((await userinfo(access)).status).toBe(200)
  })
})
