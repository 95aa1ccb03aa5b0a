import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { OpenAiProvider } from '../ai/openai-provider'
import { conversations, metricSnapshots, scheduledTweets } from '../db/schema'
import { startFakeOpenAi } from '../testing/fake-openai'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

/** An approved two-week plan whose posts went out; the first pillar's posts earned far more. */
async function approvedPlanWithResults(cookie: string) {
  const { api, id, pillars } = await sessionWithPillars(t, cookie)
  const schedule = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
  expect((await api['marketing-sessions']({ id }).approve.put({})).status).toBe(200)
  const selected = pillars.slice(0, 3)
  for (const [i, tweet] of schedule.entries()) {
    await t.db
      .update(scheduledTweets)
      .set({ status: 'posted', postedTweetId: `x-${id}-${i}`, postedAt: tweet.scheduled_time })
      .where(eq(scheduledTweets.id, tweet.id))
    const likes = tweet.pillar_id === selected[0]!.id ? 90 : 3
    await t.db.insert(metricSnapshots).values({
      networkPostId: `x-${id}-${i}`,
      scheduledTweetId: tweet.id,
      age: '24h',
      likes,
      reposts: 0,
      replies: 0,
      quotes: 0,
      bookmarks: 0,
      impressions: 1000,
      takenAt: new Date(),
    })
  }
  return { api, id, selected, schedule }
}

