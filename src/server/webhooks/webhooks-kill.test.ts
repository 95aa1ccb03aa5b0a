import { afterAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchEnv, plannedSessionId, signInAdmin } from '../../../bench/lib/bench'
import { startServerProcess } from '../testing/server-process'
import { startWebhookReceiver } from '../testing/webhook-receiver'

// A server is killed while its webhook request is in flight (the receiver is still holding it). The
// server started again on the same data directory sends the delivery again, once its claim is stale,
// with the same webhook-id: delivered at least once, none lost.
const receiver = startWebhookReceiver({ holdFirst: true })
const { received } = receiver
const dataDir = mkdtempSync(join(tmpdir(), 'chad-webhook-kill-'))
afterAll(() => {
  receiver.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await Bun.sleep(200)
  return check()
}

describe('webhooks through a server kill', () => {
  it('delivers again with the same id after the server dies mid-delivery', async () => {
    const env = { ...benchEnv(), CHANNELS_ALLOW_PRIVATE_HOSTS: 'on', WEBHOOK_STALE_CLAIM_MS: '2000' }
    const first = await startServerProcess({ env, dataDir })
    const sessionId = await plannedSessionId(first.url)
    const { api } = await signInAdmin(first.url)
    const made = await api.webhooks.post({
      url: receiver.url,
      events: ['plan.approved'],
    })
    receiver.useSecret(made.data!.secret)
    expect((await api['marketing-sessions']({ id: sessionId }).approve.put({})).status).toBe(200)
    expect(await until(() => received.length === 1, 20_000)).toBe(true)
    expect(await first.stop('SIGKILL')).not.toBe(0)

    const second = await startServerProcess({ env, dataDir })
    try {
      expect(await until(() => received.length >= 2, 30_000)).toBe(true)
      expect(received.map((r) => [r.type, r.verified])).toEqual([
        ['plan.approved', true],
        ['plan.approved', true],
      ])
      expect(received[1]!.id).toBe(received[0]!.id)
      const { api: again } = await signInAdmin(second.url)
      const endpoint = (await again.webhooks.get()).data!.endpoints[0]!
      const deliveries = (await again.webhooks({ id: endpoint.id }).deliveries.get()).data!.deliveries
      expect(deliveries).toHaveLength(1)
      expect(deliveries[0]).toMatchObject({ id: received[0]!.id, status: 'delivered', attempts: 2 })
    } finally {
      await second.stop()
    }
  }, 120_000)
})
