import { isNearDuplicate } from '../../shared/near-duplicate'
import { type PlannedSlot, planSlots, scheduleWindow } from '../../shared/schedule'
import type { MarketingSessionStatus } from '../../shared/session-status'
import { MAX_PLAN_THREADS, threadProblem } from '../../shared/thread'
import { isValidTimeZone } from '../../shared/time-zone'
import type { TweetStatus } from '../../shared/tweet-status'
import { MIN_PILLARS, reviewPillars, reviewTweets, summariseTweetReview } from '../ai/draft-rules'
import type { PillarDraft, TranscriptLine, TweetDraft } from '../ai/provider'
import { verifiedSources } from '../ai/sources'
import { HttpError } from '../http/errors'
import type { updateTweetBody } from './model'

/**
 * The marketing-session rules as pure decisions: which action each status allows (and the SPEC
 * message a refusal gives), which AI drafts a plan accepts, and what an edit to a post may change.
 * The services read the database, ask these, and write.
 */

/** An allowed action; any other value is the refusal's message (409). */
const ALLOWED = null
type Rule<S extends string> = Record<S, string | null>

const ALREADY_CHOSEN = 'The narrative pillars were already chosen for this session'
const PILLARS_FIXED = 'The plan is already scheduled; its pillars can no longer change'
const ALREADY_APPROVED = 'This plan is already approved'
const APPROVE_FIRST = 'Approve this marketing plan before planning the next two weeks'

/** What may happen to a session in each status. */
export const SESSION_RULES = {
  generatePillars: {
    draft: ALLOWED,
    pillars_selected: ALREADY_CHOSEN,
    scheduled: ALREADY_CHOSEN,
    published: ALREADY_CHOSEN,
  },
  selectPillars: {
    draft: ALLOWED,
    pillars_selected: ALLOWED,
    scheduled: PILLARS_FIXED,
    published: PILLARS_FIXED,
  },
  generateSchedule: {
    draft: 'Choose 3 narrative pillars before generating the schedule',
    pillars_selected: ALLOWED,
    scheduled: ALREADY_APPROVED,
    published: ALREADY_APPROVED,
  },
  replaceSchedule: {
    draft: 'Choose 3 narrative pillars before setting a schedule',
    pillars_selected: ALLOWED,
    scheduled: ALLOWED,
    published: ALLOWED,
  },
  approve: {
    draft: 'Choose 3 narrative pillars before approving the plan',
    pillars_selected: ALLOWED,
    scheduled: ALLOWED,
    published: 'This plan is already published',
  },
  planNext: { draft: APPROVE_FIRST, pillars_selected: APPROVE_FIRST, scheduled: ALLOWED, published: ALLOWED },
  /** The scheduler's, once every post of an approved plan is out (never refused to a user). */
  publish: {
    draft: 'Only an approved plan is published',
    pillars_selected: 'Only an approved plan is published',
    scheduled: ALLOWED,
    published: 'This plan is already published',
  },
} as const satisfies Record<string, Rule<MarketingSessionStatus>>
export type SessionAction = keyof typeof SESSION_RULES

/** The status an allowed action leaves the session in (the other actions keep it). */
export const SESSION_STATUS_AFTER = {
  selectPillars: 'pillars_selected',
  approve: 'scheduled',
  publish: 'published',
} as const satisfies Partial<Record<SessionAction, MarketingSessionStatus>>

const POSTING_NOW = 'This tweet is being posted right now'

/** What may happen to a post in each status: X has not taken it yet, or it is too late. */
export const TWEET_RULES = {
  /** Change its text, time or status, rewrite it, delete it, or replace it with a new schedule. */
  edit: {
    draft: ALLOWED,
    scheduled: ALLOWED,
    cancelled: ALLOWED,
    failed: ALLOWED,
    posting: POSTING_NOW,
    posted: 'This tweet has already been posted',
  },
  /** Approving the plan schedules drafts and failed posts again; cancelled ones stay cancelled. */
  approve: {
    draft: ALLOWED,
    failed: ALLOWED,
    scheduled: 'Already scheduled',
    cancelled: 'Cancelled by the user',
    posting: POSTING_NOW,
    posted: 'This tweet has already been posted',
  },
} as const satisfies Record<string, Rule<TweetStatus>>
export type TweetAction = keyof typeof TWEET_RULES

