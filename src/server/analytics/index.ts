import { cron } from '@elysiajs/cron'
import { Elysia } from 'elysia'
import type { Clock } from '../context'
import { type AnalyticsDeps, runMetricsTick } from './collector'

/**
 * Post analytics: a collector every minute in every replica (claims are row-locked and leased) reads
 * X's public metrics 1 h, 24 h and 7 d after each post (a session's analytics are served with its series;
 * the admin's run now is in admin/metrics.ts).
 */
export const metricsCron = (
  deps: AnalyticsDeps & { now: Clock },
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
  const withCron = new Elysia().use(
    cron({
      name: 'metrics-collector',
      pattern: '* * * * *',
      paused: !options.timers,
      run: () => void tick(),
    }),
  )
  // Stopped with the scheduler's timers (a paused cron would keep a test or benchmark process alive).
  options.attachCron(withCron.store.cron['metrics-collector'])
  return withCron
}
