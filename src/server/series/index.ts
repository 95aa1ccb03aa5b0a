import { Elysia, t } from 'elysia'
import { sessionAnalyticsResponse } from '../analytics/model'
import { sessionAnalytics } from '../analytics/service'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Database } from '../db/database'
import { marketingSession, sessionStatus } from '../sessions/model'
import { findSession } from '../sessions/sessions'
import { seriesSummary, startNextPlan } from './service'

const idParams = t.Object({ id: t.String({ format: 'uuid' }) })

/** "Plan the next two weeks", the series of one founder's plans, and a plan's analytics by pillar. */
export const seriesRoutes = (db: Database, auth: Auth) =>
  new Elysia({ detail: { tags: ['marketing sessions'] } })
    .use(authPlugin(auth))
    .get(
      '/marketing-sessions/:id/analytics',
      async ({ user, params }) => {
        const session = await findSession(db, user, params.id)
        return sessionAnalytics(db, session)
      },
      { auth: true, params: idParams, response: sessionAnalyticsResponse },
    )
    .post('/marketing-sessions/:id/next', ({ user, params }) => startNextPlan(db, user, params.id), {
      auth: true,
      params: idParams,
      response: t.Object({ conversation: t.Object({ id: t.String() }), marketing_session: marketingSession }),
      detail: { summary: 'Start the check-in that plans the next two weeks after an approved plan' },
    })
    .get('/marketing-sessions/:id/series', ({ user, params }) => seriesSummary(db, user, params.id), {
      auth: true,
      params: idParams,
      response: t.Array(
        t.Object({
          id: t.String(),
          position: t.Number(),
          status: sessionStatus,
          created_at: t.Date(),
          previous_session_id: t.Nullable(t.String()),
        }),
      ),
    })
