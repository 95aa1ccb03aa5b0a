import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { suggestCards } from '../../shared/card'
import { PILLARS_TO_SELECT } from '../../shared/limits'
import { interleavePillars, weightedSlotCounts } from '../../shared/pillar-weighting'
import { planSlots } from '../../shared/schedule'
import { localParts } from '../../shared/time-zone'
import { founderUsesTags } from '../ai/draft-rules'
import { rethrowAiFailure } from '../ai/provider'
import { verifiedSources } from '../ai/sources'
import { toneRules } from '../ai/tone'
import { nowOf, type TurnDeps, type Viewer } from '../context'
import type { Database } from '../db/database'
import { marketingSessions, narrativePillars, scheduledTweets } from '../db/schema'
import { checkedTime, checkedTimeZone } from '../http/checked-time'
import { HttpError } from '../http/errors'
import { consume } from '../rate-limit/service'
import { addDeliveries } from '../scheduler/deliveries'
import type { replaceScheduleBody } from '../sessions/model'
import { toTweetDto } from '../sessions/read'
import {
  requireSessionAllows,
  SESSION_RULES,
  SESSION_STATUS_AFTER,
  tweetStatusesAllowing,
} from '../sessions/rules'
import { seriesScheduleContext, seriesTranscript, transcriptUpTo } from '../sessions/series'
import { findSession, getSession } from '../sessions/sessions'
import { checkedThreadParts } from '../tweets/edits'
import { acceptDrafts } from './drafts'

/** A plan's schedule (SPEC §7): the two weeks of posts, their replacement and the plan's approval. */

/** Posts X has not taken: a new schedule replaces them, the posted ones stay. */
const replaceable = (sessionId: string) =>
  and(
    eq(scheduledTweets.sessionId, sessionId),
    inArray(scheduledTweets.status, tweetStatusesAllowing('edit')),
  )

/** YYYY-MM-DD HH:MM local, for prompts. */
const localLabel = (d: Date, tz: string) => {
  const p = localParts(d, tz)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

export async function generateSchedule(deps: TurnDeps, viewer: Viewer, id: string, timeZone?: string) {
  const { db, ai } = deps
  const session = await findSession(db, viewer, id)
  requireSessionAllows('generateSchedule', session)
  const zone = checkedTimeZone(timeZone ?? session.timeZone)
  const pillars = await db
    .select()
    .from(narrativePillars)
    .where(and(eq(narrativePillars.sessionId, id), eq(narrativePillars.selected, true)))
    .orderBy(asc(narrativePillars.position))
  if (pillars.length !== PILLARS_TO_SELECT) throw new HttpError(409, SESSION_RULES.generateSchedule.draft)
  await consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, nowOf(deps))

  // The next two weeks of a series start after the last earlier post, lean on the pillars that earned
  // engagement, draw on every interview and check-in, and repeat no earlier post.
  const series = session.previousSessionId ? await seriesScheduleContext(db, session) : null
  const clock = nowOf(deps)
  const now = series?.startAfter && series.startAfter > clock ? series.startAfter : clock
  let slots = planSlots({ now, timeZone: zone, pillarCount: pillars.length })
  if (series) {
    const order = interleavePillars(
      weightedSlotCounts(
        slots.length,
        pillars.map((p) => ({ engagementPerPost: series.engagementPerPost(p.title) })),
      ),
    )
    slots = slots.map((slot, i) => ({ ...slot, pillarIndex: order[i]! }))
  }
  const transcript = series ? series.transcript : await seriesTranscript(db, [session])
  // A plan whose pillars came before tone rules were kept reads them now, and keeps them.
  const tone = session.toneRules ?? toneRules(transcript)
  const drafts = await ai
    .generateTweets({
      transcript,
      tone,
      avoid: series?.earlierPosts,
      pillars: pillars.map((p) => ({ title: p.title, description: p.description ?? '' })),
      slots: slots.map((s, index) => ({
        index,
        pillarIndex: s.pillarIndex,
        localTime: localLabel(s.time, zone),
      })),
    })
    .catch(rethrowAiFailure)
  const { posts, leftOut } = acceptDrafts(drafts, {
    now,
    timeZone: zone,
    slots,
    pillarCount: pillars.length,
    tagsAllowed: founderUsesTags(transcript),
    earlierPosts: series?.earlierPosts,
    transcript,
    toneRules: tone.rules,
  })
  if (leftOut) deps.logger.warn('AI posts left out before storing', { session: id, problems: leftOut })

  const rows = await db.transaction(async (tx) => {
    await tx.delete(scheduledTweets).where(replaceable(id))
    await tx
      .update(marketingSessions)
      .set({ timeZone: zone, toneRules: tone })
      .where(eq(marketingSessions.id, id))
    // The posts that would make the best quote cards, whichever engine wrote them.
    const suggested = new Set(suggestCards(posts.map((d) => (d.thread ?? [d.content]).join(' '))))
    return tx
      .insert(scheduledTweets)
      .values(
        posts.map((d, i) => ({
          sessionId: id,
          pillarId: pillars[d.pillarIndex]!.id,
          content: d.content,
          threadParts: d.thread,
          linkedinVariant: d.linkedin,
          cardSuggested: suggested.has(i),
          sources: d.sources,
          scheduledTime: d.time,
          dueAt: d.time,
          status: 'draft' as const,
        })),
      )
      .returning()
  })
  return {
    scheduled_tweets: rows
      .sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime())
      .map(toTweetDto),
  }
}

