import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../testing/test-app'
import { user } from './schema'

// The embedded database runs on its own thread: while it works, the server keeps answering.
describe('embedded database off the main thread', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let base: string
  beforeAll(async () => {
    t = await createTestApp({ databaseThread: 'worker' })
    base = t.listen()
  })
  afterAll(() => t.close())

  it('answers /api/health and fires timers while a slow query runs', async () => {
    const started = performance.now()
    let slowDone = 0
    const slow = t.db
      .execute(sql`select count(*) from generate_series(1, 2000000)`)
      .then(() => (slowDone = performance.now()))
    // Timer lag and health answers measured while the query is certainly still running.
    const lags: number[] = []
    const healthTimes: number[] = []
    while (!slowDone && lags.length < 40) {
      // A timer due at once: how late it fires is how long the main thread was held.
      const due = performance.now()
      await new Promise((r) => setTimeout(r, 0))
      lags.push(performance.now() - due)
      const sent = performance.now()
      const res = await fetch(`${base}/api/health`)
      healthTimes.push(performance.now() - sent)
      expect(res.status).toBe(200)
    }
    await slow
    const queryMs = slowDone - started
    // In process, the query would hold the thread for all of `queryMs`: no timer, no request.
    expect(queryMs).toBeGreaterThan(200)
    expect(lags.length).toBeGreaterThan(3)
    expect(Math.max(...lags)).toBeLessThan(queryMs / 2)
    expect(Math.max(...healthTimes)).toBeLessThan(queryMs / 2)
  })

  it('keeps Postgres error codes, dates and transactions as in process', async () => {
    const error = await t.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e)
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('42P01')
    const rolledBack = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`create table scratch (n int)`)
        throw new Error('undo')
      })
      .catch((e: unknown) => (e as Error).message)
    expect(rolledBack).toBe('undo')
    const exists = (await t.db.execute(sql`select to_regclass('scratch')::text as n`)) as unknown
    // postgres-js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(exists) ? exists : (exists as { rows: unknown[] }).rows) as { n: unknown }[]
    expect(rows[0]!.n).toBeNull()
    await t.adminCookie()
    const [admin] = await t.db.select().from(user).limit(1)
    expect(admin!.createdAt).toBeInstanceOf(Date)
    expect(admin!.createdAt.getTime()).toBeLessThanOrEqual(Date.now())
  })
})
