import { Elysia } from 'elysia'
import { HttpError } from '../http/errors'
import type { Auth } from './auth'

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
 * better-auth's handler under /api/auth and the guards every route opts into:
 * `{ auth: true }` (a signed-in, non-anonymous user) and `{ admin: true }` (role admin).
 */
export const authPlugin = (auth: Auth) =>
  new Elysia({ name: 'auth', seed: auth })
    .all('/auth/*', ({ request }) => auth.handler(request), { parse: 'none', detail: { hide: true } })
    .macro({
      auth: {
        async resolve({ request }) {
          return { user: await signedInUser(auth, request.headers) }
        },
      },
      admin: {
        async resolve({ request }) {
          const user = await signedInUser(auth, request.headers)
          if (user.role !== 'admin') throw new HttpError(403, 'You are not allowed to access resource: admin')
          return { user }
        },
      },
    })
