import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { perDatabase } from '../db/per-database'
import { rateLimits } from '../db/schema'
import { HttpError } from '../http/errors'

/** A 429 that says when to come back (the error handler sends it as `Retry-After`). */
export class RateLimited extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { 'retry-after': String(retryAfterSeconds) })
  }
}

export type LimitOptions = {
  windowMs?: number
  /** What is being limited, for the message: "Too many <what>". */
  what?: string
  /** How many units this call uses (a batch of messages counts each one). */
  cost?: number
}

const windowText = (ms: number) => (ms === 60_000 ? 'a minute' : `every ${Math.round(ms / 60_000)} minutes`)

/**
 * Counts `cost` against `key` in a fixed window and refuses past `limit`. The counter lives in the
 * database (one atomic upsert), so every replica shares it. The one rate-limit mechanism: AI calls,
 * stored messages and sign-in/sign-up attempts all go through it.
 */
export async function consume(
  db: Database,
  key: string,
  limit: number,
  now: Date,
  options: LimitOptions = {},
) {
  await consumeAll(db, [{ key, limit }], now, options)
}

/**
 * `consume` for several distinct keys in one statement (one round trip), refusing with the first
 * key, in the given order, that is past its limit; otherwise answers what each key has used. Every key is counted before the check: run it in
 * a transaction that a refusal rolls back for all-or-nothing. The counting itself is the database's
 * `consume_limits` (drizzle/0005), which message writes also use under their conversation's lock.
 */
export async function consumeAll(
  db: Database,
  limits: { key: string; limit: number }[],
  now: Date,
  { windowMs = 60_000, what = 'AI requests', cost = 1 }: LimitOptions = {},
) {
  const windowStart = new Date(now.getTime() - windowMs)
  const rows = await consumeStatement(db).execute({
    keys: JSON.stringify(limits.map((l) => l.key)),
    now: now.toISOString(),
    windowStart: windowStart.toISOString(),
    cost,
  })
  const used = new Map<string, number>()
  for (const { key, limit } of limits) {
    const row = rows.find((r) => r.limit_key === key)
    if (!row) continue
    used.set(key, Number(row.used))
    if (Number(row.used) <= limit) continue
    throw rateLimited(what, limit, windowMs, Number(row.window_start_ms), now)
  }
  return used
}

/**
 * `consume_limits` prepared once per database (every AI turn runs it): on Postgres planned and described
 * once, on either database built once.
 */
const consumeStatement = perDatabase((db) =>
  db
    .select({
      limit_key: sql<string>`limit_key`,
      used: sql<number>`used`,
      window_start_ms: sql<number>`window_start_ms`,
    })
    .from(
      sql`consume_limits(${sql.placeholder('keys')}::jsonb, ${sql.placeholder('now')}::timestamptz,
        ${sql.placeholder('windowStart')}::timestamptz, ${sql.placeholder('cost')}::int)`,
    )
    .prepare('consume_limits'),
)

/** The refusal for `what` past `limit` in a window that began at `windowStartMs`. */
export function rateLimited(what: string, limit: number, windowMs: number, windowStartMs: number, now: Date) {
  const retryIn = Math.max(1, Math.ceil((windowStartMs + windowMs - now.getTime()) / 1000))
  return new RateLimited(
    `Too many ${what}: the limit is ${limit} ${windowText(windowMs)}. Try again in ${retryIn} s.`,
    retryIn,
  )
}

/** Forgets what `key` has used (a successful sign-in clears that email's failed attempts). */
export async function resetLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Gives one unit back to `key` (a successful sign-in does not count against its address). */
export async function refund(db: Database, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key))
}
