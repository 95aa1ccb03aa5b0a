import { count, desc, eq, ilike, or } from 'drizzle-orm'
import type { Auth, SessionUser } from '../../auth/auth'
import type { Database } from '../../db/database'
import { user } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Logger } from '../../http/logger'
import type { UserSummary } from './model'

/** A user row or an admin-plugin answer (which leaves out the anonymous plugin's field). */
type AuthUser = Pick<SessionUser, 'id' | 'name' | 'email' | 'role' | 'banned' | 'banReason' | 'createdAt'> &
  Partial<Pick<SessionUser, 'isAnonymous'>>

export const summarise = (u: AuthUser): UserSummary => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role ?? 'user',
  banned: Boolean(u.banned),
  banReason: u.banReason ?? null,
  isAnonymous: Boolean(u.isAnonymous),
  createdAt: new Date(u.createdAt),
})

/** better-auth throws APIError with a status and a message; keep both. */
async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const e = error as { statusCode?: number; body?: { message?: string }; message?: string }
    if (typeof e.statusCode === 'number')
      throw new HttpError(e.statusCode, e.body?.message ?? e.message ?? 'Failed')
    throw error
  }
}

/** `%`, `_` and `\\` match literally inside an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Users newest first; `search` matches a case-insensitive substring of the name or the email
 * ('lena', 'OKAFOR', 'lena.okafor' all find Lena Okafor).
 * The route is admin-only (macro), so the query runs directly rather than through better-auth.
 */
export async function listUsers(db: Database, q: { search?: string; limit?: number; offset?: number }) {
  const text = q.search?.trim()
  const pattern = text ? likePattern(text) : undefined
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(q.limit ?? 100)
      .offset(q.offset ?? 0),
    db.select({ n: count() }).from(user).where(where),
  ])
  return { users: rows.map(summarise), total: total?.n ?? 0 }
}

export async function createUser(
  auth: Auth,
  headers: Headers,
  body: { email: string; password: string; name: string; role?: 'admin' | 'user' },
) {
  const created = await viaAuth(() =>
    auth.api.createUser({
      headers,
      body: { ...body, email: body.email.trim().toLowerCase(), role: body.role ?? 'user' },
    }),
  )
  return summarise(created.user)
}

export async function setRole(auth: Auth, headers: Headers, userId: string, role: 'admin' | 'user') {
  const updated = await viaAuth(() => auth.api.setRole({ headers, body: { userId, role } }))
  return summarise(updated.user)
}

/**
 * Makes sure the configured first admin exists with role admin. Signs the account up when it is
 * missing. An existing account is promoted only when ADMIN_PASSWORD is its password: sign-up is open
 * and emails are not verified, so whoever registered the address first must not become admin by it.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Database,
  admin: { email: string; password: string },
  logger?: Logger,
) {
  const email = admin.email.trim().toLowerCase()
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: admin.password, name: 'Admin' } })
  } else {
    const proven = await auth.api
      .signInEmail({ body: { email, password: admin.password } })
      .then(() => true)
      .catch(() => false)
    if (!proven) {
      logger?.warn(
        'ADMIN_EMAIL belongs to an existing account whose password is not ADMIN_PASSWORD: not promoted',
        { email },
      )
      return false
    }
  }
  await db.update(user).set({ role: 'admin' }).where(eq(user.email, email))
  return true
}
