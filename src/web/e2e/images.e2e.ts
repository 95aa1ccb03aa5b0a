import { beforeAll, describe, expect, it } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

// X accepts a post and then answers too late once (X_POST_TIMEOUT_MS): the retry must not upload again.
const fake = startFakeX({ hangMs: 2500 })
const suite = browserSuite({ env: { ...fakeXEnv(fake), X_POST_TIMEOUT_MS: '1000' }, fakes: [fake] })
let page: Page
let sessionUrl: string

const testdata = (name: string) => join(import.meta.dir, '../../shared/testdata', name)

beforeAll(async () => {
  page = await suite.newPage()
  sessionUrl = await adminPlanFromSample(page)
  fake.setNextAccount({ id: 'e2e-images', username: 'fortoma', name: 'Fortoma' })
  await page.goto('/twitter')
  await page.getByRole('button', { name: 'Connect X account' }).click()
  await page.getByRole('button', { name: 'Connected as @fortoma' }).waitFor({ timeout: 15_000 })
  await page.goto(sessionUrl)
  await calendarDrawn(page)
})

const dialog = () => page.getByRole('dialog')

describe('pictures on a post in the browser', () => {
  it('attaches two images with descriptions, reorders, and X gets each once, before the post', async () => {
    // A post the plan suggested for a card, still without pictures, says so beside "Make a card".
    const suggested = await page.evaluate(async (url) => {
      const read = await (await fetch(`/api/marketing-sessions/${url.split('/').pop()}`)).json()
      return (read.scheduled_tweets as { id: string; card_suggested: boolean; images?: unknown[] }[]).find(
        (t) => t.card_suggested && !t.images?.length,
      )?.id
    }, sessionUrl)
    expect(suggested).toBeDefined()
    await page.locator(`[data-tweet-id="${suggested}"]`).first().click()
    await dialog().getByTestId('card-suggested').waitFor()
    expect(await dialog().getByTestId('card-suggested').textContent()).toBe(
      'Suggested: its words would make a strong quote card.',
    )
    await shot(page, 'card-suggested-in-details')
    await page.keyboard.press('Escape')

    const card = singlePostCards(page).first()
    const id = await card.getAttribute('data-tweet-id')
    await card.click()
    // A file that is no image is refused with a message, and nothing is added.
    await dialog()
      .getByLabel('Add images')
      .setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      })
    await dialog()
      .getByRole('alert')
      .filter({ hasText: 'notes.png: That file is not an image we can post' })
      .waitFor()
    await dialog()
      .getByLabel('Add images')
      .setInputFiles([testdata('pixel-64x48.png'), testdata('pixel-64x48.jpg')])
    await dialog()
      .getByRole('heading', { name: 'Images (2 of 4)' })
      .waitFor()
      .catch(async (e) => {
        await shot(page, 'images-debug')
        console.log('ALERT', await dialog().getByRole('alert').allTextContents())
        throw e
      })
    // Missing descriptions are pointed out until they are written.
    await dialog().getByText('2 images have no description').waitFor()
    await dialog().getByLabel('Description of image 1').fill('A red van at the port.')
    await dialog().getByLabel('Description of image 2').fill('Crates of feta on a pallet.')
    await dialog().getByLabel('Description of image 2').blur()
    await dialog()
      .getByText(/no description/)
      .waitFor({ state: 'detached' })
    await dialog().getByRole('button', { name: 'Move image 2 left' }).click()
    await dialog()
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Move image 1 left' }) })
      .locator('img[alt="Crates of feta on a pallet."]')
      .waitFor()
    expect(await dialog().getByLabel('Description of image 1').inputValue()).toBe(
      'Crates of feta on a pallet.',
    )
    // Due a few minutes ago, so it posts as soon as the scheduler runs.
    const past = await minutesAgo(page, 5)
    await dialog().getByRole('button', { name: 'Edit' }).click()
    await dialog().getByLabel('Date').fill(past.date)
    await dialog().getByLabel('Time').fill(past.time)
    await dialog().getByRole('button', { name: 'Save' }).click()
    await dialog().getByRole('button', { name: 'Edit' }).waitFor()
    await shot(page, 'images-in-details')
    await page.keyboard.press('Escape')
    await page.locator(`[data-tweet-id="${id}"] [data-testid=card-images] img`).nth(1).waitFor()
    await page.locator(`[data-tweet-id="${id}"]`).scrollIntoViewIfNeeded()
    await shot(page, 'images-on-card')

    // A quote card for another post, also due now.
    const other = singlePostCards(page).nth(1)
    const otherId = await other.getAttribute('data-tweet-id')
    await other.click()
    await dialog().getByRole('button', { name: 'Make a card' }).click()
    await dialog().getByRole('heading', { name: 'Images (1 of 4)' }).waitFor({ timeout: 20_000 })
    const cardAlt = await dialog().getByLabel('Description of image 1').inputValue()
    expect(cardAlt.length).toBeGreaterThan(10)
    await dialog().getByRole('button', { name: 'Edit' }).click()
    await dialog().getByLabel('Date').fill(past.date)
    await dialog().getByLabel('Time').fill(past.time)
    await dialog().getByRole('button', { name: 'Save' }).click()
    await dialog().getByRole('button', { name: 'Edit' }).waitFor()
    await shot(page, 'quote-card-in-details')
    await page.keyboard.press('Escape')
    expect(otherId).not.toBe(id)

    await page.getByRole('button', { name: 'Approve Marketing Plan' }).click()
    await page.waitForURL('**/user/dashboard')
    // The first run: X takes both posts but its answers are lost, so the scheduler cannot know.
    fake.setFaults({ timeoutAfterAcceptRate: 1 })
    await runSchedulerNow(page)
    await fake.waitForPosts((p) => p.accountId === 'e2e-images' && !!p.mediaIds?.length, 2)
    fake.setFaults({})
    // Each lost answer is followed by a look at the account, which finds the post: nothing is
    // uploaded or posted twice (a run after that has nothing left to send).
    await page.goto('/user/dashboard')
    await page.getByTestId('dashboard-counts').getByText('Posted', { exact: true }).waitFor()
    for (let i = 0; i < 50; i++) {
      const posted = Number(await page.getByTestId('dashboard-counts').locator('dd').nth(1).textContent())
      if (posted >= 2) break
      await Bun.sleep(300)
      await page.reload()
    }
    await runSchedulerNow(page)
    expect(fake.stats.injectedTimeouts).toBeGreaterThanOrEqual(2)
    const posts = fake.posts.filter((p) => p.accountId === 'e2e-images' && !!p.mediaIds?.length)
    expect(posts).toHaveLength(2)
    const uploaded = fake.media().filter((m) => m.accountId === 'e2e-images')
    // Each picture uploaded once, with its description, before the post that carries it.
    expect(uploaded.map((m) => m.alt).sort()).toEqual(
      ['Crates of feta on a pallet.', 'A red van at the port.', cardAlt].sort(),
    )
    const photos = posts.find((p) => p.mediaIds!.length === 2)!
    const pictures = photos.mediaIds!.map((mid) => uploaded.find((m) => m.id === mid)!)
    expect(pictures.map((m) => m.alt)).toEqual(['Crates of feta on a pallet.', 'A red van at the port.'])
    expect(pictures[0]!.bytes).toEqual(new Uint8Array(readFileSync(testdata('pixel-64x48.jpg'))))
    const quoteCard = uploaded.find((m) => m.alt === cardAlt)!
    expect(quoteCard.type).toBe('image/png')
    expect(posts.find((p) => p.mediaIds!.length === 1)!.mediaIds).toEqual([quoteCard.id])
  })
})
