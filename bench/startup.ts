// `bun run start` to the first 200 from /api/health on the embedded database (target: under 1.5 s),
// with the production web build fresh, and with it stale (rebuilt in the background: the API must not wait).
// Baseline: a bare Bun.serve answering 200, started the same way, to show what Bun itself costs.
import { mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '..')
const runs = Number(process.env.BENCH_RUNS ?? 5)

async function timeToHealthy(cmd: string[], env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now()
  const proc = Bun.spawn(cmd, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (res.status === 200) return performance.now() - started
      } catch {}
      if (performance.now() - started > 30_000) throw new Error(`${cmd.join(' ')} never became healthy`)
      await Bun.sleep(5)
    }
  } finally {
    proc.kill('SIGTERM')
    await proc.exited
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
let port = 41_000 + Math.floor(Math.random() * 1000)

const baseline: number[] = []
for (let i = 0; i < runs; i++) {
  baseline.push(
    await timeToHealthy(
      ['bun', '-e', 'Bun.serve({ port: Number(process.env.PORT), fetch: () => new Response("ok") })'],
      {},
      port++,
    ),
  )
}

// `bun run start` runs this entry; a build first, so the fresh-build figures do not include one.
const start = ['bun', 'src/server/start.ts']
const built = Bun.spawnSync(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore' })
if (built.exitCode !== 0) throw new Error('web build failed')
const cold: number[] = []
const warm: number[] = []
const stale: number[] = []
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ASSETS: '' }
  cold.push(await timeToHealthy(start, env, port++))
  warm.push(await timeToHealthy(start, env, port++))
  // An old build: the server rebuilds it in a child process while the API answers.
  utimesSync(join(root, 'dist/index.html'), 1, 1)
  stale.push(await timeToHealthy(start, env, port++))
  // Leave a fresh build for the next round (the stopped server's build may still be finishing).
  await Bun.sleep(3000)
  Bun.spawnSync(['bun', 'src/web/build.ts'], { cwd: root, stdout: 'ignore' })
  rmSync(dataDir, { recursive: true, force: true })
}

const b = median(baseline)
console.log('startup to first 200 from /api/health (median of %d runs)', runs)
console.log(`  bare Bun.serve baseline     ${b.toFixed(0).padStart(6)} ms`)
console.log(
  `  fresh data dir (migrates)   ${median(cold).toFixed(0).padStart(6)} ms  (${(median(cold) / b).toFixed(1)}x baseline)  target < 1500 ms`,
)
console.log(
  `  existing data dir           ${median(warm).toFixed(0).padStart(6)} ms  (${(median(warm) / b).toFixed(1)}x baseline)  target < 1500 ms`,
)
console.log(
  `  stale web build (rebuilds)  ${median(stale).toFixed(0).padStart(6)} ms  (${(median(stale) / b).toFixed(1)}x baseline)  target < 1500 ms`,
)
