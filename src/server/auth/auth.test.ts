import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('health and routing', () => {
  it('answers /api/health (liveness) and /api/health/ready when the database answers', async () => {
    const { data, status } = await t.api().health.get()
    expect(status).toBe(200)
    expect(data?.status).toBe('ok')
    const ready = await t.api().health.ready.get()
    expect(ready.status).toBe(200)
    expect(ready.data?.status).toBe('ok')
  })

  it('keeps liveness up but readiness 503 when the database is gone', async () => {
    const down = await createTestApp()
    await down.close()
    expect((await down.request('/api/health')).status).toBe(200)
    const ready = await down.request('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ error: 'Service Unavailable', message: 'Database unavailable' })
  })

  it('answers an unknown /api path with JSON 404', async () => {
    const res = await t.request('/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not Found', message: 'No route for GET /api/nope' })
  })
})

describe('guards', () => {
  it('lets only admins list users', async () => {
    const user = await t.signUpUser()
    const anon = await t.api().admin.users.get({ query: {} })
    const asUser = await t.api(user.cookie).admin.users.get({ query: {} })
    const asAdmin = await t.api(await t.adminCookie()).admin.users.get({ query: {} })
    expect(anon.status).toBe(401)
    expect(asUser.status).toBe(403)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.data?.users.map((u) => u.email)).toContain(user.email)
  })

  it('treats an anonymous session as signed out', async () => {
    const res = await t.request('/api/auth/sign-in/anonymous', { method: 'POST', body: '{}' })
    expect(res.status).toBe(200)
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const { status } = await t.api(cookie).admin.users.get({ query: {} })
    expect(status).toBe(401)
  })
})

describe('session cookie cache', () => {
  const dropCache = (cookie: string) =>
    cookie
      .split('; ')
      .filter((c) => !c.includes('session_data'))
      .join('; ')

  it('renews the signed session cache on a guarded request that arrives without it', async () => {
    const user = await t.signUpUser()
    expect(user.cookie).toContain('session_data')
    const res = await t.request('/api/marketing-sessions', { headers: { cookie: dropCache(user.cookie) } })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().some((c) => c.includes('session_data='))).toBe(true)
  })
})

describe('accounts', () => {
  const signUp = (body: Record<string, string>) =>
    t.request('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) })

  it('refuses a password under 8 characters', async () => {
    const res = await signUp({ email: 'short@example.com', password: 'short', name: 'Short' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('Password too short')
  })

  it('refuses a second account with the same email', async () => {
    await signUp({ email: 'twice@example.com', password: 'password-1', name: 'Once' })
    const res = await signUp({ email: 'twice@example.com', password: 'password-2', name: 'Twice' })
    expect(res.status).toBe(422)
  })

  it('gives new users the user role and the first admin the admin role', async () => {
    const user = await t.signUpUser('Role Check')
    const session = await (
      await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } })
    ).json()
    expect(session.user.role).toBe('user')
    const admin = await (
      await t.request('/api/auth/get-session', { headers: { cookie: await t.adminCookie() } })
    ).json()
    expect(admin.user.role).toBe('admin')
  })

  it('stops a banned user from signing in', async () => {
    const user = await t.signUpUser('To Ban')
    const list = await t.api(await t.adminCookie()).admin.users.get({ query: { search: user.email } })
    const id = list.data!.users[0]!.id
    const ban = await t.request('/api/auth/admin/ban-user', {
      method: 'POST',
      headers: { cookie: await t.adminCookie() },
      body: JSON.stringify({ userId: id, banReason: 'spam' }),
    })
    expect(ban.status).toBe(200)
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: user.email, password: 'user-password' }),
    })
    expect(res.status).toBe(403)
    // Banning also ended the sessions the user had, signed cookie cache included (revocation.test.ts).
    expect((await t.api(user.cookie).admin.users.get({ query: {} })).status).toBe(401)
    expect((await t.api(user.cookie)['marketing-sessions'].get()).status).toBe(401)
  })

  it('lets an admin create users and set roles through the typed API, with validation', async () => {
    const admin = t.api(await t.adminCookie())
    const bad = await admin.admin.users.post({ email: 'not-an-email', password: 'password1', name: 'X' })
    expect(bad.status).toBe(422)
    expect((bad.error!.value as { message: string }).message).toStartWith('email:')
    const created = await admin.admin.users.post({
      email: 'Typed@Example.com',
      password: 'password1',
      name: 'Typed',
    })
    expect(created.data?.email).toBe('typed@example.com')
    const promoted = await admin.admin.users({ id: created.data!.id }).role.put({ role: 'admin' })
    expect(promoted.data?.role).toBe('admin')
    const wrongRole = await admin.admin.users({ id: created.data!.id }).role.put({ role: 'owner' as 'admin' })
    expect(wrongRole.status).toBe(422)
  })

  it('answers a user setting roles with 403', async () => {
    const user = await t.signUpUser()
    const res = await t.api(user.cookie).admin.users({ id: 'x' }).role.put({ role: 'admin' })
    expect(res.status).toBe(403)
    expect(res.error?.value as unknown).toEqual({
      error: 'Forbidden',
      message: 'You are not allowed to access resource: admin',
    })
  })
})

describe('first admin from the environment', () => {
  it('does not promote an account someone else registered with ADMIN_EMAIL', async () => {
    const { ensureAdmin } = await import('../admin/users/service')
    await t.signIn('squatter@example.com', 'squatter-password', 'Squatter')
    expect(
      await ensureAdmin(t.auth, t.db, { email: 'squatter@example.com', password: 'the-real-admin-password' }),
    ).toBe(false)
    const session = await (
      await t.request('/api/auth/get-session', {
        headers: { cookie: await t.signIn('squatter@example.com', 'squatter-password') },
      })
    ).json()
    expect(session.user.role).toBe('user')
    expect(
      await ensureAdmin(t.auth, t.db, { email: 'squatter@example.com', password: 'squatter-password' }),
    ).toBe(true)
  })
})
