// First streamed token over the WebSocket beyond the provider's own first-token time, with 50
// concurrent chats (target: under 20 ms p95 on PGlite). The fake OpenAI-compatible server waits a fixed
// delay before its first token; each message's overhead is its own send → first token time minus that
// delay (not a difference of two separately measured percentiles, which can even come out negative).
// The fake's timer runs in this process, so its slip under load counts against the server (pessimistic);
// its own first-token p95 is printed beside the figure.
import { startFakeOpenAi } from '../src/server/testing/fake-openai'
import { startServerProcess } from '../src/server/testing/server-process'
import { benchDatabase } from './lib/bench'
import { firstTokenSweep, printSweep } from './lib/sweep'
import { signUpUsers } from './lib/users'

const CHATS = Number(process.env.BENCH_CHATS ?? 50)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const DELAY_MS = 100

const fake = startFakeOpenAi({
  reply: () => 'Thanks. Who exactly is it for, and what does their week look like?',
  firstTokenDelayMs: DELAY_MS,
})
const server = await startServerProcess({
  env: {
    ...benchDatabase,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password',
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: fake.baseUrl,
    AI_CALLS_PER_MINUTE: '1000000',
  },
})
const founders = await signUpUsers(server.url, 'founder', CHATS)

const row = await firstTokenSweep(server.url, founders, fake, DELAY_MS, CHATS, ROUNDS)
console.log(
  `first streamed token, ${CHATS} concurrent chats × ${ROUNDS} rounds, database ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite'}`,
)
printSweep('WebSocket first token', [row], DELAY_MS, { [CHATS]: 20 })

await server.stop()
fake.stop()
