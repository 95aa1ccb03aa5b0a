import { gt, lt, max } from 'drizzle-orm'
import type { Database } from '../db/database'
import { sessionRevocations } from '../db/schema'
import { SESSION_CACHE_SECONDS } from './session-cache'

/**
 * How long a revoked token is remembered. A signed cookie cache is trusted for at most
 * SESSION_CACHE_SECONDS from when it was issued; past that better-auth asks the database itself.
 */
export const REVOCATION_MEMORY_MS = 2 * SESSION_CACHE_SECONDS * 1000
/** Rows older than this are deleted (no replica needs them any longer). */
const PRUNE_AFTER_MS = 5 * 60_000

/** The session token in a `session_token` cookie value (`<token>.<signature>`, URL-encoded). */
export function sessionTokenOf(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined
  const match = /(?:^|;\s*)(?:__Secure-)?[\w.-]*\.session_token=([^;]*)/.exec(cookieHeader)
  if (!match?.[1]) return undefined
  let value = match[1]
  try {
    value = decodeURIComponent(value)
  } catch {
    return undefined
  }
  const dot = value.indexOf('.')
  return dot > 0 ? value.slice(0, dot) : undefined
}

/**
 * The sessions revoked in the last REVOCATION_MEMORY_MS, as this replica knows them. Sign-out,
 * revocations and bans delete session rows; a trigger records each token (drizzle/0006). A replica
 * catches up after every write through /api/auth (so its own revocations hold on the next request)
 * and, on Postgres, whenever another replica announces one (LISTEN session_revoked).
 */
export class RevokedSessions {
  private readonly tokens = new Map<string, number>()
  private lastPrune = 0
  /** The newest revocation this replica has read (ids only grow). */
  private newest = 0
  /**
   * Whether each signed-in request first checks the newest revocation id in the database (one index
   * lookup): on by default for Postgres, where other servers may revoke; PGlite has one server.
   */
  shared = false
  private reading?: Promise<void>
  private nextRead?: Promise<void>

  /**
   * On a shared database, reads the newest revocation id and catches up when another server revoked a
   * session since (its notification may still be on its way): the revocation holds on the very next
   * request to any server. A no-op on an unshared database.
   */
  current(db: Database, now: number): Promise<void> {
    if (!this.shared) return Promise.resolve()
    if (!this.reading) {
      this.reading = this.readNewest(db, now).finally(() => {
        this.reading = undefined
      })
      return this.reading
    }
    // The read under way began before this request arrived and may miss a revocation committed since:
    // wait for the next one, shared by every request arriving meanwhile (one read per round trip).
    const again = () => {
      this.nextRead = undefined
      return this.current(db, Date.now())
    }
    this.nextRead ??= this.reading.then(again, again)
    return this.nextRead
  }

  private async readNewest(db: Database, now: number) {
    const [row] = await db.select({ newest: max(sessionRevocations.id) }).from(sessionRevocations)
    if (Number(row?.newest ?? 0) > this.newest) await this.catchUp(db, now)
  }

  /** Whether `token`'s session was revoked; cheap when nothing was (the usual case). */
  has(token: string | undefined, now: number): boolean {
    if (!token || this.tokens.size === 0) return false
    const until = this.tokens.get(token)
    if (until === undefined) return false
    if (until > now) return true
    this.tokens.delete(token)
    return false
  }

  /** Remembers tokens revoked at the given times. */
  remember(rows: { token: string; revokedAt: Date }[], now: number) {
    for (const { token, revokedAt } of rows) {
      const until = revokedAt.getTime() + REVOCATION_MEMORY_MS
      if (until > now) this.tokens.set(token, until)
    }
    if (this.tokens.size > 1000) for (const [t, until] of this.tokens) if (until <= now) this.tokens.delete(t)
  }

  /** Reads the recent revocations (all of them: ids commit out of order across replicas). */
  async catchUp(db: Database, now: number) {
    const rows = await db
      .select({
        id: sessionRevocations.id,
        token: sessionRevocations.token,
        revokedAt: sessionRevocations.revokedAt,
      })
      .from(sessionRevocations)
      .where(gt(sessionRevocations.revokedAt, new Date(now - REVOCATION_MEMORY_MS)))
    this.remember(rows, now)
    for (const r of rows) this.newest = Math.max(this.newest, r.id)
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now
      await db
        .delete(sessionRevocations)
        .where(lt(sessionRevocations.revokedAt, new Date(now - PRUNE_AFTER_MS)))
    }
  }
}
