import { describe, expect, it } from 'bun:test'
import { startWebhookReceiver } from '../../server/testing/webhook-receiver'
import { adminPlanFromSample, browserSuite, call, shot } from './harness'

// The founder's own receiver, on this machine (the server may call private addresses in this test).
const receiver = startWebhookReceiver()
const { received } = receiver

const suite = browserSuite({ env: { CHANNELS_ALLOW_PRIVATE_HOSTS: 'on' } })

describe('webhooks', () => {
  it('adds an endpoint, is told when the plan is approved, shows the delivery and sends it again', async () => {
    const page = await suite.newPage()
    const planUrl = await adminPlanFromSample(page)
    const sessionId = planUrl.split('/').pop()!

    await page.goto('/user/webhooks')
    await page.getByText('No endpoints yet.').waitFor()
    await page.getByLabel('Address').fill(receiver.url)
    await page.getByLabel(/A plan was approved/).check()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const secret = (await page.getByTestId('webhook-secret').locator('code').textContent())!.trim()
    expect(secret).toMatch(/^whsec_/)
    receiver.useSecret(secret)
    await page.getByTestId('webhook-endpoint').getByText('Nothing sent yet.').waitFor()

    expect((await call(page, 'PUT', `/api/marketing-sessions/${sessionId}/approve`, {})).status).toBe(200)
    // The queue is sent every ten seconds.
    for (let i = 0; i < 40 && !received.some((r) => r.type === 'plan.approved'); i++) await Bun.sleep(500)
    const first = received.find((r) => r.type === 'plan.approved')!
    expect(first.verified).toBe(true)

    await page.reload()
    const delivery = page.getByTestId('webhook-delivery').first()
    await delivery.getByText('delivered').waitFor()
    await shot(page, 'webhooks-delivered')
    await delivery.getByRole('button', { name: 'Send again' }).click()
    for (let i = 0; i < 40 && received.filter((r) => r.id === first.id).length < 2; i++) await Bun.sleep(500)
    expect(received.filter((r) => r.id === first.id).map((r) => r.verified)).toEqual([true, true])

    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'webhooks-phone')
    receiver.stop()
    await page.context().close()
  }, 90_000)
})
