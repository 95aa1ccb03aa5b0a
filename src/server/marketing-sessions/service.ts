import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import { isNearDuplicate } from '../../shared/near-duplicate'
import { interleavePillars, weightedSlotCounts } from '../../shared/pillar-weighting'
import { REWRITE_ALTERNATIVES, type RewritePreset, usableAlternatives } from '../../shared/rewrite'
import { planSlots, scheduleWindow } from '../../shared/schedule'
import { MAX_PLAN_THREADS, threadProblem } from '../../shared/thread'
import { isValidTimeZone, localParts } from '../../shared/time-zone'
import {
  editableTweetStatuses,
  isEditableTweetStatus,
  type SettableTweetStatus,
} from '../../shared/tweet-status'
import {
  founderUsesTags,
  MAX_POST_LENGTH,
  MIN_PILLARS,
  reviewPillars,
  reviewTweets,
  summariseTweetReview,
} from '../ai/draft-rules'
import { type PillarDraft, rethrowAiFailure, type TranscriptLine, type TweetDraft } from '../ai/provider'
import { nowOf, type TurnDeps, type Viewer } from '../context'
import { createConversation } from '../conversations/service'
import type { Database } from '../db/database'
import { conversations, marketingSessions, messages, narrativePillars, scheduledTweets } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { defaultChad } from '../personas/service'
import { consume } from '../rate-limit/service'
import type { MarketingSessionDto, ScheduledTweetDto } from './model'
import { previousPillarDrafts, seriesOf, seriesScheduleContext, seriesTranscript } from './series'

export const MAX_TWEET_LENGTH = MAX_POST_LENGTH
const isAdmin = (v: Viewer) => v.role === 'admin'

type SessionRow = typeof marketingSessions.$inferSelect
type TweetRow = typeof scheduledTweets.$inferSelect
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

const toPillarDto = (p: PillarRow) => ({
  id: p.id,
  title: p.title,
  description: p.description,
  selected: p.selected,
})

/** Owner in the query: another user's session answers 404 like a missing one. */
const visibleTo = (viewer: Viewer, id: string) =>
  isAdmin(viewer)
    ? eq(marketingSessions.id, id)
    : and(eq(marketingSessions.id, id), eq(marketingSessions.userId, viewer.id))

