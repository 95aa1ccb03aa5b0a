import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { perPost } from '../../shared/analytics'
import { toCsv, toIcs } from '../../shared/export'
import { latestReadings } from '../analytics/service'
import { isAdmin, visibleTo } from '../auth/access'
import type { Viewer } from '../context'
import { createConversation } from '../conversations/service'
import type { Database } from '../db/database'
import { perDatabase } from '../db/per-database'
import { conversations, marketingSessions, narrativePillars, scheduledTweets } from '../db/schema'
import { checkedTimeZone } from '../http/checked-time'
import { notFound } from '../http/errors'
import { defaultChad } from '../personas/service'
import type { MarketingSessionDto } from './model'
import { reviveSessionDates, sessionJsonSql, toPillarDto } from './read'
import { SessionReadCache } from './read-cache'

/** Marketing sessions (SPEC §7): create, list, read and delete; the owner is always in the query. */

export type SessionRow = typeof marketingSessions.$inferSelect
export type TweetRow = typeof scheduledTweets.$inferSelect
type PillarRow = typeof narrativePillars.$inferSelect

export async function findSession(db: Database, viewer: Viewer, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(marketingSessions)
    .where(and(eq(marketingSessions.id, id), visibleTo(viewer, marketingSessions.userId)))
  if (!row) throw notFound('Marketing session')
  return row
}

/**
 * The read's queries for one database, prepared once (no SQL is rebuilt per request), each in an
 * owner's and an admin's form: the owner is always in the query.
 */
const sessionReads = perDatabase((db) => {
  const id = sql.placeholder('id')
  const owner = eq(marketingSessions.userId, sql.placeholder('userId'))
  const version = (where: SQL | undefined, name: string) =>
    db
      .select({ version: marketingSessions.readVersion })
      .from(marketingSessions)
      .where(and(eq(marketingSessions.id, id), where))
      .prepare(name)
  const body = (where: SQL | undefined, name: string) =>
    db
      .select({ body: sessionJsonSql, version: marketingSessions.readVersion })
      .from(marketingSessions)
      .innerJoin(conversations, eq(conversations.id, marketingSessions.conversationId))
      .where(and(eq(marketingSessions.id, id), where))
      .prepare(name)
  return {
    cache: new SessionReadCache(),
    version: {
      owner: version(owner, 'session_read_version'),
      admin: version(undefined, 'session_read_version_any'),
    },
    body: { owner: body(owner, 'session_read_body'), admin: body(undefined, 'session_read_body_any') },
  }
})

/**
 * The session with its pillars, tweets and whether its interview ended — the hottest read in the app
 * (the calendar polls it). The database builds the JSON text in one query, so no rows are decoded,
 * mapped or serialised again in JS, and the body is kept: while the session's `read_version` (counted
 * by triggers on every change the read shows) is unchanged, a read is one indexed lookup and the kept
 * text (bench/api-throughput.ts measures the route). Missing or another user's session → 404. The
 * fields are described once in read.ts (a test checks the body against the schema and the rows).
 */
export async function getSessionRead(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<{ body: string; version: number }> {
  const reads = sessionReads(db)
  const form = isAdmin(viewer) ? 'admin' : 'owner'
  const params = { id, userId: viewer.id }
  // The hit path is the small version query alone: one query that answered the body only when it
  // changed was measured slower on PGlite, which parses and plans the whole JSON query every time.
  if (reads.cache.has(id)) {
    const [row] = await reads.version[form].execute(params)
    if (!row) throw notFound('Marketing session')
    const body = reads.cache.get(id, row.version)
    if (body !== undefined) return { body, version: row.version }
  }
  const [row] = await reads.body[form].execute(params)
  if (!row) throw notFound('Marketing session')
  reads.cache.set(id, row.version, row.body)
  return row
}

/** The session read's JSON text. */
export const getSessionJson = async (db: Database, viewer: Viewer, id: string) =>
  (await getSessionRead(db, viewer, id)).body

/** The same read as objects with Dates, for services that answer with the session inside a larger body. */
export async function getSession(db: Database, viewer: Viewer, id: string): Promise<MarketingSessionDto> {
  return reviveSessionDates(JSON.parse(await getSessionJson(db, viewer, id)))
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
 * its latest metrics (every network's added up, and its engagement on each).
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
  const metrics = perPost(await latestReadings(db, session.id))
  const tweets = session.scheduled_tweets.map((t) => ({
    ...t,
    pillar: t.pillar_id ? (titles.get(t.pillar_id) ?? null) : null,
    metrics: metrics.get(t.id)?.metrics ?? null,
    engagementByNetwork: metrics.get(t.id)?.byNetwork,
  }))
  const ics = format === 'ics'
  return new Response(ics ? toIcs(tweets, { sessionId: session.id, now }) : toCsv(tweets), {
    headers: {
      'content-type': ics ? 'text/calendar; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="chad-plan-${session.id.slice(0, 8)}.${format}"`,
    },
  })
}
