import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { toCsv, toIcs } from '../../shared/export'
import { latestMetricsByTweet } from '../analytics/service'
import { isAdmin, visibleTo } from '../auth/access'
import { createConversation, type Viewer } from '../conversations/service'
import type { Database } from '../db/database'
import { conversations, marketingSessions, narrativePillars, scheduledTweets } from '../db/schema'
import { notFound } from '../http/errors'
import { defaultChad } from '../personas/service'
import type { MarketingSessionDto, ScheduledTweetDto } from './model'
import { checkedTimeZone } from './rules'

/** Marketing sessions (SPEC §7): create, list, read and delete; the owner is always in the query. */

export type SessionRow = typeof marketingSessions.$inferSelect
export type TweetRow = typeof scheduledTweets.$inferSelect
type PillarRow = typeof narrativePillars.$inferSelect

export const toTweetDto = (t: TweetRow): ScheduledTweetDto => ({
  id: t.id,
  content: t.content,
  thread_parts: t.threadParts,
  posted_parts: t.postedPartIds.length,
  scheduled_time: t.scheduledTime,
  status: t.status,
  pillar_id: t.pillarId,
  content_type: t.contentType,
  posted_url: t.postedUrl,
  last_error: t.lastError,
})

export const toPillarDto = (p: PillarRow) => ({
  id: p.id,
  title: p.title,
  description: p.description,
  selected: p.selected,
})

export async function findSession(db: Database, viewer: Viewer, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(marketingSessions)
    .where(and(eq(marketingSessions.id, id), visibleTo(viewer, marketingSessions.userId)))
  if (!row) throw notFound('Marketing session')
  return row
}

/**
 * The session with its pillars, tweets and whether its interview ended, as three plain prepared
 * queries built once per database. drizzle's relational `findFirst` rebuilt its SQL on every request
 * and its JSON aggregation cost ~30 ms on PGlite for a 2-week plan; plain selects take a fraction.
 * Two shapes of the session query: any session (admins) or the viewer's own.
 */
function sessionReads(db: Database) {
  const id = eq(marketingSessions.id, sql.placeholder('id'))
  const head = () =>
    db
      .select({ session: marketingSessions, endedAt: conversations.endedAt })
      .from(marketingSessions)
      .innerJoin(conversations, eq(conversations.id, marketingSessions.conversationId))
  const bySession = sql.placeholder('sessionId')
  return {
    any: head().where(id).prepare('session_any'),
    own: head()
      .where(and(id, eq(marketingSessions.userId, sql.placeholder('userId'))))
      .prepare('session_own'),
    pillars: db
      .select()
      .from(narrativePillars)
      .where(eq(narrativePillars.sessionId, bySession))
      .orderBy(asc(narrativePillars.position))
      .prepare('session_pillars'),
    tweets: db
      .select()
      .from(scheduledTweets)
      .where(eq(scheduledTweets.sessionId, bySession))
      .orderBy(asc(scheduledTweets.scheduledTime))
      .prepare('session_tweets'),
  }
}
const preparedReads = new WeakMap<Database, ReturnType<typeof sessionReads>>()

export async function getSession(db: Database, viewer: Viewer, id: string): Promise<MarketingSessionDto> {
  let reads = preparedReads.get(db)
  if (!reads) {
    reads = sessionReads(db)
    preparedReads.set(db, reads)
  }
  const [found] = await (isAdmin(viewer)
    ? reads.any.execute({ id })
    : reads.own.execute({ id, userId: viewer.id }))
  if (!found) throw notFound('Marketing session')
  const row = found.session
  const [pillars, tweets] = await Promise.all([
    reads.pillars.execute({ sessionId: row.id }),
    reads.tweets.execute({ sessionId: row.id }),
  ])
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status,
    conversation_id: row.conversationId,
    time_zone: row.timeZone,
    created_at: row.createdAt,
    completed_at: row.completedAt,
    narrative_pillars: pillars.map(toPillarDto),
    scheduled_tweets: tweets.map(toTweetDto),
    conversation_ended: found.endedAt !== null,
    previous_session_id: row.previousSessionId,
  }
}

