import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { CRITERIA } from '../../../shared/content-rubric'
import { OpenAiProvider } from '../../ai/openai-provider'
import { type ChatRequest, startFakeOpenAi } from '../../testing/fake-openai'
import { createTestApp } from '../../testing/test-app'
import { chadPrompt } from '../seed/content'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string
beforeAll(async () => {
  t = await createTestApp({ seed: true, aiCallsPerMinute: 5 })
  admin = await t.adminCookie()
}, 60_000)
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

/** A model that interviews briefly, answers as a bakery founder, and returns clean pillars and posts. */
function scriptedModel(request: ChatRequest) {
  const schema = request.response_format?.json_schema?.name
  if (schema?.includes('pillar'))
    return JSON.stringify({
      pillars: [
        {
          title: 'Sundays Lost to Receipts',
          description: 'Bakery owners lose their Sundays to bookkeeping.',
        },
        { title: 'Why Ledgerly Exists', description: 'Amélie reconciled invoices by hand for years.' },
        { title: '140 Bakeries and Counting', description: 'Bakeries save six hours a week.' },
      ],
    })
  if (schema) {
    // The slots offered, as the provider lists them ("3, pillar 0, …" or "slot 3: pillar 0, …"): six spread over both weeks.
    const offered = request.messages.map((m) => m.content).join('\n')
    const slots = [
      ...new Set([...offered.matchAll(/^(?:slot )?(\d+)[,:] pillar/gm)].map((m) => Number(m[1]))),
    ]
    const spread = (i: number) => slots[Math.floor((i * slots.length) / 6)]
    return JSON.stringify({
      tweets: [
        'Bakery owners lose every Sunday to receipts and spreadsheets. Ledgerly gives those Sundays back.',
        'My mother Amélie spent twelve hours a week reconciling invoices by hand. That is why Ledgerly exists.',
        '140 bakeries signed up since launch, and each one saves about six hours of bookkeeping a week.',
        'Small bakeries deserve the same bookkeeping tools as big chains, without an accountant on call.',
        'Which bookkeeping chore eats most of your Sunday, bakery owners?',
        'Next for Ledgerly: payroll for bakeries, ready by spring.',
      ].map((content, i) => ({ slot: spread(i), content })),
    })
  }
  const interviewer = request.messages[0]?.content.includes(chadPrompt.slice(0, 60))
  const answers = request.messages.filter((m) => m.role === (interviewer ? 'user' : 'assistant')).length
  if (!interviewer)
    return 'We build Ledgerly, bookkeeping for small bakeries whose owners lose every Sunday to receipts and spreadsheets. My mother Amélie spent twelve hours a week reconciling invoices by hand. Since launch 140 bakeries signed up and save six hours a week. Small bakeries deserve the tools big chains have, without an accountant on call. Payroll comes by spring.'
  return answers >= 2
    ? 'Thank you, that is everything I need. <signals><signal name="end_interview"/></signals>'
    : 'What are you building, and for whom?'
}

describe('the evaluation on an OpenAI-compatible provider', () => {
  it('runs the same interview, plan and scoring through the real SDK against a fake server', async () => {
    const fake = startFakeOpenAi({ reply: scriptedModel })
    const app = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'm'),
    })
    try {
      const a = app.api(await app.adminCookie())
      const [founder] = (await a.personas.get({ query: { tags: 'founder' } })).data!
      const { data } = await a.admin.evaluations.post({ founder_ids: [founder!.id] })
      expect(data!.provider).toBe('openai')
      const [result] = data!.founders
      expect(result).toMatchObject({ error: null, ended: true, turns: 5 })
      expect(result!.pillar_titles).toEqual([
        'Sundays Lost to Receipts',
        'Why Ledgerly Exists',
        '140 Bakeries and Counting',
      ])
      expect(result!.score!.posts).toBe(6)
      expect(result!.score!.criteria.filter((c) => !c.pass)).toEqual([])
      expect(data!.pass).toBe(true)
    } finally {
      await app.close()
      fake.stop()
    }
  })

  it('fails a founder whose plan the provider cannot make, with the reason, and leaves nothing behind', async () => {
    const fake = startFakeOpenAi({ reply: () => ({ status: 500, message: 'model overloaded' }) })
    const app = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'm'),
    })
    try {
      const a = app.api(await app.adminCookie())
      const [founder] = (await a.personas.get({ query: { tags: 'founder' } })).data!
      const { data, status } = await a.admin.evaluations.post({ founder_ids: [founder!.id] })
      expect(status).toBe(200)
      expect(data!.pass).toBe(false)
      expect(data!.score).toBe(0)
      expect(data!.founders[0]).toMatchObject({
        score: null,
        error: 'The AI provider failed (HTTP 500). Please try again.',
      })
      expect((await a.conversations.get()).data!).toEqual([])
    } finally {
      await app.close()
      fake.stop()
    }
  })
})
