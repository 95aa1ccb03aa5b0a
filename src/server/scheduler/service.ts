import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { watchPosted } from '../analytics/service'
import { type Clock, systemClock } from '../context'
import type { Database } from '../db/database'
import { marketingSessions, scheduledTweets, settings } from '../db/schema'
import type { Logger } from '../http/logger'
import { classify } from '../x/client'
import type { PostFailure } from '../x/failure'
import { freshAccessToken, postUrl, type XDeps } from '../x/service'
import { decidePart, findPostedPart, nextThreadStep, type RecentPost } from './thread-policy'

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
    returning id, session_id, content, thread_parts, posted_part_ids, scheduled_time, attempts, claimed_at`)
  const rows = (
    Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
  ) as Record<string, unknown>[]
  return rows.map((r) => ({
    id: String(r.id),
    sessionId: String(r.session_id),
    content: String(r.content),
    threadParts: pgTextArray(r.thread_parts),
    postedPartIds: pgTextArray(r.posted_part_ids) ?? [],
    scheduledTime: new Date(r.scheduled_time as string),
    attempts: Number(r.attempts),
  }))
}

/** A text[] from a raw query: postgres-js parses it to an array; some drivers hand back the '{a,b}' literal. */
function pgTextArray(value: unknown): string[] | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.map(String)
  throw new Error(`unexpected text[] value: ${typeof value}`)
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number]

/** How many of the account's latest posts reconciliation reads (X allows up to 100 a page). */
const RECENT_POSTS = 50

/** The account's recent posts, replies included (thread parts are replies), newest first. */
async function recentPosts(
  deps: SchedulerDeps,
  token: string,
  providerUserId: string,
): Promise<RecentPost[]> {
  const timeline = await deps.x.clients.user(token).v2.userTimeline(providerUserId, {
    max_results: RECENT_POSTS,
    exclude: ['retweets'],
    'tweet.fields': ['referenced_tweets'],
  })
  return timeline.tweets.map((t) => ({
    id: t.id,
    text: t.text,
    replyTo: t.referenced_tweets?.find((r) => r.type === 'replied_to')?.id ?? null,
  }))
}

async function markPosted(db: Database, tweet: Claimed, id: string, url: string, now: Date) {
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

/**
 * Posts one claimed tweet (a thread part by part, as a reply chain) and records the outcome; never
 * throws. Each part's X id is stored as soon as X confirms it, so a retry or another replica resumes
 * at the first part not confirmed (see thread-policy.ts).
 */
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
  const parts = tweet.threadParts ?? [tweet.content]
  const postedIds = [...tweet.postedPartIds]
  const settle = async (failure: PostFailure, index = postedIds.length): Promise<'retried' | 'failed'> => {
    const decision = decidePart(failure, {
      attempts: tweet.attempts,
      scheduledTime: tweet.scheduledTime,
      now: now(),
      index,
      total: parts.length,
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
  const client = deps.x.clients.user(token)
  const lookUp = (step: { text: string; replyTo: string | null }) =>
    recentPosts(deps, token, account.providerUserId)
      .then((recent) => findPostedPart(step, recent))
      .catch(() => null)
  const confirm = async (id: string) => {
    postedIds.push(id)
    // Every part that reaches X is watched for its metrics (1 h, 24 h, 7 d).
    await watchPosted(db, {
      xTweetId: id,
      scheduledTweetId: tweet.id,
      userId: session.userId,
      postedAt: now(),
    })
    await db.update(scheduledTweets).set({ postedPartIds: postedIds }).where(eq(scheduledTweets.id, tweet.id))
  }
  let reconciled = false
  for (;;) {
    const step = nextThreadStep({ parts, postedIds, attempts: tweet.attempts, reconciled })
    if (step.action === 'done') {
      const first = postedIds[0]!
      await markPosted(db, tweet, first, postUrl(deps.x, account.username, first), now())
      return 'posted'
    }
    if (step.action === 'reconcile') {
      // Outcome-unknown reconciliation: an earlier attempt may have sent this part and lost the answer.
      reconciled = true
      const existing = await lookUp(step)
      if (existing) await confirm(existing)
      continue
    }
    try {
      const sent = await withTimeout(
        client.v2.tweet(
          step.text,
          step.replyTo ? { reply: { in_reply_to_tweet_id: step.replyTo } } : undefined,
        ),
        deps.postTimeoutMs ?? 15_000,
      )
      await confirm(sent.data.id)
    } catch (error) {
      const failure = classify(error, true)
      // Outcome unknown, or X already has this text: if our part is on the account, it is posted.
      if (failure.kind === 'timeout_after_send' || failure.kind === 'duplicate') {
        const existing = await lookUp(step)
        if (existing) {
          await confirm(existing)
          continue
        }
      }
      if (failure.kind === 'timeout_after_send')
        return settle({ kind: 'server', status: 504, message: failure.message })
      return settle(failure)
    }
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
export async function runSchedulerTick(deps: SchedulerDeps, now: Clock = systemClock) {
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
