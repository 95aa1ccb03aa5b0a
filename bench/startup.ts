// `bun run start` to the first 200 from /api/health on the embedded database (target: under 1.5 s).
// Baseline: a bare Bun.serve answering 200, started the same way, to show what Bun itself costs.
import { mkdtempSync, rmSync } from 'node:fs'
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

const cold: number[] = []
const warm: number[] = []
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  cold.push(await timeToHealthy(['bun', 'src/server/index.ts'], env, port++))
  warm.push(await timeToHealthy(['bun', 'src/server/index.ts'], env, port++))
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
