import { afterAll, describe, expect, it } from 'bun:test'
import { startFakeOpenAi } from './testing/fake-openai'
import { startServerProcess } from './testing/server-process'

// The provider holds its answer until the test releases it, so the turn is surely in flight at SIGTERM.
const arrived = Promise.withResolvers<void>()
const answer = Promise.withResolvers<string>()
const fake = startFakeOpenAi({
  reply: () => {
    arrived.resolve()
    return answer.promise
  },
})
afterAll(() => fake.stop())

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, then exits 0', async () => {
    const server = await startServerProcess({
      env: {
        ADMIN_EMAIL: 'root@example.com',
        ADMIN_PASSWORD: 'root-password',
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: fake.baseUrl,
      },
    })
    const { url } = server
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.com', password: 'root-password' }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    // A cookie-carrying write must name a trusted Origin, as a browser's does.
    const headers = { cookie, 'content-type': 'application/json', origin: url }
    const [chad] = (await (await fetch(`${url}/api/personas?tags=chad`, { headers })).json()) as {
      id: string
    }[]
    const conversation = (await (
      await fetch(`${url}/api/conversations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ persona_id_1: chad!.id }),
      })
    ).json()) as { id: string }

    const turn = fetch(`${url}/api/conversations/${conversation.id}/agent-turn`, {
      method: 'POST',
      headers,
      body: '{}',
    })
    await arrived.promise
    const exited = server.stop()
    await server.waitForOutput(/SIGTERM received, draining/)
    answer.resolve('A slow answer.')
    const res = await turn
    expect(res.status).toBe(200)
    expect(((await res.json()) as { message: { content: string } }).message.content).toBe('A slow answer.')
    expect(await exited).toBe(0)
    // Nothing listens any more.
    expect(
      await fetch(`${url}/api/health`)
        .then(() => 'answered')
        .catch(() => 'refused'),
    ).toBe('refused')
  }, 60_000) // a whole server process starts, migrates and seeds: slow on a loaded machine
})
