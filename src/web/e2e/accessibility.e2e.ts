// axe-core on every kind of page: no serious or critical violations (issue 14).
import { describe, expect, it } from 'bun:test'
import type { Page } from 'playwright'
import { seriousViolations } from './axe'
import { ADMIN, browserSuite, logIn, signUp, uniqueEmail } from './harness'

const suite = browserSuite()

async function expectAccessible(page: Page, name: string) {
  // Let entry transitions and late renders settle before auditing.
  await page.waitForLoadState('networkidle')
  const found = await seriousViolations(page)
  expect({ page: name, violations: found }).toEqual({ page: name, violations: [] })
}

describe('accessibility (axe-core)', () => {
  it('landing and auth pages', async () => {
    const page = await suite.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Start Your First Session' }).waitFor()
    await expectAccessible(page, 'landing')
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Login' }).waitFor()
    await expectAccessible(page, 'auth login')
    await page.goto('/auth?view=signup')
    await page.getByLabel('Confirm Password').waitFor()
    await expectAccessible(page, 'auth signup')
    await page.goto('/no-such-page')
    await page.getByText('Page Not Found').waitFor()
    await expectAccessible(page, 'not found')
    await page.context().close()
  })

  it('chat, dashboard and week calendar of a new user', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Axe Tester', uniqueEmail('axe'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
    await expectAccessible(page, 'chat')
    await page.goto('/user/dashboard')
    await page.getByTestId('dashboard-counts').waitFor()
    await expectAccessible(page, 'dashboard')
    // X is not configured on this server: a user is told so, without the admin's setup details.
    const xSection = page.getByTestId('dashboard-x-account')
    await xSection.getByText('Posting to X is not set up on this server yet', { exact: false }).waitFor()
    expect(await xSection.getByRole('button').count()).toBe(0)
    await page.goto('/twitter')
    await page.getByRole('button', { name: 'Connect X account' }).click()
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Posting to X is not set up on this server yet.' })
    await alert.getByText('Ask your administrator to connect an X app.', { exact: false }).waitFor()
    expect(await alert.textContent()).not.toContain('X_CLIENT_ID')
    await expectAccessible(page, 'x not configured alert')
    await page.goto('/user/calendar')
    await page.getByRole('heading', { name: 'Tweet Calendar' }).waitFor()
    await expectAccessible(page, 'week calendar (empty)')
    await page.context().close()
  })

  it('pillars, calendar, tweet modal, dashboard with a plan and the admin pages', async () => {
    const page = await suite.newPage()
    await page.goto('/start-session')
    await page.getByRole('tab', { name: 'Login' }).click()
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
    await page.getByRole('button', { name: 'Skip to sample conversation' }).click()
    await page.getByRole('button', { name: 'Generate Marketing Plan' }).waitFor()
    await expectAccessible(page, 'chat, interview ended')
    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByTestId('pillar').first().waitFor()
    await expectAccessible(page, 'pillars')
    for (const i of [0, 1, 2]) await page.getByTestId('pillar').nth(i).click()
    await page.getByRole('button', { name: /^Continue to Tweet Calendar/ }).click()
    await page.getByTestId('tweet-card').first().waitFor()
    await expectAccessible(page, 'calendar')
    await page.getByTestId('tweet-card').first().click()
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Tweet Details/ })
      .waitFor()
    await expectAccessible(page, 'tweet detail modal')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.getByTestId('next-post').first().waitFor()
    await expectAccessible(page, 'dashboard with a plan')
    await page.goto('/user/calendar')
    await page.getByTestId('week-tweet').first().waitFor()
    await expectAccessible(page, 'week calendar')

    const admin: [string, string][] = [
      ['/admin/users', 'admin@example.com'],
      ['/admin/prompts', 'New Base Prompt'],
      ['/admin/founders', 'New Founder'],
      ['/admin/conversations', 'Select a conversation or click "New Conversation" to start'],
      ['/admin/conversations/new', 'Create New Conversation'],
      ['/admin/marketing-sessions', 'Select a marketing session to view its details'],
      ['/admin/twitter-scheduler', 'Control the automated tweet posting system'],
    ]
    for (const [path, text] of admin) {
      await page.goto(path)
      await page.getByText(text).first().waitFor()
      await expectAccessible(page, path)
    }
    await page.context().close()
  })
})
