import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { NETWORKS } from '../../../shared/networks'
import { user } from './auth'
import { id } from './columns'
import { scheduledTweets } from './marketing-sessions'

/**
 * Every post that went out (a single post, or one part of a thread, on each network) is watched for metrics:
 * `next_due_at` is when its next snapshot (1 h, 24 h, 7 d after posting) falls due, null when done.
 * Collectors on every replica claim due rows with `FOR UPDATE SKIP LOCKED`, like the scheduler.
 */
export const metricWatches = pgTable(
  'metric_watches',
  {
    network: text('network', { enum: NETWORKS }).notNull().default('x'),
    /** The post's id on its network (Bluesky's at:// URI, LinkedIn's URN). */
    networkPostId: text('network_post_id').notNull(),
    scheduledTweetId: uuid('scheduled_tweet_id')
      .notNull()
      .references(() => scheduledTweets.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    takenAges: text('taken_ages').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ name: 'metric_watches_pkey', columns: [table.network, table.networkPostId] }),
    index('metric_watches_due_idx').on(table.nextDueAt).where(sql`${table.nextDueAt} is not null`),
    index('metric_watches_tweet_idx').on(table.scheduledTweetId),
  ],
)

/** One reading of a post's public metrics at one age; (post, age) is unique so a snapshot is never taken twice. */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    id: id(),
    network: text('network', { enum: NETWORKS }).notNull().default('x'),
    networkPostId: text('network_post_id').notNull(),
    scheduledTweetId: uuid('scheduled_tweet_id')
      .notNull()
      .references(() => scheduledTweets.id, { onDelete: 'cascade' }),
    age: text('age').notNull(),
    likes: integer('likes').notNull(),
    reposts: integer('reposts').notNull(),
    replies: integer('replies').notNull(),
    quotes: integer('quotes').notNull(),
    bookmarks: integer('bookmarks').notNull(),
    impressions: integer('impressions'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('metric_snapshots_post_age_key').on(table.network, table.networkPostId, table.age),
    index('metric_snapshots_tweet_idx').on(table.scheduledTweetId, table.takenAt),
  ],
)
