import { APIError } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { type Clock, systemClock } from '../clock'
import type { Database } from '../db/database'
import { describeProblem, findInputProblem } from '../http/input-policy'
import { consume, consumeAll, RateLimited, refund, resetLimit } from '../rate-limit/service'

/**
 * Sign-in limits that stop guessing without handing anyone a lockout (docs/security.md):
 * - per address: `perIpPerMinute` attempts a minute, whatever the account (a success gives its one back);
 * - per account and address: ATTEMPTS_PER_ACCOUNT_AND_ADDRESS failed attempts per window, so a guesser
 *   at one address is refused while the owner, signing in from anywhere else, is not;
 * - per account, from every address together: past ACCOUNT_SLOWDOWN_AFTER attempts in the window each
 *   attempt waits ACCOUNT_SLOWDOWN_MS first. A slowdown, never a ban: many addresses guessing together
 *   are slowed, and the owner with the right password still gets in.
 */
export const ATTEMPTS_PER_ACCOUNT_AND_ADDRESS = 10
export const ACCOUNT_SLOWDOWN_AFTER = 20
export const ACCOUNT_SLOWDOWN_MS = 1000
export const ACCOUNT_WINDOW_MS = 15 * 60_000

export type AttemptLimits = {
  /** Sign-in/sign-up attempts per client IP per minute; `false` turns the attempt limits off. */
  perIpPerMinute: number | false
  /** How an attempt waits out the account's slowdown (tests pass one that records it). */
  sleep?: (ms: number) => Promise<void>
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : null
}
const ipKey = (ip: string) => `auth-ip:${ip}`
const accountKey = (email: string) => `auth-account:${email}`
const pairKey = (email: string, ip: string | null | undefined) => `auth-pair:${ip ?? 'unknown'} ${email}`

/** The attempt budget a delay is decided from: the pure part of the per-account slowdown. */
export const slowdownFor = (accountAttempts: number) =>
  accountAttempts > ACCOUNT_SLOWDOWN_AFTER ? ACCOUNT_SLOWDOWN_MS : 0

/**
 * better-auth's `after` hook: a successful sign-in clears its account's attempts (from that address and
 * in all) and gives its address's attempt back, so only failures add up. Sign-ups keep counting.
 */
export const clearAttemptsOnSuccess = (db: Database, clientIpHeader: string) =>
  createAuthMiddleware(async (ctx) => {
    if (!ATTEMPT_PATHS.has(ctx.path) || !ctx.context.newSession) return
    const ip = ctx.headers?.get(clientIpHeader)
    const email = emailOf(ctx.body)
    if (email) {
      await resetLimit(db, pairKey(email, ip))
      await resetLimit(db, accountKey(email))
    }
    if (ip && ctx.path.startsWith('/sign-in/')) await refund(db, ipKey(ip))
  })

const ATTEMPT_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/sign-in/anonymous'])

/**
 * better-auth's `before` hook: the same input policy as every other route (no NUL bytes, unpaired
 * surrogates or out-of-range timestamps in bodies and queries: a 422 naming the field, never a 500),
 * and the sign-in/sign-up attempt limits above, counted in the database (shared by replicas).
 */
export const authRequestPolicy = (
  db: Database,
  limits: AttemptLimits,
  clientIpHeader: string,
  now: Clock = systemClock,
) =>
  createAuthMiddleware(async (ctx) => {
    const problem = findInputProblem(ctx.query ?? {}) ?? findInputProblem(ctx.body ?? {})
    if (problem) throw new APIError('UNPROCESSABLE_ENTITY', { message: describeProblem(problem) })
    if (limits.perIpPerMinute === false || !ATTEMPT_PATHS.has(ctx.path)) return
    try {
      const ip = ctx.headers?.get(clientIpHeader)
      const what = 'sign-in attempts'
      if (ip) await consume(db, ipKey(ip), limits.perIpPerMinute, now(), { what })
      const email = emailOf(ctx.body)
      if (!email) return
      const used = await consumeAll(
        db,
        [
          { key: pairKey(email, ip), limit: ATTEMPTS_PER_ACCOUNT_AND_ADDRESS },
          { key: accountKey(email), limit: Number.MAX_SAFE_INTEGER },
        ],
        now(),
        { what, windowMs: ACCOUNT_WINDOW_MS },
      )
      const delay = slowdownFor(used.get(accountKey(email)) ?? 0)
      if (delay) await (limits.sleep ?? Bun.sleep)(delay)
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error
      throw new APIError('TOO_MANY_REQUESTS', { message: error.message }, error.headers)
    }
  })

/**
 * A request refused as malformed or hostile (too deep, too large, not JSON, a foreign origin) uses one
 * of its address's sign-in attempts: an address busy sending such bodies is soon refused sign-ins
 * too, and its refusals become 429s.
 */
export async function countRefusedRequest(db: Database, ip: string, limits: AttemptLimits, now: Date) {
  if (limits.perIpPerMinute === false) return
  await consume(db, ipKey(ip), limits.perIpPerMinute, now, { what: 'refused requests' })
}
