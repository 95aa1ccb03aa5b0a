/**
 * What every server service may take from its caller instead of reading in place. For now the clock:
 * services read time through their deps' `now`, so tests and backfills pass their own.
 */

/** The time source a service reads; tests pass a fixed or stepped one. */
export type Clock = () => Date

/** The wall clock, for deps built without one. */
export const systemClock: Clock = () => new Date()

/** The deps' clock, or the wall clock. */
export const clockOf = (deps: { now?: Clock }): Clock => deps.now ?? systemClock

/** The current time by the deps' clock. */
export const nowOf = (deps: { now?: Clock }): Date => clockOf(deps)()
