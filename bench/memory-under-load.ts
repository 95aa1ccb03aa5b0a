// Resident memory of the embedded server (PGlite) idle and under 50 connections reading a signed-in
// marketing session (issue target: peak under 400 MiB, so a 1 GB machine runs it), beside the same
// figures on Postgres when it is reachable. Read from /proc/<pid>/status: VmRSS idle, VmHWM peak.
import { readFileSync } from 'node:fs'
import { startServerProcess } from '../src/server/testing/server-process'
import { benchEnv, plannedSessionId, residentMiB, signInAdmin } from './lib/bench'
import { loadFromChild } from './lib/http-load'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

// The product as the README starts it: package.json's `start` script (its VAR=value prefix becomes the
// environment, so the measured pid is the server itself, not `bun run`).
const startScript = (
  JSON.parse(readFileSync(`${import.meta.dir}/../package.json`, 'utf8')) as { scripts: { start: string } }
).scripts.start.split(' ')
const startEnv = Object.fromEntries(
  startScript.filter((w) => /^[A-Z_][A-Za-z_]*=/.test(w)).map((w) => w.split('=') as [string, string]),
)
const COMMAND =
  process.env.BENCH_COMMAND?.split(' ') ?? startScript.filter((w) => !/^[A-Z_][A-Za-z_]*=/.test(w))

const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((w) => w.split('=') as [string, string]),
)

async function measure(label: string, databaseUrl: string) {
  const server = await startServerProcess({
    // BENCH_SERVER_ENV="A=1 B=2" adds variables to the server's environment only (to try runtime flags).
    env: { ...benchEnv({ databaseUrl }), ...startEnv, ...serverEnv },
    timeoutMs: 120_000,
    command: COMMAND,
  })
  try {
    const id = await plannedSessionId(server.url)
    await Bun.sleep(3000)
    const idle = residentMiB(server.pid, 'VmRSS')
    const before = residentMiB(server.pid, 'VmHWM')
    const { cookie } = await signInAdmin(server.url)
    // The load generator blocks this process: a separate sampler reads the server's RSS every second.
    const sampler = Bun.spawn(
      [
        'bash',
        '-c',
        `while sleep 1; do grep VmRSS /proc/${server.pid}/status | tr -s ' ' | cut -d' ' -f2; done`,
      ],
      { stdout: 'pipe' },
    )
    // BENCH_PATH loads another route (to find which part of a request the memory goes to).
    const path = process.env.BENCH_PATH ?? `/api/marketing-sessions/${id}`
    const load = await loadFromChild(`${server.url}${path}`, CONNECTIONS, SECONDS, cookie)
    sampler.kill()
    const timeline = (await new Response(sampler.stdout).text())
      .trim()
      .split('\n')
      .map((kb) => Number(kb) / 1024)
    console.log(`  RSS every second under load: ${timeline.map((x) => x.toFixed(0)).join(' ')} MiB`)
    const peak = residentMiB(server.pid, 'VmHWM')
    console.log(
      `${label.padEnd(9)} idle ${idle.toFixed(0).padStart(4)} MiB · peak under ${CONNECTIONS} connections ${peak.toFixed(0).padStart(4)} MiB (peak before the load ${before.toFixed(0)} MiB) · ${load.rps.toFixed(0)} req/s, p99 ${load.p99.toFixed(1)} ms`,
    )
    return peak
  } finally {
    await server.stop()
  }
}

const peak = await measure('PGlite', '')
if (process.env.BENCH_DATABASE_URL) await measure('Postgres', process.env.BENCH_DATABASE_URL)
console.log(`embedded peak ${peak.toFixed(0)} MiB: target under 400 MiB ${peak < 400 ? 'met' : 'NOT met'}`)
