import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  batches,
  dueSnapshotAges,
  METRICS_BATCH_SIZE,
  nextSnapshotAt,
  type PublicMetrics,
  type SnapshotAge,
} from '../../shared/analytics'
import { classify } from '../channels/x/client'
import { freshAccessToken, type XDeps } from '../channels/x/service'
import { type Clock, systemClock } from '../context'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { metricSnapshots, metricWatches, socialAccounts } from '../db/schema'
import type { Logger } from '../http/logger'

/**
 * The metrics collector: every post that reaches X is watched, and its public metrics are read
 * 1 h, 24 h and 7 d after it went out, by whichever replica claims the watch first.
 */

/** A claimed watch is leased for this long; a replica that dies mid-fetch lets it fall due again. */
export const METRICS_LEASE_MS = 5 * 60_000
/** How long to wait before trying again when the account cannot be used right now. */
const ACCOUNT_RETRY_MS = 60 * 60_000
const CLAIM_LIMIT = 1000

export const METRICS_UNAVAILABLE =
  "X does not give this account's access level its post metrics, so analytics stay empty. Posting is not affected."

export type AnalyticsDeps = { db: Database; x: XDeps; logger: Logger }

/** Starts watching a post that just went out (idempotent: a post is watched once). */
export async function watchPosted(
  db: Database,
  post: { xTweetId: string; scheduledTweetId: string; userId: string; postedAt: Date },
) {
  await db
    .insert(metricWatches)
    .values({ ...post, nextDueAt: nextSnapshotAt(post.postedAt, []) })
    .onConflictDoNothing()
}

type Claimed = {
  xTweetId: string
  scheduledTweetId: string
  userId: string
  postedAt: Date
  taken: SnapshotAge[]
}

/**
 * Claims due watches for this replica: row-locked, skipping rows another replica holds, and leased.
 * Ordered by account so one account's posts share lookups (100 ids a call).
 */
