// The first `bun run start` of a fresh clone (README's command): how long until /api/health answers,
// and until the server is ready (the database built from the migrations, the web app served).
// `bun bench/first-start.ts` clones this checkout into a temporary folder, installs, starts, polls.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../src/server/testing/server-process'

const root = join(import.meta.dir, '..')
const dir = mkdtempSync(join(tmpdir(), 'chad-first-start-'))
const run = async (cmd: string[], cwd: string) => {
  const proc = Bun.spawn(cmd, { cwd, stdout: 'ignore', stderr: 'inherit' })
  if ((await proc.exited) !== 0) throw new Error(`${cmd.join(' ')} failed`)
}
try {
  await run(['git', 'clone', '-q', root, dir], root)
  await run(['bun', 'install', '--frozen-lockfile'], dir)
  const port = freePort()
  const started = performance.now()
  const server = Bun.spawn(['bun', 'run', 'start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, '.data') },
    stdout: 'ignore',
    stderr: 'ignore',
  })
  let firstAnswer = 0
  let ready = 0
  while (!ready && performance.now() - started < 120_000) {
    const body = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.json() as Promise<{ database: string }>)
      .catch(() => null)
    if (body && !firstAnswer) firstAnswer = performance.now() - started
    if (body && body.database !== 'starting') ready = performance.now() - started
    await Bun.sleep(10)
  }
  server.kill('SIGTERM')
  await server.exited
  console.log(
    `first start of a fresh clone: /api/health answers after ${(firstAnswer / 1000).toFixed(2)} s (target 1.5 s)`,
  )
  console.log(`ready (database built from the migrations) after ${(ready / 1000).toFixed(2)} s`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
