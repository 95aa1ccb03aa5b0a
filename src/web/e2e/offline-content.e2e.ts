// A new user's interview on the offline engine, read as the founder would: Chad asks each topic once
// and quotes whole phrases, the pillars have readable titles, and the calendar's posts read well and
// reach the second week.
import { describe, expect, it } from 'bun:test'
import type { Page } from 'playwright'
import { mostSharedOpening, secondWeekShare } from '../../shared/content-rubric-plan'
import {
  founderVocabulary,
  hasBrokenJoin,
  hasMetaOrFiller,
  isCutMidSentence,
  isGrounded,
  titleFault,
} from '../../shared/content-rubric-posts'
import { properNames } from '../../shared/content-rubric-text'
import { browserSuite, chatIdle, shot, signUp, uniqueEmail } from './harness'

const suite = browserSuite()

/** A founder outside the US, with figures in euros and kilometres, answering whatever Chad asks. */
const answersByTopic: [RegExp, string][] = [
  [
    /what are you building/i,
    'We build Velora, cargo-bike rental for bakeries and florists in Lyon and Porto. Shops rent a bike by the month and we service it on their doorstep.',
  ],
  [
    /stuck with before/i,
    'Vans are the problem. A florist in Porto told me she spent 40 minutes a day looking for parking, and the fines cost her €2,400 last year.',
  ],
  [
    /moment this started/i,
    'I delivered bread by bike for my uncle Joaquim in 2019 when his van broke down. We were faster than the van for every order under four kilometres.',
  ],
  [
    /right after that/i,
    'That winter I bought two cargo bikes with my savings and rented them to the bakery next door.',
  ],
  [/best number/i, 'Our first 60 shops cut delivery costs by 38% and not one of them went back to a van.'],
  [/what did that change/i, 'For the florist in Porto it meant no parking fines at all this year.'],
  [
    /exact words|word for word/i,
    'A baker in Lyon told me "I deliver before the van would have found a space."',
  ],
  [
    /finish this sentence/i,
    'Most people in city logistics believe electric vans are the answer, but most shop deliveries are too short for any van.',
  ],
  [
    /working on right now/i,
    'Right now we are testing a second bike size for flower buckets, with six florists in Porto.',
  ],
  [/next two weeks/i, 'I want 200 shop owners in Lyon to book a test ride this spring.'],
  [/how do you want to sound/i, 'Friendly and concrete. No hashtags.'],
]

async function interview(page: Page) {
  const assistant = page.locator('[data-testid=message][data-persona="1"]')
  const box = page.getByPlaceholder('Type your message...')
  const asked: string[] = []
  for (let turn = 0; turn < 16; turn++) {
    await assistant.nth(turn).waitFor()
    await chatIdle(page)
    const message = (await assistant.nth(turn).textContent()) ?? ''
    asked.push(message)
    if (/ready to be created/.test(message)) break
    const answer = answersByTopic.find(([pattern]) => pattern.test(message))?.[1]
    if (!answer) throw new Error(`no answer scripted for: ${message}`)
    await box.fill(answer)
    await box.press('Enter')
  }
  await page.getByText('Ready to create your marketing plan!').waitFor()
  return { asked }
}

type SessionDto = {
  narrative_pillars: { id: string; title: string; description: string | null; selected?: boolean }[]
  scheduled_tweets: { content: string; scheduled_time: string; pillar_id: string | null }[]
}

describe('offline content a founder would post', () => {
  it('interview → pillars → calendar with readable titles and posts over both weeks', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Inês Duarte', uniqueEmail('ines'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    const sessionId = page.url().split('/').at(-1)!

    const { asked } = await interview(page)
    await shot(page, 'offline-content-interview')
    // Chad never cuts a quote mid-phrase and never asks for a topic twice.
    for (const q of asked)
      for (const [, quoted] of q.matchAll(/“([^”]+)”/g)) expect(quoted).not.toContain('…')
    const topics = asked
      .map((q) => answersByTopic.findIndex(([pattern]) => pattern.test(q)))
      .filter((i) => i >= 0)
    expect(new Set(topics).size).toBe(topics.length)
    // Its closing message names themes that become pillars.
    const closing = asked.at(-1)!

    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    await shot(page, 'offline-content-pillars')
    const pillarCards = page.getByTestId('pillar')
    const count = await pillarCards.count()
    expect(count).toBeGreaterThanOrEqual(3)
    expect(count).toBeLessThanOrEqual(7)
    const answers = answersByTopic.map(([, a]) => a)
    const names = properNames(answers)
    const session = async () =>
      (await page.evaluate(
        async (id) => (await fetch(`/api/marketing-sessions/${id}`, { credentials: 'include' })).json(),
        sessionId,
      )) as SessionDto
    const { narrative_pillars } = await session()
    for (const p of narrative_pillars) {
      expect({ title: p.title, fault: titleFault(p.title, names) }).toEqual({ title: p.title, fault: null })
      // What the user reads on the card is the title and its grounded description.
      expect(await page.getByText(p.title, { exact: true }).count()).toBe(1)
      expect(p.description).toMatch(/[.!?]$/)
    }
    const themes = [...closing.matchAll(/“([^”]+)”/g)].map((m) => m[1]!)
    expect(themes.length).toBeGreaterThan(0)
    for (const theme of themes) expect(narrative_pillars.map((p) => p.title)).toContain(theme)

    for (const i of [0, 1, 2]) await pillarCards.nth(i).click()
    const planStart = new Date()
    await page.getByRole('button', { name: 'Continue to Tweet Calendar (3/3 selected)' }).click()
    await page.getByRole('heading', { name: 'Tweet Calendar' }).waitFor()
    const cards = page.getByTestId('tweet-card')
    await cards.first().waitFor()
    await shot(page, 'offline-content-calendar')

    const { scheduled_tweets } = await session()
    expect(await cards.count()).toBe(scheduled_tweets.length)
    expect(scheduled_tweets.length).toBeGreaterThanOrEqual(5)
    const vocabulary = founderVocabulary(answers)
    for (const t of scheduled_tweets) {
      expect(t.content.length).toBeLessThanOrEqual(280)
      expect({ post: t.content, meta: hasMetaOrFiller(t.content) }).toEqual({ post: t.content, meta: false })
      expect(hasBrokenJoin(t.content) || isCutMidSentence(t.content)).toBe(false)
      expect({ post: t.content, grounded: isGrounded(t.content, vocabulary) }).toEqual({
        post: t.content,
        grounded: true,
      })
    }
    expect(mostSharedOpening(scheduled_tweets.map((t) => t.content)).share).toBeLessThanOrEqual(0.25)
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(secondWeekShare(scheduled_tweets, planStart, timeZone)).toBeGreaterThanOrEqual(1 / 3)

    // The detail modal shows a whole post, its pillar, and the founder's own answer it came from.
    await cards.first().click()
    await page.getByRole('heading', { name: 'Tweet Details' }).waitFor()
    await page.getByText('From your interview').waitFor()
    const shown = (await page.getByRole('dialog').textContent()) ?? ''
    expect(answers.some((a) => shown.includes(a))).toBe(true)
    await shot(page, 'offline-content-tweet-detail')
    await page.keyboard.press('Escape')

    // On a phone the calendar still shows the posts.
    await page.setViewportSize({ width: 390, height: 844 })
    await shot(page, 'offline-content-calendar-phone')
    await page.context().close()
  })
})
