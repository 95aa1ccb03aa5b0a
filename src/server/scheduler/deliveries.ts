import { and, eq, inArray, sql } from 'drizzle-orm'
import { NETWORK_NAMES, type OtherNetwork, variantFor, variantProblem } from '../../shared/networks'
import { watchPosted } from '../analytics/collector'
import { type ChannelAccount, findChannel, markNeedsReconnect } from '../channels/accounts'
import {
  blueskyAgent,
  blueskyImages,
  blueskyPostAt,
  blueskyPostUrl,
  deliveryTid,
  postToBluesky,
} from '../channels/bluesky'
import type { ChannelDeps } from '../channels/deps'
import { linkedInImages, postToLinkedIn } from '../channels/linkedin'
import { mastodonMediaIds, postToMastodon } from '../channels/mastodon'
import { classifyNetworkFailure, NetworkRefusal } from '../channels/network-call'
import type { PostFailure } from '../channels/x/failure'
import { nowOf } from '../context'
import type { Database } from '../db/database'
import { rowsOf } from '../db/rows'
import { marketingSessions, postDeliveries, scheduledTweets, socialAccounts } from '../db/schema'
import { postEvent, tell } from './posting'
import { decidePart } from './thread-policy'

/**
 * A plan's posts on LinkedIn, Bluesky and Mastodon: each (post, network) is claimed, sent part by part,
 * confirmed, retried and reconciled on its own, with X's rules (thread-policy.ts), so one network's
 * outage or rate limit never delays another's. How each network avoids a second copy after a lost
 * answer: Mastodon keeps an Idempotency-Key per part; Bluesky posts at a record key we choose, looked
 * up before a retry; LinkedIn can do neither, so a send whose answer was lost fails with a message to
 * check the profile rather than risk posting twice.
 */

/** A delivery this replica claimed (marked `posting`), with the post it carries. */
export type ClaimedDelivery = {
  id: string
  network: OtherNetwork
  userId: string
  postId: string
  /** The founder's own variant, or null (made from the post's text now). */
  variant: { content: string; threadParts: string[] | null } | null
  post: { content: string; threadParts: string[] | null; linkedinVariant: string | null; scheduledTime: Date }
  postedPartIds: string[]
  attempts: number
  /** Whether the claim was taken over from a replica that stopped mid-send. */
  takenOver: boolean
}

