// Part (3) of bench/voice-latency.ts: the local engines with no fakes. See that file's header.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { connect } from '../../src/cli/client'
import { OfflineProvider } from '../../src/server/ai/offline/offline-provider'
import { LocalSpeech } from '../../src/server/speech/local/local-speech'
import { FESTIVAL_VOICE, localToolsInstalled } from '../../src/server/speech/select'
import { findLocalTools } from '../../src/server/speech/tools'
import { startServerProcess } from '../../src/server/testing/server-process'
import { fliteWav } from '../../src/server/testing/word-accuracy'
import { RealtimeChatClient } from '../../src/shared/realtime/client'
import { takeSentences } from '../../src/shared/realtime/voice-status'
import { LOCAL_SPEECH_APT_LINE } from '../../src/shared/speech'
import { benchEnv, percentile, signInAdmin, type VoiceStage } from '../lib/bench'

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

// A clear answer the recogniser is sure of, so no turn is held back for the user to check.
const ANSWER = 'The biggest problem is that bread goes stale before noon.'
const OPENING = "Hi! I'm Chad. What are you building, and what does it do for the people who use it?"
const LEVELS = [
  { sessions: 1, rounds: Number(process.env.BENCH_LOCAL_ROUNDS ?? 10) },
  { sessions: 5, rounds: Number(process.env.BENCH_LOCAL_ROUNDS_5 ?? 3) },
]

/** The browser's recording: the answer as webm/opus with a little quiet before it. */
async function recordedAnswer(dir: string): Promise<Uint8Array> {
  const wav = join(dir, 'answer.wav')
  await fliteWav(ANSWER, wav)
  const webm = join(dir, 'answer.webm')
  const concat = Bun.spawn(
    [
      'ffmpeg',
      ...[
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-t',
        '0.3',
        '-i',
        'anullsrc=r=16000:cl=mono',
        '-i',
        wav,
      ],
      ...['-filter_complex', '[0:a][1:a]concat=n=2:v=0:a=1', '-c:a', 'libopus', webm],
    ],
    { stderr: 'inherit' },
  )
  if ((await concat.exited) !== 0) throw new Error('ffmpeg could not make the webm answer')
  return Bun.file(webm).bytes()
}

/** The engines' own time for one turn, in this process: transcribe → offline reply's first sentence → speak it. */
async function engineTurn(speech: LocalSpeech, offline: OfflineProvider, audio: Uint8Array) {
  const started = performance.now()
  const heard = await speech.transcribe(audio, 'audio/webm;codecs=opus')
  let text = ''
  let first: string | undefined
  for await (const chunk of offline.streamReply({
    speaker: { name: 'Chad', prompt: 'You are Chad.', role: 'interviewer' },
    otherName: 'Bench',
    history: [
      { role: 'assistant', content: OPENING },
      { role: 'user', content: heard.text },
    ],
  })) {
    text += chunk
    first = takeSentences(text).sentences[0]
    if (first) break
  }
  await speech.speak(first ?? text)
  return performance.now() - started
}

type Session = {
  client: RealtimeChatClient
  firstAudio: () => void
  replyEnd: () => void
  reviewed: number
  stage: (stage: VoiceStage) => void
}

async function openSession(url: string, api: Awaited<ReturnType<typeof connect>>['api'], cookie: string) {
  const created = (await api['marketing-sessions'].post({})).data!
  const session: Session = {
    client: null as never,
    firstAudio: () => {},
    replyEnd: () => {},
    reviewed: 0,
    stage: () => {},
  }
  const opening = new Promise<void>((r) => {
    session.replyEnd = r
  })
  session.client = new RealtimeChatClient(
    (id) => `${url.replace('http', 'ws')}/api/ws/voice-chat/${id}`,
    {
      onVoiceChunk: () => {
        session.stage('audio')
        session.firstAudio()
      },
      onReplyChunk: () => session.stage('token'),
      onReplyEnd: () => session.replyEnd(),
      onTranscription: (_id, text, heard) => {
        session.stage('transcript')
        // Held back for review: the user would send it as heard; the time to decide is the user's, so it counts.
        if (heard.review) {
          session.reviewed++
          session.client.sendText(text || ANSWER, { spoken: true })
        }
      },
    },
    (u) => new WebSocket(u, { headers: { cookie, origin: url } } as never) as never,
  )
  await session.client.connect(created.conversation.id)
  await opening
  return session
}

