import { and, asc, desc, eq } from 'drizzle-orm'
import { engagementByPillar, type PublicMetrics, sumMetrics } from '../../shared/analytics'
import type { Database } from '../db/database'
import { metricSnapshots, narrativePillars, scheduledTweets, socialAccounts } from '../db/schema'

/** What the collected metrics say about a plan: per post, and per narrative pillar. */

/** The latest snapshot of each tweet of a session (thread parts add up into their tweet). */
export async function latestMetricsByTweet(
  db: Database,
  sessionId: string,
): Promise<Map<string, PublicMetrics>> {
  const rows = await db
    .selectDistinctOn([metricSnapshots.xTweetId], {
      xTweetId: metricSnapshots.xTweetId,
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
    .orderBy(asc(metricSnapshots.xTweetId), desc(metricSnapshots.takenAt))
  const out = new Map<string, PublicMetrics>()
  for (const { xTweetId: _x, scheduledTweetId, ...m } of rows) {
    const sum = out.get(scheduledTweetId)
    out.set(scheduledTweetId, sum ? sumMetrics(sum, m) : m)
  }
  return out
}

/** A session's analytics: latest metrics per tweet and engagement per selected narrative pillar. */
export async function sessionAnalytics(db: Database, session: { id: string; userId: string }) {
  const [pillars, tweets, metrics, [account]] = await Promise.all([
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
      })
      .from(scheduledTweets)
      .where(and(eq(scheduledTweets.sessionId, session.id), eq(scheduledTweets.status, 'posted'))),
    latestMetricsByTweet(db, session.id),
    db
      .select({ metricsUnavailable: socialAccounts.metricsUnavailable })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, session.userId), eq(socialAccounts.provider, 'x'))),
  ])
  const byPillar = engagementByPillar(
    pillars.map((p) => p.id),
    tweets.map((t) => ({
      tweetId: t.id,
      pillarId: t.pillarId,
      content: t.content,
      metrics: metrics.get(t.id) ?? null,
    })),
  )
  const title = new Map(pillars.map((p) => [p.id, p.title]))
  return {
    metrics_unavailable: account?.metricsUnavailable ?? null,
    tweets: [...metrics].map(([tweet_id, m]) => ({ tweet_id, ...m })),
    pillars: byPillar.map((p) => ({
      pillar_id: p.pillarId,
      title: p.pillarId ? (title.get(p.pillarId) ?? 'Unknown Pillar') : 'Unknown Pillar',
      posts: p.posts,
      measured: p.measured,
      total_engagement: p.total,
      median_engagement: p.median,
      best_post: p.best
        ? { tweet_id: p.best.tweetId, content: p.best.content, engagement: p.best.engagement }
        : null,
    })),
  }
}
