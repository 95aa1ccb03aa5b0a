import { beforeAll, describe, expect, it } from 'bun:test'
import type { Locator, Page } from 'playwright'
import { adminPlanFromSample, browserSuite, shot, singlePostCards } from './harness'

const suite = browserSuite()
let page: Page
let sessionUrl: string

beforeAll(async () => {
  page = await suite.newPage()
  // An admin builds a plan quickly with the sample shortcut.
  sessionUrl = await adminPlanFromSample(page)
})

const slotOf = (card: Locator) => card.evaluate((el) => el.closest('[data-slot]')!.getAttribute('data-slot'))

async function drag(card: Locator, target: Locator, screenshot?: string) {
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
  // The slot under the pointer stays where it was: hovering never grows a row and shifts the ones below.
  expect((await target.boundingBox())!.y).toBe(to.y)
  if (screenshot) await shot(page, screenshot)
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
    await drag(card, target, 'calendar-drop-here')
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
    // Not the card the last test moved into the target slot: dropped where it is, it would only open.
    const target = await emptySlot()
    const card = page
      .locator(`[data-slot]:not([data-slot="${await target.getAttribute('data-slot')}"])`)
      .getByTestId('tweet-card')
      .nth(1)
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
    await drag(card, target)
    const refused = page.getByTestId('toast').filter({ hasText: 'This tweet has already been posted' })
    await refused.waitFor()
    // The toast explains where the post went back to, and offers a retry.
    expect(await refused.textContent()).toMatch(
      /^Could not move the post; it is back at .+: This tweet has already been posted/,
    )
    await refused.getByRole('button', { name: 'Retry' }).waitFor()
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

  it('keeps an edit the server refuses in the modal, with the reason, until the user fixes it', async () => {
    // A real refusal: a thread part over 280 characters (the editor counts it in red but lets it go).
    const card = singlePostCards(page).nth(3)
    const id = await card.getAttribute('data-tweet-id')
    await card.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    await dialog
      .getByLabel('Tweet content')
      .fill('Our first clinic signed in March. Here is what we learned.')
    await dialog.getByRole('button', { name: /Split into thread/ }).click()
    const long =
      `What we learned: ${'patients answer reminders that sound like a person, not a system. '.repeat(5)}`.trim()
    expect(long.length).toBeGreaterThan(280)
    await dialog.getByLabel('Part 2', { exact: true }).fill(long)
    await dialog.getByRole('button', { name: 'Save' }).click()
    const reason = 'Part 2 is longer than 280 characters'
    const failed = page.getByTestId('toast').filter({ hasText: reason })
    await failed.waitFor()
    expect(await failed.textContent()).toStartWith('Could not save the post; your edit is kept: ')
    // Still editing, with every word the user wrote, and the reason beside it.
    expect(await dialog.getByTestId('save-error').textContent()).toContain(reason)
    expect(await dialog.getByLabel('Part 1', { exact: true }).inputValue()).toBe(
      'Our first clinic signed in March.',
    )
    expect(await dialog.getByLabel('Part 2', { exact: true }).inputValue()).toBe(long)
    expect(await dialog.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true)
    // The card still shows what the server has.
    expect(await page.locator(`[data-tweet-id="${id}"] [data-testid=thread-badge]`).count()).toBe(0)
    await shot(page, 'calendar-save-refused')
    // The user shortens the part and saves: now it is a two-part thread.
    await dialog
      .getByLabel('Part 2', { exact: true })
      .fill('Patients answer reminders that sound like a person.')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByTestId('thread-part').nth(1).waitFor()
    expect(await dialog.getByTestId('save-error').count()).toBe(0)
    await page.locator(`[data-tweet-id="${id}"] [data-testid=thread-badge]`).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('keeps a failed save in the modal and retries it from the toast by keyboard', async () => {
    // Earlier refusals' toasts out of the way, so the one Tab reaches is this test's.
    const toasts = page.getByTestId('toast')
    while ((await toasts.count()) > 0) await toasts.first().getByRole('button', { name: 'Dismiss' }).click()
    // A single post: a thread's editor has parts, not one content box.
    const card = singlePostCards(page).nth(3)
    const id = await card.getAttribute('data-tweet-id')
    await page.route('**/api/marketing-sessions/*/tweets/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Service Unavailable',
              message: 'The database is busy, try again',
            }),
          })
        : route.continue(),
    )
    await card.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    const text = 'A refused save must not lose this sentence.'
    await dialog.getByLabel('Tweet content').fill(text)
    await dialog.getByRole('button', { name: 'Save' }).focus()
    await page.keyboard.press('Enter')
    const failed = page.getByTestId('toast').filter({ hasText: 'The database is busy, try again' })
    await failed.waitFor()
    expect(await failed.textContent()).toStartWith('Could not save the post; your edit is kept: ')
    // Still editing, with the user's text.
    expect(await dialog.getByLabel('Tweet content').inputValue()).toBe(text)
    await shot(page, 'calendar-save-failed')
    await page.unroute('**/api/marketing-sessions/*/tweets/*')
    // Tab goes from Save to the toast's Retry (the toast lives inside the open dialog).
    expect(await dialog.getByTestId('toast').count()).toBe(1)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Retry')
    await page.keyboard.press('Enter')
    await failed.waitFor({ state: 'detached' })
    await page.waitForFunction(
      ([tid, t]) => document.querySelector(`[data-tweet-id="${tid}"]`)?.textContent?.includes(t as string),
      [id, text] as const,
    )
    // The focus is back where it was, inside the dialog, and the refusal is no longer shown.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Save')
    await dialog.getByTestId('save-error').waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('moves a card with the keyboard alone, announcing each step', async () => {
    const card = page.getByTestId('tweet-card').nth(4)
    const id = (await card.getAttribute('data-tweet-id'))!
    const before = (await slotOf(card))!
    const handle = page.locator(`[data-tweet-id="${id}"] [data-card-handle]`)
    const announcer = page.getByTestId('calendar-announcer')
    await handle.focus()

    // Escape cancels: nothing moves.
    await page.keyboard.press('ArrowDown')
    expect(await announcer.textContent()).toStartWith('Picked up the post. ')
    await page.getByText('Drop here').waitFor()
    await page.keyboard.press('Escape')
    expect(await announcer.textContent()).toBe('Move cancelled.')
    expect(await page.getByText('Drop here').count()).toBe(0)
    expect(await slotOf(page.locator(`[data-tweet-id="${id}"]`))).toBe(before)

    // Down twice (one hour later), right once (the next day), Enter drops.
    await handle.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    const [day, time] = before.split('|')
    const [h, m] = time!.split(':').map(Number)
    const [y, mo, d] = day!.split('-').map(Number)
    const next = new Date(y!, mo! - 1, d! + 1)
    const dayKey = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`
    const expected = `${dayKey}|${h! + 1}:${m}`
    expect(await page.locator(`[data-slot="${expected}"]`).getByText('Drop here').count()).toBe(1)
    await shot(page, 'calendar-keyboard-move')
    await page.keyboard.press('Enter')
    expect(await announcer.textContent()).toStartWith('Moved to ')
    await page.waitForFunction(
      ([tid, k]) =>
        document
          .querySelector(`[data-tweet-id="${tid}"]`)
          ?.closest('[data-slot]')
          ?.getAttribute('data-slot') === k,
      [id, expected] as const,
    )
    // Focus follows the card to its new slot, so the user can keep going.
    await page.waitForFunction(
      (tid) => document.activeElement?.closest('[data-tweet-id]')?.getAttribute('data-tweet-id') === tid,
      id,
    )
    await page.waitForLoadState('networkidle')
    await page.reload()
    await page.locator(`[data-tweet-id="${id}"]`).waitFor()
    expect(await slotOf(page.locator(`[data-tweet-id="${id}"]`))).toBe(expected)
    // Enter on a card that is not being moved opens its details.
    await page.locator(`[data-tweet-id="${id}"] [data-card-handle]`).focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Tweet Details/ })
      .waitFor()
    await page.keyboard.press('Escape')
  })

  it('keeps a full day readable at 1440×900', async () => {
    const view = await suite.newPage({ width: 1440, height: 900 })
    await view.context().addCookies(await page.context().cookies())
    await view.goto(sessionUrl)
    // Every card: the rows below the first screen are drawn just after it.
    await view.locator('[data-testid=calendar-grid][data-complete]').waitFor()
    const layout = await view.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid=tweet-card]')]
      const grid = document.querySelector<HTMLElement>('[data-testid=calendar-grid]')!
      const scroller = grid.parentElement!
      // From the top of a day's first post to the bottom of its last one.
      const spans = new Map<string, { top: number; bottom: number }>()
      for (const c of cards) {
        const day = c.closest('[data-slot]')!.getAttribute('data-slot')!.split('|')[0]!
        const r = c.getBoundingClientRect()
        const s = spans.get(day) ?? { top: r.top, bottom: r.bottom }
        spans.set(day, { top: Math.min(s.top, r.top), bottom: Math.max(s.bottom, r.bottom) })
      }
      return {
        tallestDay: Math.max(...[...spans.values()].map((s) => s.bottom - s.top)),
        narrowestCard: Math.min(...cards.map((c) => c.getBoundingClientRect().width)),
        tallestCard: Math.max(...cards.map((c) => c.getBoundingClientRect().height)),
        visibleHeight: scroller.clientHeight,
        // Every preview is shown whole (no clipped text).
        clipped: cards.filter((c) => c.scrollHeight > c.clientHeight + 1).length,
      }
    })
    expect(layout.clipped).toBe(0)
    // Wide enough for about four lines per 120-character preview, so one card is never a tower.
    expect(layout.narrowestCard).toBeGreaterThanOrEqual(150)
    expect(layout.tallestCard).toBeLessThanOrEqual(110)
    // Every day's posts, first to last, can be read at once without scrolling.
    expect(layout.tallestDay).toBeLessThanOrEqual(layout.visibleHeight)
    await shot(view, 'calendar-density-1440')
    await view.context().close()
  })

  it('explains inline that X is not configured, with what to set for admins, and keeps the header in line', async () => {
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { name: 'Tweet Calendar' }) })
    const approve = page.getByRole('button', { name: 'Approve Marketing Plan' })
    const headerHeight = (await header.boundingBox())!.height
    const approveTop = (await approve.boundingBox())!.y
    await page.getByRole('button', { name: 'Connect X account' }).click()
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Posting to X is not set up on this server yet.' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('X_CLIENT_ID')
    expect(await alert.textContent()).toContain('X_CLIENT_SECRET')
    expect((await header.boundingBox())!.height).toBe(headerHeight)
    expect((await approve.boundingBox())!.y).toBe(approveTop)
    await shot(page, 'calendar-x-not-configured')
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await alert.waitFor({ state: 'detached' })
  })

  it('edits content and time in the detail modal, cycles a status and deletes a tweet', async () => {
    const card = singlePostCards(page).nth(2)
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
    // Struck through once cancelled (waited for: a refetch may re-render the card meanwhile).
    await edited.locator('[data-card-handle].line-through').waitFor()
    const cancelled = edited.getByRole('button', { name: 'Status: cancelled' })
    const draft = edited.getByRole('button', { name: 'Status: draft' })
    await cancelled.click()
    // A refetch may re-render the card as the click lands (CI lost one that way): a user clicks again, and
    // a second "cancelled → draft" sets the same status.
    for (let tries = 0; !(await draft.isVisible()) && tries < 60; tries++) {
      if (tries % 12 === 11 && (await cancelled.isVisible())) await cancelled.click()
      await page.waitForTimeout(250)
    }
    await draft.waitFor()

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

  it('lists the days on a phone, without sideways scrolling', async () => {
    const phone = await suite.newPage({ width: 390, height: 844 })
    await phone.context().addCookies(await page.context().cookies())
    await phone.goto(sessionUrl)
    await phone.getByTestId('tweet-card').first().waitFor()
    expect(await phone.getByTestId('calendar-day').count()).toBe(14)
    expect(await phone.getByTestId('calendar-grid').count()).toBe(0)
    const layout = await phone.evaluate(() => {
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid=tweet-card]')]
      const list = document.querySelector<HTMLElement>('[data-testid=calendar-day]')!.parentElement!
      return {
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        listOverflow: list.scrollWidth - list.clientWidth,
        outside: cards.filter((c) => c.getBoundingClientRect().right > window.innerWidth).length,
        narrowestCard: Math.min(...cards.map((c) => c.getBoundingClientRect().width)),
        clipped: cards.filter((c) => c.scrollHeight > c.clientHeight + 1).length,
      }
    })
    expect(layout).toEqual({
      pageOverflow: 0,
      listOverflow: 0,
      outside: 0,
      narrowestCard: layout.narrowestCard,
      clipped: 0,
    })
    expect(layout.narrowestCard).toBeGreaterThanOrEqual(300)
    // Each card shows its time; a tap opens the post.
    const first = phone.getByTestId('tweet-card').first()
    expect(await first.textContent()).toMatch(/^\d{1,2}:\d{2}/)
    await shot(phone, 'calendar-phone')
    await first.click()
    await phone.getByRole('dialog').getByRole('button', { name: 'Edit' }).waitFor()
    await shot(phone, 'calendar-phone-modal')
    await phone.keyboard.press('Escape')
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
    // The week's longest post: "Shorter" has something to take out whichever week the test runs in (a
    // one-line thread part may have no three shorter ways to say it, and says so).
    const cards = await page.getByTestId('week-tweet').allTextContents()
    const longest = cards.indexOf(cards.reduce((a, b) => (b.length > a.length ? b : a)))
    await page.getByTestId('week-tweet').nth(longest).click()
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Tweet Details/ })
      .waitFor()
    // Read-only but for Rewrite, as in the session calendar's details.
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Delete Tweet' }).count()).toBe(0)
    const original = (await dialog.getByTestId('tweet-content').textContent())!
    await dialog.getByRole('button', { name: 'Rewrite' }).click()
    await dialog.getByRole('button', { name: 'Shorter' }).click()
    // The first rewrite loads the offline engine's tagger: slow on a loaded machine.
    await dialog.getByTestId('rewrite-alternative').first().waitFor({ timeout: 30_000 })
    const chosen = (await dialog
      .getByTestId('rewrite-alternative')
      .first()
      .locator('p')
      .first()
      .textContent())!
    await dialog.getByTestId('rewrite-alternative').first().getByRole('button', { name: 'Use this' }).click()
    await dialog.getByText('Replaced with the alternative.').waitFor()
    expect(await dialog.getByTestId('tweet-content').textContent()).toBe(chosen)
    await shot(page, 'user-week-calendar-rewrite')
    await dialog.getByRole('button', { name: 'Undo' }).click()
    await dialog.getByText('Replaced with the alternative.').waitFor({ state: 'detached' })
    expect(await dialog.getByTestId('tweet-content').textContent()).toBe(original)
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