export async function localEnginesBench() {
  const tools = findLocalTools()
  if (!localToolsInstalled(tools) || !tools.festival) {
    console.log(`local engines: not installed, skipped (${LOCAL_SPEECH_APT_LINE})`)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'chad-bench-voice-'))
  const audio = await recordedAnswer(dir)

  // Baseline: the same engines (festival slt-hts, two warm recognisers as the server runs them) in this
  // process, run in turn with the server's rounds at the same concurrency, so each round of turns through
  // the server is paired with a round of the engines alone under the same conditions.
  const speech = new LocalSpeech({ synthesizer: 'festival', voice: FESTIVAL_VOICE })
  const offline = new OfflineProvider()
  speech.warm()
  await engineTurn(speech, offline, audio) // the recognisers' model is loaded

  const server = await startServerProcess({
    env: { ...benchEnv(), OPENAI_API_KEY: '', SPEECH_PROVIDER: 'local', SPEECH_VOICE: FESTIVAL_VOICE },
  })
  const { api, cookie } = await signInAdmin(server.url)

  console.log(
    `local engines, no fakes: "${ANSWER}" (flite rms, webm/opus) → ffmpeg + pocketsphinx → offline engine → festival slt-hts`,
  )
  for (const { sessions, rounds } of LEVELS) {
    const measured: number[] = []
    const stages: Record<VoiceStage, number[]> = { transcript: [], token: [], audio: [] }
    const own: number[] = []
    /** Per round: the mean through the server minus the mean of the engines alone, same concurrency. */
    const paired: number[] = []
    let reviewed = 0
    for (let round = 0; round < rounds; round++) {
      const alone = await Promise.all(
        Array.from({ length: sessions }, () => engineTurn(speech, offline, audio)),
      )
      own.push(...alone)
      // Fresh interviews each round: the offline interviewer ends after its plan of topics.
      const open = await Promise.all(
        Array.from({ length: sessions }, () => openSession(server.url, api, cookie)),
      )
      const through: number[] = []
      await Promise.all(
        open.map(async (s) => {
          const firstAudio = new Promise<void>((r) => {
            s.firstAudio = r
          })
          const ended = new Promise<void>((r) => {
            s.replyEnd = r
          })
          const voice = s.client.startVoice('audio/webm;codecs=opus')
          for (let i = 0; i < audio.length; i += 16_384) voice.push(audio.subarray(i, i + 16_384))
          const started = performance.now()
          const seen = new Set<VoiceStage>()
          s.stage = (stage) => {
            if (seen.has(stage)) return
            seen.add(stage)
            stages[stage].push(performance.now() - started)
          }
          voice.end()
          await firstAudio
          through.push(performance.now() - started)
          await ended
          reviewed += s.reviewed
        }),
      )
      for (const s of open) s.client.close()
      measured.push(...through)
      paired.push(mean(through) - mean(alone))
    }
    const ms = (x: number) => `${x.toFixed(0)} ms`
    console.log(
      `  ${sessions} session${sessions > 1 ? 's' : ''} × ${rounds} rounds${reviewed ? ` (${reviewed} held back for review)` : ''}`,
    )
    console.log(
      `    engines alone (in process)       p50 ${ms(percentile(own, 50))}  p95 ${ms(percentile(own, 95))}  (spread p5–p95 ${ms(percentile(own, 95) - percentile(own, 5))})`,
    )
    console.log(
      `    end of speech → first audio      p50 ${ms(percentile(measured, 50))}  p95 ${ms(percentile(measured, 95))}${sessions === 1 ? '  target p95 < 2500 ms' : ''}`,
    )
    for (const [name, label] of [
      ['transcript', '→ transcript shown'],
      ['token', '→ first reply token'],
      ['audio', '→ first reply audio (turn gap)'],
    ] as const)
      console.log(
        `      ${label.padEnd(30)} p50 ${ms(percentile(stages[name], 50))}  p95 ${ms(percentile(stages[name], 95))}`,
      )
    console.log(
      `    through the server − alone       median of ${paired.length} paired rounds ${ms(percentile(paired, 50))}  (compare with the engines' spread above; part 1 measures the overhead exactly, with fixed-time engines)`,
    )
  }
  await speech.close()
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
