/**
 * CI's content-quality gate: the offline engine (what every new user, demo and test sees first) plays
 * the default Chad against every seeded founder and against founders who write differently, and each
 * plan must meet every rubric threshold. The thresholds are the rubric's own constants.
 */
import { beforeAll, describe, expect, it } from 'bun:test'
import { founders as seededFounders } from '../seed/content'
import { createTestApp } from '../testing/test-app'
import type { FounderResultDto } from './model'

/** Founders that write unlike the seeded ones: terse, long-winded, number-heavy with non-US names and units. */
const inventedFounders = [
  {
    name: 'Sam Okoro',
    prompt:
      'You are Sam Okoro, founder of Tally, invoicing for plumbers. Customers are plumbers. Problem: late payments. Started it after my brother waited 90 days to get paid. 300 plumbers use it. Payments arrive 3 weeks sooner. Invoices should be sent from the van. Goal: 1,000 plumbers. Answer in as few words as possible, one short sentence.',
  },
  {
    name: 'Ingrid Solberg',
    prompt:
      'You are Ingrid Solberg, founder of Fjordline, route planning for electric ferry operators in Norway. It started on a winter night in Bergen in 2019, when the ferry I was on ran its battery down to 9% in a storm and the captain told me, half laughing, that the crew planned every crossing on a whiteboard in the wheelhouse. I spent the next two years riding ferries between Stavanger and Ålesund, interviewing captains and chief engineers, and learned that every operator guessed the charge they would need and kept a huge margin just in case. Our customers are fleet managers at ferry operators running three to forty vessels along the coast. Fjordline predicts the energy each crossing will need from wind, current, load and timetable, and tells the crew when and how long to charge. Operators using it cut charging time by 18% and diesel backup use by 61% in the first season. I believe the green shipping transition will be won by software that makes batteries boring, not by bigger batteries. Over the next month I want ferry operators in Denmark and Scotland to join our pilot. Answer in the first person, telling stories at length, in four to six sentences.',
  },
  {
    name: 'Aditi Rao',
    prompt:
      'You are Aditi Rao, co-founder of Mandi Metrics, pricing data for vegetable wholesalers in Pune and Nashik. Our customers are wholesale traders who move 20 to 200 tonnes a week. Before us a trader lost about ₹40,000 a month by selling onions at yesterday’s price. We collect prices from 14 mandis every 30 minutes and send them by WhatsApp. 2,300 traders use it, 71% open the morning message within 10 minutes, and the median trader earns ₹1.2 lakh more per quarter. I started it after my uncle sold 8 tonnes of tomatoes at ₹6/kg below the market rate in 2021. I believe farm markets need better information more than more middlemen. We want 5,000 traders by March. Answer in the first person, with numbers, in two to three sentences.',
  },
]

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
