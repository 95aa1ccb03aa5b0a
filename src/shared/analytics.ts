/**
 * Post analytics as pure decisions: when a posted tweet's metrics are due, how ids are batched for
 * X's lookup, and how engagement rolls up by narrative pillar. The collector (I/O) calls these.
 */

import { NETWORKS, type Network } from './networks'

const HOUR = 3_600_000

/** Metrics are read about 1 hour, 24 hours and 7 days after posting. */
export const SNAPSHOT_AGES = [
  { key: '1h', afterMs: HOUR },
  { key: '24h', afterMs: 24 * HOUR },
  { key: '7d', afterMs: 7 * 24 * HOUR },
] as const
export type SnapshotAge = (typeof SNAPSHOT_AGES)[number]['key']

/** X's tweet lookup takes at most 100 ids per call. */
export const METRICS_BATCH_SIZE = 100

export type PublicMetrics = {
  likes: number
  reposts: number
  replies: number
  quotes: number
  bookmarks: number
  /** Only where the account's access returns it. */
  impressions: number | null
}

/** A network's counts as metrics: what it does not count is 0, impressions unknown unless given. */
export const countsOf = (m: Partial<PublicMetrics>): PublicMetrics => ({
  likes: m.likes ?? 0,
  reposts: m.reposts ?? 0,
  replies: m.replies ?? 0,
  quotes: m.quotes ?? 0,
  bookmarks: m.bookmarks ?? 0,
  impressions: m.impressions ?? null,
})

/**
 * The snapshot ages due at `now` for a tweet posted at `postedAt` that already has `taken`.
 * Ages missed while no server ran are still due (a late snapshot beats a lost one), so one
 * fetch may fill several ages at once.
 */
export function dueSnapshotAges(postedAt: Date, taken: readonly SnapshotAge[], now: Date): SnapshotAge[] {
  const age = now.getTime() - postedAt.getTime()
  return SNAPSHOT_AGES.filter((a) => age >= a.afterMs && !taken.includes(a.key)).map((a) => a.key)
}

/** When the next snapshot of this tweet falls due, or null when all three are taken. */
export function nextSnapshotAt(postedAt: Date, taken: readonly SnapshotAge[]): Date | null {
  const next = SNAPSHOT_AGES.find((a) => !taken.includes(a.key))
  return next ? new Date(postedAt.getTime() + next.afterMs) : null
}

/** Splits ids into calls of at most `size`, keeping order. */
export function batches<T>(items: readonly T[], size = METRICS_BATCH_SIZE): T[][] {
  if (size < 1) throw new RangeError('batch size must be at least 1')
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A thread's parts add up into their post; impressions only when every part has them. */
export const sumMetrics = (a: PublicMetrics, b: PublicMetrics): PublicMetrics => ({
  likes: a.likes + b.likes,
  reposts: a.reposts + b.reposts,
  replies: a.replies + b.replies,
  quotes: a.quotes + b.quotes,
  bookmarks: a.bookmarks + b.bookmarks,
  impressions: a.impressions === null || b.impressions === null ? null : a.impressions + b.impressions,
})

/** Engagement is every action a reader took; impressions are reach, not engagement. */
export const engagementOf = (m: PublicMetrics) => m.likes + m.reposts + m.replies + m.quotes + m.bookmarks

export type PostResult = {
  tweetId: string
  pillarId: string | null
  content: string
  /** The latest snapshot, or null before the first one (every network's added up). */
  metrics: PublicMetrics | null
  /** Engagement on each network it has a reading from. */
  byNetwork?: Partial<Record<Network, number>>
}

export type PillarEngagement = {
  pillarId: string | null
  posts: number
  /** Posts with at least one snapshot; the totals and median count only these. */
  measured: number
  total: number
  median: number
  best: { tweetId: string; content: string; engagement: number } | null
  /** The same pillar's engagement on each network. */
  networks: NetworkEngagement[]
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Engagement per narrative pillar, in the order the pillars are given (posts on a pillar that is
 * not listed, or on none, are grouped under `null` at the end when there are any).
 */
export function engagementByPillar(
  pillarIds: readonly string[],
  posts: readonly PostResult[],
): PillarEngagement[] {
  const keys: (string | null)[] = [...pillarIds]
  if (posts.some((p) => p.pillarId === null || !pillarIds.includes(p.pillarId))) keys.push(null)
  return keys.map((pillarId) => {
    const own = posts.filter((p) =>
      pillarId === null ? p.pillarId === null || !pillarIds.includes(p.pillarId) : p.pillarId === pillarId,
    )
    const measured = own.filter((p) => p.metrics !== null)
    const scores = measured.map((p) => engagementOf(p.metrics!))
    let best: PillarEngagement['best'] = null
    for (const [i, p] of measured.entries()) {
      if (!best || scores[i]! > best.engagement)
        best = { tweetId: p.tweetId, content: p.content, engagement: scores[i]! }
    }
    return {
      pillarId,
      posts: own.length,
      measured: measured.length,
      total: scores.reduce((a, b) => a + b, 0),
      median: median(scores),
      best,
      networks: engagementByNetwork(measured),
    }
  })
}

/** A post's latest metrics on one network (its parts there added up). */
export type NetworkReading = { tweetId: string; network: Network; metrics: PublicMetrics }

export type NetworkEngagement = {
  network: Network
  /** Posts with a reading on this network. */
  measured: number
  total: number
}

/** Engagement on each network the posts have readings from, in the networks' usual order. */
export function engagementByNetwork(posts: readonly Pick<PostResult, 'byNetwork'>[]): NetworkEngagement[] {
  return NETWORKS.flatMap((network) => {
    const on = posts.flatMap((p) => (p.byNetwork?.[network] === undefined ? [] : [p.byNetwork[network]]))
    return on.length ? [{ network, measured: on.length, total: on.reduce((a, b) => a + b, 0) }] : []
  })
}

/** A post's metrics over every network it went to, and its engagement on each. */
export function perPost(readings: readonly NetworkReading[]) {
  const out = new Map<string, { metrics: PublicMetrics; byNetwork: Partial<Record<Network, number>> }>()
  for (const r of readings) {
    const seen = out.get(r.tweetId)
    const engagement = engagementOf(r.metrics)
    if (!seen) out.set(r.tweetId, { metrics: r.metrics, byNetwork: { [r.network]: engagement } })
    else {
      seen.metrics = sumMetrics(seen.metrics, r.metrics)
      seen.byNetwork[r.network] = (seen.byNetwork[r.network] ?? 0) + engagement
    }
  }
  return out
}
