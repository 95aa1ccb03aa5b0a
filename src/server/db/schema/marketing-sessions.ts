import { relations, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { marketingSessionStatuses } from '../../../shared/session-status'
import type { ToneRules } from '../../../shared/tone-instruction'
import { tweetStatuses } from '../../../shared/tweet-status'
import { user } from './auth'
import { id, timestamps } from './columns'
import { conversations } from './conversations'

export const marketingSessions = pgTable(
  'marketing_sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // The shared list types the column; it stays plain text in the database (no enum, no migration).
    status: text('status', { enum: marketingSessionStatuses }).notNull().default('draft'),
    /** IANA zone of the user's browser when the schedule was built; optimal slots are local times. */
    timeZone: text('time_zone').notNull().default('UTC'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The plan this one continues ("Plan the next two weeks"): sessions chained this way form a series. */
    previousSessionId: uuid('previous_session_id').references((): AnyPgColumn => marketingSessions.id, {
      onDelete: 'set null',
    }),
    /**
     * Counts every change the session read shows (the session, its pillars and posts, its interview's
     * end), kept by database triggers (drizzle/0004): a cached read is current while this is unchanged.
     */
    readVersion: integer('read_version').notNull().default(0),
    /**
     * How the founder wants to sound, read from the interview when the pillars are made: constraints
     * for every post, shown to the founder, never posted. Null until then.
     */
    toneRules: jsonb('tone_rules').$type<ToneRules>(),
    ...timestamps,
  },
  (table) => [
    index('marketing_sessions_user_created_idx').on(table.userId, table.createdAt),
    index('marketing_sessions_previous_idx').on(table.previousSessionId),
    index('marketing_sessions_conversation_idx').on(table.conversationId),
  ],
)

export const narrativePillars = pgTable(
  'narrative_pillars',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => marketingSessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    position: smallint('position').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('narrative_pillars_session_idx').on(table.sessionId, table.position)],
)

export const scheduledTweets = pgTable(
  'scheduled_tweets',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => marketingSessions.id, { onDelete: 'cascade' }),
    pillarId: uuid('pillar_id').references(() => narrativePillars.id, { onDelete: 'set null' }),
    /** The post's text; for a thread, its first part (kept equal to thread_parts[0]). */
    content: text('content').notNull(),
    /** A thread's parts in order (2–8), or null for a single post. */
    threadParts: text('thread_parts').array(),
    /**
     * The plan's LinkedIn version of the post (one post, a little longer, the founder's own facts), or
     * null: then LinkedIn gets the post's own words. Dropped when the post's text is edited.
     */
    linkedinVariant: text('linkedin_variant'),
    /** X ids of the parts already posted, in order: the first part not listed here is the next to send. */
    postedPartIds: text('posted_part_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Suggested for a quote card when the plan was written (a customer's words, a headline figure). */
    cardSuggested: boolean('card_suggested').notNull().default(false),
    /** The founder's words the post was written from: excerpts of their interview answers, shown with it. */
    sources: jsonb('sources').$type<string[]>().notNull().default([]),
    contentType: text('content_type').notNull().default('text'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: tweetStatuses }).notNull().default('draft'),
    /** When the scheduler should next look at it: scheduled_time, pushed back by retries. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    postedTweetId: text('posted_tweet_id'),
    postedUrl: text('posted_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('scheduled_tweets_session_time_idx').on(table.sessionId, table.scheduledTime),
    // The scheduler's claim: due tweets only, so the index stays small however many were posted.
    index('scheduled_tweets_due_idx').on(table.dueAt).where(sql`${table.status} in ('scheduled', 'posting')`),
  ],
)

export const marketingSessionsRelations = relations(marketingSessions, ({ many, one }) => ({
  narrativePillars: many(narrativePillars),
  scheduledTweets: many(scheduledTweets),
  conversation: one(conversations, {
    fields: [marketingSessions.conversationId],
    references: [conversations.id],
  }),
}))
export const narrativePillarsRelations = relations(narrativePillars, ({ one }) => ({
  session: one(marketingSessions, {
    fields: [narrativePillars.sessionId],
    references: [marketingSessions.id],
  }),
}))
export const scheduledTweetsRelations = relations(scheduledTweets, ({ one }) => ({
  session: one(marketingSessions, {
    fields: [scheduledTweets.sessionId],
    references: [marketingSessions.id],
  }),
  pillar: one(narrativePillars, { fields: [scheduledTweets.pillarId], references: [narrativePillars.id] }),
}))
