import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { FormatRegistry } from 'elysia/type-system'
import { createTestApp } from '../testing/test-app'
import { elysiaStringFormats } from './string-formats'

describe('string formats', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("checks ids with Elysia's expressions once the app is built, not a zod schema per call", async () => {
    // The openapi plugin, loaded with the app, replaces them; the app puts them back.
    expect(elysiaStringFormats.size).toBeGreaterThan(10)
    for (const [name, check] of elysiaStringFormats) expect(FormatRegistry.Get(name)).toBe(check)
    const uuid = FormatRegistry.Get('uuid')!
    expect(uuid(crypto.randomUUID())).toBe(true)
    expect(uuid('not-a-uuid')).toBe(false)
    // What a user of the API sees is unchanged: a malformed id is refused, an unknown one is not found.
    const cookie = await t.adminCookie()
    expect((await t.request('/api/conversations/not-a-uuid', { headers: { cookie } })).status).toBe(422)
    const unknown = await t.request(`/api/conversations/${crypto.randomUUID()}`, { headers: { cookie } })
    expect(unknown.status).toBe(404)
  })
})
