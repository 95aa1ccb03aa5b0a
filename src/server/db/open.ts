import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'
import * as schema from './schema'

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

export type OpenDatabase = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Cheap round trip used by /api/health. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Opens Postgres when a URL is given, otherwise embedded PGlite persisted under `dataDir`,
 * and applies the committed migrations either way.
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<OpenDatabase> {
  if (options.url) return openPostgres(options.url)
  mkdirSync(options.dataDir, { recursive: true })
  return openPglite(join(options.dataDir, 'pglite'))
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
  }
}

/** `dataDirOrDump`: a folder path, `undefined` for in-memory, or a dump to start from (tests). */
export async function openPglite(
  dataDirOrDump?: string | File | Blob,
  { migrate = true } = {},
): Promise<OpenDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client =
    typeof dataDirOrDump === 'string' || dataDirOrDump === undefined
      ? new PGlite(dataDirOrDump)
      : new PGlite({ loadDataDir: dataDirOrDump })
  const db = drizzle(client, { schema })
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator')
    await run(db, { migrationsFolder })
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}