const allowedIn = <S extends string>(rule: Rule<S>) =>
  (Object.keys(rule) as S[]).filter((status) => rule[status] === ALLOWED)

/** The statuses a session action is allowed from (for guarded updates). */
export const sessionStatusesAllowing = (action: SessionAction): MarketingSessionStatus[] =>
  allowedIn<MarketingSessionStatus>(SESSION_RULES[action])

/** The statuses a post action is allowed from (for guarded updates and deletes). */
export const tweetStatusesAllowing = (action: TweetAction): TweetStatus[] =>
  allowedIn<TweetStatus>(TWEET_RULES[action])

/** The refusal of an action on a session in this status, or null when it is allowed. */
export const sessionRefusal = (action: SessionAction, status: MarketingSessionStatus): string | null =>
  SESSION_RULES[action][status]

/** The refusal of an action on a post in this status, or null when it is allowed. */
export const tweetRefusal = (action: TweetAction, status: TweetStatus): string | null =>
  TWEET_RULES[action][status]

/** Throws the refusal (409) unless the session's status allows the action. */
export function requireSessionAllows(action: SessionAction, session: { status: MarketingSessionStatus }) {
  const refusal = sessionRefusal(action, session.status)
  if (refusal) throw new HttpError(409, refusal)
}

/** Throws the refusal (409) unless the post's status allows the action. */
export function requireTweetAllows(action: TweetAction, tweet: { status: TweetStatus }) {
  const refusal = tweetRefusal(action, tweet.status)
  if (refusal) throw new HttpError(409, refusal)
}

/** A guarded write matched no row: the scheduler claimed the post in between. */
export const postedMeanwhile = () => new HttpError(409, POSTING_NOW)

// ——— Drafts from the AI provider ———

/**
 * Engine output → 3 to 7 pillars that meet the draft rules, or an error naming what was wrong. Only an
 * AI provider is named as such: with none configured, the built-in engine is not "the AI provider".
 */
