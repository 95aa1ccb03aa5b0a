import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { NETWORKS } from '../../../shared/networks'
import { deliveryStatuses } from '../../../shared/tweet-status'
import { id, timestamps } from './columns'
import { scheduledTweets } from './marketing-sessions'

/**
 * A planned post on one more network than X: its variant there (the network's own rules) and the
 * scheduler's state for it, claimed, sent, confirmed and retried on its own so one network's outage
 * never holds back another's. The post's own row stays its X delivery.
 */
export const postDeliveries = pgTable(
  'post_deliveries',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => scheduledTweets.id, { onDelete: 'cascade' }),
    network: text('network', { enum: NETWORKS }).notNull(),
    /**
     * The founder's own variant for this network, or null: then it is made from the post's text when it
     * is sent (`variantFor`), so an edit of the post reaches every network it has not been rewritten for.
     */
    content: text('content'),
    /** The founder's variant's parts in order where the network has threads, or null for one post. */
    threadParts: text('thread_parts').array(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('scheduled'),
    /** When a retry is due; null: at the post's scheduled time. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The network's ids of the parts confirmed, in order (Bluesky's as uri and cid, space-separated). */
    postedPartIds: text('posted_part_ids').array().notNull().default(sql`'{}'::text[]`),
    postedUrl: text('posted_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    unique('post_deliveries_post_network_key').on(table.postId, table.network),
    // The scheduler's claim: deliveries still to go only, so the index stays small.
    index('post_deliveries_waiting_idx')
      .on(table.postId)
      .where(sql`${table.status} in ('scheduled', 'posting')`),
  ],
)
