import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { CLOSING_MESSAGE, MAX_FOUNDER_ANSWERS, MIN_ANSWERS_TO_FINISH } from '../../shared/interview'
import {
  INSTRUCTION_END_INTERVIEW,
  INSTRUCTION_ERROR,
  INSTRUCTION_FINISH_INTERVIEW,
} from '../../shared/realtime/protocol'
import { OpenAiProvider } from '../ai/openai-provider'
import { type ChatRequest, startFakeOpenAi, structuredKind } from '../testing/fake-openai'
import { realtimeSession } from '../testing/realtime-session'
import { createTestApp } from '../testing/test-app'

// A model that never sends the end signal: it asks for more, whatever it is told. Pillars and posts
// come from the fake's scripted model (they answer well).
const QUESTION = 'Interesting! Tell me more: what happened next?'
const fake = startFakeOpenAi({ reply: () => QUESTION, model: {} })
const chatRequests = () => fake.requests.filter((r: ChatRequest) => structuredKind(r) === null).length

let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model'),
  })
  base = t.listen()
})
afterAll(async () => {
  await t.close()
  fake.stop()
})

const answer = (i: number) => `Answer number ${i + 1}: we help bakeries sell out before closing time.`
const messageOf = (error: { value: unknown } | null) =>
  (error?.value as { message?: string } | undefined)?.message

/** A signed-up founder's new marketing session (Chad is persona 1, the founder persona 2). */
async function founderSession(name = 'Founder') {
  const user = await t.signUpUser(name)
  const api = t.api(user.cookie)
  const created = (await api['marketing-sessions'].post({})).data!
  return { user, api, sessionId: created.marketing_session.id, conversationId: created.conversation.id }
}

/** Over HTTP: Chad's opening, then `n` answers, each with Chad's reply. */
async function answerOverHttp(api: ReturnType<typeof t.api>, id: string, n: number) {
  const turns: { content: string; next_action: 'continue' | 'end' }[] = []
  const opening = (await api.conversations({ id })['agent-turn'].post()).data!
  turns.push({ content: opening.message.content, next_action: opening.next_action })
  for (let i = 0; i < n; i++) {
    expect((await api.conversations({ id })['user-message'].post({ content: answer(i) })).status).toBe(200)
    const turn = (await api.conversations({ id })['agent-turn'].post()).data!
    turns.push({ content: turn.message.content, next_action: turn.next_action })
  }
  return turns
}

describe('the turn cap, with a model that never ends the interview', () => {
  it('closes the interview at the cap over HTTP without asking the model, and the plan can be generated', async () => {
    const { api, sessionId, conversationId } = await founderSession('Capped')
    const asked = chatRequests()
    const turns = await answerOverHttp(api, conversationId, MAX_FOUNDER_ANSWERS)
    // Chad's opening and his replies to the first 13 answers came from the model; the 14th answer's
    // reply is the closing message, which carries the end signal.
    expect(turns.slice(0, -1).every((x) => x.content === QUESTION && x.next_action === 'continue')).toBe(true)
    expect(turns.at(-1)).toEqual({ content: CLOSING_MESSAGE, next_action: 'end' })
    expect(chatRequests() - asked).toBe(MAX_FOUNDER_ANSWERS)
    const conversation = (await api.conversations({ id: conversationId }).get()).data!
    expect(conversation.ended).toBe(true)
    expect(conversation.messages.at(-1)!.content).toBe(CLOSING_MESSAGE)
    expect((await api.conversations({ id: conversationId })['agent-turn'].post()).status).toBe(409)
    const pillars = await api['marketing-sessions']({ id: sessionId })['narrative-pillars'].post()
    expect(pillars.status).toBe(200)
    expect(pillars.data!.narrative_pillars.length).toBeGreaterThanOrEqual(3)
  })

  it('closes the interview at the cap over the WebSocket the same way', async () => {
    const { user, api, sessionId, conversationId } = await founderSession('Capped live')
    const live = await realtimeSession(base, user.cookie, conversationId)
    const asked = chatRequests()
    for (let i = 0; i < MAX_FOUNDER_ANSWERS - 1; i++) expect(await live.say(answer(i))).toBe(QUESTION)
    expect(live.events.some((e) => e[1] === INSTRUCTION_END_INTERVIEW)).toBe(false)
    expect(await live.say(answer(MAX_FOUNDER_ANSWERS - 1))).toBe(CLOSING_MESSAGE)
    // The closing streamed as text like any reply (the answer's ack may come before or after it), and
    // end_interview came before its end.
    const previousReply = live.events.findLastIndex((e, i) => e[0] === 'reply' && i < live.events.length - 1)
    const tail = live.events.slice(previousReply + 1)
    expect(tail.filter((e) => e[0] !== 'ack')).toEqual([
      ['text', CLOSING_MESSAGE],
      ['instruction', INSTRUCTION_END_INTERVIEW],
      ['reply', CLOSING_MESSAGE],
    ])
    expect(tail.filter((e) => e[0] === 'ack')).toEqual([['ack', answer(MAX_FOUNDER_ANSWERS - 1)]])
    expect(chatRequests() - asked).toBe(MAX_FOUNDER_ANSWERS - 1)
    live.client.close()
    expect((await api.conversations({ id: conversationId }).get()).data!.ended).toBe(true)
    expect((await api['marketing-sessions']({ id: sessionId })['narrative-pillars'].post()).status).toBe(200)
  })
})

