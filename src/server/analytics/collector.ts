import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  batches,
  dueSnapshotAges,
  METRICS_BATCH_SIZE,
  nextSnapshotAt,
  type PublicMetrics,
  type SnapshotAge,
} from '../../shared/analytics'
import { NETWORK_NAMES, type Network } from '../../shared/networks'
import { findChannel, markNeedsReconnect } from '../channels/accounts'
import { blueskyAgent, blueskyMetrics } from '../channels/bluesky'
import type { ChannelDeps } from '../channels/deps'
import { linkedInMetrics } from '../channels/linkedin'
import { mastodonMetrics } from '../channels/mastodon'
import { classifyNetworkFailure, NetworkRefusal } from '../channels/network-call'
import { classify } from '../channels/x/client'
import { freshAccessToken, type XDeps } from '../channels/x/service'
import { type Clock, systemClock } from '../context'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { metricSnapshots, metricWatches, socialAccounts } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Logger } from '../http/logger'
import { emitWebhook } from '../webhooks/service'

/**
 * The metrics collector: every post that reaches a network is watched, and its public metrics are
 * read 1 h, 24 h and 7 d after it went out, by whichever replica claims the watch first.
 */

/** A claimed watch is leased for this long; a replica that dies mid-fetch lets it fall due again. */
export const METRICS_LEASE_MS = 5 * 60_000
/** How long to wait before trying again when the account cannot be used right now. */
const ACCOUNT_RETRY_MS = 60 * 60_000
const CLAIM_LIMIT = 1000

export const METRICS_UNAVAILABLE =
  "X does not give this account's access level its post metrics, so analytics stay empty. Posting is not affected."
/** The same, said of another network (LinkedIn lets approved apps only read a member's counts). */
export const metricsUnavailableOn = (network: Network) =>
  network === 'x'
    ? METRICS_UNAVAILABLE
    : `${NETWORK_NAMES[network]} does not let this app read the account's post metrics, so its analytics stay empty. Posting is not affected.`

export type AnalyticsDeps = { db: Database; x: XDeps; logger: Logger; channels?: ChannelDeps }

/** Starts watching a post that just went out (idempotent: a post is watched once). */
export async function watchPosted(
  db: Database,
  post: { network: Network; networkPostId: string; scheduledTweetId: string; userId: string; postedAt: Date },
) {
  await db
    .insert(metricWatches)
    .values({ ...post, nextDueAt: nextSnapshotAt(post.postedAt, []) })
    .onConflictDoNothing()
}