export async function claimDueWatches(db: Database, now: Date, limit = CLAIM_LIMIT): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + METRICS_LEASE_MS)
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${metricWatches} set claimed_at = ${now.toISOString()}::timestamptz, next_due_at = ${lease.toISOString()}::timestamptz
    where x_tweet_id in (
      select x_tweet_id from ${metricWatches}
      where next_due_at <= ${now.toISOString()}::timestamptz
      order by user_id, next_due_at
      limit ${limit}
      for update skip locked
    )
    returning x_tweet_id, scheduled_tweet_id, user_id, posted_at, taken_ages`)
  const rows = rowsOf<Record<string, unknown>>(result)
  return rows.map((r) => ({
    xTweetId: String(r.x_tweet_id),
    scheduledTweetId: String(r.scheduled_tweet_id),
    userId: String(r.user_id),
    postedAt: new Date(r.posted_at as string),
    taken: parseTextArray(r.taken_ages) as SnapshotAge[],
  }))
}

/** Raw `text[]` arrives as an array from postgres-js and as `{a,b}` text from some PGlite paths. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean)
  return []
}

const release = (db: Database, ids: string[], at: Date | null) =>
  ids.length
    ? db
        .update(metricWatches)
        .set({ nextDueAt: at, claimedAt: null })
        .where(inArray(metricWatches.xTweetId, ids))
    : Promise.resolve()

type XMetrics = {
  like_count?: number
  retweet_count?: number
  reply_count?: number
  quote_count?: number
  bookmark_count?: number
  impression_count?: number
}

const toMetrics = (m: XMetrics): PublicMetrics => ({
  likes: m.like_count ?? 0,
  reposts: m.retweet_count ?? 0,
  replies: m.reply_count ?? 0,
  quotes: m.quote_count ?? 0,
  bookmarks: m.bookmark_count ?? 0,
  impressions: m.impression_count ?? null,
})

/**
 * Records the due snapshots of a batch of posts and moves each watch to its next age (or ends it),
 * in one transaction: one insert for the snapshots, one update per distinct next step.
 */
async function record(db: Database, readings: { post: Claimed; metrics: PublicMetrics }[], now: Date) {
  const snapshots = readings.flatMap(({ post, metrics }) =>
    dueSnapshotAges(post.postedAt, post.taken, now).map((age) => ({
      xTweetId: post.xTweetId,
      scheduledTweetId: post.scheduledTweetId,
      age,
      ...metrics,
      takenAt: now,
    })),
  )
  const steps = new Map<string, { taken: SnapshotAge[]; nextDueAt: Date | null; ids: string[] }>()
  for (const { post } of readings) {
    const taken = [...post.taken, ...dueSnapshotAges(post.postedAt, post.taken, now)]
    const nextDueAt = nextSnapshotAt(post.postedAt, taken)
    const key = `${taken.join(',')}|${nextDueAt?.getTime() ?? ''}`
    const step = steps.get(key) ?? { taken, nextDueAt, ids: [] }
    step.ids.push(post.xTweetId)
    steps.set(key, step)
  }
  await db.transaction(async (tx) => {
    if (snapshots.length) await tx.insert(metricSnapshots).values(snapshots).onConflictDoNothing()
    for (const step of steps.values()) {
      await tx
        .update(metricWatches)
        .set({ takenAges: step.taken, nextDueAt: step.nextDueAt, claimedAt: null })
        .where(inArray(metricWatches.xTweetId, step.ids))
    }
  })
  return snapshots.length
}

export type CollectTotals = { claimed: number; snapshots: number; calls: number; rateLimited: number }

/** Collects one account's due posts, 100 ids a call; a 429 defers the rest to X's reset time. */
async function collectAccount(
  deps: AnalyticsDeps,
  userId: string,
  posts: Claimed[],
  now: () => Date,
  totals: CollectTotals,
) {
  let token: string
  try {
    ;({ token } = await freshAccessToken(deps.x, userId))
  } catch {
    // Disconnected or needs reconnecting: try again later, the snapshots stay due.
    await release(
      deps.db,
      posts.map((p) => p.xTweetId),
      new Date(now().getTime() + ACCOUNT_RETRY_MS),
    )
    return
  }
  const queue = batches(posts, METRICS_BATCH_SIZE)
  for (const [index, batch] of queue.entries()) {
    const byId = new Map(batch.map((p) => [p.xTweetId, p]))
    try {
      totals.calls++
      const res = await (await deps.x.clients.user(token)).v2.tweets([...byId.keys()], {
        'tweet.fields': ['public_metrics'],
      })
      const seen = new Set<string>()
      const readings: { post: Claimed; metrics: PublicMetrics }[] = []
      for (const tweet of res.data ?? []) {
        const post = byId.get(tweet.id)
        if (!post || !tweet.public_metrics) continue
        seen.add(tweet.id)
        readings.push({ post, metrics: toMetrics(tweet.public_metrics as XMetrics) })
      }
      // Read the count after the await: `totals.snapshots += await …` would lose concurrent accounts' counts.
      const recorded = await record(deps.db, readings, now())
      totals.snapshots += recorded
      // Deleted on X (or otherwise gone): nothing left to measure.
      await release(
        deps.db,
        [...byId.keys()].filter((id) => !seen.has(id)),
        null,
      )
    } catch (error) {
      const failure = classify(error, true)
      const rest = queue
        .slice(index)
        .flat()
        .map((p) => p.xTweetId)
      if (failure.kind === 'rate_limited') {
        totals.rateLimited++
        await release(deps.db, rest, failure.resetAt)
        return
      }
      if (failure.kind === 'client' && (failure.status === 403 || failure.status === 401)) {
        await markMetricsUnavailable(deps, userId, failure.message)
        await release(deps.db, rest, null)
        return
      }
      deps.logger.warn('metrics fetch failed', { error: failure.message })
      await release(deps.db, rest, new Date(now().getTime() + METRICS_LEASE_MS))
      return
    }
  }
}

/** Said once: the account flag is set the first time, and the log line only then. */
async function markMetricsUnavailable(deps: AnalyticsDeps, userId: string, reason: string) {
  const updated = await deps.db
    .update(socialAccounts)
    .set({ metricsUnavailable: METRICS_UNAVAILABLE })
    .where(
      and(
        eq(socialAccounts.userId, userId),
        eq(socialAccounts.provider, 'x'),
        sql`${socialAccounts.metricsUnavailable} is null`,
      ),
    )
    .returning({ id: socialAccounts.id })
  if (updated.length) deps.logger.warn('X refused post metrics for an account', { reason })
}

/** One collector run on this replica: claim what is due, fetch per account, record snapshots. */
export async function runMetricsTick(deps: AnalyticsDeps, now: Clock = systemClock): Promise<CollectTotals> {
  const totals: CollectTotals = { claimed: 0, snapshots: 0, calls: 0, rateLimited: 0 }
  for (let round = 0; round < 20; round++) {
    const claimed = await claimDueWatches(deps.db, now())
    if (claimed.length === 0) break
    totals.claimed += claimed.length
    const byUser = new Map<string, Claimed[]>()
    for (const post of claimed) byUser.set(post.userId, [...(byUser.get(post.userId) ?? []), post])
    await Promise.all([...byUser].map(([userId, posts]) => collectAccount(deps, userId, posts, now, totals)))
  }
  return totals
}
