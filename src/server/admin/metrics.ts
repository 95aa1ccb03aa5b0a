import { Elysia, t } from 'elysia'
import { type AnalyticsDeps, runMetricsTick } from '../analytics/collector'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Clock } from '../context'

/** The admin's "collect metrics now", optionally as of a later moment. */
export const metricsAdminRoutes = (deps: AnalyticsDeps & { now: Clock }, auth: Auth) =>
  new Elysia({ detail: { tags: ['analytics'] } }).use(authPlugin(auth)).post(
    '/admin/metrics/run',
    ({ body }) => {
      // `as_of` collects what is due at a later moment (a backfill after downtime, or a demo that
      // cannot wait an hour for the first snapshot); snapshots are still taken once per age.
      const at = body?.as_of ? new Date(body.as_of) : null
      return runMetricsTick(deps, () => at ?? deps.now())
    },
    {
      admin: true,
      body: t.Optional(t.Object({ as_of: t.Optional(t.String({ format: 'date-time' })) })),
      response: t.Object({
        claimed: t.Number(),
        snapshots: t.Number(),
        calls: t.Number(),
        rateLimited: t.Number(),
      }),
    },
  )
