import type { OpenDatabase, PgliteThread } from '../db/open'
import { openPglite, openPostgres } from '../db/open'

/**
 * A fresh, migrated database per call. On PGlite every database starts from one migrated template
 * dump (made once per process); with TEST_DATABASE_URL each gets its own Postgres database cloned
 * from a migrated template database.
 */
const pgliteTemplates = new Map<PgliteThread, Promise<Blob>>()
let postgresTemplate: Promise<string> | undefined

async function makePgliteTemplate(thread: PgliteThread): Promise<Blob> {
  const template = await openPglite(undefined, { thread })
  const dump = await template.dump!()
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

/**
 * Test databases stay on the test's own thread unless `thread` or PGLITE_THREAD=worker says otherwise:
 * bun test's `expect(promise).rejects` waits on the promise without delivering a worker's replies, so
 * a test that awaits a query that way never ends (the database thread has its own tests).
 */
export type TestDatabase = OpenDatabase & { replica: () => Promise<OpenDatabase> }

export async function createTestDatabase(options: { thread?: PgliteThread } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const thread = options.thread ?? (process.env.PGLITE_THREAD === 'worker' ? 'worker' : 'main')
    if (!pgliteTemplates.has(thread)) pgliteTemplates.set(thread, makePgliteTemplate(thread))
    const dump = await pgliteTemplates.get(thread)!
    const db = await openPglite(new File([dump], 'template.tar'), { migrate: false, thread })
    // A second server on the same database (in this process, as replicas would be); closes nothing.
    return { ...db, replica: async () => ({ ...db, close: async () => {} }) }
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
    // A second server's own connections to the same database.
    replica: () => openPostgres(adminUrl(url, name), { migrate: false }),
    close: async () => {
      await db.close()
      const dropper = postgres(url, { max: 1, onnotice: () => {} })
      await dropper.unsafe(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
