import { cron } from '@elysiajs/cron'
import { Elysia, t } from 'elysia'
import type { Auth } from '../auth/auth'
import { authPlugin } from '../auth/plugin'
import { WEBHOOK_EVENTS } from './rules'
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resend,
  sendDueWebhooks,
  type WebhookDeps,
} from './service'

const endpoint = t.Object({
  id: t.String(),
  url: t.String(),
  events: t.Array(t.UnionEnum(WEBHOOK_EVENTS)),
  created_at: t.Date(),
})
const delivery = t.Object({
  id: t.String(),
  event: t.String(),
  status: t.String(),
  attempts: t.Number(),
  last_status: t.Nullable(t.Number()),
  last_error: t.Nullable(t.String()),
  next_attempt_at: t.Nullable(t.Date()),
  delivered_at: t.Nullable(t.Date()),
  created_at: t.Date(),
})
const endpointParams = t.Object({ id: t.String({ format: 'uuid' }) })

/** /api/webhooks: the user's endpoints (signed Standard Webhooks), their deliveries, and "send again". */
export const webhookRoutes = (deps: WebhookDeps, auth: Auth) =>
  new Elysia({ prefix: '/webhooks', detail: { tags: ['webhooks'] } })
    .use(authPlugin(auth))
    .get('/', async ({ user }) => ({ endpoints: await listEndpoints(deps.db, user.id) }), {
      auth: true,
      response: t.Object({ endpoints: t.Array(endpoint) }),
    })
    .post('/', ({ user, body }) => createEndpoint(deps, user.id, body), {
      auth: true,
      body: t.Object({
        url: t.String({ minLength: 1, maxLength: 2000 }),
        events: t.Array(t.UnionEnum(WEBHOOK_EVENTS), {
          minItems: 1,
          maxItems: 4,
          error: 'Choose at least one event',
        }),
      }),
      response: t.Object({ secret: t.String(), endpoint }),
    })
    .delete(
      '/:id',
      async ({ user, params }) => {
        await deleteEndpoint(deps.db, user.id, params.id)
        return { deleted: true }
      },
      { auth: true, params: endpointParams, response: t.Object({ deleted: t.Boolean() }) },
    )
    .get(
      '/:id/deliveries',
      async ({ user, params }) => ({ deliveries: await listDeliveries(deps.db, user.id, params.id) }),
      { auth: true, params: endpointParams, response: t.Object({ deliveries: t.Array(delivery) }) },
    )
    .post(
      '/:id/deliveries/:deliveryId/resend',
      async ({ user, params }) => ({ delivery: await resend(deps, user.id, params.id, params.deliveryId) }),
      {
        auth: true,
        params: t.Object({ id: t.String({ format: 'uuid' }), deliveryId: t.String({ format: 'uuid' }) }),
        response: t.Object({ delivery }),
      },
    )

/**
 * Sends due webhook deliveries every ten seconds (paused where this process runs no timers). The app
 * carries it as `webhookCron`, to stop it on shutdown: even paused, a cron keeps the process alive.
 */
export const webhookCron = (deps: WebhookDeps, options: { timers: boolean }) => {
  const plugin = new Elysia().use(
    cron({
      name: 'webhooks',
      pattern: '*/10 * * * * *',
      paused: !options.timers,
      run: () =>
        void sendDueWebhooks(deps).catch((error) => deps.logger.error('webhook run failed', { error })),
    }),
  )
  const job = plugin.store.cron.webhooks
  return plugin.decorate('webhookCron', { stop: () => job.stop() })
}