describe('POST /conversations/:id/finish', () => {
  it('ends the interview with the closing message once enough answers are in; the plan can then be generated', async () => {
    const { api, sessionId, conversationId } = await founderSession('Finisher')
    const session = api['marketing-sessions']({ id: sessionId })
    await answerOverHttp(api, conversationId, MIN_ANSWERS_TO_FINISH)
    expect((await session['narrative-pillars'].post()).status).toBe(409)

    const finished = await api.conversations({ id: conversationId }).finish.post()
    expect(finished.status).toBe(200)
    expect(finished.data!.ended).toBe(true)
    expect(finished.data!.message).toMatchObject({
      persona: 1,
      content: CLOSING_MESSAGE,
      persona_name: 'Chad',
    })
    const conversation = (await api.conversations({ id: conversationId }).get()).data!
    expect(conversation.ended).toBe(true)
    expect(conversation.messages.map((m) => m.persona)).toEqual([1, 2, 1, 2, 1, 2, 1, 1])
    expect((await session.get()).data!.conversation_ended).toBe(true)

    // The interview is over: no more messages or turns.
    const late = await api.conversations({ id: conversationId })['user-message'].post({ content: 'One more' })
    expect(late.status).toBe(409)
    expect((await api.conversations({ id: conversationId })['agent-turn'].post()).status).toBe(409)

    const pillars = await session['narrative-pillars'].post()
    expect(pillars.status).toBe(200)
    expect(pillars.data!.narrative_pillars.length).toBeGreaterThanOrEqual(3)
  })

  it('answers the same again when the interview has already ended, storing nothing', async () => {
    const { api, conversationId } = await founderSession('Twice')
    await answerOverHttp(api, conversationId, MIN_ANSWERS_TO_FINISH)
    const first = await api.conversations({ id: conversationId }).finish.post()
    expect(first.data!.message?.content).toBe(CLOSING_MESSAGE)
    const count = (await api.conversations({ id: conversationId }).get()).data!.messages.length
    const again = await api.conversations({ id: conversationId }).finish.post()
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ ended: true, message: null })
    expect((await api.conversations({ id: conversationId }).get()).data!.messages.length).toBe(count)
  })

  it('stores one closing message when two finishes arrive at once', async () => {
    const { api, conversationId } = await founderSession('Double click')
    await answerOverHttp(api, conversationId, MIN_ANSWERS_TO_FINISH)
    const both = await Promise.all([
      api.conversations({ id: conversationId }).finish.post(),
      api.conversations({ id: conversationId }).finish.post(),
    ])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(both.filter((r) => r.data!.message !== null).length).toBe(1)
    const messages = (await api.conversations({ id: conversationId }).get()).data!.messages
    expect(messages.filter((m) => m.content === CLOSING_MESSAGE).length).toBe(1)
  })

  it('refuses with a clear message before enough answers are in, and the interview goes on', async () => {
    const { api, conversationId } = await founderSession('Too soon')
    await answerOverHttp(api, conversationId, MIN_ANSWERS_TO_FINISH - 1)
    const early = await api.conversations({ id: conversationId }).finish.post()
    expect(early.status).toBe(409)
    expect(messageOf(early.error)).toBe(
      `Answer at least ${MIN_ANSWERS_TO_FINISH} questions before finishing the interview (${MIN_ANSWERS_TO_FINISH - 1} so far)`,
    )
    expect((await api.conversations({ id: conversationId }).get()).data!.ended).toBe(false)
    expect(
      (await api.conversations({ id: conversationId })['user-message'].post({ content: 'More' })).status,
    ).toBe(200)
  })

  it("answers 404 for another user's conversation, 401 to a visitor, 403 from a foreign Origin", async () => {
    const { user, api, conversationId } = await founderSession('Owner')
    await answerOverHttp(api, conversationId, MIN_ANSWERS_TO_FINISH)
    const other = t.api((await t.signUpUser('Intruder')).cookie)
    const refused = await other.conversations({ id: conversationId }).finish.post()
    expect(refused.status).toBe(404)
    expect(messageOf(refused.error)).toBe('Conversation not found')
    expect((await other.conversations({ id: crypto.randomUUID() }).finish.post()).status).toBe(404)
    expect((await t.api().conversations({ id: conversationId }).finish.post()).status).toBe(401)
    const foreign = await t.request(`/api/conversations/${conversationId}/finish`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect((await other.conversations({ id: 'nope' }).finish.post()).status).toBe(422)
    // None of them ended it.
    expect((await api.conversations({ id: conversationId }).get()).data!.ended).toBe(false)
  })

  it('refuses an AI-vs-AI conversation (no founder to finish it)', async () => {
    const admin = t.api(await t.adminCookie())
    const base = (await admin.personas.post({ name: 'Asker', prompt: 'Ask.', tags: ['base_prompt'] })).data!
    const founder = (await admin.personas.post({ name: 'Teller', prompt: 'Tell.', tags: ['founder'] })).data!
    const c = (await admin.conversations.post({ persona_id_1: base.id, persona_id_2: founder.id })).data!
    const refused = await admin.conversations({ id: c.id }).finish.post()
    expect(refused.status).toBe(409)
    expect(messageOf(refused.error)).toBe('This conversation has no human participant')
  })
})

