/**
 * CI's content-quality gate: the offline engine (what every new user, demo and test sees first) plays
 * the default Chad against every seeded founder and against founders who write differently, and each
 * plan must meet every rubric threshold. The thresholds are the rubric's own constants.
 */
import { beforeAll, describe, expect, it } from 'bun:test'
import { createTestApp } from '../../testing/test-app'
import { founders as seededFounders } from '../seed/content'
import { inventedFounders } from './invented-founders'
import type { FounderResultDto } from './model'

let results: FounderResultDto[] = []
beforeAll(async () => {
  const t = await createTestApp({ seed: true })
  try {
    const admin = await t.adminCookie()
    const founderIds = [
      ...(await t.api(admin).personas.get({ query: { tags: 'founder' } })).data!.map((f) => f.id),
    ]
    for (const founder of inventedFounders) {
      const created = await t.api(admin).personas.post({ ...founder, tags: ['founder'] })
      founderIds.push(created.data!.id)
    }
    const { data, error } = await t.api(admin).admin.evaluations.post({ founder_ids: founderIds })
    if (error) throw new Error(`evaluation failed: ${error.status}`)
    results = data!.founders
  } finally {
    await t.close()
  }
}, 120_000)

/** What a failing plan got wrong, readable in the test output. */
const shortfalls = (result: FounderResultDto) =>
  result.error
    ? [`no plan: ${result.error}`]
    : result
        .score!.criteria.filter((c) => !c.pass)
        .map(
          (c) =>
            `${c.label}: ${c.measured} (needs ${c.threshold})${c.examples.length ? ` e.g. ${c.examples[0]}` : ''}`,
        )

describe('offline engine content quality (default Chad vs founder personas)', () => {
  const names = [...seededFounders.map((f) => f.name), ...inventedFounders.map((f) => f.name)]

  it('evaluates every seeded and invented founder', () => {
    expect(results.map((r) => r.founder_name).sort()).toEqual([...names].sort())
  })

  it.each(names)('%s: the plan meets every rubric threshold', (name) => {
    const result = results.find((r) => r.founder_name === name)!
    expect(result.ended).toBe(true)
    expect(shortfalls(result)).toEqual([])
  })
})
