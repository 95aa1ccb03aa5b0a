import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { scheduledTweets } from '../db/schema'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

/** A user's session with a generated schedule. */
async function plannedSession() {
  const user = await t.signUpUser('Planner')
  const { api, id } = await sessionWithPillars(t, user.cookie, 'Europe/London')
  const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
  return { api, id, tweets, user }
}

describe('tweet API', () => {
  it('cycles a tweet status and refuses unknown statuses', async () => {
    const { api, id, tweets } = await plannedSession()
    const tweetId = tweets[0]!.id
    for (const status of ['scheduled', 'cancelled', 'draft'] as const) {
      const res = await api['marketing-sessions']({ id }).tweets({ tweetId }).status.put({ status })
      expect(res.data!.scheduled_tweet.status).toBe(status)
    }
    expect(
      (
        await api['marketing-sessions']({ id })
          .tweets({ tweetId })
          .status.put({ status: 'posted' as 'draft' })
      ).status,
    ).toBe(422)
  })

  it('updates only the fields given', async () => {
    const { api, id, tweets } = await plannedSession()
    // A single post (a thread's first part is held to 280 characters; see the thread tests).
    const tweet = tweets.find((x, i) => i > 0 && !x.thread_parts)!
    const content = await api['marketing-sessions']({ id })
      .tweets({ tweetId: tweet.id })
      .patch({ tweet_id: tweet.id, updates: { content: '  New words.  ' } })
    expect(content.data!.scheduled_tweet.content).toBe('New words.')
    expect(new Date(content.data!.scheduled_tweet.scheduled_time).getTime()).toBe(
      new Date(tweet.scheduled_time).getTime(),
    )
    const when = '2026-12-01T10:30:00.000Z'
    const moved = await api['marketing-sessions']({ id })
      .tweets({ tweetId: tweet.id })
      .patch({ updates: { scheduled_time: when } })
    expect(new Date(moved.data!.scheduled_tweet.scheduled_time).toISOString()).toBe(when)
    expect(moved.data!.scheduled_tweet.content).toBe('New words.')
    // Longer than 280 is kept (the card flags it).
    const long = 'x'.repeat(300)
    expect(
      (
        await api['marketing-sessions']({ id })
          .tweets({ tweetId: tweet.id })
          .patch({ updates: { content: long } })
      ).data!.scheduled_tweet.content,
    ).toBe(long)
    expect(
      (
        await api['marketing-sessions']({ id })
          .tweets({ tweetId: tweet.id })
          .patch({ updates: { content: '   ' } })
      ).status,
    ).toBe(422)
    expect(
      (
        await api['marketing-sessions']({ id })
          .tweets({ tweetId: tweet.id })
          .patch({ updates: { scheduled_time: 'tomorrow' } })
      ).status,
    ).toBe(422)
  })

  it("gives the plan's LinkedIn version back with the words it was written for (Undo of a rewrite)", async () => {
    const { api, id, tweets } = await plannedSession()
    // The plan's LinkedIn version of a single post (the engine writes them where the founder said more).
    const version = `${tweets[0]!.content}\n\nA line more for LinkedIn, from the same interview.`
    await t.db
      .update(scheduledTweets)
      .set({ linkedinVariant: version })
      .where(eq(scheduledTweets.id, tweets[0]!.id))
    const tweet = { ...tweets[0]!, linkedin_variant: version }
    const route = api['marketing-sessions']({ id }).tweets({ tweetId: tweet.id })
    // New words: LinkedIn gets them, not the version written for the old ones.
    const rewritten = await route.patch({
      updates: tweet.thread_parts
        ? { thread_parts: ['Other words.', ...tweet.thread_parts.slice(1)] }
        : { content: 'Other words.' },
    })
    expect(rewritten.data!.scheduled_tweet.linkedin_variant).toBeNull()
    // Undo: the old words and their version come back together.
    const undone = await route.patch({
      updates: {
        ...(tweet.thread_parts ? { thread_parts: tweet.thread_parts } : { content: tweet.content }),
        linkedin_variant: tweet.linkedin_variant,
      },
    })
    expect(undone.data!.scheduled_tweet.content).toBe(tweet.content)
    expect(undone.data!.scheduled_tweet.linkedin_variant).toBe(tweet.linkedin_variant)
    // A version LinkedIn would refuse is refused here, and nothing changes.
    const refused = await route.patch({ updates: { linkedin_variant: 'x'.repeat(3001) } })
    expect(refused.status).toBe(422)
    expect((await route.patch({ updates: {} })).data!.scheduled_tweet.linkedin_variant).toBe(
      tweet.linkedin_variant,
    )
  })

  it('deletes a tweet', async () => {
    const { api, id, tweets } = await plannedSession()
    expect((await api['marketing-sessions']({ id }).tweets({ tweetId: tweets[0]!.id }).delete()).status).toBe(
      200,
    )
    const after = (await api['marketing-sessions']({ id }).get()).data!
    expect(after.scheduled_tweets.map((x) => x.id)).not.toContain(tweets[0]!.id)
    expect((await api['marketing-sessions']({ id }).tweets({ tweetId: tweets[0]!.id }).delete()).status).toBe(
      404,
    )
  })

  it('refuses to edit, move, re-status or delete a posted tweet with 409', async () => {
    const { api, id, tweets } = await plannedSession()
    const tweetId = tweets[2]!.id
    await t.db
      .update(scheduledTweets)
      .set({ status: 'posted', postedUrl: 'https://x.com/a/status/1' })
      .where(eq(scheduledTweets.id, tweetId))
    const tweet = api['marketing-sessions']({ id }).tweets({ tweetId })
    expect((await tweet.patch({ updates: { content: 'changed' } })).status).toBe(409)
    expect((await tweet.patch({ updates: { scheduled_time: new Date().toISOString() } })).status).toBe(409)
    expect((await tweet.status.put({ status: 'draft' })).status).toBe(409)
    const del = await tweet.delete()
    expect(del.status).toBe(409)
    expect((del.error!.value as { message: string }).message).toBe('This tweet has already been posted')
  })

  it('approves: every non-cancelled tweet becomes scheduled and the session too', async () => {
    const { api, id, tweets } = await plannedSession()
    await api['marketing-sessions']({ id })
      .tweets({ tweetId: tweets[0]!.id })
      .status.put({ status: 'cancelled' })
    const approved = await api['marketing-sessions']({ id }).approve.put({})
    expect(approved.data!.marketing_session.status).toBe('scheduled')
    const after = (await api['marketing-sessions']({ id }).get()).data!
    expect(after.status).toBe('scheduled')
    expect(after.scheduled_tweets.find((x) => x.id === tweets[0]!.id)!.status).toBe('cancelled')
    expect(
      after.scheduled_tweets.filter((x) => x.id !== tweets[0]!.id).every((x) => x.status === 'scheduled'),
    ).toBe(true)
  })

  it("answers 404 for another user's tweets", async () => {
    const { id, tweets } = await plannedSession()
    const other = t.api((await t.signUpUser('Other')).cookie)
    const tweet = other['marketing-sessions']({ id }).tweets({ tweetId: tweets[0]!.id })
    expect((await tweet.status.put({ status: 'draft' })).status).toBe(404)
    expect((await tweet.patch({ updates: { content: 'x' } })).status).toBe(404)
    expect((await tweet.delete()).status).toBe(404)
    expect((await other['marketing-sessions']({ id }).export.get({ query: { format: 'csv' } })).status).toBe(
      404,
    )
    // A tweet of another session, through my own session, is also 404.
    const mine = await plannedSession()
    expect(
      (await mine.api['marketing-sessions']({ id: mine.id }).tweets({ tweetId: tweets[0]!.id }).delete())
        .status,
    ).toBe(404)
  })

  it('exports the plan as iCalendar and CSV', async () => {
    const { user, id, tweets } = await plannedSession()
    const ics = await t.request(`/api/marketing-sessions/${id}/export?format=ics`, {
      headers: { cookie: user.cookie },
    })
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(ics.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chad-plan-[0-9a-f]{8}\.ics"$/,
    )
    expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(tweets.length)
    const csv = await t.request(`/api/marketing-sessions/${id}/export?format=csv`, {
      headers: { cookie: user.cookie },
    })
    expect((await csv.text()).trimEnd().split('\r\n').length).toBeGreaterThanOrEqual(tweets.length + 1)
  })
})
