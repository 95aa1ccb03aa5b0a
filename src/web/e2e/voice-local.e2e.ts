import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright'
import { fliteWav, wordAccuracy } from '../../server/testing/word-accuracy'
import { launchBrowser, newPage, shot, signUp, startServer, uniqueEmail } from './harness'

// No fake anywhere: a founder's answer spoken by flite is Chromium's microphone, the server transcribes it
// with the local engine (ffmpeg → pocketsphinx), the offline engine answers, and festival speaks the reply.
const ANSWER = 'Our customers are family owned shops in the Midwest.'
const KEY_WORDS = ['customers', 'family', 'shops', 'midwest']
const dir = mkdtempSync(join(tmpdir(), 'chad-voice-local-'))
const answerWav = join(dir, 'answer.wav')
const micWav = join(dir, 'microphone.wav')
let answerSeconds = 0

let server: Awaited<ReturnType<typeof startServer>>
let browser: Browser

beforeAll(async () => {
  // Half a second of quiet, the answer, then a long quiet: the fake microphone loops the file from the
  // moment the overlay opens it, so the recording starts just before the answer.
  const spoken = await fliteWav(ANSWER, answerWav)
  const pcm = spoken.subarray(44)
  answerSeconds = pcm.length / 2 / 16_000
  const quiet = (seconds: number) => new Uint8Array(Math.round(seconds * 16_000) * 2)
  const body = new Uint8Array([...quiet(0.5), ...pcm, ...quiet(8)])
  const header = new Uint8Array(spoken.subarray(0, 44))
  const view = new DataView(header.buffer)
  view.setUint32(4, 36 + body.length, true)
  view.setUint32(40, body.length, true)
  writeFileSync(micWav, new Uint8Array([...header, ...body]))

  server = await startServer({ OPENAI_API_KEY: '', SPEECH_PROVIDER: '' })
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${micWav}`,
    '--autoplay-policy=no-user-gesture-required',
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('live voice with local speech, no fakes', () => {
  it('hears the founder, lets them check the transcript, and speaks the offline engine’s reply', async () => {
    expect(server.output()).toContain('speech provider: local (pocketsphinx, festival slt-hts)')
    const page = await newPage(browser, server.url, { width: 412, height: 860 })
    await page.context().grantPermissions(['microphone'])
    // Counts reply audio that actually started playing (decoded WAV, scheduled on the audio graph).
    await page.addInitScript(() => {
      const w = window as unknown as { __played: number[] }
      w.__played = []
      const start = AudioBufferSourceNode.prototype.start
      AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
        if (this.buffer) w.__played.push(this.buffer.duration)
        return start.apply(this, args)
      }
    })
    await signUp(page, 'Lena Local', uniqueEmail('voice-local'))
    await page.waitForURL(`${server.url}/`)
    await page.goto('/start-session')
    await page.waitForURL(/\/marketing-sessions\/[0-9a-f-]{36}$/)
    await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()

    await page.getByRole('button', { name: 'Voice chat' }).click()
    const overlay = page.getByRole('dialog', { name: 'Voice chat' })
    await overlay.getByText('Local speech: accuracy is lower than a cloud model').waitFor()
    await overlay.getByLabel('Always let me check the transcript before sending').check()
    await shot(page, 'voice-local-ready')

    // The checkbox has the focus (Space would tick it): the microphone button records.
    await overlay.getByRole('button', { name: 'Start recording' }).click()
    await overlay.locator('[data-status="recording"]').waitFor()
    await page.waitForTimeout((0.5 + answerSeconds + 0.8) * 1000)
    await overlay.getByRole('button', { name: 'Stop recording' }).click()

    const transcript = overlay.getByRole('textbox')
    await transcript.waitFor({ timeout: 60_000 })
    const heard = await transcript.inputValue()
    await shot(page, 'voice-local-review')
    expect(wordAccuracy(ANSWER, heard)).toBeGreaterThanOrEqual(0.8)
    for (const word of KEY_WORDS) expect(heard.toLowerCase()).toContain(word)

    await overlay.getByRole('button', { name: 'Send' }).click()
    await page.waitForFunction(
      () => (window as unknown as { __played: number[] }).__played.length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    )
    await overlay.locator('[data-status="ready"]').waitFor({ timeout: 60_000 })
    const played = await page.evaluate(() => (window as unknown as { __played: number[] }).__played)
    expect(played.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.5)
    await shot(page, 'voice-local-replied')

    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
    await page.locator('[data-testid=message][data-persona="2"]').filter({ hasText: heard }).waitFor()
    expect(await page.locator('[data-testid=message][data-persona="1"]').count()).toBeGreaterThanOrEqual(2)
    await shot(page, 'voice-local-chat')
    await page.context().close()
  })
})
