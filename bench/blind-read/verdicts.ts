// A blind reader's verdicts (bench/blind-read/verdicts/<date>.json) and what they add up to: per
// founder and overall, the share of posts the founder would publish as is, edit a little, or rewrite
// or delete. run.ts writes a template to fill (verdicts-template.json beside plans.json).
import { z } from 'zod'
import type { PlansFile } from './plans'

export const verdictKinds = ['PUBLISH', 'EDIT', 'REWRITE-DELETE'] as const
export type VerdictKind = (typeof verdictKinds)[number]

const postVerdict = z.object({
  /** Empty while the reader has not judged the post yet. */
  verdict: z.union([z.enum(verdictKinds), z.literal('')]),
  reason: z.string(),
})

export const verdictsFile = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD'),
  reader: z.string(),
  /** The run the posts came from (plans.json's generated_at). */
  plans_generated_at: z.string().optional(),
  /** Founder id → post number (P1…) → verdict. */
  founders: z.record(
    z.string(),
    z.record(z.string().regex(/^P\d+$/, 'post numbers are P1, P2…'), postVerdict),
  ),
})
export type VerdictsFile = z.infer<typeof verdictsFile>

export type TallyRow = {
  founder: string
  posts: number
  judged: number
  counts: Record<VerdictKind, number>
}

export type Tally = {
  rows: TallyRow[]
  /** Every judged post counted once. */
  overall: TallyRow
  /** Verdicts naming a founder or a post the plans do not have. */
  unknown: string[]
  /** Reasons given, by verdict, as "founder P3: reason". */
  reasons: Record<VerdictKind, string[]>
}

const noCounts = (): Record<VerdictKind, number> => ({ PUBLISH: 0, EDIT: 0, 'REWRITE-DELETE': 0 })

/** The verdicts counted against the plans' posts (a post with no verdict counts as not judged). */
export function tally(verdicts: VerdictsFile, plans: PlansFile): Tally {
  const reasons: Tally['reasons'] = { PUBLISH: [], EDIT: [], 'REWRITE-DELETE': [] }
  const unknown: string[] = []
  const rows = plans.founders.map((plan): TallyRow => {
    const given = verdicts.founders[plan.id] ?? {}
    const numbers = new Set(plan.posts.map((p) => p.number))
    for (const n of Object.keys(given)) if (!numbers.has(n)) unknown.push(`${plan.id} ${n}`)
    const counts = noCounts()
    for (const post of plan.posts) {
      const v = given[post.number]
      if (!v?.verdict) continue
      counts[v.verdict]++
      if (v.reason.trim()) reasons[v.verdict].push(`${plan.id} ${post.number}: ${v.reason.trim()}`)
    }
    const judged = verdictKinds.reduce((sum, k) => sum + counts[k], 0)
    return { founder: plan.id, posts: plan.posts.length, judged, counts }
  })
  const ids = new Set(plans.founders.map((f) => f.id))
  for (const id of Object.keys(verdicts.founders)) if (!ids.has(id)) unknown.push(id)
  const overall: TallyRow = { founder: 'ALL', posts: 0, judged: 0, counts: noCounts() }
  for (const row of rows) {
    overall.posts += row.posts
    overall.judged += row.judged
    for (const k of verdictKinds) overall.counts[k] += row.counts[k]
  }
  return { rows, overall, unknown, reasons }
}

/** A share of the judged posts as a whole percentage ("-" when none were judged). */
export const percent = (count: number, judged: number) =>
  judged ? `${Math.round((100 * count) / judged)}%` : '-'