describe('finish_interview over the WebSocket', () => {
  it('ends the interview as the interviewer would: the closing reply, end_interview, then no more messages', async () => {
    const { user, api, sessionId, conversationId } = await founderSession('Live finisher')
    const live = await realtimeSession(base, user.cookie, conversationId)
    for (let i = 0; i < MIN_ANSWERS_TO_FINISH; i++) await live.say(answer(i))
    const from = live.events.length
    live.client.sendInstruction(INSTRUCTION_FINISH_INTERVIEW)
    await live.until((list) => list.some((e) => e[0] === 'reply' && e[1] === CLOSING_MESSAGE))
    expect(live.events.slice(from)).toEqual([
      ['ack', ''],
      ['text', CLOSING_MESSAGE],
      ['instruction', INSTRUCTION_END_INTERVIEW],
      ['reply', CLOSING_MESSAGE],
    ])
    // Finishing again only says it has ended; a message after the end is refused with the reason.
    live.client.sendInstruction(INSTRUCTION_FINISH_INTERVIEW)
    await live.until((list) => list.filter((e) => e[1] === INSTRUCTION_END_INTERVIEW).length === 2)
    live.client.sendText('One more thing')
    await live.until((list) => list.some((e) => e[0] === 'instruction' && e[1].startsWith(INSTRUCTION_ERROR)))
    expect(live.events.at(-1)).toEqual(['instruction', `${INSTRUCTION_ERROR}: The interview is complete`])
    live.client.close()

    const conversation = (await api.conversations({ id: conversationId }).get()).data!
    expect(conversation.ended).toBe(true)
    expect(conversation.messages.filter((m) => m.content === CLOSING_MESSAGE).length).toBe(1)
    expect((await api['marketing-sessions']({ id: sessionId })['narrative-pillars'].post()).status).toBe(200)
  })

  it('refuses too few answers with the reason, and the interview goes on', async () => {
    const { user, api, conversationId } = await founderSession('Live too soon')
    const live = await realtimeSession(base, user.cookie, conversationId)
    await live.say(answer(0))
    live.client.sendInstruction(INSTRUCTION_FINISH_INTERVIEW)
    await live.until((list) => list.some((e) => e[0] === 'instruction' && e[1].startsWith(INSTRUCTION_ERROR)))
    expect(live.events.at(-1)).toEqual([
      'instruction',
      `${INSTRUCTION_ERROR}: Answer at least ${MIN_ANSWERS_TO_FINISH} questions before finishing the interview (1 so far)`,
    ])
    expect(await live.say(answer(1))).toBe(QUESTION)
    live.client.close()
    expect((await api.conversations({ id: conversationId }).get()).data!.ended).toBe(false)
  })
})
