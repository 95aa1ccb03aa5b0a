import { afterEach, describe, expect, it } from 'bun:test'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, WebSocketRoute } from 'playwright'
import { startFakeOpenAi } from '../../server/testing/fake-openai'
import { fliteWav } from '../../server/testing/word-accuracy'
import { STILL_THERE_PROMPT } from '../../shared/realtime/protocol'
import { errorCaptions } from '../features/voice/overlay-state'
import { IDLE_MS } from '../features/voice/turn-taking'
import {
  browserSuite,
  call,
  launchBrowser,
  newPage,
  shot,
  signUp,
  takeCspViolations,
  uniqueEmail,
} from './harness'

// Chromium's fake microphone plays a recorded founder: two sentences with a pause between them, a
// short "mm" while Chad answers, then a longer sentence over Chad's reply. The detector (Silero VAD,
// served by our server) decides where speech starts and ends; the fake OpenAI transcribes each pause's
// audio and speaks each sentence of the reply as a 3-second tone.
const SAID = [
  'We build ovens for small bakeries.',
  'Most of them are family owned.',
  'Sorry, one more thing about the ovens.',
]
// The recovery test's founder (a browser of its own): an answer in two sentences, then only quiet, so
// nothing said later can join it however long the connection takes to come back.
const SAID_OFFLINE = ['We repair bikes for couriers.', 'Most of them ride all day.']
const REPLY_OFFLINE = 'Bikes, great. Who pays for the repairs?'
const REPLY =
  'Ovens for bakeries, great. Who buys them first? Tell me about one bakery you work with. What changed for them after the first month?'
/** Chad's answer to what was said over him: short, so the test does not wait out another long reply. */
const AFTER = 'Of course, go on about the ovens.'
const dir = mkdtempSync(join(tmpdir(), 'chad-hands-free-'))
const micWav = join(dir, 'microphone.wav')
const offlineMicWav = join(dir, 'microphone-offline.wav')

// Each test sets what its founder says: the microphone file plays from its start for each page.
let saying: string[] = []
let heardCount = 0
const fake = startFakeOpenAi({
  reply: (r) => {
    const said = r.messages.map((m) => m.content).join(' ')
    if (said.includes(SAID[2]!)) return AFTER
    if (said.includes('bikes')) return REPLY_OFFLINE
    return said.includes('ovens') ? REPLY : 'Hi! What are you building?'
  },
  // Each stretch of speech is one transcription, in the order spoken.
  transcript: () => saying[heardCount++] ?? '',
  tokenDelayMs: 5,
  speechMs: 3000,
})

/** 16 kHz mono PCM of a flite sentence, without its WAV header. */
const spoken = async (text: string, voice?: string) =>
  (await fliteWav(text, join(dir, `${text.length}.wav`), voice)).subarray(44)
const quiet = (seconds: number) => new Uint8Array(Math.round(seconds * 16_000) * 2)

