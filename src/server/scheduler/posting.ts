import { eq, sql } from 'drizzle-orm'
import { watchPosted } from '../analytics/collector'
import type { ChannelDeps } from '../channels/deps'
import { classify } from '../channels/x/client'
import { type PostFailure, XAccountUnavailable } from '../channels/x/failure'
import { xMediaIds } from '../channels/x/media'
import { freshAccessToken, postUrl, type XDeps } from '../channels/x/service'
import type { Clock } from '../context'
import type { Database } from '../db/database'
import { marketingSessions, scheduledTweets, socialAccounts } from '../db/schema'
import type { Logger } from '../http/logger'
import type { WebhookEvent } from '../webhooks/rules'
import { emitWebhook } from '../webhooks/service'
import { decidePart, findPostedPart, nextThreadStep, type RecentPost } from './thread-policy'

/** Sending one claimed post to X (a thread part by part) and recording what happened. */

export type SchedulerDeps = {
  db: Database
  x: XDeps
  logger: Logger
  now: Clock
  postTimeoutMs?: number
  /** The other networks (LinkedIn, Bluesky, Mastodon); without them only X is posted to. */
  channels?: ChannelDeps
}

/** A post this replica claimed (marked `posting`) and must now send. */
export type ClaimedTweet = {
  id: string
  sessionId: string
  content: string
  threadParts: string[] | null
  postedPartIds: string[]
  scheduledTime: Date
  attempts: number
}

/** How many of the account's latest posts reconciliation reads (X allows up to 100 a page). */
const RECENT_POSTS = 50

/** The account's recent posts, replies included (thread parts are replies), newest first. */
async function recentPosts(
  deps: SchedulerDeps,
  token: string,
  providerUserId: string,
): Promise<RecentPost[]> {
  const timeline = await (await deps.x.clients.user(token)).v2.userTimeline(providerUserId, {
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

/** What a webhook says of a post. */
export const postEvent = (tweet: { id: string }, network: string) => ({ post_id: tweet.id, network })

/**
 * Queues a webhook event (webhooks/): after the post's own state is stored, and never its undoing: a
 * failure to queue is logged, the post stays as it is.
 */
export async function tell(
  deps: Pick<SchedulerDeps, 'db' | 'now' | 'logger'>,
  userId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
) {
  try {
    await emitWebhook(deps.db, userId, event, data, deps.now())
  } catch (error) {
    deps.logger.error('could not queue a webhook', { event, error })
  }
}

async function markPosted(db: Database, tweet: ClaimedTweet, id: string, url: string, now: Date) {
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
 * X took a post from this account: its other posts waiting out a backoff (an outage just over, a 5xx)
 * go at the next run instead of minutes later; those not yet due keep their time.
 */
async function retryWaitingNow(db: Database, userId: string, now: Date) {
  await db.execute(sql`
    update ${scheduledTweets} t set due_at = ${now.toISOString()}::timestamptz
    from ${marketingSessions} s
    where s.id = t.session_id and s.user_id = ${userId} and t.status = 'scheduled' and t.attempts > 0
      and t.due_at > ${now.toISOString()}::timestamptz and t.scheduled_time <= ${now.toISOString()}::timestamptz`)
}

/**
 * Posts one claimed tweet (a thread part by part, as a reply chain) and records the outcome; never
 * throws. Each part's X id is stored as soon as X confirms it, so a retry or another replica resumes
 * at the first part not confirmed (see thread-policy.ts).
 */
export async function postClaimed(
  deps: SchedulerDeps,
  tweet: ClaimedTweet,
): Promise<'posted' | 'retried' | 'failed'> {
  const { db, now } = deps
  const [session] = await db
    .select({ userId: marketingSessions.userId })
    .from(marketingSessions)
    .where(eq(marketingSessions.id, tweet.sessionId))
  const parts = tweet.threadParts ?? [tweet.content]
  const postedIds = [...tweet.postedPartIds]
  // The post waits for the user to resume posting: back in line, its time and its posted parts kept.
  const wait = async (reason: string) => {
    await db
      .update(scheduledTweets)
      .set({ status: 'scheduled', lastError: reason, claimedAt: null })
      .where(eq(scheduledTweets.id, tweet.id))
    return 'retried' as const
  }
  let accountId: string | null = null
  const settle = async (failure: PostFailure, index = postedIds.length): Promise<'retried' | 'failed'> => {
    const decision = decidePart(failure, {
      attempts: tweet.attempts,
      scheduledTime: tweet.scheduledTime,
      now: now(),
      index,
      total: parts.length,
    })
    if (decision.action === 'pause') {
      if (accountId)
        await db
          .update(socialAccounts)
          .set({ postingPausedAt: now(), postingPausedReason: decision.reason })
          .where(eq(socialAccounts.id, accountId))
      return wait(decision.reason)
    }
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
    if (session) await tell(deps, session.userId, 'post.failed', { ...postEvent(tweet, 'x'), reason })
    return 'failed'
  }
  if (!session) return 'failed'
  let token: string
  let account: Awaited<ReturnType<typeof freshAccessToken>>['account']
  try {
    ;({ token, account } = await freshAccessToken(deps.x, session.userId))
  } catch (error) {
    // No account, or it must be reconnected: nothing can be sent; keep retrying within the window.
    const message = (error as Error).message
    return settle({
      kind: 'before_send',
      message: error instanceof XAccountUnavailable ? message : `Could not authorize: ${message}`,
    })
  }
  accountId = account.id
  // Paused while this post was claimed by another run: it waits with the others.
  if (account.postingPausedAt) return wait(account.postingPausedReason ?? 'Posting to X is paused')
  const client = await deps.x.clients.user(token)
  const lookUp = (step: { text: string; replyTo: string | null }) =>
    recentPosts(deps, token, account.providerUserId)
      .then((recent) => findPostedPart(step, recent))
      .catch(() => null)
  const confirm = async (id: string) => {
    postedIds.push(id)
    // Every part that reaches X is watched for its metrics (1 h, 24 h, 7 d).
    await watchPosted(db, {
      network: 'x',
      networkPostId: id,
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
      // Only a post that had to retry can mark X as back: a first-time success changes nothing waiting.
      if (tweet.attempts > 1) await retryWaitingNow(db, session.userId, now())
      await tell(deps, session.userId, 'post.published', {
        ...postEvent(tweet, 'x'),
        url: postUrl(deps.x, account.username, first),
      })
      return 'posted'
    }
    if (step.action === 'reconcile') {
      // Outcome-unknown reconciliation: an earlier attempt may have sent this part and lost the answer.
      reconciled = true
      const existing = await lookUp(step)
      if (existing) await confirm(existing)
      continue
    }
    // The post's pictures go with its first part, uploaded before it (once: see xMediaIds).
    let media: string[] = []
    if (postedIds.length === 0)
      try {
        media = await xMediaIds(db, client.v2, tweet.id, now())
      } catch (error) {
        const failure = classify(error, false)
        // X refused a picture: the post fails with X's reason; an outage or a limit is retried.
        if (failure.kind === 'client')
          return settle({ ...failure, message: `X refused an image: ${failure.message}` })
        return settle(failure)
      }
    try {
      const sent = await withTimeout(
        client.v2.tweet(step.text, {
          ...(step.replyTo ? { reply: { in_reply_to_tweet_id: step.replyTo } } : {}),
          ...(media.length ? { media: { media_ids: media as [string] } } : {}),
        }),
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