export function validatePillars(
  drafts: PillarDraft[],
  engine: 'openai' | 'offline' = 'openai',
): PillarDraft[] {
  const review = reviewPillars(Array.isArray(drafts) ? drafts : [])
  if (review.pillars.length < MIN_PILLARS) {
    const reasons = [...new Set(review.problems.map((p) => p.reason))].join('; ')
    const why = reasons ? ` (${reasons})` : ''
    throw new HttpError(
      502,
      engine === 'offline'
        ? `Chad found fewer than 3 themes in this interview${why}. Answer a few more questions, then try again.`
        : `The AI provider returned fewer than 3 usable narrative pillars${why}. Please try again.`,
    )
  }
  return review.pillars
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

export type PostToStore = {
  content: string
  thread: string[] | null
  /** The founder's words it was written from, checked against their answers (`verifiedSources`). */
  sources: string[]
  pillarIndex: number
  time: Date
}

/**
 * The posts a plan stores from what the provider wrote for `slots`, by the rules the provider repairs
 * by (a known slot, once; ≤ 280 characters; no near-duplicates; no hashtag spam unless the founder
 * writes that way), inside the two-week window and unlike any earlier post of the series; however
 * many survive are spread over both weeks. Each keeps the sources that occur in the founder's answers
 * of `transcript` (none of them a tone rule). `leftOut` names what was dropped (for the log); no post
 * at all is a 502.
 */
export function acceptDrafts(
  drafts: unknown,
  plan: {
    now: Date
    timeZone: string
    slots: readonly Pick<PlannedSlot, 'time' | 'pillarIndex'>[]
    pillarCount: number
    tagsAllowed: boolean
    earlierPosts?: readonly string[]
    /** The interview the posts were written from: their sources must occur in the founder's answers. */
    transcript: readonly TranscriptLine[]
    /** The founder's tone rules: instructions for the posts, never a post's source. */
    toneRules?: readonly string[]
  },
): { posts: PostToStore[]; leftOut: string | null } {
  const { slots } = plan
  const given = Array.isArray(drafts) ? (drafts as TweetDraft[]) : []
  const window = scheduleWindow(plan.now, plan.timeZone)
  const review = reviewTweets(
    given,
    slots.map((s, index) => ({ index, pillarIndex: s.pillarIndex })),
    { tagsAllowed: plan.tagsAllowed },
  )
  const valid = withThreads(
    review.accepted.filter(
      (d) =>
        slots[d.slot]!.time >= window.start &&
        slots[d.slot]!.time < window.end &&
        !plan.earlierPosts?.some((earlier) => isNearDuplicate(earlier, d.content)),
    ),
    given,
  )
  const problems = summariseTweetReview(review)
  if (valid.length === 0 && problems)
    throw new HttpError(502, `Could not write any posts from this interview (${problems}). Try again.`)
  if (valid.length === 0)
    throw new HttpError(502, 'Could not write any posts from this interview. Try again.')
  const placed = planSlots({
    now: plan.now,
    timeZone: plan.timeZone,
    pillarCount: plan.pillarCount,
    count: valid.length,
  })
  const posts = valid
    .sort((a, b) => a.slot - b.slot)
    .slice(0, placed.length)
    .map((d, i) => ({
      content: d.content,
      thread: d.thread,
      sources: verifiedSources(
        given.find((g) => Number(g?.slot) === d.slot)?.sources,
        plan.transcript,
        plan.toneRules,
      ),
      pillarIndex: slots[d.slot]!.pillarIndex,
      time: placed[i]!.time,
    }))
  return { posts, leftOut: review.rewrite.length || review.dropped.length ? problems : null }
}

// ——— Edits by hand ———

/** A thread's parts as stored (trimmed; 2–8, each ≤ 280, no repeats), or a 422 naming the part. */
export function checkedThreadParts(parts: string[], field: string): string[] {
  const trimmed = parts.map((p) => p.trim())
  const problem = threadProblem(trimmed)
  if (problem) throw new HttpError(422, `${field}: ${problem}`)
  return trimmed
}

/** An IANA time zone we know, or a 422. */
export function checkedTimeZone(zone: string): string {
  if (!isValidTimeZone(zone)) throw new HttpError(422, `time_zone: unknown time zone "${zone}"`)
  return zone
}

/** A time given as text, or a 422 naming the field. */
export function checkedTime(value: string, field: string): Date {
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw new HttpError(422, `${field}: not a valid time`)
  return time
}

export type TweetEdit = (typeof updateTweetBody.static)['updates']
export type TweetChanges = {
  content?: string
  threadParts?: string[] | null
  scheduledTime?: Date
  dueAt?: Date
}

/**
 * What an edit changes on a post: only the fields given; a new time must be a real instant, content
 * must not be blank. Editing the text of a thread edits its first part; `thread_parts` turns the post
 * into a thread (or back into a single post with null); parts X already has stay as they were.
 */
export function tweetChanges(
  tweet: { content: string; threadParts: string[] | null; postedPartIds: string[] },
  updates: TweetEdit,
): TweetChanges {
  const set: TweetChanges = {}
  if (updates.content !== undefined) {
    const content = updates.content.trim()
    if (!content) throw new HttpError(422, 'content: must not be blank')
    set.content = content
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
    const time = checkedTime(updates.scheduled_time, 'scheduled_time')
    set.scheduledTime = time
    set.dueAt = time
  }
  return set
}

/** Which part of a post a rewrite works on (0 = the first), or a 422 when it has no such part. */
export function rewritePart(parts: readonly string[], part = 0): number {
  if (part >= parts.length) throw new HttpError(422, `part: this post has ${parts.length} part(s)`)
  return part
}
