import { OpenAiProvider } from '../src/server/ai/openai-provider'
import { collect } from '../src/server/ai/provider'
import { startFakeOpenAi } from '../src/server/testing/fake-openai'
import { startServerProcess } from '../src/server/testing/server-process'
import { benchEnv, signInAdmin } from './lib/bench'

const DELAY_MS = 40
const TURNS = Number(process.env.BENCH_TURNS ?? 200)
const reply =
  'That is interesting. Who exactly is it for, and what does their week look like before they find you?'

const fake = startFakeOpenAi({ reply: () => reply, firstTokenDelayMs: DELAY_MS })
const server = await startServerProcess({
  env: benchEnv({ ai: fake.baseUrl }),
})
const url = server.url
const { api } = await signInAdmin(url)
const chad = (await api.personas.get({ query: { tags: 'chad' } })).data![0]!

const provider = new OpenAiProvider({ apiKey: 'bench', baseUrl: fake.baseUrl, maxRetries: 0 }, 'bench')
const request = {
  speaker: { name: 'Chad', prompt: 'x', role: 'interviewer' as const },
  otherName: 'You',
  history: [],
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!
const baseline: number[] = []
const turns: number[] = []
let conversationId = ''
for (let i = 0; i < TURNS + 10; i++) {
  if (i % 25 === 0) conversationId = (await api.conversations.post({ persona_id_1: chad.id })).data!.id
  let t = performance.now()
  await collect(provider.streamReply(request))
  const b = performance.now() - t
  t = performance.now()
  const res = await api.conversations({ id: conversationId })['agent-turn'].post()
  const m = performance.now() - t
  if (res.error) throw new Error(`agent turn failed: ${JSON.stringify(res.error.value)}`)
  if (i >= 10) {
    baseline.push(b) // the first turns warm up JIT and connections
    turns.push(m)
  }
}

const overhead = turns.map((t, i) => t - baseline[i]!)
console.log(
  `agent turn, ${TURNS} turns, provider first-token delay ${DELAY_MS} ms, database ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite (file)'}`,
)
console.log(
  `  provider alone (SDK)   p50 ${pct(baseline, 50).toFixed(1)} ms  p95 ${pct(baseline, 95).toFixed(1)} ms`,
)
console.log(
  `  agent-turn over HTTP   p50 ${pct(turns, 50).toFixed(1)} ms  p95 ${pct(turns, 95).toFixed(1)} ms  (${(pct(turns, 50) / pct(baseline, 50)).toFixed(2)}x provider)`,
)
console.log(
  `  overhead               p50 ${pct(overhead, 50).toFixed(1)} ms  p95 ${pct(overhead, 95).toFixed(1)} ms  target < 15 ms p95`,
)

await server.stop()
fake.stop()
