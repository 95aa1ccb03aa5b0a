import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { OfflineProvider } from '../ai/offline/offline-provider'
import { OpenAiProvider } from '../ai/openai-provider'
import type { PillarDraft, TweetDraft, TweetRequest } from '../ai/provider'
import { type ChatRequest, type Misbehaviour, startFakeOpenAi } from '../testing/fake-openai'
import { fakeOpenAiTestApp } from '../testing/fake-openai-app'
import { endedSession, sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'

/**
 * The OpenAI-compatible path against a fake model that misbehaves as scripted: every misbehaviour is
 * repaired through the real SDK, or answered with a clear error, and nothing stored breaks the rules.
 */
const app = fakeOpenAiTestApp()

const lastUserMessage = (r: ChatRequest) => r.messages.findLast((m) => m.role === 'user')!.content
const slotsAsked = (r: ChatRequest) => [...lastUserMessage(r).matchAll(/^slot (\d+): pillar (\d+)/gm)].length

/** Runs `act` with the model scripted; returns the structured requests it made. */
async function scripted<T>(script: Misbehaviour[], act: () => Promise<T>) {
  app.fake.rescript(script)
  const before = app.fake.structuredRequests().length
  const result = await act()
  return { result, calls: app.fake.structuredRequests().slice(before) }
}

/** What a user would notice in a stored plan: every rule the product promises. */
function expectPlanKeepsTheRules(
  tweets: { content: string; pillar_id: string | null; scheduled_time: Date | string }[],
  pillars: { id: string; title: string }[],
) {
  const titleOf = new Map(pillars.map((p) => [p.id, p.title]))
  for (const tweet of tweets) {
    expect(tweet.content.length).toBeLessThanOrEqual(280)
    expect(tweet.content).not.toContain('#')
    // The scripted model names the pillar it wrote for in the post: it must be the slot's pillar.
    expect(tweet.content).toContain(titleOf.get(tweet.pillar_id!)!)
  }
  for (const [i, a] of tweets.entries())
    for (const b of tweets.slice(i + 1)) expect(isNearDuplicate(a.content, b.content)).toBe(false)
  const times = tweets.map((tw) => new Date(tw.scheduled_time).getTime())
  expect(new Set(times).size).toBe(times.length)
}

describe('posts from a misbehaving model', () => {
  it.each([
    ['posts over 280 characters', 'too-long', 'too long: '],
    ['too few posts', 'too-few', 'Missing (no usable post yet):'],
    ['near-duplicate posts', 'duplicates', 'near-duplicate of the post for slot'],
    ['posts on the wrong pillar', 'wrong-pillar', 'but this slot is for pillar'],
    ['hashtag spam', 'hashtags', 'too many hashtags or emoji'],
  ] as const)(
    'repairs %s by sending them back once, and fills every slot',
    async (_, misbehaviour, reason) => {
      const user = await app.t.signUpUser()
      const { api, id, pillars } = await sessionWithPillars(app.t, user.cookie)
      const { result, calls } = await scripted([misbehaviour], () =>
        api['marketing-sessions']({ id })['tweet-schedule'].post({}),
      )
      expect(result.status).toBe(200)
      expect(calls).toHaveLength(2)
      expect(lastUserMessage(calls[1]!)).toContain(reason)
      const tweets = result.data!.scheduled_tweets
      expect(tweets).toHaveLength(slotsAsked(calls[0]!))
      expectPlanKeepsTheRules(tweets, pillars)
    },
  )

  it.each([
    ['JSON cut off mid-way (keeps the complete posts, asks for the rest)', 'broken-json', 2],
    ['prose instead of JSON', 'prose', 2],
    ['an empty answer', 'empty', 2],
    ['JSON in a code fence with a sentence around it', 'fenced', 1],
  ] as const)('reads or retries %s once', async (_, misbehaviour, expectedCalls) => {
    const user = await app.t.signUpUser()
    const { api, id, pillars } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await scripted([misbehaviour], () =>
      api['marketing-sessions']({ id })['tweet-schedule'].post({}),
    )
    expect(result.status).toBe(200)
    expect(calls).toHaveLength(expectedCalls)
    expect(result.data!.scheduled_tweets).toHaveLength(slotsAsked(calls[0]!))
    expectPlanKeepsTheRules(result.data!.scheduled_tweets, pillars)
  })

  it('drops what is still too long after the one repair, and stores the rest', async () => {
    const user = await app.t.signUpUser()
    const { api, id, pillars } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await scripted(['too-long', 'too-long'], () =>
      api['marketing-sessions']({ id })['tweet-schedule'].post({}),
    )
    expect(calls).toHaveLength(2)
    const asked = slotsAsked(calls[0]!)
    const stillTooLong = Math.ceil(slotsAsked(calls[1]!) / 3)
    expect(stillTooLong).toBeGreaterThan(0)
    expect(result.data!.scheduled_tweets).toHaveLength(asked - stillTooLong)
    expectPlanKeepsTheRules(result.data!.scheduled_tweets, pillars)
  })

  it('answers a clear error and stores nothing when the answer is not JSON twice', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { result, calls } = await scripted(['prose', 'prose'], () =>
      api['marketing-sessions']({ id })['tweet-schedule'].post({}),
    )
    expect(calls).toHaveLength(2)
    expect(result.status).toBe(502)
    expect((result.error!.value as { message: string }).message).toBe(
      "The AI model's answer could not be read, even when asked twice (it was not valid JSON). Please try again.",
    )
    expect((await api['marketing-sessions']({ id }).get()).data!.scheduled_tweets).toEqual([])
  })

  it('asks in the founder’s terms: formats, vocabulary, no hashtags for a founder who uses none', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await sessionWithPillars(app.t, user.cookie)
    const { calls } = await scripted([], () => api['marketing-sessions']({ id })['tweet-schedule'].post({}))
    const system = calls[0]!.messages[0]!.content
    expect(system).toContain('a story, how it works, a contrarian take, a result')
    expect(system).toContain("founder's own vocabulary")
    expect(system).toContain('No hashtags and no emoji')
    expect(lastUserMessage(calls[0]!)).toMatch(/^The founder's own words, most used first: \S+/m)
    expect(calls[0]!.response_format?.type).toBe('json_schema')
  })
})

