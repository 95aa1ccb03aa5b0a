import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { CRITERIA } from '../../shared/content-rubric'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeAll(async () => {
  t = await createTestApp({ seed: true, aiCallsPerMinute: 5 })
  admin = await t.adminCookie()
})
afterAll(() => t.close())

const founders = async () => (await t.api(admin).personas.get({ query: { tags: 'founder' } })).data!

describe('POST /api/admin/evaluations', () => {
  it('refuses signed-out users and non-admins', async () => {
    expect((await t.api().admin.evaluations.post({})).status).toBe(401)
    const { cookie } = await t.signUpUser()
    expect((await t.api(cookie).admin.evaluations.post({})).status).toBe(403)
  })

  it('interviews every seeded founder with the default Chad, scores each plan, and leaves nothing behind', async () => {
    const before = {
      conversations: (await t.api(admin).conversations.get()).data!.length,
      sessions: (await t.api(admin)['marketing-sessions'].get()).data!.length,
    }
    const { data, status } = await t.api(admin).admin.evaluations.post({})
    expect(status).toBe(200)
    expect(data!.provider).toBe('offline')
    expect(data!.interviewer.name).toBe('Chad')
    const seeded = await founders()
    expect(data!.founders.map((f) => f.founder_name).sort()).toEqual(seeded.map((f) => f.name).sort())
    for (const founder of data!.founders) {
      // Far more AI calls than the 5-a-minute chat limit: the evaluation is not cut by it.
      expect(founder.turns).toBeGreaterThan(5)
      expect(founder.ended).toBe(true)
      if (founder.error === null) {
        expect(founder.pillar_titles.length).toBeGreaterThanOrEqual(3)
        expect(founder.score!.criteria.map((c) => c.id)).toEqual(Object.keys(CRITERIA) as never)
        expect(founder.score!.posts).toBeGreaterThan(0)
      } else expect(founder.score).toBeNull()
    }
    expect(data!.criteria).toHaveLength(Object.keys(CRITERIA).length)
    expect(data!.pass).toBe(data!.founders.every((f) => f.score?.pass === true))

    expect((await t.api(admin).conversations.get()).data!).toHaveLength(before.conversations)
    expect((await t.api(admin)['marketing-sessions'].get()).data!).toHaveLength(before.sessions)
  })

  it('runs a named interviewer against the named founders only', async () => {
    const created = await t.api(admin).personas.post({
      name: 'Terse Chad',
      prompt: 'You are Chad, a marketing interviewer. Ask one short question at a time.',
      tags: ['base_prompt'],
    })
    const [first] = await founders()
    const { data, status } = await t
      .api(admin)
      .admin.evaluations.post({ interviewer_persona_id: created.data!.id, founder_ids: [first!.id] })
    expect(status).toBe(200)
    expect(data!.interviewer).toEqual({ id: created.data!.id, name: 'Terse Chad' })
    expect(data!.founders.map((f) => f.founder_id)).toEqual([first!.id])
  })

  it('answers 404 for an unknown interviewer or founder and 422 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001'
    expect((await t.api(admin).admin.evaluations.post({ interviewer_persona_id: unknown })).status).toBe(404)
    expect((await t.api(admin).admin.evaluations.post({ founder_ids: [unknown] })).status).toBe(404)
    const chad = (await t.api(admin).personas.get({ query: { tags: 'chad' } })).data![0]!
    // The interviewer is not a founder.
    expect((await t.api(admin).admin.evaluations.post({ founder_ids: [chad.id] })).status).toBe(404)
    expect((await t.api(admin).admin.evaluations.post({ founder_ids: ['nope'] })).status).toBe(422)
    expect((await t.api(admin).admin.evaluations.post({ founder_ids: [] })).status).toBe(422)
  })
})
