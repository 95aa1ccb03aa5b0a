import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { webhookDeliveries } from '../db/schema'
import { createLogger } from '../http/logger'
import { sessionWithPillars } from '../testing/fixtures'
import { createTestApp } from '../testing/test-app'
import { startWebhookReceiver } from '../testing/webhook-receiver'
import { RETRY_DELAYS_MS, STALE_CLAIM_MS } from './rules'
import { createEndpoint, sendDueWebhooks, type WebhookDeps } from './service'

let t: Awaited<ReturnType<typeof createTestApp>>
const receiver = startWebhookReceiver()
let clock = new Date()
let deps: WebhookDeps
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  deps = {
    db: t.db,
    cipher: t.channels.cipher,
    logger: createLogger('silent'),
    now: () => clock,
    allowPrivate: true,
  }
})
afterAll(async () => {
  await t.close()
  receiver.stop()
})

const post = (cookie: string, path: string, body: unknown) =>
  t.request(path, { method: 'POST', body: JSON.stringify(body), headers: { cookie } })

describe('webhooks', () => {
  it('signs each event so a Standard Webhooks library accepts it, retries a refusal with the same id, and sends again on request', async () => {
    const { cookie } = await t.signUpUser('Wes Hook')
    const made = await post(cookie, '/api/webhooks', { url: receiver.url, events: ['plan.approved'] })
    expect(made.status).toBe(200)
    const { secret, endpoint } = (await made.json()) as { secret: string; endpoint: { id: string } }
    expect(secret).toMatch(/^whsec_/)
    receiver.useSecret(secret)

    // Approving a plan queues plan.approved for this endpoint.
    const { api, id } = await sessionWithPillars(t, cookie)
    await api['marketing-sessions']({ id })['tweet-schedule'].post({ time_zone: 'UTC' })
    expect((await api['marketing-sessions']({ id }).approve.put({})).status).toBe(200)

    // The endpoint is busy the first time: tried again after the backoff, with the same id.
    receiver.failNextTimes(1)
    clock = new Date()
    expect(await sendDueWebhooks(deps)).toBe(1)
    let listed = (await (
      await t.request(`/api/webhooks/${endpoint.id}/deliveries`, { headers: { cookie } })
    ).json()) as {
      deliveries: { id: string; status: string; attempts: number; last_status: number }[]
    }
    expect(listed.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: 503 })
    expect(await sendDueWebhooks(deps)).toBe(0) // not before its time
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0]! + 1)
    expect(await sendDueWebhooks(deps)).toBe(1)
    listed = await (
      await t.request(`/api/webhooks/${endpoint.id}/deliveries`, { headers: { cookie } })
    ).json()
    expect(listed.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 })
    const deliveryId = listed.deliveries[0]!.id
    expect(receiver.received.map((r) => [r.id, r.type, r.verified])).toEqual([
      [deliveryId, 'plan.approved', true],
      [deliveryId, 'plan.approved', true],
    ])

    // "Send again": the same delivery, the same id.
    const again = await t.request(`/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`, {
      method: 'POST',
      headers: { cookie },
    })
    expect(again.status).toBe(200)
    await sendDueWebhooks(deps)
    expect(receiver.received.at(-1)).toEqual({ id: deliveryId, type: 'plan.approved', verified: true })
  })

  it('sends again, with the same id, a delivery a replica stopped in the middle of', async () => {
    const { cookie } = await t.signUpUser()
    const { endpoint } = (await (
      await post(cookie, '/api/webhooks', { url: receiver.url, events: ['plan.approved'] })
    ).json()) as {
      endpoint: { id: string }
    }
    const { api, id } = await sessionWithPillars(t, cookie)
    await api['marketing-sessions']({ id })['tweet-schedule'].post({ time_zone: 'UTC' })
    await api['marketing-sessions']({ id }).approve.put({})
    // A replica claimed it and died before the answer was recorded.
    const [queued] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
    clock = new Date()
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: 1, claimedAt: clock })
      .where(eq(webhookDeliveries.id, queued!.id))
    expect(await sendDueWebhooks(deps)).toBe(0) // another replica may still be sending it
    clock = new Date(clock.getTime() + STALE_CLAIM_MS + 1)
    const before = receiver.received.length
    expect(await sendDueWebhooks(deps)).toBe(1)
    expect(receiver.received.slice(before).map((r) => r.id)).toEqual([queued!.id])
    const [done] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id))
    expect(done?.status).toBe('delivered')
  })

  it('refuses endpoints inside our network unless an admin allows them, and plain http', async () => {
    const closed = { ...deps, allowPrivate: false }
    const { cookie } = await t.signUpUser()
    const me = (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
      user: { id: string }
    }
    await expect(
      createEndpoint(closed, me.user.id, { url: 'https://127.0.0.1/hooks', events: ['post.published'] }),
    ).rejects.toThrow('127.0.0.1 is not a public server')
    await expect(
      createEndpoint(closed, me.user.id, { url: 'http://example.com/hooks', events: ['post.published'] }),
    ).rejects.toThrow('Webhook endpoints must use https')
  })

  it('keeps endpoints to their owner', async () => {
    const owner = await t.signUpUser()
    const { endpoint } = (await (
      await post(owner.cookie, '/api/webhooks', { url: receiver.url, events: ['post.failed'] })
    ).json()) as {
      endpoint: { id: string }
    }
    const other = await t.signUpUser()
    expect(
      (await t.request(`/api/webhooks/${endpoint.id}/deliveries`, { headers: { cookie: other.cookie } }))
        .status,
    ).toBe(404)
    expect(
      (
        await t.request(`/api/webhooks/${endpoint.id}`, {
          method: 'DELETE',
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(404)
    const mine = (await (await t.request('/api/webhooks', { headers: { cookie: other.cookie } })).json()) as {
      endpoints: unknown[]
    }
    expect(mine.endpoints).toEqual([])
    expect(
      (
        await t.request(`/api/webhooks/${endpoint.id}`, {
          method: 'DELETE',
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(200)
  })
})
