// Issue #24 as the founder sees it: each post's details quote the interview it was written from
// ("From your interview"), and the plan shows how the posts will sound. The posts come from the fake
// OpenAI-compatible model (the real SDK path), which cites one of the founder's sentences per post.
import { beforeAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { sampleInterview } from '../../server/admin/seed/content'
import { startFakeOpenAi } from '../../server/testing/fake-openai'
import { seriousViolations } from './axe'
import { ADMIN, browserSuite, calendarDrawn, call, logIn, screenshotDir, shot } from './harness'

const fake = startFakeOpenAi({
  model: {},
  reply: () => "Hi! I'm Chad. What are you building, and who is it for?",
})
const suite = browserSuite({
  env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.baseUrl },
  fakes: [fake],
})

const founderAnswers = sampleInterview.filter((l) => l.persona_number === 2).map((l) => l.content)
/** Said in the sample when Chad asks what the posts must never sound like: a tone rule. */
const TONE_RULE = 'Just real stories from real front desks.'

let page: Page
let sessionUrl: string
beforeAll(async () => {
  page = await suite.newPage()
  await page.goto('/start-session')
  await page.getByRole('tab', { name: 'Login' }).click()
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
  sessionUrl = page.url()
  await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
  await page.getByRole('button', { name: 'Skip to sample conversation' }).click()
  await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
  await page.getByTestId('pillar').first().waitFor()
})

type Post = { id: string; content: string; scheduled_time: string; pillar_id: string; sources: string[] }
/** The session's posts as the API gives them, by time. */
const postsOf = async (): Promise<Post[]> =>
  (await call(page, 'GET', `/api/marketing-sessions/${sessionUrl.split('/').pop()}`)).body.scheduled_tweets
/** The card of the first post that quotes the interview (a post may have no source). */
const cardWithSources = async () =>
  page.locator(`[data-tweet-id="${(await postsOf()).find((p) => p.sources.length > 0)!.id}"]`)

/** The excerpts shown in the open post's details. */
const excerpts = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByTestId('tweet-source').evaluateAll((quotes) => quotes.map((q) => q.textContent ?? ''))
/** An excerpt as shown (“…”) is word for word part of one of the founder's answers. */
const fromTheInterview = (shown: string) =>
  founderAnswers.some((a) => a.includes(shown.replace(/^“|”$/g, '')))

describe('how the posts will sound', () => {
  it('shows the founder’s tone rules where the pillars are chosen', async () => {
    const panel = page.getByRole('region', { name: 'How your posts will sound' })
    await panel.waitFor()
    expect(await panel.getByRole('listitem').allTextContents()).toContain(TONE_RULE)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'tone-panel-pillars-desktop')
  })

  it('shows them above the calendar too', async () => {
    for (const i of [0, 1, 2]) await page.getByTestId('pillar').nth(i).click()
    await page.getByRole('button', { name: /^Continue to Tweet Calendar/ }).click()
    await calendarDrawn(page)
    const panel = page.getByRole('region', { name: 'How your posts will sound' })
    await panel.getByText(TONE_RULE).waitFor()
    await shot(page, 'tone-panel-calendar-desktop')
  })
})

describe('where a post came from', () => {
  it('quotes the founder’s own words in the post’s details', async () => {
    await (await cardWithSources()).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'From your interview' }).waitFor()
    const shown = await excerpts(dialog)
    expect(shown.length).toBeGreaterThan(0)
    for (const excerpt of shown) expect(fromTheInterview(excerpt)).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'tweet-sources-desktop')
    await page.keyboard.press('Escape')
  })

  it('reads on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    try {
      await page.reload()
      // Folded on a phone, so the days come first; one tap opens it.
      const panel = page.getByRole('region', { name: 'How your posts will sound' })
      await panel.waitFor()
      expect(await panel.getByRole('listitem').first().isVisible()).toBe(false)
      await panel.getByText('How your posts will sound').click()
      await panel.getByText(TONE_RULE).waitFor()
      await shot(page, 'tone-panel-calendar-phone')
      await (await cardWithSources()).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: 'From your interview' }).scrollIntoViewIfNeeded()
      const shown = await excerpts(dialog)
      expect(shown.length).toBeGreaterThan(0)
      for (const excerpt of shown) expect(fromTheInterview(excerpt)).toBe(true)
      // Nothing runs off the side of the phone.
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)
      await page.screenshot({ path: join(screenshotDir, 'tweet-sources-phone.png') })
      await page.keyboard.press('Escape')
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 })
    }
  })

  it('shows nothing for a post without sources, and keeps them through a schedule sent back', async () => {
    const id = sessionUrl.split('/').pop()!
    // The schedule sent back as it was read, but the first post without its sources.
    const posts = await postsOf()
    const replaced = await call(page, 'PUT', `/api/marketing-sessions/${id}/tweet-schedule`, {
      scheduled_tweets: posts.map((p, i) => ({
        content: p.content,
        scheduled_time: p.scheduled_time,
        pillar_id: p.pillar_id,
        sources: i === 0 ? [] : p.sources,
      })),
    })
    expect(replaced.status).toBe(200)
    const after = (replaced.body.scheduled_tweets as Post[]).sort(
      (a, b) => Date.parse(a.scheduled_time) - Date.parse(b.scheduled_time),
    )
    expect(after.map((p) => p.sources)).toEqual(posts.map((p, i) => (i === 0 ? [] : p.sources)))

    await page.reload()
    await calendarDrawn(page)
    await page.locator(`[data-tweet-id="${after[0]!.id}"]`).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('1 of').waitFor()
    expect(await dialog.getByText('From your interview').count()).toBe(0)
    // The next post that has sources shows them, as sent back.
    const next = after.findIndex((p, i) => i > 0 && p.sources.length > 0)
    for (let i = 0; i < next; i++) await dialog.getByRole('button', { name: 'Next tweet' }).click()
    await dialog.getByText(`${next + 1} of`).waitFor()
    await dialog.getByRole('heading', { name: 'From your interview' }).waitFor()
    expect(await excerpts(dialog)).toEqual(after[next]!.sources.map((s) => `“${s}”`))
  })
})
