import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { asc, eq } from 'drizzle-orm'
import { RealtimeChatClient } from '../../shared/realtime/client'
import { scheduleWindow } from '../../shared/schedule'
import { localParts } from '../../shared/time-zone'
import { sampleInterview } from '../admin/seed/content'
import { OpenAiProvider } from '../ai/openai-provider'
import { MESSAGE_WRITES_PER_MINUTE } from '../conversations/service'
import { conversations, marketingSessions, narrativePillars, rateLimits, scheduledTweets } from '../db/schema'
import { startFakeOpenAi } from '../testing/fake-openai'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'
import { marketingSession, pillar, scheduledTweet } from './model'
import { toneRulesDto, toPillarDto, toTweetDto } from './read'

let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  base = t.listen()
})
afterAll(() => t.close())

/** A WebSocket client as a browser on our origin would open it. */
function wsClient(
  cookie: string | null,
  events: ConstructorParameters<typeof RealtimeChatClient>[1] = {},
  origin = TEST_ORIGIN,
  at = base,
) {
  return new RealtimeChatClient(
    (id) => `${at.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    events,
    (url) => new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), origin } } as never) as never,
  )
}

/** Fills an interview over the live WebSocket with the sample transcript (admin shortcut). */
async function fillWithSample(cookie: string, conversationId: string) {
  let ended!: () => void
  const done = new Promise<void>((r) => {
    ended = r
  })
  const client = wsClient(cookie, { onInstruction: (name) => name === 'end_interview' && ended() })
  await client.connect(conversationId)
  client.sendInstruction('bulk_messages', JSON.stringify(sampleInterview))
  await done
  client.close()
}

/**
 * The session read's body is written by the database as JSON text: it must be, to the character after
 * parsing, what the rows map to through the DTO mappers and JSON.stringify (as Elysia would send them),
 * with exactly the schema's fields.
 */
async function expectGetMatchesRows(cookie: string, id: string) {
  const res = await t.request(`/api/marketing-sessions/${id}`, { headers: { cookie } })
  expect(res.headers.get('content-type')).toContain('application/json')
  const body = await res.json()
  const [session] = await t.db.select().from(marketingSessions).where(eq(marketingSessions.id, id))
  const [conversation] = await t.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, session!.conversationId))
  const pillars = await t.db
    .select()
    .from(narrativePillars)
    .where(eq(narrativePillars.sessionId, id))
    .orderBy(asc(narrativePillars.position))
  const tweets = await t.db
    .select()
    .from(scheduledTweets)
    .where(eq(scheduledTweets.sessionId, id))
    .orderBy(asc(scheduledTweets.scheduledTime))
  const expected = {
    id,
    user_id: session!.userId,
    status: session!.status,
    conversation_id: session!.conversationId,
    time_zone: session!.timeZone,
    created_at: session!.createdAt,
    completed_at: session!.completedAt,
    narrative_pillars: pillars.map(toPillarDto),
    scheduled_tweets: tweets.map((row) => ({ ...toTweetDto(row), networks: [], images: [] })),
    conversation_ended: conversation!.endedAt !== null,
    previous_session_id: session!.previousSessionId,
    tone_rules: toneRulesDto(session!),
  }
  expect(body).toEqual(JSON.parse(JSON.stringify(expected)))
  expect(Object.keys(body).sort()).toEqual(Object.keys(marketingSession.properties).sort())
  expect(Object.keys(body.scheduled_tweets[0]).sort()).toEqual(Object.keys(scheduledTweet.properties).sort())
  expect(Object.keys(body.narrative_pillars[0]).sort()).toEqual(Object.keys(pillar.properties).sort())
}

describe('marketing session lifecycle', () => {
  it('goes from interview to pillars to a schedule to approval', async () => {
    const adminCookie = await t.adminCookie()
    const api = t.api(adminCookie)
    const created = (await api['marketing-sessions'].post({ time_zone: 'America/New_York' })).data!
    expect(created.marketing_session).toMatchObject({
      status: 'draft',
      time_zone: 'America/New_York',
      conversation_ended: false,
    })
    const id = created.marketing_session.id

    // Pillars before the interview ended: 409.
    const early = await api['marketing-sessions']({ id })['narrative-pillars'].post()
    expect(early.status).toBe(409)
    expect((early.error!.value as { message: string }).message).toBe('The interview has not ended yet')

    await fillWithSample(adminCookie, created.conversation.id)
    const conversation = (await api.conversations({ id: created.conversation.id }).get()).data!
    expect(conversation.ended).toBe(true)
    expect(conversation.messages.length).toBeGreaterThanOrEqual(sampleInterview.length)

    // Schedule before pillars were chosen: 409.
    expect((await api['marketing-sessions']({ id })['tweet-schedule'].post({})).status).toBe(409)

    const { narrative_pillars } = (await api['marketing-sessions']({ id })['narrative-pillars'].post()).data!
    expect(narrative_pillars.length).toBeGreaterThanOrEqual(3)
    expect(narrative_pillars.length).toBeLessThanOrEqual(7)
    for (const p of narrative_pillars) {
      expect(p.title.length).toBeGreaterThan(0)
      expect(p.description?.length).toBeGreaterThan(0)
    }

    // Selecting ids that are not the session's: 409; not exactly three: 422.
    const foreign = await api['marketing-sessions']({ id })['narrative-pillars'].put({
      selected_pillar_ids: [narrative_pillars[0]!.id, narrative_pillars[1]!.id, crypto.randomUUID()],
    })
    expect(foreign.status).toBe(409)
    const two = await api['marketing-sessions']({ id })['narrative-pillars'].put({
      selected_pillar_ids: narrative_pillars.slice(0, 2).map((p) => p.id),
    })
    expect(two.status).toBe(422)

    const chosen = narrative_pillars.slice(0, 3).map((p) => p.id)
    const selected = (
      await api['marketing-sessions']({ id })['narrative-pillars'].put({ selected_pillar_ids: chosen })
    ).data!
    expect(selected.status).toBe('pillars_selected')
    expect(
      selected.narrative_pillars
        .filter((p) => p.selected)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...chosen].sort())

    const started = performance.now()
    const { scheduled_tweets } = (
      await api['marketing-sessions']({ id })['tweet-schedule'].post({ time_zone: 'America/New_York' })
    ).data!
    expect(performance.now() - started).toBeLessThan(2000)
    expect(scheduled_tweets.length).toBeGreaterThanOrEqual(9)
    for (const tweet of scheduled_tweets) {
      expect(tweet.content.length).toBeLessThanOrEqual(280)
      expect(chosen).toContain(tweet.pillar_id!)
      expect(tweet.status).toBe('draft')
      const local = localParts(new Date(tweet.scheduled_time), 'America/New_York')
      expect(local.minute).toBe(0)
      expect([0, 6].includes(local.weekday) ? [13] : [9, 13, 17]).toContain(local.hour)
    }
    const perPillar = chosen.map((p) => scheduled_tweets.filter((x) => x.pillar_id === p).length)
    expect(Math.min(...perPillar)).toBeGreaterThan(0)
    // Spread over both weeks, at most two a day.
    const weekTwo = scheduleWindow(new Date(), 'America/New_York', 7).end
    const second = scheduled_tweets.filter((x) => new Date(x.scheduled_time) >= weekTwo).length
    expect(second).toBeGreaterThanOrEqual(scheduled_tweets.length / 3)
    expect(second).toBeLessThanOrEqual((scheduled_tweets.length * 2) / 3)
    const perDay = new Map<string, number>()
    for (const x of scheduled_tweets) {
      const d = localParts(new Date(x.scheduled_time), 'America/New_York')
      perDay.set(`${d.month}-${d.day}`, (perDay.get(`${d.month}-${d.day}`) ?? 0) + 1)
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2)

    await expectGetMatchesRows(adminCookie, id)

    const approved = (await api['marketing-sessions']({ id }).approve.put({})).data!
    expect(approved.marketing_session.status).toBe('scheduled')
    const after = (await api['marketing-sessions']({ id }).get()).data!
    expect(after.scheduled_tweets.every((x) => x.status === 'scheduled')).toBe(true)
    expect(
      (await api['marketing-sessions']({ id })['narrative-pillars'].put({ selected_pillar_ids: chosen }))
        .status,
    ).toBe(409)
  })

  it('lists own sessions, by user, and deletes with the conversation', async () => {
    const user = await t.signUpUser('Lister')
    const api = t.api(user.cookie)
    const created = (await api['marketing-sessions'].post({})).data!
    const me = (await (await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } })).json())
      .user.id
    expect((await api['marketing-sessions'].get()).data!.map((s) => s.id)).toEqual([
      created.marketing_session.id,
    ])
    expect((await api['marketing-sessions'].user({ userId: me }).get()).data!.map((s) => s.id)).toEqual([
      created.marketing_session.id,
    ])
    const admin = t.api(await t.adminCookie())
    expect((await admin['marketing-sessions'].user({ userId: me }).get()).data!).toHaveLength(1)
    expect((await admin['marketing-sessions'].get()).data!.map((s) => s.id)).toContain(
      created.marketing_session.id,
    )
    expect((await api['marketing-sessions']({ id: created.marketing_session.id }).delete()).status).toBe(200)
    expect((await api['marketing-sessions']({ id: created.marketing_session.id }).get()).status).toBe(404)
    expect((await api.conversations({ id: created.conversation.id }).get()).status).toBe(404)
  })

  it("answers 404 for another user's session and refuses visitors", async () => {
    const owner = await t.signUpUser('Owner')
    const created = (await t.api(owner.cookie)['marketing-sessions'].post({})).data!
    const id = created.marketing_session.id
    const other = t.api((await t.signUpUser('Other')).cookie)
    expect((await other['marketing-sessions']({ id }).get()).status).toBe(404)
    expect((await other['marketing-sessions']({ id }).delete()).status).toBe(404)
    expect((await other['marketing-sessions']({ id })['narrative-pillars'].post()).status).toBe(404)
    expect((await other['marketing-sessions']({ id }).approve.put({})).status).toBe(404)
    expect(
      (await other['marketing-sessions'].user({ userId: created.marketing_session.user_id }).get()).status,
    ).toBe(404)
    expect((await t.api()['marketing-sessions'].get()).status).toBe(401)
    expect((await t.api(owner.cookie)['marketing-sessions'].post({ time_zone: 'Mars/Olympus' })).status).toBe(
      422,
    )
  })

  it('fails with the SPEC message when there is no default Chad', async () => {
    const empty = await createTestApp()
    const res = await empty.api((await empty.signUpUser()).cookie)['marketing-sessions'].post({})
    expect(res.status).toBe(404)
    expect((res.error!.value as { message: string }).message).toBe(
      'No Chad persona found. Please set a default Chad persona first.',
    )
    await empty.close()
  })
})

describe('realtime chat over the WebSocket', () => {
  it('opens with Chad, streams replies token by token, and ends the interview with end_interview', async () => {
    const user = await t.signUpUser('Talker')
    const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
    const chunks: string[] = []
    const replies: string[] = []
    const acks: string[] = []
    let ended = false
    let nextReply!: () => void
    let replyDone = new Promise<void>((r) => {
      nextReply = r
    })
    const client = wsClient(user.cookie, {
      onReplyChunk: (_id, text) => chunks.push(text),
      onReplyEnd: (_id, stored) => {
        replies.push(stored?.content ?? '')
        nextReply()
      },
      onAck: (_id, stored) => acks.push(stored?.content ?? ''),
      onInstruction: (name) => {
        if (name === 'end_interview') ended = true
      },
    })
    const hello = await client.connect(created.conversation.id)
    expect(hello.ended).toBe(false)
    await replyDone
    expect(replies[0]).toStartWith("Hi Talker! I'm Chad.")
    expect(chunks.length).toBeGreaterThan(5)

    // One answer to each question the interviewer asks, follow-ups included, until it closes.
    const answers = [
      'We make Crumb, an ordering app for neighbourhood bakeries.',
      'They threw away a fifth of their bread every evening.',
      'My aunt ran a bakery and I watched her bin loaves for years.',
      'One evening in 2021 I wrote the first order form on a napkin, and she used it the next morning.',
      'Our first 20 bakeries cut their waste by a third.',
      'For my aunt it meant going home at six instead of nine.',
      'One owner told me "I finally go home with empty shelves."',
      'Most people in baking believe you should bake more, but bakeries should sell less and sell it before it goes stale.',
      'Right now we are building pre-orders by text message, and it ships to ten bakeries next month.',
      'I want fifty bakery owners to try it this month.',
      'Warm and plain, no hashtags.',
    ]
    for (const answer of answers) {
      replyDone = new Promise<void>((r) => {
        nextReply = r
      })
      client.sendText(answer)
      await replyDone
    }
    expect(acks).toEqual(answers)
    expect(ended).toBe(true)
    expect(replies.at(-1)).not.toContain('<signals')
    expect(chunks.join('')).not.toContain('<signals')
    client.close()
    const conversation = (await t.api(user.cookie).conversations({ id: created.conversation.id }).get()).data!
    expect(conversation.ended).toBe(true)
    expect(conversation.messages.filter((m) => m.persona === 2).map((m) => m.content)).toEqual(answers)
  })

  it('answers a message whose reply was lost when the connection dropped', async () => {
    const user = await t.signUpUser('Dropper')
    const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
    const api = t.api(user.cookie)
    // The opening arrives, then the user's message is stored without a reply (as after a dropped socket).
    await api.conversations({ id: created.conversation.id })['agent-turn'].post()
    await api
      .conversations({ id: created.conversation.id })
      ['user-message'].post({ content: 'We build ovens for small bakeries in Leeds.' })
    let reply!: (text: string) => void
    const got = new Promise<string>((r) => {
      reply = r
    })
    const client = wsClient(user.cookie, { onReplyEnd: (_id, stored) => reply(stored?.content ?? '') })
    await client.connect(created.conversation.id)
    expect(await got).toContain('you build ovens for small bakeries in Leeds')
    client.close()
  })

  it('closes with 3000 on an invalid message and on a handshake violation', async () => {
    const user = await t.signUpUser('Violator')
    const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
    const url = `${base.replace('http', 'ws')}/api/ws/voice-chat/${created.conversation.id}`
    for (const first of [
      '{"type":"shout","message_id":"x"}',
      JSON.stringify({ type: 'text', message_id: 'm', seq: 0, content: 'hi' }),
    ]) {
      const ws = new WebSocket(url, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } } as never)
      const closed = new Promise<{ code: number; reason: string }>((resolve) => {
        ws.onclose = (e) => resolve({ code: e.code, reason: e.reason })
      })
      ws.onopen = () => ws.send(first)
      const result = await closed
      expect(result.code).toBe(3000)
      expect(result.reason).toMatch(/^(Invalid message|Handshake violation: expected conversation_start)$/)
    }
  })

  it('keeps a message past the AI-call limit, refuses its reply with the reason, and answers again later', async () => {
    let now = new Date('2026-11-23T10:00:00Z')
    const limited = await createTestApp({ seed: true, aiCallsPerMinute: 2, now: () => now })
    const at = limited.listen()
    const user = await limited.signUpUser('Quick talker')
    const created = (await limited.api(user.cookie)['marketing-sessions'].post({})).data!
    const acks: (string | undefined)[] = []
    // The refusal can arrive before the message's acknowledgement (the limit is counted beside storing it).
    let acked = () => {}
    const ackCount = (n: number) =>
      new Promise<void>((resolve) => {
        acked = () => acks.length >= n && resolve()
        acked()
      })
    let refusal!: (text: string | undefined) => void
    const refused = new Promise<string | undefined>((r) => {
      refusal = r
    })
    const replies: string[] = []
    let settled!: () => void
    let turn = new Promise<void>((r) => {
      settled = r
    })
    const next = () => {
      turn = new Promise<void>((r) => {
        settled = r
      })
    }
    const client = wsClient(
      user.cookie,
      {
        onAck: (_id, stored) => {
          acks.push(stored?.content)
          acked()
        },
        onReplyEnd: (_id, stored) => {
          if (stored) replies.push(stored.content)
          settled()
        },
        onInstruction: (name, content) => name === 'error' && refusal(content),
      },
      TEST_ORIGIN,
      at,
    )
    await client.connect(created.conversation.id)
    await turn // the opening: the first AI call
    next()
    client.sendText('We make ovens for small bakeries.')
    await turn // the second AI call: answered
    expect(replies).toHaveLength(2)
    next()
    client.sendText('They are in Leeds and Bradford.')
    await turn
    await ackCount(2)
    // The message is kept; the reply is refused with the reason, and nothing is stored for it.
    expect(acks).toEqual(['We make ovens for small bakeries.', 'They are in Leeds and Bradford.'])
    expect(replies).toHaveLength(2)
    expect(await refused).toMatch(/^Too many AI requests: the limit is 2 a minute\. Try again in \d+ s\.$/)
    // A minute later the next message is answered.
    now = new Date(now.getTime() + 61_000)
    next()
    client.sendText('Mostly family bakeries.')
    await turn
    expect(replies).toHaveLength(3)
    client.close()
    const messages = (await limited.api(user.cookie).conversations({ id: created.conversation.id }).get())
      .data!.messages
    expect(messages.filter((m) => m.persona === 2).map((m) => m.content)).toEqual([
      'We make ovens for small bakeries.',
      'They are in Leeds and Bradford.',
      'Mostly family bakeries.',
    ])
    await limited.close()
  })

  it('refuses a message past the message limit with the reason, and streams no reply to it', async () => {
    const fake = startFakeOpenAi({ reply: () => 'Who is it for?', firstTokenDelayMs: 300 })
    const ai = new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model')
    const now = new Date('2026-11-23T10:00:00Z')
    const slow = await createTestApp({ seed: true, ai, now: () => now })
    const at = slow.listen()
    const user = await slow.signUpUser('Flooder')
    const created = (await slow.api(user.cookie)['marketing-sessions'].post({})).data!
    const chunks: string[] = []
    const acks: (string | undefined)[] = []
    let ended!: () => void
    const opening = new Promise<void>((r) => {
      ended = r
    })
    let refusal!: (text: string | undefined) => void
    const refused = new Promise<string | undefined>((r) => {
      refusal = r
    })
    const client = wsClient(
      user.cookie,
      {
        onReplyChunk: (_id, text) => chunks.push(text),
        onReplyEnd: () => ended(),
        onAck: (_id, stored) => acks.push(stored?.content),
        onInstruction: (name, content) => name === 'error' && refusal(content),
      },
      TEST_ORIGIN,
      at,
    )
    await client.connect(created.conversation.id)
    await opening
    // This conversation has had its messages for the minute.
    await slow.db.insert(rateLimits).values({
      key: `messages-conversation:${created.conversation.id}`,
      windowStart: now,
      count: MESSAGE_WRITES_PER_MINUTE.conversation,
    })
    chunks.length = 0
    client.sendText('One more thing about our ovens.')
    expect(await refused).toMatch(/^Too many messages: the limit is 60 a minute\. Try again in \d+ s\.$/)
    expect(acks).toEqual([undefined]) // acknowledged, not stored
    expect(chunks).toEqual([]) // the provider's answer was never streamed
    client.close()
    await slow.close()
    fake.stop()
  })

  it('lets only admins fill the sample transcript', async () => {
    const user = await t.signUpUser('Not admin')
    const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
    let error!: (text: string | undefined) => void
    const got = new Promise<string | undefined>((r) => {
      error = r
    })
    const client = wsClient(user.cookie, {
      onInstruction: (name, content) => name === 'error' && error(content),
    })
    await client.connect(created.conversation.id)
    client.sendInstruction('bulk_messages', JSON.stringify(sampleInterview))
    expect(await got).toBe('Only admins can fill a sample conversation')
    client.close()
  })
})
