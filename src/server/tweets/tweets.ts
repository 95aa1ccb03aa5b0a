import { and, eq, inArray, ne } from 'drizzle-orm'
import { NETWORK_NAMES, NETWORK_RULES, type OtherNetwork, variantProblem } from '../../shared/networks'
import { REWRITE_ALTERNATIVES, usableAlternatives } from '../../shared/rewrite'
import type { SettableTweetStatus } from '../../shared/tweet-status'
import { rethrowAiFailure } from '../ai/provider'
import { applyTone } from '../ai/tone'
import { nowOf, type TurnDeps, type Viewer } from '../context'
import type { Database } from '../db/database'
import { narrativePillars, postDeliveries, scheduledTweets, socialAccounts } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { consume } from '../rate-limit/service'
import type { PostNetworkDto, rewriteBody, setVariantBody } from '../sessions/model'
import { toTweetDto } from '../sessions/read'
import { postedMeanwhile, requireTweetAllows, tweetStatusesAllowing } from '../sessions/rules'
import { seriesTranscript } from '../sessions/series'
import { findSession, type TweetRow } from '../sessions/sessions'
import { rewritePart, type TweetEdit, tweetChanges } from './edits'

/** One post of a plan (SPEC §7): its status, text, time and thread by hand, AI rewrites, deletion. */

/** The post, in a session the viewer may see, that X has not taken yet (otherwise the refusal). */
async function findEditableTweet(db: Database, viewer: Viewer, sessionId: string, tweetId: string) {
  return (await findEditableTweetIn(db, viewer, sessionId, tweetId)).tweet
}

/** …with its session, for what depends on whose the session is. */
async function findEditableTweetIn(db: Database, viewer: Viewer, sessionId: string, tweetId: string) {
  const session = await findSession(db, viewer, sessionId)
  const [tweet] = await db
    .select()
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.id, tweetId), eq(scheduledTweets.sessionId, sessionId)))
  if (!tweet) throw notFound('Tweet')
  requireTweetAllows('edit', tweet)
  return { session, tweet: tweet as TweetRow }
}

/** Guarded by status in the query too: the scheduler may claim the post between the read and the write. */
const stillEditable = (tweetId: string) =>
  and(eq(scheduledTweets.id, tweetId), inArray(scheduledTweets.status, tweetStatusesAllowing('edit')))

async function saveChanges(db: Database, tweetId: string, set: Partial<typeof scheduledTweets.$inferInsert>) {
  const [row] = await db.update(scheduledTweets).set(set).where(stillEditable(tweetId)).returning()
  if (!row) throw postedMeanwhile()
  return { scheduled_tweet: toTweetDto(row) }
}

export async function setTweetStatus(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  status: SettableTweetStatus,
) {
  const tweet = await findEditableTweet(db, viewer, sessionId, tweetId)
  return saveChanges(db, tweetId, {
    status,
    ...(status === 'scheduled' ? { dueAt: tweet.scheduledTime, attempts: 0, lastError: null } : {}),
  })
}

/** Only the fields given change (see `tweetChanges`). */
export async function updateTweet(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  updates: TweetEdit,
) {
  const tweet = await findEditableTweet(db, viewer, sessionId, tweetId)
  const set = tweetChanges(tweet, updates)
  if (Object.keys(set).length === 0) return { scheduled_tweet: toTweetDto(tweet) }
  return saveChanges(db, tweetId, set)
}

export async function deleteTweet(db: Database, viewer: Viewer, sessionId: string, tweetId: string) {
  await findEditableTweet(db, viewer, sessionId, tweetId)
  await db.delete(scheduledTweets).where(stillEditable(tweetId))
}

/**
 * Three alternatives for one post (or one part of a thread), grounded in the session's interview and
 * the post's pillar, none a near-duplicate of another post in the plan. Counts against the AI limit.
 */
