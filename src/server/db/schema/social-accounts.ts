import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { id, timestamps } from './columns'

/** One X account per user; tokens are encrypted at rest (ciphertext only in these columns). */
export const socialAccounts = pgTable('social_accounts', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('x'),
  providerUserId: text('provider_user_id').notNull().unique(),
  username: text('username').notNull(),
  displayName: text('display_name').notNull(),
  profileImageUrl: text('profile_image_url'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  /** Set when X refused our tokens; the UI asks the user to reconnect. */
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
  /** Set once when X refuses to return metrics for this account's access; posting goes on. */
  metricsUnavailable: text('metrics_unavailable'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
  ...timestamps,
})

/** OAuth 2.0 PKCE state: bound to the user, single use, short-lived. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('oauth_states_user_idx').on(table.userId)],
)
