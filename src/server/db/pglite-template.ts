import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where migrated templates live: a cache beside the dependencies, rebuilt whenever it is missing. */
export const templateCacheDir = fileURLToPath(new URL('../../../node_modules/.cache/chad', import.meta.url))

/**
 * A name for the database a set of migrations produces: a hash of every migration file and the
 * PGlite version. A new migration (or a PGlite upgrade) gives a new name, so a stale template is
 * never used; it is never committed, always derived from `drizzle/` on this machine.
 */
export function templateKey(migrationsFolder: string, pgliteVersion: string): string {
  const hasher = new Bun.CryptoHasher('sha256')
  hasher.update(pgliteVersion)
  for (const name of (readdirSync(migrationsFolder, { recursive: true }) as string[]).sort()) {
    if (!/\.(sql|json)$/.test(name)) continue
    hasher.update(name)
    hasher.update(readFileSync(join(migrationsFolder, name)))
  }
  return hasher.digest('hex').slice(0, 16)
}

/** A folder holds a PGlite database once initdb has run in it. */
export const hasDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'))

/**
 * Fills an empty `dataDir` from the migrated template (a closed PGlite data folder), building the
 * template first when this set of migrations has none yet. Copying files is much faster and lighter
 * than PGlite's initdb, which is what a first start used to spend most of its time and memory on.
 * `build(dir)` must create, migrate and close a database in `dir`.
 */
export async function restoreTemplate(
  dataDir: string,
  key: string,
  build: (dir: string) => Promise<void>,
  cacheDir = templateCacheDir,
): Promise<'restored' | 'built'> {
  const template = join(cacheDir, `pglite-${key}`)
  let outcome: 'restored' | 'built' = 'restored'
  if (!hasDatabase(template)) {
    outcome = 'built'
    mkdirSync(cacheDir, { recursive: true })
    const building = `${template}.${process.pid}.${Date.now()}`
    await build(building)
    try {
      renameSync(building, template) // atomic: another process starting at once may have won
    } catch {
      rmSync(building, { recursive: true, force: true })
    }
    // Remove templates of older migration sets.
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith('pglite-') && name !== `pglite-${key}` && !name.includes('.'))
        rmSync(join(cacheDir, name), { recursive: true, force: true })
    }
  }
  mkdirSync(dataDir, { recursive: true })
  // Copy-on-write clones where the file system supports them, plain copies elsewhere.
  cpSync(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE })
  return outcome
}
