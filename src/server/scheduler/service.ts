import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { OTHER_NETWORKS } from '../../shared/networks'
import { upcomingTweetStatuses } from '../../shared/tweet-status'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { marketingSessions, postDeliveries, scheduledTweets, socialAccounts } from '../db/schema'
import { SESSION_STATUS_AFTER, sessionStatusesAllowing } from '../sessions/rules'
import { claimDueDeliveries, deliver } from './deliveries'
import { type ClaimedTweet, postClaimed, type SchedulerDeps } from './posting'
import { type RunTotals, recordLastRun, schedulerEnabled } from './status'

/** A claim older than this many post timeouts belongs to a replica that died mid-post: reconcile and retry it. */
export const STALE_CLAIM_TIMEOUTS = 4
const CLAIM_BATCH = 25

/** A post whose user's X channel is not paused for X's usage cap (paused: it waits for the user). */
const xNotPaused = (sessionId: SQL) => sql`not exists (
  select 1 from ${marketingSessions} s join ${socialAccounts} a on a.user_id = s.user_id
  where s.id = ${sessionId} and a.provider = 'x' and a.posting_paused_at is not null
)`

/**
 * Claims due tweets for this replica: `FOR UPDATE SKIP LOCKED` means two replicas never claim the same
 * row; a claimed tweet is marked `posting` (with the claim time) before X is called.
 */
export async function claimDue(
  db: Database,
  now: Date,
  limit = CLAIM_BATCH,
  staleAfterMs = 60_000,
): Promise<ClaimedTweet[]> {
  const stale = new Date(now.getTime() - staleAfterMs)
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${scheduledTweets} set status = 'posting', claimed_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${scheduledTweets}
      where ((status = 'scheduled' and due_at <= ${now.toISOString()}::timestamptz)
         or (status = 'posting' and claimed_at < ${stale.toISOString()}::timestamptz))
        and ${xNotPaused(sql`${scheduledTweets}.session_id`)}
      order by due_at
      limit ${limit}
      for update skip locked
    )
    returning id, session_id, content, thread_parts, posted_part_ids, scheduled_time, attempts, claimed_at`)
  const rows = rowsOf<Record<string, unknown>>(result)
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

/** A session is published when it has posted tweets and none left to post. */
async function publishFinished(db: Database, sessionIds: string[], now: Date) {
  for (const id of new Set(sessionIds)) {
    const [left] = await db
      .select({ n: count() })
      .from(scheduledTweets)
      .where(and(eq(scheduledTweets.sessionId, id), inArray(scheduledTweets.status, upcomingTweetStatuses)))
    if (Number(left?.n ?? 0) > 0) continue
    const [posted] = await db
      .select({ n: count() })
      .from(scheduledTweets)
      .where(and(eq(scheduledTweets.sessionId, id), eq(scheduledTweets.status, 'posted')))
    if (Number(posted?.n ?? 0) === 0) continue
    await db
      .update(marketingSessions)
      .set({ status: SESSION_STATUS_AFTER.publish, completedAt: now })
      .where(
        and(
          eq(marketingSessions.id, id),
          inArray(marketingSessions.status, sessionStatusesAllowing('publish')),
        ),
      )
  }
}

/** Past this many posts a network, a run stops and the next one goes on (a run always ends). */
const MAX_PER_RUN = 1000

/**
 * Claims and sends one network's due posts as a sliding window of CLAIM_BATCH in flight: a finished
 * post makes room for the next, so one slow answer never holds back the rest of a batch.
 */
async function drain<T>(
  claim: (room: number) => Promise<T[]>,
  send: (item: T) => Promise<'posted' | 'retried' | 'failed'>,
  totals: RunTotals,
): Promise<T[]> {
  const inFlight = new Set<Promise<void>>()
  const sent: T[] = []
  for (;;) {
    const room = Math.min(CLAIM_BATCH - inFlight.size, MAX_PER_RUN - sent.length)
    const claimed = room > 0 ? await claim(room) : []
    for (const item of claimed) {
      sent.push(item)
      const done: Promise<void> = send(item)
        .then((outcome) => {
          totals[outcome]++
        })
        .finally(() => inFlight.delete(done))
      inFlight.add(done)
    }
    if (inFlight.size === 0 && claimed.length === 0) return sent
    // Nothing more due for now, or the window is full: wait for a post to finish, then look again.
    if (claimed.length === 0 || inFlight.size >= CLAIM_BATCH) await Promise.race(inFlight)
  }
}

/**
 * One scheduler run: when enabled, claim and post everything due. X and each other network are drained
 * side by side, each at its own pace: an outage, a rate limit or a slow answer on one network never
 * delays another's posts.
 */
export async function runSchedulerTick(deps: SchedulerDeps): Promise<RunTotals> {
  const { now } = deps
  if (!(await schedulerEnabled(deps.db))) return { enabled: false, posted: 0, retried: 0, failed: 0 }
  const totals = { enabled: true, posted: 0, retried: 0, failed: 0 }
  const staleAfter = (deps.postTimeoutMs ?? 15_000) * STALE_CLAIM_TIMEOUTS
  const { channels } = deps
  const [posted] = await Promise.all([
    drain(
      (room) => claimDue(deps.db, now(), room, staleAfter),
      (t) => postClaimed(deps, t),
      totals,
    ),
    ...(channels
      ? OTHER_NETWORKS.map((network) =>
          drain(
            (room) => claimDueDeliveries(deps.db, now(), room, staleAfter, network),
            (d) => deliver(channels, d),
            totals,
          ),
        )
      : []),
  ])
  await publishFinished(
    deps.db,
    posted.map((t) => t.sessionId),
    now(),
  )
  await recordLastRun(deps.db, totals, now())
  if (totals.posted || totals.failed || totals.retried) deps.logger.info('scheduler run', totals)
  return totals
}

/**
 * When the next post falls due on any network, if within `horizonMs` (for the precise timer between
 * cron ticks): X's posts and the other networks' retries; a paused channel's posts wait for the user.
 */
export async function nextDueWithin(db: Database, now: Date, horizonMs: number): Promise<Date | null> {
  const until = new Date(now.getTime() + horizonMs).toISOString()
  const result = await db.execute<{ due_at: string | null }>(sql`
    select least(
      (select min(t.due_at) from ${scheduledTweets} t
        where t.status = 'scheduled' and t.due_at <= ${until}::timestamptz
          and ${xNotPaused(sql`t.session_id`)}),
      (select min(d.due_at) from ${postDeliveries} d
        where d.status = 'scheduled' and d.due_at <= ${until}::timestamptz)
    ) as due_at`)
  const [row] = rowsOf<{ due_at: string | Date | null }>(result)
  return row?.due_at ? new Date(row.due_at) : null
}
