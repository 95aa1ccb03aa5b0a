import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { watchPosted } from '../analytics/service'
import type { Database } from '../db/database'
import { marketingSessions, scheduledTweets, settings } from '../db/schema'
import type { Logger } from '../http/logger'
import { classify } from '../x/client'
import { freshAccessToken, postUrl, type XDeps } from '../x/service'
import { decide, type PostFailure } from './policy'

export const SCHEDULER_SETTING = 'scheduler.tweets.enabled'
const SETTING_DESCRIPTION =
  'When true, approved (scheduled) tweets are posted to X automatically at their scheduled time.'
const LAST_RUN_SETTING = 'scheduler.tweets.last_run'
/** A claim older than this many post timeouts belongs to a replica that died mid-post: reconcile and retry it. */
export const STALE_CLAIM_TIMEOUTS = 4
const CLAIM_BATCH = 25

export type SchedulerDeps = { db: Database; x: XDeps; logger: Logger; postTimeoutMs?: number }

export async function schedulerStatus(db: Database, now = new Date()) {
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

export async function setSchedulerEnabled(db: Database, enabled: boolean) {
  await db
    .insert(settings)
    .values({ key: SCHEDULER_SETTING, value: enabled, description: SETTING_DESCRIPTION })
    .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: new Date() } })
  return schedulerStatus(db)
}

/**
 * Claims due tweets for this replica: `FOR UPDATE SKIP LOCKED` means two replicas never claim the same
 * row; a claimed tweet is marked `posting` (with the claim time) before X is called.
 */
