/**
 * Backups of the embedded database. A backup file is one header line, one line of manifest (when it
 * was made, the row count of every table as read back from the backup itself, and this data
 * directory's development secrets, without which its X tokens could not be decrypted), then PGlite's
 * dump of the data directory, gzipped. The dump is taken between two queries (PGlite runs it
 * exclusively), so it holds every committed write and nothing half-done; it is verified by loading it
 * into a scratch database and counting every table before it is handed out.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SECRET_FILES } from '../config/config'
import { lockDataDir } from './data-dir-lock'
import { rowsOf } from './rows'

export const BACKUP_HEADER = 'CHAD-BACKUP 1'

export type BackupManifest = {
  created: string
  /** Rows per table ("schema.table"), counted in a scratch database loaded from this very backup. */
  tables: Record<string, number>
  /** The data directory's development secrets (absent when they come from the environment). */
  secrets: { authSecret?: string; tokenKey?: string }
}

export class BackupError extends Error {}

export function secretsIn(dataDir: string): BackupManifest['secrets'] {
  const out: BackupManifest['secrets'] = {}
  for (const [key, file] of Object.entries(SECRET_FILES) as [keyof typeof SECRET_FILES, string][])
    if (existsSync(join(dataDir, file))) out[key] = readFileSync(join(dataDir, file), 'utf8').trim()
  return out
}

export function encodeBackup(manifest: BackupManifest, dump: Uint8Array): Uint8Array {
  const head = new TextEncoder().encode(`${BACKUP_HEADER}\n${JSON.stringify(manifest)}\n`)
  const out = new Uint8Array(head.length + dump.length)
  out.set(head)
  out.set(dump, head.length)
  return out
}

export function decodeBackup(bytes: Uint8Array): { manifest: BackupManifest; dump: Uint8Array } {
  const newline = (from: number) => bytes.indexOf(10, from)
  const first = newline(0)
  const second = first < 0 ? -1 : newline(first + 1)
  const decoder = new TextDecoder()
  if (first < 0 || second < 0 || decoder.decode(bytes.subarray(0, first)) !== BACKUP_HEADER)
    throw new BackupError('This file is not a Chad backup (it does not start with the backup header).')
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(decoder.decode(bytes.subarray(first + 1, second)))
  } catch {
    throw new BackupError('This backup is damaged: its manifest cannot be read.')
  }
  if (typeof manifest?.tables !== 'object')
    throw new BackupError('This backup is damaged: its manifest has no tables.')
  return { manifest, dump: bytes.subarray(second + 1) }
}

const gzip = async (data: Blob) =>
  new Uint8Array(await new Response(data.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer())
const gunzip = async (data: Uint8Array) =>
  new Blob([
    await new Response(
      new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).arrayBuffer(),
  ])

type Query = (sql: string) => Promise<unknown>

/** Every table of ours (the app's and the migration history) with its row count. */
export async function countTables(query: Query): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_schema: string; table_name: string }>(
    await query(
      `select table_schema, table_name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
       order by table_schema, table_name`,
    ),
  )
  const out: Record<string, number> = {}
  for (const { table_schema, table_name } of tables) {
    const [row] = rowsOf<{ n: number | string }>(
      await query(`select count(*)::int as n from "${table_schema}"."${table_name}"`),
    )
    out[`${table_schema}.${table_name}`] = Number(row?.n ?? 0)
  }
  return out
}

/** Loads a dump (gzipped tar) into a scratch in-memory database and counts its tables. */
export async function countDump(dump: Uint8Array): Promise<Record<string, number>> {
  const { PGlite } = await import('@electric-sql/pglite')
  const scratch = await PGlite.create({ loadDataDir: await gunzip(dump) })
  try {
    return await countTables((sql) => scratch.query(sql))
  } finally {
    await scratch.close()
  }
}

/**
 * A verified backup of an open embedded database: its dump (taken while the server keeps serving),
 * gzipped, counted in a scratch database, with the data directory's secrets. `count` lets the server
 * do the scratch load in another process.
 */
export async function makeBackup(
  dumpDataDir: () => Promise<Blob>,
  dataDir: string,
  now: Date,
  count: (dump: Uint8Array) => Promise<Record<string, number>> = countDump,
): Promise<{ bytes: Uint8Array; manifest: BackupManifest }> {
  const dump = await gzip(await dumpDataDir())
  const tables = await count(dump)
  if (!Object.keys(tables).some((t) => t.startsWith('drizzle.')))
    throw new BackupError('The backup could not be verified: its migration history is missing.')
  const manifest: BackupManifest = { created: now.toISOString(), tables, secrets: secretsIn(dataDir) }
  return { bytes: encodeBackup(manifest, dump), manifest }
}

/**
 * Restores a backup into an empty data directory (refusing one that holds a database), then checks
 * every table's count against the manifest. The next server start applies any newer migrations.
 */
export async function restoreBackup(bytes: Uint8Array, dataDir: string): Promise<BackupManifest> {
  const { manifest, dump } = decodeBackup(bytes)
  const dir = join(dataDir, 'pglite')
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new BackupError(
      `${dataDir} already holds a database: restore only into an empty data directory (move this one aside first).`,
    )
  mkdirSync(dataDir, { recursive: true })
  const release = lockDataDir(dataDir, 'restore')
  try {
    for (const [key, file] of Object.entries(SECRET_FILES) as [keyof typeof SECRET_FILES, string][]) {
      const secret = manifest.secrets?.[key]
      const path = join(dataDir, file)
      if (!secret) continue
      if (existsSync(path) && readFileSync(path, 'utf8').trim() !== secret)
        throw new BackupError(
          `${path} holds another secret than the backup's: remove it, or restore into an empty data directory.`,
        )
      writeFileSync(path, secret, { mode: 0o600 })
    }
    const { PGlite } = await import('@electric-sql/pglite')
    const restored = await PGlite.create(dir, { loadDataDir: await gunzip(dump) })
    let counted: Record<string, number>
    try {
      counted = await countTables((sql) => restored.query(sql))
    } finally {
      await restored.close()
    }
    const wrong = Object.entries(manifest.tables).filter(([table, n]) => counted[table] !== n)
    if (wrong.length)
      throw new BackupError(
        `The restored database does not match the backup: ${wrong.map(([t, n]) => `${t} has ${counted[t] ?? 0} rows, expected ${n}`).join('; ')}.`,
      )
    return manifest
  } finally {
    release()
  }
}

/** "chad-backup-2026-11-26T19-04-05Z.backup": sorts by time, safe on every file system. */
export const backupFileName = (now: Date) =>
  `chad-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.backup`
