import { join } from 'node:path'

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
