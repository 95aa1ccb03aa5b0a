import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Sessions deleted in the last few minutes (a trigger on `session` writes them: sign-out, revocation,
 * a ban). Every replica reads them to stop trusting a revoked session's signed cookie cache at once.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('session_revocations_revoked_at_idx').on(table.revokedAt)],
)
