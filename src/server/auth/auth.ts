import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, anonymous } from 'better-auth/plugins'
import type { Database } from '../db/database'
import * as schema from '../db/schema'
import { authRequestPolicy, clearAttemptsOnSuccess } from './request-policy'
import { SESSION_CACHE_SECONDS } from './session-cache'

export type AuthOptions = {
  secret: string
  baseURL: string
  trustedOrigins: string[]
  /** Sign-in/sign-up attempts per client IP per minute, counted in the database; `false` = off. */
  attemptsPerMinute?: number | false
}

/** The header our /api/auth route sets from the socket's address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-chad-client-ip'

/** better-auth at /api/auth: email+password (min 8), anonymous sign-in, admin roles admin/user. */
export function createAuth(db: Database, options: AuthOptions) {
  return betterAuth({
    appName: 'Chad',
    basePath: '/api/auth',
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    // Signed session data in a cookie: guarded requests skip the database for this many seconds.
    session: { cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS } },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Attempts are limited by our own database counters (shared by replicas), not per process.
    rateLimit: { enabled: false },
    hooks: {
      before: authRequestPolicy(db, { perIpPerMinute: options.attemptsPerMinute ?? 20 }, CLIENT_IP_HEADER),
      after: clearAttemptsOnSuccess(db, CLIENT_IP_HEADER),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), anonymous()],
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>

/** The signed-in user as better-auth reports it, with the admin and anonymous plugins' fields. */
export type SessionUser = Auth['$Infer']['Session']['user']
