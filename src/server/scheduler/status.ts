import { and, count, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Database } from '../db/database'
import { scheduledTweets, settings } from '../db/schema'

/** The scheduler's switch and last run, kept in the settings table (shared by every replica). */

export const SCHEDULER_SETTING = 'scheduler.tweets.enabled'
const SETTING_DESCRIPTION =
  'When true, approved (scheduled) tweets are posted to X automatically at their scheduled time.'
const LAST_RUN_SETTING = 'scheduler.tweets.last_run'

export type RunTotals = { enabled: boolean; posted: number; retried: number; failed: number }

export async function schedulerStatus(db: Database, now: Date) {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SCHEDULER_SETTING, LAST_RUN_SETTING]))
  const setting = rows.find((r) => r.key === SCHEDULER_SETTING)
  const lastRun = rows.find((r) => r.key === LAST_RUN_SETTING)
  const [due] = await db
    .select({ n: count() })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.status, 'scheduled'), lte(scheduledTweets.dueAt, now)))
  const dayAgo = new Date(now.getTime() - 86_400_000)
  const [posted] = await db
    .select({ n: count() })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.status, 'posted'), gte(scheduledTweets.postedAt, dayAgo)))
  const [failed] = await db
    .select({ n: count() })
    .from(scheduledTweets)
    .where(eq(scheduledTweets.status, 'failed'))
  return {
    enabled: setting?.value === true,
    setting: {
      key: SCHEDULER_SETTING,
      value: String(setting?.value ?? false),
      description: setting?.description ?? SETTING_DESCRIPTION,
      updated_at: setting?.updatedAt ?? null,
    },
    last_run:
      (lastRun?.value as { at: string; posted: number; failed: number; retried: number } | undefined) ?? null,
    counts: {
      due: Number(due?.n ?? 0),
      posted_last_24h: Number(posted?.n ?? 0),
      failed: Number(failed?.n ?? 0),
    },
  }
}

export async function setSchedulerEnabled(db: Database, enabled: boolean, now: Date) {
  await db
    .insert(settings)
    .values({ key: SCHEDULER_SETTING, value: enabled, description: SETTING_DESCRIPTION })
    .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: now } })
  return schedulerStatus(db, now)
}

/** Whether posting is switched on (off until an admin turns it on). */
export async function schedulerEnabled(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SCHEDULER_SETTING))
  return row?.value === true
}

/** What the admin page shows as the last run on any replica. */
export async function recordLastRun(db: Database, totals: RunTotals, now: Date) {
  await db
    .insert(settings)
    .values({
      key: LAST_RUN_SETTING,
      value: { at: now.toISOString(), ...totals },
      description: 'The last scheduler run on any replica',
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { at: now.toISOString(), ...totals }, updatedAt: now },
    })
}
