// Test helpers for the CLI: a server in this process on a fresh embedded database, and the CLI run
// against it as a user would (its own process).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../server/config/config'
import { startServer } from '../server/server'

export const ADMIN = { email: 'root@example.com', password: 'root-password' }
/** The global options that sign the CLI in as the admin. */
export const asAdmin = ['--email', ADMIN.email, '--password', ADMIN.password]

/** Runs the CLI as a user would, against `base` (tests; the server may live in the same process). */
export async function runCli(base: string, ...args: string[]) {
  const proc = Bun.spawn(['bun', 'src/cli/index.ts', '--url', base, ...args], {
    cwd: join(import.meta.dir, '../..'),
    env: { ...process.env, CHAD_EMAIL: '', CHAD_PASSWORD: '' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { stdout, stderr, exitCode }
}

/** The server for CLI tests, with the admin above; `cli(...)` runs the CLI against it. */
export async function startServerForCli(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chad-cli-test-'))
  try {
    const server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...env,
      }),
    )
    const base = server.url.href.replace(/\/$/, '')
    return {
      base,
      dataDir,
      cli: (...args: string[]) => runCli(base, ...args),
      stop: async () => {
        await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
