import { and, asc, desc, eq } from 'drizzle-orm'
import {
  engagementByNetwork,
  engagementByPillar,
  type NetworkReading,
  perPost,
  sumMetrics,
} from '../../shared/analytics'
import { NETWORKS } from '../../shared/networks'
import type { Database } from '../db/database'
import {
  metricSnapshots,
  narrativePillars,
  postDeliveries,
  scheduledTweets,
  socialAccounts,
} from '../db/schema'

/** What the collected metrics say about a plan: per post, and per narrative pillar. */

/** The latest snapshot of each post part on each network, added up per post and network. */
export async function latestReadings(db: Database, sessionId: string): Promise<NetworkReading[]> {
  const rows = await db
    .selectDistinctOn([metricSnapshots.network, metricSnapshots.networkPostId], {
      network: metricSnapshots.network,
      networkPostId: metricSnapshots.networkPostId,
      scheduledTweetId: metricSnapshots.scheduledTweetId,
      likes: metricSnapshots.likes,
      reposts: metricSnapshots.reposts,
      replies: metricSnapshots.replies,
      quotes: metricSnapshots.quotes,
      bookmarks: metricSnapshots.bookmarks,
      impressions: metricSnapshots.impressions,
    })
    .from(metricSnapshots)
    .innerJoin(scheduledTweets, eq(scheduledTweets.id, metricSnapshots.scheduledTweetId))
    .where(eq(scheduledTweets.sessionId, sessionId))
    .orderBy(asc(metricSnapshots.network), asc(metricSnapshots.networkPostId), desc(metricSnapshots.takenAt))
  const out = new Map<string, NetworkReading>()
  for (const { network, networkPostId: _id, scheduledTweetId, ...m } of rows) {
    const key = `${network} ${scheduledTweetId}`
    const seen = out.get(key)
    out.set(key, { tweetId: scheduledTweetId, network, metrics: seen ? sumMetrics(seen.metrics, m) : m })
  }
  return [...out.values()]
}

/** A session's analytics: latest metrics per tweet and engagement per selected narrative pillar. */
export async function sessionAnalytics(db: Database, session: { id: string; userId: string }) {
  const [pillars, planned, readings, accounts, elsewhere] = await Promise.all([
    db
      .select({ id: narrativePillars.id, title: narrativePillars.title })
      .from(narrativePillars)
      .where(and(eq(narrativePillars.sessionId, session.id), eq(narrativePillars.selected, true)))
      .orderBy(asc(narrativePillars.position)),
    db
      .select({
        id: scheduledTweets.id,
        pillarId: scheduledTweets.pillarId,
        content: scheduledTweets.content,
        status: scheduledTweets.status,
      })
      .from(scheduledTweets)
      .where(eq(scheduledTweets.sessionId, session.id)),
    latestReadings(db, session.id),
    db
      .select({ network: socialAccounts.provider, metricsUnavailable: socialAccounts.metricsUnavailable })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, session.userId)),
    db
      .selectDistinct({ postId: postDeliveries.postId })
      .from(postDeliveries)
      .innerJoin(scheduledTweets, eq(scheduledTweets.id, postDeliveries.postId))
      .where(and(eq(scheduledTweets.sessionId, session.id), eq(postDeliveries.status, 'posted'))),
  ])
  const metrics = perPost(readings)
  // Posted: on X (the post's own status), or on another network.
  const postedElsewhere = new Set(elsewhere.map((d) => d.postId))
  const tweets = planned.filter((t) => t.status === 'posted' || postedElsewhere.has(t.id))
  const byPillar = engagementByPillar(
    pillars.map((p) => p.id),
    tweets.map((t) => ({
      tweetId: t.id,
      pillarId: t.pillarId,
      content: t.content,
      metrics: metrics.get(t.id)?.metrics ?? null,
      byNetwork: metrics.get(t.id)?.byNetwork,
    })),
  )
  const unavailable = new Map(accounts.map((a) => [a.network, a.metricsUnavailable]))
  const measuredOn = new Map(
    engagementByNetwork(tweets.map((t) => ({ byNetwork: metrics.get(t.id)?.byNetwork }))).map((n) => [
      n.network,
      n,
    ]),
  )
  const networks = new Set([...accounts.map((a) => a.network), ...measuredOn.keys()])
  const title = new Map(pillars.map((p) => [p.id, p.title]))
  return {
    metrics_unavailable: unavailable.get('x') ?? null,
    tweets: [...metrics].map(([tweet_id, m]) => ({ tweet_id, ...m.metrics, by_network: m.byNetwork })),
    /** Each network the user posts to: engagement there, or why it cannot be read. */
    networks: NETWORKS.filter((n) => networks.has(n)).map((network) => ({
      network,
      measured: measuredOn.get(network)?.measured ?? 0,
      total_engagement: measuredOn.get(network)?.total ?? 0,
      metrics_unavailable: unavailable.get(network) ?? null,
    })),
    pillars: byPillar.map((p) => ({
      pillar_id: p.pillarId,
      title: p.pillarId ? (title.get(p.pillarId) ?? 'Unknown Pillar') : 'Unknown Pillar',
      posts: p.posts,
      measured: p.measured,
      total_engagement: p.total,
      median_engagement: p.median,
      by_network: p.networks.map((n) => ({
        network: n.network,
        measured: n.measured,
        total_engagement: n.total,
      })),
      best_post: p.best
        ? { tweet_id: p.best.tweetId, content: p.best.content, engagement: p.best.engagement }
        : null,
    })),
  }
}