export async function rewriteTweet(
  deps: TurnDeps,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  body: NonNullable<typeof rewriteBody.static>,
) {
  const { db, ai } = deps
  const tweet = await findEditableTweet(db, viewer, sessionId, tweetId)
  const parts = tweet.threadParts ?? [tweet.content]
  const index = rewritePart(parts, body.part)
  await consume(db, `ai:${viewer.id}`, deps.aiCallsPerMinute, nowOf(deps))
  const session = await findSession(db, viewer, sessionId)
  const [pillar] = tweet.pillarId
    ? await db.select().from(narrativePillars).where(eq(narrativePillars.id, tweet.pillarId))
    : []
  const others = await db
    .select({ content: scheduledTweets.content, threadParts: scheduledTweets.threadParts })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.sessionId, sessionId), ne(scheduledTweets.id, tweetId)))
  const otherPosts = [
    ...others.flatMap((o) => o.threadParts ?? [o.content]),
    ...parts.filter((_, i) => i !== index),
  ]
  const text = parts[index]!
  const instruction = body.instruction?.trim() || undefined
  const candidates = await ai
    .rewriteTweet({
      transcript: await seriesTranscript(db, [session]),
      pillar: pillar ? { title: pillar.title, description: pillar.description ?? '' } : null,
      text,
      preset: body.preset,
      instruction,
      otherPosts,
    })
    .catch(rethrowAiFailure)
  // What the founder ruled out (emoji, hashtags) is taken out of rewrites too, whichever engine wrote them.
  const tone = session.toneRules
  const { alternatives } = usableAlternatives(
    tone ? candidates.map((c) => (typeof c === 'string' ? applyTone(c, tone) : c)) : candidates,
    { original: text, otherPosts },
  )
  if (alternatives.length < REWRITE_ALTERNATIVES)
    throw new HttpError(
      502,
      'Could not write three different alternatives for this post. Try another preset or instruction.',
    )
  return { alternatives }
}

/**
 * The founder's own variant of a post for one network (or, with null content, the post's own text again),
 * checked by that network's rule and the channel's own limit; only while the post and this network's
 * delivery are still to go.
 */
export async function setVariant(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  tweetId: string,
  network: OtherNetwork,
  body: typeof setVariantBody.static,
): Promise<{ network: PostNetworkDto }> {
  const { session, tweet } = await findEditableTweetIn(db, viewer, sessionId, tweetId)
  const gone = () => new HttpError(409, `This post has already gone to ${NETWORK_NAMES[network]}`)
  const [[delivery], [channel]] = await Promise.all([
    db
      .select()
      .from(postDeliveries)
      .where(and(eq(postDeliveries.postId, tweet.id), eq(postDeliveries.network, network))),
    db
      .select({ limit: socialAccounts.postLimit })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, session.userId), eq(socialAccounts.provider, network))),
  ])
  if (!delivery) throw notFound(`${NETWORK_NAMES[network]} post`)
  if (delivery.status !== 'scheduled') throw gone()
  const parts = body.content === null ? null : (body.thread_parts ?? [body.content])
  if (parts && parts.length > 1 && !NETWORK_RULES[network].threads)
    throw new HttpError(422, `${NETWORK_NAMES[network]} has no threads: write the post as one text`)
  const limit = channel?.limit ?? NETWORK_RULES[network].limit
  for (const part of parts ?? []) {
    const problem = variantProblem(network, part, limit)
    if (problem) throw new HttpError(422, problem)
  }
  const [row] = await db
    .update(postDeliveries)
    .set({
      content: parts?.[0] ?? null,
      threadParts: parts && parts.length > 1 ? parts : null,
    })
    .where(and(eq(postDeliveries.id, delivery.id), eq(postDeliveries.status, 'scheduled')))
    .returning()
  if (!row) throw gone()
  return {
    network: {
      network,
      content: row.content,
      thread_parts: row.threadParts,
      status: row.status,
      limit: channel?.limit ?? null,
      posted_url: row.postedUrl,
      last_error: row.lastError,
    },
  }
}
