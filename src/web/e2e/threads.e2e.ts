import { beforeAll, describe, expect, it } from 'bun:test'
import type { Page } from 'playwright'
import { startFakeX } from '../../server/testing/fake-x'
import {
  adminPlanFromSample,
  browserSuite,
  calendarDrawn,
  fakeXEnv,
  minutesAgo,
  runSchedulerNow,
  shot,
  singlePostCards,
} from './harness'

const fake = startFakeX()
const suite = browserSuite({ env: fakeXEnv(fake), fakes: [fake] })
let page: Page
let sessionUrl: string

beforeAll(async () => {
  page = await suite.newPage()
  // An admin builds a plan with the sample shortcut and connects an X account.
  sessionUrl = await adminPlanFromSample(page)
  fake.setNextAccount({ id: 'e2e-thread', username: 'plotline', name: 'Plotline' })
  await page.goto('/twitter')
  await page.getByRole('button', { name: 'Connect X account' }).click()
  await page.getByRole('button', { name: 'Connected as @plotline' }).waitFor({ timeout: 15_000 })
  await page.goto(sessionUrl)
  await calendarDrawn(page)
})

const dialog = () => page.getByRole('dialog')

describe('rewrite and threads in the browser', () => {
  it('rewrites a post with a preset, picks an alternative and can undo it', async () => {
    const card = singlePostCards(page).first()
    const id = await card.getAttribute('data-tweet-id')
    await card.click()
    const original = (await dialog().getByTestId('tweet-content').textContent())!
    await dialog().getByRole('button', { name: 'Rewrite' }).click()
    await dialog().getByRole('button', { name: 'Punchier' }).click()
    await dialog().getByTestId('rewrite-alternative').nth(2).waitFor()
    expect(await dialog().getByTestId('rewrite-alternative').count()).toBe(3)
    await shot(page, 'rewrite-alternatives')
    const chosen = (await dialog()
      .getByTestId('rewrite-alternative')
      .nth(1)
      .locator('p')
      .first()
      .textContent())!
    expect(chosen).not.toBe(original)
    await dialog().getByTestId('rewrite-alternative').nth(1).getByRole('button', { name: 'Use this' }).click()
    await dialog().getByText('Replaced with the alternative.').waitFor()
    expect(await dialog().getByTestId('tweet-content').textContent()).toBe(chosen)
    await shot(page, 'rewrite-picked')
    await dialog().getByRole('button', { name: 'Undo' }).click()
    await dialog().getByText('Replaced with the alternative.').waitFor({ state: 'detached' })
    expect(await dialog().getByTestId('tweet-content').textContent()).toBe(original)
    // Pick again: this time it stays (after a reload too).
    await dialog().getByRole('button', { name: 'Rewrite' }).click()
    await dialog().getByRole('button', { name: 'Shorter' }).click()
    await dialog().getByTestId('rewrite-alternative').first().waitFor()
    const shorter = (await dialog()
      .getByTestId('rewrite-alternative')
      .first()
      .locator('p')
      .first()
      .textContent())!
    await dialog()
      .getByTestId('rewrite-alternative')
      .first()
      .getByRole('button', { name: 'Use this' })
      .click()
    await dialog().getByText('Replaced with the alternative.').waitFor()
    expect(shorter.length).toBeLessThan(original.length)
    await page.keyboard.press('Escape')
    await page.reload()
    // The card previews the start of the post; its details show all of it.
    await page.locator(`[data-tweet-id="${id}"]`).click()
    await dialog().getByTestId('tweet-content').filter({ hasText: shorter }).waitFor()
    expect(await dialog().getByTestId('tweet-content').textContent()).toBe(shorter)
    await page.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached' })
  })

  it('turns a post into a three-part thread, approves it, and the thread posts to X in order', async () => {
    // A single post (the plan may already hold a thread of its own).
    await singlePostCards(page).nth(1).click()
    await dialog().getByRole('button', { name: 'Edit' }).click()
    const sentence = (topic: string) =>
      `We learned this about ${topic} the hard way, after a long winter of empty chairs, unanswered texts and a paper waitlist that nobody could reach in time at all.`
    const long = [sentence('reminders'), sentence('waitlists'), sentence('small clinics')].join(' ')
    await dialog().getByLabel('Tweet content').fill(long)
    await dialog().getByText(`${long.length}/280 characters`).waitFor()
    await dialog().getByRole('button', { name: 'Split into thread' }).click()
    expect(await dialog().getByTestId('thread-part-editor').count()).toBe(3)
    await dialog().getByText('Part 3 of 3').waitFor()
    // Reorder: the last part moves up one, then back.
    await dialog().getByRole('button', { name: 'Move part 3 up' }).click()
    expect(await dialog().getByRole('textbox', { name: 'Part 2', exact: true }).inputValue()).toBe(
      sentence('small clinics'),
    )
    await dialog().getByRole('button', { name: 'Move part 2 down' }).click()
    expect(await dialog().getByRole('textbox', { name: 'Part 3', exact: true }).inputValue()).toBe(
      sentence('small clinics'),
    )
    // Due a few minutes ago, so the scheduler posts it at once after approval.
    const past = await minutesAgo(page, 5)
    await dialog().getByLabel('Date').fill(past.date)
    await dialog().getByLabel('Time').fill(past.time)
    await shot(page, 'thread-editor')
    await dialog().getByRole('button', { name: 'Save' }).click()
    await dialog().getByTestId('thread-part').nth(2).waitFor()
    await shot(page, 'thread-saved')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    // Turn the scheduler on and run it now (turning it on may also post at once: either way, once).
    await runSchedulerNow(page)
    const posts = await fake.waitForPosts((p) => p.accountId === 'e2e-thread', 3)
    expect(posts.map((p) => p.text)).toEqual([
      sentence('reminders'),
      sentence('waitlists'),
      sentence('small clinics'),
    ])
    expect(posts.map((p) => p.replyTo)).toEqual([null, posts[0]!.id, posts[1]!.id])
    await page.goto(sessionUrl)
    await calendarDrawn(page)
    await shot(page, 'thread-posted-calendar')
  })

  it('shows the thread badge with its part count on the calendar card', async () => {
    // A fresh thread on another card: split, save, and the card says so.
    await page.goto(sessionUrl)
    await calendarDrawn(page)
    // A single post (the earlier tests' threads already carry a badge).
    const card = singlePostCards(page).nth(2)
    const id = await card.getAttribute('data-tweet-id')
    await card.click()
    await dialog().getByRole('button', { name: 'Edit' }).click()
    await dialog()
      .getByLabel('Tweet content')
      .fill('First we texted like a bank. Nobody answered. Then we wrote like the receptionist.')
    await dialog().getByRole('button', { name: 'Split into thread' }).click()
    await dialog().getByRole('button', { name: 'Add part' }).click()
    await dialog().getByRole('textbox', { name: 'Part 3', exact: true }).fill('Replies jumped overnight.')
    await dialog().getByRole('button', { name: 'Save' }).click()
    await dialog().getByTestId('thread-part').nth(2).waitFor()
    await page.keyboard.press('Escape')
    await page
      .locator(`[data-tweet-id="${id}"] [data-testid=thread-badge][title="Thread of 3 parts"]`)
      .waitFor()
    await shot(page, 'thread-badge')
  })
  it("pauses X when X's usage cap is reached, says why on the dashboard, and posts once resumed", async () => {
    await page.goto(sessionUrl)
    await calendarDrawn(page)
    const card = singlePostCards(page).nth(3)
    await card.click()
    const words = (await dialog().getByTestId('tweet-content').textContent())!.trim()
    await dialog().getByRole('button', { name: 'Edit', exact: true }).click()
    const past = await minutesAgo(page, 5)
    await dialog().getByLabel('Date').fill(past.date)
    await dialog().getByLabel('Time').fill(past.time)
    await dialog().getByRole('button', { name: 'Save' }).click()
    await dialog().getByRole('button', { name: 'Edit', exact: true }).waitFor()
    await page.keyboard.press('Escape')

    fake.setFaults({ usageCap: 'cap' })
    const asked = fake.stats.postRequests
    await runSchedulerNow(page)
    await page.goto('/user/dashboard')
    const paused = page.getByTestId('posting-paused-x')
    await paused.getByText('Posting to X is paused', { exact: false }).waitFor({ timeout: 15_000 })
    await paused.getByText('Usage cap exceeded: Monthly product cap', { exact: false }).waitFor()
    expect(fake.stats.postRequests - asked).toBe(1)
    await shot(page, 'x-usage-cap-paused')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'x-usage-cap-paused-phone')
    await page.setViewportSize({ width: 1280, height: 800 })

    // The cap resets; the founder resumes, and the waiting post goes out once.
    fake.setFaults({})
    await paused.getByRole('button', { name: 'Resume posting' }).click()
    await page.getByText('Posting to X resumed').waitFor()
    await paused.waitFor({ state: 'detached' })
    await runSchedulerNow(page)
    const posted = await fake.waitForPosts((p) => p.accountId === 'e2e-thread' && p.text === words, 1)
    expect(posted).toHaveLength(1)
  })
})
