import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq, inArray } from 'drizzle-orm'
import { engagementOf } from '../../shared/analytics'
import { metricSnapshots, metricWatches, scheduledTweets, socialAccounts } from '../db/schema'
import { createLogger } from '../http/logger'
import { runSchedulerTick } from '../scheduler/service'
import { fakeMetrics, startFakeX } from '../testing/fake-x'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { METRICS_UNAVAILABLE, runMetricsTick } from './collector'

const HOUR = 3_600_000
let clock = Date.now()
const now = () => new Date(clock)
const fake = startFakeX({ now: () => clock })
const silent = createLogger('silent')
let t: Awaited<ReturnType<typeof createTestApp>>

const xDeps = () => t.x
const deps = () => ({ db: t.db, x: xDeps(), logger: silent })

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

/** A user with a connected X account and an approved plan of `count` posts already due, then posted. */
async function postedPlan(count = 3) {
  const user = await t.signUpUser('Analyst')
  const account = { id: `x${Math.random().toString(36).slice(2, 8)}`, username: 'analyst', name: 'Analyst' }
  fake.setNextAccount(account)
  const api = t.api(user.cookie)
  const started = (await api.twitter.auth.initiate.post({})).data!
  const back = new URL(
    (await fetch(started.authorization_url, { redirect: 'manual' })).headers.get('location')!,
  )
  await api.twitter.auth.callback.post({
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  })
  const { id, pillars } = await sessionWithPillars(t, user.cookie)
  await api['marketing-sessions']({ id })['tweet-schedule'].put({
    scheduled_tweets: Array.from({ length: count }, (_, i) => ({
      content: `Measured post ${i} ${id}`,
      scheduled_time: new Date(clock - 60_000 + i).toISOString(),
      pillar_id: pillars[i % 3]!.id,
    })),
  })
  await api['marketing-sessions']({ id }).approve.put({})
  const result = await runSchedulerTick({ db: t.db, x: xDeps(), logger: silent, now })
  expect(result.posted).toBe(count)
  const tweets = await t.db.select().from(scheduledTweets).where(eq(scheduledTweets.sessionId, id))
  return { api, id, pillars, account, user, tweets, xIds: tweets.map((tw) => tw.postedTweetId!) }
}

const snapshotsOf = (xIds: string[]) =>
  t.db.select().from(metricSnapshots).where(inArray(metricSnapshots.networkPostId, xIds))