/** Deliveries due now (or left mid-send by a dead replica), claimed with SKIP LOCKED as X's posts are. */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  limit: number,
  staleAfterMs: number,
  /** Only this network's deliveries: each network is claimed and sent at its own pace. */
  network?: OtherNetwork,
): Promise<ClaimedDelivery[]> {
  const stale = new Date(now.getTime() - staleAfterMs)
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${postDeliveries} d
    set status = 'posting', claimed_at = ${now.toISOString()}::timestamptz, attempts = d.attempts + 1
    from (
      select d2.id, d2.status as was
      from ${postDeliveries} d2 join ${scheduledTweets} p on p.id = d2.post_id
      where p.status not in ('draft', 'cancelled')
        ${network ? sql`and d2.network = ${network}` : sql``}
        and ((d2.status = 'scheduled' and coalesce(d2.due_at, p.scheduled_time) <= ${now.toISOString()}::timestamptz)
          or (d2.status = 'posting' and d2.claimed_at < ${stale.toISOString()}::timestamptz))
      order by coalesce(d2.due_at, p.scheduled_time)
      limit ${limit}
      for update of d2 skip locked
    ) due
    where d.id = due.id
    returning d.id, d.post_id, d.network, d.content, d.thread_parts, d.posted_part_ids, d.attempts, due.was`)
  const rows = rowsOf<Record<string, unknown>>(result)
  if (rows.length === 0) return []
  const posts = await db
    .select({
      id: scheduledTweets.id,
      content: scheduledTweets.content,
      threadParts: scheduledTweets.threadParts,
      linkedinVariant: scheduledTweets.linkedinVariant,
      scheduledTime: scheduledTweets.scheduledTime,
      userId: marketingSessions.userId,
    })
    .from(scheduledTweets)
    .innerJoin(marketingSessions, eq(marketingSessions.id, scheduledTweets.sessionId))
    .where(
      inArray(
        scheduledTweets.id,
        rows.map((r) => String(r.post_id)),
      ),
    )
  return rows.flatMap((r) => {
    const post = posts.find((p) => p.id === String(r.post_id))
    if (!post) return []
    const parts = r.thread_parts as string[] | null
    return [
      {
        id: String(r.id),
        network: r.network as ClaimedDelivery['network'],
        userId: post.userId,
        postId: post.id,
        variant: r.content === null ? null : { content: String(r.content), threadParts: parts ?? null },
        post: {
          content: post.content,
          threadParts: post.threadParts,
          linkedinVariant: post.linkedinVariant,
          scheduledTime: post.scheduledTime,
        },
        postedPartIds: (r.posted_part_ids as string[] | null) ?? [],
        attempts: Number(r.attempts),
        takenOver: r.was === 'posting',
      },
    ]
  })
}

type Settled = 'posted' | 'retried' | 'failed'

/** Sends one claimed delivery and records the outcome; never throws. */
export async function deliver(deps: ChannelDeps, claimed: ClaimedDelivery): Promise<Settled> {
  const { db } = deps
  const name = NETWORK_NAMES[claimed.network]
  const postedIds = [...claimed.postedPartIds]
  const account = await findChannel(db, claimed.userId, claimed.network)
  const variant =
    claimed.variant ?? variantFor(claimed.network, claimed.post, account?.postLimit ?? undefined)
  const parts = variant.threadParts?.length ? variant.threadParts : [variant.content]
  const settle = async (failure: PostFailure): Promise<'retried' | 'failed'> => {
    const decision = decidePart(
      failure,
      {
        attempts: claimed.attempts,
        scheduledTime: claimed.post.scheduledTime,
        now: nowOf(deps),
        index: postedIds.length,
        total: parts.length,
      },
      name,
    )
    if (decision.action === 'retry') {
      await db
        .update(postDeliveries)
        .set({ status: 'scheduled', dueAt: decision.at, lastError: failure.message, claimedAt: null })
        .where(eq(postDeliveries.id, claimed.id))
      return 'retried'
    }
    const reason = decision.action === 'fail' ? decision.reason : failure.message
    await fail(reason)
    return 'failed'
  }
  const event = postEvent({ id: claimed.postId }, claimed.network)
  const fail = async (reason: string) => {
    await db
      .update(postDeliveries)
      .set({ status: 'failed', lastError: reason, claimedAt: null })
      .where(eq(postDeliveries.id, claimed.id))
    await tell({ ...deps, now: () => nowOf(deps) }, claimed.userId, 'post.failed', { ...event, reason })
  }
  if (!account) return settle({ kind: 'before_send', message: `No ${name} account is connected` })
  if (account.needsReconnect)
    return settle({ kind: 'before_send', message: `The ${name} account needs to be reconnected` })
  for (const part of parts) {
    const problem = variantProblem(claimed.network, part, account.postLimit ?? undefined)
    if (problem) {
      await fail(problem)
      return 'failed'
    }
  }
  const confirm = async (id: string) => {
    postedIds.push(id)
    await db.update(postDeliveries).set({ postedPartIds: postedIds }).where(eq(postDeliveries.id, claimed.id))
    // Every part that reaches the network is watched for its metrics, as on X (Bluesky's by its URI);
    // the part is confirmed first, so a failed watch never makes a sent post look unsent.
    await watchPosted(db, {
      network: claimed.network,
      networkPostId: id.split(' ')[0]!,
      scheduledTweetId: claimed.postId,
      userId: claimed.userId,
      postedAt: nowOf(deps),
    }).catch((error) => deps.logger.warn('could not watch a post for metrics', { error: String(error) }))
  }
  try {
    const url = await send(deps, claimed, account, parts, postedIds, confirm)
    await db
      .update(postDeliveries)
      .set({ status: 'posted', postedUrl: url, postedAt: nowOf(deps), lastError: null, claimedAt: null })
      .where(eq(postDeliveries.id, claimed.id))
    // Only a delivery that had to retry can mark the network as back (not on every first-time success).
    if (claimed.attempts > 1) await retryWaitingNow(db, claimed, nowOf(deps))
    await tell({ ...deps, now: () => nowOf(deps) }, claimed.userId, 'post.published', { ...event, url })
    return 'posted'
  } catch (error) {
    if (error instanceof UnknownOutcome) {
      await fail(error.message)
      return 'failed'
    }
    const failure = classifyNetworkFailure(error, true)
    // Mastodon and LinkedIn tokens are refreshed before use: a 401 now means the access was revoked.
    if (error instanceof NetworkRefusal && error.status === 401 && claimed.network !== 'bluesky')
      await markNeedsReconnect(db, account.id)
    // A lost answer on Mastodon is safe to resend (same key); Bluesky's retry looks the part up first.
    if (failure.kind === 'timeout_after_send')
      return settle({ kind: 'server', status: 504, message: failure.message })
    return settle(failure)
  }
}

/**
 * The network took a post from this account: its other posts waiting out a backoff (an outage just
 * over, a 5xx) go at the next run instead of minutes later. Only the account's own, whose planned time
 * has come; a rate limit refused again waits for its reset as before.
 */
async function retryWaitingNow(db: Database, claimed: ClaimedDelivery, now: Date) {
  await db.execute(sql`
    update ${postDeliveries} d set due_at = ${now.toISOString()}::timestamptz
    from ${scheduledTweets} p join ${marketingSessions} s on s.id = p.session_id
    where d.post_id = p.id and s.user_id = ${claimed.userId} and d.network = ${claimed.network}
      and d.status = 'scheduled' and d.attempts > 0 and d.due_at > ${now.toISOString()}::timestamptz
      and p.scheduled_time <= ${now.toISOString()}::timestamptz`)
}

/** LinkedIn cannot say whether a post whose answer was lost went out: never resent, the user is told. */
class UnknownOutcome extends Error {}

/** Sends the parts not yet confirmed, each replying to the one before; the first part's address. */
async function send(
  deps: ChannelDeps,
  claimed: ClaimedDelivery,
  account: ChannelAccount,
  parts: string[],
  postedIds: string[],
  confirm: (id: string) => Promise<void>,
): Promise<string> {
  if (claimed.network === 'linkedin') {
    if (postedIds[0]) return linkedInUrl(postedIds[0])
    if (claimed.takenOver)
      throw new UnknownOutcome(
        'The server stopped while sending this post to LinkedIn, which cannot tell us whether it arrived. Check your LinkedIn profile, and post it again from here if it is not there.',
      )
    const images = await linkedInImages(deps, account, claimed.postId).catch(refusedImage('linkedin'))
    try {
      const sent = await postToLinkedIn(deps, account, parts[0]!, images)
      await confirm(sent.id)
      return sent.url
    } catch (error) {
      if (classifyNetworkFailure(error, true).kind === 'timeout_after_send')
        throw new UnknownOutcome(
          'LinkedIn did not answer after the post was sent, and cannot tell us whether it arrived. Check your LinkedIn profile, and post it again from here if it is not there.',
        )
      throw error
    }
  }
  if (claimed.network === 'mastodon') {
    let first = ''
    for (let i = 0; i < parts.length; i++) {
      if (postedIds[i]) continue
      // The post's pictures go with its first part, uploaded before it (once: see media.ts).
      const mediaIds =
        i === 0 ? await mastodonMediaIds(deps, account, claimed.postId).catch(refusedImage('mastodon')) : []
      // The same key for the same part on every attempt: the instance answers a resend with the first.
      const sent = await postToMastodon(deps, account, {
        text: parts[i]!,
        replyTo: postedIds[i - 1] ?? null,
        key: `${claimed.id}:${i}`,
        mediaIds,
      })
      if (i === 0) first = sent.url
      await confirm(sent.id)
    }
    return first || mastodonUrl(account, postedIds[0]!)
  }
  const agent = await blueskyAgent(deps, account)
  const refs = postedIds.map((id) => {
    const [uri, cid] = id.split(' ')
    return { uri: uri!, cid: cid! }
  })
  for (let i = refs.length; i < parts.length; i++) {
    const rkey = deliveryTid(claimed.id, i, claimed.post.scheduledTime)
    const reply = i === 0 ? null : { root: refs[0]!, parent: refs[i - 1]! }
    // A retry first looks for the part at our key: an earlier attempt may have made it and lost the answer.
    const existing = claimed.attempts > 1 ? await blueskyPostAt(agent, rkey) : null
    if (existing && existing.text !== parts[i])
      throw new NetworkRefusal('bluesky', 409, 'Another post already has this post’s key', null, null)
    const images =
      i === 0 && !existing
        ? await blueskyImages(deps, agent, claimed.postId).catch(refusedImage('bluesky'))
        : []
    const ref =
      existing ??
      (await postToBluesky(agent, { text: parts[i]!, reply, images, createdAt: nowOf(deps), rkey }))
    refs.push({ uri: ref.uri, cid: ref.cid })
    await confirm(`${ref.uri} ${ref.cid}`)
  }
  return blueskyPostUrl(account.username, refs[0]!.uri)
}

/** A picture the network refused fails the post with the network's reason, said as a picture's. */
const refusedImage =
  (network: OtherNetwork) =>
  (error: unknown): never => {
    if (
      error instanceof NetworkRefusal &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 429
    )
      throw new NetworkRefusal(
        network,
        error.status,
        `${NETWORK_NAMES[network]} refused an image: ${error.message}`,
        error.resetAt,
        error.code,
      )
    throw error
  }

const linkedInUrl = (id: string) => `https://www.linkedin.com/feed/update/${id}/`
const mastodonUrl = (account: ChannelAccount, id: string) =>
  `${account.instanceUrl}/@${account.username}/${id}`

/**
 * Gives the approved posts of a session a delivery on each of the user's other channels (not X, whose
 * delivery is the post itself); a delivery already there (a variant the founder wrote) is kept.
 */
export async function addDeliveries(db: Database, userId: string, sessionId: string) {
  const channels = await db
    .select({ network: socialAccounts.provider })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), sql`${socialAccounts.provider} <> 'x'`))
  if (channels.length === 0) return
  const posts = await db
    .select({ id: scheduledTweets.id })
    .from(scheduledTweets)
    .where(and(eq(scheduledTweets.sessionId, sessionId), eq(scheduledTweets.status, 'scheduled')))
  const rows = posts.flatMap((p) => channels.map((c) => ({ postId: p.id, network: c.network })))
  if (rows.length) await db.insert(postDeliveries).values(rows).onConflictDoNothing()
}
