import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../testing/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: ReturnType<typeof t.api>
let user: ReturnType<typeof t.api>
beforeAll(async () => {
  t = await createTestApp()
  admin = t.api(await t.adminCookie())
  user = t.api((await t.signUpUser()).cookie)
})
afterAll(() => t.close())

const create = (
  name: string,
  tags: ('base_prompt' | 'founder' | 'chad')[] = ['base_prompt'],
  prompt = `You are ${name}.`,
) => admin.personas.post({ name, prompt, tags }).then((r) => r.data!)

describe('personas API', () => {
  it('creates a persona with version 1 and lists it by tag', async () => {
    const p = await create('Interviewer A')
    expect(p.versions).toHaveLength(1)
    expect(p.versions[0]).toMatchObject({ version: 1, prompt: 'You are Interviewer A.' })
    const founders = await create('Founder A', ['founder'])
    const byTag = (await admin.personas.get({ query: { tags: 'base_prompt' } })).data!
    expect(byTag.map((x) => x.id)).toContain(p.id)
    expect(byTag.map((x) => x.id)).not.toContain(founders.id)
    const both = (await admin.personas.get({ query: { tags: 'base_prompt,founder' } })).data!
    expect(both.map((x) => x.id)).toEqual(expect.arrayContaining([p.id, founders.id]))
  })

  it('numbers new versions and returns them newest first', async () => {
    const p = await create('Versioned')
    await admin.personas({ id: p.id }).versions.post({ prompt: 'second' })
    const v3 = (await admin.personas({ id: p.id }).versions.post({ prompt: 'third' })).data!
    expect(v3.versions.map((v) => [v.version, v.prompt])).toEqual([
      [3, 'third'],
      [2, 'second'],
      [1, 'You are Versioned.'],
    ])
  })

  it('never shows prompt text to a non-admin', async () => {
    const p = await create('Secret Prompt')
    const got = (await user.personas({ id: p.id }).get()).data!
    expect(got.name).toBe('Secret Prompt')
    expect(got.versions.every((v) => v.prompt === undefined)).toBe(true)
    const listed = (await user.personas.get({ query: {} })).data!
    expect(JSON.stringify(listed)).not.toContain('You are Secret Prompt.')
  })

  it('refuses persona changes from non-admins with 403 and from visitors with 401', async () => {
    const p = await create('Guarded')
    expect((await user.personas.post({ name: 'x', prompt: 'y', tags: [] })).status).toBe(403)
    expect((await user.personas({ id: p.id }).versions.post({ prompt: 'y' })).status).toBe(403)
    expect((await user.personas({ id: p.id }).delete()).status).toBe(403)
    expect((await user.personas({ id: p.id })['make-default-chad'].put()).status).toBe(403)
    expect((await t.api().personas.get({ query: {} })).status).toBe(401)
  })

  it('answers 422 with a message for bad bodies', async () => {
    const res = await admin.personas.post({ name: '', prompt: 'x', tags: ['base_prompt'] })
    expect(res.status).toBe(422)
    expect((res.error!.value as { message: string }).message).toStartWith('name:')
    const badTag = await admin.personas.post({ name: 'x', prompt: 'x', tags: ['villain' as 'founder'] })
    expect(badTag.status).toBe(422)
    expect((await admin.personas({ id: 'not-a-uuid' }).get()).status).toBe(422)
  })

  it('moves the chad tag so exactly one persona carries it', async () => {
    const a = await create('Chad A')
    const b = await create('Chad B')
    await admin.personas({ id: a.id })['make-default-chad'].put()
    const madeB = await admin.personas({ id: b.id })['make-default-chad'].put()
    expect(madeB.data!.tags).toContain('chad')
    const chads = (await admin.personas.get({ query: { tags: 'chad' } })).data!
    expect(chads.map((c) => c.name)).toEqual(['Chad B'])
    const founder = await create('Not a base prompt', ['founder'])
    const refused = await admin.personas({ id: founder.id })['make-default-chad'].put()
    expect(refused.status).toBe(409)
  })

  it('ignores a chad tag given at creation', async () => {
    const p = await create('Sneaky', ['base_prompt', 'chad'])
    expect(p.tags).toEqual(['base_prompt'])
  })

  it('deletes a persona; a missing one answers 404', async () => {
    const p = await create('Doomed')
    expect((await admin.personas({ id: p.id }).delete()).status).toBe(200)
    expect((await admin.personas({ id: p.id }).get()).status).toBe(404)
    expect((await admin.personas({ id: p.id }).delete()).status).toBe(404)
  })
})
