import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import type { Scheduler } from '../scheduler'
import type { SchedulerDeps } from '../scheduler/posting'
import { runSchedulerTick } from '../scheduler/service'
import { schedulerStatus, setSchedulerEnabled } from '../scheduler/status'

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

/** The admin's scheduler panel: its status, the switch, and a run now. */
export const schedulerAdminRoutes = (
  deps: SchedulerDeps,
  scheduler: Scheduler,
  auth: Auth,
  options: { timers: boolean },
) =>
  new Elysia({ prefix: '/admin/scheduler', detail: { tags: ['scheduler'] } })
    .use(authPlugin(auth))
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