/** A WAV file of the parts in a row (the header of flite's own files, sizes put right). */
async function writeMicrophone(path: string, parts: Uint8Array[]) {
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    body.set(p, at)
    at += p.length
  }
  const header = new Uint8Array((await Bun.file(join(dir, `${SAID[0]!.length}.wav`)).bytes()).subarray(0, 44))
  const view = new DataView(header.buffer)
  view.setUint32(4, 36 + body.length, true)
  view.setUint32(40, body.length, true)
  writeFileSync(path, new Uint8Array([...header, ...body]))
}
const fakeMicrophone = (path: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${path}%noloop`,
  '--autoplay-policy=no-user-gesture-required',
]

const suite = browserSuite({
  env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.baseUrl, SPEECH_PROVIDER: 'openai' },
  browserArgs: fakeMicrophone(micWav),
  fakes: [fake],
  prepare: async () => {
    // 0.3 s of the voiced middle of flite's "Mm." (it starts 0.22 s in): heard, yet shorter than a turn.
    const mm = (await spoken('Mm.', 'slt')).subarray(0.22 * 32_000, (0.22 + 0.3) * 32_000)
    await writeMicrophone(micWav, [
      quiet(4), // the detector's model loads while the microphone already plays
      await spoken(SAID[0]!),
      // A pause in the middle of the answer (about a second with flite's own quiet at both ends): one turn.
      quiet(0.6),
      await spoken(SAID[1]!),
      // The turn is sent and Chad starts answering: about 2 s after the sentence, up to 4 s on a busy
      // machine (the recovery test reconnects first); a sound before it would join the turn.
      quiet(6),
      mm, // a backchannel while Chad speaks: he goes on
      quiet(1.5),
      await spoken(SAID[2]!), // talking over Chad: he stops
      quiet(30),
    ])
    await writeMicrophone(offlineMicWav, [
      quiet(4),
      await spoken(SAID_OFFLINE[0]!),
      quiet(2), // two stretches of speech for sure, each kept while the network is down
      await spoken(SAID_OFFLINE[1]!),
      quiet(60),
    ])
  },
})

type Message = { persona: number; content: string; interrupted?: boolean }

/** A new founder's interview, with the voice overlay open (the microphone granted). */
async function openVoiceChat(page: Page, name: string) {
  await page.context().grantPermissions(['microphone'])
  await signUp(page, name, uniqueEmail('hands-free'))
  await page.waitForURL(`${suite.url}/`)
  await page.goto('/start-session')
  await page.waitForURL(/\/marketing-sessions\/([0-9a-f-]{36})$/)
  await page.locator('[data-testid=message][data-persona="1"]').first().waitFor()
  await page.getByRole('button', { name: 'Voice chat' }).click()
  return page.getByRole('dialog', { name: 'Voice chat' })
}

async function storedMessages(page: Page): Promise<Message[]> {
  const sessionId = page.url().split('/').pop()
  const session = (await call(page, 'GET', `/api/marketing-sessions/${sessionId}`)).body as {
    conversation_id: string
  }
  return (
    (await call(page, 'GET', `/api/conversations/${session.conversation_id}`)).body as { messages: Message[] }
  ).messages
}

describe('hands-free voice', () => {
  // A page left open by a failed test would go on hearing its microphone and use up the next one's words.
  afterEach(async () => {
    for (const context of suite.browser.contexts()) await context.close()
  })

  it('sends one message for an answer with a pause, goes on through an "mm", and stops when talked over', async () => {
    saying = SAID
    heardCount = 0
    const page = await suite.newPage({ width: 412, height: 860 })
    const overlay = await openVoiceChat(page, 'Hana Handsfree')
    const button = overlay.getByRole('button', { name: 'Pause listening' })
    await overlay.getByText('Listening… just talk').waitFor({ timeout: 20_000 })
    await shot(page, 'hands-free-listening')

    await overlay.locator('[data-listening="hearing"]').waitFor({ timeout: 20_000 })
    await shot(page, 'hands-free-hearing')
    // The whole answer, pause and all, goes as one message.
    await overlay.locator('[data-turns="1"]').waitFor({ timeout: 30_000 })
    await overlay.getByText('Chad is speaking... talk to interrupt').waitFor({ timeout: 20_000 })
    await shot(page, 'hands-free-chad-speaking')
    await overlay.locator('[data-interruptions="1"]').waitFor({ timeout: 30_000 })
    expect(Number(await button.getAttribute('data-backchannels'))).toBeGreaterThanOrEqual(1)
    // What was said over Chad is the next turn.
    await overlay.locator('[data-turns="2"]').waitFor({ timeout: 30_000 })
    await overlay.locator('[data-status="ready"]').waitFor({ timeout: 30_000 })

    const messages = await storedMessages(page)
    const founder = messages.filter((m) => m.persona === 2).map((m) => m.content)
    expect(founder).toEqual([`${SAID[0]} ${SAID[1]}`, SAID[2]!])
    // The reply Chad was stopped in keeps only what had played, and says it was cut.
    const stopped = messages.filter((m) => m.persona === 1 && m.interrupted)
    expect(stopped.length).toBe(1)
    expect(stopped[0]!.content.length).toBeLessThan(REPLY.length)
    expect(REPLY.startsWith(stopped[0]!.content.replace(/…$/, ''))).toBe(true)
    // It played for a while: the "mm" (two seconds earlier) did not stop it.
    expect(stopped[0]!.content.length).toBeGreaterThan('Ovens for bakeries, great.'.length)
    expect(takeCspViolations(suite.browser)).toEqual([])

    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
    // The chat shows the cut reply as stored, and the whole of the reply that followed.
    const chad = page.locator('[data-testid=message][data-persona="1"]')
    await chad.filter({ hasText: stopped[0]!.content }).waitFor()
    await expect(chad.filter({ hasText: REPLY }).count()).resolves.toBe(0)
    await expect(chad.filter({ hasText: AFTER }).count()).resolves.toBe(1)
    await shot(page, 'hands-free-chat')
    await page.context().close()
  })

  it('keeps an answer spoken while the connection is down, and asks once after a long quiet', async () => {
    saying = SAID_OFFLINE
    heardCount = 0
    const browser = await launchBrowser(fakeMicrophone(offlineMicWav))
    try {
      const page = await newPage(browser, suite.url, { width: 412, height: 860 })
      // Time runs as usual; the test jumps it forward only for the long quiet at the end.
      await page.clock.install()
      // The interview's socket goes through the test, which can cut it as a bad network would.
      // While it is down, a new connection hangs as on a dead network (no answer, no close); when it is back,
      // the waiting one goes through with what the page already sent.
      let down = false
      let open: { page: WebSocketRoute; server: WebSocketRoute } | null = null
      const waiting: (() => void)[] = []
      await page.routeWebSocket(/\/api\/ws\/voice-chat\//, (ws) => {
        const held: (string | Buffer)[] = []
        let server: WebSocketRoute | null = null
        ws.onMessage((message) => (server ? server.send(message) : held.push(message)))
        const connect = () => {
          const to = ws.connectToServer()
          to.onMessage((message) => ws.send(message))
          for (const message of held.splice(0)) to.send(message)
          server = to
          open = { page: ws, server: to }
        }
        if (down) waiting.push(connect)
        else connect()
      })
      const overlay = await openVoiceChat(page, 'Rui Reconnect')
      await overlay.getByText('Listening… just talk').waitFor({ timeout: 20_000 })
      // The founder starts to answer and the network drops; it stays down through the whole answer.
      await overlay.locator('[data-listening="hearing"]').waitFor({ timeout: 20_000 })
      down = true
      const cut = open!
      cut.page.close({ code: 1011, reason: 'network down' })
      cut.server.close()
      await overlay.getByText(errorCaptions.connection).waitFor()
      await shot(page, 'hands-free-disconnected')
      // Both sentences and the pause between them are over before the network is back.
      await overlay.locator('[data-listening="listening"]').waitFor({ timeout: 20_000 })
      await overlay.locator('[data-listening="hearing"]').waitFor({ timeout: 20_000 })
      await overlay.locator('[data-listening="listening"]').waitFor({ timeout: 20_000 })
      expect((await storedMessages(page)).filter((m) => m.persona === 2)).toEqual([])
      down = false
      for (const connect of waiting.splice(0)) connect()

      // Back: the answer is transcribed and sent once, as one message, and Chad answers it aloud.
      await overlay.locator('[data-turns="1"]').waitFor({ timeout: 30_000 })
      await overlay.getByText('Chad is speaking... talk to interrupt').waitFor({ timeout: 20_000 })
      await overlay.locator('[data-status="ready"]').waitFor({ timeout: 30_000 })
      const messages = (await storedMessages(page)).map((m) => [m.persona, m.content])
      expect(messages.slice(1)).toEqual([
        [2, `${SAID_OFFLINE[0]} ${SAID_OFFLINE[1]}`],
        [1, REPLY_OFFLINE],
      ])

      // A long quiet once Chad has finished speaking: he asks, once, written and aloud.
      await overlay.locator('[data-listening="listening"][data-playing="false"]').waitFor({ timeout: 30_000 })
      await expect(overlay.getByText(STILL_THERE_PROMPT).count()).resolves.toBe(0)
      const storedBefore = (await storedMessages(page)).length
      await page.clock.fastForward(IDLE_MS + 1_000)
      await overlay.getByText(STILL_THERE_PROMPT).waitFor()
      await shot(page, 'hands-free-still-there')
      await overlay.locator('[data-status="ready"]').waitFor({ timeout: 30_000 })
      // Another long quiet: not asked a second time.
      await page.clock.fastForward(IDLE_MS + 1_000)
      await Bun.sleep(1_500)
      // Asked aloud only: nothing new in the stored interview, from anyone.
      const stored = await storedMessages(page)
      expect(stored).toHaveLength(storedBefore)
      expect(stored.filter((m) => m.content.includes('Still there?'))).toEqual([])
      expect(
        fake.timeline.filter((t) => t.kind === 'speech' && t.text.startsWith('Still there?')),
      ).toHaveLength(1)
      expect(takeCspViolations(browser)).toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)
})