export async function findSession(db: Database, viewer: Viewer, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(marketingSessions).where(visibleTo(viewer, id))
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
  if (!isValidTimeZone(timeZone)) throw new HttpError(422, `time_zone: unknown time zone "${timeZone}"`)
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

async function transcriptOf(db: Database, conversationId: string): Promise<TranscriptLine[]> {
  const rows = await db
    .select({ persona: messages.persona, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.ordering))
  return rows.map((m) => ({ speaker: m.persona === 1 ? 'interviewer' : 'founder', content: m.content }))
}

/** Provider output → 3 to 7 pillars that meet the draft rules, or an error naming what was wrong. */
export function validatePillars(drafts: PillarDraft[]): PillarDraft[] {
  const review = reviewPillars(Array.isArray(drafts) ? drafts : [])
  if (review.pillars.length < MIN_PILLARS) {
    const reasons = [...new Set(review.problems.map((p) => p.reason))].join('; ')
    throw new HttpError(
      502,
      `The AI provider returned fewer than 3 usable narrative pillars${reasons ? ` (${reasons})` : ''}. Please try again.`,
    )
  }
  return review.pillars
}

export async function generatePillars(deps: TurnDeps, viewer: Viewer, id: string) {
  const { db, ai } = deps
  const session = await findSession(db, viewer, id)
  const [conversation] = await db
    .select({ endedAt: conversations.endedAt })
    .from(conversations)
    .where(eq(conversations.id, session.conversationId))
  if (!conversation?.endedAt) throw new HttpError(409, 'The interview has not ended yet')
  if (session.status !== 'draft')
    throw new HttpError(409, 'The narrative pillars were already chosen for this session')
  await consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, nowOf(deps))
  // The next two weeks of a series: the last plan's pillars come first, then themes from everything said so far.
  const previous = await previousPillarDrafts(db, session)
  const transcript = previous.length
    ? await seriesTranscript(db, await seriesOf(db, session))
    : await transcriptOf(db, session.conversationId)
  const drafts = validatePillars([
    ...previous,
    ...(await ai.generatePillars(transcript).catch(rethrowAiFailure)),
  ])
  const rows = await db.transaction(async (tx) => {
    await tx.delete(narrativePillars).where(eq(narrativePillars.sessionId, id))
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
  if (session.status !== 'draft' && session.status !== 'pillars_selected') {
    throw new HttpError(409, 'The plan is already scheduled; its pillars can no longer change')
  }
  const owned = await db
    .select({ id: narrativePillars.id })
    .from(narrativePillars)
    .where(and(eq(narrativePillars.sessionId, id), inArray(narrativePillars.id, ids)))
  if (owned.length !== 3) throw new HttpError(409, 'Select exactly 3 of this session’s narrative pillars')
  await db.transaction(async (tx) => {
    await tx.update(narrativePillars).set({ selected: false }).where(eq(narrativePillars.sessionId, id))
    await tx
      .update(narrativePillars)
      .set({ selected: true })
      .where(and(eq(narrativePillars.sessionId, id), inArray(narrativePillars.id, ids)))
    await tx.update(marketingSessions).set({ status: 'pillars_selected' }).where(eq(marketingSessions.id, id))
  })
  return getSession(db, viewer, id)
}

/** HH:MM local, for prompts and labels. */
const localLabel = (d: Date, tz: string) => {
  const p = localParts(d, tz)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`
}

/**
 * The threads the provider wrote, on the posts that passed review: at most two per plan, each a valid
 * thread (2–8 parts ≤ 280, no repeats) whose later parts are not near-duplicates of another post.
 */
export function withThreads(accepted: TweetDraft[], drafts: TweetDraft[]) {
  let threads = 0
  return accepted.map((post) => {
    const proposed = drafts.find((d) => Number(d?.slot) === post.slot)?.thread
    if (!Array.isArray(proposed) || proposed.length < 2 || threads >= MAX_PLAN_THREADS)
      return { ...post, thread: null }
    const parts = [post.content, ...proposed.slice(1).map((p) => String(p).replace(/\s+/g, ' ').trim())]
    const others = accepted.filter((a) => a.slot !== post.slot).map((a) => a.content)
    if (threadProblem(parts) || parts.slice(1).some((p) => others.some((o) => isNearDuplicate(o, p))))
      return { ...post, thread: null }
    threads++
    return { ...post, thread: parts }
  })
}

export async function generateSchedule(deps: TurnDeps, viewer: Viewer, id: string, timeZone?: string) {
  const { db, ai } = deps
  const session = await findSession(db, viewer, id)
  if (session.status !== 'pillars_selected') {
    throw new HttpError(
      409,
      session.status === 'draft'
        ? 'Choose 3 narrative pillars before generating the schedule'
        : 'This plan is already approved',
    )
  }
  const zone = timeZone ?? session.timeZone
  if (!isValidTimeZone(zone)) throw new HttpError(422, `time_zone: unknown time zone "${zone}"`)
  const pillars = await db
    .select()
    .from(narrativePillars)
    .where(and(eq(narrativePillars.sessionId, id), eq(narrativePillars.selected, true)))
    .orderBy(asc(narrativePillars.position))
  if (pillars.length !== 3)
    throw new HttpError(409, 'Choose 3 narrative pillars before generating the schedule')
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
  const transcript = series ? series.transcript : await transcriptOf(db, session.conversationId)
  const drafts = await ai
    .generateTweets({
      transcript,
      avoid: series?.earlierPosts,
      pillars: pillars.map((p) => ({ title: p.title, description: p.description ?? '' })),
      slots: slots.map((s, index) => ({
        index,
        pillarIndex: s.pillarIndex,
        localTime: localLabel(s.time, zone),
      })),
    })
    .catch(rethrowAiFailure)

  // Validate before storing, with the rules the provider repairs by: a known slot, once; ≤ 280
  // characters; no near-duplicates; no hashtag spam the founder would not write. Then inside the window.
  const window = scheduleWindow(now, zone)
  const review = reviewTweets(
    Array.isArray(drafts) ? drafts : [],
    slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex })),
    { tagsAllowed: founderUsesTags(transcript) },
  )
  const valid = withThreads(
    review.accepted.filter(
      (d) =>
        slots[d.slot]!.time >= window.start &&
        slots[d.slot]!.time < window.end &&
        !series?.earlierPosts.some((earlier) => isNearDuplicate(earlier, d.content)),
    ),
    Array.isArray(drafts) ? drafts : [],
  )
  const problems = summariseTweetReview(review)
  if (review.rewrite.length || review.dropped.length)
    deps.logger.warn('AI posts left out before storing', { session: id, problems })
  if (valid.length === 0 && problems)
    throw new HttpError(502, `Could not write any posts from this interview (${problems}). Try again.`)
  if (valid.length === 0)
    throw new HttpError(502, 'Could not write any posts from this interview. Try again.')
  // However many posts survived, spread exactly that many over both weeks (same rule for every engine).
  const placed = planSlots({ now, timeZone: zone, pillarCount: pillars.length, count: valid.length })
  const posts = valid
    .sort((a, b) => a.slot - b.slot)
    .slice(0, placed.length)
    .map((d, i) => ({
      content: d.content,
      thread: d.thread,
      pillarIndex: slots[d.slot]!.pillarIndex,
      time: placed[i]!.time,
    }))

  const rows = await db.transaction(async (tx) => {
    await tx
      .delete(scheduledTweets)
      .where(
        and(eq(scheduledTweets.sessionId, id), notInArray(scheduledTweets.status, ['posted', 'posting'])),
      )
    await tx.update(marketingSessions).set({ timeZone: zone }).where(eq(marketingSessions.id, id))
    return tx
      .insert(scheduledTweets)
      .values(
        posts.map((d) => ({
          sessionId: id,
          pillarId: pillars[d.pillarIndex]!.id,
          content: d.content,
          threadParts: d.thread,
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
  tweets: {
    content: string
    thread_parts?: string[] | null
    scheduled_time: string
    pillar_id?: string | null
    content_type?: string
    status?: SettableTweetStatus
  }[],
) {
  const session = await findSession(db, viewer, id)
  if (session.status === 'draft')
    throw new HttpError(409, 'Choose 3 narrative pillars before setting a schedule')
  const pillarIds = new Set(
    (
      await db
        .select({ id: narrativePillars.id })
        .from(narrativePillars)
        .where(eq(narrativePillars.sessionId, id))
    ).map((p) => p.id),
  )
  const values = tweets.map((t, i) => {
    const time = new Date(t.scheduled_time)
    if (Number.isNaN(time.getTime()))
      throw new HttpError(422, `scheduled_tweets.${i}.scheduled_time: not a valid time`)
    if (t.pillar_id && !pillarIds.has(t.pillar_id))
      throw new HttpError(409, `scheduled_tweets.${i}.pillar_id: not a pillar of this session`)
    const threadParts = t.thread_parts
      ? checkedThreadParts(t.thread_parts, `scheduled_tweets.${i}.thread_parts`)
      : null
    const content = threadParts ? threadParts[0]! : t.content.trim()
    if (!content) throw new HttpError(422, `scheduled_tweets.${i}.content: must not be blank`)
    return {
      sessionId: id,
      content,
      threadParts,
      scheduledTime: time,
      dueAt: time,
      pillarId: t.pillar_id ?? null,
      contentType: t.content_type ?? 'text',
      status: t.status ?? ('draft' as const),
    }
  })
  await db.transaction(async (tx) => {
    await tx
      .delete(scheduledTweets)
      .where(
        and(eq(scheduledTweets.sessionId, id), notInArray(scheduledTweets.status, ['posted', 'posting'])),
      )
    if (values.length) await tx.insert(scheduledTweets).values(values)
  })
  return getSession(db, viewer, id)
}

/** Every tweet that is not cancelled (nor already posted) becomes scheduled; the session becomes scheduled. */
export async function approvePlan(db: Database, viewer: Viewer, id: string) {
  const session = await findSession(db, viewer, id)
  if (session.status === 'draft')
    throw new HttpError(409, 'Choose 3 narrative pillars before approving the plan')
  if (session.status === 'published') throw new HttpError(409, 'This plan is already published')
  const [tweets] = await db
    .select({ n: count() })
    .from(scheduledTweets)
    .where(eq(scheduledTweets.sessionId, id))
  if (!tweets || Number(tweets.n) === 0) throw new HttpError(409, 'There are no tweets to approve yet')
  await db.transaction(async (tx) => {
    await tx
      .update(scheduledTweets)
      .set({ status: 'scheduled', attempts: 0, lastError: null })
      .where(and(eq(scheduledTweets.sessionId, id), inArray(scheduledTweets.status, ['draft', 'failed'])))
    await tx
      .update(scheduledTweets)
      .set({ dueAt: scheduledTweets.scheduledTime })
      .where(and(eq(scheduledTweets.sessionId, id), eq(scheduledTweets.status, 'scheduled')))
    await tx.update(marketingSessions).set({ status: 'scheduled' }).where(eq(marketingSessions.id, id))
  })
  return { marketing_session: { id, status: 'scheduled' as string } }
}

const EDITABLE = [...editableTweetStatuses]

async function findTweet(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
): Promise<TweetRow> {
  await findSession(db, viewer, sessionId)
  const [tweet] = await db
    .select()
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.id, tweetId), eq(scheduledTweets.sessionId, sessionId)))
  if (!tweet) throw notFound('Tweet')
  return tweet
}

const refuseIfPosted = (tweet: TweetRow) => {
  if (!isEditableTweetStatus(tweet.status)) {
    throw new HttpError(
      409,
      tweet.status === 'posted'
        ? 'This tweet has already been posted'
        : 'This tweet is being posted right now',
    )
  }
}

export async function setTweetStatus(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  status: SettableTweetStatus,
) {
  const tweet = await findTweet(db, viewer, sessionId, tweetId)
  refuseIfPosted(tweet)
  const [row] = await db
    .update(scheduledTweets)
    .set({
      status,
      ...(status === 'scheduled' ? { dueAt: tweet.scheduledTime, attempts: 0, lastError: null } : {}),
    })
    .where(and(eq(scheduledTweets.id, tweetId), inArray(scheduledTweets.status, EDITABLE)))
    .returning()
  if (!row) throw new HttpError(409, 'This tweet is being posted right now')
  return { scheduled_tweet: toTweetDto(row) }
}

/** A thread's parts as stored (trimmed; 2–8, each ≤ 280, no repeats), or a 422 naming the part. */
export function checkedThreadParts(parts: string[], field: string): string[] {
  const trimmed = parts.map((p) => p.trim())
  const problem = threadProblem(trimmed)
  if (problem) throw new HttpError(422, `${field}: ${problem}`)
  return trimmed
}

/**
 * Only the fields given change; a new time must be a real instant, content must not be blank.
 * `thread_parts` turns the post into a thread (or back into a single post with null); parts X already
 * has stay as they were.
 */
export async function updateTweet(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  updates: { content?: string; scheduled_time?: string; thread_parts?: string[] | null },
) {
  const tweet = await findTweet(db, viewer, sessionId, tweetId)
  refuseIfPosted(tweet)
  const set: Partial<typeof scheduledTweets.$inferInsert> = {}
  if (updates.content !== undefined) {
    const content = updates.content.trim()
    if (!content) throw new HttpError(422, 'content: must not be blank')
    set.content = content
    // Editing the text of a thread edits its first part.
    if (tweet.threadParts && updates.thread_parts === undefined)
      set.threadParts = checkedThreadParts([content, ...tweet.threadParts.slice(1)], 'content')
  }
  if (updates.thread_parts !== undefined) {
    const parts = updates.thread_parts && checkedThreadParts(updates.thread_parts, 'thread_parts')
    const posted = tweet.postedPartIds.length
    const current = tweet.threadParts ?? [tweet.content]
    if (posted > 0 && (!parts || current.slice(0, posted).some((p, i) => p !== parts[i])))
      throw new HttpError(409, 'The parts already posted to X cannot change')
    set.threadParts = parts
    set.content = parts ? parts[0]! : (set.content ?? current.join('\n\n'))
  }
  if (updates.scheduled_time !== undefined) {
    const time = new Date(updates.scheduled_time)
    if (Number.isNaN(time.getTime())) throw new HttpError(422, 'scheduled_time: not a valid time')
    set.scheduledTime = time
    set.dueAt = time
  }
  if (Object.keys(set).length === 0) return { scheduled_tweet: toTweetDto(tweet) }
  const [row] = await db
    .update(scheduledTweets)
    .set(set)
    .where(and(eq(scheduledTweets.id, tweetId), inArray(scheduledTweets.status, EDITABLE)))
    .returning()
  if (!row) throw new HttpError(409, 'This tweet is being posted right now')
  return { scheduled_tweet: toTweetDto(row) }
}

export async function deleteTweet(db: Database, viewer: Viewer, sessionId: string, tweetId: string) {
  const tweet = await findTweet(db, viewer, sessionId, tweetId)
  refuseIfPosted(tweet)
  await db
    .delete(scheduledTweets)
    .where(and(eq(scheduledTweets.id, tweetId), inArray(scheduledTweets.status, EDITABLE)))
}

/**
 * Three alternatives for one post (or one part of a thread), grounded in the session's interview and
 * the post's pillar, none a near-duplicate of another post in the plan. Counts against the AI limit.
 */
export async function rewriteTweet(
  deps: TurnDeps,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  body: { instruction?: string; preset?: RewritePreset; part?: number },
) {
  const { db, ai } = deps
  const tweet = await findTweet(db, viewer, sessionId, tweetId)
  refuseIfPosted(tweet)
  const parts = tweet.threadParts ?? [tweet.content]
  const index = body.part ?? 0
  if (index >= parts.length) throw new HttpError(422, `part: this post has ${parts.length} part(s)`)
  await consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, nowOf(deps))
  const session = await findSession(db, viewer, sessionId)
  const [pillar] = tweet.pillarId
    ? await db.select().from(narrativePillars).where(eq(narrativePillars.id, tweet.pillarId))
    : []
  const others = await db
    .select({ content: scheduledTweets.content, threadParts: scheduledTweets.threadParts })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.sessionId, sessionId), ne(scheduledTweets.id, tweetId)))
  const otherPosts = [
    ...others.flatMap((o) => o.threadParts ?? [o.content]),
    ...parts.filter((_, i) => i !== index),
  ]
  const text = parts[index]!
  const instruction = body.instruction?.trim() || undefined
  const candidates = await ai
    .rewriteTweet({
      transcript: await transcriptOf(db, session.conversationId),
      pillar: pillar ? { title: pillar.title, description: pillar.description ?? '' } : null,
      text,
      preset: body.preset,
      instruction,
      otherPosts,
    })
    .catch(rethrowAiFailure)
  const { alternatives } = usableAlternatives(candidates, { original: text, otherPosts })
  if (alternatives.length < REWRITE_ALTERNATIVES)
    throw new HttpError(
      502,
      'Could not write three different alternatives for this post. Try another preset or instruction.',
    )
  return { alternatives }
}
