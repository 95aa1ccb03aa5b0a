import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database'
import { hasDatabase, restoreTemplate, templateKey } from './pglite-template'
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
  const dir = join(options.dataDir, 'pglite')
  // A first start copies a migrated template instead of running PGlite's initdb (seconds, ~1 GB).
  if (!hasDatabase(dir))
    await restoreTemplate(dir, templateKey(migrationsFolder, pgliteVersion()), buildTemplate)
  return openPglite(dir)
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
