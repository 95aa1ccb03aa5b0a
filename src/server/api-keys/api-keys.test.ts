import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../testing/test-app'
import { KEY_REQUESTS_PER_MINUTE, type Scope } from './rules'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

/** A request with a key and no cookie, as a script or an agent sends it. */
const withKey = (key: string, path: string, init: RequestInit = {}) =>
  t.request(path, {
    ...init,
    headers: { authorization: `Bearer ${key}`, origin: '', ...(init.headers ?? {}) },
  })

async function makeKey(cookie: string, scopes: Scope[], name = 'My script') {
  const res = await t.request('/api/api-keys', {
    method: 'POST',
    body: JSON.stringify({ name, scopes }),
    headers: { cookie },
  })
  return {
    status: res.status,
    body: (await res.json()) as { key: string; api_key: { id: string }; message?: string },
  }
}

describe('personal API keys', () => {
  it('are shown once, listed by name and start only, and act as their user', async () => {
    const { cookie } = await t.signUpUser('Kay')
    const made = await makeKey(cookie, ['read', 'write'])
    expect(made.status).toBe(200)
    expect(made.body.key).toMatch(/^chad_[A-Za-z0-9_-]{43}$/)
    const listed = await (await t.request('/api/api-keys', { headers: { cookie } })).json()
    expect(listed.api_keys).toHaveLength(1)
    expect(listed.api_keys[0]).toMatchObject({
      name: 'My script',
      start: made.body.key.slice(0, 11),
      scopes: ['read', 'write'],
    })
    expect(JSON.stringify(listed)).not.toContain(made.body.key)

    // The key makes a marketing session and reads it back, as Kay.
    const created = await withKey(made.body.key, '/api/marketing-sessions', { method: 'POST', body: '{}' })
    expect(created.status).toBe(200)
    const { marketing_session } = (await created.json()) as { marketing_session: { id: string } }
    const mine = await (await t.request('/api/marketing-sessions', { headers: { cookie } })).json()
    expect(JSON.stringify(mine)).toContain(marketing_session.id)
    expect((await withKey(made.body.key, `/api/marketing-sessions/${marketing_session.id}`)).status).toBe(200)
  })

  it('refuses what a key was not made for: a read key cannot write, a write key cannot publish', async () => {
    const { cookie } = await t.signUpUser()
    const read = (await makeKey(cookie, ['read'])).body.key
    expect((await withKey(read, '/api/marketing-sessions')).status).toBe(200)
    const write = await withKey(read, '/api/marketing-sessions', { method: 'POST', body: '{}' })
    expect(write.status).toBe(403)
    expect((await write.json()).message).toBe('This API key does not have the write scope')
    const writer = (await makeKey(cookie, ['read', 'write'])).body.key
    const approve = await withKey(
      writer,
      '/api/marketing-sessions/00000000-0000-4000-8000-000000000000/approve',
      {
        method: 'PUT',
      },
    )
    expect(approve.status).toBe(403)
    expect((await approve.json()).message).toBe('This API key does not have the publish scope')
  })

  it('answers another user’s ids as not found, as the cookie does', async () => {
    const owner = await t.signUpUser()
    const session = (await (
      await t.request('/api/marketing-sessions', {
        method: 'POST',
        body: '{}',
        headers: { cookie: owner.cookie },
      })
    ).json()) as {
      marketing_session: { id: string }
    }
    const other = await t.signUpUser()
    const key = (await makeKey(other.cookie, ['read', 'write'])).body.key
    expect((await withKey(key, `/api/marketing-sessions/${session.marketing_session.id}`)).status).toBe(404)
    expect(
      (await withKey(key, `/api/marketing-sessions/${session.marketing_session.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(404)
  })

  it('is refused at once when revoked, and cannot be revoked by anyone else', async () => {
    const { cookie } = await t.signUpUser()
    const made = (await makeKey(cookie, ['read'])).body
    expect((await withKey(made.key, '/api/dashboard')).status).toBe(200)
    const stranger = await t.signUpUser()
    expect(
      (
        await t.request(`/api/api-keys/${made.api_key.id}`, {
          method: 'DELETE',
          headers: { cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request(`/api/api-keys/${made.api_key.id}`, { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(200)
    const after = await withKey(made.key, '/api/dashboard')
    expect(after.status).toBe(401)
    expect((await after.json()).message).toBe('This API key is not valid (revoked, or never made)')
    expect((await withKey(`chad_${'x'.repeat(43)}`, '/api/dashboard')).status).toBe(401)
  })

  it('cannot make or list keys itself', async () => {
    const { cookie } = await t.signUpUser()
    const key = (await makeKey(cookie, ['read', 'write', 'publish'])).body.key
    const res = await withKey(key, '/api/api-keys', {
      method: 'POST',
      body: JSON.stringify({ name: 'more', scopes: ['read'] }),
    })
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('API keys are managed in the app, not with an API key')
    expect((await withKey(key, '/api/api-keys')).status).toBe(403)
  })

  it('does admin things only as an admin’s key made with the admin scope', async () => {
    const user = await t.signUpUser()
    expect((await makeKey(user.cookie, ['admin'])).status).toBe(403)
    const admin = await t.adminCookie()
    const plain = (await makeKey(admin, ['read'])).body.key
    const res = await withKey(plain, '/api/admin/users')
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('This API key does not have the admin scope')
    const powerful = (await makeKey(admin, ['read', 'admin'])).body.key
    expect((await withKey(powerful, '/api/admin/users')).status).toBe(200)
  })

  it('checks names and scopes, with clear messages', async () => {
    const { cookie } = await t.signUpUser()
    expect((await makeKey(cookie, [], 'no scopes')).status).toBe(422)
    expect((await makeKey(cookie, ['read'], '')).status).toBe(422)
    expect((await makeKey(cookie, ['everything' as Scope])).status).toBe(422)
  })

  it(`is limited to ${KEY_REQUESTS_PER_MINUTE} requests a minute, per key`, async () => {
    const { cookie } = await t.signUpUser()
    const key = (await makeKey(cookie, ['read'])).body.key
    const other = (await makeKey(cookie, ['read'])).body.key
    for (let i = 0; i < KEY_REQUESTS_PER_MINUTE; i++)
      expect((await withKey(key, '/api/dashboard')).status).toBe(200)
    const refused = await withKey(key, '/api/dashboard')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await withKey(other, '/api/dashboard')).status).toBe(200)
  })
})
