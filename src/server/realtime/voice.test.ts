import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { RealtimeChatClient } from '../../shared/realtime/client'
import { OpenAiProvider } from '../ai/openai-provider'
import { OpenAiSpeech } from '../speech/openai-speech'
import { startFakeOpenAi } from '../testing/fake-openai'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'

const reply = 'Thanks for that. Who is it for? Tell me about one customer.'
const fake = startFakeOpenAi({
  reply: () => reply,
  transcript: () => 'We build ovens for bakeries.',
  tokenDelayMs: 2,
  speechDelayMs: 30,
})
const speechAt = (baseUrl: string) =>
  new OpenAiSpeech({
    apiKey: 'test',
    baseUrl,
    maxRetries: 0,
    transcribeModel: 'whisper-1',
    speechModel: 'tts-1',
    voice: 'alloy',
  })
let t: Awaited<ReturnType<typeof createTestApp>>
let base: string
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    ai: new OpenAiProvider({ apiKey: 'test', baseUrl: fake.baseUrl, maxRetries: 0 }, 'test-model'),
    speech: speechAt(fake.baseUrl),
  })
  base = t.listen()
})
afterAll(async () => {
  await t.close()
  fake.stop()
})

type Event = [string, string]
async function voiceSession(
  events: Event[],
  extra: Partial<ConstructorParameters<typeof RealtimeChatClient>[1]> = {},
) {
  const user = await t.signUpUser('Speaker')
  const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
  let replies = 0
  let waiters: (() => void)[] = []
  const client = new RealtimeChatClient(
    (id) => `${base.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    {
      onTranscription: (_id, text) => events.push(['ack_transcription', text]),
      onAck: (_id, stored) => events.push(['ack_end', stored?.content ?? '']),
      onReplyChunk: (_id, text) => events.push(['text', text]),
      onReplyTranscription: (_id, text) => events.push(['transcription', text]),
      onVoiceChunk: (_id, audio, mime) =>
        events.push(['voice', `${mime} ${new TextDecoder().decode(audio).split('SPEECH:')[1]}`]),
      onVoiceEnd: () => events.push(['voice_end', '']),
      onReplyEnd: () => {
        replies++
        events.push(['message_end', ''])
        for (const w of waiters) w()
        waiters = []
      },
      ...extra,
    },
    (u) => new WebSocket(u, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } } as never) as never,
  )
  await client.connect(created.conversation.id)
  const nextReply = (n: number) =>
    new Promise<void>((r) => (replies >= n ? r() : waiters.push(() => replies >= n && r())))
  await nextReply(1) // Chad's opening (text only)
  events.length = 0
  return { client, nextReply }
}

describe('voice over the realtime channel', () => {
  it('transcribes, acknowledges, streams the reply as text and speaks it sentence by sentence, in order', async () => {
    const events: Event[] = []
    const { client, nextReply } = await voiceSession(events)
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array([1, 2, 3]))
    voice.push(new Uint8Array([4, 5]))
    voice.end()
    await nextReply(2)
    client.close()
    const kinds = events.map((e) => e[0])
    expect(events[0]).toEqual(['ack_transcription', 'We build ovens for bakeries.'])
    // The reply starts streaming while the message is stored, so the ack may come after the first tokens.
    expect(events).toContainEqual(['ack_end', 'We build ovens for bakeries.'])
    expect(kinds.indexOf('ack_end')).toBeLessThan(kinds.lastIndexOf('message_end'))
    expect(kinds.filter((k) => k === 'text').length).toBeGreaterThan(3)
    expect(events.filter((e) => e[0] === 'voice').map((e) => e[1])).toEqual([
      'audio/mpeg Thanks for that.',
      'audio/mpeg Who is it for?',
      'audio/mpeg Tell me about one customer.',
    ])
    expect(events.filter((e) => e[0] === 'transcription').map((e) => e[1])).toEqual([
      'Thanks for that.',
      'Who is it for?',
      'Tell me about one customer.',
    ])
    // All audio arrives before the reply ends.
    expect(kinds.indexOf('voice_end')).toBeLessThan(kinds.lastIndexOf('message_end'))
    // The first speech request left before the reply finished streaming.
    const firstVoice = kinds.indexOf('voice')
    expect(firstVoice).toBeGreaterThan(0)
    expect(fake.requests.length).toBeGreaterThan(0)
  })

  it('stops the remaining audio when the user starts speaking (barge-in)', async () => {
    const events: Event[] = []
    const { client, nextReply } = await voiceSession(events)
    const first = client.startVoice('audio/webm')
    first.push(new Uint8Array([1]))
    first.end()
    // Speak again as soon as the first audio arrives.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (events.some((e) => e[0] === 'voice')) {
          clearInterval(check)
          resolve()
        }
      }, 2)
    })
    const second = client.startVoice('audio/webm')
    second.push(new Uint8Array([2]))
    await nextReply(2)
    const voices = events.filter((e) => e[0] === 'voice').length
    expect(voices).toBeLessThan(3)
    second.end()
    await nextReply(3)
    client.close()
  })

  it('closes with 3000 when an audio chunk is too large', async () => {
    const events: Event[] = []
    let closed!: (code: number) => void
    const code = new Promise<number>((r) => {
      closed = r
    })
    const { client } = await voiceSession(events, { onClose: (c) => closed(c) })
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array(300 * 1024))
    expect(await code).toBe(3000)
  })
})

/** Sends one short recording as a new user of `app` and resolves with the error instruction it causes. */
async function voiceError(app: Awaited<ReturnType<typeof createTestApp>>, mime: string) {
  const url = app.listen()
  const user = await app.signUpUser('Voice error')
  const created = (await app.api(user.cookie)['marketing-sessions'].post({})).data!
  let error!: (text: string | undefined) => void
  const got = new Promise<string | undefined>((r) => {
    error = r
  })
  const client = new RealtimeChatClient(
    (id) => `${url.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    { onInstruction: (name, content) => name === 'error' && error(content) },
    (u) => new WebSocket(u, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } } as never) as never,
  )
  await client.connect(created.conversation.id)
  const voice = client.startVoice(mime)
  voice.push(new Uint8Array([1, 2]))
  voice.end()
  const message = await got
  client.close()
  return message
}

describe('voice without a speech provider', () => {
  it('explains what to configure; text chat keeps working', async () => {
    const offline = await createTestApp({ seed: true })
    expect(await voiceError(offline, 'audio/webm')).toStartWith(
      'Voice chat needs a speech provider: set SPEECH_PROVIDER=openai',
    )
    await offline.close()
  })
})

describe('voice with a failing provider', () => {
  it('reports the transcription failure as an error instruction', async () => {
    const failing = startFakeOpenAi({ reply: () => 'Hi there.', failTranscription: true })
    const app = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: failing.baseUrl, maxRetries: 0 }, 'm'),
      speech: speechAt(failing.baseUrl),
    })
    expect(await voiceError(app, 'audio/wav')).toBe(
      'The speech provider failed (HTTP 500). Please try again.',
    )
    await app.close()
    failing.stop()
  })
})