describe('post analytics', () => {
  it('takes snapshots about 1 hour, 24 hours and 7 days after posting, and rolls them up by pillar', async () => {
    const start = clock
    const plan = await postedPlan(3)
    const at = async (hours: number) => {
      clock = start + hours * HOUR
      return runMetricsTick(deps(), now)
    }
    expect((await at(0.5)).claimed).toBe(0)
    expect(await at(1.01)).toMatchObject({ claimed: 3, snapshots: 3, calls: 1 })
    expect((await at(5)).claimed).toBe(0)
    expect(await at(24.01)).toMatchObject({ snapshots: 3, calls: 1 })
    expect(await at(24 * 7 + 0.01)).toMatchObject({ snapshots: 3, calls: 1 })
    expect((await at(24 * 30)).claimed).toBe(0)

    const snaps = await snapshotsOf(plan.xIds)
    expect(snaps.map((s) => s.age).sort()).toEqual(['1h', '1h', '1h', '24h', '24h', '24h', '7d', '7d', '7d'])
    for (const id of plan.xIds) expect(fake.metricsLookups.get(id)).toBe(3)

    const analytics = (await plan.api['marketing-sessions']({ id: plan.id }).analytics.get()).data!
    expect(analytics.metrics_unavailable).toBeNull()
    const weekOld = (xId: string) => {
      const m = fakeMetrics(xId, 7 * 24 * HOUR)
      return engagementOf({
        likes: m.like_count,
        reposts: m.retweet_count,
        replies: m.reply_count,
        quotes: m.quote_count,
        bookmarks: m.bookmark_count,
        impressions: m.impression_count,
      })
    }
    const selected = plan.pillars.slice(0, 3)
    expect(analytics.pillars.map((p) => p.title)).toEqual(selected.map((p) => p.title))
    for (const [i, pillar] of analytics.pillars.entries()) {
      expect(pillar.posts).toBe(1)
      expect(pillar.total_engagement).toBe(
        weekOld(plan.xIds[plan.tweets.findIndex((tw) => tw.pillarId === selected[i]!.id)]!),
      )
      expect(pillar.best_post?.content).toStartWith('Measured post')
    }
    expect(analytics.tweets).toHaveLength(3)
    clock = start
  })

  it('asks for at most 100 ids a call, waits for the reset on 429 and loses no snapshot', async () => {
    const plan = await postedPlan(3)
    // 247 more posts of the same account, already on X, watched like the scheduler's.
    const [first] = plan.tweets
    const [account] = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.providerUserId, plan.account.id))
    const extra = Array.from({ length: 247 }, (_, i) => `${9_000_000 + i}${plan.account.id}`)
    for (const id of extra)
      fake.posts.push({ id, text: `extra ${id}`, accountId: plan.account.id, at: clock, replyTo: null })
    await t.db.insert(metricWatches).values(
      extra.map((networkPostId) => ({
        networkPostId,
        scheduledTweetId: first!.id,
        userId: account!.userId,
        postedAt: new Date(clock),
        nextDueAt: new Date(clock + HOUR),
      })),
    )
    const ids = [...plan.xIds, ...extra]
    fake.setMetricsLimit({ limit: 2, windowMs: 15 * 60_000 })
    const start = clock
    clock = start + HOUR + 1000
    const before = fake.stats.metricsCalls
    const limited = await runMetricsTick(deps(), now)
    expect(limited.rateLimited).toBe(1)
    expect(fake.stats.metricsCalls - before).toBe(2) // 100 + 100, then 429 for the last 50
    expect(await snapshotsOf(ids)).toHaveLength(200)
    // Nothing is due again until X's reset time.
    clock = start + HOUR + 60_000
    expect((await runMetricsTick(deps(), now)).claimed).toBe(0)
    clock = start + HOUR + 16 * 60_000
    const after = await runMetricsTick(deps(), now)
    expect(after).toMatchObject({ claimed: 50, snapshots: 50, calls: 1, rateLimited: 0 })
    expect(await snapshotsOf(ids)).toHaveLength(250)
    fake.setMetricsLimit(undefined)
    clock = start
  })

  it('never fetches the same snapshot twice when two replicas collect at once', async () => {
    const plan = await postedPlan(6)
    const start = clock
    clock = start + HOUR + 1000
    const [a, b] = await Promise.all([runMetricsTick(deps(), now), runMetricsTick(deps(), now)])
    expect(a.snapshots + b.snapshots).toBe(6)
    for (const id of plan.xIds) expect(fake.metricsLookups.get(id)).toBe(1)
    expect(await snapshotsOf(plan.xIds)).toHaveLength(6)
    clock = start
  })

  it('says once that the account has no access to metrics, and keeps posting', async () => {
    const plan = await postedPlan(2)
    fake.setMetricsAccess(plan.account.id, false)
    const start = clock
    clock = start + HOUR + 1000
    await runMetricsTick(deps(), now)
    const analytics = (await plan.api['marketing-sessions']({ id: plan.id }).analytics.get()).data!
    expect(analytics.metrics_unavailable).toBe(METRICS_UNAVAILABLE)
    expect(analytics.pillars.every((p) => p.measured === 0)).toBe(true)
    // No more lookups for those posts: the watch ends instead of hammering X.
    clock = start + 25 * HOUR
    await runMetricsTick(deps(), now)
    for (const id of plan.xIds) expect(fake.metricsLookups.get(id)).toBeUndefined()
    const sent = await plan.api.twitter['test-tweet'].post({ content: `Still posting ${plan.id}` })
    expect(sent.status).toBe(200)
    fake.setMetricsAccess(plan.account.id, true)
    clock = start
  })

  it("answers 404 for another user's session analytics", async () => {
    const plan = await postedPlan(1)
    const other = t.api((await t.signUpUser('Other')).cookie)
    expect((await other['marketing-sessions']({ id: plan.id }).analytics.get()).status).toBe(404)
    expect((await t.api()['marketing-sessions']({ id: plan.id }).analytics.get()).status).toBe(401)
  })
})
