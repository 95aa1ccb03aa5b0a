import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { networkCounts, nextStep, statusCounts, xAccountState } from '../../shared/dashboard'
import { approvedSessionStatuses } from '../../shared/session-status'
import { upcomingTweetStatuses } from '../../shared/tweet-status'
import { sessionAnalytics } from '../analytics/service'
import type { Database } from '../db/database'
import {
  conversations,
  marketingSessions,
  narrativePillars,
  postDeliveries,
  scheduledTweets,
  socialAccounts,
} from '../db/schema'
import type { Dashboard } from './model'

export const DASHBOARD_LIST_SIZE = 5

/**
 * The signed-in user's home: everything is read with the user's id in the query, so nothing of
 * another user can appear. Each section is one small indexed query; they run together.
 */
export async function loadDashboard(db: Database, userId: string, xConfigured: boolean): Promise<Dashboard> {
  const mine = eq(marketingSessions.userId, userId)
  const tweetsOfMine = db.select({ id: marketingSessions.id }).from(marketingSessions).where(mine)
  const inMySessions = inArray(scheduledTweets.sessionId, tweetsOfMine)

  const [nextPosts, countRows, openSessions, account, recent, [sessionTotal], deliveryRows] =
    await Promise.all([
      db
        .select({
          id: scheduledTweets.id,
          session_id: scheduledTweets.sessionId,
          content: scheduledTweets.content,
          scheduled_time: scheduledTweets.scheduledTime,
          status: scheduledTweets.status,
          pillar_title: narrativePillars.title,
        })
        .from(scheduledTweets)
        .leftJoin(narrativePillars, eq(narrativePillars.id, scheduledTweets.pillarId))
        .where(and(inMySessions, inArray(scheduledTweets.status, upcomingTweetStatuses)))
        .orderBy(asc(scheduledTweets.scheduledTime))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({ status: scheduledTweets.status, n: count() })
        .from(scheduledTweets)
        .where(inMySessions)
        .groupBy(scheduledTweets.status),
      db
        .select({
          id: marketingSessions.id,
          status: marketingSessions.status,
          created_at: marketingSessions.createdAt,
          ended: sql<boolean>`${conversations.endedAt} is not null`,
          pillar_count: sql<number>`(select count(*)::int from ${narrativePillars} where ${narrativePillars.sessionId} = ${marketingSessions.id})`,
          tweet_count: sql<number>`(select count(*)::int from ${scheduledTweets} where ${scheduledTweets.sessionId} = ${marketingSessions.id})`,
        })
        .from(marketingSessions)
        .innerJoin(conversations, eq(conversations.id, marketingSessions.conversationId))
        .where(and(mine, notInArray(marketingSessions.status, [...approvedSessionStatuses])))
        .orderBy(desc(marketingSessions.createdAt))
        .limit(DASHBOARD_LIST_SIZE),
      db
        .select({
          username: socialAccounts.username,
          displayName: socialAccounts.displayName,
          needsReconnect: socialAccounts.needsReconnect,
        })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, 'x'))),
      db
        .select({
          id: scheduledTweets.id,
          session_id: scheduledTweets.sessionId,
          content: scheduledTweets.content,
          status: scheduledTweets.status,
          scheduled_time: scheduledTweets.scheduledTime,
          posted_at: scheduledTweets.postedAt,
          posted_url: scheduledTweets.postedUrl,
          last_error: scheduledTweets.lastError,
        })
        .from(scheduledTweets)
        .where(and(inMySessions, inArray(scheduledTweets.status, ['posted', 'failed'])))
        .orderBy(desc(sql`coalesce(${scheduledTweets.postedAt}, ${scheduledTweets.updatedAt})`))
        .limit(DASHBOARD_LIST_SIZE),
      db.select({ n: count() }).from(marketingSessions).where(mine),
      db
        .select({ network: postDeliveries.network, status: postDeliveries.status, n: count() })
        .from(postDeliveries)
        .innerJoin(scheduledTweets, eq(scheduledTweets.id, postDeliveries.postId))
        .where(and(inMySessions, notInArray(scheduledTweets.status, ['draft', 'cancelled'])))
        .groupBy(postDeliveries.network, postDeliveries.status),
    ])
  // Engagement by pillar of the latest approved plan (the one whose posts are going out).
  const [approved] = await db
    .select({ id: marketingSessions.id, userId: marketingSessions.userId })
    .from(marketingSessions)
    .where(and(mine, inArray(marketingSessions.status, approvedSessionStatuses)))
    .orderBy(desc(marketingSessions.createdAt))
    .limit(1)
  const analytics = approved ? await sessionAnalytics(db, approved) : null

  return {
    next_posts: nextPosts,
    counts: {
      ...statusCounts(countRows),
      networks: networkCounts(countRows, deliveryRows, account.length > 0),
    },
    sessions_in_progress: openSessions.flatMap((s) => {
      const step = nextStep({
        status: s.status,
        conversationEnded: Boolean(s.ended),
        pillarCount: Number(s.pillar_count),
      })
      return step
        ? [
            {
              id: s.id,
              status: s.status,
              created_at: s.created_at,
              next_step: step,
              tweet_count: Number(s.tweet_count),
            },
          ]
        : []
    }),
    x_account: { ...xAccountState(account[0]), configured: xConfigured },
    recent_posts: recent,
    has_sessions: (sessionTotal?.n ?? 0) > 0,
    engagement:
      approved && analytics
        ? {
            session_id: approved.id,
            metrics_unavailable: analytics.metrics_unavailable,
            networks: analytics.networks,
            pillars: analytics.pillars,
          }
        : null,
  }
}
