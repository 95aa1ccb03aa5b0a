import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { Config } from '../config/config'
import { lockDataDir } from './data-dir-lock'
import type { Database } from './database'
import { PGliteRemote } from './pglite-remote'
import { hasDatabase, restoreTemplate, templateKey } from './pglite-template'
import * as schema from './schema'

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

export type OpenDatabase = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Cheap round trip used by /api/health. */
  ping: () => Promise<void>
  close: () => Promise<void>
  /** PGlite only: the database as a `dumpDataDir` tarball (tests start many databases from one). */
  dump?: () => Promise<Blob>
  /**
   * Postgres only: calls `onNotify` for every NOTIFY on `channel` (from any replica) and whenever the
   * listening connection (re)connects; resolves once listening. Not on the database thread: a
   * PGlite data directory has one server, which learns of its own changes directly.
   */
  listen?: (channel: string, onNotify: () => void) => Promise<void>
}

/**
 * Where embedded PGlite runs: `worker` (its own thread, the default, so no query blocks HTTP,
 * WebSocket frames or timers) or `main` (in this thread; docs/configuration.md: PGLITE_THREAD).
 */
export type PgliteThread = 'main' | 'worker'

/** The server's database, as its configuration names it. */
export const openConfiguredDatabase = (
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteThread' | 'pgliteThreadNice'>,
) =>
  openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteThread: config.pgliteThread,
    pgliteThreadNice: config.pgliteThreadNice,
  })

/**
 * Opens Postgres when a URL is given, otherwise embedded PGlite persisted under `dataDir`,
 * and applies the committed migrations either way.
 */
export async function openDatabase(options: {
  url?: string
  dataDir: string
  pgliteThread?: PgliteThread
  /** The database thread's nice value (Linux; 0 = the server's own priority). */
  pgliteThreadNice?: number
  /** Who holds the data directory, as the lock names it ("server", "backup"…). */
  command?: string
}): Promise<OpenDatabase> {
  if (options.url) return openPostgres(options.url)
  mkdirSync(options.dataDir, { recursive: true })
  // One process per data directory: a second server refuses to start (it would lose its writes).
  const release = lockDataDir(options.dataDir, options.command)
  try {
    const database = await openLockedDataDir(options)
    return {
      ...database,
      close: async () => {
        try {
          await database.close()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

async function openLockedDataDir(options: {
  dataDir: string
  pgliteThread?: PgliteThread
  pgliteThreadNice?: number
}): Promise<OpenDatabase> {
  const dir = join(options.dataDir, 'pglite')
  const key = templateKey(migrationsFolder, pgliteVersion())
  // A database migrated with exactly these migrations is not checked again (the migrator reads every
  // migration file and queries its table: ~70 ms of a restart); the marker names them by `key`.
  const marker = join(options.dataDir, 'pglite-migrations')
  let migrated = existsSync(marker) && readFileSync(marker, 'utf8') === key
  // A first start copies a migrated template (made with these migrations) instead of running PGlite's
  // initdb (seconds, ~1 GB).
  if (!hasDatabase(dir)) {
    await restoreTemplate(dir, key, buildTemplate)
    migrated = true // the template was migrated with these very migrations
  }
  const database = await openPglite(dir, {
    thread: options.pgliteThread,
    nice: options.pgliteThreadNice,
    migrate: !migrated,
  })
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== key) writeFileSync(marker, key)
  return database
}

async function buildTemplate(dir: string) {
  const template = await openPglite(dir)
  await template.close()
}

function pgliteVersion(): string {
  try {
    const pkg = fileURLToPath(
      new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
    )
    return JSON.parse(readFileSync(pkg, 'utf8')).version
  } catch {
    return 'unknown'
  }
}

export async function openPostgres(url: string, { migrate = true } = {}): Promise<OpenDatabase> {
  const { default: postgres } = await import('postgres')
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const client = postgres(url, { max: 10, onnotice: () => {} })
  const db = drizzle(client, { schema })
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/postgres-js/migrator')
    await run(db, { migrationsFolder })
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => void (await client`select 1`),
    close: () => client.end({ timeout: 5 }),
    // Also called on every (re)connection of the listening connection: what was missed is read then.
    listen: async (channel, onNotify) => void (await client.listen(channel, onNotify, onNotify)),
  }
}

/**
 * `dataDirOrDump`: a folder path, `undefined` for in-memory, or a dump to start from (tests).
 * `thread: 'worker'` runs PGlite on the database thread (`pglite-worker.ts`), migrations included.
 */
export async function openPglite(
  dataDirOrDump?: string | File | Blob,
  { migrate = true, thread = 'worker' as PgliteThread, nice = 0 } = {},
): Promise<OpenDatabase> {
  const { drizzle } = await import('drizzle-orm/pglite')
  if (thread === 'worker') {
    const client = await PGliteRemote.open(dataDirOrDump, migrate ? migrationsFolder : undefined, nice)
    const db = drizzle({ client: client as unknown as PGlite, schema })
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      dump: () => client.dumpDataDir('none'),
      ping: async () => void (await client.query('select 1')),
      close: () => client.close(),
    }
  }
  const { PGlite: LocalPGlite } = await import('@electric-sql/pglite')
  const client =
    typeof dataDirOrDump === 'string' || dataDirOrDump === undefined
      ? new LocalPGlite(dataDirOrDump)
      : new LocalPGlite({ loadDataDir: dataDirOrDump })
  const db = drizzle(client, { schema })
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator')
    await run(db, { migrationsFolder })
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    dump: async () => client.dumpDataDir('none') as Promise<Blob>,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    // In this thread PGlite can listen (tests run several apps on one database, as replicas).
    listen: async (channel, onNotify) => void (await client.listen(channel, onNotify)),
  }
}
