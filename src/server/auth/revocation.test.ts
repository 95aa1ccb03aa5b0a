import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Database } from '../db/database'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'
import { readSession } from './plugin'
import { RevokedSessions } from './revocations'

// A copied cookie (signed session cache included) stops working on the very next request after the
// session ends, on this server and on another one sharing the database. Requests go over HTTP, as a
// browser's would: the other server learns of the revocation from the database's notification.
let a: Awaited<ReturnType<typeof createTestApp>>
let b: Awaited<ReturnType<typeof createTestApp>>
const urls = new Map<unknown, string>()
beforeAll(async () => {
  a = await createTestApp()
  b = await createTestApp({ replicaOf: a })
  urls.set(a, a.listen())
  urls.set(b, b.listen())
})
afterAll(async () => {
  await b.close()
  await a.close()
})

const http = (app: typeof a, path: string, init: RequestInit = {}) =>
  fetch(`${urls.get(app)}${path}`, {
    ...init,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
const post = (app: typeof a, path: string, cookie: string, body: unknown = {}) =>
  http(app, path, { method: 'POST', headers: { cookie }, body: JSON.stringify(body) })
const sessionsStatus = async (app: typeof a, cookie: string) =>
  (await http(app, '/api/marketing-sessions', { headers: { cookie } })).status
const getSession = async (app: typeof a, cookie: string) =>
  (await http(app, '/api/auth/get-session', { headers: { cookie } })).json()
const userId = async (email: string) => {
  const list = await a.api(await a.adminCookie()).admin.users.get({ query: { search: email } })
  return list.data!.users[0]!.id
}

describe.each([
  ['sign-out', async (user: { cookie: string }) => post(a, '/api/auth/sign-out', user.cookie)],
  [
    'revoking every session',
    async (user: { cookie: string }) => post(a, '/api/auth/revoke-sessions', user.cookie),
  ],
  [
    "an admin revoking the user's sessions",
    async (user: { email: string }) =>
      post(a, '/api/auth/admin/revoke-user-sessions', await a.adminCookie(), {
        userId: await userId(user.email),
      }),
  ],
  [
    'a ban',
    async (user: { email: string }) =>
      post(a, '/api/auth/admin/ban-user', await a.adminCookie(), { userId: await userId(user.email) }),
  ],
])('after %s', (_, end) => {
  it('a copied cookie answers 401 on the next request, on this server and on another', async () => {
    const user = await a.signUpUser()
    expect(user.cookie).toContain('session_data') // the signed cache a server trusts without asking
    expect(await sessionsStatus(a, user.cookie)).toBe(200)
    expect(await sessionsStatus(b, user.cookie)).toBe(200)

    expect((await end(user)).status).toBe(200)

    expect(await sessionsStatus(a, user.cookie)).toBe(401)
    expect(await sessionsStatus(b, user.cookie)).toBe(401)
    expect(await getSession(a, user.cookie)).toBeNull()
    expect(await getSession(b, user.cookie)).toBeNull()
    // The realtime chat's upgrade reads the session the same way.
    expect(await readSession(b.auth, new Headers({ cookie: user.cookie }))).toBeNull()
  })
})

it('leaves other sessions of the same user working', async () => {
  const user = await a.signUpUser()
  const other = await a.signIn(user.email, 'user-password')
  expect((await post(a, '/api/auth/sign-out', user.cookie)).status).toBe(200)
  expect(await sessionsStatus(a, other)).toBe(200)
  expect(await sessionsStatus(b, other)).toBe(200)
})

describe('checking for revocations on a shared database', () => {
  // A stand-in for the one query `current` makes (the newest revocation id), counting reads.
  const countingDb = () => {
    const starts: number[] = []
    const db = {
      select: () => ({
        from: async () => {
          starts.push(performance.now())
          await Bun.sleep(5)
          return [{ newest: 0 }]
        },
      }),
    } as unknown as Database
    return { db, starts }
  }

  it('is one read per round trip for many concurrent requests, not one each', async () => {
    const list = new RevokedSessions()
    list.shared = true
    const { db, starts } = countingDb()
    await Promise.all(Array.from({ length: 50 }, () => list.current(db, Date.now())))
    expect(starts.length).toBe(2)
  })

  it('answers a request arriving mid-read only from a read begun after it arrived', async () => {
    const list = new RevokedSessions()
    list.shared = true
    const { db, starts } = countingDb()
    const first = list.current(db, Date.now())
    await Bun.sleep(1)
    const arrived = performance.now()
    await Promise.all([first, list.current(db, Date.now())])
    expect(starts.length).toBe(2)
    expect(starts[1]!).toBeGreaterThan(arrived)
  })
})
