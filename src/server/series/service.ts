import { eq } from 'drizzle-orm'
import { NIL_UUID } from '../../shared/conversations'
import { sessionAnalytics } from '../analytics/service'
import type { Viewer } from '../context'
import type { Database } from '../db/database'
import { conversations, marketingSessions } from '../db/schema'
import { HttpError } from '../http/errors'
import { requireSessionAllows } from '../sessions/rules'
import { seriesOf } from '../sessions/series'
import { findSession, getSession } from '../sessions/sessions'

/**
 * "Plan the next two weeks": a session continues an approved one (`previous_session_id`), so one
 * founder's sessions form a series. The next one starts with a short check-in chat with the same
 * Chad persona; its pillars and schedule draw on the whole series and on what earned engagement.
 */

/** What the AI-provider interviewer is told for a check-in (the offline engine has its own script). */
export function checkInBrief(results: string): string {
  return [
    '',
    'This conversation is a CHECK-IN with a founder you interviewed before, ahead of planning their next two weeks of posts.',
    'Ask 2 to 3 short questions, one at a time: what has happened since the last plan, new results or customers, and what they want to push next.',
    results,
    'When you have the answers, thank them in one sentence and end with <signals><signal name="end_interview"/></signals>.',
  ].join('\n')
}

/** Starts (or returns, if already started) the session that continues an approved plan. */
export async function startNextPlan(db: Database, viewer: Viewer, id: string) {
  const previous = await findSession(db, viewer, id)
  requireSessionAllows('planNext', previous)
  const [existing] = await db
    .select()
    .from(marketingSessions)
    .where(eq(marketingSessions.previousSessionId, id))
  if (existing) {
    return {
      conversation: { id: existing.conversationId },
      marketing_session: await getSession(db, viewer, existing.id),
    }
  }
  const [interview] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, previous.conversationId))
  if (!interview) throw new HttpError(409, 'The interview of this plan is gone')
  const analytics = await sessionAnalytics(db, previous)
  const measured = analytics.pillars.filter((p) => p.measured > 0 && p.pillar_id)
  const best = [...measured].sort(
    (a, b) => b.total_engagement / b.measured - a.total_engagement / a.measured,
  )[0]
  const results = best
    ? `Their posts so far: the pillar "${best.title}" earned the most engagement per post. You may mention it.`
    : 'Their posts have no engagement figures yet.'
  const session = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        ownerId: previous.userId,
        personaId1: interview.personaId1,
        personaId2: NIL_UUID,
        persona1Name: interview.persona1Name,
        persona2Name: interview.persona2Name,
        persona1Prompt: `${interview.persona1Prompt ?? ''}${checkInBrief(results)}`,
        purpose: 'check_in',
      })
      .returning()
    const [created] = await tx
      .insert(marketingSessions)
      .values({
        userId: previous.userId,
        conversationId: conversation!.id,
        timeZone: previous.timeZone,
        previousSessionId: previous.id,
      })
      .returning()
    return created!
  })
  return {
    conversation: { id: session.conversationId },
    marketing_session: await getSession(db, viewer, session.id),
  }
}

/** The series a session belongs to, as the session list and the admin pages show it. */
export async function seriesSummary(db: Database, viewer: Viewer, id: string) {
  const session = await findSession(db, viewer, id)
  const series = await seriesOf(db, session)
  return series.map((s, index) => ({
    id: s.id,
    position: index + 1,
    status: s.status,
    created_at: s.createdAt,
    previous_session_id: s.previousSessionId,
  }))
}