describe('pillars from a misbehaving model', () => {
  it.each([
    ['too few pillars', ['too-few'], 2],
    ['the same pillar twice', ['duplicates'], 2],
    ['titles longer than 8 words', ['too-long'], 2],
    ['JSON cut off mid-way', ['broken-json'], 2],
    ['prose instead of JSON', ['prose'], 2],
    ['JSON in a code fence', ['fenced'], 1],
  ] as const)('repairs %s', async (_, script, expectedCalls) => {
    const user = await app.t.signUpUser()
    const { api, id } = await endedSession(app.t, user.cookie)
    const { result, calls } = await scripted([...script], () =>
      api['marketing-sessions']({ id })['narrative-pillars'].post(),
    )
    expect(result.status).toBe(200)
    expect(calls).toHaveLength(expectedCalls)
    const pillars = result.data!.narrative_pillars
    expect(pillars.length).toBeGreaterThanOrEqual(3)
    expect(pillars.length).toBeLessThanOrEqual(7)
    expect(new Set(pillars.map((p) => p.title.toLowerCase())).size).toBe(pillars.length)
    for (const p of pillars) {
      expect(p.title.split(' ').length).toBeLessThanOrEqual(8)
      expect(p.description?.length).toBeGreaterThan(0)
    }
  })

  it('answers a clear error and stores nothing when too few pillars come back twice', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await endedSession(app.t, user.cookie)
    const { result, calls } = await scripted(['too-few', 'too-few'], () =>
      api['marketing-sessions']({ id })['narrative-pillars'].post(),
    )
    expect(calls).toHaveLength(2)
    expect(lastUserMessage(calls[1]!)).toContain('2 of them are usable; we need 3 to 7')
    expect(result.status).toBe(502)
    expect((result.error!.value as { message: string }).message).toBe(
      'The AI provider returned fewer than 3 usable narrative pillars. Please try again.',
    )
    expect((await api['marketing-sessions']({ id }).get()).data!.narrative_pillars).toEqual([])
  })

  it('keeps the usable first set when the repair itself fails', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await endedSession(app.t, user.cookie)
    const { result, calls } = await scripted(['too-long', 'server-error'], () =>
      api['marketing-sessions']({ id })['narrative-pillars'].post(),
    )
    expect(calls).toHaveLength(2)
    expect(result.status).toBe(200)
    expect(result.data!.narrative_pillars.map((p) => p.title)).toEqual([
      'Proof from forty clinics',
      'Bootstrapped on purpose',
      'Hiring for patience',
    ])
  })

  it('answers the provider’s error when the repair fails and the first set is not usable', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await endedSession(app.t, user.cookie)
    const { result } = await scripted(['too-few', 'server-error'], () =>
      api['marketing-sessions']({ id })['narrative-pillars'].post(),
    )
    expect(result.status).toBe(502)
    expect((result.error!.value as { message: string }).message).toBe(
      'The AI provider failed (HTTP 500). Please try again.',
    )
  })

  it('asks for a theme, why it matters and the founder’s evidence', async () => {
    const user = await app.t.signUpUser()
    const { api, id } = await endedSession(app.t, user.cookie)
    const { calls } = await scripted([], () => api['marketing-sessions']({ id })['narrative-pillars'].post())
    const system = calls[0]!.messages[0]!.content
    expect(system).toContain(
      "a theme, why it matters to the founder's audience, and the founder's own evidence",
    )
  })
})

