import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('health and routing', () => {
  it('answers /api/health when the database answers', async () => {
    const { data, status } = await t.api().health.get()
    expect(status).toBe(200)
    expect(data?.status).toBe('ok')
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