/** Sessions newest first, with their pillars and a tweet count (lists stay small however long plans get). */
export async function listSessions(db: Database, where: { userId?: string }) {
  const rows = await db
    .select()
    .from(marketingSessions)
    .where(where.userId ? eq(marketingSessions.userId, where.userId) : undefined)
    .orderBy(desc(marketingSessions.createdAt))
  const ids = rows.map((r) => r.id)
  const [pillars, counts] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(narrativePillars)
          .where(inArray(narrativePillars.sessionId, ids))
          .orderBy(asc(narrativePillars.position)),
        db
          .select({ sessionId: scheduledTweets.sessionId, n: count() })
          .from(scheduledTweets)
          .where(inArray(scheduledTweets.sessionId, ids))
          .groupBy(scheduledTweets.sessionId),
      ])
    : [[], []]
  const countOf = new Map(counts.map((c) => [c.sessionId, Number(c.n)]))
  const pillarsOf = new Map<string, PillarRow[]>()
  for (const p of pillars) pillarsOf.set(p.sessionId, [...(pillarsOf.get(p.sessionId) ?? []), p])
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    status: r.status,
    conversation_id: r.conversationId,
    created_at: r.createdAt,
    completed_at: r.completedAt,
    narrative_pillars: (pillarsOf.get(r.id) ?? []).map(toPillarDto),
    scheduled_tweet_count: countOf.get(r.id) ?? 0,
    previous_session_id: r.previousSessionId,
  }))
}

export function listVisibleSessions(db: Database, viewer: Viewer) {
  return listSessions(db, isAdmin(viewer) ? {} : { userId: viewer.id })
}

export function listSessionsOfUser(db: Database, viewer: Viewer, userId: string) {
  if (!isAdmin(viewer) && userId !== viewer.id) throw notFound('User')
  return listSessions(db, { userId })
}

/** A new interview: a conversation between the default Chad (persona 1) and the user (persona 2). */
export async function createSession(db: Database, viewer: Viewer, timeZone = 'UTC') {
  checkedTimeZone(timeZone)
  const chad = await defaultChad(db)
  const conversation = await createConversation(db, viewer, { persona_id_1: chad.id })
  const [session] = await db
    .insert(marketingSessions)
    .values({ userId: viewer.id, conversationId: conversation.id, timeZone })
    .returning()
  return {
    conversation: { id: conversation.id },
    marketing_session: await getSession(db, viewer, session!.id),
  }
}

export async function deleteSession(db: Database, viewer: Viewer, id: string) {
  const session = await findSession(db, viewer, id)
  // The interview goes with it; the cascade removes pillars and tweets.
  await db.delete(conversations).where(eq(conversations.id, session.conversationId))
}

/**
 * The plan as a file to download: an iCalendar feed or a CSV, each post with its pillar's title and
 * its latest metrics.
 */
export async function exportSession(
  db: Database,
  viewer: Viewer,
  id: string,
  format: 'ics' | 'csv',
  now: Date,
) {
  const session = await getSession(db, viewer, id)
  const titles = new Map(session.narrative_pillars.map((p) => [p.id, p.title]))
  const metrics = await latestMetricsByTweet(db, session.id)
  const tweets = session.scheduled_tweets.map((t) => ({
    ...t,
    pillar: t.pillar_id ? (titles.get(t.pillar_id) ?? null) : null,
    metrics: metrics.get(t.id) ?? null,
  }))
  const ics = format === 'ics'
  return new Response(ics ? toIcs(tweets, { sessionId: session.id, now }) : toCsv(tweets), {
    headers: {
      'content-type': ics ? 'text/calendar; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="chad-plan-${session.id.slice(0, 8)}.${format}"`,
    },
  })
}
