import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { NIL_UUID } from '../../shared/conversations'
import { OpenAiProvider } from '../ai/openai-provider'
import { defaultChad, NO_CHAD_MESSAGE } from '../personas/service'
import { startFakeOpenAi } from '../testing/fake-openai'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ReturnType<typeof t.api>
let ids: { base: string; founder: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = t.api(await t.adminCookie())
  const base = await admin.personas.post({
    name: 'Chad',
    prompt: 'You are Chad, an interviewer.',
    tags: ['base_prompt'],
  })
  const founder = await admin.personas.post({
    name: 'Maya',
    prompt:
      'You are Maya, founder of Plotline, a scheduling product for dental clinics. Your customers are practice managers.',
    tags: ['founder'],
  })
  ids = { base: base.data!.id, founder: founder.data!.id }
})
afterAll(() => t.close())

describe('conversations API', () => {
  it('creates a human-mode conversation named after the persona, with the human as persona 2', async () => {
    const c = (await admin.conversations.post({ persona_id_1: ids.base })).data!
    expect(c.persona_id_2).toBe(NIL_UUID)
    expect(c.persona_1_name).toBe('Chad')
    expect(c.persona_2_name).toBe('Admin')
    expect(c.persona_1_prompt).toBe('You are Chad, an interviewer.')
    expect(c.messages).toEqual([])
  })

  it('creates an AI conversation with initial messages in order', async () => {
    const c = (
      await admin.conversations.post({
        persona_id_1: ids.base,
        persona_id_2: ids.founder,
        initial_message_1: 'Hello',
        initial_message_2: 'Hi!',
      })
    ).data!
    expect(c.messages.map((m) => [m.persona, m.content, m.persona_name])).toEqual([
      [1, 'Hello', 'Chad'],
      [2, 'Hi!', 'Maya'],
    ])
    const listed = (await admin.conversations.get()).data!
    expect(listed.map((x) => x.id)).toContain(c.id)
    expect((await admin.conversations({ id: c.id }).messages.get()).data!.map((m) => m.ordering)).toEqual([
      0, 1,
    ])
  })

  it('plays an AI-vs-AI interview with the offline engine until the interviewer ends it', async () => {
    const c = (await admin.conversations.post({ persona_id_1: ids.base, persona_id_2: ids.founder })).data!
    const speakers: number[] = []
    let last: Awaited<ReturnType<ReturnType<typeof admin.conversations>['agent-turn']['post']>>['data']
    for (let i = 0; i < 40; i++) {
      last = (await admin.conversations({ id: c.id })['agent-turn'].post()).data
      speakers.push(last!.message.persona)
      if (last!.next_action === 'end') break
    }
    expect(last!.next_action).toBe('end')
    expect(speakers.slice(0, 4)).toEqual([1, 2, 1, 2])
    expect(last!.message.persona).toBe(1)
    expect(last!.message.content).not.toContain('<signals>')
    const after = (await admin.conversations({ id: c.id }).get()).data!
    expect(after.ended).toBe(true)
    // The founder answered from its own prompt.
    expect(after.messages.some((m) => m.persona === 2 && m.content.includes('Plotline'))).toBe(true)
    const refused = await admin.conversations({ id: c.id })['agent-turn'].post()
    expect(refused.status).toBe(409)
  })

  it('stores user messages on the human side and the reply on the AI side', async () => {
    const c = (await admin.conversations.post({ persona_id_1: ids.base })).data!
    const opening = (await admin.conversations({ id: c.id })['agent-turn'].post()).data!
    expect(opening.message.persona).toBe(1)
    const mine = (
      await admin
        .conversations({ id: c.id })
        ['user-message'].post({ content: '  We build scheduling software for dentists.  ' })
    ).data!
    expect(mine).toMatchObject({
      persona: 2,
      content: 'We build scheduling software for dentists.',
      persona_name: 'Admin',
    })
    const reply = (await admin.conversations({ id: c.id })['agent-turn'].post()).data!
    expect(reply.message.persona).toBe(1)
    expect(reply.message.content).toContain('you build scheduling software for dentists')
    expect((await admin.conversations({ id: c.id })['user-message'].post({ content: '   ' })).status).toBe(
      422,
    )
  })

  it('refuses a user message in an AI-vs-AI conversation', async () => {
    const c = (await admin.conversations.post({ persona_id_1: ids.base, persona_id_2: ids.founder })).data!
    expect((await admin.conversations({ id: c.id })['user-message'].post({ content: 'hi' })).status).toBe(409)
  })

  it('deletes a message and a conversation', async () => {
    const c = (
      await admin.conversations.post({
        persona_id_1: ids.base,
        persona_id_2: ids.founder,
        initial_message_1: 'Hello',
      })
    ).data!
    const messageId = c.messages[0]!.id
    expect((await admin.conversations({ id: c.id }).messages({ messageId }).delete()).status).toBe(200)
    expect((await admin.conversations({ id: c.id }).messages({ messageId }).delete()).status).toBe(404)
    expect((await admin.conversations({ id: c.id }).delete()).status).toBe(200)
    expect((await admin.conversations({ id: c.id }).get()).status).toBe(404)
  })

  it("answers 404 for another user's conversation and hides prompts from users", async () => {
    const c = (await admin.conversations.post({ persona_id_1: ids.base })).data!
    const user = t.api((await t.signUpUser()).cookie)
    expect((await user.conversations({ id: c.id }).get()).status).toBe(404)
    expect((await user.conversations({ id: c.id }).messages.get()).status).toBe(404)
    expect((await user.conversations({ id: c.id })['agent-turn'].post()).status).toBe(404)
    expect((await user.conversations({ id: c.id })['user-message'].post({ content: 'hi' })).status).toBe(404)
    expect((await user.conversations({ id: c.id }).delete()).status).toBe(404)
    expect((await user.conversations.get()).data).toEqual([])
    expect((await user.conversations.post({ persona_id_1: ids.base })).status).toBe(403)
    expect((await t.api().conversations.get()).status).toBe(401)
  })

  it('answers 422 for bad bodies and ids', async () => {
    const res = await admin.conversations.post({ persona_id_1: 'nope' })
    expect(res.status).toBe(422)
    expect((res.error!.value as { message: string }).message).toStartWith('persona_id_1:')
    expect((await admin.conversations({ id: 'nope' }).get()).status).toBe(422)
    expect((await admin.conversations.post({ persona_id_1: crypto.randomUUID() })).status).toBe(404)
  })
})

