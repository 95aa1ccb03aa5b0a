// The fake OpenAI-compatible provider in a process of its own, for latency benchmarks. A real provider is
// not in the client's process: run here, its timers and writes no longer queue behind the benchmark's
// own WebSocket clients, and the client's measurements no longer include the fake's work. It logs
// "listening on <url>" like the server, so `startServerProcess` starts and stops it.
import type { startFakeOpenAi } from '../../src/server/testing/fake-openai'
import { startServerProcess } from '../../src/server/testing/server-process'

/** The fixed delays of the voice profile's providers (bench/voice-latency.ts). */
export type VoiceDelays = { transcription: number; firstToken: number; token: number; speech: number }

if (import.meta.main) {
  const { startFakeOpenAi } = await import('../../src/server/testing/fake-openai')
  const port = Number(process.env.PORT)
  const voice = process.env.FAKE_VOICE_DELAYS
    ? (JSON.parse(process.env.FAKE_VOICE_DELAYS) as VoiceDelays)
    : undefined
  let counter = 0
  const fake = voice
    ? // Voice turns: "Answer number N." is heard, and the reply names N so each turn is told apart.
      startFakeOpenAi({
        transcript: () => `Answer number ${++counter}.`,
        reply: (r) => {
          const n = r.messages.at(-1)?.content.match(/number (\d+)/)?.[1] ?? '0'
          return `Reply for ${n} starts here. Then a second sentence follows for a while. And a third one.`
        },
        transcriptionDelayMs: voice.transcription,
        firstTokenDelayMs: voice.firstToken,
        tokenDelayMs: voice.token,
        speechDelayMs: voice.speech,
        port,
      })
    : startFakeOpenAi({
        reply: () => process.env.FAKE_REPLY ?? 'Thanks.',
        firstTokenDelayMs: Number(process.env.FAKE_FIRST_TOKEN_DELAY_MS ?? 0),
        port,
      })
  console.log(`listening on ${fake.baseUrl}`)
}

type Fake = ReturnType<typeof startFakeOpenAi>

export type RemoteProvider = {
  baseUrl: string
  /** Per streamed chat request: when it arrived and when its first token left (the provider's clock). */
  served: () => Promise<Fake['served']>
  /** When each streamed token left and each speech request arrived (the provider's clock). */
  timeline: () => Promise<Fake['timeline']>
  stop: () => Promise<number>
}

async function start(env: Record<string, string>): Promise<RemoteProvider> {
  const proc = await startServerProcess({ command: ['bun', import.meta.path], env })
  const baseUrl = proc.url.replace(/\/$/, '')
  const read = async (what: string) => (await fetch(`${baseUrl.replace(/\/v1$/, '')}/bench/${what}`)).json()
  return { baseUrl, served: () => read('served'), timeline: () => read('timeline'), stop: () => proc.stop() }
}

/** A chat provider that answers `reply`, its first token after `firstTokenDelayMs`. */
export const startProviderProcess = (reply: string, firstTokenDelayMs: number) =>
  start({ FAKE_REPLY: reply, FAKE_FIRST_TOKEN_DELAY_MS: String(firstTokenDelayMs) })

/** Transcription, chat and speech with fixed delays, for voice turns. */
export const startVoiceProviderProcess = (delays: VoiceDelays) =>
  start({ FAKE_VOICE_DELAYS: JSON.stringify(delays) })
