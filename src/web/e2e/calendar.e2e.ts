import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import type { Browser, Locator, Page } from 'playwright'
import { ADMIN, launchBrowser, logIn, newPage, shot, startServer } from './harness'

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser
let page: Page
let sessionUrl: string

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
  page = await newPage(browser, server.url)
  // An admin builds a plan quickly with the sample shortcut.
  await page.goto('/start-session')
  await page.getByRole('tab', { name: 'Login' }).click()
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
  sessionUrl = page.url()
  await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
  await page.getByRole('button', { name: 'Skip to sample conversation' }).click()
  await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
  for (const i of [0, 1, 2]) await page.getByTestId('pillar').nth(i).click()
  await page.getByRole('button', { name: /^Continue to Tweet Calendar/ }).click()
  await page.getByTestId('tweet-card').first().waitFor()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const slotOf = (card: Locator) => card.evaluate((el) => el.closest('[data-slot]')!.getAttribute('data-slot'))

async function drag(card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded()
  const from = (await card.boundingBox())!
  // Grab the card by its text (the status button at the top does not start a drag).
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8)
  await page.mouse.down()
  await target.scrollIntoViewIfNeeded()
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height, { steps: 2 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 })
  await page.getByText('Drop here').waitFor()
  await page.mouse.up()
}

/** An empty slot at 11:30 on the fourth day of the grid. */
const emptySlot = async () => {
  const key = await page.locator('[data-slot$="|11:30"]').nth(3).getAttribute('data-slot')
  return page.locator(`[data-slot="${key}"]`)
}

