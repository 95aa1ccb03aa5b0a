/**
 * The next two weeks lean on what worked: slots are shared between the chosen pillars by their
 * engagement per post, the best pillar gets more, and every pillar keeps a floor so none goes quiet.
 */

export const MIN_SLOTS_PER_PILLAR = 2
/** The best pillar's share weight against a pillar with no engagement (1). */
export const BEST_PILLAR_WEIGHT = 3

/** Engagement per measured post, or null when a pillar has no measured post yet. */
export type PillarScore = { engagementPerPost: number | null }

/**
 * How many of `slotCount` slots each pillar gets (same order as `pillars`). Every pillar gets at
 * least `minPerPillar` when the slots allow it; the rest is shared by weight 1 + 2 × (engagement per
 * post ÷ the best pillar's), so the best pillar gets up to three times a silent one's share: it leads
 * without drowning the others (a founder still needs every story told). Unmeasured pillars count as
 * the average of the measured ones; with nothing measured, slots are shared evenly. Ties in the
 * remainder go to the better pillar, so the best pillar never ends with fewer slots than another.
 */
export function weightedSlotCounts(
  slotCount: number,
  pillars: readonly PillarScore[],
  minPerPillar = MIN_SLOTS_PER_PILLAR,
): number[] {
  const n = pillars.length
  if (n === 0 || slotCount <= 0) return pillars.map(() => 0)
  const floor = Math.min(minPerPillar, Math.floor(slotCount / n))
  const counts = pillars.map(() => floor)
  let rest = slotCount - floor * n

  const measured = pillars.map((p) => p.engagementPerPost).filter((v): v is number => v !== null)
  const average = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : 0
  const scores = pillars.map((p) => Math.max(0, p.engagementPerPost ?? average))
  const best = Math.max(...scores)
  const weights = scores.map((score) => 1 + (best > 0 ? ((BEST_PILLAR_WEIGHT - 1) * score) / best : 0))
  const weightSum = weights.reduce((a, b) => a + b, 0)

  const shares = weights.map((w) => (rest * w) / weightSum)
  for (const [i, share] of shares.entries()) counts[i]! += Math.floor(share)
  rest -= shares.reduce((a, s) => a + Math.floor(s), 0)
  // Largest remainder first; equal remainders go to the heavier pillar, then the earlier one.
  const order = shares
    .map((s, i) => ({ i, remainder: s - Math.floor(s), weight: weights[i]! }))
    .sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.i - b.i)
  for (let k = 0; rest > 0; k++, rest--) counts[order[k % n]!.i]! += 1
  return counts
}

/**
 * Which pillar takes each of `counts`-summed slots, in slot order, spread so each pillar's posts are
 * evenly apart (smooth weighted round-robin: deterministic, no pillar bunches up in one week).
 */
export function interleavePillars(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0)
  const current = counts.map(() => 0)
  const left = [...counts]
  const order: number[] = []
  for (let slot = 0; slot < total; slot++) {
    let pick = -1
    for (const [i, c] of counts.entries()) {
      if (left[i]! === 0) continue
      current[i]! += c
      if (pick === -1 || current[i]! > current[pick]!) pick = i
    }
    current[pick]! -= total
    left[pick]! -= 1
    order.push(pick)
  }
  return order
}
