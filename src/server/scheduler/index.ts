import { cron } from '@elysiajs/cron'
import { Elysia } from 'elysia'
import type { SchedulerDeps } from './posting'
import { nextDueWithin, runSchedulerTick } from './service'

/**
 * The posting scheduler: a cron tick every minute in every replica (claims are row-locked), plus a
 * precise timer for tweets that fall due before the next tick, so they post on time.
 */
export function createScheduler(deps: SchedulerDeps, options: { timers: boolean }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | null = null
  const tick = async () => {
    if (running) return running
    let enabled = false
    running = runSchedulerTick(deps)
      .then((totals) => {
        enabled = totals.enabled
      })
      .catch((error) => deps.logger.error('scheduler run failed', { error }))
      .finally(() => {
        running = null
      })
    await running
    // Turned off: nothing is posted until an admin turns it on again (which arms the timer).
    if (options.timers && enabled) await arm()
  }
  const arm = async () => {
    clearTimeout(timer)
    const now = deps.now()
    const next = await nextDueWithin(deps.db, now, 60_000).catch(() => null)
    if (!next) return
    // Still due after a run (held by another replica, or past a run's batches): a second's wait, never a spin.
    const wait = next.getTime() > now.getTime() ? next.getTime() - now.getTime() : 1000
    timer = setTimeout(() => void tick(), wait)
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

/**
 * The posting cron: a tick every minute in every replica, paused when the process runs no timers (a
 * test or benchmark). The admin's switch and manual run are in admin/scheduler.ts.
 */
export const schedulerCron = (scheduler: Scheduler, options: { timers: boolean }) => {
  const plugin = new Elysia().use(
    cron({
      name: 'tweet-scheduler',
      pattern: '* * * * *',
      paused: !options.timers,
      run: () => void scheduler.tick(),
    }),
  )
  scheduler.attachCron(plugin.store.cron['tweet-scheduler'])
  return plugin
}
