import { describe, expect, it } from 'bun:test'
import { asc, eq } from 'drizzle-orm'
import { sampleInterview } from '../admin/seed/content'
import { TONE_HEADING } from '../ai/prompts'
import { toneRules } from '../ai/tone'
import { appendMessages } from '../conversations/service'
import { conversations, marketingSessions, scheduledTweets } from '../db/schema'
import { toTweetDto } from '../sessions/read'
import { type ChatRequest, INVENTED_SOURCE, type Misbehaviour, structuredKind } from '../testing/fake-openai'
import { fakeOpenAiTestApp } from '../testing/fake-openai-app'
import { sessionWithPillars } from '../testing/fixtures'

/**
 * Issue #24: every generated post shows the founder's words it came from, and the founder's own
 * instructions about tone are kept with the session, followed by every post and shown to them.
 * Through the OpenAI-compatible path against the fake model, which cites a founder sentence per post.
 */
const app = fakeOpenAiTestApp()

const founderAnswers = sampleInterview.filter((l) => l.persona_number === 2).map((l) => l.content)
const sampleTranscript = sampleInterview.map((l) => ({
  speaker: l.persona_number === 1 ? ('interviewer' as const) : ('founder' as const),
  content: l.content,
}))
/** Whether an excerpt is, word for word, part of one of the founder's answers. */
const saidByFounder = (excerpt: string, answers = founderAnswers) => answers.some((a) => a.includes(excerpt))
/** The sample's tone rules: never a post's source. */
const sampleRules = toneRules(sampleTranscript).rules
/** Every source of every post is the founder's words and none is a tone rule; most posts have one. */
function expectFounderSources(posts: { sources: string[] }[]) {
  for (const source of posts.flatMap((p) => p.sources)) {
    expect(saidByFounder(source)).toBe(true)
    expect(sampleRules).not.toContain(source)
  }
  expect(posts.filter((p) => p.sources.length > 0).length).toBeGreaterThan(posts.length / 2)
}

/** Generates the schedule with the model scripted; returns the answer and the post requests made. */
async function schedule(api: ReturnType<typeof app.t.api>, id: string, script: Misbehaviour[] = []) {
  app.fake.rescript(script)
  const before = app.fake.requests.length
  const result = await api['marketing-sessions']({ id })['tweet-schedule'].post({})
  const calls = app.fake.requests.slice(before).filter((r) => structuredKind(r) === 'tweets')
  return { result, calls }
}
const userMessage = (r: ChatRequest) => r.messages.find((m) => m.role === 'user')!.content

describe('where each post came from', () => {
  it('stores the founder sentences each generated post cites and returns them with the post', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await schedule(api, id)
    expect(result.status).toBe(200)
    // The model is asked for them, in the JSON shape it must answer with.
    const system = calls[0]!.messages.find((m) => m.role === 'system')!.content
    expect(system).toContain('"sources": ["..."]')
    expect(system).toContain("copy the founder's exact sentences")

    const generated = result.data!.scheduled_tweets
    expect(generated.length).toBeGreaterThan(0)
    expectFounderSources(generated)
    // The fake quotes every other post in lowercase: what is stored is the founder's own text.
    expect(generated.some((p) => p.sources.some((s) => /^[A-Z]/.test(s)))).toBe(true)

    const rows = await app.t.db
      .select()
      .from(scheduledTweets)
      .where(eq(scheduledTweets.sessionId, id))
      .orderBy(asc(scheduledTweets.scheduledTime))
    expect(rows.map((r) => r.sources)).toEqual(generated.map((p) => p.sources))
    // The session read (JSON built by the database) returns them exactly as the mapper does.
    const read = (await api['marketing-sessions']({ id }).get()).data!
    expect(JSON.parse(JSON.stringify(read.scheduled_tweets))).toEqual(
      JSON.parse(JSON.stringify(rows.map((row) => ({ ...toTweetDto(row), networks: [], images: [] })))),
    )
  })

  it("stores the model's LinkedIn version of a post, the founder's own facts, and the session read returns it", async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await schedule(api, id)
    expect(calls[0]!.messages.find((m) => m.role === 'system')!.content).toContain('"linkedin": ""')
    const generated = result.data!.scheduled_tweets
    const versions = generated.filter((p) => p.linkedin_variant)
    // The fake writes one for every third slot: the post, then another sentence of the founder's.
    expect(versions.length).toBeGreaterThan(0)
    for (const p of versions) {
      expect(p.linkedin_variant!.startsWith(`${p.content}\n\n`)).toBe(true)
      expect(saidByFounder(p.linkedin_variant!.slice(p.content.length + 2))).toBe(true)
    }
    expect(generated.filter((p) => !p.linkedin_variant).length).toBeGreaterThan(0)
    const read = (await api['marketing-sessions']({ id }).get()).data!
    expect(read.scheduled_tweets.map((p) => p.linkedin_variant)).toEqual(
      generated.map((p) => p.linkedin_variant),
    )
    // The schedule read, one post's words changed, and sent back: the others keep their versions.
    const changed = versions[0]!
    const sent = await api['marketing-sessions']({ id })['tweet-schedule'].put({
      scheduled_tweets: read.scheduled_tweets.map((p) => ({
        content: p.id === changed.id ? `${p.content} Changed.` : p.content,
        thread_parts: p.thread_parts,
        scheduled_time: new Date(p.scheduled_time).toISOString(),
        pillar_id: p.pillar_id,
        sources: p.sources,
      })),
    })
    expect(sent.status).toBe(200)
    const after = sent.data!.scheduled_tweets
    expect(after.filter((p) => p.linkedin_variant).length).toBe(versions.length - 1)
    expect(after.find((p) => p.content === `${changed.content} Changed.`)!.linkedin_variant).toBeNull()
  })

  it('drops a source the founder never said and keeps the real ones', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await schedule(api, id, ['invented-sources'])
    expect(result.status).toBe(200)
    expect(calls[0]!.messages.length).toBe(2) // nothing was sent back for it: it is simply dropped
    const posts = result.data!.scheduled_tweets
    expect(posts.flatMap((p) => p.sources)).not.toContain(INVENTED_SOURCE)
    expectFounderSources(posts)
  })

  it('keeps the sources when a post is edited, re-statused or the schedule is sent back', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const [first, second, third] = (await schedule(api, id)).result.data!.scheduled_tweets
    const session = api['marketing-sessions']({ id })
    await session.tweets({ tweetId: first!.id }).patch({ updates: { content: 'Rewritten by hand.' } })
    await session.tweets({ tweetId: first!.id }).status.put({ status: 'scheduled' })
    const edited = (await session.get()).data!.scheduled_tweets.find((p) => p.id === first!.id)!
    expect(edited.content).toBe('Rewritten by hand.')
    expect(edited.sources).toEqual(first!.sources)

    // A schedule read and sent back keeps its sources; a made-up one is dropped, none stays none.
    const replaced = await session['tweet-schedule'].put({
      scheduled_tweets: [
        { ...pick(first!), sources: first!.sources },
        { ...pick(second!), sources: [...second!.sources, INVENTED_SOURCE] },
        pick(third!),
      ],
    })
    expect(replaced.status).toBe(200)
    const byContent = new Map(replaced.data!.scheduled_tweets.map((p) => [p.content, p.sources]))
    expect(byContent.get(first!.content)).toEqual(first!.sources)
    expect(byContent.get(second!.content)).toEqual(second!.sources)
    expect(byContent.get(third!.content)).toEqual([])
  })

  const pick = (p: { content: string; scheduled_time: Date; pillar_id: string | null }) => ({
    content: p.content,
    scheduled_time: new Date(p.scheduled_time).toISOString(),
    pillar_id: p.pillar_id,
  })
})

