import { Elysia } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Database } from '../db/database'
import { dashboard } from './model'
import { loadDashboard } from './service'

/** GET /api/dashboard: the signed-in user's home (next posts, counts, sessions, X account, recent posts). */
export const dashboardRoutes = (db: Database, auth: Auth, xConfigured: boolean) =>
  new Elysia({ prefix: '/dashboard', detail: { tags: ['dashboard'] } })
    .use(authPlugin(auth))
    .get('/', ({ user }) => loadDashboard(db, user.id, xConfigured), { auth: true, response: dashboard })
