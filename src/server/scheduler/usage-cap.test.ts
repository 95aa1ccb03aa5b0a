import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { systemClock } from '../context'
import { scheduledTweets } from '../db/schema'
import { createLogger } from '../http/logger'
import { startFakeX } from '../testing/fake-x'
import { connectFakeX, sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { nextDueWithin, runSchedulerTick } from './service'

// X's pay-per-use era: a usage cap or spent credits is not a rate limit; retrying only gets refused again.
const x = startFakeX()
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true, fakeX: { apiBaseUrl: x.apiBaseUrl, authorizeUrl: x.authorizeUrl } })
  await t.api(await t.adminCookie()).admin.scheduler.tweets.put({ enabled: true })
})
afterAll(async () => {
  await t.close()
  x.stop()
})

const tick = () =>
  runSchedulerTick({
    db: t.db,
    x: t.x,
    logger: createLogger('silent'),
    now: systemClock,
    postTimeoutMs: 1000,
  })

describe("X's usage cap", () => {
  it.each(['cap', 'credits'] as const)(
    'pauses X for the user (%s), keeps the posts waiting without retrying, and posts them once resumed',
    async (refusal) => {
      const user = await t.signUpUser(`Capped ${refusal}`)
      await connectFakeX(t, x, user.cookie)
      const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
      const text = `Capped post ${refusal} ${Date.now()}`
      const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
        scheduled_tweets: [
          {
            content: text,
            scheduled_time: new Date(Date.now() - 60_000).toISOString(),
            pillar_id: pillars[0]!.id,
          },
        ],
      })
      await api['marketing-sessions']({ id }).approve.put({})
      const postId = saved.data!.scheduled_tweets[0]!.id
      const row = async () =>
        (await t.db.select().from(scheduledTweets).where(eq(scheduledTweets.id, postId)))[0]!
      const channels = async () =>
        (await (await t.request('/api/channels', { headers: { cookie: user.cookie } })).json()).channels as {
          network: string
          account: { posting_paused: string | null } | null
        }[]

      x.setFaults({ usageCap: refusal })
      await tick()
      expect((await row()).status).toBe('scheduled')
      expect((await row()).lastError).toMatch(/^Posting to X is paused/)
      const paused = (await channels()).find((c) => c.network === 'x')!.account!.posting_paused
      expect(paused).toMatch(/usage cap is reached or its credits are spent/)
      // Due and waiting, yet nothing is sent again while paused, however many runs go by.
      const asked = x.stats.postRequests
      await t.db
        .update(scheduledTweets)
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(eq(scheduledTweets.id, postId))
      await tick()
      await tick()
      expect(x.stats.postRequests).toBe(asked)
      // Nor does the precise timer take it for due, or it would wake the scheduler again and again.
      const next = await nextDueWithin(t.db, new Date(), 60_000)
      expect(next === null || next.getTime() > Date.now() - 500).toBe(true)

      // The cap resets; the user resumes; the post goes out.
      x.setFaults({})
      const resumed = await t.request('/api/channels/x/resume', {
        method: 'POST',
        headers: { cookie: user.cookie },
      })
      expect(resumed.status).toBe(200)
      expect((await resumed.json()).channel.account.posting_paused).toBeNull()
      await tick()
      expect((await row()).status).toBe('posted')
      expect(x.posts.filter((p) => p.text === text)).toHaveLength(1)
    },
  )

  it('answers 404 for resuming a channel the user has not connected', async () => {
    const user = await t.signUpUser('Nobody Connected')
    const res = await t.request('/api/channels/mastodon/resume', {
      method: 'POST',
      headers: { cookie: user.cookie },
    })
    expect(res.status).toBe(404)
  })
})
