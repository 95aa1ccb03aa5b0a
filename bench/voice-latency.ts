// Voice latency with 20 concurrent voice sessions and fake providers with fixed delays.
// (1) End of the user's speech to the first reply audio chunk at the client, against the providers' own
//     time (transcription + first sentence + first speech chunk, measured through the SDK in this
//     process): target overhead ≤ 30 ms p95.
// (2) How long after the first sentence boundary the first speech request leaves (target ≤ 20 ms): the
//     boundary is the token after the sentence's end arriving; both times are taken at the fake provider.
// (3) The local engines, no fakes: a flite-spoken answer as webm/opus → local STT (ffmpeg + warm pocketsphinx)
//     → offline engine → local TTS (festival slt-hts), end of speech → first reply audio at the client, p50/p95
//     for 1 and 5 concurrent sessions (target p95 < 2.5 s for one); each round through the server is paired
//     with a round of the same engines alone in this process at the same concurrency, and the median of the
//     per-round differences is printed (noisy: the engines' own time varies far more than 30 ms).
// BENCH_VOICE=fake or BENCH_VOICE=local runs one part.
import { connect } from '../src/cli/client'
import { OpenAiProvider } from '../src/server/ai/openai-provider'
import { collect } from '../src/server/ai/provider'
import { OpenAiSpeech } from '../src/server/speech/openai-speech'
import { startFakeOpenAi } from '../src/server/testing/fake-openai'
import { startServerProcess } from '../src/server/testing/server-process'
import { takeSentences } from '../src/shared/realtime/voice-status'
import { benchDatabase, openBenchChat, percentile } from './lib/bench'
import { localEnginesBench } from './voice/local-engines'

const part = process.env.BENCH_VOICE
if (part !== 'local') await fakeProvidersBench()
if (part !== 'fake') await localEnginesBench()

async function fakeProvidersBench() {
  const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20)
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
  const DELAYS = { transcription: 80, firstToken: 80, token: 4, speech: 80 }
  let counter = 0
  const fake = startFakeOpenAi({
    transcript: () => `Answer number ${++counter}.`,
    reply: (r) => {
      const n = r.messages.at(-1)?.content.match(/number (\d+)/)?.[1] ?? '0'
      return `Reply for ${n} starts here. Then a second sentence follows for a while. And a third one.`
    },
    transcriptionDelayMs: DELAYS.transcription,
    firstTokenDelayMs: DELAYS.firstToken,
    tokenDelayMs: DELAYS.token,
    speechDelayMs: DELAYS.speech,
  })

  // Baseline: the providers' own time for one voice turn, through the SDK in this process.
  const provider = new OpenAiProvider({ apiKey: 'bench', baseUrl: fake.baseUrl, maxRetries: 0 }, 'bench')
  const speech = new OpenAiSpeech({
    apiKey: 'bench',
    baseUrl: fake.baseUrl,
    maxRetries: 0,
    transcribeModel: 'whisper-1',
    speechModel: 'tts-1',
    voice: 'alloy',
  })
  const baseline: number[] = []
  for (let i = 0; i < 10; i++) {
    const started = performance.now()
    const heard = (await speech.transcribe(new Uint8Array([1, 2, 3]), 'audio/webm')).text
    let text = ''
    let first: string | undefined
    for await (const chunk of provider.streamReply({
      speaker: { name: 'Chad', prompt: 'x', role: 'interviewer' },
      otherName: 'You',
      history: [{ role: 'user', content: heard }],
    })) {
      text += chunk
      first = takeSentences(text).sentences[0]
      if (first) break
    }
    await speech.speak(first ?? text)
    baseline.push(performance.now() - started)
  }
  await collect((async function* () {})())

  const server = await startServerProcess({
    env: {
      ...benchDatabase,
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password',
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: fake.baseUrl,
      SPEECH_PROVIDER: 'openai',
      AI_CALLS_PER_MINUTE: '1000000',
    },
  })
  const { api, cookie } = await connect({
    url: server.url,
    email: 'bench@example.com',
    password: 'bench-password',
  })

  const sessions = await Promise.all(
    Array.from({ length: SESSIONS }, () => openBenchChat(server.url, api, cookie, 'voice')),
  )
  fake.timeline.length = 0

  const measured: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      sessions.map(async (s) => {
        const firstAudio = new Promise<void>((r) => {
          s.first = r
        })
        const ended = new Promise<void>((r) => {
          s.ended = r
        })
        const voice = s.client.startVoice('audio/webm')
        voice.push(new Uint8Array(2048))
        const started = performance.now()
        voice.end()
        await firstAudio
        measured.push(performance.now() - started)
        await ended
      }),
    )
  }
  for (const s of sessions) s.client.close()

  // Speech request lag after the sentence boundary, per reply: the boundary is known once whitespace follows
  // "here." (the splitter waits for it); both times are the fake provider's.
  const lags: number[] = []
  const byStream = new Map<number, { text: string; at: number }[]>()
  for (const e of fake.timeline)
    if (e.kind === 'token' && e.stream) byStream.set(e.stream, [...(byStream.get(e.stream) ?? []), e])
  for (const speech of fake.timeline.filter(
    (e) => e.kind === 'speech' && /^Reply for \d+ starts here\.$/.test(e.text),
  )) {
    const n = speech.text.match(/\d+/)![0]
    const stream = [...byStream.values()].find((tokens) =>
      tokens
        .map((t) => t.text)
        .join('')
        .startsWith(`Reply for ${n} `),
    )
    if (!stream) continue
    const end = stream.findIndex((t) => t.text.startsWith('here.'))
    // "here. " already carries the whitespace that confirms the boundary; otherwise the next token does.
    const boundary = /\s$/.test(stream[end]?.text ?? '') ? stream[end] : stream[end + 1]
    if (boundary) lags.push(speech.at - boundary.at)
  }

  const b95 = percentile(baseline, 95)
  const m95 = percentile(measured, 95)
  console.log(
    `voice turn, ${SESSIONS} concurrent sessions × ${ROUNDS} rounds; fake delays: transcription ${DELAYS.transcription} ms, first token ${DELAYS.firstToken} ms, ${DELAYS.token} ms/token, speech ${DELAYS.speech} ms`,
  )
  console.log(
    `  providers' own time (SDK)        p50 ${percentile(baseline, 50).toFixed(1)} ms  p95 ${b95.toFixed(1)} ms`,
  )
  console.log(
    `  end of speech → first audio      p50 ${percentile(measured, 50).toFixed(1)} ms  p95 ${m95.toFixed(1)} ms`,
  )
  console.log(`  beyond the providers             p95 ${(m95 - b95).toFixed(1)} ms  target ≤ 30 ms`)
  console.log(
    `  first speech request after the sentence boundary (${lags.length} replies)  p50 ${percentile(lags, 50).toFixed(1)} ms  p95 ${percentile(lags, 95).toFixed(1)} ms  target ≤ 20 ms`,
  )
  await server.stop()
  fake.stop()
}
