// First streamed token over the WebSocket beyond the provider's own first-token time, with 50
// concurrent chats (target: under 20 ms p95 on PGlite). The fake OpenAI-compatible server waits a fixed
// delay before its first token; each message's overhead is its own send → first token time minus that
// delay (not a difference of two separately measured percentiles, which can even come out negative).
// The fake runs in its own process (a provider is not in the client's process); its timer slip under
// load still counts against the server (pessimistic), and its own first-token p95 is printed beside.
import { startServerProcess } from '../src/server/testing/server-process'
import { benchEnv } from './lib/bench'
import { startProviderProcess } from './lib/provider-process'
import { firstTokenSweep, printSweep } from './lib/sweep'
import { signUpUsers } from './lib/users'

const CHATS = Number(process.env.BENCH_CHATS ?? 50)
// 10 rounds (500 messages): with 4, one round's stall on this 2-core machine decided the p95 alone.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const DELAY_MS = 100

const fake = await startProviderProcess(
  'Thanks. Who exactly is it for, and what does their week look like?',
  DELAY_MS,
)
const server = await startServerProcess({
  env: benchEnv({ ai: fake.baseUrl }),
})
const founders = await signUpUsers(server.url, 'founder', CHATS)

const row = await firstTokenSweep(server.url, founders, fake, DELAY_MS, CHATS, ROUNDS)
console.log(
  `first streamed token, ${CHATS} concurrent chats × ${ROUNDS} rounds, database ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite'}`,
)
printSweep('WebSocket first token', [row], DELAY_MS, { [CHATS]: 20 })

await server.stop()
await fake.stop()
