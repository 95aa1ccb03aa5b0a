// Requests per second near the framework's limit: a raw Bun.serve answering small JSON (the baseline)
// and the app, in one run, on both databases; then concurrency sweeps (1/10/50/100) for agent turns
// and the WebSocket's first token. Each figure is the median of BENCH_RUNS runs (default 3), each
// BENCH_SECONDS long (default 5) at 50 keep-alive connections from a load generator in its own process.
// Absolute numbers depend on the machine and its load; the ratios against the raw baseline, measured
// in the same run, are the figures to compare. Postgres: BENCH_DATABASE_URL, else a throwaway database
// on postgres://postgres@127.0.0.1:5432 (skipped with a note when none answers).
import { connect } from '../src/cli/client'
import { startFakeOpenAi } from '../src/server/testing/fake-openai'
import { startServerProcess } from '../src/server/testing/server-process'
import { bareServerCommand } from './lib/bench'
import { loadFromChild } from './lib/http-load'
import { agentTurnSweep, firstTokenSweep, printSweep, type SweepRow } from './lib/sweep'
import { signUpUsers } from './lib/users'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50,100').split(',').map(Number)
const DELAY_MS = 40
const admin = { ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: 'bench-password' }
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
async function plannedSessionId(url: string): Promise<string> {
  const proc = Bun.spawn(
    [
      'bun',
      'src/cli/index.ts',
      '--url',
      url,
      '--email',
      admin.ADMIN_EMAIL,
      '--password',
      admin.ADMIN_PASSWORD,
      'replay',
      '--json',
    ],
    { cwd: `${import.meta.dir}/..`, stdout: 'pipe', stderr: 'inherit' },
  )
  const out = await new Response(proc.stdout).text()
  if ((await proc.exited) !== 0) throw new Error('cli replay failed')
  return JSON.parse(out).id
}

// --- the raw baseline, in its own process like the app, without development-mode extras ---
const raw = await startServerProcess({ command: bareServerCommand })
const rawUrl = raw.url

type Result = { db: string; health: Figure[]; read: Figure[]; raw: Figure[]; tweets: number }
const results: Result[] = []
const sweeps: { db: string; turns: SweepRow[]; tokens: SweepRow[] }[] = []
const pg = await postgresUrl()
const databases: [string, string][] = [['PGlite', '']]
if (pg) databases.push(['Postgres', pg.url])

for (const [db, databaseUrl] of databases) {
  // Throughput on the offline engine (a real planned session to read), with the default log level.
  const server = await startServerProcess({ env: { ...admin, DATABASE_URL: databaseUrl } })
  const id = await plannedSessionId(server.url)
  const { api } = await connect({
    url: server.url,
    email: admin.ADMIN_EMAIL,
    password: admin.ADMIN_PASSWORD,
  })
  const session = (await api['marketing-sessions']({ id }).get()).data!
  const result: Result = { db, health: [], read: [], raw: [], tweets: session.scheduled_tweets.length }
  for (let run = 0; run < RUNS; run++) {
    result.raw.push(await measure(rawUrl))
    result.health.push(await measure(`${server.url}/api/health`))
    // A fresh sign-in per run: a browser keeps its signed session cache fresh from Set-Cookie, this
    // load generator does not, and a lapsed cache (SESSION_CACHE_SECONDS) would measure the database path.
    const fresh = await connect({ url: server.url, email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD })
    result.read.push(await measure(`${server.url}/api/marketing-sessions/${id}`, fresh.cookie))
  }
  results.push(result)
  await server.stop()

  // Concurrency sweeps against a fake provider with a fixed first-token delay.
  const fake = startFakeOpenAi({
    reply: () => 'Thanks. Who exactly is it for, and what does their week look like?',
    firstTokenDelayMs: DELAY_MS,
  })
  const aiServer = await startServerProcess({
    env: {
      ...admin,
      DATABASE_URL: databaseUrl,
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: fake.baseUrl,
      AI_CALLS_PER_MINUTE: '10000000',
    },
  })
  const ai = await connect({ url: aiServer.url, email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD })
  const chad = (await ai.api.personas.get({ query: { tags: 'chad' } })).data![0]!
  // One founder per chat: a single user's 100 chats would hit the per-user stored-message limit.
  const founders = await signUpUsers(aiServer.url, 'founder', Math.max(...LEVELS))
  const turns: SweepRow[] = []
  const tokens: SweepRow[] = []
  for (const level of LEVELS) {
    const rounds = Math.max(3, Math.ceil(200 / level))
    turns.push(await agentTurnSweep(ai.api, chad.id, fake, DELAY_MS, level, rounds))
    tokens.push(await firstTokenSweep(aiServer.url, founders, fake, DELAY_MS, level, Math.min(rounds, 5)))
  }
  sweeps.push({ db, turns, tokens })
  await aiServer.stop()
  fake.stop()
}
await raw.stop()
await pg?.drop()

const fmt = (f: Figure[]) => ({ rps: median(f.map((x) => x.rps)), p99: median(f.map((x) => x.p99)) })
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
if (!pg) console.log('  Postgres: skipped (set BENCH_DATABASE_URL or run Postgres on 127.0.0.1:5432)')
for (const s of sweeps) {
  console.log(`\nConcurrency sweep on ${s.db}`)
  printSweep('agent turn over HTTP', s.turns, DELAY_MS, s.db === 'Postgres' ? { 10: 15, 50: 40 } : {})
  printSweep('WebSocket first token', s.tokens, DELAY_MS, s.db === 'PGlite' ? { 50: 20 } : {})
}
