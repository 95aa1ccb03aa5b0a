import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  base = t.listen()
})
afterAll(() => t.close())

/** The HTTP answer to a WebSocket upgrade request, the API's own error: what a browser never shows (it sees 1006). */
async function upgradeAnswer(url: string, headers: Record<string, string>) {
  const res = await fetch(url, {
    headers: {
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      ...headers,
    },
  })
  return { status: res.status, message: ((await res.json()) as { message: string }).message }
}

/** How a real WebSocket client ends: 'open' when the upgrade is accepted, else its close code. */
function socketOutcome(url: string, headers: Record<string, string>) {
  return new Promise<'open' | number>((resolve) => {
    const ws = new WebSocket(url.replace('http', 'ws'), { headers } as never)
    ws.onopen = () => {
      resolve('open')
      ws.close()
    }
    ws.onclose = (e) => resolve(e.code)
  })
}

describe('the realtime upgrade', () => {
  it('is refused for each cause with its own status: no session 401, another user 404, a foreign Origin 403', async () => {
    const owner = await t.signUpUser('Guarded')
    const other = await t.signUpUser('Intruder')
    const created = (await t.api(owner.cookie)['marketing-sessions'].post({})).data!
    const url = `${base}/api/ws/voice-chat/${created.conversation.id}`
    const cases = [
      [{ origin: TEST_ORIGIN }, 401, 'Not authorized'],
      [{ origin: TEST_ORIGIN, cookie: other.cookie }, 404, 'Conversation not found'],
      [
        { origin: 'https://evil.example', cookie: owner.cookie },
        403,
        'This request must come from the app’s own origin',
      ],
    ] as const
    for (const [headers, status, message] of cases) {
      expect(await upgradeAnswer(url, headers)).toEqual({ status, message })
      // A WebSocket client sees any refused upgrade as 1006: no socket was ever open.
      expect(await socketOutcome(url, headers)).toBe(1006)
    }
    // The same request from the owner on a trusted Origin opens.
    expect(await socketOutcome(url, { origin: TEST_ORIGIN, cookie: owner.cookie })).toBe('open')
  })
})
