import type { AiProvider } from './ai/provider'
import type { Clock } from './clock'
import type { Database } from './db/database'
import type { Logger } from './http/logger'

/**
 * What every server service takes from its caller instead of reading in place: who is asking, the
 * clock, and the dependencies of an AI turn. Tests and backfills pass their own clock.
 */

/** The current time by the deps' clock. */
export const nowOf = (deps: { now: Clock }): Date => deps.now()

/** The signed-in user a service acts for (a better-auth user fits). */
export type Viewer = { id: string; name: string; role?: string | null }

/** What an AI turn needs: the database, the provider, the log, the AI-call budget and the clock. */
export type TurnDeps = {
  db: Database
  ai: AiProvider
  logger: Logger
  aiCallsPerMinute: number
  now: Clock
}

export { type Clock, systemClock } from './clock'
