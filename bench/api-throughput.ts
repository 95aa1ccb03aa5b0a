import { startServerProcess } from '../src/server/testing/server-process'
import { bareServerCommand, benchEnv, plannedSessionId, signInAdmin } from './lib/bench'
import { loadFromChild } from './lib/http-load'
import { startProviderProcess } from './lib/provider-process'
import { agentTurnSweep, firstTokenSweep, printSweep, type SweepRow } from './lib/sweep'
import { signUpUsers } from './lib/users'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50,100').split(',').map(Number)
// BENCH_PARTS=http or =sweeps runs one half (the default runs both).
const PARTS = (process.env.BENCH_PARTS ?? 'http,sweeps').split(',')
// BENCH_DATABASES=PGlite or =Postgres runs on one database.
const DATABASES = (process.env.BENCH_DATABASES ?? 'PGlite,Postgres').split(',')
const DELAY_MS = 40
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

type Figure = { rps: number; p99: number; non200: number }
async function measure(url: string, cookie?: string): Promise<Figure> {
  const r = await loadFromChild(url, CONNECTIONS, SECONDS, cookie)
  const non200 = Object.entries(r.statuses).reduce((n, [s, c]) => (s === '200' ? n : n + c), 0) + r.errors
  return { rps: r.rps, p99: r.p99, non200 }
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} }
  const { default: postgres } = await import('postgres')
  const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `chad_bench_${process.pid}`
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  try {
    await sql.unsafe(`create database ${name}`)
  } catch {
    await sql.end()
    return undefined
  }
  await sql.end()
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** A planned session (interview, pillars, schedule) made through the CLI, to read back. */

// --- the raw baseline, in its own process like the app, without development-mode extras ---
const raw = await startServerProcess({ command: bareServerCommand })
const rawUrl = raw.url

type Result = { db: string; health: Figure[]; read: Figure[]; raw: Figure[]; tweets: number }
const results: Result[] = []
const sweeps: { db: string; turns: SweepRow[]; tokens: SweepRow[] }[] = []
const pg = await postgresUrl()
const databases: [string, string][] = [['PGlite', '']]
if (pg) databases.push(['Postgres', pg.url])
for (const [name] of [...databases])
  if (!DATABASES.includes(name))
    databases.splice(
      databases.findIndex(([n]) => n === name),
      1,
    )

for (const [db, databaseUrl] of databases) {
  if (PARTS.includes('http')) results.push(await throughput(db, databaseUrl))
  if (PARTS.includes('sweeps')) sweeps.push(await concurrency(db, databaseUrl))
}

async function throughput(db: string, databaseUrl: string): Promise<Result> {
  // Throughput on the offline engine (a real planned session to read), with the default log level.
  const server = await startServerProcess({ env: benchEnv({ databaseUrl }) })
  const id = await plannedSessionId(server.url)
  const { api } = await signInAdmin(server.url)
  const session = (await api['marketing-sessions']({ id }).get()).data!
  const result: Result = { db, health: [], read: [], raw: [], tweets: session.scheduled_tweets.length }
  for (let run = 0; run < RUNS; run++) {
    result.raw.push(await measure(rawUrl))
    result.health.push(await measure(`${server.url}/api/health`))
    // A fresh sign-in per run: a browser keeps its signed session cache fresh from Set-Cookie, this
    // load generator does not, and a lapsed cache (SESSION_CACHE_SECONDS) would measure the database path.
    const fresh = await signInAdmin(server.url)
    result.read.push(await measure(`${server.url}/api/marketing-sessions/${id}`, fresh.cookie))
  }
  await server.stop()
  return result
}

async function concurrency(db: string, databaseUrl: string) {
  // Concurrency sweeps against a fake provider with a fixed first-token delay.
  const fake = await startProviderProcess(
    'Thanks. Who exactly is it for, and what does their week look like?',
    DELAY_MS,
  )
  const aiServer = await startServerProcess({ env: benchEnv({ ai: fake.baseUrl, databaseUrl }) })
  const ai = await signInAdmin(aiServer.url)
  const chad = (await ai.api.personas.get({ query: { tags: 'chad' } })).data![0]!
  // One founder per chat: a single user's 100 chats would hit the per-user stored-message limit.
  const founders = await signUpUsers(aiServer.url, 'founder', Math.max(...LEVELS))
  const turns: SweepRow[] = []
  const tokens: SweepRow[] = []
  // Warm-up, not measured: the default sweep's first level (1 concurrent, 200 turns) warmed the JIT
  // for the others, so BENCH_LEVELS=10,50 measured a colder server than the default run did.
  await agentTurnSweep(ai.api, chad.id, fake, DELAY_MS, 10, 10)
  await firstTokenSweep(aiServer.url, founders, fake, DELAY_MS, 10, 3)
  for (const level of LEVELS) {
    const rounds = Math.max(3, Math.ceil(200 / level))
    turns.push(await agentTurnSweep(ai.api, chad.id, fake, DELAY_MS, level, rounds))
    tokens.push(await firstTokenSweep(aiServer.url, founders, fake, DELAY_MS, level, Math.min(rounds, 5)))
  }
  await aiServer.stop()
  await fake.stop()
  return { db, turns, tokens }
}
await raw.stop()
await pg?.drop()

const fmt = (f: Figure[]) => ({ rps: median(f.map((x) => x.rps)), p99: median(f.map((x) => x.p99)) })
if (results.length) printThroughput()
if (!pg) console.log('  Postgres: skipped (set BENCH_DATABASE_URL or run Postgres on 127.0.0.1:5432)')
for (const s of sweeps) {
  console.log(`\nConcurrency sweep on ${s.db}`)
  printSweep('agent turn over HTTP', s.turns, DELAY_MS, s.db === 'Postgres' ? { 10: 15, 50: 40 } : {})
  printSweep('WebSocket first token', s.tokens, DELAY_MS, s.db === 'PGlite' ? { 50: 20 } : {})
}

function printThroughput() {
  const all = results.flatMap((r) => r.raw)
  const base = fmt(all)
  console.log(
    `HTTP throughput, ${CONNECTIONS} connections, median of ${RUNS} × ${SECONDS} s (load generator in its own process)`,
  )
  const line = (label: string, f: Figure[], baseRps: number, target?: number) => {
    const { rps, p99 } = fmt(f)
    const errors = f.reduce((n, x) => n + x.non200, 0)
    const ratio = (100 * rps) / baseRps
    console.log(
      `  ${label.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99.toFixed(1).padStart(6)} ms  ${ratio.toFixed(1).padStart(5)}% of raw` +
        (target ? `  target ≥ ${target}%` : '') +
        (errors ? `  (${errors} non-200!)` : ''),
    )
  }
  console.log(
    `  ${'raw Bun.serve JSON (baseline, all runs)'.padEnd(44)} ${base.rps.toFixed(0).padStart(7)} req/s  p99 ${base.p99.toFixed(1).padStart(6)} ms`,
  )
  for (const r of results) {
    // Each database's ratios use the raw runs interleaved with its own.
    const b = fmt(r.raw).rps
    line(`${r.db}: GET /api/health`, r.health, b, 70)
    line(`${r.db}: signed-in session read (${r.tweets} tweets)`, r.read, b, r.db === 'PGlite' ? 2.5 : 5)
  }
}
