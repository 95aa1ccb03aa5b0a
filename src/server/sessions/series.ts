import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { PillarDraft, TranscriptLine } from '../ai/provider'
import { sessionAnalytics } from '../analytics/service'
import type { Database } from '../db/database'
import { marketingSessions, messages, narrativePillars, scheduledTweets } from '../db/schema'

/**
 * A series: a session may continue an approved one (`previous_session_id`, "Plan the next two
 * weeks"), so one founder's plans form a chain. What a new plan draws from the series lives here.
 */

type SessionRow = typeof marketingSessions.$inferSelect

/** The sessions of a series, oldest first (a series is a chain: each session continues at most one). */
export async function seriesOf(db: Database, session: SessionRow): Promise<SessionRow[]> {
  const chain: SessionRow[] = [session]
  let back = session
  while (back.previousSessionId) {
    const [prev] = await db
      .select()
      .from(marketingSessions)
      .where(eq(marketingSessions.id, back.previousSessionId))
    if (!prev || chain.some((s) => s.id === prev.id)) break
    chain.unshift(prev)
    back = prev
  }
  let forward = session
  for (;;) {
    const [next] = await db
      .select()
      .from(marketingSessions)
      .where(eq(marketingSessions.previousSessionId, forward.id))
      .orderBy(asc(marketingSessions.createdAt))
      .limit(1)
    if (!next || chain.some((s) => s.id === next.id)) break
    chain.push(next)
    forward = next
  }
  return chain
}

/** Every interview and check-in of the series up to this session, in order: the material for new posts. */
export async function seriesTranscript(
  db: Database,
  series: readonly Pick<SessionRow, 'conversationId'>[],
): Promise<TranscriptLine[]> {
  const ids = series.map((s) => s.conversationId)
  const rows = await db
    .select({ conversationId: messages.conversationId, persona: messages.persona, content: messages.content })
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(asc(messages.ordering))
  return ids.flatMap((cid) =>
    rows
      .filter((r) => r.conversationId === cid)
      .map((m) => ({
        speaker: m.persona === 1 ? ('interviewer' as const) : ('founder' as const),
        content: m.content,
      })),
  )
}

/** The sessions of a series up to this one: their interviews are what its posts are written from. */
const upTo = (series: SessionRow[], session: SessionRow) =>
  series.filter((s) => s.createdAt <= session.createdAt)

/** Everything the founder said in the series up to this session. */
export async function transcriptUpTo(db: Database, session: SessionRow): Promise<TranscriptLine[]> {
  return seriesTranscript(
    db,
    session.previousSessionId ? upTo(await seriesOf(db, session), session) : [session],
  )
}

/** The previous plan's chosen pillars come first, so "the same three" is one click away. */
export async function previousPillarDrafts(db: Database, session: SessionRow): Promise<PillarDraft[]> {
  if (!session.previousSessionId) return []
  const rows = await db
    .select({ title: narrativePillars.title, description: narrativePillars.description })
    .from(narrativePillars)
    .where(
      and(eq(narrativePillars.sessionId, session.previousSessionId), eq(narrativePillars.selected, true)),
    )
    .orderBy(asc(narrativePillars.position))
  return rows.map((r) => ({ title: r.title, description: r.description ?? '' }))
}

/**
 * What the next schedule needs from the series: when the last earlier post goes out (the new plan
 * starts after it), every earlier post's text (no near-duplicates: X refuses duplicates), and each
 * earlier pillar title's engagement per measured post (for the weighting).
 */
export async function seriesScheduleContext(db: Database, session: SessionRow) {
  const series = await seriesOf(db, session)
  const earlier = series.filter((s) => s.id !== session.id && s.createdAt <= session.createdAt)
  const earlierIds = earlier.map((s) => s.id)
  const posts = earlierIds.length
    ? await db
        .select({ content: scheduledTweets.content, time: scheduledTweets.scheduledTime })
        .from(scheduledTweets)
        .where(and(inArray(scheduledTweets.sessionId, earlierIds), ne(scheduledTweets.status, 'cancelled')))
    : []
  const engagement = new Map<string, { total: number; measured: number }>()
  for (const s of earlier) {
    for (const p of (await sessionAnalytics(db, s)).pillars) {
      const key = p.title.toLowerCase()
      const sum = engagement.get(key) ?? { total: 0, measured: 0 }
      engagement.set(key, { total: sum.total + p.total_engagement, measured: sum.measured + p.measured })
    }
  }
  const last = posts.reduce<Date | null>((max, p) => (!max || p.time > max ? p.time : max), null)
  return {
    transcript: await seriesTranscript(db, upTo(series, session)),
    startAfter: last,
    earlierPosts: posts.map((p) => p.content),
    engagementPerPost: (title: string) => {
      const e = engagement.get(title.toLowerCase())
      return e && e.measured > 0 ? e.total / e.measured : null
    },
  }
}
