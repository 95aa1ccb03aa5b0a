// Starts the real server in its own process (as in production) for benchmarks; stops it on request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** `production: true` builds dist/ first and serves it as `NODE_ENV=production bun run start` does. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { production?: boolean } = {},
) {
  if (options.production) {
    const build = Bun.spawnSync(['bun', 'src/web/build.ts'], {
      cwd: join(import.meta.dir, '..'),
      stdout: 'ignore',
      stderr: 'inherit',
    })
    if (build.exitCode !== 0) throw new Error('production build failed')
    env = { NODE_ENV: 'production', BETTER_AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID(), ...env }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-bench-'))
  const port = 42_000 + Math.floor(Math.random() * 2000)
  const proc = Bun.spawn(['bun', 'src/server/index.ts'], {
    cwd: join(import.meta.dir, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      ...env,
    },
    stdout: 'inherit',
    stderr: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break
    if (i > 600) throw new Error('server did not start')
    await Bun.sleep(50)
  }
  return {
    url,
    stop: async () => {
      proc.kill('SIGTERM')
      await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!
