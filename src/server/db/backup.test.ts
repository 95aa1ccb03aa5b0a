import { describe, expect, it } from 'bun:test'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { backupsToPrune, runDailyBackup } from '../admin/backups'
import { tempDirs } from '../testing/temp-dirs'
import { createTestApp } from '../testing/test-app'
import { BackupError, decodeBackup, encodeBackup, makeBackup, restoreBackup } from './backup'
import { openDatabase } from './open'
import { rowsOf } from './rows'

const { fresh, track } = tempDirs('chad-backup-')

describe('the backup file', () => {
  it('reads back what was written, and refuses what is not a backup', () => {
    const manifest = { created: '2026-11-26T00:00:00.000Z', tables: { 'public.user': 3 }, secrets: {} }
    const decoded = decodeBackup(encodeBackup(manifest, new Uint8Array([1, 2, 3])))
    expect(decoded.manifest).toEqual(manifest)
    expect([...decoded.dump]).toEqual([1, 2, 3])
    expect(() => decodeBackup(new TextEncoder().encode('hello\nworld\n'))).toThrow(BackupError)
    expect(() => decodeBackup(new TextEncoder().encode('CHAD-BACKUP 1\n{oops\n'))).toThrow(BackupError)
  })
})

describe('a backup taken while the server takes writes', () => {
  it('restores into an empty data directory with every write acknowledged before it, and its secrets', async () => {
    const dataDir = fresh()
    writeFileSync(join(dataDir, 'token-key'), 'cd'.repeat(32))
    const database = await openDatabase({ dataDir })
    const t = await createTestApp({ database })
    const acknowledged: string[] = []
    let writing = true
    // Six clients signing up without pause while the backup is made.
    const writers = Array.from({ length: 6 }, async () => {
      while (writing) acknowledged.push((await t.signUpUser()).email)
    })
    while (acknowledged.length < 12) await Bun.sleep(20)
    const before = [...acknowledged]
    const { bytes, manifest } = await makeBackup(() => database.dump!(), dataDir, new Date())
    writing = false
    await Promise.all(writers)
    await t.close()

    expect(before.length).toBeGreaterThan(5)
    expect(manifest.tables['public.user']).toBeGreaterThanOrEqual(before.length + 1) // and the admin
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0)
    expect(manifest.secrets.tokenKey).toBe('cd'.repeat(32))

    const target = fresh()
    const file = join(target, '..', `${target.split('/').pop()}.backup`)
    writeFileSync(file, bytes)
    track(file)
    await restoreBackup(new Uint8Array(readFileSync(file)), target)
    expect(readFileSync(join(target, 'token-key'), 'utf8')).toBe('cd'.repeat(32))

    const restored = await openDatabase({ dataDir: target })
    try {
      const emails = rowsOf<{ email: string }>(await restored.db.execute(sql`select email from "user"`)).map(
        (r) => r.email,
      )
      for (const email of before) expect(emails).toContain(email)
      expect(emails).toHaveLength(manifest.tables['public.user']!)
    } finally {
      await restored.close()
    }

    // A data directory that holds a database is never overwritten.
    await expect(restoreBackup(bytes, target)).rejects.toThrow('already holds a database')
  }, 120_000)
})

describe('the admin download', () => {
  it('gives an admin a verified backup, refuses everyone else, and says to use pg_dump without a data directory', async () => {
    const dataDir = fresh()
    const t = await createTestApp({ database: await openDatabase({ dataDir }), dataDir })
    try {
      const user = await t.signUpUser()
      expect((await t.request('/api/admin/backup', { headers: { cookie: user.cookie } })).status).toBe(403)
      expect((await t.request('/api/admin/backup')).status).toBe(401)
      const res = await t.request('/api/admin/backup', { headers: { cookie: await t.adminCookie() } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="chad-backup-.+\.backup"$/,
      )
      const { manifest } = decodeBackup(new Uint8Array(await res.arrayBuffer()))
      expect(manifest.tables['public.user']).toBe(2)
    } finally {
      await t.close()
    }
    const elsewhere = await createTestApp()
    try {
      const res = await elsewhere.request('/api/admin/backup', {
        headers: { cookie: await elsewhere.adminCookie() },
      })
      expect(res.status).toBe(409)
      expect(((await res.json()) as { message: string }).message).toContain('pg_dump')
    } finally {
      await elsewhere.close()
    }
  }, 120_000)
})

describe('daily backups', () => {
  it.each([
    [['chad-backup-2026-11-24T03-15-00Z.backup', 'chad-backup-2026-11-25T03-15-00Z.backup'], 3, []],
    [
      ['chad-backup-2026-11-25T03-15-00Z.backup', 'chad-backup-2026-11-24T03-15-00Z.backup', 'notes.txt'],
      1,
      ['chad-backup-2026-11-24T03-15-00Z.backup'],
    ],
    [['chad-backup-a.backup', 'chad-backup-b.backup'], 0, ['chad-backup-a.backup', 'chad-backup-b.backup']],
  ])('%j keeping %i prunes %j', (names, keep, pruned) => {
    expect(backupsToPrune(names, keep)).toEqual(pruned)
  })

  it('writes verified backups into DATA_DIR/backups and keeps the newest N', async () => {
    const dataDir = fresh()
    const database = await openDatabase({ dataDir })
    try {
      for (const day of [24, 25, 26])
        await runDailyBackup(database, dataDir, 2, new Date(`2026-11-${day}T03:15:00Z`))
    } finally {
      await database.close()
    }
    const kept = readdirSync(join(dataDir, 'backups')).sort()
    expect(kept).toEqual([
      'chad-backup-2026-11-25T03-15-00Z.backup',
      'chad-backup-2026-11-26T03-15-00Z.backup',
    ])
    const { manifest } = decodeBackup(new Uint8Array(readFileSync(join(dataDir, 'backups', kept[1]!))))
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0)
  }, 120_000)
})
