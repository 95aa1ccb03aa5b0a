import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import {
  appendMessages,
  MAX_MESSAGES_PER_CONVERSATION,
  MESSAGE_WRITES_PER_MINUTE,
} from '../conversations/service'
import { messages, rateLimits } from '../db/schema'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { email: string; cookie: string }
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  owner = await t.signUpUser('Owner')
})
afterAll(() => t.close())

const json = (body: unknown) => JSON.stringify(body)
const newSession = async (cookie = owner.cookie) =>
  (await t.api(cookie)['marketing-sessions'].post({ time_zone: 'UTC' })).data!

describe('hostile bodies', () => {
  it('refuses deeply nested JSON before parsing it, without internal text, and checks the session before the schema', async () => {
    const nested = `${'['.repeat(30_000)}${']'.repeat(30_000)}`
    const { marketing_session } = await newSession()
    for (const cookie of [undefined, owner.cookie]) {
      const res = await t.request(`/api/marketing-sessions/${marketing_session.id}/tweet-schedule`, {
        method: 'PUT',
        body: nested,
        headers: cookie ? { cookie } : {},
      })
      const body = await res.text()
      expect(res.status).toBe(422)
      expect(body).toContain('body: nests deeper than 32 levels')
      expect(body).not.toContain('RangeError')
    }
    const anonymous = await t.request(`/api/marketing-sessions/${marketing_session.id}/tweet-schedule`, {
      method: 'PUT',
      body: json({ not: 'a schedule' }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('names the field holding a NUL byte or a lone surrogate, in bodies, paths, queries and auth routes', async () => {
    const { conversation } = await newSession()
    const cases: [string, RequestInit, string][] = [
      [
        `/api/conversations/${conversation.id}/user-message`,
        { method: 'POST', body: json({ content: 'a\u0000' }) },
        'content',
      ],
      ['/api/personas?tags=%00', {}, 'tags'],
      ['/api/personas?tags=chad&tags=%00', {}, 'tags'], // every value of a repeated parameter
      ['/api/personas?__proto__=%00', {}, '__proto__'], // a prototype's name is a parameter like any
      ['/api/personas?__proto__=a&__proto__=%00', {}, '__proto__'],
      ['/api/conversations/%00', {}, 'id'],
      ['/api/auth/update-user', { method: 'POST', body: json({ name: 'x\uD800' }) }, 'name'],
    ]
    for (const [path, init, field] of cases) {
      const res = await t.request(path, { ...init, headers: { cookie: owner.cookie } })
      expect(res.status).toBe(422)
      expect(((await res.json()) as { message: string }).message).toStartWith(
        `${field}: must not contain NUL`,
      )
    }
  })

  it('refuses timestamps outside 1970–2100 with a 422 instead of storing them shifted', async () => {
    const { marketing_session } = await newSession()
    for (const time of ['0001-01-01T00:00:00Z', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z']) {
      const res = await t.request(`/api/marketing-sessions/${marketing_session.id}/tweet-schedule`, {
        method: 'PUT',
        body: json({ scheduled_tweets: [{ content: 'Hello', scheduled_time: time }] }),
        headers: { cookie: owner.cookie },
      })
      expect(res.status).toBe(422)
      expect(await res.text()).toContain(
        'scheduled_tweets.0.scheduled_time: must be a date-time between 1970 and 2100',
      )
    }
  })
})

describe('Origin', () => {
  it('refuses cookie-carrying writes from a foreign origin, with any content type', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:3001', 'content-type': 'text/plain' },
      { origin: '', 'content-type': '' },
    ]
    for (const headers of foreign) {
      const res = await t.request('/api/marketing-sessions', {
        method: 'POST',
        body: '{}',
        headers: { cookie: owner.cookie, ...headers },
      })
      expect(res.status).toBe(403)
    }
    const own = await t.request('/api/marketing-sessions', {
      method: 'POST',
      body: '{}',
      headers: { cookie: owner.cookie },
    })
    expect(own.status).toBe(200)
  })
})

describe('conversation writes', () => {
  it('stores 40 parallel user messages with distinct orderings and no error', async () => {
    const { conversation } = await newSession()
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t
          .api(owner.cookie)
          .conversations({ id: conversation.id })
          ['user-message'].post({ content: `message ${i}` }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200))
    const orderings = results.map((r) => r.data!.ordering)
    expect(new Set(orderings).size).toBe(40)
  })

  it('limits stored messages per conversation per minute with 429 and Retry-After', async () => {
    const { conversation } = await newSession()
    const send = () =>
      t.request(`/api/conversations/${conversation.id}/user-message`, {
        method: 'POST',
        body: json({ content: 'again' }),
        headers: { cookie: owner.cookie },
      })
    for (let i = 0; i < MESSAGE_WRITES_PER_MINUTE.conversation; i++) expect((await send()).status).toBe(200)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Too many messages')
    // A refusal stores nothing and is not counted: the window still holds exactly the limit.
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id))
    expect(stored.filter((m) => m.content === 'again').length).toBe(MESSAGE_WRITES_PER_MINUTE.conversation)
    const [counter] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `messages-conversation:${conversation.id}`))
    expect(counter!.count).toBe(MESSAGE_WRITES_PER_MINUTE.conversation)
  })

  it('answers 404 for a message to a conversation that does not exist', async () => {
    const missing = appendMessages(t.db, crypto.randomUUID(), [{ persona: 2, content: 'hello' }], new Date())
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Conversation not found' })
  })

  it(`caps a conversation at ${MAX_MESSAGES_PER_CONVERSATION} messages`, async () => {
    const { conversation } = await newSession()
    const fill = Array.from({ length: MAX_MESSAGES_PER_CONVERSATION }, () => ({
      persona: 2 as const,
      content: 'x',
    }))
    await appendMessages(t.db, conversation.id, fill, new Date())
    const res = await t.request(`/api/conversations/${conversation.id}/user-message`, {
      method: 'POST',
      body: json({ content: 'one more' }),
      headers: { cookie: owner.cookie },
    })
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(`at most ${MAX_MESSAGES_PER_CONVERSATION} messages`)
  })
})

describe('sign-in attempts', () => {
  it('refuses the 11th failed attempt for one email within 15 minutes with 429 and Retry-After', async () => {
    const victim = await t.signUpUser('Victim')
    const attempt = (password: string) =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        body: json({ email: victim.email, password }),
      })
    // Successful sign-ins clear the count: only failures add up.
    for (let i = 0; i < 12; i++) expect((await attempt('user-password')).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).status).toBe(401)
    const refused = await attempt('user-password')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
  })
})
