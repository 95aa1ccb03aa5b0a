import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { rateLimits } from '../db/schema'
import { HttpError } from '../http/errors'

/**
 * Counts one call against `key` in a fixed window and refuses past `limit`. The counter lives in the
 * database (one atomic upsert), so every replica shares it.
 */
export async function consume(db: Database, key: string, limit: number, now: Date, windowMs = 60_000) {
  const windowStart = new Date(now.getTime() - windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
  if (row && row.count > limit) {
    const retryIn = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000))
    throw new HttpError(
      429,
      `Too many AI requests: the limit is ${limit} a minute. Try again in ${retryIn} s.`,
    )
  }
}
