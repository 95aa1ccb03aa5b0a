import { Elysia } from 'elysia'
import type { Auth } from '../auth/auth'
import type { TurnDeps } from '../context'
import type { OpenDatabase } from '../db/open'
import type { Logger } from '../http/logger'
import type { Scheduler } from '../scheduler'
import type { SchedulerDeps } from '../scheduler/posting'
import { backupRoutes } from './backups'
import { evaluationRoutes } from './evaluations'
import { metricsAdminRoutes } from './metrics'
import { schedulerAdminRoutes } from './scheduler'
import { seedRoutes } from './seed'
import { userRoutes } from './users'

/**
 * Everything only an admin may call, under /api/admin: users, backups, the seed and sample interview,
 * content evaluations, the scheduler's panel and the metrics run. Admin powers over shared objects
 * (personas, prompts, persona-to-persona conversations) stay with their areas, guarded by `admin: true`.
 */
export const adminRoutes = (options: {
  auth: Auth
  database: OpenDatabase
  dataDir: string | undefined
  backups: { keep: number; logger: Logger }
  turn: TurnDeps
  scheduling: SchedulerDeps
  scheduler: Scheduler
  timers: boolean
}) => {
  const { auth, database } = options
  return new Elysia({ name: 'admin' })
    .use(userRoutes(auth, database.db))
    .use(backupRoutes(database, options.dataDir, auth, options.backups))
    .use(seedRoutes(database.db, auth))
    .use(evaluationRoutes(options.turn, auth))
    .use(schedulerAdminRoutes(options.scheduling, options.scheduler, auth, { timers: options.timers }))
    .use(metricsAdminRoutes(options.scheduling, auth))
}