describe('plan the next two weeks', () => {
  it('gives the pillar that earned the most engagement the most slots, every pillar at least two (AI provider)', async () => {
    const fake = startFakeOpenAi({ model: {} })
    const ai = new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model')
    const app = await createTestApp({ seed: true, ai })
    try {
      const user = await app.signUpUser('Weighted')
      const { api, id, pillars } = await sessionWithPillars(app, user.cookie)
      const first = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!
        .scheduled_tweets
      await api['marketing-sessions']({ id }).approve.put({})
      for (const [i, tweet] of first.entries()) {
        await app.db
          .update(scheduledTweets)
          .set({ status: 'posted', postedTweetId: `w-${id}-${i}` })
          .where(eq(scheduledTweets.id, tweet.id))
        await app.db.insert(metricSnapshots).values({
          networkPostId: `w-${id}-${i}`,
          scheduledTweetId: tweet.id,
          age: '24h',
          likes: tweet.pillar_id === pillars[1]!.id ? 60 : 2,
          reposts: 0,
          replies: 0,
          quotes: 0,
          bookmarks: 0,
          impressions: null,
          takenAt: new Date(),
        })
      }
      const started = (await api['marketing-sessions']({ id }).next.post()).data!
      const nextId = started.marketing_session.id
      const chat = api.conversations({ id: started.conversation.id })
      await chat['agent-turn'].post()
      for (const answer of ['We shipped the API.', 'Three new clinics signed.', 'The API.']) {
        await chat['user-message'].post({ content: answer })
        await chat['agent-turn'].post()
      }
      const next = (await api['marketing-sessions']({ id: nextId })['narrative-pillars'].post()).data!
        .narrative_pillars
      await api['marketing-sessions']({ id: nextId })['narrative-pillars'].put({
        selected_pillar_ids: next.slice(0, 3).map((p) => p.id),
      })
      const planRequests = fake.structuredRequests().length
      const tweets = (await api['marketing-sessions']({ id: nextId })['tweet-schedule'].post({})).data!
        .scheduled_tweets
      // The model was shown every earlier post to avoid repeating them.
      const asked = JSON.stringify(fake.structuredRequests()[planRequests])
      expect(asked).toContain('Posts already published or planned')
      const perPillar = next.slice(0, 3).map((p) => tweets.filter((tw) => tw.pillar_id === p.id).length)
      // Pillar 2 of the new plan is the old plan's second pillar: it earned 30× the engagement per post.
      expect(next[1]!.title).toBe(pillars[1]!.title)
      expect(perPillar[1]).toBe(Math.max(...perPillar))
      expect(perPillar[1]).toBeGreaterThan(perPillar[0]!)
      expect(Math.min(...perPillar)).toBeGreaterThanOrEqual(2)
    } finally {
      await app.close()
      fake.stop()
    }
  })

  it('refuses a plan that is not approved yet', async () => {
    const user = await t.signUpUser('Early')
    const { api, id } = await sessionWithPillars(t, user.cookie)
    const res = await api['marketing-sessions']({ id }).next.post()
    expect(res.status).toBe(409)
    expect((res.error!.value as { message: string }).message).toBe(
      'Approve this marketing plan before planning the next two weeks',
    )
  })

  it("answers 404 for another user's plan", async () => {
    const owner = await t.signUpUser('Owner')
    const { id } = await approvedPlanWithResults(owner.cookie)
    const other = t.api((await t.signUpUser('Other')).cookie)
    expect((await other['marketing-sessions']({ id }).next.post()).status).toBe(404)
    expect((await other['marketing-sessions']({ id }).series.get()).status).toBe(404)
  })

  it('runs a check-in with the same Chad, then schedules after the old plan, weighted by engagement, with no repeats', async () => {
    const user = await t.signUpUser('Lena Okafor')
    const first = await approvedPlanWithResults(user.cookie)
    const api = first.api

    const started = (await api['marketing-sessions']({ id: first.id }).next.post()).data!
    const nextId = started.marketing_session.id
    expect(started.marketing_session.previous_session_id).toBe(first.id)
    expect(started.marketing_session.status).toBe('draft')
    // Starting again returns the same next session.
    expect((await api['marketing-sessions']({ id: first.id }).next.post()).data!.marketing_session.id).toBe(
      nextId,
    )

    const firstSession = (await api['marketing-sessions']({ id: first.id }).get()).data!
    const [interview] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, firstSession.conversation_id))
    const [checkIn] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, started.conversation.id))
    expect(checkIn!.purpose).toBe('check_in')
    expect(checkIn!.personaId1).toBe(interview!.personaId1)
    expect(checkIn!.persona1Prompt).toStartWith(interview!.persona1Prompt!)

    // The check-in: three questions, answered, then Chad ends it.
    const chat = api.conversations({ id: started.conversation.id })
    const opening = (await chat['agent-turn'].post()).data!
    expect(opening.message.content).toStartWith('Welcome back, Lena Okafor!')
    expect(opening.message.content).toContain('What has happened since your last plan went out?')
    const answers = [
      'We shipped two-way texting, so patients can reschedule by replying, and Riverside Dental signed up with all 6 of its clinics.',
      'Riverside filled 23 cancelled slots from the waitlist in their first month, and their no-shows dropped to 4 percent.',
      'I want to push two-way texting and the Riverside result.',
    ]
    let ended = false
    for (const answer of answers) {
      expect((await chat['user-message'].post({ content: answer })).status).toBe(200)
      const turn = (await chat['agent-turn'].post()).data!
      ended = turn.next_action === 'end'
    }
    expect(ended).toBe(true)

    // Pillars: the last plan's three come first.
    const pillars = (await api['marketing-sessions']({ id: nextId })['narrative-pillars'].post()).data!
      .narrative_pillars
    expect(pillars.slice(0, 3).map((p) => p.title)).toEqual(first.selected.map((p) => p.title))
    await api['marketing-sessions']({ id: nextId })['narrative-pillars'].put({
      selected_pillar_ids: pillars.slice(0, 3).map((p) => p.id),
    })
    const next = (await api['marketing-sessions']({ id: nextId })['tweet-schedule'].post({})).data!
      .scheduled_tweets
    expect(next.length).toBeGreaterThan(0)

    const lastOld = Math.max(...first.schedule.map((tw) => new Date(tw.scheduled_time).getTime()))
    for (const tweet of next) expect(new Date(tweet.scheduled_time).getTime()).toBeGreaterThan(lastOld)
    for (const tweet of next) {
      for (const old of first.schedule) expect(isNearDuplicate(tweet.content, old.content)).toBe(false)
    }
    const perPillar = pillars.slice(0, 3).map((p) => next.filter((tw) => tw.pillar_id === p.id).length)
    expect(perPillar.reduce((a, b) => a + b, 0)).toBe(next.length)
    // The check-in's news is new material for the offline engine.
    expect(
      next.some((tw) => /Riverside|two-way texting/.test(tw.content) && !/I want to push/.test(tw.content)),
    ).toBe(true)

    const series = (await api['marketing-sessions']({ id: nextId }).series.get()).data!
    expect(series.map((s) => [s.id, s.position])).toEqual([
      [first.id, 1],
      [nextId, 2],
    ])
    const listed = (await api['marketing-sessions'].get()).data!
    expect(listed.find((s) => s.id === nextId)?.previous_session_id).toBe(first.id)
  })
})
