import { Elysia } from 'elysia'
import { HttpError } from '../http/errors'
import { isAdmin } from './access'
import { type Auth, CLIENT_IP_HEADER, type SessionUser } from './auth'
import { cookieCacheExpiry, SessionMemo, sessionCookieKey } from './session-cache'

type SetHeaders = Record<string, string | number | string[] | undefined>

/** One memo per auth instance (the plugin is built per feature, the auth instance once). */
const memos = new WeakMap<Auth, SessionMemo<SessionUser>>()

/**
 * The signed-in user, from better-auth's signed cookie cache when it is fresh (no database
 * round trip), otherwise from the database. `fresh` (admin routes) always asks the database.
 * Refreshed cache cookies are passed on to the response so the next request is cheap again.
 */
async function signedInUser(auth: Auth, request: Request, set: { headers: SetHeaders }, fresh = false) {
  const memo = memos.get(auth) ?? new SessionMemo<SessionUser>()
  memos.set(auth, memo)
  const key = fresh ? undefined : sessionCookieKey(request.headers.get('cookie'))
  const now = Date.now()
  let user: SessionUser | null | undefined = key ? memo.get(key, now) : undefined
  if (user === undefined) {
    const { headers, response } = await auth.api.getSession({
      headers: request.headers,
      returnHeaders: true,
      ...(fresh ? { query: { disableCookieCache: true } } : {}),
    })
    const cookies = headers.getSetCookie()
    if (cookies.length) set.headers['set-cookie'] = cookies
    user = response?.user ?? null
    // Only verified sessions are remembered: refusals are cheap already and must not fill the memo.
    if (key && user && !cookies.length) memo.set(key, user, cookieCacheExpiry(key) ?? now, now)
  }
  // Anonymous users count as signed out for everything that is guarded (SPEC §2).
  if (!user || user.isAnonymous) throw new HttpError(401, 'Not authorized')
  return user
}

/**
 * The session is looked up in `transform`, before the body is validated, so a signed-out caller
 * never gets validation work done for it; `resolve` then reuses the same lookup.
 */
const sessionLookups = new WeakMap<Request, Promise<SessionUser>>()
function sessionOf(auth: Auth, request: Request, set: { headers: SetHeaders }, fresh = false) {
  let lookup = sessionLookups.get(request)
  if (!lookup) {
    lookup = signedInUser(auth, request, set, fresh)
    sessionLookups.set(request, lookup)
  }
  return lookup
}

/**
 * better-auth's handler under /api/auth and the guards every route opts into:
 * `{ auth: true }` (a signed-in, non-anonymous user) and `{ admin: true }` (role admin).
 */
export const authPlugin = (auth: Auth) =>
  new Elysia({ name: 'auth', seed: auth })
    .all(
      '/auth/*',
      ({ request, server }) => {
        // better-auth rate-limits by client IP: give it the socket's address, replacing any client-sent value.
        const headers = new Headers(request.headers)
        headers.delete(CLIENT_IP_HEADER)
        const ip = server?.requestIP(request)?.address
        if (ip) headers.set(CLIENT_IP_HEADER, ip)
        return auth.handler(new Request(request, { headers }))
      },
      { parse: 'none', detail: { hide: true } },
    )
    .macro({
      auth: {
        async transform({ request, set }) {
          await sessionOf(auth, request, set)
        },
        async resolve({ request, set }) {
          return { user: await sessionOf(auth, request, set) }
        },
      },
      admin: {
        async transform({ request, set }) {
          // Admin powers are checked against the database every time: a demotion or ban takes effect at once.
          const user = await sessionOf(auth, request, set, true)
          if (!isAdmin(user)) throw new HttpError(403, 'You are not allowed to access resource: admin')
        },
        async resolve({ request, set }) {
          const user = await sessionOf(auth, request, set, true)
          if (!isAdmin(user)) throw new HttpError(403, 'You are not allowed to access resource: admin')
          return { user }
        },
      },
    })
