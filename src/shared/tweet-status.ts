/**
 * A scheduled post's lifecycle, in one place for the schema, the API models, the web and the CLI:
 * SPEC's draft/scheduled/cancelled plus the posting states (ARCHITECTURE: scheduling).
 */
export const tweetStatuses = ['draft', 'scheduled', 'cancelled', 'posting', 'posted', 'failed'] as const
export type TweetStatus = (typeof tweetStatuses)[number]

/** The statuses a user sets by hand (the card's status button, the schedule editor). */
export const settableTweetStatuses = [
  'draft',
  'scheduled',
  'cancelled',
] as const satisfies readonly TweetStatus[]
export type SettableTweetStatus = (typeof settableTweetStatuses)[number]

/** A post X has not taken yet (nor is taking): its text, time and status may still change. */
export const editableTweetStatuses = [
  'draft',
  'scheduled',
  'cancelled',
  'failed',
] as const satisfies readonly TweetStatus[]
export type EditableTweetStatus = (typeof editableTweetStatuses)[number]

/** Posts still to go out: approved and waiting, or being posted right now. */
export const upcomingTweetStatuses = ['scheduled', 'posting'] as const satisfies readonly TweetStatus[]

export const isEditableTweetStatus = (status: string): status is EditableTweetStatus =>
  (editableTweetStatuses as readonly string[]).includes(status)

/**
 * A post's delivery to one more network than X: waiting for its time, being sent, sent, or given up
 * (its reason kept). It goes only while its post is approved (not a draft, not cancelled).
 */
export const deliveryStatuses = ['scheduled', 'posting', 'posted', 'failed'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]
