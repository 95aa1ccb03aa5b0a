import { Elysia } from 'elysia'
import { HttpError } from '../http/errors'
import { type Auth, CLIENT_IP_HEADER } from './auth'

export type SessionUser = {
  id: string
  name: string
  email: string
  role?: string | null
  isAnonymous?: boolean | null
  banned?: boolean | null
}

async function signedInUser(auth: Auth, headers: Headers): Promise<SessionUser> {
  const session = await auth.api.getSession({ headers })
  // Anonymous users count as signed out for everything that is guarded (SPEC §2).
  if (!session || session.user.isAnonymous) throw new HttpError(401, 'Not authorized')
  return session.user
}

/**
 * The session is looked up in `transform`, before the body is validated, so a signed-out caller
 * never gets validation work done for it; `resolve` then reuses the same lookup.
 */
const sessionLookups = new WeakMap<Request, Promise<SessionUser>>()
function sessionOf(auth: Auth, request: Request) {
  let lookup = sessionLookups.get(request)
  if (!lookup) {
    lookup = signedInUser(auth, request.headers)
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
        async transform({ request }) {
          await sessionOf(auth, request)
        },
        async resolve({ request }) {
          return { user: await sessionOf(auth, request) }
        },
      },
      admin: {
        async transform({ request }) {
          const user = await sessionOf(auth, request)
          if (user.role !== 'admin') throw new HttpError(403, 'You are not allowed to access resource: admin')
        },
        async resolve({ request }) {
          const user = await sessionOf(auth, request)
          if (user.role !== 'admin') throw new HttpError(403, 'You are not allowed to access resource: admin')
          return { user }
        },
      },
    })
