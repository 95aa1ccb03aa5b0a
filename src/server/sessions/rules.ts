import type { MarketingSessionStatus } from '../../shared/session-status'
import type { TweetStatus } from '../../shared/tweet-status'
import { HttpError } from '../http/errors'

/**
 * The status tables (SPEC §4) as pure decisions: which action each session and post status allows,
 * and the SPEC message a refusal gives. The services read the database, ask these, and write.
 * (What drafts a plan accepts: pillars/drafts.ts, schedule/drafts.ts; what a hand edit may change:
 * tweets/edits.ts.)
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
