import { cron } from '@elysiajs/cron'
import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Clock } from '../context'
import { type AnalyticsDeps, runMetricsTick } from './collector'

/**
 * Post analytics: a collector every minute in every replica (claims are row-locked and leased) reads
 * X's public metrics 1 h, 24 h and 7 d after each post (a session's analytics are served with its series).
 */
export const analyticsRoutes = (
  deps: AnalyticsDeps & { now: Clock },
  auth: Auth,
  options: { timers: boolean; attachCron: (job: { stop: () => void } | undefined) => void },
) => {
  let running: Promise<unknown> | null = null
  const tick = () => {
    running ??= runMetricsTick(deps, deps.now)
      .catch((error) => deps.logger.error('metrics collection failed', { error }))
      .finally(() => {
        running = null
      })
    return running
  }
  const withCron = new Elysia({ detail: { tags: ['analytics'] } }).use(authPlugin(auth)).use(
    cron({
      name: 'metrics-collector',
      pattern: '* * * * *',
      paused: !options.timers,
      run: () => void tick(),
    }),
  )
  // Stopped with the scheduler's timers (a paused cron would keep a test or benchmark process alive).
  options.attachCron(withCron.store.cron['metrics-collector'])
  return withCron.post(
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
}
