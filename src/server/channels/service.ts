import { eq, sql } from 'drizzle-orm'
import {
  NETWORK_NAMES,
  NETWORK_RULES,
  NETWORKS,
  type Network,
  threadAsOnePost,
  variantProblem,
} from '../../shared/networks'
import { nowOf } from '../context'
import { marketingSessions, postDeliveries, scheduledTweets, socialAccounts } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { type ChannelAccount, channelOf, findChannel, markNeedsReconnect } from './accounts'
import { blueskyAgent, blueskyPostUrl, postToBluesky } from './bluesky'
import type { ChannelDeps } from './deps'
import { linkedInConfigured, postToLinkedIn, revokeLinkedIn } from './linkedin'
import { postToMastodon, revokeMastodon } from './mastodon'
import { asHttpError, NetworkRefusal } from './network-call'
import { disconnect as disconnectX, testTweet } from './x/service'

/** How a user connects each network: a popup to the network, a popup to their instance, or an app password. */
export const CONNECT_KIND: Record<Network, 'oauth' | 'instance_oauth' | 'app_password'> = {
  x: 'oauth',
  linkedin: 'oauth',
  mastodon: 'instance_oauth',
  bluesky: 'app_password',
}

const accountDto = (a: ChannelAccount) => ({
  username: a.username,
  display_name: a.displayName,
  profile_image_url: a.profileImageUrl,
  connected_at: a.connectedAt,
  needs_reconnect: a.needsReconnect,
  /** Why the network stopped taking posts (X's usage cap), until the user resumes; null while posting. */
  posting_paused: a.postingPausedAt ? (a.postingPausedReason ?? 'Posting is paused') : null,
  instance: a.instanceUrl ? new URL(a.instanceUrl).host : null,
})

export const channelDto = (deps: ChannelDeps, network: Network, account: ChannelAccount | undefined) => ({
  network,
  name: NETWORK_NAMES[network],
  /** Whether this server can connect the network (X and LinkedIn need the app's keys). */
  configured: network === 'x' ? deps.x.configured : network === 'linkedin' ? linkedInConfigured(deps) : true,
  connect: CONNECT_KIND[network],
  account: account ? accountDto(account) : null,
  post_limit: account?.postLimit ?? NETWORK_RULES[network].limit,
  threads: NETWORK_RULES[network].threads,
})

/** Every network, in a fixed order, with the user's account on it if connected. */
export async function listChannels(deps: ChannelDeps, userId: string) {
  const accounts = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId))
  return NETWORKS.map((network) =>
    channelDto(
      deps,
      network,
      accounts.find((a) => a.provider === network),
    ),
  )
}

/** Removes the channel (best effort: the network is told the token is no longer wanted). */
export async function disconnectChannel(deps: ChannelDeps, userId: string, network: Network) {
  if (network === 'x') return disconnectX(deps.x, userId)
  const row = await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(socialAccounts).where(channelOf(userId, network)).returning()
    if (!gone) throw notFound('Account')
    // Its posts still to go there go nowhere now (not a retry loop ending in 'failed'); a text the
    // founder wrote for this network stays, for when they connect it again.
    await tx.execute(sql`
      delete from ${postDeliveries} d using ${scheduledTweets} p, ${marketingSessions} s
      where d.post_id = p.id and p.session_id = s.id and s.user_id = ${userId}
        and d.network = ${network} and d.status = 'scheduled' and d.content is null`)
    return gone
  })
  const revoke = network === 'mastodon' ? revokeMastodon : network === 'linkedin' ? revokeLinkedIn : null
  await revoke?.(deps, row).catch((error) =>
    deps.logger.warn(`${NETWORK_NAMES[network]} token revoke failed`, { error: (error as Error).message }),
  )
}

/**
 * Posting resumes on a channel the network had paused (X's usage cap reset, credits added): its posts
 * still waiting go out now, the late ones first. Returns the channel as it now is.
 */
export async function resumePosting(deps: ChannelDeps, userId: string, network: Network) {
  const [row] = await deps.db
    .update(socialAccounts)
    .set({ postingPausedAt: null, postingPausedReason: null })
    .where(channelOf(userId, network))
    .returning()
  if (!row) throw notFound('Account')
  return channelDto(deps, network, row)
}

export type PostedTest = { id: string; url: string }

/**
 * Posts now, to test a channel: one post, or with `reply` a two-part thread (a reply chain where the
 * network has threads, one post with both parts on LinkedIn).
 */
export async function testPost(
  deps: ChannelDeps,
  userId: string,
  network: Network,
  content: string,
  reply?: string,
): Promise<{ post: PostedTest; reply?: PostedTest }> {
  const first = content.trim()
  if (!first) throw new HttpError(422, 'Please enter the post')
  const second = reply?.trim()
  if (reply !== undefined && !second) throw new HttpError(422, 'Please enter the second part')
  if (network === 'x') {
    const sent = await testTweet(deps.x, userId, first, second)
    const dto = (t: { id: string; twitter_url: string }) => ({ id: t.id, url: t.twitter_url })
    return { post: dto(sent.tweet), ...(sent.reply ? { reply: dto(sent.reply) } : {}) }
  }
  const account = await findChannel(deps.db, userId, network)
  if (!account) throw new HttpError(404, `No ${NETWORK_NAMES[network]} account is connected`)
  if (account.needsReconnect)
    throw new HttpError(409, `The ${NETWORK_NAMES[network]} account needs to be reconnected`)
  const parts = second
    ? NETWORK_RULES[network].threads
      ? [first, second]
      : [threadAsOnePost([first, second])]
    : [first]
  for (const part of parts) {
    const problem = variantProblem(network, part, account.postLimit ?? undefined)
    if (problem) throw new HttpError(422, problem)
  }
  try {
    if (network === 'linkedin') return { post: await postToLinkedIn(deps, account, parts[0]!) }
    if (network === 'mastodon') {
      const post = await postToMastodon(deps, account, { text: parts[0]!, replyTo: null })
      if (!parts[1]) return { post }
      return { post, reply: await postToMastodon(deps, account, { text: parts[1], replyTo: post.id }) }
    }
    const agent = await blueskyAgent(deps, account)
    const root = await postToBluesky(agent, { text: parts[0]!, createdAt: nowOf(deps) })
    const post = { id: root.uri, url: blueskyPostUrl(account.username, root.uri) }
    if (!parts[1]) return { post }
    const part = await postToBluesky(agent, {
      text: parts[1],
      reply: { root, parent: root },
      createdAt: nowOf(deps),
    })
    return { post, reply: { id: part.uri, url: blueskyPostUrl(account.username, part.uri) } }
  } catch (error) {
    // Mastodon tokens do not expire and LinkedIn's are refreshed first: a 401 now means revoked.
    if (error instanceof NetworkRefusal && error.status === 401 && network !== 'bluesky')
      await markNeedsReconnect(deps.db, account.id)
    throw asHttpError(network, error, 'the test post')
  }
}