export async function claimDue(db: Database, now: Date, limit = CLAIM_BATCH, staleAfterMs = 60_000) {
  const stale = new Date(now.getTime() - staleAfterMs)
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${scheduledTweets} set status = 'posting', claimed_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${scheduledTweets}
      where (status = 'scheduled' and due_at <= ${now.toISOString()}::timestamptz)
         or (status = 'posting' and claimed_at < ${stale.toISOString()}::timestamptz)
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id, session_id, content, scheduled_time, attempts, claimed_at`)
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[]
  return rows.map((r) => ({
    id: String(r.id),
    sessionId: String(r.session_id),
    content: String(r.content),
    scheduledTime: new Date(r.scheduled_time as string),
    attempts: Number(r.attempts),
  }))
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number]

/** Was the text already posted (an earlier attempt's answer was lost)? Looks at the account's recent posts. */
async function findExisting(deps: SchedulerDeps, token: string, providerUserId: string, text: string) {
  const timeline = await deps.x.clients
    .user(token)
    .v2.userTimeline(providerUserId, { max_results: 20, exclude: ['replies', 'retweets'] })
  return timeline.tweets.find((t) => t.text === text) ?? null
}

async function markPosted(db: Database, tweet: Claimed, userId: string, id: string, url: string, now: Date) {
  await watchPosted(db, { xTweetId: id, scheduledTweetId: tweet.id, userId, postedAt: now })
  await db
    .update(scheduledTweets)
    .set({
      status: 'posted',
      postedTweetId: id,
      postedUrl: url,
      postedAt: now,
      lastError: null,
      claimedAt: null,
    })
    .where(eq(scheduledTweets.id, tweet.id))
}

/** Posts one claimed tweet and records the outcome; never throws. */
export async function postClaimed(
  deps: SchedulerDeps,
  tweet: Claimed,
  now: () => Date,
): Promise<'posted' | 'retried' | 'failed'> {
  const { db } = deps
  const [session] = await db
    .select({ userId: marketingSessions.userId })
    .from(marketingSessions)
    .where(eq(marketingSessions.id, tweet.sessionId))
  const settle = async (failure: PostFailure): Promise<'retried' | 'failed'> => {
    const decision = decide(failure, {
      attempts: tweet.attempts,
      scheduledTime: tweet.scheduledTime,
      now: now(),
    })
    if (decision.action === 'retry') {
      await db
        .update(scheduledTweets)
        .set({ status: 'scheduled', dueAt: decision.at, lastError: failure.message, claimedAt: null })
        .where(eq(scheduledTweets.id, tweet.id))
      return 'retried'
    }
    const reason = decision.action === 'fail' ? decision.reason : failure.message
    await db
      .update(scheduledTweets)
      .set({ status: 'failed', lastError: reason, claimedAt: null })
      .where(eq(scheduledTweets.id, tweet.id))
    return 'failed'
  }
  if (!session) return 'failed'
  let token: string
  let account: Awaited<ReturnType<typeof freshAccessToken>>['account']
  try {
    ;({ token, account } = await freshAccessToken(deps.x, session.userId))
  } catch (error) {
    const message = (error as Error).message
    // No account, or it must be reconnected: nothing can be sent; keep retrying within the window.
    return settle({
      kind: 'before_send',
      message: /reconnect|No X account/.test(message) ? message : `Could not authorize: ${message}`,
    })
  }
  try {
    // A retried attempt first checks whether the post already went out (outcome-unknown reconciliation).
    if (tweet.attempts > 1) {
      const existing = await findExisting(deps, token, account.providerUserId, tweet.content).catch(
        () => null,
      )
      if (existing) {
        await markPosted(
          db,
          tweet,
          session.userId,
          existing.id,
          postUrl(deps.x, account.username, existing.id),
          now(),
        )
        return 'posted'
      }
    }
    const posted = await withTimeout(
      deps.x.clients.user(token).v2.tweet(tweet.content),
      deps.postTimeoutMs ?? 15_000,
    )
    await markPosted(
      db,
      tweet,
      session.userId,
      posted.data.id,
      postUrl(deps.x, account.username, posted.data.id),
      now(),
    )
    return 'posted'
  } catch (error) {
    const failure = classify(error, true)
    if (failure.kind === 'timeout_after_send') {
      // Outcome unknown: reconcile against the account's recent posts before any retry.
      const existing = await findExisting(deps, token, account.providerUserId, tweet.content).catch(
        () => null,
      )
      if (existing) {
        await markPosted(
          db,
          tweet,
          session.userId,
          existing.id,
          postUrl(deps.x, account.username, existing.id),
          now(),
        )
        return 'posted'
      }
      return settle({ kind: 'server', status: 504, message: failure.message })
    }
    if (failure.kind === 'duplicate') {
      // X already has this exact text on the account: if it is ours, it is posted.
      const existing = await findExisting(deps, token, account.providerUserId, tweet.content).catch(
        () => null,
      )
      if (existing) {
        await markPosted(
          db,
          tweet,
          session.userId,
          existing.id,
          postUrl(deps.x, account.username, existing.id),
          now(),
        )
        return 'posted'
      }
    }
    return settle(failure)
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms)
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e) => {
        clearTimeout(timer)
        reject(e)
      },
    )
  })
}

/** A session is published when it has posted tweets and none left to post. */
async function publishFinished(db: Database, sessionIds: string[], now: Date) {
  for (const id of new Set(sessionIds)) {
    const [left] = await db
      .select({ n: count() })
      .from(scheduledTweets)
      .where(
        and(eq(scheduledTweets.sessionId, id), inArray(scheduledTweets.status, ['scheduled', 'posting'])),
      )
    if (Number(left?.n ?? 0) > 0) continue
    const [posted] = await db
      .select({ n: count() })
      .from(scheduledTweets)
      .where(and(eq(scheduledTweets.sessionId, id), eq(scheduledTweets.status, 'posted')))
    if (Number(posted?.n ?? 0) === 0) continue
    await db
      .update(marketingSessions)
      .set({ status: 'published', completedAt: now })
      .where(and(eq(marketingSessions.id, id), eq(marketingSessions.status, 'scheduled')))
  }
}

/** One scheduler run: when enabled, claim and post everything due, batch by batch. */
export async function runSchedulerTick(deps: SchedulerDeps, now: () => Date = () => new Date()) {
  const status = await deps.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SCHEDULER_SETTING))
  if (status[0]?.value !== true) return { enabled: false, posted: 0, retried: 0, failed: 0 }
  const totals = { enabled: true, posted: 0, retried: 0, failed: 0 }
  for (let batch = 0; batch < 40; batch++) {
    const claimed = await claimDue(
      deps.db,
      now(),
      CLAIM_BATCH,
      (deps.postTimeoutMs ?? 15_000) * STALE_CLAIM_TIMEOUTS,
    )
    if (claimed.length === 0) break
    const outcomes = await Promise.all(claimed.map((t) => postClaimed(deps, t, now)))
    for (const o of outcomes) totals[o]++
    await publishFinished(
      deps.db,
      claimed.map((t) => t.sessionId),
      now(),
    )
  }
  await deps.db
    .insert(settings)
    .values({
      key: LAST_RUN_SETTING,
      value: { at: now().toISOString(), ...totals },
      description: 'The last scheduler run on any replica',
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { at: now().toISOString(), ...totals }, updatedAt: now() },
    })
  if (totals.posted || totals.failed || totals.retried) deps.logger.info('scheduler run', totals)
  return totals
}

/** When the next tweet falls due, if within `horizonMs` (for the precise timer between cron ticks). */
export async function nextDueWithin(db: Database, now: Date, horizonMs: number): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: sql<string>`min(${scheduledTweets.dueAt})` })
    .from(scheduledTweets)
    .where(
      and(
        eq(scheduledTweets.status, 'scheduled'),
        lte(scheduledTweets.dueAt, new Date(now.getTime() + horizonMs)),
      ),
    )
  return row?.dueAt ? new Date(row.dueAt) : null
}
