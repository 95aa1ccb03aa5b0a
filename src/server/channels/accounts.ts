import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { NETWORK_NAMES, type Network } from '../../shared/networks'
import { approvedSessionStatuses } from '../../shared/session-status'
import type { Database } from '../db/database'
import { marketingSessions, postDeliveries, scheduledTweets, socialAccounts } from '../db/schema'
import { HttpError } from '../http/errors'

/** A connected account on one network (a user has at most one per network). */
export type ChannelAccount = typeof socialAccounts.$inferSelect
export type NewChannelAccount = typeof socialAccounts.$inferInsert & { provider: Network }

/** The user's channel on one network. */
export const channelOf = (userId: string, network: Network) =>
  and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, network))

export async function findChannel(db: Database, userId: string, network: Network) {
  const [row] = await db.select().from(socialAccounts).where(channelOf(userId, network))
  return row
}

/**
 * Stores a newly authorised account. An account already connected to another user is refused (409).
 * Reconnecting the same account never wipes a refresh token the network did not send again (many
 * networks send one only on the first consent).
 */
export async function saveChannel(db: Database, values: NewChannelAccount): Promise<ChannelAccount> {
  const [other] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.provider, values.provider),
        eq(socialAccounts.providerUserId, values.providerUserId),
      ),
    )
  const taken = new HttpError(
    409,
    `This ${NETWORK_NAMES[values.provider]} account is already connected to another user`,
  )
  if (other && other.userId !== values.userId) throw taken
  const [row] = await db
    .insert(socialAccounts)
    .values({ ...values, needsReconnect: false })
    .onConflictDoUpdate({
      target: [socialAccounts.userId, socialAccounts.provider],
      set: {
        ...values,
        needsReconnect: false,
        metricsUnavailable: null,
        refreshTokenEncrypted: sql`case when excluded.refresh_token_encrypted is null
          and ${socialAccounts.providerUserId} = excluded.provider_user_id
          then ${socialAccounts.refreshTokenEncrypted} else excluded.refresh_token_encrypted end`,
      },
    })
    .returning()
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      // Another user connected the same account between the check above and this write.
      if ((error.code ?? error.cause?.code) === '23505') throw taken
      throw error
    })
  if (values.provider !== 'x') await deliverUpcoming(db, values.userId, values.provider, row!.connectedAt)
  return row!
}

/**
 * A channel connected after a plan was approved gets that plan's posts still to come (the ones due
 * after it was connected: posts already late go to the networks they were approved for).
 */
async function deliverUpcoming(db: Database, userId: string, network: Network, since: Date) {
  const upcoming = await db
    .select({ id: scheduledTweets.id })
    .from(scheduledTweets)
    .innerJoin(marketingSessions, eq(marketingSessions.id, scheduledTweets.sessionId))
    .where(
      and(
        eq(marketingSessions.userId, userId),
        inArray(marketingSessions.status, approvedSessionStatuses),
        eq(scheduledTweets.status, 'scheduled'),
        // Its planned time, not X's retry time: a post late on X is not one still to come.
        gt(scheduledTweets.scheduledTime, since),
      ),
    )
  if (upcoming.length === 0) return
  await db
    .insert(postDeliveries)
    .values(upcoming.map((p) => ({ postId: p.id, network })))
    .onConflictDoNothing()
}

/** Marks a channel as refused by its network for good: its posts wait until the user reconnects. */
export async function markNeedsReconnect(db: Database, accountId: string) {
  await db.update(socialAccounts).set({ needsReconnect: true }).where(eq(socialAccounts.id, accountId))
}

/** Saves a channel's new tokens after a refresh (the refresh token only when the network rotated it). */
export async function saveTokens(
  db: Database,
  accountId: string,
  tokens: {
    accessTokenEncrypted: string
    refreshTokenEncrypted?: string | null
    accessTokenExpiresAt: Date | null
  },
) {
  const [row] = await db
    .update(socialAccounts)
    .set({
      accessTokenEncrypted: tokens.accessTokenEncrypted,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      ...(tokens.refreshTokenEncrypted ? { refreshTokenEncrypted: tokens.refreshTokenEncrypted } : {}),
    })
    .where(eq(socialAccounts.id, accountId))
    .returning()
  return row!
}
