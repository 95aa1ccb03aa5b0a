import { cron } from '@elysiajs/cron'
import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { SchedulerDeps } from './posting'
import { nextDueWithin, runSchedulerTick } from './service'
import { schedulerStatus, setSchedulerEnabled } from './status'

const statusResponse = t.Object({
  enabled: t.Boolean(),
  setting: t.Object({
    key: t.String(),
    value: t.String(),
    description: t.String(),
    updated_at: t.Nullable(t.Date()),
  }),
  last_run: t.Nullable(
    t.Object({ at: t.String(), posted: t.Number(), failed: t.Number(), retried: t.Number() }),
  ),
  counts: t.Object({ due: t.Number(), posted_last_24h: t.Number(), failed: t.Number() }),
})

/**
 * The posting scheduler: a cron tick every minute in every replica (claims are row-locked), plus a
 * precise timer for tweets that fall due before the next tick, so they post on time.
 */
export function createScheduler(deps: SchedulerDeps, options: { timers: boolean }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | null = null
  const tick = async () => {
    if (running) return running
    running = runSchedulerTick(deps)
      .catch((error) => deps.logger.error('scheduler run failed', { error }))
      .finally(() => {
        running = null
      })
    await running
    if (options.timers) await arm()
  }
  const arm = async () => {
    clearTimeout(timer)
    const now = deps.now()
    const next = await nextDueWithin(deps.db, now, 60_000).catch(() => null)
    if (next) timer = setTimeout(() => void tick(), Math.max(0, next.getTime() - now.getTime()))
  }
  /**
   * The minute crons (the posting one from `schedulerRoutes`, the metrics collector's): stopped with the
   * timers, or a paused cron keeps the process alive.
   */
  const cronJobs: { stop: () => void }[] = []
  const attachCron = (job: { stop: () => void } | undefined) => {
    if (job) cronJobs.push(job)
  }
  const stop = () => {
    clearTimeout(timer)
    for (const job of cronJobs) job.stop()
  }
  return { tick, arm, stop, attachCron }
}
export type Scheduler = ReturnType<typeof createScheduler>

export const schedulerRoutes = (
  deps: SchedulerDeps,
  scheduler: Scheduler,
  auth: Auth,
  options: { timers: boolean },
) => {
  const withCron = new Elysia({ prefix: '/admin/scheduler', detail: { tags: ['scheduler'] } })
    .use(authPlugin(auth))
    .use(
      cron({
        name: 'tweet-scheduler',
        pattern: '* * * * *',
        paused: !options.timers,
        run: () => void scheduler.tick(),
      }),
    )
  scheduler.attachCron(withCron.store.cron['tweet-scheduler'])
  return withCron
    .get('/tweets/status', () => schedulerStatus(deps.db, deps.now()), {
      admin: true,
      response: statusResponse,
    })
    .put(
      '/tweets',
      async ({ body }) => {
        const status = await setSchedulerEnabled(deps.db, body.enabled, deps.now())
        if (body.enabled && options.timers) void scheduler.arm()
        return status
      },
      { admin: true, body: t.Object({ enabled: t.Boolean() }), response: statusResponse },
    )
    .post('/tweets/run', () => runSchedulerTick(deps), {
      admin: true,
      response: t.Object({
        enabled: t.Boolean(),
        posted: t.Number(),
        retried: t.Number(),
        failed: t.Number(),
      }),
    })
}
