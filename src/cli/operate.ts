#!/usr/bin/env bun
// Operating the embedded database: `bun run backup [file]`, `bun run restore <file>`,
// `bun run move-to-postgres`. docs/operating.md explains each.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Command, CommanderError } from 'commander'
import { ConfigError, dataDirOf } from '../server/config/config'
import { BackupError, backupFileName, decodeBackup, makeBackup, restoreBackup } from '../server/db/backup'
import { DataDirInUse } from '../server/db/data-dir-lock'
import { MoveError, moveRows } from '../server/db/move-to-postgres'
import { openDatabase, openPostgres } from '../server/db/open'
import { CliError, connect } from './client'

class OperateError extends Error {}

const rowsIn = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)
const size = (bytes: number) =>
  bytes > 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`

/** Through the running server, as an admin (the CLI's sign-in): the server makes and verifies the backup. */
async function backupThroughServer(url: string, email: string, password: string): Promise<Uint8Array> {
  const { cookie } = await connect({ url, email, password })
  const origin = new URL(url).origin
  const res = await fetch(`${url}/api/admin/backup`, { headers: { cookie, origin } }).catch(() => {
    throw new OperateError(`Cannot reach the Chad server at ${origin}. Is it running?`)
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string }
    throw new OperateError(`The server refused the backup (${res.status}): ${body.message ?? res.statusText}`)
  }
  return new Uint8Array(await res.arrayBuffer())
}

const program = new Command('chad-operate').description('Back up, restore and move the embedded database')
program.exitOverride()

program
  .command('backup')
  .argument('[file]', 'where to write the backup (default: chad-backup-<time>.backup here)')
  .option('--url <url>', 'a running server to back up through (env CHAD_URL)')
  .option('--email <email>', 'an admin of that server (env CHAD_EMAIL)')
  .option('--password <password>', 'their password (env CHAD_PASSWORD)')
  .description('Write a verified backup of the embedded database (the server may keep running)')
  .action(async (file: string | undefined, opts: { url?: string; email?: string; password?: string }) => {
    const now = new Date()
    const out = resolve(file ?? backupFileName(now))
    if (existsSync(out)) throw new OperateError(`${out} exists already: name another file.`)
    const url = (opts.url ?? process.env.CHAD_URL)?.replace(/\/$/, '')
    const email = opts.email ?? process.env.CHAD_EMAIL
    const password = opts.password ?? process.env.CHAD_PASSWORD
    let bytes: Uint8Array
    if (url && email && password) bytes = await backupThroughServer(url, email, password)
    else {
      const config = { dataDir: dataDirOf(), databaseUrl: process.env.DATABASE_URL }
      if (config.databaseUrl)
        throw new OperateError(
          'DATABASE_URL is set: this install runs on Postgres. Back it up with pg_dump (docs/operating.md).',
        )
      let database: Awaited<ReturnType<typeof openDatabase>>
      try {
        database = await openDatabase({ dataDir: config.dataDir, command: 'backup' })
      } catch (error) {
        if (error instanceof DataDirInUse)
          throw new OperateError(
            `${error.message.replace(/ Stop it first.*$/, '')} Back it up through that server: set CHAD_URL, CHAD_EMAIL and CHAD_PASSWORD (an admin) and run this again.`,
          )
        throw error
      }
      try {
        bytes = (await makeBackup(() => database.dump!(), config.dataDir, now)).bytes
      } finally {
        await database.close()
      }
    }
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, bytes, { mode: 0o600 })
    const { manifest } = decodeBackup(bytes)
    console.log(
      `Backup written: ${out} (${size(bytes.length)}; ${Object.keys(manifest.tables).length} tables, ${rowsIn(manifest.tables)} rows, verified by restoring it into a scratch database).`,
    )
    console.log('It holds every account and this data directory’s secrets: keep it as safe as the server.')
  })

program
  .command('restore')
  .argument('<file>', 'a backup written by `bun run backup`')
  .description('Restore a backup into an empty DATA_DIR (a data directory with a database is refused)')
  .action(async (file: string) => {
    const config = { dataDir: dataDirOf() }
    if (!existsSync(file)) throw new OperateError(`${file}: no such file.`)
    const manifest = await restoreBackup(new Uint8Array(readFileSync(file)), config.dataDir)
    console.log(
      `Restored ${rowsIn(manifest.tables)} rows in ${Object.keys(manifest.tables).length} tables (backup of ${manifest.created}) into ${config.dataDir}; every count matches. Start the server: bun run start`,
    )
  })

program
  .command('move-to-postgres')
  .option('--to <url>', 'the empty Postgres database to move into (env DATABASE_URL)')
  .description(
    'Copy the embedded database (DATA_DIR) into an empty Postgres database, every row, then check the counts',
  )
  .action(async (opts: { to?: string }) => {
    const url = opts.to ?? process.env.DATABASE_URL
    if (!url) throw new OperateError('Name the Postgres database: --to postgres://… or DATABASE_URL.')
    const config = { dataDir: dataDirOf() }
    const source = await openDatabase({ dataDir: config.dataDir, command: 'move-to-postgres' })
    let target: Awaited<ReturnType<typeof openPostgres>> | undefined
    try {
      target = await openPostgres(url)
      const report = await moveRows(source, target)
      const width = Math.max(...report.tables.map((t) => t.table.length))
      for (const t of report.tables) console.log(`${t.table.padEnd(width)}  ${String(t.target).padStart(8)}`)
      console.log(
        `Moved ${report.tables.reduce((a, t) => a + t.target, 0)} rows; every table's count matches. Start the server with DATABASE_URL set to this database.`,
      )
      console.log(
        `This data directory's secrets (${config.dataDir}/auth-secret, ${config.dataDir}/token-key) still sign sessions and decrypt X tokens: keep DATA_DIR, or set BETTER_AUTH_SECRET and TOKEN_ENCRYPTION_KEY to their contents on every replica.`,
      )
    } finally {
      await target?.close()
      await source.close()
    }
  })

try {
  await program.parseAsync(process.argv)
  process.exit(0)
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode)
  const known = [OperateError, BackupError, MoveError, ConfigError, DataDirInUse, CliError].some(
    (k) => error instanceof k,
  )
  console.error(known ? (error as Error).message : `Failed: ${(error as Error).message}`)
  process.exit(1)
}