describe('tweet calendar', () => {
  it('shows the grid as SPEC describes', async () => {
    await page.getByRole('heading', { name: 'Tweet Calendar' }).waitFor()
    expect(await page.getByTestId('day-header').count()).toBe(14)
    expect(await page.locator('[data-today]').count()).toBe(1)
    expect(await page.getByRole('img', { name: 'optimal time' }).count()).toBe(10 * 3)
    expect(await page.locator('[data-slot$="|8:0"]').count()).toBe(14)
    expect(await page.locator('[data-slot$="|19:30"]').count()).toBe(14)
    await shot(page, 'calendar-desktop')
  })

  it('moves a tweet by drag and drop, and it stays after a reload', async () => {
    const card = page.getByTestId('tweet-card').first()
    const id = await card.getAttribute('data-tweet-id')
    const target = await emptySlot()
    const key = await target.getAttribute('data-slot')
    await drag(card, target)
    const moved = page.locator(`[data-tweet-id="${id}"]`)
    await page.waitForFunction(
      ([tid, k]) =>
        document
          .querySelector(`[data-tweet-id="${tid}"]`)
          ?.closest('[data-slot]')
          ?.getAttribute('data-slot') === k,
      [id, key] as const,
    )
    await page.waitForLoadState('networkidle')
    await page.reload()
    await moved.waitFor()
    expect(await slotOf(moved)).toBe(key)
  })

  it('rolls a refused move back and says why', async () => {
    const card = page.getByTestId('tweet-card').nth(1)
    const id = await card.getAttribute('data-tweet-id')
    const before = await slotOf(card)
    await page.route('**/api/marketing-sessions/*/tweets/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Conflict', message: 'This tweet has already been posted' }),
          })
        : route.continue(),
    )
    await drag(card, await emptySlot())
    await page.getByTestId('toast').filter({ hasText: 'This tweet has already been posted' }).waitFor()
    await page.waitForFunction(
      ([tid, k]) =>
        document
          .querySelector(`[data-tweet-id="${tid}"]`)
          ?.closest('[data-slot]')
          ?.getAttribute('data-slot') === k,
      [id, before] as const,
    )
    await shot(page, 'calendar-refused-move')
    await page.unroute('**/api/marketing-sessions/*/tweets/*')
  })

  it('edits content and time in the detail modal, cycles a status and deletes a tweet', async () => {
    const card = page.getByTestId('tweet-card').nth(2)
    const id = await card.getAttribute('data-tweet-id')
    await card.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: /Tweet Details/ }).waitFor()
    await dialog.getByText('Your Brand').waitFor()
    await dialog.getByText('@yourbrand').waitFor()
    await dialog.getByRole('button', { name: 'Edit' }).click()
    await dialog
      .getByLabel('Tweet content')
      .fill('Edited in the modal: reminders patients actually reply to.')
    await dialog.getByText('58/280 characters').waitFor()
    await dialog.getByLabel('Time').fill('10:30')
    await shot(page, 'calendar-modal-edit')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByTestId('tweet-content').filter({ hasText: 'Edited in the modal' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const edited = page.locator(`[data-tweet-id="${id}"]`)
    expect(await edited.textContent()).toContain('Edited in the modal')
    expect((await slotOf(edited))!.endsWith('|10:30')).toBe(true)

    // The status button cycles draft → scheduled → cancelled → draft.
    const status = edited.getByRole('button', { name: /^Status:/ })
    expect(await status.getAttribute('aria-label')).toBe('Status: draft')
    await status.click()
    await edited.getByRole('button', { name: 'Status: scheduled' }).waitFor()
    await edited.getByRole('button', { name: 'Status: scheduled' }).click()
    await edited.getByRole('button', { name: 'Status: cancelled' }).waitFor()
    expect(await edited.locator('p.line-through').count()).toBe(1)
    await edited.getByRole('button', { name: 'Status: cancelled' }).click()
    await edited.getByRole('button', { name: 'Status: draft' }).waitFor()

    // Delete from the modal.
    const count = await page.getByTestId('tweet-card').count()
    await edited.click()
    await dialog.getByRole('button', { name: 'Approve Tweet' }).waitFor()
    await dialog.getByRole('button', { name: 'Delete Tweet' }).click()
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=tweet-card]').length === n,
      count - 1,
    )
    await page.keyboard.press('Escape')
  })

  it('fits a phone', async () => {
    const phone = await newPage(browser, server.url, { width: 390, height: 844 })
    await phone.context().addCookies(await page.context().cookies())
    await phone.goto(sessionUrl)
    await phone.getByTestId('tweet-card').first().waitFor()
    await shot(phone, 'calendar-phone')
    await phone.context().close()
  })

  it('approves the plan and lands on the dashboard; the week view shows the posts', async () => {
    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    await page.getByRole('link', { name: 'Tweet Calendar' }).click()
    await page.waitForURL('**/user/calendar')
    await page.getByTestId('week-range').waitFor()
    expect(await page.getByTestId('week-day').count()).toBe(7)
    const label = await page.getByTestId('week-range').textContent()
    expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2} – /)
    // It opens on the week of the next post (never an empty week) and counts the posts elsewhere.
    const posts = await page.getByTestId('week-tweet').count()
    expect(posts).toBeGreaterThan(0)
    const total = (await page.evaluate(async (url) => {
      const id = url.split('/').pop()
      return (await (await fetch(`/api/marketing-sessions/${id}`)).json()).scheduled_tweets.length
    }, sessionUrl)) as number
    const others = total - posts
    expect(await page.getByTestId('other-weeks').textContent()).toStartWith(
      others === 0 ? 'No posts in other weeks' : `${others} post${others === 1 ? '' : 's'} in other weeks`,
    )
    await shot(page, 'user-week-calendar')
    await page.getByTestId('week-tweet').first().click()
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Tweet Details/ })
      .waitFor()
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Next week' }).click()
    expect(await page.getByTestId('week-range').textContent()).not.toBe(label)
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    const thisWeek = await page.getByTestId('week-range').textContent()
    await page.getByRole('button', { name: 'Previous week' }).click()
    expect(await page.getByTestId('week-range').textContent()).not.toBe(thisWeek)
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    expect(await page.getByTestId('week-range').textContent()).toBe(thisWeek)
  })

  it('lets an admin view and delete a session', async () => {
    await page.goto('/admin/marketing-sessions')
    await page.getByText('Select a marketing session to view its details').waitFor()
    const item = page.getByTestId('admin-session').first()
    expect(await item.textContent()).toMatch(
      /^Session .+(scheduled|pillars_selected) • \d+ pillars • \d+ tweets$/,
    )
    await item.click()
    await page.getByRole('link', { name: 'View Full Session' }).waitFor()
    await page.getByText('Scheduled Tweets').waitFor()
    await shot(page, 'admin-session-details')
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('Are you sure you want to delete this marketing session?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL(/\/admin\/marketing-sessions$/)
    await page.getByText('Select a marketing session to view its details').waitFor()
  })
})
