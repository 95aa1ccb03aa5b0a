import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { NETWORKS } from '../../../shared/networks'
import { user } from './auth'
import { id, timestamps } from './columns'

/**
 * A channel: one connected account on one network per user (X, LinkedIn, Bluesky, Mastodon). Every
 * credential is encrypted at rest (ciphertext only in these columns).
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The network: x, linkedin, bluesky or mastodon. */
    provider: text('provider', { enum: NETWORKS }).notNull().default('x'),
    /** The account's id on its network (a Mastodon account's is `id@instance host`; Bluesky's a DID). */
    providerUserId: text('provider_user_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    /** Where the account lives: a Mastodon instance or a Bluesky PDS (null for X and LinkedIn). */
    instanceUrl: text('instance_url'),
    /** The network's post limit for this account when its server sets its own (a Mastodon instance's). */
    postLimit: integer('post_limit'),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Bluesky: the app password the user gave, to sign in again when the session's refresh token dies. */
    appPasswordEncrypted: text('app_password_encrypted'),
    scope: text('scope'),
    /** Set when the network refused our credentials for good; the UI asks the user to reconnect. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /**
     * Set when the network refused a post for the app's usage cap or payment (X's pay-per-use): posts to
     * this channel wait, without retrying, until the user resumes posting; the reason is X's own words.
     */
    postingPausedAt: timestamp('posting_paused_at', { withTimezone: true }),
    postingPausedReason: text('posting_paused_reason'),
    /** Set once when the network refuses to return metrics for this account's access; posting goes on. */
    metricsUnavailable: text('metrics_unavailable'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
    ...timestamps,
  },
  (table) => [
    unique('social_accounts_user_network_key').on(table.userId, table.provider),
    unique('social_accounts_network_account_key').on(table.provider, table.providerUserId),
  ],
)

/** OAuth 2.0 state (with its PKCE verifier): bound to the user and the network, single use, short-lived. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: NETWORKS }).notNull().default('x'),
    /** The Mastodon instance being connected. */
    instanceUrl: text('instance_url'),
    codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('oauth_states_user_idx').on(table.userId)],
)

/** Our app as registered on one Mastodon instance (each instance registers its own apps). */
export const mastodonApps = pgTable('mastodon_apps', {
  instanceUrl: text('instance_url').primaryKey(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** The scopes the app was registered with: a user cannot be asked for more (write:media came later). */
  scopes: text('scopes').notNull().default(''),
  createdAt: timestamps.createdAt,
})
