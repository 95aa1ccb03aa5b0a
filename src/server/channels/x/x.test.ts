import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { systemClock } from '../../context'
import { oauthStates, scheduledTweets, socialAccounts } from '../../db/schema'
import { runSchedulerTick } from '../../scheduler/service'
import { startFakeX } from '../../testing/fake-x'
import { sessionWithPillars } from '../../testing/fixtures'
import { createTestApp } from '../../testing/test-app'
import { createTokenCipher } from './crypto'

const fake = startFakeX({ hangMs: 1500 })
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: fake.apiBaseUrl, authorizeUrl: fake.authorizeUrl },
  })
})
afterAll(async () => {
  await t.close()
  fake.stop()
})

/** Walks the OAuth flow as the browser would: initiate, follow X's redirect, post the code back. */
async function connectX(
  cookie: string,
  account = { id: `x${Math.random().toString(36).slice(2, 8)}`, username: 'founder', name: 'Founder' },
) {
  fake.setNextAccount(account)
  const api = t.api(cookie)
  const started = (await api.twitter.auth.initiate.post({})).data!
  const redirect = await fetch(started.authorization_url, { redirect: 'manual' })
  const back = new URL(redirect.headers.get('location')!)
  return {
    started,
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    api,
    account,
  }
}

describe('X account connection', () => {
  it('connects through OAuth 2.0 with PKCE and stores encrypted tokens', async () => {
    const user = await t.signUpUser('Connector')
    const { started, code, state, api, account } = await connectX(user.cookie)
    const url = new URL(started.authorization_url)
    expect(url.searchParams.get('code_challenge_method')?.toUpperCase()).toBe('S256')
    expect(url.searchParams.get('scope')).toBe('tweet.read tweet.write users.read offline.access')
    expect(state).toBe(started.state)
    const done = await api.twitter.auth.callback.post({ code, state })
    expect(done.data!.account).toMatchObject({
      username: account.username,
      display_name: account.name,
      needs_reconnect: false,
    })
    expect((await api.twitter.account.get()).data!.account.username).toBe(account.username)
    const [row] = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerUserId, account.id))
    expect(row!.accessTokenEncrypted).toStartWith('v1.')
    expect(JSON.stringify(row)).not.toContain(code)
    // Replaying the same state fails: it is single use.
    const replay = await api.twitter.auth.callback.post({ code, state })
    expect(replay.status).toBe(400)
  })

  it('refuses an expired state and a state that belongs to someone else', async () => {
    const owner = await t.signUpUser('Owner')
    const { code, state } = await connectX(owner.cookie)
    const other = t.api((await t.signUpUser('Other')).cookie)
    expect((await other.twitter.auth.callback.post({ code, state })).status).toBe(400)
    await t.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, state))
    const expired = await t.api(owner.cookie).twitter.auth.callback.post({ code, state })
    expect(expired.status).toBe(400)
    expect((expired.error!.value as { message: string }).message).toBe(
      'This sign-in link is invalid or has expired. Please connect again.',
    )
  })

  it('refuses an X account already connected to another user', async () => {
    const account = { id: 'shared-1', username: 'shared', name: 'Shared' }
    const first = await connectX((await t.signUpUser('First')).cookie, account)
    expect(
      (await first.api.twitter.auth.callback.post({ code: first.code, state: first.state })).status,
    ).toBe(200)
    const second = await connectX((await t.signUpUser('Second')).cookie, account)
    const refused = await second.api.twitter.auth.callback.post({ code: second.code, state: second.state })
    expect(refused.status).toBe(409)
    expect((refused.error!.value as { message: string }).message).toBe(
      'This X account is already connected to another user',
    )
  })

  it('answers 404 without an account, posts a test tweet, refreshes a rotated token and disconnects', async () => {
    const user = await t.signUpUser('Poster')
    const api = t.api(user.cookie)
    expect((await api.twitter.account.get()).status).toBe(404)
    const flow = await connectX(user.cookie)
    await api.twitter.auth.callback.post({ code: flow.code, state: flow.state })
    const sent = (await api.twitter['test-tweet'].post({ content: 'Hello from the test page' })).data!
    expect(sent.tweet.twitter_url).toBe(`https://x.com/${flow.account.username}/status/${sent.tweet.id}`)
    expect(fake.posts.at(-1)!.text).toBe('Hello from the test page')
    expect((await api.twitter['test-tweet'].post({ content: '  ' })).status).toBe(422)
    const dup = await api.twitter['test-tweet'].post({ content: 'Hello from the test page' })
    expect(dup.status).toBe(409)

    // Expire the access token: the next post refreshes (rotating the refresh token) and saves the new pair.
    const before = fake.stats.refreshes
    fake.expireAccessTokens()
    await t.db
      .update(socialAccounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialAccounts.providerUserId, flow.account.id))
    const [a, b] = await Promise.all([
      api.twitter['test-tweet'].post({ content: 'After refresh A' }),
      api.twitter['test-tweet'].post({ content: 'After refresh B' }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(fake.stats.refreshes - before).toBe(1) // serialised: one refresh for both
    expect((await api.twitter.account.delete()).status).toBe(200)
    expect((await api.twitter.account.get()).status).toBe(404)
  })
})

