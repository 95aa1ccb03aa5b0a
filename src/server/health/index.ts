import { Elysia, t } from 'elysia'
import { HttpError } from '../http/errors'

/** /api/health answers 200 only when the database answers. */
export const healthRoutes = (ping: () => Promise<void>, databaseKind: string) =>
  new Elysia({ name: 'health' }).get(
    '/health',
    async () => {
      try {
        await ping()
      } catch {
        throw new HttpError(503, 'Database unavailable')
      }
      return { status: 'ok' as const, database: databaseKind }
    },
    { response: t.Object({ status: t.Literal('ok'), database: t.String() }), detail: { tags: ['system'] } },
  )
