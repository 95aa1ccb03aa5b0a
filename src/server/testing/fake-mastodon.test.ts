import { afterAll, describe, expect, it } from 'bun:test'
import { createHash, randomBytes } from 'node:crypto'
import { startFakeMastodon } from './fake-mastodon'

let clock = Date.parse('2025-03-01T12:00:00Z')
const fake = startFakeMastodon({ now: () => clock, hangMs: 300 })
afterAll(() => fake.stop())

type Instance = { domain: string; version: string; configuration: { statuses: Record<string, number> } }
const REDIRECT = 'https://chad.example/api/mastodon/callback'

/** Registers an app (form-encoded, two redirect URIs) as a scheduler would. */
async function registerApp(scopes = 'read write') {
  const res = await fetch(`${fake.url}/api/v1/apps`, {
    method: 'POST',
    body: new URLSearchParams({
      client_name: 'Chad',
      redirect_uris: `${REDIRECT}\nhttp://localhost:3000/cb`,
      scopes,
      website: 'https://chad.example',
    }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { client_id: string; client_secret: string; redirect_uris: string[] }
}

/** The whole OAuth dance with PKCE; returns the access token. */
async function connect(account?: { id: string; username: string; display_name: string }) {
  if (account) fake.setNextAccount(account)
  const app = await registerApp()
  const verifier = randomBytes(32).toString('base64url')
  const authorize = new URL(`${fake.url}/oauth/authorize`)
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope: 'read write',
    state: 'st4te',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()
  const consent = await fetch(authorize, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const back = new URL(consent.headers.get('location')!)
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
  expect(back.searchParams.get('state')).toBe('st4te')
  const exchange = (code_verifier: string) =>
    fetch(`${fake.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code'),
        client_id: app.client_id,
        client_secret: app.client_secret,
        redirect_uri: REDIRECT,
        code_verifier,
      }),
    })
  return { app, exchange, verifier }
}

async function token(account?: { id: string; username: string; display_name: string }) {
  const { exchange, verifier } = await connect(account)
  return ((await (await exchange(verifier)).json()) as { access_token: string }).access_token
}

const post = (bearer: string, body: Record<string, unknown>, key?: string, signal?: AbortSignal) =>
  fetch(`${fake.url}/api/v1/statuses`, {
    method: 'POST',
    signal,
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  })
const get = (bearer: string, path: string) =>
  fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } })

describe('fake Mastodon', () => {
  it('registers apps with several redirect URIs and refuses one without any', async () => {
    const app = await registerApp()
    expect(app.redirect_uris).toEqual([REDIRECT, 'http://localhost:3000/cb'])
    expect(fake.apps().at(-1)).toEqual({
      client_id: app.client_id,
      redirect_uri: `${REDIRECT}\nhttp://localhost:3000/cb`,
      scopes: 'read write',
    })
    const missing = await fetch(`${fake.url}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Chad' }),
    })
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as { error: string }).error).toContain('Redirect URI')
  })

  it('runs the OAuth dance with PKCE and signs in as the next account', async () => {
    const { app, exchange, verifier } = await connect({ id: '4242', username: 'ada', display_name: 'Ada' })
    const wrong = await exchange(randomBytes(32).toString('base64url'))
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid_grant')
    const ok = await exchange(verifier)
    expect(ok.status).toBe(200)
    const tok = (await ok.json()) as Record<string, unknown>
    expect(tok).toMatchObject({ token_type: 'Bearer', scope: 'read write' })
    expect(tok.refresh_token).toBeUndefined()
    expect((await exchange(verifier)).status).toBe(400) // a code works once
    const me = await get(tok.access_token as string, '/api/v1/accounts/verify_credentials')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      id: '4242',
      username: 'ada',
      acct: 'ada',
      display_name: 'Ada',
      url: `${fake.url}/@ada`,
    })
    const unknownClient = await fetch(`${fake.url}/oauth/authorize?response_type=code&client_id=nope`, {
      redirect: 'manual',
    })
    expect(unknownClient.status).toBe(400)
    const badRedirect = await fetch(
      `${fake.url}/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      { redirect: 'manual' },
    )
    expect(badRedirect.status).toBe(400)
    expect((await fetch(`${fake.url}/api/v1/accounts/verify_credentials`)).status).toBe(401)
  })

  it('publishes the instance limits', async () => {
    const res = await fetch(`${fake.url}/api/v2/instance`)
    const instance = (await res.json()) as Instance
    expect(instance.domain).toBe(new URL(fake.url).host)
    expect(instance.version).toBe('4.3.0')
    expect(instance.configuration.statuses).toEqual({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    })
    const roomy = startFakeMastodon({ maxCharacters: 1000 })
    const other = (await (await fetch(`${roomy.url}/api/v2/instance`)).json()) as Instance
    roomy.stop()
    expect(other.configuration.statuses.max_characters).toBe(1000)
  })

  it('posts a reply chain and lists it newest first, with counts that grow with age', async () => {
    const bearer = await token({ id: '500', username: 'threader', display_name: 'Threader' })
    const ids: string[] = []
    for (const [i, text] of ['1/3 <b>bold</b> & co', '2/3 line\nbreak', '3/3 end'].entries()) {
      const res = await post(bearer, { status: text, ...(i ? { in_reply_to_id: ids[i - 1] } : {}) })
      expect(res.status).toBe(200)
      const status = (await res.json()) as {
        id: string
        in_reply_to_id: string | null
        visibility: string
        account: unknown
        url: string
        content: string
      }
      expect(status.in_reply_to_id).toBe(i ? ids[i - 1]! : null)
      expect(status.visibility).toBe('public')
      expect(status.account).toMatchObject({ id: '500', username: 'threader', acct: 'threader' })
      expect(status.url).toBe(`${fake.url}/@threader/${status.id}`)
      if (i > 0) expect(BigInt(status.id) > BigInt(ids[i - 1]!)).toBe(true)
      if (i === 0) expect(status.content).toBe('<p>1/3 &lt;b&gt;bold&lt;/b&gt; &amp; co</p>')
      if (i === 1) expect(status.content).toBe('<p>2/3 line<br />break</p>')
      ids.push(status.id)
    }
    const mine = fake.statuses().filter((s) => s.accountId === '500')
    expect(mine.map((s) => s.id)).toEqual(ids)
    expect(mine.map((s) => s.inReplyToId)).toEqual([null, ids[0]!, ids[1]!])
    const timeline = await get(bearer, '/api/v1/accounts/500/statuses?limit=2')
    expect(((await timeline.json()) as { id: string }[]).map((s) => s.id)).toEqual([ids[2]!, ids[1]!])
    const missing = await post(bearer, { status: 'orphan', in_reply_to_id: '1' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Record not found' })
    const counts = async () => {
      const s = (await (await get(bearer, `/api/v1/statuses/${ids[0]}`)).json()) as Record<string, number>
      return s.favourites_count! + s.reblogs_count! + s.replies_count!
    }
    const fresh = await counts()
    clock += 2 * 24 * 3_600_000
    const older = await counts()
    clock += 10 * 24 * 3_600_000
    expect(fresh).toBeGreaterThan(0)
    expect(older).toBe(fresh * 2)
    expect(await counts()).toBe(fresh * 3)
  })

  it('honours Idempotency-Key, also when the first answer timed out', async () => {
    const bearer = await token({ id: '600', username: 'retrier', display_name: 'Retrier' })
    const first = (await (await post(bearer, { status: 'once' }, 'key-1')).json()) as { id: string }
    const again = await post(bearer, { status: 'once' }, 'key-1')
    expect(again.status).toBe(200)
    expect(((await again.json()) as { id: string }).id).toBe(first.id)
    expect(fake.statuses().filter((s) => s.accountId === '600')).toHaveLength(1)
    fake.setFaults({ timeoutAfterAcceptRate: 1 })
    const timedOut = await post(bearer, { status: 'slow' }, 'key-2', AbortSignal.timeout(50)).then(
      () => 'answered',
      () => 'timed out',
    )
    expect(timedOut).toBe('timed out')
    fake.setFaults({})
    expect(fake.statuses().filter((s) => s.text === 'slow')).toHaveLength(1) // accepted all the same
    const retry = (await (await post(bearer, { status: 'slow' }, 'key-2')).json()) as { id: string }
    const slow = fake.statuses().filter((s) => s.text === 'slow')
    expect(slow).toHaveLength(1)
    expect(retry.id).toBe(slow[0]!.id)
  })

  it('counts a URL as 23 characters and a remote mention as local against the 500 limit', async () => {
    const bearer = await token({ id: '700', username: 'counter', display_name: 'Counter' })
    const url = `https://example.com/${'a'.repeat(200)}` // 220 characters, counted as 23
    const mention = '@alice@very.long.remote.domain.example' // counted as "@alice" (6)
    const filler = (n: number) => 'x'.repeat(n)
    // 23 + 1 + 6 + 1 + filler = 500
    const atLimit = `${url} ${mention} ${filler(469)}`
    const ok = await post(bearer, { status: atLimit })
    expect(ok.status).toBe(200)
    const over = await post(bearer, { status: `${url} ${mention} ${filler(470)}` })
    expect(over.status).toBe(422)
    expect(await over.json()).toEqual({ error: 'Validation failed: Text character limit of 500 exceeded' })
    expect((await post(bearer, { status: '   ' })).status).toBe(422)
    expect(
      fake
        .statuses()
        .filter((s) => s.accountId === '700')
        .map((s) => s.text),
    ).toEqual([atLimit])
  })

  it('revokes one token through /oauth/revoke and all of them with revokeAll', async () => {
    const { app, exchange, verifier } = await connect()
    const single = ((await (await exchange(verifier)).json()) as { access_token: string }).access_token
    const revoked = await fetch(`${fake.url}/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: app.client_id,
        client_secret: app.client_secret,
        token: single,
      }),
    })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({})
    expect((await get(single, '/api/v1/accounts/verify_credentials')).status).toBe(401)
    const bearer = await token()
    expect((await get(bearer, '/api/v1/accounts/verify_credentials')).status).toBe(200)
    fake.revokeAll()
    const res = await get(bearer, '/api/v1/accounts/verify_credentials')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: 'The access token is invalid' })
    expect((await post(bearer, { status: 'after revoke' })).status).toBe(401)
  })

  it('sends rate-limit headers, and 429 with them when throttled', async () => {
    const bearer = await token({ id: '800', username: 'limited', display_name: 'Limited' })
    const a = await get(bearer, '/api/v1/accounts/verify_credentials')
    const b = await get(bearer, '/api/v1/accounts/verify_credentials')
    expect(a.headers.get('x-ratelimit-limit')).toBe('300')
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(
      Number(a.headers.get('x-ratelimit-remaining')) - 1,
    )
    expect(Date.parse(a.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(clock)
    fake.setFaults({ rateLimitRate: 1 })
    const res = await post(bearer, { status: 'throttled' })
    fake.setFaults({})
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ error: 'Too many requests' })
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
    expect(Date.parse(res.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(clock)
    fake.setFaults({ serverErrorRate: 1 })
    expect((await post(bearer, { status: 'broken' })).status).toBe(503)
    fake.setFaults({})
    expect(fake.statuses().filter((s) => s.accountId === '800')).toHaveLength(0)
  })

  it('answers 503 everywhere while down', async () => {
    const bearer = await token()
    fake.setDown(true)
    const statuses = fake.statuses().length
    expect((await fetch(`${fake.url}/api/v2/instance`)).status).toBe(503)
    expect((await post(bearer, { status: 'while down' })).status).toBe(503)
    expect((await get(bearer, '/api/v1/accounts/verify_credentials')).status).toBe(503)
    fake.setDown(false)
    expect(fake.statuses()).toHaveLength(statuses)
    expect((await fetch(`${fake.url}/api/v2/instance`)).status).toBe(200)
  })
})
