import { describe, expect, it } from 'bun:test'
import type { Page, WebSocketRoute } from 'playwright'
import { startFakeOpenAi } from '../../server/testing/fake-openai'
import { CLOSING_MESSAGE, MIN_ANSWERS_TO_FINISH } from '../../shared/interview'
import { browserSuite, chatIdle, shot, signUp, uniqueEmail } from './harness'

// An OpenAI-compatible model that never sends the end signal: it always has another question. Pillars
// and posts come from the fake's scripted model.
const questions = [
  "Hi! I'm Chad. What are you building, and for whom?",
  'Who was the first customer who really needed it?',
  'What did they do before they had it?',
  'What number shows it works?',
  'Tell me more: what happened next?',
]
const fake = startFakeOpenAi({
  reply: (r) =>
    questions[Math.min(r.messages.filter((m) => m.role === 'user').length, questions.length - 1)]!,
  model: {},
})
const suite = browserSuite({
  env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.baseUrl },
  fakes: [fake],
})

const answers = [
  'We build Crumb, an ordering app that lets neighbourhood bakeries take orders the night before.',
  'A bakery in Leeds that sold out by noon and still threw away a fifth of its bread every evening.',
  'They baked blind, guessed the numbers every morning, and binned what was left.',
  'Our first twenty bakeries cut their waste by a third in the first month.',
]

/** Signs up a new founder and opens their first interview; resolves once Chad's opening is in. */
async function startInterview(page: Page, name: string) {
  await signUp(page, name, uniqueEmail('finisher'))
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await page.goto('/start-session')
  await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
  await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
  await chatIdle(page)
}

/** Answers Chad's next `n` questions, each time waiting for his reply. */
async function answer(page: Page, n: number, from = 0) {
  const box = page.getByPlaceholder('Type your message...')
  const assistant = page.locator('[data-testid=message][data-persona="1"]')
  for (let i = from; i < from + n; i++) {
    await box.fill(answers[i]!)
    await box.press('Enter')
    await assistant.nth(i + 1).waitFor()
    await chatIdle(page)
  }
}

const finishButton = (page: Page) => page.getByRole('button', { name: 'Finish interview' })

/** The HTTP finish calls the page makes (the realtime channel's finish is a WebSocket message instead). */
function httpFinishes(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (/\/api\/conversations\/[^/]+\/finish$/.test(request.url())) calls.push(request.method())
  })
  return calls
}

/** The interview has ended as after Chad's own end signal: his closing message, the plan panel, no input. */
async function expectEnded(page: Page) {
  await page.getByText('Ready to create your marketing plan!').waitFor()
  await page.getByText(CLOSING_MESSAGE).waitFor()
  expect(await page.getByRole('button', { name: 'Interview Complete' }).isDisabled()).toBe(true)
  expect(await page.getByPlaceholder('Type your message...').isDisabled()).toBe(true)
  expect(await finishButton(page).count()).toBe(0)
  expect(await page.getByText('<signals>').count()).toBe(0)
}

describe('finishing the interview with a model that never ends it', () => {
  it('appears after a few answers; clicking it ends the interview and the plan is generated (desktop)', async () => {
    const page = await suite.newPage()
    const overHttp = httpFinishes(page)
    await startInterview(page, 'Ada Finisher')
    // Not before the founder has said enough.
    await answer(page, MIN_ANSWERS_TO_FINISH - 1)
    expect(await finishButton(page).count()).toBe(0)
    await answer(page, 1, MIN_ANSWERS_TO_FINISH - 1)
    await finishButton(page).waitFor()
    await shot(page, 'finish-interview-offered')

    await finishButton(page).click()
    await expectEnded(page)
    expect(overHttp).toEqual([]) // the live channel carried it
    await shot(page, 'finish-interview-ended')

    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    const pillars = page.getByTestId('pillar')
    expect(await pillars.count()).toBeGreaterThanOrEqual(3)
    for (const i of [0, 1, 2]) await pillars.nth(i).click()
    await page.getByRole('button', { name: 'Continue to Tweet Calendar (3/3 selected)' }).click()
    await page.getByRole('heading', { name: 'Tweet Calendar' }).waitFor()
    await page.getByTestId('tweet-card').first().waitFor()
    await page.context().close()
  })

  it('works from the keyboard on a phone', async () => {
    const page = await suite.newPage({ width: 390, height: 740 })
    await startInterview(page, 'Sam Phone')
    await answer(page, MIN_ANSWERS_TO_FINISH)
    const finish = finishButton(page)
    await finish.waitFor()
    // The bar fits the phone: the button is whole and on screen, above the message box.
    const box = (await finish.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const composer = (await page.getByPlaceholder('Type your message...').boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(composer.y)
    await shot(page, 'finish-interview-phone-offered')

    // From the message box, Shift+Tab reaches it; Enter finishes.
    await page.getByPlaceholder('Type your message...').focus()
    await page.keyboard.press('Shift+Tab')
    expect(await finish.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expectEnded(page)
    const generate = page.getByRole('button', { name: 'Generate Marketing Plan' })
    await generate.focus()
    await shot(page, 'finish-interview-phone-ended')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    await page.context().close()
  })

  it('finishes over HTTP while the live connection is down', async () => {
    const page = await suite.newPage()
    const overHttp = httpFinishes(page)
    // The live channel goes through a route the test can cut: once cut, every reconnect is refused.
    let cut = false
    const sockets: WebSocketRoute[] = []
    await page.routeWebSocket(/\/api\/ws\/voice-chat\//, (ws) => {
      if (cut) return ws.close({ code: 4000, reason: 'offline' })
      ws.connectToServer()
      sockets.push(ws)
    })
    await startInterview(page, 'Kim Offline')
    await answer(page, MIN_ANSWERS_TO_FINISH)
    cut = true
    for (const ws of sockets) await ws.close({ code: 4000, reason: 'offline' })
    await page.getByText('Connection lost. Reconnecting...').waitFor()

    await finishButton(page).click()
    await expectEnded(page)
    expect(overHttp).toEqual(['POST'])
    await page.getByRole('button', { name: 'Generate Marketing Plan' }).click()
    await page.getByRole('heading', { name: 'Select Your Narrative Pillars' }).waitFor()
    await page.context().close()
  })

  it('shows the server’s reason when finishing is refused, and the interview goes on', async () => {
    const page = await suite.newPage()
    await startInterview(page, 'Lee Early')
    await answer(page, MIN_ANSWERS_TO_FINISH)
    // Another tab deleted two answers meanwhile (the admin console can): the server has the last word.
    const conversation = page.url().split('/').at(-1)!
    const refused = await page.evaluate(async (sessionId) => {
      const session = await (await fetch(`/api/marketing-sessions/${sessionId}`)).json()
      const c = await (await fetch(`/api/conversations/${session.conversation_id}`)).json()
      const mine = c.messages.filter((m: { persona: number }) => m.persona === 2).slice(0, 2)
      for (const m of mine)
        await fetch(`/api/conversations/${session.conversation_id}/messages/${m.id}`, { method: 'DELETE' })
      return mine.length
    }, conversation)
    expect(refused).toBe(2)
    await finishButton(page).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Answer at least 3 questions before finishing the interview (1 so far)' })
      .waitFor()
    expect(await page.getByText('Ready to create your marketing plan!').count()).toBe(0)
    expect(await finishButton(page).isEnabled()).toBe(true)
    await shot(page, 'finish-interview-refused')
    await page.context().close()
  })
})
