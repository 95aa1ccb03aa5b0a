// The user's home: the dashboard with real data and its empty states, the sidebar's own name.
import { describe, expect, it } from 'bun:test'
import { startFakeX } from '../../server/testing/fake-x'
import { adminPlanFromSample, browserSuite, call, fakeXEnv, shot, signUp, uniqueEmail } from './harness'

const fake = startFakeX()
const suite = browserSuite({ env: fakeXEnv(fake), fakes: [fake] })

describe('the user dashboard', () => {
  it('shows a new user their own name and what to do first', async () => {
    const page = await suite.newPage({ width: 1440, height: 900 })
    const email = uniqueEmail('lena')
    await signUp(page, 'Lena Okafor', email)
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/user/dashboard')
    await page.getByRole('heading', { name: 'Your first marketing plan starts with an interview' }).waitFor()
    const sidebar = page.getByTestId('sidebar-user')
    expect(await sidebar.textContent()).toBe(`LOLena Okafor${email}`)
    expect(await page.getByText('Jane Doe').count()).toBe(0)
    await page.getByText('Welcome back, Lena.').waitFor()
    for (const label of ['Scheduled', 'Posted', 'Failed', 'Drafts awaiting approval']) {
      expect(await page.getByTestId('dashboard-counts').getByText(label, { exact: true }).count()).toBe(1)
    }
    await page.getByText('Nothing is scheduled yet.', { exact: false }).waitFor()
    await page.getByText('Nothing posted yet.', { exact: false }).waitFor()
    await page.getByText('Not connected. Connect your X account', { exact: false }).waitFor()
    await page.getByTestId('dashboard-x-account').getByRole('button', { name: 'Connect X account' }).waitFor()
    await shot(page, 'dashboard-empty')
    await page.getByRole('link', { name: 'Start your first session' }).click()
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.goto('/user/dashboard')
    const inProgress = page.getByTestId('session-in-progress')
    await inProgress.waitFor()
    await inProgress.getByRole('link', { name: 'Continue the interview' }).waitFor()
    expect(await page.getByTestId('dashboard-first-steps').count()).toBe(0)
    await page.context().close()
  })

  it('shows next posts, counts, sessions with next steps, the X account and recent posted and failed posts', async () => {
    const page = await suite.newPage({ width: 1440, height: 900 })
    const sessionId = (await adminPlanFromSample(page)).split('/').pop()!

    // Before approval: the session waits for review and its posts are drafts awaiting approval.
    await page.goto('/user/dashboard')
    await page.getByTestId('session-in-progress').getByRole('link', { name: 'Review and approve' }).waitFor()
    const drafts = Number(await page.getByTestId('dashboard-counts').locator('dd').nth(3).textContent())
    expect(drafts).toBeGreaterThan(0)

    // Connect X from the dashboard.
    fake.setNextAccount({ id: 'home-1', username: 'okaforlabs', name: 'Okafor Labs' })
    await page.getByTestId('dashboard-x-account').getByRole('button', { name: 'Connect X account' }).click()
    await page.getByRole('button', { name: 'Connected as @okaforlabs' }).waitFor({ timeout: 15_000 })
    await page.getByText('Connected as @okaforlabs. Scheduled posts go out from this account.').waitFor()

    // Approve, then one post goes out now and another fails: X answers 5xx for a post already
    // 40 minutes late, past the 30-minute retry window.
    const session = (await call(page, 'GET', `/api/marketing-sessions/${sessionId}`)).body
    const [first, second] = session.scheduled_tweets as { id: string }[]
    await page.goto(`/marketing-sessions/${sessionId}`)
    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    expect((await call(page, 'PUT', '/api/admin/scheduler/tweets', { enabled: true })).status).toBe(200)
    const moveTo = async (id: string, minutesAgo: number) => {
      const res = await call(page, 'PATCH', `/api/marketing-sessions/${sessionId}/tweets/${id}`, {
        tweet_id: id,
        updates: { scheduled_time: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
      })
      expect(res.status).toBe(200)
      await call(page, 'POST', '/api/admin/scheduler/tweets/run')
    }
    await moveTo(first!.id, 1)
    fake.setFaults({ serverErrorRate: 1 })
    await moveTo(second!.id, 40)
    fake.setFaults({})
    await page.reload()

    const counts = page.getByTestId('dashboard-counts')
    await counts.waitFor()
    const numbers = (await counts.locator('dd').allTextContents()).map(Number)
    expect(numbers[1]).toBe(1) // posted
    expect(numbers[2]).toBe(1) // failed
    expect(numbers[3]).toBe(0) // approval turned every draft into a scheduled post
    expect(numbers[0]).toBe(session.scheduled_tweets.length - 2)

    const next = page.getByTestId('next-post')
    expect(await next.count()).toBe(5)
    expect(await next.first().locator('time').textContent()).toMatch(/\d{1,2}:\d{2}/)
    expect(await next.first().getByRole('link', { name: /^Edit/ }).count()).toBe(1)

    const recent = page.getByTestId('recent-post')
    expect(await recent.count()).toBe(2)
    const view = page.getByTestId('dashboard-recent-posts').getByRole('link', { name: 'View on X' })
    expect(await view.getAttribute('href')).toMatch(/^https:\/\/x\.com\/okaforlabs\/status\/\d+$/)
    await page
      .getByTestId('dashboard-recent-posts')
      .getByText(/Gave up 30 minutes after the scheduled time/)
      .waitFor()
    expect(await page.getByTestId('session-in-progress').count()).toBe(0)
    await page.getByText('Connected as @okaforlabs.', { exact: false }).waitFor()
    await shot(page, 'dashboard-with-plan')

    // Fix and retry opens the failed post's details on the calendar.
    await page.getByRole('link', { name: 'Fix and retry' }).click()
    await page.waitForURL(new RegExp(`/marketing-sessions/${sessionId}\\?tweet=`))
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: /Tweet Details/ }).waitFor()
    await dialog.getByText('failed', { exact: true }).waitFor()
    await page.keyboard.press('Escape')

    const phone = await suite.newPage({ width: 390, height: 844 })
    await phone.context().addCookies(await page.context().cookies())
    await phone.goto('/user/dashboard')
    await phone.getByTestId('next-post').first().waitFor()
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shot(phone, 'dashboard-phone')
    await phone.context().close()
    await page.context().close()
  })
})
