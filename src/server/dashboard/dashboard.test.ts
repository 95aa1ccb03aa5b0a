import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { metricSnapshots, scheduledTweets, socialAccounts, user } from '../db/schema'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

describe('GET /api/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await t.api().dashboard.get()).status).toBe(401)
  })

  it('gives a new user empty sections and says X is not connected', async () => {
    const { cookie } = await t.signUpUser('New Founder')
    const { data, status } = await t.api(cookie).dashboard.get()
    expect(status).toBe(200)
    expect(data).toEqual({
      next_posts: [],
      counts: { scheduled: 0, posted: 0, failed: 0, awaiting_approval: 0, networks: [] },
      sessions_in_progress: [],
      x_account: { state: 'not_connected', configured: false },
      recent_posts: [],
      has_sessions: false,
      engagement: null,
    })
  })

  it('shows the next posts, counts, sessions with their next step, the account and recent posts', async () => {
    const me = await t.signUpUser('Lena Okafor')
    const api = t.api(me.cookie)
    // An interview still running, and a plan that is approved with one posted and one failed post.
    const running = (await api['marketing-sessions'].post({ time_zone: 'UTC' })).data!.marketing_session.id
    const picked = await sessionWithPillars(t, me.cookie)
    const approved = await sessionWithPillars(t, me.cookie)
    await api['marketing-sessions']({ id: picked.id })['tweet-schedule'].post({ time_zone: 'UTC' })
    const schedule = (
      await api['marketing-sessions']({ id: approved.id })['tweet-schedule'].post({ time_zone: 'UTC' })
    ).data!.scheduled_tweets
    await api['marketing-sessions']({ id: approved.id }).approve.put({})
    const [posted, failed] = schedule
    await t.db
      .update(scheduledTweets)
      .set({ status: 'posted', postedAt: new Date(), postedUrl: 'https://x.com/lena/status/1' })
      .where(eq(scheduledTweets.id, posted!.id))
    await t.db
      .update(scheduledTweets)
      .set({ status: 'failed', lastError: 'X said: duplicate content' })
      .where(eq(scheduledTweets.id, failed!.id))
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, me.email))
    await t.db.insert(socialAccounts).values({
      userId: row!.id,
      providerUserId: 'x-1',
      username: 'lenaokafor',
      displayName: 'Lena',
      accessTokenEncrypted: 'x',
    })

    const { data } = await api.dashboard.get()
    const d = data!
    const pickedCount = (await api['marketing-sessions']({ id: picked.id }).get()).data!.scheduled_tweets
      .length
    expect(d.counts).toEqual({
      scheduled: schedule.length - 2,
      posted: 1,
      failed: 1,
      awaiting_approval: pickedCount,
      // Only X: this user has no other network connected.
      networks: [{ network: 'x', scheduled: schedule.length - 2, posted: 1, failed: 1 }],
    })
    expect(d.next_posts).toHaveLength(5)
    expect(d.next_posts.every((p) => p.session_id === approved.id && p.status === 'scheduled')).toBe(true)
    const times = d.next_posts.map((p) => new Date(p.scheduled_time).getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(d.next_posts[0]!.pillar_title).toBeString()
    expect(d.sessions_in_progress.map((s) => [s.id, s.next_step.label])).toEqual([
      [picked.id, 'Review and approve'],
      [running, 'Continue the interview'],
    ])
    expect(d.x_account).toEqual({
      state: 'connected',
      username: 'lenaokafor',
      display_name: 'Lena',
      configured: false,
    })
    expect(d.recent_posts.map((p) => [p.status, p.posted_url, p.last_error])).toContainAllValues([
      ['posted', 'https://x.com/lena/status/1', null],
      ['failed', null, 'X said: duplicate content'],
    ])
    expect(d.has_sessions).toBe(true)

    // Another user sees none of it.
    const other = await t.signUpUser('Someone Else')
    const theirs = (await t.api(other.cookie).dashboard.get()).data!
    expect(theirs.next_posts).toEqual([])
    expect(theirs.recent_posts).toEqual([])
    expect(theirs.has_sessions).toBe(false)
  })

  it('shows engagement by pillar for the latest approved plan', async () => {
    const { cookie } = await t.signUpUser('Measured Founder')
    const { api, id, pillars } = await sessionWithPillars(t, cookie)
    const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
    expect((await t.api(cookie).dashboard.get()).data!.engagement).toBeNull()
    await api['marketing-sessions']({ id }).approve.put({})
    const first = tweets.find((tw) => tw.pillar_id === pillars[0]!.id)!
    await t.db
      .update(scheduledTweets)
      .set({ status: 'posted', postedTweetId: `d-${first.id}` })
      .where(eq(scheduledTweets.id, first.id))
    await t.db.insert(metricSnapshots).values({
      networkPostId: `d-${first.id}`,
      scheduledTweetId: first.id,
      age: '1h',
      likes: 7,
      reposts: 2,
      replies: 1,
      quotes: 0,
      bookmarks: 3,
      impressions: 400,
      takenAt: new Date(),
    })
    const engagement = (await t.api(cookie).dashboard.get()).data!.engagement!
    expect(engagement.session_id).toBe(id)
    expect(engagement.pillars.map((p) => p.title)).toEqual(pillars.slice(0, 3).map((p) => p.title))
    expect(engagement.pillars[0]).toMatchObject({
      posts: 1,
      measured: 1,
      total_engagement: 13,
      median_engagement: 13,
    })
    expect(engagement.pillars[0]!.best_post?.content).toBe(first.content)
  })
})