type Claimed = {
  network: Network
  networkPostId: string
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
    where (network, network_post_id) in (
      select network, network_post_id from ${metricWatches}
      where next_due_at <= ${now.toISOString()}::timestamptz
      order by user_id, network, next_due_at
      limit ${limit}
      for update skip locked
    )
    returning network, network_post_id, scheduled_tweet_id, user_id, posted_at, taken_ages`)
  const rows = rowsOf<Record<string, unknown>>(result)
  return rows.map((r) => ({
    network: String(r.network) as Network,
    networkPostId: String(r.network_post_id),
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

const release = (db: Database, network: Network, ids: string[], at: Date | null) =>
  ids.length
    ? db
        .update(metricWatches)
        .set({ nextDueAt: at, claimedAt: null })
        .where(and(eq(metricWatches.network, network), inArray(metricWatches.networkPostId, ids)))
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
      network: post.network,
      networkPostId: post.networkPostId,
      scheduledTweetId: post.scheduledTweetId,
      age,
      ...metrics,
      takenAt: now,
    })),
  )
  const steps = new Map<
    string,
    { network: Network; taken: SnapshotAge[]; nextDueAt: Date | null; ids: string[] }
  >()
  for (const { post } of readings) {
    const taken = [...post.taken, ...dueSnapshotAges(post.postedAt, post.taken, now)]
    const nextDueAt = nextSnapshotAt(post.postedAt, taken)
    const key = `${post.network}|${taken.join(',')}|${nextDueAt?.getTime() ?? ''}`
    const step = steps.get(key) ?? { network: post.network, taken, nextDueAt, ids: [] }
    step.ids.push(post.networkPostId)
    steps.set(key, step)
  }
  await db.transaction(async (tx) => {
    if (snapshots.length) await tx.insert(metricSnapshots).values(snapshots).onConflictDoNothing()
    for (const step of steps.values()) {
      await tx
        .update(metricWatches)
        .set({ takenAges: step.taken, nextDueAt: step.nextDueAt, claimedAt: null })
        .where(and(eq(metricWatches.network, step.network), inArray(metricWatches.networkPostId, step.ids)))
    }
  })
  return snapshots.length
}

/** The owner's webhooks hear of new counters (metrics.updated); a failure to queue is only logged. */
async function metricsTold(
  deps: AnalyticsDeps,
  userId: string,
  network: Network,
  readings: { post: Claimed; metrics: PublicMetrics }[],
  now: () => Date,
) {
  const posts = readings.map(({ post, metrics }) => ({ post_id: post.scheduledTweetId, ...metrics }))
  await emitWebhook(deps.db, userId, 'metrics.updated', { network, posts }, now()).catch((error) =>
    deps.logger.error('could not queue a webhook', { event: 'metrics.updated', error }),
  )
}

export type CollectTotals = { claimed: number; snapshots: number; calls: number; rateLimited: number }

/** Collects one X account's due posts, 100 ids a call; a 429 defers the rest to X's reset time. */
async function collectXAccount(
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
      'x',
      posts.map((p) => p.networkPostId),
      new Date(now().getTime() + ACCOUNT_RETRY_MS),
    )
    return
  }
  const queue = batches(posts, METRICS_BATCH_SIZE)
  for (const [index, batch] of queue.entries()) {
    const byId = new Map(batch.map((p) => [p.networkPostId, p]))
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
      if (recorded) await metricsTold(deps, userId, 'x', readings, now)
      // Deleted on X (or otherwise gone): nothing left to measure.
      await release(
        deps.db,
        'x',
        [...byId.keys()].filter((id) => !seen.has(id)),
        null,
      )
    } catch (error) {
      const failure = classify(error, true)
      const rest = queue
        .slice(index)
        .flat()
        .map((p) => p.networkPostId)
      if (failure.kind === 'rate_limited') {
        totals.rateLimited++
        await release(deps.db, 'x', rest, failure.resetAt)
        return
      }
      if (failure.kind === 'client' && (failure.status === 403 || failure.status === 401)) {
        await markMetricsUnavailable(deps, userId, 'x', failure.message)
        await release(deps.db, 'x', rest, null)
        return
      }
      deps.logger.warn('metrics fetch failed', { error: failure.message })
      await release(deps.db, 'x', rest, new Date(now().getTime() + METRICS_LEASE_MS))
      return
    }
  }
}

/** Mastodon and LinkedIn are read one post a call: at most this many per account a run (Mastodon allows
 * about 300 calls in 5 minutes), the rest the next minute. */
const ONE_BY_ONE_PER_RUN = 50

/**
 * One LinkedIn, Bluesky or Mastodon account's due posts. The network's own reader does the calls and
 * fills `found` as it goes, so what was read before a failure is kept; the failure is sorted as the
 * scheduler sorts them, for the posts not read: a rate limit waits for its reset, a refused token asks
 * for a reconnect, a refusal of access says so once on the account, anything else tries after the lease.
 */
async function collectChannel(
  deps: AnalyticsDeps,
  network: Exclude<Network, 'x'>,
  userId: string,
  claimed: Claimed[],
  now: () => Date,
  totals: CollectTotals,
) {
  const later = (ms: number) => new Date(now().getTime() + ms)
  const posts = network === 'bluesky' ? claimed : claimed.slice(0, ONE_BY_ONE_PER_RUN)
  await release(
    deps.db,
    network,
    claimed.slice(posts.length).map((p) => p.networkPostId),
    now(),
  )
  const ids = posts.map((p) => p.networkPostId)
  const found = new Map<string, PublicMetrics>()
  let failure: unknown = null
  try {
    const channels = deps.channels
    const account = channels && (await findChannel(deps.db, userId, network))
    if (!channels || !account || account.needsReconnect) {
      await release(deps.db, network, ids, later(ACCOUNT_RETRY_MS))
      return
    }
    totals.calls++
    try {
      if (network === 'linkedin') await linkedInMetrics(channels, account, ids, found)
      else if (network === 'mastodon') await mastodonMetrics(channels, account, ids, found)
      else await blueskyMetrics(await blueskyAgent(channels, account), ids, found)
    } catch (error) {
      failure = error
      // A refused token: the account needs its owner again, as for posting (Bluesky signs in again itself).
      if (error instanceof NetworkRefusal && error.status === 401 && network !== 'bluesky')
        await markNeedsReconnect(deps.db, account.id)
    }
    const readings = posts.flatMap((post) => {
      const metrics = found.get(post.networkPostId)
      return metrics ? [{ post, metrics }] : []
    })
    // Read the count after the await (see collectXAccount): accounts are collected concurrently.
    const recorded = await record(deps.db, readings, now())
    totals.snapshots += recorded
    if (recorded) await metricsTold(deps, userId, network, readings, now)
  } catch (error) {
    failure ??= error
  }
  if (failure === null) {
    // Deleted on the network: nothing left to measure.
    await release(
      deps.db,
      network,
      ids.filter((id) => !found.has(id)),
      null,
    )
    return
  }
  const unread = ids.filter((id) => !found.has(id))
  const sorted = classifyNetworkFailure(failure, false)
  if (sorted.kind === 'rate_limited') {
    totals.rateLimited++
    await release(deps.db, network, unread, sorted.resetAt ?? later(METRICS_LEASE_MS))
    return
  }
  if (sorted.kind === 'client' && sorted.status === 403) {
    await markMetricsUnavailable(deps, userId, network, sorted.message)
    await release(deps.db, network, unread, null)
    return
  }
  deps.logger.warn('metrics fetch failed', { network, error: sorted.message })
  // Not the network's answer (our server's setup, a reconnect needed): try again in an hour.
  const ours = sorted.kind === 'auth' || failure instanceof HttpError
  await release(deps.db, network, unread, later(ours ? ACCOUNT_RETRY_MS : METRICS_LEASE_MS))
}

/** Said once: the account flag is set the first time, and the log line only then. */
async function markMetricsUnavailable(deps: AnalyticsDeps, userId: string, network: Network, reason: string) {
  const updated = await deps.db
    .update(socialAccounts)
    .set({ metricsUnavailable: metricsUnavailableOn(network) })
    .where(
      and(
        eq(socialAccounts.userId, userId),
        eq(socialAccounts.provider, network),
        sql`${socialAccounts.metricsUnavailable} is null`,
      ),
    )
    .returning({ id: socialAccounts.id })
  if (updated.length)
    deps.logger.warn(`${NETWORK_NAMES[network]} refused post metrics for an account`, { reason })
}

/** One collector run on this replica: claim what is due, fetch per account, record snapshots. */
export async function runMetricsTick(deps: AnalyticsDeps, now: Clock = systemClock): Promise<CollectTotals> {
  const totals: CollectTotals = { claimed: 0, snapshots: 0, calls: 0, rateLimited: 0 }
  for (let round = 0; round < 20; round++) {
    const claimed = await claimDueWatches(deps.db, now())
    if (claimed.length === 0) break
    totals.claimed += claimed.length
    const byAccount = new Map<string, Claimed[]>()
    for (const post of claimed) {
      const key = `${post.network} ${post.userId}`
      byAccount.set(key, [...(byAccount.get(key) ?? []), post])
    }
    await Promise.all(
      [...byAccount.values()].map((posts) => {
        const { network, userId } = posts[0]!
        return network === 'x'
          ? collectXAccount(deps, userId, posts, now, totals)
          : collectChannel(deps, network, userId, posts, now, totals)
      }),
    )
  }
  return totals
}
