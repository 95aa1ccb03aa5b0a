import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cron } from '@elysiajs/cron'
import { Elysia } from 'elysia'
import type { Auth } from '../../auth/auth'
import { authPlugin } from '../../auth/plugin'
import { BackupError, backupFileName, makeBackup } from '../../db/backup'
import type { OpenDatabase } from '../../db/open'
import { HttpError } from '../../http/errors'
import type { Logger } from '../../http/logger'

/**
 * The admin's download of a verified backup (the console's "Download backup", `bun run backup` with a
 * running server). The scratch load that verifies it runs in a child process, so this server's memory
 * and event loop stay its own.
 */
export const backupRoutes = (
  database: OpenDatabase,
  dataDir: string | undefined,
  auth: Auth,
  daily: { keep: number; logger: Logger },
) =>
  new Elysia({ prefix: '/admin/backup', detail: { tags: ['admin'] } })
    .use(authPlugin(auth))
    // Daily at 03:15 (server time), when BACKUP_KEEP asks for it and the database is the embedded one;
    // not registered otherwise (a paused job's timer would still keep a process alive).
    .use(
      daily.keep > 0 && database.kind === 'pglite' && dataDir
        ? cron({
            name: 'daily-backup',
            pattern: '15 3 * * *',
            run: () =>
              void runDailyBackup(database, dataDir, daily.keep, new Date()).then(
                (file) => daily.logger.info(`daily backup written: ${file}`),
                (error) => daily.logger.error(`daily backup failed: ${(error as Error).message}`),
              ),
          })
        : new Elysia(),
    )
    .get(
      '/',
      async ({ set }) => {
        if (database.kind !== 'pglite' || !database.dump || !dataDir)
          throw new HttpError(
            409,
            'This server runs on Postgres: back it up with pg_dump (see docs/operating.md), not from here.',
          )
        const now = new Date()
        try {
          const { bytes } = await makeBackup(() => database.dump!(), dataDir, now, countInChildProcess)
          set.headers['content-type'] = 'application/octet-stream'
          set.headers['content-disposition'] = `attachment; filename="${backupFileName(now)}"`
          set.headers['cache-control'] = 'no-store'
          return new Response(bytes as Uint8Array<ArrayBuffer>)
        } catch (error) {
          if (error instanceof BackupError) throw new HttpError(500, error.message)
          throw error
        }
      },
      { admin: true, detail: { summary: 'Download a verified backup of the embedded database' } },
    )

/** The backups to delete so that the newest `keep` stay (names sort by time). */
export function backupsToPrune(names: string[], keep: number): string[] {
  const ours = names.filter((n) => /^chad-backup-.+\.backup$/.test(n)).sort()
  return ours.slice(0, Math.max(0, ours.length - keep))
}

/** One daily backup into DATA_DIR/backups (written whole, then renamed), then the oldest pruned. */
export async function runDailyBackup(database: OpenDatabase, dataDir: string, keep: number, now: Date) {
  const dir = join(dataDir, 'backups')
  mkdirSync(dir, { recursive: true })
  const { bytes } = await makeBackup(() => database.dump!(), dataDir, now, countInChildProcess)
  const file = join(dir, backupFileName(now))
  writeFileSync(`${file}.partial`, bytes, { mode: 0o600 })
  renameSync(`${file}.partial`, file)
  for (const old of backupsToPrune(readdirSync(dir), keep)) rmSync(join(dir, old), { force: true })
  return file
}

async function countInChildProcess(dump: Uint8Array): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'chad-verify-'))
  try {
    const file = join(dir, 'dump.tar.gz')
    writeFileSync(file, dump)
    const child = Bun.spawn(['bun', join(import.meta.dir, '../../db/count-dump.ts'), file], {
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const [out, err, code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ])
    if (code !== 0)
      throw new BackupError(`The backup could not be verified: ${err.trim().split('\n').at(-1)}`)
    return JSON.parse(out) as Record<string, number>
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
