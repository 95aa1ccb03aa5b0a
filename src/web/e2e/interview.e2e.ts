import { describe, expect, it } from 'bun:test'
import { ADMIN, browserSuite, chatIdle, logIn, shot, signUp, uniqueEmail } from './harness'

const suite = browserSuite()

// One answer to each question Chad asks on the offline engine, follow-ups included.
const answers = [
  'We build Crumb, an ordering app that lets neighbourhood bakeries take orders the night before.',
  'They bake blind: a fifth of the bread goes in the bin, and regulars leave disappointed.',
  'My aunt ran a bakery in Leeds and I watched her bin loaves for years.',
  'One evening in 2021 I wrote the first order form on a napkin, and she used it the next morning.',
  'Our first 20 bakeries cut their waste by a third in the first month.',
  'For my aunt it meant going home at six instead of nine.',
  'One owner told me "I finally go home with empty shelves."',
  'Most people in baking believe you should bake more, but bakeries should sell less, baked to order.',
  'Right now we are building pre-orders by text message, and it ships to ten bakeries next month.',
  'I want fifty bakery owners to try Crumb before Christmas.',
  'Warm and plain, no hashtags.',
]

describe('the interview becomes a plan', () => {
  it('a new user signs up, chats with Chad to the end, picks 3 pillars and gets a schedule', async () => {
    const page = await suite.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Start Your First Session' }).click()
    // Sign-in is required and defaults to the signup view.
    await page.waitForURL('**/auth?redirect=%2Fstart-session&view=signup')
    await page.getByLabel('Name').fill('Ada Baker')
    await page.getByLabel('Email').fill(uniqueEmail('founder'))
    await page.getByLabel('Password', { exact: true }).fill('password123')
    await page.getByLabel('Confirm Password').fill('password123')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)

    // Chad opens the interview.
    const assistant = page.locator('[data-testid=message][data-persona="1"]')
    await assistant.first().waitFor()
    await chatIdle(page)
    expect(await assistant.first().textContent()).toContain("Hi Ada Baker! I'm Chad.")
    await shot(page, 'interview-opening')

    const box = page.getByPlaceholder('Type your message...')
    // Chad skips topics an answer already covered, so the interview may end before every answer is used.
    for (const [i, answer] of answers.entries()) {
      await chatIdle(page)
      if (/ready to be created/.test((await assistant.nth(i).textContent()) ?? '')) break
      await box.fill(answer)
      await box.press('Enter')
      await assistant.nth(i + 1).waitFor()
    }
    await page.getByText('Ready to create your marketing plan!').waitFor()
    expect(await page.getByRole('button', { name: 'Interview Complete' }).isDisabled()).toBe(true)
    expect(await page.getByText('<signals>').count()).toBe(0)
    // Chad's closing message is in view above the panel (the list followed the reader to the bottom).
    await page.waitForFunction(() => {
      const list = document.querySelector('[data-testid=message-list]')!
      const last = [...list.querySelectorAll('[data-testid=message]')].at(-1)!
      return last.getBoundingClientRect().bottom <= list.getBoundingClientRect().bottom + 1
    })
    await shot(page, 'interview-complete')

    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    await shot(page, 'pillars')
    const pillars = page.getByTestId('pillar')
    expect(await pillars.count()).toBeGreaterThanOrEqual(3)
    const button = page.getByRole('button', { name: /^Continue to Tweet Calendar/ })
    expect(await button.textContent()).toBe('Continue to Tweet Calendar (0/3 selected)')
    expect(await button.isDisabled()).toBe(true)
    for (const i of [0, 1, 2]) await pillars.nth(i).click()
    expect(await button.textContent()).toBe('Continue to Tweet Calendar (3/3 selected)')
    if ((await pillars.count()) > 3) expect(await pillars.nth(3).isDisabled()).toBe(true)
    // Deselect and reselect keeps the count honest.
    await pillars.nth(2).click()
    expect(await button.textContent()).toBe('Continue to Tweet Calendar (2/3 selected)')
    await pillars.nth(2).click()
    await button.click()

    await page.getByRole('heading', { name: 'Tweet Calendar' }).waitFor()
    const cards = page.getByTestId('tweet-card')
    await cards.first().waitFor()
    expect(await cards.count()).toBeGreaterThanOrEqual(5)
    expect(await page.getByText(/^\d+ tweets scheduled over 2 weeks$/).count()).toBe(1)
    await shot(page, 'calendar-generated')
    await page.context().close()
  })

  it('follows the chat for a reader at the bottom and leaves one who scrolled up where they are', async () => {
    // A phone: the list scrolls after a few messages.
    const page = await suite.newPage({ width: 390, height: 700 })
    await signUp(page, 'Sam Reader', uniqueEmail('reader'))
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    const list = page.getByTestId('message-list')
    const box = page.getByPlaceholder('Type your message...')
    const assistant = page.locator('[data-testid=message][data-persona="1"]')
    // Followed: the list reaches its bottom (a change of size is followed before the next paint, and the
    // closing reply's panel may appear just after the reply).
    const followed = () =>
      page.waitForFunction(() => {
        const el = document.querySelector('[data-testid=message-list]')!
        return el.scrollHeight - el.scrollTop - el.clientHeight <= 1
      })
    // The reader scrolls with the mouse wheel, and the scroll has landed before they type.
    const wheelTo = async (top: 'top' | 'bottom') => {
      await list.hover()
      await page.mouse.wheel(0, top === 'top' ? -100_000 : 100_000)
      await page.waitForFunction((to) => {
        const el = document.querySelector('[data-testid=message-list]')!
        return to === 'top' ? el.scrollTop === 0 : el.scrollHeight - el.scrollTop - el.clientHeight <= 1
      }, top)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    }
    let sent = 0
    const answerNext = async () => {
      await box.fill(answers[sent]!)
      await box.press('Enter')
      sent += 1
      await assistant.nth(sent).waitFor()
      await chatIdle(page)
    }
    await assistant.first().waitFor()
    await chatIdle(page)
    while (await list.evaluate((el) => el.scrollHeight < el.clientHeight + 300)) await answerNext()
    await followed()

    // The reader scrolls back up to reread: the next reply does not pull them down.
    await wheelTo('top')
    await answerNext()
    expect(await list.evaluate((el) => el.scrollTop)).toBe(0)

    // Back at the bottom, the chat is followed again.
    await wheelTo('bottom')
    await answerNext()
    await followed()
    await shot(page, 'interview-phone-followed')
  })

  it('an admin fills the sample interview with the shortcut', async () => {
    const page = await suite.newPage()
    await page.goto('/start-session')
    await page.getByRole('tab', { name: 'Login' }).click()
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
    await page.getByRole('button', { name: 'Skip to sample conversation' }).click()
    await page.getByText('Ready to create your marketing plan!').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=message]').length >= 25)
    await page.getByText('sticky-note waitlist', { exact: false }).first().waitFor()
    await shot(page, 'interview-sample-filled')
    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    await page.context().close()
  })

  it('the session dialog lists, deletes and starts sessions', async () => {
    const page = await suite.newPage()
    await signUp(page, 'Dialog User', uniqueEmail('dialog'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    const first = page.url()
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()

    await page.goto('/start-session')
    await page.getByRole('heading', { name: 'Continue Your Session' }).waitFor()
    expect(await page.getByTestId('session-item').count()).toBe(1)
    expect(await page.getByTestId('session-item').first().textContent()).toContain('Initial Chat')
    await shot(page, 'session-dialog')
    await page.getByRole('button', { name: 'Start New Session' }).click()
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    expect(page.url()).not.toBe(first)

    await page.goto('/start-session')
    await page.getByRole('heading', { name: 'Continue Your Session' }).waitFor()
    expect(await page.getByTestId('session-item').count()).toBe(2)
    await page.getByRole('button', { name: 'Delete session' }).first().click()
    await page.getByText('Delete this marketing session?').waitFor()
    await page.getByRole('dialog', { name: 'Delete session' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Delete this marketing session?').waitFor({ state: 'detached' })
    expect(await page.getByTestId('session-item').count()).toBe(1)
    await page.getByTestId('session-item').first().getByRole('button').first().click()
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.goto('/start-session')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.waitForURL(`${suite.url}/`)
    await page.context().close()
  })
})
