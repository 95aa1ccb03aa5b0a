// First streamed token over the WebSocket beyond the provider's own first-token time, with 50
// concurrent chats (target: under 20 ms p95). The fake OpenAI-compatible server waits a fixed delay
// before its first token. Baseline: 50 concurrent streams straight through the openai SDK, measured
// to their first token in this process.
import { connect } from '../src/cli/client'
import { OpenAiProvider } from '../src/server/ai/openai-provider'
import { startFakeOpenAi } from '../src/server/testing/fake-openai'
import { openBenchChat, percentile, startServerProcess } from './server-process'

const CHATS = Number(process.env.BENCH_CHATS ?? 50)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const DELAY_MS = 100

const fake = startFakeOpenAi({
  reply: () => 'Thanks. Who exactly is it for, and what does their week look like?',
  firstTokenDelayMs: DELAY_MS,
})
const server = await startServerProcess({
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-password',
  OPENAI_API_KEY: 'bench',
  OPENAI_BASE_URL: fake.baseUrl,
  AI_CALLS_PER_MINUTE: '1000000',
})
const { api, cookie } = await connect({
  url: server.url,
  email: 'bench@example.com',
  password: 'bench-password',
})

// Baseline: provider first-token time under the same concurrency.
const provider = new OpenAiProvider({ apiKey: 'bench', baseUrl: fake.baseUrl, maxRetries: 0 }, 'bench')
const baseline: number[] = []
for (let r = 0; r < ROUNDS; r++) {
  await Promise.all(
    Array.from({ length: CHATS }, async () => {
      const started = performance.now()
      for await (const _chunk of provider.streamReply({
        speaker: { name: 'Chad', prompt: 'x', role: 'interviewer' },
        otherName: 'You',
        history: [],
      })) {
        baseline.push(performance.now() - started)
        break
      }
    }),
  )
}

const chats = await Promise.all(
  Array.from({ length: CHATS }, () => openBenchChat(server.url, api, cookie, 'text')),
)
const measured: number[] = []
for (let r = 0; r < ROUNDS; r++) {
  await Promise.all(
    chats.map(async (chat, i) => {
      const first = new Promise<void>((resolve) => {
        chat.first = resolve
      })
      const ended = new Promise<void>((resolve) => {
        chat.ended = resolve
      })
      const started = performance.now()
      chat.client.sendText(`Answer ${r} from chat ${i}: we build tools for small bakeries.`)
      await first
      measured.push(performance.now() - started)
      await ended
    }),
  )
}
for (const chat of chats) chat.client.close()

const b95 = percentile(baseline, 95)
const m95 = percentile(measured, 95)
console.log(
  `first streamed token, ${CHATS} concurrent chats × ${ROUNDS} rounds, provider first-token delay ${DELAY_MS} ms`,
)
console.log(
  `  provider alone (SDK)        p50 ${percentile(baseline, 50).toFixed(1)} ms  p95 ${b95.toFixed(1)} ms`,
)
console.log(
  `  over the WebSocket          p50 ${percentile(measured, 50).toFixed(1)} ms  p95 ${m95.toFixed(1)} ms  (${(m95 / b95).toFixed(2)}x provider)`,
)
console.log(
  `  beyond the provider         p50 ${(percentile(measured, 50) - percentile(baseline, 50)).toFixed(1)} ms  p95 ${(m95 - b95).toFixed(1)} ms  target < 20 ms p95`,
)

await server.stop()
fake.stop()
