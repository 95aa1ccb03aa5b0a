// `bun run start` in production mode (NODE_ENV=production, prebuilt dist/) to its "listening" line (the
// API answers 200 from /api/health from then on; checked) on the embedded database (targets: first start under 1.5 s with a peak under 400 MB,
// restart under 1 s, idle RSS under 200 MiB). Baseline: a bare Bun.serve answering 200, started and
// timed the same way, to show what Bun itself costs; the ratios are the figures to compare on a busy machine.
// The migrated PGlite template is built once per set of migrations (node_modules/.cache/chad); the
// first run below builds it if needed and is reported on its own line. A stale web build (older than
// its sources) is rebuilt by `bun run start` in a child process: the API must not wait for it.
import { mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServerProcess } from '../src/server/testing/server-process'
import { bareServerCommand, residentMiB } from './lib/bench'

const root = join(import.meta.dir, '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)

const build = Bun.spawnSync(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore', stderr: 'inherit' })
if (build.exitCode !== 0) throw new Error('production build failed')
const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID(),
  DATABASE_URL: '',
}

type Start = { ms: number; peakMiB: number; idleMiB?: number }
/** Time from spawning to the "listening" line (the API answers from that moment). */
async function start(
  command: string[],
  env: Record<string, string>,
  dataDir?: string,
  idle = false,
): Promise<Start> {
  const started = performance.now()
  const server = await startServerProcess({ command, env, dataDir, timeoutMs: 120_000 })
  try {
    const ms = performance.now() - started
    if ((await fetch(`${server.url}/api/health`)).status !== 200)
      throw new Error(`${command.join(' ')} is not healthy`)
    let idleMiB: number | undefined
    if (idle) {
      await Bun.sleep(3000)
      idleMiB = residentMiB(server.pid, 'VmRSS')
    }
    return { ms, peakMiB: residentMiB(server.pid, 'VmHWM'), idleMiB }
  } finally {
    await server.stop()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const server = ['bun', 'src/server/index.ts']

const baseline: Start[] = []
for (let i = 0; i < runs; i++) {
  baseline.push(await start(bareServerCommand, {}))
}

// The first start on this machine builds the template when the migrations changed since the last one.
const firstDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
const once = await start(server, production, firstDir, true)
rmSync(firstDir, { recursive: true, force: true })

const cold: Start[] = []
const warm: Start[] = []
const stale: Start[] = []
// Cold and warm starts first, stale-build starts after them: a stale start leaves a rebuild running in a
// child process, which would otherwise share the CPU with the next round's cold start.
const dataDirs: string[] = []
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
  dataDirs.push(dataDir)
  cold.push(await start(server, production, dataDir))
  // Idle memory is read on the first restart too: a first run also holds what building the template left.
  warm.push(await start(server, production, dataDir, i === 0))
}
for (const dataDir of dataDirs) {
  utimesSync(join(root, 'dist/index.html'), 1, 1)
  stale.push(await start(['bun', 'src/server/start.ts'], production, dataDir))
  // Leave a fresh build for the next round (the stopped server's rebuild may still be running).
  await Bun.sleep(3000)
  Bun.spawnSync(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore' })
  rmSync(dataDir, { recursive: true, force: true })
}

const b = median(baseline.map((s) => s.ms))
const row = (label: string, xs: Start[], target: string) => {
  const ms = median(xs.map((s) => s.ms))
  const peak = Math.max(...xs.map((s) => s.peakMiB))
  console.log(
    `  ${label.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms  (${(ms / b).toFixed(1)}x baseline)  peak RSS ${peak.toFixed(0)} MiB  ${target}`,
  )
}
console.log('production start to the "listening" line, PGlite (median of %d runs)', runs)
console.log(`  ${'bare Bun.serve baseline'.padEnd(36)} ${b.toFixed(0).padStart(6)} ms`)
row(
  'first run (builds template if new)',
  [once],
  `idle RSS ${once.idleMiB?.toFixed(0)} MiB  target < 200 MiB`,
)
row('empty data dir (template copied)', cold, 'target < 1500 ms, peak < 400 MiB')
row(
  'existing data dir (restart)',
  warm,
  `idle RSS ${warm[0]?.idleMiB?.toFixed(0)} MiB (first restart)  target < 1000 ms, idle < 200 MiB`,
)
row('stale web build (rebuilt meanwhile)', stale, 'target < 1000 ms')
