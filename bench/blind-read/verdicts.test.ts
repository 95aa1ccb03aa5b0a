import { describe, expect, it } from 'bun:test'
import { type FounderPlan, type PlansFile, verdictTemplate } from './plans'
import { percent, tally, verdictsFile } from './verdicts'

const plan = (id: string, posts: number) =>
  ({
    id,
    posts: Array.from({ length: posts }, (_, i) => ({ number: `P${i + 1}` })),
  }) as FounderPlan
const plans: PlansFile = { generated_at: '2026-11-26T12:00:00.000Z', founders: [plan('a', 3), plan('b', 2)] }

describe('tally', () => {
  it('counts verdicts per founder and over every judged post', () => {
    const verdicts = verdictsFile.parse({
      date: '2026-11-26',
      reader: 'R',
      founders: {
        a: {
          P1: { verdict: 'PUBLISH', reason: 'fine' },
          P2: { verdict: 'EDIT', reason: 'cut the question' },
          P3: { verdict: 'REWRITE-DELETE', reason: 'not my words' },
        },
        b: {
          P1: { verdict: 'REWRITE-DELETE', reason: '' },
          P2: { verdict: '', reason: '' },
          P9: { verdict: 'EDIT', reason: '' },
        },
        c: {},
      },
    })
    const { rows, overall, unknown, reasons } = tally(verdicts, plans)
    expect(rows.map((r) => [r.founder, r.judged, r.posts, r.counts['REWRITE-DELETE']])).toEqual([
      ['a', 3, 3, 1],
      ['b', 1, 2, 1],
    ])
    expect(overall).toMatchObject({
      judged: 4,
      posts: 5,
      counts: { PUBLISH: 1, EDIT: 1, 'REWRITE-DELETE': 2 },
    })
    expect(unknown).toEqual(['b P9', 'c'])
    expect(reasons['REWRITE-DELETE']).toEqual(['a P3: not my words'])
    expect(percent(overall.counts['REWRITE-DELETE'], overall.judged)).toBe('50%')
    expect(percent(0, 0)).toBe('-')
  })

  it('reads the template run.ts writes, with nothing judged yet', () => {
    const template = verdictsFile.parse(verdictTemplate(plans, '2026-11-26'))
    expect(tally(template, plans).overall).toMatchObject({ judged: 0, posts: 5 })
  })

  it('refuses a verdict that is not one of the three', () => {
    const bad = { date: '2026-11-26', reader: '', founders: { a: { P1: { verdict: 'MAYBE', reason: '' } } } }
    expect(verdictsFile.safeParse(bad).success).toBe(false)
  })
})
