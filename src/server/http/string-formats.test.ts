import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { FormatRegistry } from 'elysia/type-system'
import { createTestApp } from '../testing/test-app'
import { uuidFormat } from './string-formats'

describe('the uuid format', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is checked by a compiled expression once the app is built, not a zod schema built per call', () => {
    // The openapi plugin, loaded with the app, replaces it; the app puts a compiled one back.
    expect(FormatRegistry.Get('uuid')).toBe(uuidFormat)
  })

  it.each([
    [crypto.randomUUID(), true],
    ['0F9E4C2A-1B3D-4E5F-8A6B-7C8D9E0F1A2B', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['0f9e4c2a-1b3d-4e5f-c456-7c8d9e0f1a2b', false], // not an RFC 9562 variant
    ['0f9e4c2a-1b3d-9e5f-8a6b-7c8d9e0f1a2b', false], // no such version
    [`urn:uuid:${crypto.randomUUID()}`, false], // the database would refuse it with a 500
    ['not-a-uuid', false],
    [`${crypto.randomUUID()}x`, false],
  ])('%s → %p, as zod checked it', (id, valid) => {
    expect(uuidFormat(id)).toBe(valid)
  })

  it('refuses a malformed id with 422 and answers an unknown one with 404', async () => {
    const cookie = await t.adminCookie()
    for (const id of ['not-a-uuid', `urn:uuid:${crypto.randomUUID()}`]) {
      const res = await t.request(`/api/conversations/${id}`, { headers: { cookie } })
      expect(res.status).toBe(422)
    }
    const unknown = await t.request(`/api/conversations/${crypto.randomUUID()}`, { headers: { cookie } })
    expect(unknown.status).toBe(404)
  })
})
