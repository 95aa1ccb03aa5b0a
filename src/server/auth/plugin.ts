import { Elysia } from 'elysia'
import { keyOf, missingScope, type Scope, scopeFor } from '../api-keys/rules'
import { userOfKey } from '../api-keys/service'
import { HttpError } from '../http/errors'
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../http/input-policy'
import { isAdmin } from './access'
import { type Auth, authStateOf, CLIENT_IP_HEADER, type SessionUser } from './auth'
import { countRefusedRequest } from './request-policy'
import { sessionTokenOf } from './revocations'
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
  const cookie = request.headers.get('cookie')
  const now = Date.now()
  const { db, revoked } = authStateOf(auth)
  await revoked.current(db, now)
  // A revoked session's signed cookie cache is not trusted: the database decides (and says no).
  if (!fresh && revoked.has(sessionTokenOf(cookie), now)) fresh = true
  const key = fresh ? undefined : sessionCookieKey(cookie)
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

/** The personal API key a request came with: its scopes (api-keys/). */
const keyUses = new WeakMap<Request, { keyId: string; scopes: Scope[] }>()
/** Whether the request was made with an API key rather than the app's session cookie. */
export const madeWithKey = (request: Request) => keyUses.has(request)

/**
 * A request with a personal API key acts as the key's user (every ownership rule as for the cookie),
 * if the key has the scope the request needs.
 */
async function userOrKeyUser(auth: Auth, request: Request, set: { headers: SetHeaders }, fresh: boolean) {
  const key = keyOf(request.headers)
  if (key === null) return signedInUser(auth, request, set, fresh)
  const found = await userOfKey(authStateOf(auth).db, key, new Date())
  keyUses.set(request, found)
  const needed = scopeFor(request.method, new URL(request.url).pathname)
  if (!found.scopes.includes(needed)) throw new HttpError(403, missingScope(needed))
  return found.user
}

/**
 * The session is looked up in `transform`, before the body is validated, so a signed-out caller
 * never gets validation work done for it; `resolve` then reuses the same lookup.
 */
const sessionLookups = new WeakMap<Request, Promise<SessionUser>>()
function sessionOf(auth: Auth, request: Request, set: { headers: SetHeaders }, fresh = false) {
  let lookup = sessionLookups.get(request)
  if (!lookup) {
    lookup = userOrKeyUser(auth, request, set, fresh)
    sessionLookups.set(request, lookup)
  }
  return lookup
}

/** Admin powers need the admin role, and with a key, a key made with the admin scope. */
async function adminOf(auth: Auth, request: Request, set: { headers: SetHeaders }) {
  const user = await sessionOf(auth, request, set, true)
  if (!isAdmin(user)) throw new HttpError(403, 'You are not allowed to access resource: admin')
  const use = keyUses.get(request)
  if (use && !use.scopes.includes('admin')) throw new HttpError(403, missingScope('admin'))
  return user
}

const SIGN_IN_PATH = /\/api\/auth\/sign-(in|up)\//

/** Removes better-auth's signed session cache cookie (`…session_data`, chunked or not). */
function dropCacheCookie(headers: Headers) {
  const cookie = headers.get('cookie')
  if (!cookie) return
  headers.set(
    'cookie',
    cookie
      .split(/;\s*/)
      .filter((part) => !/^(?:__Secure-)?[\w.-]*\.session_data(?:\.\d+)?=/.test(part))
      .join('; '),
  )
}

/**
 * The session of a request outside the guards (the WebSocket upgrade), honouring revocations as the
 * guards do.
 */
export async function readSession(auth: Auth, headers: Headers) {
  const { db, revoked: list } = authStateOf(auth)
  const now = Date.now()
  await list.current(db, now)
  const revoked = list.has(sessionTokenOf(headers.get('cookie')), now)
  return auth.api.getSession({ headers, ...(revoked ? { query: { disableCookieCache: true } } : {}) })
}

/**
 * better-auth's handler under /api/auth and the guards every route opts into:
 * `{ auth: true }` (a signed-in, non-anonymous user) and `{ admin: true }` (role admin).
 */
export const authPlugin = (auth: Auth) =>
  new Elysia({ name: 'auth', seed: auth })
    .all(
      '/auth/*',
      async ({ request, server }) => {
        // better-auth rate-limits by client IP: give it the socket's address, replacing any client-sent value.
        const headers = new Headers(request.headers)
        headers.delete(CLIENT_IP_HEADER)
        const ip = server?.requestIP(request)?.address
        if (ip) headers.set(CLIENT_IP_HEADER, ip)
        const { db, revoked, limits } = authStateOf(auth)
        const reading = request.method === 'GET' || request.method === 'HEAD'
        // The body is bounded in depth before better-auth parses it and walks it (its hooks recurse):
        // a linear scan, so a hostile body is a 422 in a millisecond, counted against its address.
        let body: string | undefined
        if (!reading) {
          body = await request.text()
          if (jsonNestsDeeperThan(body)) {
            if (ip) await countRefusedRequest(db, ip, limits, new Date())
            throw new HttpError(422, `body: nests deeper than ${MAX_JSON_DEPTH} levels`)
          }
        }
        // A revoked session's cache cookie is not passed on, so better-auth asks the database.
        if (reading) await revoked.current(db, Date.now())
        if (revoked.has(sessionTokenOf(headers.get('cookie')), Date.now())) dropCacheCookie(headers)
        const answer = await auth.handler(new Request(request.url, { method: request.method, headers, body }))
        // Writes here can end sessions (sign-out, revocation, a ban): this replica knows at once.
        if (!reading && !SIGN_IN_PATH.test(request.url)) await revoked.catchUp(db, Date.now())
        return answer
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
          await adminOf(auth, request, set)
        },
        async resolve({ request, set }) {
          return { user: await adminOf(auth, request, set) }
        },
      },
    })
