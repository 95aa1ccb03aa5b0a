import { describe, expect, it } from 'bun:test'
import { browserSuite, shot, signUp, uniqueEmail } from './harness'

const suite = browserSuite()

describe('API keys', () => {
  it('makes a key shown once, which a script uses as the founder, and revokes it', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Ada Agent', uniqueEmail('api-keys'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/user/dashboard')
    await page.getByRole('link', { name: 'API keys' }).click()
    await page.getByRole('heading', { name: 'API keys' }).waitFor()
    await page.getByText('No keys yet.').waitFor()

    await page.getByLabel('Name').fill('My Claude Desktop')
    await page.getByLabel(/^Write:/).check()
    await page.getByRole('button', { name: 'Make key' }).click()
    const shown = page.getByTestId('new-api-key')
    await shown.getByText('Copy it now: it is not shown again.').waitFor()
    const key = (await shown.locator('code').textContent())!.trim()
    expect(key).toMatch(/^chad_[A-Za-z0-9_-]{43}$/)
    await page
      .getByTestId('api-key')
      .filter({ hasText: 'My Claude Desktop' })
      .getByText('read, write')
      .waitFor()
    await shot(page, 'api-keys-made')

    // A script with the key, no cookie: it makes a session as Ada and sees it.
    const asScript = (path: string, init: RequestInit = {}) =>
      fetch(`${suite.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      })
    const created = await asScript('/api/marketing-sessions', { method: 'POST', body: '{}' })
    expect(created.status).toBe(200)
    const listed = (await (await asScript('/api/marketing-sessions')).json()) as unknown[]
    expect(JSON.stringify(listed)).toContain((await created.json()).marketing_session.id)

    // Shown once: after a reload only its start is left.
    await page.reload()
    await page.getByTestId('api-key').filter({ hasText: 'My Claude Desktop' }).waitFor()
    expect(await page.getByText(key).count()).toBe(0)
    await page.getByText('last used').waitFor()

    await page.getByRole('button', { name: 'Revoke' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
    await page.getByText('No keys yet.').waitFor()
    expect((await asScript('/api/marketing-sessions')).status).toBe(401)

    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'api-keys-phone')
    await page.context().close()
  })
})
