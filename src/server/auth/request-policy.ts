import { APIError } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { type Clock, systemClock } from '../context'
import type { Database } from '../db/database'
import { describeProblem, findInputProblem } from '../http/input-policy'
import { consume, RateLimited, refund, resetLimit } from '../rate-limit/service'

/** Failed sign-in/sign-up attempts allowed per email address, per window (brute force on one account). */
export const ATTEMPTS_PER_EMAIL = 10
export const EMAIL_WINDOW_MS = 15 * 60_000

export type AttemptLimits = {
  /** Sign-in/sign-up attempts per client IP per minute; `false` turns the attempt limits off. */
  perIpPerMinute: number | false
}

const emailKey = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? `auth-email:${email.trim().toLowerCase()}` : null
}

const ipKey = (ip: string) => `auth-ip:${ip}`

/**
 * better-auth's `after` hook: a successful sign-in clears its email's attempts and gives its address's
 * attempt back, so only failures add up (the CLI signs in once per command). Sign-ups keep counting.
 */
export const clearAttemptsOnSuccess = (db: Database, clientIpHeader: string) =>
  createAuthMiddleware(async (ctx) => {
    if (!ATTEMPT_PATHS.has(ctx.path) || !ctx.context.newSession) return
    const email = emailKey(ctx.body)
    if (email) await resetLimit(db, email)
    const ip = ctx.headers?.get(clientIpHeader)
    if (ip && ctx.path.startsWith('/sign-in/')) await refund(db, ipKey(ip))
  })

const ATTEMPT_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/sign-in/anonymous'])

/**
 * better-auth's `before` hook: the same input policy as every other route (no NUL bytes, unpaired
 * surrogates or out-of-range timestamps in bodies and queries: a 422 naming the field, never a 500),
 * and sign-in/sign-up attempts counted in the database per client IP and per email address.
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
      const email = emailKey(ctx.body)
      if (email)
        await consume(db, email, ATTEMPTS_PER_EMAIL, now(), {
          what,
          windowMs: EMAIL_WINDOW_MS,
        })
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error
      throw new APIError('TOO_MANY_REQUESTS', { message: error.message }, error.headers)
    }
  })