describe('a server without json_schema support', () => {
  it.each([
    ['JSON mode only (older Ollama, llama.cpp)', ['json_object'] as const, 'json_object'],
    ['no response format at all', [] as const, undefined],
  ])('falls back to %s, parses with the schema, and remembers it', async (_, formats, used) => {
    const local = startFakeOpenAi({ model: { responseFormats: [...formats] } })
    const app = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: local.baseUrl, maxRetries: 0 }, 'llama'),
    })
    const user = await app.signUpUser()
    const { api, id, pillars } = await sessionWithPillars(app, user.cookie)
    expect(pillars.length).toBeGreaterThanOrEqual(3)
    const schedule = await api['marketing-sessions']({ id })['tweet-schedule'].post({})
    expect(schedule.status).toBe(200)
    expect(schedule.data!.scheduled_tweets.length).toBeGreaterThan(0)
    const formatsSent = local.structuredRequests().map((r) => r.response_format?.type)
    // The first request learns what the server takes; later ones go straight to it.
    expect(formatsSent).toEqual([
      'json_schema',
      ...(used === 'json_object' ? [] : ['json_object']),
      used,
      used,
    ])
    await app.close()
    local.stop()
  })
})

describe('validation before storing, whatever the engine', () => {
  /** An engine that hands its drafts over unrepaired (as any engine might). */
  class CarelessEngine extends OfflineProvider {
    pillars: unknown[] = ['Clinics', 'Patients', 'Pricing'].map((title) => ({
      title,
      description: `What we learned about ${title.toLowerCase()}.`,
    }))
    tweets: (slots: TweetRequest['slots']) => unknown[] = () => []
    override async generatePillars() {
      return this.pillars as PillarDraft[]
    }
    override async generateTweets(request: TweetRequest) {
      return this.tweets(request.slots) as TweetDraft[]
    }
  }
  const engine = new CarelessEngine()
  let app: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    app = await createTestApp({ seed: true, ai: engine })
  })
  afterAll(() => app.close())

  const distinct = (slot: number) =>
    `Post for slot ${slot}: ${['clinics', 'patients', 'evenings', 'reminders', 'trust', 'pricing', 'hiring', 'churn'][slot % 8]} ${slot * 37} matter ${slot % 5} times.`

  it('stores neither pillars without a description, duplicates, nor titles cut short', async () => {
    const user = await app.signUpUser()
    const { api, id } = await endedSession(app, user.cookie)
    engine.pillars = [
      { title: 'Dentists hate phone tag', description: 'Callbacks eat the front desk’s day.' },
      { title: 'Dentists hate phone tag', description: 'The same theme again.' },
      { title: 'Proof from forty clinics', description: '' },
      { title: `A title that goes on ${'and on '.repeat(10)}`, description: 'Too long to be a title.' },
      { title: 'Bootstrapped on purpose', description: 'Paying customers from day one.' },
      { title: 'Hiring\u0000 for patience', description: 'Support that listens.' },
    ]
    const { narrative_pillars } = (await api['marketing-sessions']({ id })['narrative-pillars'].post()).data!
    expect(narrative_pillars.map((p) => p.title)).toEqual([
      'Dentists hate phone tag',
      'Bootstrapped on purpose',
      'Hiring for patience',
    ])
  })

  it('stores only posts that keep the rules, one per slot', async () => {
    const user = await app.signUpUser()
    const { api, id } = await sessionWithPillars(app, user.cookie)
    engine.tweets = (slots) => [
      { slot: slots[0]!.index, content: distinct(0) },
      { slot: slots[0]!.index, content: 'A second post for a slot already filled.' },
      { slot: slots[1]!.index, content: `${distinct(0)} Again.` }, // near-duplicate
      { slot: slots[2]!.index, content: 'x'.repeat(281) },
      { slot: slots[3]!.index, content: `${distinct(3)} #a #b #c` },
      { slot: 9999, content: 'No such slot.' },
      { slot: slots[4]!.index, content: `${distinct(4)}\u0000` },
      { slot: slots[5]!.index, content: '   ' },
    ]
    const tweets = (await api['marketing-sessions']({ id })['tweet-schedule'].post({})).data!.scheduled_tweets
    expect(tweets.map((tw) => tw.content)).toEqual([distinct(0), distinct(4)])
  })

  it('answers a clear error, naming what was wrong, when no post keeps the rules', async () => {
    const user = await app.signUpUser()
    const { api, id } = await sessionWithPillars(app, user.cookie)
    engine.tweets = (slots) => slots.map((s) => ({ slot: s.index, content: 'y'.repeat(300 + s.index) }))
    const res = await api['marketing-sessions']({ id })['tweet-schedule'].post({})
    expect(res.status).toBe(502)
    expect((res.error!.value as { message: string }).message).toMatch(
      /^Could not write any posts from this interview \(\d+ too long\)\. Try again\.$/,
    )
    expect((await api['marketing-sessions']({ id }).get()).data!.scheduled_tweets).toEqual([])
  })
})
