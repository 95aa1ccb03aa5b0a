import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { systemClock } from '../context'
import { scheduledTweets, webhookDeliveries, webhookEndpoints } from '../db/schema'
import { createLogger } from '../http/logger'
import { startFakeX } from '../testing/fake-x'
import { connectFakeX, sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { runSchedulerTick } from './service'

const fake = startFakeX({ hangMs: 1500 })
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    fakeX: { apiBaseUrl: fake.apiBaseUrl, authorizeUrl: fake.authorizeUrl },
  })
  await t.api(await t.adminCookie()).admin.scheduler.tweets.put({ enabled: true })
})
afterAll(async () => {
  await t.close()
  fake.stop()
})

const tick = (postTimeoutMs = 1000) =>
  runSchedulerTick({ db: t.db, x: t.x, logger: createLogger('silent'), now: systemClock, postTimeoutMs })

/** A connected user with one approved, due thread; returns its parts and ids. */
async function dueThread(size = 3) {
  const user = await t.signUpUser('Threader')
  const account = await connectFakeX(t, fake, user.cookie)
  const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
  const parts = Array.from({ length: size }, (_, i) => `Part ${i + 1} of the story ${id}`)
  const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
    scheduled_tweets: [
      {
        content: parts[0]!,
        thread_parts: parts,
        scheduled_time: new Date(Date.now() - 60_000).toISOString(),
        pillar_id: pillars[0]!.id,
      },
    ],
  })
  await api['marketing-sessions']({ id }).approve.put({})
  const tweetId = saved.data!.scheduled_tweets[0]!.id
  const row = async () =>
    (await t.db.select().from(scheduledTweets).where(eq(scheduledTweets.id, tweetId)))[0]!
  const onX = () => fake.posts.filter((p) => p.accountId === account.id)
  return { api, id, tweetId, parts, account, row, onX, cookie: user.cookie }
}

/** Every part once, in order, each replying to the one before. */
function expectReplyChain(posts: { id: string; text: string; replyTo: string | null }[], parts: string[]) {
  expect(posts.map((p) => p.text)).toEqual(parts)
  for (const [i, p] of posts.entries()) expect(p.replyTo).toBe(i === 0 ? null : posts[i - 1]!.id)
}

describe('posting a thread', () => {
  it('posts the parts as a reply chain and stores each X id', async () => {
    const th = await dueThread(3)
    // The founder's webhook endpoint is told when the post is out.
    const me = (await (
      await t.request('/api/auth/get-session', { headers: { cookie: th.cookie } })
    ).json()) as {
      user: { id: string }
    }
    await t.db.insert(webhookEndpoints).values({
      userId: me.user.id,
      url: 'http://127.0.0.1:9/hooks',
      events: ['post.published', 'post.failed'],
      secretEncrypted: t.channels.cipher.encrypt('whsec_c2VjcmV0'),
    })
    expect((await tick()).posted).toBe(1)
    const told = await t.db.select().from(webhookDeliveries)
    expect(
      told.map((d) => [d.event, (d.payload as { data: { post_id: string } }).data.post_id]),
    ).toContainEqual(['post.published', th.tweetId])
    const posts = th.onX()
    expectReplyChain(posts, th.parts)
    const row = await th.row()
    expect(row.status).toBe('posted')
    expect(row.postedPartIds).toEqual(posts.map((p) => p.id))
    expect(row.postedTweetId).toBe(posts[0]!.id)
    const session = (await th.api['marketing-sessions']({ id: th.id }).get()).data!
    expect(session.status).toBe('published')
    expect(session.scheduled_tweets[0]!.posted_parts).toBe(3)
  })

  it('reconciles a part whose answer timed out instead of sending it twice', async () => {
    const th = await dueThread(3)
    let calls = 0
    // The second part is accepted, then its answer never arrives.
    fake.setFaults({ timeoutAfterAcceptRate: 0.5, random: () => (++calls === 2 ? 0 : 0.99) })
    const result = await tick(300)
    fake.setFaults({})
    expect(result.posted).toBe(1)
    expectReplyChain(th.onX(), th.parts)
  })

  it('resumes after a 5xx at the first unconfirmed part, and after a crash finds the part already sent', async () => {
    const th = await dueThread(4)
    let calls = 0
    fake.setFaults({ serverErrorRate: 0.5, random: () => (++calls === 3 ? 0 : 0.99) }) // part 3 gets a 503
    expect((await tick()).retried).toBe(1)
    fake.setFaults({})
    let row = await th.row()
    expect(row.status).toBe('scheduled')
    expect(row.postedPartIds).toHaveLength(2)
    expect(th.onX().map((p) => p.text)).toEqual(th.parts.slice(0, 2))

    // A replica sends part 3 and dies before storing its id: X has it, the database does not.
    fake.posts.push({
      id: '1899999999999999999',
      text: th.parts[2]!,
      accountId: th.account.id,
      at: Date.now(),
      replyTo: row.postedPartIds[1]!,
    })
    await t.db
      .update(scheduledTweets)
      .set({ dueAt: new Date(Date.now() - 1) })
      .where(eq(scheduledTweets.id, th.tweetId))
    const before = fake.stats.postRequests
    expect((await tick()).posted).toBe(1)
    expect(fake.stats.postRequests - before).toBe(1) // only part 4 was sent
    expectReplyChain(th.onX(), th.parts)
    row = await th.row()
    expect(row.postedPartIds).toEqual(th.onX().map((p) => p.id))
  })

  it('stops as failed at a part X refuses as a duplicate, keeping the parts already posted', async () => {
    const th = await dueThread(3)
    // The second part's text is already on the account as a post of its own.
    fake.posts.push({
      id: '1899999999999999998',
      text: th.parts[1]!,
      accountId: th.account.id,
      at: Date.now(),
      replyTo: null,
    })
    expect((await tick()).failed).toBe(1)
    const row = await th.row()
    expect(row.status).toBe('failed')
    expect(row.lastError).toContain('X refused part 2 of 3 as a duplicate')
    expect(row.lastError).toContain('The first part stays on X.')
    expect(row.postedPartIds).toHaveLength(1)
    expect(th.onX().filter((p) => p.replyTo !== null)).toHaveLength(0)
    // Editing may not change what is already on X.
    const edit = await th.api['marketing-sessions']({ id: th.id })
      .tweets({ tweetId: th.tweetId })
      .patch({ updates: { thread_parts: ['Changed first part', th.parts[1]!] } })
    expect(edit.status).toBe(409)
  })
})

describe('the X test page', () => {
  it('posts a two-part test thread, the second part replying to the first', async () => {
    const user = await t.signUpUser('Tester')
    const account = await connectFakeX(t, fake, user.cookie)
    const api = t.api(user.cookie)
    const res = await api.twitter['test-tweet'].post({ content: 'Test thread one', reply: 'Test thread two' })
    expect(res.data!.reply!.twitter_url).toStartWith('https://x.com/founder/status/')
    expectReplyChain(
      fake.posts.filter((p) => p.accountId === account.id),
      ['Test thread one', 'Test thread two'],
    )
    expect((await api.twitter['test-tweet'].post({ content: 'Alone', reply: '  ' })).status).toBe(422)
  })
})