export async function replaceSchedule(
  db: Database,
  viewer: Viewer,
  id: string,
  tweets: (typeof replaceScheduleBody.static)['scheduled_tweets'],
) {
  const session = await findSession(db, viewer, id)
  requireSessionAllows('replaceSchedule', session)
  const pillarIds = new Set(
    (
      await db
        .select({ id: narrativePillars.id })
        .from(narrativePillars)
        .where(eq(narrativePillars.sessionId, id))
    ).map((p) => p.id),
  )
  // Sources given back (a schedule read, edited and sent again) are kept where they are the founder's words.
  const transcript = tweets.some((t) => t.sources?.length) ? await transcriptUpTo(db, session) : []
  const values = tweets.map((t, i) => {
    const field = `scheduled_tweets.${i}`
    const time = checkedTime(t.scheduled_time, `${field}.scheduled_time`)
    if (t.pillar_id && !pillarIds.has(t.pillar_id))
      throw new HttpError(409, `${field}.pillar_id: not a pillar of this session`)
    const threadParts = t.thread_parts ? checkedThreadParts(t.thread_parts, `${field}.thread_parts`) : null
    const content = threadParts ? threadParts[0]! : t.content.trim()
    if (!content) throw new HttpError(422, `${field}.content: must not be blank`)
    return {
      sessionId: id,
      content,
      threadParts,
      sources: verifiedSources(t.sources, transcript, session.toneRules?.rules),
      scheduledTime: time,
      dueAt: time,
      pillarId: t.pillar_id ?? null,
      contentType: t.content_type ?? 'text',
      status: t.status ?? ('draft' as const),
    }
  })
  await db.transaction(async (tx) => {
    // A post sent back with the words it had keeps its LinkedIn version (a read, edit, PUT round trip).
    const before = await tx
      .select({
        content: scheduledTweets.content,
        threadParts: scheduledTweets.threadParts,
        linkedinVariant: scheduledTweets.linkedinVariant,
      })
      .from(scheduledTweets)
      .where(replaceable(id))
    const same = (a: string[] | null, b: string[] | null) => JSON.stringify(a) === JSON.stringify(b)
    const kept = values.map((v) => ({
      ...v,
      linkedinVariant:
        before.find((b) => b.linkedinVariant && b.content === v.content && same(b.threadParts, v.threadParts))
          ?.linkedinVariant ?? null,
    }))
    await tx.delete(scheduledTweets).where(replaceable(id))
    if (kept.length) await tx.insert(scheduledTweets).values(kept)
  })
  return getSession(db, viewer, id)
}

/** Every tweet that is not cancelled (nor already posted) becomes scheduled; the session becomes scheduled. */
export async function approvePlan(db: Database, viewer: Viewer, id: string) {
  const session = await findSession(db, viewer, id)
  requireSessionAllows('approve', session)
  const [tweets] = await db
    .select({ n: count() })
    .from(scheduledTweets)
    .where(eq(scheduledTweets.sessionId, id))
  if (!tweets || Number(tweets.n) === 0) throw new HttpError(409, 'There are no tweets to approve yet')
  await db.transaction(async (tx) => {
    await tx
      .update(scheduledTweets)
      .set({ status: 'scheduled', attempts: 0, lastError: null })
      .where(
        and(
          eq(scheduledTweets.sessionId, id),
          inArray(scheduledTweets.status, tweetStatusesAllowing('approve')),
        ),
      )
    await tx
      .update(scheduledTweets)
      .set({ dueAt: scheduledTweets.scheduledTime })
      .where(and(eq(scheduledTweets.sessionId, id), eq(scheduledTweets.status, 'scheduled')))
    await tx
      .update(marketingSessions)
      .set({ status: SESSION_STATUS_AFTER.approve })
      .where(eq(marketingSessions.id, id))
    // Each approved post goes to the user's other channels too, each with its own delivery.
    await addDeliveries(tx, session.userId, id)
  })
  return { marketing_session: { id, status: SESSION_STATUS_AFTER.approve } }
}