describe('tweet scheduler', () => {
  async function approvedSession(cookie: string) {
    const { api, id, pillars } = await sessionWithPillars(t, cookie)
    const past = Date.now() - 60_000
    await api['marketing-sessions']({ id })['tweet-schedule'].put({
      scheduled_tweets: [0, 1, 2].map((i) => ({
        content: `Scheduled post ${i} ${id}`,
        scheduled_time: new Date(past + i).toISOString(),
        pillar_id: pillars[i]!.id,
      })),
    })
    await api['marketing-sessions']({ id }).approve.put({})
    return { api, id }
  }

  it('is admin-only', async () => {
    const user = t.api((await t.signUpUser()).cookie)
    expect((await user.admin.scheduler.tweets.status.get()).status).toBe(403)
    expect((await user.admin.scheduler.tweets.put({ enabled: true })).status).toBe(403)
    expect((await t.api().admin.scheduler.tweets.status.get()).status).toBe(401)
  })

  it('posts due tweets once when enabled, publishes the session, and retries 5xx', async () => {
    const admin = t.api(await t.adminCookie())
    const user = await t.signUpUser('Scheduled')
    const flow = await connectX(user.cookie)
    await flow.api.twitter.auth.callback.post({ code: flow.code, state: flow.state })
    const { api, id } = await approvedSession(user.cookie)

    const off = (await admin.admin.scheduler.tweets.put({ enabled: false })).data!
    expect(off.enabled).toBe(false)
    expect(off.setting.key).toBe('scheduler.tweets.enabled')
    expect((await runSchedulerTick({ db: t.db, x: xDeps(), logger: silent, now: systemClock })).enabled).toBe(
      false,
    )

    expect((await admin.admin.scheduler.tweets.put({ enabled: true })).data!.enabled).toBe(true)
    let calls = 0
    fake.setFaults({ serverErrorRate: 0.5, random: () => (calls++ < 1 ? 0 : 0.99) }) // the first post gets a 503
    const first = await runSchedulerTick({ db: t.db, x: xDeps(), logger: silent, now: systemClock })
    expect(first.retried).toBe(1)
    // The retry waits out its backoff, unless X took another post of the account after the 503 was
    // recorded (then it goes in the same run): either way each post goes once.
    expect(first.posted).toBeGreaterThanOrEqual(2)
    fake.setFaults({})
    await t.db
      .update(scheduledTweets)
      .set({ dueAt: new Date(Date.now() - 1) })
      .where(eq(scheduledTweets.status, 'scheduled'))
    const second = await runSchedulerTick({ db: t.db, x: xDeps(), logger: silent, now: systemClock })
    expect(first.posted + second.posted).toBe(3)
    const session = (await api['marketing-sessions']({ id }).get()).data!
    expect(session.status).toBe('published')
    expect(
      session.scheduled_tweets.every(
        (x) => x.status === 'posted' && x.posted_url?.startsWith('https://x.com/'),
      ),
    ).toBe(true)
    const texts = fake.posts.filter((p) => p.text.endsWith(id)).map((p) => p.text)
    expect(texts.sort()).toEqual([0, 1, 2].map((i) => `Scheduled post ${i} ${id}`).sort())
    const status = (await admin.admin.scheduler.tweets.status.get()).data!
    expect(status.last_run?.posted).toBe(second.posted)
  })

  it('reconciles a post whose answer timed out instead of posting it twice', async () => {
    const admin = t.api(await t.adminCookie())
    await admin.admin.scheduler.tweets.put({ enabled: true })
    const user = await t.signUpUser('Timeout')
    const flow = await connectX(user.cookie)
    await flow.api.twitter.auth.callback.post({ code: flow.code, state: flow.state })
    const { id } = await approvedSession(user.cookie)
    fake.setFaults({ timeoutAfterAcceptRate: 1 })
    const result = await runSchedulerTick({
      db: t.db,
      x: xDeps(),
      logger: silent,
      now: systemClock,
      postTimeoutMs: 300,
    })
    fake.setFaults({})
    expect(result.posted).toBe(3)
    expect(fake.posts.filter((p) => p.text.endsWith(id))).toHaveLength(3)
  })

  it('fails with the reason once the 30-minute window closes when no account is connected', async () => {
    const admin = t.api(await t.adminCookie())
    await admin.admin.scheduler.tweets.put({ enabled: true })
    const user = await t.signUpUser('No account')
    const { api, id } = await approvedSession(user.cookie)
    // No X account: retried until the window closes, then failed with the reason.
    await t.db
      .update(scheduledTweets)
      .set({ scheduledTime: new Date(Date.now() - 31 * 60_000), dueAt: new Date(Date.now() - 1) })
      .where(eq(scheduledTweets.sessionId, id))
    const result = await runSchedulerTick({ db: t.db, x: xDeps(), logger: silent, now: systemClock })
    expect(result.failed).toBe(3)
    const session = (await api['marketing-sessions']({ id }).get()).data!
    expect(
      session.scheduled_tweets.every(
        (x) =>
          x.status === 'failed' &&
          x.last_error === 'Gave up 30 minutes after the scheduled time: No X account is connected',
      ),
    ).toBe(true)
  })
})

describe('token cipher', () => {
  it('round-trips and detects tampering', () => {
    const cipher = createTokenCipher('cd'.repeat(32))
    const sealed = cipher.encrypt('secret-token')
    expect(sealed).not.toContain('secret-token')
    expect(cipher.decrypt(sealed)).toBe('secret-token')
    expect(cipher.encrypt('secret-token')).not.toBe(sealed)
    const parts = sealed.split('.')
    parts[3] = Buffer.from('tampered!!').toString('base64url')
    expect(() => cipher.decrypt(parts.join('.'))).toThrow()
    expect(() => createTokenCipher('ab'.repeat(31)).decrypt(sealed)).toThrow()
  })
})

import { createLogger } from '../../http/logger'
import { createXDeps } from './deps'

const silent = createLogger('silent')
const xDeps = () =>
  createXDeps(
    {
      tokenKey: 'ab'.repeat(32),
      x: {
        clientId: 'test-client',
        clientSecret: 'test-secret',
        apiBaseUrl: fake.apiBaseUrl,
        authorizeUrl: fake.authorizeUrl,
        postUrlBase: 'https://x.com',
        redirectUri: 'http://localhost:3000/twitter/auth/callback',
      },
    },
    t.db,
    silent,
  )
