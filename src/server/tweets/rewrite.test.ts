import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { sampleInterview } from '../admin/seed/content'
import { OpenAiProvider } from '../ai/openai-provider'
import { scheduledTweets } from '../db/schema'
import { type ChatRequest, startFakeOpenAi } from '../testing/fake-openai'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

/** A user's session with a generated (offline) schedule. */
async function plannedSession(t: Awaited<ReturnType<typeof createTestApp>>) {
  const user = await t.signUpUser('Rewriter')
  const { api, id } = await sessionWithPillars(t, user.cookie)
  const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
  return { api, id, tweets, user }
}

const founderSaid = sampleInterview
  .filter((m) => m.persona_number === 2)
  .map((m) => m.content)
  .join(' ')
const norm = (s: string) => s.replace(/[’]/g, "'").replace(/\s+/g, ' ').toLowerCase()

describe('rewrite on the offline engine', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ seed: true, aiCallsPerMinute: 8 })
  })
  afterAll(() => t.close())

  it('returns three alternatives per preset: ≤ 280, from the founder’s own material, unlike the plan’s other posts', async () => {
    const { api, id, tweets } = await plannedSession(t)
    const tweet = tweets[0]!
    const others = tweets.slice(1).map((x) => x.content)
    for (const preset of ['shorter', 'punchier', 'more_personal', 'add_number', 'question'] as const) {
      const res = await api['marketing-sessions']({ id })
        .tweets({ tweetId: tweet.id })
        .rewrite.post({ preset })
      expect(res.status).toBe(200)
      const { alternatives } = res.data!
      expect(alternatives).toHaveLength(3)
      expect(new Set(alternatives).size).toBe(3)
      for (const alt of alternatives) {
        expect(alt.length).toBeLessThanOrEqual(280)
        expect(alt).not.toBe(tweet.content)
        for (const other of others) expect(isNearDuplicate(alt, other)).toBe(false)
        // Grounded: every word comes from the post or the founder's answers, besides the engine's few
        // reader questions and its count of points.
        const own = norm(alt).replace(
          /sound familiar\?|what would you have done\?|has this happened to you\?|would you have done the same\?|how do you handle this\?|\d things i've learned:/g,
          ' ',
        )
        const source = norm(`${tweet.content} ${founderSaid}`)
        for (const w of own.split(/[^a-z0-9'’-]+/).filter(Boolean)) expect(source).toContain(w)
      }
      if (preset === 'shorter')
        for (const alt of alternatives) expect(alt.length).toBeLessThan(tweet.content.length)
      if (preset === 'add_number')
        for (const alt of alternatives)
          expect(alt).toMatch(/\d|percent|four|six|seven|twelve|forty|fourteen|five|three|one|two/i)
      if (preset === 'question') for (const alt of alternatives) expect(alt).toContain('?')
    }
  })

  it('is deterministic and follows a free instruction', async () => {
    const { api, id, tweets } = await plannedSession(t)
    const rewrite = (body: { instruction?: string }) =>
      api['marketing-sessions']({ id }).tweets({ tweetId: tweets[1]!.id }).rewrite.post(body)
    const a = (await rewrite({ instruction: 'mention the waitlist' })).data!.alternatives
    const b = (await rewrite({ instruction: 'mention the waitlist' })).data!.alternatives
    expect(a).toEqual(b)

    expect(a.some((x) => /waitlist/i.test(x))).toBe(true)
  })

  it('validates the body, hides other users’ posts and refuses posted ones', async () => {
    const { api, id, tweets } = await plannedSession(t)
    const post = (tweetId: string, body: object) =>
      api['marketing-sessions']({ id })
        .tweets({ tweetId })
        .rewrite.post(body as never)
    expect((await post(tweets[0]!.id, { preset: 'longer' })).status).toBe(422)
    expect((await post(tweets[0]!.id, { instruction: 'x'.repeat(501) })).status).toBe(422)
    expect((await post(tweets[0]!.id, { part: 3 })).status).toBe(422)
    const stranger = t.api((await t.signUpUser('Stranger')).cookie)
    expect(
      (await stranger['marketing-sessions']({ id }).tweets({ tweetId: tweets[0]!.id }).rewrite.post({}))
        .status,
    ).toBe(404)
    await t.db.update(scheduledTweets).set({ status: 'posted' }).where(eq(scheduledTweets.id, tweets[2]!.id))
    expect((await post(tweets[2]!.id, {})).status).toBe(409)
  })

  it('counts against the per-user AI limit with a clear message', async () => {
    const { api, id, tweets } = await plannedSession(t) // pillars and schedule used 2 of 8
    const rewrite = () =>
      api['marketing-sessions']({ id }).tweets({ tweetId: tweets[0]!.id }).rewrite.post({})
    for (let i = 0; i < 6; i++) expect((await rewrite()).status).toBe(200)
    const limited = await rewrite()
    expect(limited.status).toBe(429)
    expect(JSON.stringify(limited.error?.value)).toContain('Too many AI requests: the limit is 8 a minute')
  })

  it('rewrites one part of a thread, unlike its other parts', async () => {
    const { api, id, tweets } = await plannedSession(t)
    const parts = [
      tweets[0]!.content,
      'We onboard a clinic in one afternoon.',
      'Practice managers get their mornings back.',
    ]
    await api['marketing-sessions']({ id })
      .tweets({ tweetId: tweets[0]!.id })
      .patch({ updates: { thread_parts: parts } })
    const res = await api['marketing-sessions']({ id })
      .tweets({ tweetId: tweets[0]!.id })
      .rewrite.post({ part: 1, preset: 'punchier' })
    expect(res.data!.alternatives).toHaveLength(3)
    for (const alt of res.data!.alternatives)
      for (const p of [parts[0]!, parts[2]!]) expect(isNearDuplicate(alt, p)).toBe(false)
  })
})

describe('rewrite on an OpenAI-compatible server', () => {
  const answers: (string[] | { status: number; message: string })[] = []
  const fake = startFakeOpenAi({
    reply: (r: ChatRequest) => {
      const schema = r.response_format?.json_schema?.name
      if (schema === 'pillars')
        return JSON.stringify({
          pillars: ['Reminders that get replies', 'The sticky-note waitlist', 'Built for small clinics'].map(
            (title) => ({ title, description: `About ${title.toLowerCase()}.` }),
          ),
        })
      const next = answers.shift() ?? []
      return Array.isArray(next) ? JSON.stringify({ alternatives: next }) : next
    },
  })
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model'),
    })
  })
  afterAll(async () => {
    await t.close()
    fake.stop()
  })

  const other = 'Across our first forty clinics, no-shows went from fourteen percent to five percent.'
  async function twoPostPlan() {
    const user = await t.signUpUser('OpenAI rewriter')
    const { api, id, pillars } = await sessionWithPillars(t, user.cookie)
    const saved = await api['marketing-sessions']({ id })['tweet-schedule'].put({
      scheduled_tweets: [
        {
          content: 'Reminders patients actually reply to.',
          scheduled_time: new Date(Date.now() + 86_400_000).toISOString(),
          pillar_id: pillars[0]!.id,
        },
        {
          content: other,
          scheduled_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          pillar_id: pillars[1]!.id,
        },
      ],
    })
    const tweet = saved.data!.scheduled_tweets.find((x) => x.content.startsWith('Reminders'))!
    return {
      rewrite: (body: object) =>
        api['marketing-sessions']({ id })
          .tweets({ tweetId: tweet.id })
          .rewrite.post(body as never),
    }
  }

  it('asks for structured output grounded in the interview, pillar and plan, and repairs what breaks a rule once', async () => {
    const { rewrite } = await twoPostPlan()
    answers.push(
      ['x'.repeat(300), `${other}`, 'My texts now sound like the receptionist, and patients reply.'],
      [
        'I wrote reminders like a bank alert. Nobody answered.',
        'Patients reply Y when the text sounds like a person.',
      ],
    )
    const before = fake.requests.length
    const res = await rewrite({ preset: 'more_personal', instruction: 'mention the receptionist' })
    expect(res.status).toBe(200)
    expect(res.data!.alternatives).toEqual([
      'My texts now sound like the receptionist, and patients reply.',
      'I wrote reminders like a bank alert. Nobody answered.',
      'Patients reply Y when the text sounds like a person.',
    ])
    const [ask, repair] = fake.requests.slice(before)
    expect(ask!.response_format?.json_schema?.name).toBe('alternatives')
    const prompt = ask!.messages.at(-1)!.content
    expect(prompt).toContain("Founder: I'm building Plotline")
    expect(prompt).toContain('Pillar: Reminders that get replies')
    expect(prompt).toContain(`- ${other}`)
    expect(prompt).toContain('mention the receptionist')
    expect(prompt).toContain('first person')
    const fix = repair!.messages.at(-1)!.content
    expect(fix).toContain('Alternative 1 is 300 characters; the limit is 280')
    expect(fix).toContain('Alternative 2 is too close to another post in the plan')
  })

  it('answers 502 when the repaired answer is still not three usable alternatives, and on provider errors', async () => {
    const { rewrite } = await twoPostPlan()
    answers.push(['Same words here.'], ['Same words here.'])
    const res = await rewrite({})
    expect(res.status).toBe(502)
    expect(JSON.stringify(res.error?.value)).toContain('Could not write three different alternatives')
    answers.push({ status: 500, message: 'sk-secret overloaded' })
    const failed = await rewrite({})
    expect(failed.status).toBe(502)
    expect(JSON.stringify(failed.error?.value)).toContain('The AI provider failed (HTTP 500)')
    expect(JSON.stringify(failed.error?.value)).not.toContain('sk-secret')
  })
})
