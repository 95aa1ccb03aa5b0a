import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Key/value settings shared by every replica (e.g. the scheduler's on/off switch). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
})

/** Fixed-window counters (per user and purpose) in the database, so every replica sees the same count. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})
