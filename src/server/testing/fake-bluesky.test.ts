import { afterEach, describe, expect, test } from 'bun:test'
import {
  AtpAgent,
  type AtpSessionData,
  type AtpSessionEvent,
  ComAtprotoRepoGetRecord,
  ComAtprotoServerRefreshSession,
  RichText,
  XRPCError,
} from '@atproto/api'
import { startFakeBluesky } from './fake-bluesky'

const HANDLE = 'chadfounder.bsky.social'
const DID = 'did:plc:chadfounder0000000000000'
const PASSWORD = 'abcd-efgh-ijkl-mnop'
const RKEY = '3lbqnzfpwzs2k' // a TID, as the PDS requires for post rkeys

let fakes: ReturnType<typeof startFakeBluesky>[] = []
afterEach(() => {
  for (const f of fakes) f.stop()
  fakes = []
})

/** A fake on a clock the test moves, and an agent logged in to it. */
async function setup(options: Parameters<typeof startFakeBluesky>[0] = {}) {
  const clock = { t: Date.parse('2026-05-04T09:00:00.000Z') }
  const fake = startFakeBluesky({ now: () => clock.t, ...options })
  fakes.push(fake)
  const events: AtpSessionEvent[] = []
  const agent = new AtpAgent({ service: fake.url, persistSession: (e) => void events.push(e) })
  await agent.login({ identifier: HANDLE, password: PASSWORD })
  return { fake, agent, clock, events }
}

async function caught(p: Promise<unknown>): Promise<XRPCError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  )
  if (!(e instanceof XRPCError)) throw new Error(`expected an XRPCError, got ${String(e)}`)
  return e
}

const utf8Slice = (text: string, start: number, end: number) =>
  new TextDecoder().decode(new TextEncoder().encode(text).slice(start, end))

