import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'
import { CLIENT_IP_HEADER } from './auth'
import {
  ACCOUNT_SLOWDOWN_AFTER,
  ACCOUNT_SLOWDOWN_MS,
  ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
  slowdownFor,
} from './request-policy'

// Sign-ins as they reach better-auth from our /api/auth route, which sets the client's address.
let t: Awaited<ReturnType<typeof createTestApp>>
const waits: number[] = []
beforeAll(async () => {
  t = await createTestApp({ authSleep: async (ms) => void waits.push(ms) })
})
afterAll(() => t.close())

const signIn = (email: string, password: string, ip: string) =>
  t.auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ email, password }),
    }),
  )

describe('slowdownFor', () => {
  it.each([
    [0, 0],
    [ACCOUNT_SLOWDOWN_AFTER, 0],
    [ACCOUNT_SLOWDOWN_AFTER + 1, ACCOUNT_SLOWDOWN_MS],
    [10_000, ACCOUNT_SLOWDOWN_MS],
  ])('after %p attempts on an account waits %p ms', (attempts, ms) => {
    expect(slowdownFor(attempts)).toBe(ms)
  })
})

describe('sign-in limits', () => {
  it('refuse a guesser at one address and let the owner in from another', async () => {
    const { email } = await t.signUpUser()
    for (let i = 0; i < ATTEMPTS_PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await signIn(email, `wrong-${i}`, '10.0.0.1')).status).toBe(401)
    const refused = await signIn(email, 'user-password', '10.0.0.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    const owner = await signIn(email, 'user-password', '10.0.0.2')
    expect(owner.status).toBe(200)
    expect(owner.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true)
  })

  it('slow down, never shut, an account guessed from many addresses', async () => {
    const { email } = await t.signUpUser()
    waits.length = 0
    for (let i = 0; i < ACCOUNT_SLOWDOWN_AFTER + 5; i++)
      expect((await signIn(email, 'wrong-password', `10.1.0.${i}`)).status).toBe(401)
    expect(waits).toEqual(Array(5).fill(ACCOUNT_SLOWDOWN_MS))
    // The owner, from an address that never guessed, is slowed once and signs in.
    expect((await signIn(email, 'user-password', '10.2.0.1')).status).toBe(200)
    expect(waits).toHaveLength(6)
    // The success cleared the account's count: the next sign-in is not slowed.
    expect((await signIn(email, 'user-password', '10.2.0.1')).status).toBe(200)
    expect(waits).toHaveLength(6)
  })

  it('count refused hostile bodies against their address', async () => {
    const url = t.listen()
    const hostile = () =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: `${'['.repeat(1000)}${']'.repeat(1000)}`,
      })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await hostile()).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422))
    expect(statuses[20]).toBe(429)
    // The same address's sign-ins are refused now too.
    const res = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'whatever-123' }),
    })
    expect(res.status).toBe(429)
  })
})
