import { and, eq, inArray } from 'drizzle-orm'
import { PILLARS_TO_SELECT } from '../../shared/limits'
import { rethrowAiFailure } from '../ai/provider'
import { toneRules } from '../ai/tone'
import { nowOf, type TurnDeps, type Viewer } from '../context'
import type { Database } from '../db/database'
import { conversations, marketingSessions, narrativePillars } from '../db/schema'
import { HttpError } from '../http/errors'
import { consume } from '../rate-limit/service'
import { toPillarDto } from '../sessions/read'
import { requireSessionAllows, SESSION_STATUS_AFTER } from '../sessions/rules'
import { previousPillarDrafts, seriesOf, seriesTranscript } from '../sessions/series'
import { findSession, getSession } from '../sessions/sessions'
import { validatePillars } from './drafts'

/** The narrative pillars of a plan (SPEC §7): written from the interview, then three chosen. */

export async function generatePillars(deps: TurnDeps, viewer: Viewer, id: string) {
  const { db, ai } = deps
  const session = await findSession(db, viewer, id)
  const [conversation] = await db
    .select({ endedAt: conversations.endedAt })
    .from(conversations)
    .where(eq(conversations.id, session.conversationId))
  if (!conversation?.endedAt) throw new HttpError(409, 'The interview has not ended yet')
  requireSessionAllows('generatePillars', session)
  await consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, nowOf(deps))
  // The next two weeks of a series: the last plan's pillars come first, then themes from everything said so far.
  const previous = await previousPillarDrafts(db, session)
  const transcript = await seriesTranscript(db, previous.length ? await seriesOf(db, session) : [session])
  const drafts = validatePillars(
    [...previous, ...(await ai.generatePillars(transcript).catch(rethrowAiFailure))],
    ai.kind,
  )
  const rows = await db.transaction(async (tx) => {
    await tx.delete(narrativePillars).where(eq(narrativePillars.sessionId, id))
    // How the founder wants to sound, read once from the same interview: every schedule follows it.
    await tx
      .update(marketingSessions)
      .set({ toneRules: toneRules(transcript) })
      .where(eq(marketingSessions.id, id))
    return tx
      .insert(narrativePillars)
      .values(
        drafts.map((d, position) => ({
          sessionId: id,
          title: d.title,
          description: d.description,
          position,
        })),
      )
      .returning()
  })
  return { narrative_pillars: rows.sort((a, b) => a.position - b.position).map(toPillarDto) }
}

export async function selectPillars(db: Database, viewer: Viewer, id: string, ids: string[]) {
  const session = await findSession(db, viewer, id)
  requireSessionAllows('selectPillars', session)
  const owned = await db
    .select({ id: narrativePillars.id })
    .from(narrativePillars)
    .where(and(eq(narrativePillars.sessionId, id), inArray(narrativePillars.id, ids)))
  if (owned.length !== PILLARS_TO_SELECT)
    throw new HttpError(409, `Select exactly ${PILLARS_TO_SELECT} of this session’s narrative pillars`)
  await db.transaction(async (tx) => {
    await tx.update(narrativePillars).set({ selected: false }).where(eq(narrativePillars.sessionId, id))
    await tx
      .update(narrativePillars)
      .set({ selected: true })
      .where(and(eq(narrativePillars.sessionId, id), inArray(narrativePillars.id, ids)))
    await tx
      .update(marketingSessions)
      .set({ status: SESSION_STATUS_AFTER.selectPillars })
      .where(eq(marketingSessions.id, id))
  })
  return getSession(db, viewer, id)
}
