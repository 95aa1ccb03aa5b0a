import { afterAll, describe, expect, it } from 'bun:test'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from './open'
import { hasDatabase, restoreTemplate, templateKey } from './pglite-template'

const root = mkdtempSync(join(tmpdir(), 'chad-template-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('templateKey', () => {
  it('changes when a migration is added or edited, or PGlite changes', () => {
    const migrations = join(root, 'drizzle')
    mkdirSync(join(migrations, 'meta'), { recursive: true })
    writeFileSync(join(migrations, '0000_init.sql'), 'create table a (id int);')
    writeFileSync(join(migrations, 'meta', '_journal.json'), '{"entries":[0]}')
    const first = templateKey(migrations, '0.5.16')
    expect(templateKey(migrations, '0.5.16')).toBe(first)
    expect(templateKey(migrations, '0.5.17')).not.toBe(first)
    writeFileSync(join(migrations, '0001_threads.sql'), 'alter table a add b int;')
    const second = templateKey(migrations, '0.5.16')
    expect(second).not.toBe(first)
    writeFileSync(join(migrations, '0001_threads.sql'), 'alter table a add c int;')
    expect(templateKey(migrations, '0.5.16')).not.toBe(second)
  })
})

describe('restoreTemplate', () => {
  const cache = join(root, 'cache')
  let builds = 0
  const build = async (dir: string) => {
    builds += 1
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'PG_VERSION'), '18')
    writeFileSync(join(dir, 'migrated'), `build ${builds}`)
  }

  it('builds the template once, then copies it into each empty data folder', async () => {
    expect(await restoreTemplate(join(root, 'a'), 'k1', build, cache)).toBe('built')
    expect(await restoreTemplate(join(root, 'b'), 'k1', build, cache)).toBe('restored')
    expect(builds).toBe(1)
    expect(hasDatabase(join(root, 'b'))).toBe(true)
    expect(readFileSync(join(root, 'b', 'migrated'), 'utf8')).toBe('build 1')
  })

  it('builds a new template for new migrations and drops the old one', async () => {
    expect(await restoreTemplate(join(root, 'c'), 'k2', build, cache)).toBe('built')
    expect(readdirSync(cache)).toEqual(['pglite-k2'])
    expect(readFileSync(join(root, 'c', 'migrated'), 'utf8')).toBe('build 2')
  })
})

describe('openDatabase on PGlite', () => {
  // The migrator's table emptied behind the server's back shows whether a start ran the migrator: if it
  // did, it would apply every migration again, and the first one fails on tables that exist.
  const forgetMigrations = async (dataDir: string) => {
    const db = await openDatabase({ dataDir, pgliteThread: 'worker' })
    await db.db.execute(sql`delete from drizzle.__drizzle_migrations`)
    await db.close()
  }

  it('skips the migrator when the data folder was migrated with these migrations, and runs it otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chad-open-'))
    try {
      await forgetMigrations(dataDir) // a first start (the template) and its marker
      const again = await openDatabase({ dataDir, pgliteThread: 'worker' })
      await again.ping()
      await again.close()
      writeFileSync(join(dataDir, 'pglite-migrations'), 'older migrations')
      const failed = await openDatabase({ dataDir, pgliteThread: 'worker' }).then(
        async (db) => {
          await db.close()
          return false
        },
        () => true,
      )
      expect(failed).toBe(true)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
