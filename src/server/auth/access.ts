import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** Admins see and act on every user's objects (SPEC §2). */
export const isAdmin = (user: { role?: string | null }) => user.role === 'admin'

/**
 * The owner in the query: nothing for an admin, otherwise rows whose `owner` is the viewer. Combined
 * with an id, another user's object answers 404 exactly like a missing one.
 */
export const visibleTo = (viewer: { id: string; role?: string | null }, owner: PgColumn): SQL | undefined =>
  isAdmin(viewer) ? undefined : eq(owner, viewer.id)
