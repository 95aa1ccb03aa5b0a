import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * Personal API keys: a user's own scripts and agents act as the user with them. Only the key's SHA-256
 * is kept (a key is 32 random bytes: no slow hash needed) and its first characters, to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters ("chad_Xy3k9…"), shown in the list. */
    start: text('start').notNull(),
    hash: text('hash').notNull().unique(),
    /** read, write, publish, admin. */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
)
