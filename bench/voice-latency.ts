import { startServerProcess } from '../src/server/testing/server-process'
import { takeSentences } from '../src/shared/realtime/voice-status'
import { benchEnv, openBenchChat, percentile, signInAdmin, type VoiceStage } from './lib/bench'
import { startVoiceProviderProcess } from './lib/provider-process'
import { localEnginesBench } from './voice/local-engines'

const part = process.env.BENCH_VOICE
if (part !== 'local') await fakeProvidersBench()
if (part !== 'fake') await localEnginesBench()

async function fakeProvidersBench() {
  const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20)
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
  const DELAYS = { transcription: 80, firstToken: 80, token: 4, speech: 80 }
  // The fake providers in a process of their own: their timers do not queue behind this process's clients.
  const fake = await startVoiceProviderProcess(DELAYS)

  // The providers' own time for one turn, as the fake's fixed delays make it: transcription, then the
  // reply's tokens up to the one after which the server's splitter has the first sentence (the fake
  // sends token k at the first-token delay plus (k + 1) token delays), then the speech answer.
  const sample = 'Reply for 1 starts here. Then a second sentence follows for a while. And a third one.'
  const tokens = sample.match(/\S+\s*|\s+/g) ?? []
  const boundary = tokens.findIndex(
    (_, k) => takeSentences(tokens.slice(0, k + 1).join('')).sentences.length > 0,
  )
  const providersMs = DELAYS.transcription + DELAYS.firstToken + (boundary + 1) * DELAYS.token + DELAYS.speech

  const server = await startServerProcess({
    env: { ...benchEnv({ ai: fake.baseUrl }), SPEECH_PROVIDER: 'openai' },
  })
  const { api, cookie } = await signInAdmin(server.url)

  const sessions = await Promise.all(
    Array.from({ length: SESSIONS }, () => openBenchChat(server.url, api, cookie, 'voice')),
  )
  const timelineFrom = (await fake.timeline()).length

  const measured: number[] = []
  const stages: Record<VoiceStage, number[]> = { transcript: [], token: [], audio: [] }
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      sessions.map(async (s) => {
        const firstAudio = new Promise<void>((r) => {
          s.first = r
        })
        let started = performance.now()
        const seen = new Set<VoiceStage>()
        s.stage = (stage) => {
          if (seen.has(stage)) return
          seen.add(stage)
          stages[stage].push(performance.now() - started)
        }
        const ended = new Promise<void>((r) => {
          s.ended = r
        })
        const voice = s.client.startVoice('audio/webm')
        voice.push(new Uint8Array(2048))
        started = performance.now()
        voice.end()
        await firstAudio
        measured.push(performance.now() - started - providersMs)
        await ended
      }),
    )
  }
  for (const s of sessions) s.client.close()

  // Speech request lag after the sentence boundary, per reply: the boundary is known once whitespace follows
  // "here." (the splitter waits for it); both times are the fake provider's.
  const lags: number[] = []
  const byStream = new Map<number, { text: string; at: number }[]>()
  const timeline = (await fake.timeline()).slice(timelineFrom)
  for (const e of timeline)
    if (e.kind === 'token' && e.stream) byStream.set(e.stream, [...(byStream.get(e.stream) ?? []), e])
  for (const speech of timeline.filter(
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

  console.log(
    `voice turn, ${SESSIONS} concurrent sessions × ${ROUNDS} rounds; fake delays: transcription ${DELAYS.transcription} ms, first token ${DELAYS.firstToken} ms, ${DELAYS.token} ms/token, speech ${DELAYS.speech} ms`,
  )
  console.log(`  providers' own time (the fake's fixed delays)  ${providersMs} ms`)
  console.log(
    `  end of speech → first audio, beyond that  p50 ${percentile(measured, 50).toFixed(1)} ms  p95 ${percentile(measured, 95).toFixed(1)} ms  target p95 ≤ 30 ms`,
  )
  const stage = (name: VoiceStage, label: string, providers: number) =>
    console.log(
      `  ${label.padEnd(44)} p50 ${percentile(stages[name], 50).toFixed(0)} ms  p95 ${percentile(stages[name], 95).toFixed(0)} ms  (providers ${providers} ms)`,
    )
  console.log('  each stage, from the end of speech (fake cloud providers):')
  stage('transcript', '  → transcript shown', DELAYS.transcription)
  stage('token', '  → first reply token', DELAYS.transcription + DELAYS.firstToken + DELAYS.token)
  stage('audio', '  → first reply audio (the turn gap)', providersMs)
  console.log(
    `  first speech request after the sentence boundary (${lags.length} replies)  p50 ${percentile(lags, 50).toFixed(1)} ms  p95 ${percentile(lags, 95).toFixed(1)} ms  target ≤ 20 ms`,
  )
  await server.stop()
  await fake.stop()
}
