import { Elysia, t } from 'elysia'
import type { Auth } from '../../auth/auth'
import { authPlugin } from '../../auth/plugin'
import type { Database } from '../../db/database'
import { createBody, listQuery, setRoleBody, userSummary } from './model'
import { createUser, listUsers, setRole } from './service'

/** Typed user administration (used by the CLI); the web also uses better-auth's admin endpoints. */
export const userRoutes = (auth: Auth, db: Database) =>
  new Elysia({ prefix: '/admin/users', detail: { tags: ['users'] } })
    .use(authPlugin(auth))
    .get('/', ({ query }) => listUsers(db, query), {
      admin: true,
      query: listQuery,
      response: t.Object({ users: t.Array(userSummary), total: t.Number() }),
    })
    .post('/', ({ body, request }) => createUser(auth, request.headers, body), {
      admin: true,
      body: createBody,
      response: userSummary,
    })
    .put('/:id/role', ({ params, body, request }) => setRole(auth, request.headers, params.id, body.role), {
      admin: true,
      body: setRoleBody,
      response: userSummary,
    })
