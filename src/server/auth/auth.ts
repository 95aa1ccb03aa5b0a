import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, anonymous } from 'better-auth/plugins'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/limits'
import type { Database } from '../db/database'
import type { OpenDatabase } from '../db/open'
import * as schema from '../db/schema'
import type { Logger } from '../http/logger'
import { type AttemptLimits, authRequestPolicy, clearAttemptsOnSuccess } from './request-policy'
import { RevokedSessions } from './revocations'
import { SESSION_CACHE_SECONDS } from './session-cache'

export type AuthOptions = {
  secret: string
  baseURL: string
  trustedOrigins: string[]
  /** Sign-in/sign-up attempts per client IP per minute, counted in the database; `false` = off. */
  attemptsPerMinute?: number | false
  /** How a sign-in waits out an attacked account's slowdown (tests record it instead). */
  sleep?: (ms: number) => Promise<void>
}

/** The header our /api/auth route sets from the socket's address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-chad-client-ip'

/** better-auth at /api/auth: email+password (min 8), anonymous sign-in, admin roles admin/user. */
export function createAuth(db: Database, options: AuthOptions) {
  const limits: AttemptLimits = { perIpPerMinute: options.attemptsPerMinute ?? 20, sleep: options.sleep }
  const auth = betterAuth({
    appName: 'Chad',
    basePath: '/api/auth',
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    // Signed session data in a cookie: guarded requests skip the database for this many seconds.
    session: { cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS } },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Attempts are limited by our own database counters (shared by replicas), not per process.
    rateLimit: { enabled: false },
    hooks: {
      before: authRequestPolicy(db, limits, CLIENT_IP_HEADER),
      after: clearAttemptsOnSuccess(db, CLIENT_IP_HEADER),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), anonymous()],
    telemetry: { enabled: false },
  })
  states.set(auth, { db, limits, revoked: new RevokedSessions() })
  return auth
}

type AuthState = { db: Database; limits: AttemptLimits; revoked: RevokedSessions }
/** What each auth instance's routes share: its database, its limits, the sessions revoked on it. */
const states = new WeakMap<object, AuthState>()
export const authStateOf = (auth: object): AuthState => {
  const state = states.get(auth)
  if (!state) throw new Error('auth instance not made by createAuth')
  return state
}

export type Auth = ReturnType<typeof createAuth>

/** The signed-in user as better-auth reports it, with the admin and anonymous plugins' fields. */
export type SessionUser = Auth['$Infer']['Session']['user']

/**
 * Keeps this replica's list of revoked sessions current: what was revoked just before it started, and
 * on Postgres whatever another replica revokes from now on (its own revocations it reads itself).
 */
export async function watchRevocations(
  auth: Auth,
  database: Pick<OpenDatabase, 'listen' | 'kind'>,
  logger: Pick<Logger, 'error'>,
) {
  const { db, revoked } = authStateOf(auth)
  const catchUp = () =>
    revoked
      .catchUp(db, Date.now())
      .catch((error) => logger.error('reading session revocations failed', { error }))
  await database.listen?.('session_revoked', () => void catchUp())
  // Another server may revoke a session on a shared Postgres: each signed-in request checks first.
  revoked.shared = database.kind === 'postgres'
  await catchUp()
}
