import { describe, expect, it } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { startFakeOpenAi } from '../../server/testing/fake-openai'
import { encodeWav } from '../../shared/wav'
import { audioFramesSent, browserSuite, shot, signUp, uniqueEmail } from './harness'

// A spoken-like test signal: a 2-second warbling tone the fake microphone plays in a loop.
const dir = mkdtempSync(join(tmpdir(), 'chad-voice-'))
const wav = join(dir, 'speech.wav')
const rate = 16_000
const samples = new Float32Array(rate * 2)
for (let i = 0; i < samples.length; i++)
  samples[i] = 0.4 * Math.sin((2 * Math.PI * (220 + 80 * Math.sin(i / 800)) * i) / rate)
writeFileSync(wav, encodeWav(samples, rate))

const fake = startFakeOpenAi({
  reply: (r) =>
    r.messages.some((m) => m.content.includes('ovens'))
      ? 'Ovens, great. Who buys them? Tell me about one bakery.'
      : 'Hi! What are you building?',
  transcript: () => 'We build ovens for small bakeries.',
  tokenDelayMs: 5,
  speechDelayMs: 50,
})
const suite = browserSuite({
  env: {
    OPENAI_API_KEY: 'test',
    OPENAI_BASE_URL: fake.baseUrl,
    SPEECH_PROVIDER: 'openai',
  },
  browserArgs: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
  fakes: [fake],
})

/**
 * A reply's audio arrives over time, as from a real speech engine: its end (a text frame after the
 * audio frames) comes a moment later. Without it the audio and its end can reach the page in one
 * task, and React renders the overlay once, after Chad has already stopped speaking.
 */
async function replyAudioTakesTime(page: Page) {
  await page.routeWebSocket(/\/api\/ws\/voice-chat\//, (ws) => {
    const server = ws.connectToServer()
    let queue = Promise.resolve()
    let afterAudio = false
    server.onMessage((message) => {
      const wait = afterAudio && typeof message === 'string' ? 400 : 0
      afterAudio = typeof message !== 'string'
      queue = queue.then(() => Bun.sleep(wait)).then(() => ws.send(message))
    })
  })
}

describe('live voice interview', () => {
  it('records with Space, shows the transcript and the reply, plays it, and closes with Escape', async () => {
    const page = await suite.newPage()
    await page.context().grantPermissions(['microphone'])
    // Push-to-talk: hands-free (the default) has its own test, hands-free.e2e.ts.
    await page.addInitScript(() => localStorage.setItem('chad.voice.handsFree', 'false'))
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __statuses: string[] }).__statuses = seen
      new MutationObserver(() => {
        const status = document.querySelector('[data-status]')?.getAttribute('data-status')
        if (status && seen.at(-1) !== status) seen.push(status)
      }).observe(document, {
        subtree: true,
        attributes: true,
        childList: true,
        attributeFilter: ['data-status'],
      })
    })
    // A few slices of recorded audio (100 ms each) reach the server before recording stops.
    const recorded = audioFramesSent(page, 3)
    await replyAudioTakesTime(page)
    await signUp(page, 'Vera Voice', uniqueEmail('voice'))
    await page.waitForURL(`${suite.url}/`)
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()

    await page.getByRole('button', { name: 'Voice chat' }).click()
    const overlay = page.getByRole('dialog', { name: 'Voice chat' })
    await overlay.getByText('Press Space or tap the microphone to talk').waitFor()
    await shot(page, 'voice-overlay-ready')
    await page.keyboard.press('Space')
    await overlay.locator('[data-status="recording"]').waitFor()
    await recorded
    await shot(page, 'voice-overlay-recording')
    await page.keyboard.press('Space')

    await page.waitForFunction(
      () => (window as unknown as { __statuses: string[] }).__statuses.includes('receiving'),
      undefined,
      { timeout: 15_000 },
    )
    await overlay.locator('[data-status="ready"]').waitFor({ timeout: 15_000 })
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
    expect(statuses).toEqual(expect.arrayContaining(['ready', 'recording', 'processing', 'receiving']))
    expect(statuses.indexOf('processing')).toBeLessThan(statuses.indexOf('receiving'))
    expect(statuses.lastIndexOf('ready')).toBeGreaterThan(statuses.indexOf('receiving'))
    const heard = fake.requests.length
    expect(heard).toBeGreaterThan(0)

    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
    await page
      .locator('[data-testid=message][data-persona="2"]')
      .filter({ hasText: 'We build ovens for small bakeries.' })
      .waitFor()
    await page
      .locator('[data-testid=message][data-persona="1"]')
      .filter({ hasText: 'Who buys them?' })
      .waitFor()
    await shot(page, 'voice-transcript-in-chat')
    await page.context().close()
  })
})
