import type { OpenDatabase } from '../db/open'
import { openPglite, openPostgres } from '../db/open'

/**
 * A fresh, migrated database per call. On PGlite every database starts from one migrated template
 * dump (made once per process); with TEST_DATABASE_URL each gets its own Postgres database cloned
 * from a migrated template database.
 */
let pgliteTemplate: Promise<Blob> | undefined
let postgresTemplate: Promise<string> | undefined

async function makePgliteTemplate(): Promise<Blob> {
  const template = await openPglite(undefined)
  const client = (template.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  await template.close()
  return dump
}

function adminUrl(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function makePostgresTemplate(url: string): Promise<string> {
  const { default: postgres } = await import('postgres')
  const name = `chad_tpl_${process.pid}_${Date.now()}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const tpl = await openPostgres(adminUrl(url, name))
  await tpl.close()
  return name
}

const created: string[] = []

export async function createTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    pgliteTemplate ??= makePgliteTemplate()
    const dump = await pgliteTemplate
    return openPglite(new File([dump], 'template.tar'), { migrate: false })
  }
  postgresTemplate ??= makePostgresTemplate(url)
  const template = await postgresTemplate
  const { default: postgres } = await import('postgres')
  const name = `chad_test_${process.pid}_${created.length}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name} template ${template}`)
  await admin.end()
  created.push(name)
  const db = await openPostgres(adminUrl(url, name), { migrate: false })
  return {
    ...db,
    close: async () => {
      await db.close()
      const dropper = postgres(url, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
