import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { SessionUser } from '../auth/auth'
import type { Database } from '../db/database'
import { apiKeys, user } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import { consume } from '../rate-limit/service'
import { hashKey, KEY_REQUESTS_PER_MINUTE, MAX_KEYS_PER_USER, newKey, type Scope } from './rules'

type KeyRow = typeof apiKeys.$inferSelect

/** A key as its owner sees it in the list: never the key itself. */
export const keyDto = (k: KeyRow) => ({
  id: k.id,
  name: k.name,
  start: k.start,
  scopes: k.scopes as Scope[],
  created_at: k.createdAt,
  last_used_at: k.lastUsedAt,
})

export async function listKeys(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt))
  return rows.map(keyDto)
}

/** A new key for the user; the key itself is in this answer only. Admin scope only for admins. */
export async function createKey(
  db: Database,
  owner: SessionUser,
  input: { name: string; scopes: Scope[] },
  isAdmin: boolean,
) {
  const scopes = [...new Set(input.scopes)]
  if (scopes.includes('admin') && !isAdmin)
    throw new HttpError(403, 'Only admins can make keys with the admin scope')
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, owner.id), isNull(apiKeys.revokedAt)))) as [{ count: number }]
  if (count >= MAX_KEYS_PER_USER)
    throw new HttpError(409, `You have ${MAX_KEYS_PER_USER} API keys already: revoke one first`)
  const made = newKey()
  const [row] = await db
    .insert(apiKeys)
    .values({ userId: owner.id, name: input.name.trim(), start: made.start, hash: made.hash, scopes })
    .returning()
  return { key: made.key, api_key: keyDto(row!) }
}

/** Revokes the user's key: from now on it is refused. Another user's key is not found. */
export async function revokeKey(db: Database, userId: string, id: string, now: Date) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
  if (revoked.length === 0) throw notFound('API key')
}

/**
 * The user a key acts as, and what it may do: looked up by its hash on every request (a revoked key
 * is refused at once), counted against the key's own rate limit.
 */
export async function userOfKey(
  db: Database,
  key: string,
  now: Date,
): Promise<{ user: SessionUser; keyId: string; scopes: Scope[] }> {
  const [found] = key
    ? await db
        .select({ key: apiKeys, user })
        .from(apiKeys)
        .innerJoin(user, eq(user.id, apiKeys.userId))
        .where(and(eq(apiKeys.hash, hashKey(key)), isNull(apiKeys.revokedAt)))
        .limit(1)
    : []
  if (!found) throw new HttpError(401, 'This API key is not valid (revoked, or never made)')
  if (found.user.banned && (!found.user.banExpires || found.user.banExpires > now))
    throw new HttpError(401, 'This API key is not valid (revoked, or never made)')
  await consume(db, `api-key:${found.key.id}`, KEY_REQUESTS_PER_MINUTE, now, { what: 'API requests' })
  // Last used to the minute: a write per request would be most of a read's cost.
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > 60_000)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, found.key.id))
  return { user: found.user as SessionUser, keyId: found.key.id, scopes: found.key.scopes as Scope[] }
}