describe("the founder's tone rules", () => {
  it('are read from the interview when the pillars are made, stored, and returned with the session', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const expected = toneRules(sampleTranscript)
    // The sample interview ends on "Anything you never want your posts to sound like?".
    expect(expected.rules).toEqual(
      expect.arrayContaining([
        'Like a software ad.',
        'No “revolutionise your practice”.',
        'Just real stories from real front desks.',
      ]),
    )
    const [row] = await app.t.db.select().from(marketingSessions).where(eq(marketingSessions.id, id))
    expect(row!.toneRules).toEqual(expected)
    expect((await api['marketing-sessions']({ id }).get()).data!.tone_rules).toEqual(expected.rules)
  })

  it('are none for a session whose pillars are not made yet', async () => {
    const user = await app.t.signUpUser()
    const created = (await app.t.api(user.cookie)['marketing-sessions'].post({})).data!
    expect(created.marketing_session.tone_rules).toEqual([])
  })

  it('go to the model as constraints, and no post cites them as its source', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { calls } = await schedule(api, id)
    const asked = userMessage(calls[0]!)
    expect(asked).toContain(`${TONE_HEADING}:`)
    expect(asked).toContain('never quote them in a post')
    for (const rule of sampleRules) expect(asked).toContain(`- ${rule}`)
    // The fake cites the founder's sentences in turn, some of the rules among them: none is kept.
    expectFounderSources((await api['marketing-sessions']({ id }).get()).data!.scheduled_tweets)
  })

  it('are applied to what the model writes: hashtags the founder ruled out never reach a post', async () => {
    const user = await app.t.signUpUser()
    const api = app.t.api(user.cookie)
    const created = (await api['marketing-sessions'].post({})).data!
    const id = created.marketing_session.id
    const interview = [
      'What are you building?',
      'We make a prep list app for restaurant kitchens. Forty kitchens in Leeds use it every morning.',
      'How do you want your posts to sound?',
      'Dry and plain, like I talk. No hashtags, ever.',
    ]
    await appendMessages(
      app.t.db,
      created.conversation.id,
      interview.map((content, i) => ({ persona: i % 2 ? (2 as const) : (1 as const), content })),
      new Date(),
    )
    await app.t.db
      .update(conversations)
      .set({ endedAt: new Date() })
      .where(eq(conversations.id, created.conversation.id))
    app.fake.rescript([])
    const pillars = (await api['marketing-sessions']({ id })['narrative-pillars'].post()).data!
    expect((await api['marketing-sessions']({ id }).get()).data!.tone_rules).toEqual([
      'Dry and plain, like I talk.',
      'No hashtags, ever.',
    ])
    await api['marketing-sessions']({ id })['narrative-pillars'].put({
      selected_pillar_ids: pillars.narrative_pillars.slice(0, 3).map((p) => p.id),
    })
    // The model adds four hashtags to every other post: removed before review, so nothing goes back.
    const { result, calls } = await schedule(api, id, ['hashtags'])
    expect(result.status).toBe(200)
    expect(calls).toHaveLength(1)
    const posts = result.data!.scheduled_tweets
    expect(posts.length).toBe([...userMessage(calls[0]!).matchAll(/^slot \d+:/gm)].length)
    for (const post of posts) {
      expect(post.content).not.toContain('#')
      for (const source of post.sources) expect(saidByFounder(source, [interview[1]!])).toBe(true)
    }
  })
})