describe('fake Bluesky PDS with the real @atproto/api client', () => {
  test('logs in by handle or did and refuses a wrong app password', async () => {
    const { fake, agent } = await setup()
    expect(agent.session).toMatchObject({ did: DID, handle: HANDLE, active: true })
    expect(agent.pdsUrl?.toString()).toBe(`${fake.url}/`)
    expect((await agent.com.atproto.server.getSession()).data).toMatchObject({ did: DID, handle: HANDLE })
    const byDid = new AtpAgent({ service: fake.url })
    await byDid.login({ identifier: DID, password: PASSWORD })
    expect(byDid.session?.handle).toBe(HANDLE)
    const e = await caught(
      new AtpAgent({ service: fake.url }).login({ identifier: HANDLE, password: 'nope' }),
    )
    expect([e.status, e.error, e.message]).toEqual([
      401,
      'AuthenticationRequired',
      'Invalid identifier or password',
    ])
  })

  test('posts rich text with detected facets plus an explicit link, and refuses bad facets', async () => {
    const { fake, agent } = await setup()
    const rt = new RichText({
      text: 'Shipping 🚀 #buildinpublic today, see https://chad.dev/launch and the changelog',
    })
    rt.detectFacetsWithoutResolution()
    const at = rt.text.indexOf('the changelog')
    rt.facets = [
      ...(rt.facets ?? []),
      {
        index: {
          byteStart: rt.unicodeText.utf16IndexToUtf8Index(at),
          byteEnd: rt.unicodeText.utf16IndexToUtf8Index(at + 'the changelog'.length),
        },
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://chad.dev/changelog' }],
      },
    ]
    const res = await agent.post({ text: rt.text, facets: rt.facets, langs: ['en'] })
    expect(res.uri).toMatch(
      /^at:\/\/did:plc:chadfounder0000000000000\/app\.bsky\.feed\.post\/[2-7a-j][2-7a-z]{12}$/,
    )
    expect(res.cid).toMatch(/^bafyrei[a-z2-7]+$/)
    const [post] = fake.posts()
    expect(post?.uri).toBe(res.uri)
    const facets = post?.facets as {
      index: { byteStart: number; byteEnd: number }
      features: { uri?: string }[]
    }[]
    expect(facets.map((f) => utf8Slice(post!.text, f.index.byteStart, f.index.byteEnd))).toEqual([
      '#buildinpublic',
      'https://chad.dev/launch',
      'the changelog',
    ])
    expect(facets[2]?.features[0]?.uri).toBe('https://chad.dev/changelog')

    // A mention left unresolved carries a handle where the lexicon wants a DID: the PDS refuses it.
    const mention = new RichText({ text: 'thanks @alice.bsky.social' })
    mention.detectFacetsWithoutResolution()
    const e = await caught(agent.post({ text: mention.text, facets: mention.facets }))
    expect([e.status, e.error]).toEqual([400, 'InvalidRequest'])
    expect(e.message).toContain('Invalid DID (got "alice.bsky.social")')
    const outside = [
      {
        index: { byteStart: 2, byteEnd: 99 },
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'x' }],
      },
    ]
    expect((await caught(agent.post({ text: 'short', facets: outside }))).status).toBe(400)
    expect(fake.posts()).toHaveLength(1)
  })

  test('chains replies with root and parent, and refuses a reply to an unknown post', async () => {
    const { fake, agent } = await setup()
    const ref = ({ uri, cid }: { uri: string; cid: string }) => ({ uri, cid })
    const root = ref(await agent.post({ text: '1/3 a thread' }))
    const second = ref(await agent.post({ text: '2/3', reply: { root, parent: root } }))
    const third = ref(await agent.post({ text: '3/3', reply: { root, parent: second } }))
    const posts = fake.posts()
    expect(posts.map((p) => p.text)).toEqual(['1/3 a thread', '2/3', '3/3'])
    expect(posts[0]?.reply).toBeUndefined()
    expect(posts[2]?.reply).toEqual({
      root: { uri: root.uri, cid: root.cid },
      parent: { uri: second.uri, cid: second.cid },
    })
    expect(posts[2]?.uri).toBe(third.uri)
    const ghost = { uri: `at://${DID}/app.bsky.feed.post/3jzfcijpj2z2a`, cid: root.cid }
    const e = await caught(agent.post({ text: 'orphan', reply: { root, parent: ghost } }))
    expect([e.status, e.error]).toEqual([400, 'InvalidRequest'])
    expect(fake.posts()).toHaveLength(3)
  })

  test('an explicit rkey works once; the second create answers 500 as the PDS does', async () => {
    const { fake, agent } = await setup()
    const data = {
      repo: DID,
      collection: 'app.bsky.feed.post',
      rkey: RKEY,
      record: { $type: 'app.bsky.feed.post', text: 'idempotent', createdAt: new Date().toISOString() },
    }
    const first = await agent.com.atproto.repo.createRecord(data)
    expect(first.data.uri).toBe(`at://${DID}/app.bsky.feed.post/${RKEY}`)
    const e = await caught(
      agent.com.atproto.repo.createRecord({ ...data, record: { ...data.record, text: 'again' } }),
    )
    expect([e.status, e.error, e.message]).toEqual([500, 'InternalServerError', 'Internal Server Error'])
    expect(fake.posts().map((p) => [p.rkey, p.text])).toEqual([[RKEY, 'idempotent']])
    const notTid = await caught(agent.com.atproto.repo.createRecord({ ...data, rkey: 'my-post-1' }))
    expect([notTid.status, notTid.message]).toEqual([
      400,
      'Invalid record key for app.bsky.feed.post: Invalid TID string (got "my-post-1") at $',
    ])
    const other = await caught(
      agent.com.atproto.repo.createRecord({ ...data, repo: 'did:plc:someoneelse000000000000' }),
    )
    expect([other.status, other.error]).toEqual([403, 'AccountNotFound'])
  })

  test('getRecord finds a stored post and answers RecordNotFound otherwise', async () => {
    const { agent } = await setup()
    const { uri, cid } = await agent.post({ text: 'find me' })
    const rkey = uri.split('/').pop()!
    const found = await agent.com.atproto.repo.getRecord({
      repo: HANDLE,
      collection: 'app.bsky.feed.post',
      rkey,
    })
    expect(found.data).toMatchObject({ uri, cid, value: { $type: 'app.bsky.feed.post', text: 'find me' } })
    const e = await caught(
      agent.com.atproto.repo.getRecord({ repo: DID, collection: 'app.bsky.feed.post', rkey: RKEY }),
    )
    expect(e).toBeInstanceOf(ComAtprotoRepoGetRecord.RecordNotFoundError)
    expect([e.status, e.error]).toEqual([400, 'RecordNotFound'])
  })

  test('getPosts counts grow with the post age in stages', async () => {
    const { agent, clock } = await setup()
    const a = await agent.post({ text: 'first' })
    const b = await agent.post({ text: 'second' })
    const missing = `at://${DID}/app.bsky.feed.post/${RKEY}`
    const read = async () => (await agent.getPosts({ uris: [b.uri, missing, a.uri] })).data.posts
    const fresh = await read()
    expect(fresh.map((p) => p.uri)).toEqual([b.uri, a.uri])
    expect(fresh[0]).toMatchObject({
      cid: b.cid,
      author: { did: DID, handle: HANDLE },
      record: { text: 'second' },
    })
    const likes0 = fresh[0]!.likeCount!
    expect(likes0).toBeGreaterThan(0)
    clock.t += 2 * 24 * 3_600_000
    expect((await read())[0]?.likeCount).toBe(likes0 * 2)
    clock.t += 7 * 24 * 3_600_000
    const old = (await read())[0]!
    expect([old.likeCount, old.repostCount, old.replyCount]).toEqual([
      likes0 * 3,
      fresh[0]!.repostCount! * 3,
      fresh[0]!.replyCount! * 3,
    ])
  })

  test('text is limited to 300 graphemes and 3000 bytes', async () => {
    const { fake, agent } = await setup()
    await agent.post({ text: '😀'.repeat(300) })
    const e = await caught(agent.post({ text: '😀'.repeat(301) }))
    expect([e.status, e.error, e.message]).toEqual([
      400,
      'InvalidRequest',
      'Invalid app.bsky.feed.post record: grapheme too big (maximum 300, got 301) at $.record.text',
    ])
    const family = '👨‍👩‍👧‍👦' // one grapheme, 25 bytes
    const bytes = await caught(agent.post({ text: family.repeat(121) }))
    expect(bytes.message).toContain('string too big (maximum 3000, got 3025)')
    expect(fake.posts()).toHaveLength(1)
  })

  test('an expired access token is refreshed transparently, rotating the refresh token', async () => {
    const { fake, agent, clock, events } = await setup({ accessTtlMs: 60_000 })
    const before = agent.session as AtpSessionData
    const claims = JSON.parse(Buffer.from(before.accessJwt.split('.')[1]!, 'base64url').toString())
    expect(claims).toMatchObject({ sub: DID, exp: Math.floor((clock.t + 60_000) / 1000) })
    clock.t += 61_000
    const raw = await fetch(`${fake.url}/xrpc/com.atproto.server.getSession`, {
      headers: { authorization: `Bearer ${before.accessJwt}` },
    })
    expect([raw.status, await raw.json()]).toEqual([
      400,
      { error: 'ExpiredToken', message: 'Token has expired' },
    ])
    await agent.post({ text: 'after expiry' })
    expect(fake.posts().map((p) => p.text)).toEqual(['after expiry'])
    expect(events).toEqual(['create', 'update'])
    expect(agent.session?.accessJwt).not.toBe(before.accessJwt)
    const reused = await caught(
      agent.com.atproto.server.refreshSession(undefined, {
        headers: { authorization: `Bearer ${before.refreshJwt}` },
      }),
    )
    expect(reused).toBeInstanceOf(ComAtprotoServerRefreshSession.ExpiredTokenError)
    expect([reused.status, reused.message]).toEqual([400, 'Token has been revoked'])
    const resumed = new AtpAgent({ service: fake.url })
    await resumed.resumeSession(agent.session!)
    expect(resumed.session?.did).toBe(DID)
  })

  test('revokeAll makes the next call fail and drops the agent session', async () => {
    const { fake, agent, events } = await setup()
    fake.revokeAll()
    const e = await caught(agent.post({ text: 'never' }))
    expect([e.status, e.error]).toEqual([400, 'ExpiredToken'])
    expect(agent.session).toBeUndefined()
    expect(events).toEqual(['create', 'expired'])
    expect(fake.posts()).toEqual([])
    await agent.login({ identifier: HANDLE, password: PASSWORD })
    await agent.post({ text: 'back' })
    expect(fake.posts()).toHaveLength(1)
  })

  test('rate limits: headers on writes, 429 RateLimitExceeded without creating', async () => {
    const { fake, agent, clock } = await setup()
    const data = {
      repo: DID,
      collection: 'app.bsky.feed.post',
      record: { text: 'counted', createdAt: new Date(clock.t).toISOString() },
    }
    const ok = await agent.com.atproto.repo.createRecord(data)
    expect(ok.headers).toMatchObject({ 'ratelimit-limit': '5000', 'ratelimit-remaining': '4997' })
    fake.setFaults({ rateLimitRate: 1 })
    const e = await caught(agent.com.atproto.repo.createRecord(data))
    expect([e.status, e.error, e.message]).toEqual([429, 'RateLimitExceeded', 'Rate Limit Exceeded'])
    expect(e.headers).toMatchObject({
      'ratelimit-limit': '5000',
      'ratelimit-remaining': '0',
      'ratelimit-policy': '5000;w=3600',
      'ratelimit-reset': String(Math.floor((clock.t + 1000) / 1000)),
      'retry-after': '1',
    })
    expect(fake.posts()).toHaveLength(1)
  })

  test('server errors create nothing; a timed-out create is still stored', async () => {
    const { fake, agent } = await setup({ hangMs: 400 })
    fake.setFaults({ serverErrorRate: 1 })
    const e = await caught(agent.post({ text: 'lost' }))
    expect([502, 503]).toContain(e.status)
    expect(fake.posts()).toEqual([])
    fake.setFaults({ timeoutAfterAcceptRate: 1 })
    const data = {
      repo: DID,
      collection: 'app.bsky.feed.post',
      record: { text: 'slow', createdAt: new Date().toISOString() },
    }
    const t = await agent.com.atproto.repo
      .createRecord(data, { signal: AbortSignal.timeout(50) })
      .catch((err) => err)
    expect(t).toBeInstanceOf(Error)
    expect(fake.posts().map((p) => p.text)).toEqual(['slow'])
  })

  test('setDown answers 503 everywhere until it is up again', async () => {
    const { fake, agent } = await setup()
    fake.setDown(true)
    expect((await caught(agent.post({ text: 'down' }))).status).toBe(503)
    expect(
      (await caught(new AtpAgent({ service: fake.url }).login({ identifier: HANDLE, password: PASSWORD })))
        .status,
    ).toBe(503)
    fake.setDown(false)
    await agent.post({ text: 'up' })
    expect(fake.posts().map((p) => p.text)).toEqual(['up'])
  })

  test('resolves handles and profiles, including added accounts', async () => {
    const { fake, agent } = await setup()
    fake.addAccount({ did: 'did:plc:alice00000000000000000000', handle: 'alice.test', appPassword: 'x' })
    expect((await agent.resolveHandle({ handle: 'alice.test' })).data.did).toBe(
      'did:plc:alice00000000000000000000',
    )
    const e = await caught(agent.resolveHandle({ handle: 'nobody.bsky.social' }))
    expect([e.status, e.error, e.message]).toEqual([400, 'InvalidRequest', 'Unable to resolve handle'])
    const profile = (await agent.getProfile({ actor: HANDLE })).data
    expect(profile).toMatchObject({ did: DID, handle: HANDLE, displayName: 'Chad Founder' })
    expect((await caught(agent.getProfile({ actor: 'nobody.test' }))).message).toBe('Profile not found')
  })
})
