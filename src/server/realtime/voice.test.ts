import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { RealtimeChatClient } from '../../shared/realtime/client'
import {
  INSTRUCTION_REPLY_INTERRUPTED,
  INSTRUCTION_STILL_THERE,
  STILL_THERE_PROMPT,
} from '../../shared/realtime/protocol'
import { OpenAiProvider } from '../ai/openai-provider'
import { MESSAGE_WRITES_PER_MINUTE } from '../conversations/service'
import { rateLimits } from '../db/schema'
import { OpenAiSpeech } from '../speech/openai-speech'
import { startFakeOpenAi } from '../testing/fake-openai'
import { type Event, eventLog } from '../testing/realtime-session'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app'

const reply = 'Thanks for that. Who is it for? Tell me about one customer.'
const prompts: (string | null)[] = []
const fake = startFakeOpenAi({
  reply: () => reply,
  transcript: (_audio, prompt) => {
    prompts.push(prompt)
    return 'We build ovens for bakeries.'
  },
  tokenDelayMs: 2,
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

/**
 * A signed-in user's realtime session, past Chad's opening. Every client event is recorded in `events`;
 * `until(check)` resolves at the first event after which `check(events)` holds.
 */
async function voiceSession(
  events: Event[],
  extra: Partial<ConstructorParameters<typeof RealtimeChatClient>[1]> = {},
) {
  const user = await t.signUpUser('Speaker')
  const created = (await t.api(user.cookie)['marketing-sessions'].post({})).data!
  let replies = 0
  const { record, until } = eventLog(events)
  const client = new RealtimeChatClient(
    (id) => `${base.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    {
      onTranscription: (_id, text) => record(['ack_transcription', text]),
      onAck: (_id, stored) => record(['ack_end', stored?.content ?? '']),
      onReplyChunk: (_id, text) => record(['text', text]),
      onReplyTranscription: (_id, text) => record(['transcription', text]),
      onVoiceChunk: (_id, audio, mime) =>
        record(['voice', `${mime} ${new TextDecoder().decode(audio).split('SPEECH:')[1]}`]),
      onVoiceEnd: () => record(['voice_end', '']),
      onInstruction: (name, content) => record(['instruction', `${name}: ${content ?? ''}`]),
      onReplyEnd: () => {
        replies++
        record(['message_end', ''])
      },
      ...extra,
    },
    (u) => new WebSocket(u, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } } as never) as never,
  )
  const count = (kind: string) => (list: Event[]) => list.filter((e) => e[0] === kind).length
  /** Resolves when the `n`-th reply of this session has ended. */
  const nextReply = (n: number) => until(() => replies >= n)
  await client.connect(created.conversation.id)
  await nextReply(1) // Chad's opening (text only)
  events.length = 0
  return { client, nextReply, until, count, conversationId: created.conversation.id, cookie: user.cookie }
}

describe('voice over the realtime channel', () => {
  it('transcribes, acknowledges, streams the reply as text and speaks it sentence by sentence, in order', async () => {
    const events: Event[] = []
    const { client, nextReply, until } = await voiceSession(events)
    const speech = fake.holdSpeech()
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array([1, 2, 3]))
    voice.push(new Uint8Array([4, 5]))
    voice.end()
    // Each sentence goes to text-to-speech as soon as it is written, without waiting for earlier audio,
    // and the text keeps streaming while the audio is pending.
    await speech.waiting(3)
    expect(speech.held.map((h) => h.text)).toEqual([
      'Thanks for that.',
      'Who is it for?',
      'Tell me about one customer.',
    ])
    await until((list) =>
      list
        .filter((e) => e[0] === 'text')
        .map((e) => e[1])
        .join('')
        .endsWith('one customer.'),
    )
    expect(events.some((e) => e[0] === 'voice')).toBe(false)
    // Released last first: the audio still goes out in the order of the sentences.
    for (const i of [2, 1, 0]) speech.release(i)
    await nextReply(2)
    speech.releaseAll()
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
  })

  it('tells the recogniser the question being answered', async () => {
    const events: Event[] = []
    const { client, nextReply } = await voiceSession(events)
    prompts.length = 0
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array([1, 2, 3]))
    voice.end()
    await nextReply(2)
    client.close()
    // Chad's opening is the fake's scripted reply: the question the founder answers.
    expect(prompts).toEqual([reply])
  })

  it('stops the remaining audio when the user starts speaking (barge-in)', async () => {
    const events: Event[] = []
    const { client, nextReply, until, count } = await voiceSession(events)
    const speech = fake.holdSpeech()
    const first = client.startVoice('audio/webm')
    first.push(new Uint8Array([1]))
    first.end()
    // The first sentence's audio is released and arrives; the other two stay held.
    await speech.waiting(1)
    speech.release(0)
    await until((list) => count('voice')(list) === 1)
    // The user speaks again: the assistant stops, and the held sentences are never sent.
    const second = client.startVoice('audio/webm')
    second.push(new Uint8Array([2]))
    await nextReply(2)
    expect(count('voice')(events)).toBe(1)
    speech.releaseAll()
    second.end()
    await nextReply(3)
    expect(count('voice')(events)).toBeGreaterThan(1) // the answer to the second recording is spoken
    client.close()
  })

  it('keeps only what was heard of a reply the founder talked over, and speaks no more of it', async () => {
    const events: Event[] = []
    const { client, nextReply, until, count, conversationId, cookie } = await voiceSession(events)
    const speech = fake.holdSpeech()
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array([1]))
    voice.end()
    await speech.waiting(1)
    speech.release(0)
    await until((list) => count('voice')(list) === 1)
    // Heard: the first sentence and two words of the second, then the founder spoke over it.
    client.sendInstruction(
      INSTRUCTION_REPLY_INTERRUPTED,
      JSON.stringify({ heard: 'Thanks for that. Who is' }),
    )
    await nextReply(2)
    speech.releaseAll()
    const read = async () => {
      const messages = (await t.api(cookie).conversations({ id: conversationId }).get()).data!.messages
      return messages.at(-1)!
    }
    let last = await read()
    for (let i = 0; i < 50 && !last.interrupted; i++) {
      await Bun.sleep(20)
      last = await read()
    }
    expect(last.content).toBe('Thanks for that. Who is…')
    expect(last.interrupted).toBe(true)
    expect(count('voice')(events)).toBe(1)
    // The next reply is written from what the founder heard (the fake sees the history it is sent).
    client.sendText('Bakeries.')
    await nextReply(3)
    expect(fake.requests.at(-1)!.messages.some((m) => m.content === 'Thanks for that. Who is…')).toBe(true)
    client.close()
  })

  it('asks aloud whether to go on after a long quiet, and stores nothing', async () => {
    const events: Event[] = []
    const { client, until, count, conversationId, cookie } = await voiceSession(events)
    const before = (await t.api(cookie).conversations({ id: conversationId }).get()).data!.messages.length
    client.sendInstruction(INSTRUCTION_STILL_THERE)
    await until((list) => count('voice_end')(list) === 1)
    expect(
      events
        .filter((e) => e[0] === 'transcription')
        .map((e) => e[1])
        .join(' '),
    ).toBe(STILL_THERE_PROMPT)
    expect(count('voice')(events)).toBeGreaterThan(0)
    expect(count('message_end')(events)).toBe(0)
    const after = (await t.api(cookie).conversations({ id: conversationId }).get()).data!.messages.length
    expect(after).toBe(before)
    client.close()
  })

  it('speaks nothing of a reply to a voice message the server refuses, even once written', async () => {
    const events: Event[] = []
    const { client, nextReply, until, conversationId } = await voiceSession(events)
    // This conversation has had its messages for the minute, and the refusal is held back (the
    // conversation's row locked) until the whole reply has been written and handed to speech.
    const key = `messages-conversation:${conversationId}`
    await t.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(), count: MESSAGE_WRITES_PER_MINUTE.conversation })
    let unlock!: () => void
    const unlocked = new Promise<void>((r) => {
      unlock = r
    })
    let locked!: () => void
    const lockHeld = new Promise<void>((r) => {
      locked = r
    })
    const lock = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from conversations where id = ${conversationId} for update`)
      locked()
      await unlocked
    })
    await lockHeld
    const speech = fake.holdSpeech()
    const voice = client.startVoice('audio/webm')
    voice.push(new Uint8Array([1, 2, 3]))
    voice.end()
    // The sentences written so far are with speech (the last is spoken once the reply is complete).
    await speech.waiting(2)
    unlock()
    await lock
    await until((list) => list.some((e) => e[0] === 'instruction'))
    expect(events.find((e) => e[0] === 'instruction')![1]).toMatch(
      /^error: Too many messages: the limit is 60/,
    )
    expect(events).toContainEqual(['ack_end', '']) // acknowledged, not stored
    // The audio asked for is never sent; a later answer is (typed, so not spoken).
    speech.releaseAll()
    await t.db.delete(rateLimits).where(eq(rateLimits.key, key))
    client.sendText('Sorry, as I was saying: ovens for bakeries.')
    await nextReply(3)
    expect(events.filter((e) => e[0] === 'voice')).toEqual([])
    expect(events.filter((e) => e[0] === 'ack_end').map((e) => e[1])).toEqual([
      '',
      'Sorry, as I was saying: ovens for bakeries.',
    ])
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

describe('a recording with no words in it', () => {
  it('comes back empty when the founder reviews what is heard (hands-free), and is an error otherwise', async () => {
    const silent = startFakeOpenAi({ reply: () => 'Hi there.', transcript: () => '' })
    const app = await createTestApp({
      seed: true,
      ai: new OpenAiProvider({ apiKey: 'test', baseUrl: silent.baseUrl, maxRetries: 0 }, 'm'),
      speech: speechAt(silent.baseUrl),
    })
    const url = app.listen()
    const user = await app.signUpUser('Quiet')
    const created = (await app.api(user.cookie)['marketing-sessions'].post({})).data!
    const heard: { text: string; review?: boolean }[] = []
    const errors: string[] = []
    const client = new RealtimeChatClient(
      (id) => `${url.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
      {
        onTranscription: (_id, text, { review }) => heard.push({ text, review }),
        onInstruction: (name, content) => name === 'error' && errors.push(content ?? ''),
      },
      (u) => new WebSocket(u, { headers: { cookie: user.cookie, origin: TEST_ORIGIN } } as never) as never,
    )
    await client.connect(created.conversation.id)
    for (const review of [true, false]) {
      const voice = client.startVoice('audio/wav', { review })
      voice.push(new Uint8Array([1, 2]))
      voice.end()
    }
    const deadline = Date.now() + 5_000
    while (errors.length === 0 && Date.now() < deadline) await Bun.sleep(20)
    client.close()
    // The reviewed stretch is answered, empty, so a hands-free turn waiting on it goes on; only the
    // other is refused.
    expect(heard.map((h) => h.review)).toEqual([true, undefined])
    expect(heard.map((h) => h.text)).toEqual(['', ''])
    expect(errors).toEqual(['I could not hear anything. Please try again.'])
    const stored = (await app.api(user.cookie).conversations({ id: created.conversation.id }).get()).data!
    expect(stored.messages.filter((m) => m.persona === 2)).toEqual([])
    await app.close()
    silent.stop()
  })
})
