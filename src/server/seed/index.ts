import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Database } from '../db/database'
import { seed } from './service'

export const seedRoutes = (db: Database, auth: Auth) =>
  new Elysia({ prefix: '/admin/seed', detail: { tags: ['admin'] } })
    .use(authPlugin(auth))
    .post('/', () => seed(db), { admin: true, response: t.Object({ created: t.Array(t.String()) }) })
