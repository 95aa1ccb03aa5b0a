import { describe, expect, it } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fliteWav, wordAccuracy } from '../../server/testing/word-accuracy'
import { browserSuite, shot, signUp, uniqueEmail } from './harness'

// No fake anywhere: a founder's answer spoken by flite is Chromium's microphone, the server transcribes it
// with the local engine (ffmpeg → pocketsphinx), the offline engine answers, and festival speaks the reply.
const ANSWER = 'Our customers are family owned shops in the Midwest.'
const KEY_WORDS = ['customers', 'family', 'shops', 'midwest']
const dir = mkdtempSync(join(tmpdir(), 'chad-voice-local-'))
const answerWav = join(dir, 'answer.wav')
const micWav = join(dir, 'microphone.wav')

const suite = browserSuite({
  env: { OPENAI_API_KEY: '', SPEECH_PROVIDER: '' },
  browserArgs: [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${micWav}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
  prepare: async () => {
    // Half a second of quiet, the answer, then a long quiet: the fake microphone loops the file from the
    // moment the overlay opens it, so the recording starts just before the answer.
    const spoken = await fliteWav(ANSWER, answerWav)
    const pcm = spoken.subarray(44)
    const quiet = (seconds: number) => new Uint8Array(Math.round(seconds * 16_000) * 2)
    const body = new Uint8Array([...quiet(0.5), ...pcm, ...quiet(8)])
    const header = new Uint8Array(spoken.subarray(0, 44))
    const view = new DataView(header.buffer)
    view.setUint32(4, 36 + body.length, true)
    view.setUint32(40, body.length, true)
    writeFileSync(micWav, new Uint8Array([...header, ...body]))
  },
})

describe('live voice with local speech, no fakes', () => {
  it('hears the founder, lets them check the transcript, and speaks the offline engine’s reply', async () => {
    expect(suite.server.output()).toContain('speech provider: local (pocketsphinx, festival slt-hts)')
    const page = await suite.newPage({ width: 412, height: 860 })
    await page.context().grantPermissions(['microphone'])
    // Push-to-talk: hands-free (the default) has its own test, hands-free.e2e.ts.
    await page.addInitScript(() => localStorage.setItem('chad.voice.handsFree', 'false'))
    // Counts reply audio that actually started playing (decoded WAV, scheduled on the audio graph).
    await page.addInitScript(() => {
      const w = window as unknown as { __played: number[] }
      w.__played = []
      const start = AudioBufferSourceNode.prototype.start
      AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
        if (this.buffer) w.__played.push(this.buffer.duration)
        return start.apply(this, args)
      }
      // Listens to the microphone beside the recorder: has the answer been heard, and for how long has
      // it been quiet since (the end of the answer, as a voice-activity detector would tell it).
      const mic = { heard: false, quietMs: 0 }
      ;(window as unknown as { __mic: typeof mic }).__mic = mic
      const createSource = AudioContext.prototype.createMediaStreamSource
      AudioContext.prototype.createMediaStreamSource = function (stream) {
        const source = createSource.call(this, stream)
        const tap = this.createAnalyser()
        source.connect(tap)
        const samples = new Float32Array(tap.fftSize)
        let last = performance.now()
        setInterval(() => {
          tap.getFloatTimeDomainData(samples)
          const rms = Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length)
          const now = performance.now()
          if (rms > 0.02) {
            mic.heard = true
            mic.quietMs = 0
          } else if (mic.heard) mic.quietMs += now - last
          last = now
        }, 20)
        return source
      }
    })
    await signUp(page, 'Lena Local', uniqueEmail('voice-local'))
    await page.waitForURL(`${suite.url}/`)
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
    // Recording until the whole answer has played and the microphone has been quiet for a moment.
    await page.waitForFunction(
      () => {
        const mic = (window as unknown as { __mic: { heard: boolean; quietMs: number } }).__mic
        return mic.heard && mic.quietMs >= 800
      },
      undefined,
      { timeout: 30_000 },
    )
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