describe('AI rate limit', () => {
  it('answers 429 with a readable message past the per-minute limit', async () => {
    const limited = await createTestApp({ aiCallsPerMinute: 2 })
    const a = limited.api(await limited.adminCookie())
    const base = (await a.personas.post({ name: 'Chad', prompt: 'x', tags: ['base_prompt'] })).data!
    const c = (await a.conversations.post({ persona_id_1: base.id })).data!
    await a.conversations({ id: c.id })['agent-turn'].post()
    await a.conversations({ id: c.id })['user-message'].post({ content: 'We make bread for cafes in town.' })
    await a.conversations({ id: c.id })['agent-turn'].post()
    await a.conversations({ id: c.id })['user-message'].post({ content: 'Bakers and cafe owners mostly.' })
    const third = await a.conversations({ id: c.id })['agent-turn'].post()
    expect(third.status).toBe(429)
    expect((third.error!.value as { message: string }).message).toMatch(
      /^Too many AI requests: the limit is 2 a minute\./,
    )
    await limited.close()
  })
})

describe('default Chad', () => {
  it('fails with the SPEC message when no persona carries the chad tag', async () => {
    const empty = await createTestApp()
    await expect(defaultChad(empty.db)).rejects.toThrow(NO_CHAD_MESSAGE)
    await empty.close()
  })
})

describe('OpenAI-compatible provider against a fake server', () => {
  it('streams a reply token by token as the tokens arrive, with the persona prompt as system message', async () => {
    // Tokens that arrive apart are passed on apart (tokens read together go on as one piece).
    const fake = startFakeOpenAi({ reply: () => 'Tell me about your customers.', tokenDelayMs: 5 })
    const provider = new OpenAiProvider(
      { apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 },
      'test-model',
    )
    const chunks: string[] = []
    for await (const c of provider.streamReply({
      speaker: { name: 'Chad', prompt: 'You are Chad.', role: 'interviewer' },
      otherName: 'Maya',
      history: [{ role: 'user', content: 'Hi' }],
    }))
      chunks.push(c)
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.join('')).toBe('Tell me about your customers.')
    expect(fake.requests[0]!.messages[0]!.role).toBe('system')
    expect(fake.requests[0]!.messages[0]!.content).toStartWith('You are Chad.')
    fake.stop()
  })

  it('ends the conversation when the model emits the signals block, and stores the reply without it', async () => {
    const fake = startFakeOpenAi({
      reply: () => 'Thanks, that is all. <signals><signal name="end_interview"/></signals>',
    })
    const app = await createTestApp({
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'm'),
    })
    const a = app.api(await app.adminCookie())
    const base = (await a.personas.post({ name: 'Chad', prompt: 'x', tags: ['base_prompt'] })).data!
    const c = (await a.conversations.post({ persona_id_1: base.id })).data!
    const turn = (await a.conversations({ id: c.id })['agent-turn'].post()).data!
    expect(turn.next_action).toBe('end')
    expect(turn.message.content).toBe('Thanks, that is all.')
    await app.close()
    fake.stop()
  })

  it('turns a provider error into a 502 with a clear message', async () => {
    const fake = startFakeOpenAi({ reply: () => ({ status: 500, message: 'model overloaded' }) })
    const app = await createTestApp({
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'm'),
    })
    const a = app.api(await app.adminCookie())
    const base = (await a.personas.post({ name: 'Chad', prompt: 'x', tags: ['base_prompt'] })).data!
    const c = (await a.conversations.post({ persona_id_1: base.id })).data!
    const turn = await a.conversations({ id: c.id })['agent-turn'].post()
    expect(turn.status).toBe(502)
    // Users get the status, never the provider's own text (it can echo keys); the log has the detail.
    expect((turn.error!.value as { message: string }).message).toBe(
      'The AI provider failed (HTTP 500). Please try again.',
    )
    expect((await a.conversations({ id: c.id }).get()).data!.messages).toEqual([])
    await app.close()
    fake.stop()
  })
})
