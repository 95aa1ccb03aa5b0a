/**
 * The business constants of SPEC §9 that more than one side uses (server, web, CLI), each defined here
 * once. Rules that only one module needs stay beside that rule.
 */

/** The tweet length counter: every post and thread part is at most this long. */
export const TWEET_LIMIT = 280
/** Pillars to select: exactly this many. */
export const PILLARS_TO_SELECT = 3
/** Password minimum (and the maximum better-auth enforces). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** Calendar: 14 days of 30-minute slots, 8:00 to 19:30 by default (the grid ends at 20:00). */
export const CALENDAR_DAYS = 14
export const SLOT_MINUTES = 30
export const DEFAULT_START_HOUR = 8
export const DEFAULT_END_HOUR = 20
/** The optimal posting times on weekdays, local time. */
export const OPTIMAL_HOURS = [9, 13, 17] as const
/** The calendar card's preview. */
export const CARD_PREVIEW_CHARS = 120
