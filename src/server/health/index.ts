import { Elysia, t } from 'elysia'
import { HttpError } from '../http/errors'

const healthy = t.Object({ status: t.Literal('ok'), database: t.String() })

/**
 * `/api/health` is liveness: the process answers, without touching the database (cheap enough for
 * any load balancer to poll). `/api/health/ready` is readiness: 200 only when the database answers.
 */
export const healthRoutes = (ping: () => Promise<void>, databaseKind: string) =>
  new Elysia({ name: 'health', detail: { tags: ['system'] } })
    .get('/health', () => ({ status: 'ok' as const, database: databaseKind }), { response: healthy })
    .get(
      '/health/ready',
      async () => {
        try {
          await ping()
        } catch {
          throw new HttpError(503, 'Database unavailable')
        }
        return { status: 'ok' as const, database: databaseKind }
      },
      { response: healthy },
    )
