import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { EvaluationDto } from '../../server/admin/evaluations/model'
import { scorePlan } from '../../shared/content-rubric'
import { asAdmin, startServerForCli } from '../run-cli'
import { evaluationRows, evaluationShortfalls } from './eval'

const passing = scorePlan({
  founderAnswers: ['We build Tally, invoicing for plumbers who wait months to get paid.'],
  pillars: [
    { title: 'Plumbers Paid Sooner' },
    { title: 'Invoices From the Van' },
    { title: 'Why Tally Exists' },
  ],
  posts: [
    {
      content: 'Plumbers wait months to get paid. Tally sends the invoice from the van.',
      scheduled_time: '2026-11-24T09:00:00Z',
    },
    {
      content: 'We build invoicing for plumbers, because waiting months is not a plan.',
      scheduled_time: '2026-12-02T09:00:00Z',
    },
  ],
  start: new Date('2026-11-23T08:00:00Z'),
})
const result = (score: typeof passing | null, error: string | null = null): EvaluationDto => ({
  provider: 'offline',
  interviewer: { id: 'i', name: 'Chad' },
  pass: score?.pass ?? false,
  score: score?.score ?? 0,
  criteria: passing.criteria.map((c) => ({ id: c.id, label: c.label, passed: 1, of: 1, score: 100 })),
  founders: [
    {
      founder_id: 'f',
      founder_name: 'Sam Okoro',
      turns: 12,
      ended: true,
      pillar_titles: [],
      plan_ms: 42,
      interview_ms: 100,
      error,
      score,
    },
  ],
})

describe('evaluation table', () => {
  it('has a row per founder and a column per criterion, failing cells marked', () => {
    expect(passing.pass).toBe(true)
    const { header, rows } = evaluationRows(result(passing))
    expect(header).toEqual(
      expect.arrayContaining(['FOUNDER', 'SCORE', 'GROUNDING', 'SECOND WEEK', 'PLAN MS', 'RESULT']),
    )
    expect(rows[0]).toEqual(expect.arrayContaining(['Sam Okoro', '100', '0 of 2', '50%', '42', 'pass']))
    const failing = scorePlan({
      founderAnswers: ['We build Tally.'],
      pillars: [],
      posts: [{ content: 'Great question, happy to wrap up.', scheduled_time: '2026-11-24T09:00:00Z' }],
      start: new Date('2026-11-23T08:00:00Z'),
    })
    const bad = evaluationRows(result(failing)).rows[0]!
    expect(bad).toEqual(expect.arrayContaining(['✗ 0', '✗ 1 of 1', '✗ 0%', 'FAIL']))
    expect(evaluationShortfalls(result(failing))).toContain(
      'Sam Okoro: Meta / filler 1 of 1 (needs 0 faulty) — "Great question, happy to wrap up." (meta or filler)',
    )
  })

  it('shows a founder without a plan as failing, with the reason', () => {
    expect(evaluationRows(result(null, 'boom')).rows[0]).toEqual(expect.arrayContaining(['0', '—', 'FAIL']))
    expect(evaluationShortfalls(result(null, 'The AI provider failed'))).toEqual([
      'Sam Okoro: no plan: The AI provider failed',
    ])
  })
})

let server: Awaited<ReturnType<typeof startServerForCli>>
const cli = (...args: string[]) => server.cli(...args)

beforeAll(async () => {
  server = await startServerForCli()
}, 60_000)
afterAll(() => server?.stop())

describe('bun run cli -- eval', () => {
  it('prints the score table for the named founders and exits non-zero exactly when a plan is under the thresholds', async () => {
    const list = await cli(...asAdmin, 'personas', 'list', '--tags', 'founder', '--json')
    const [first, second] = JSON.parse(list.stdout) as { id: string; name: string }[]
    const json = await cli(...asAdmin, 'eval', '--founders', `${first!.id},${second!.id}`, '--json')
    const evaluation = JSON.parse(json.stdout) as EvaluationDto
    expect(evaluation.founders.map((f) => f.founder_name)).toEqual([first!.name, second!.name])
    expect(json.exitCode).toBe(evaluation.pass ? 0 : 1)

    const table = await cli(...asAdmin, 'eval', '--founders', first!.id)
    expect(table.stdout).toContain('Chad interviewing 1 founders (offline engine)')
    expect(table.stdout).toMatch(/FOUNDER\s+SCORE\s+PILLAR COUNT\s+PILLAR TITLES/)
    expect(table.stdout).toContain(first!.name)
    expect(table.stdout).toMatch(/Score \d+\/100/)
    const passed = JSON.parse((await cli(...asAdmin, 'eval', '--founders', first!.id, '--json')).stdout).pass
    expect(table.exitCode).toBe(passed ? 0 : 1)
    if (!passed) expect(table.stderr).toBe('Error: 1 of 1 plans are under the content-quality thresholds\n')
  }, 120_000)

  it('refuses bad options and unknown personas with one line', async () => {
    const bad = await cli(...asAdmin, 'eval', '--founders', 'not-an-id')
    expect(bad).toMatchObject({
      exitCode: 1,
      stderr: 'Error: --founders needs persona ids separated by commas\n',
    })
    const unknown = await cli(...asAdmin, 'eval', '--interviewer', '00000000-0000-4000-8000-000000000001')
    expect(unknown).toMatchObject({ exitCode: 1, stderr: 'Error: Persona not found\n' })
  })
})
