import { afterAll, beforeAll, describe, expect, it } from 'bun:test'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../testing/test-app'
import { PGliteRemote } from './pglite-remote'
import { user } from './schema'

// The embedded database runs on its own thread: while it works, the server keeps answering.
describe('embedded database off the main thread', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let base: string
  // (A database started in a worker compiles PGlite's WebAssembly there: slow on a busy machine.)
  beforeAll(async () => {
    t = await createTestApp({ databaseThread: 'worker' })
    base = t.listen()
  }, 60_000)
  afterAll(() => t.close())

  it('answers /api/health and fires timers while a slow query runs', async () => {
    const started = performance.now()
    let slowDone = 0
    const slow = t.db
      .execute(sql`select count(*) from generate_series(1, 5000000)`)
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

// The remote client's own contract, without the app: each reply reaches its caller, and a pinned
// transaction holds the single connection exactly as PGlite does in process.
describe('the remote PGlite client', () => {
  let pg: PGliteRemote
  beforeAll(async () => {
    pg = await PGliteRemote.open(undefined)
    await pg.exec('create table t (n int)')
  }, 60_000)
  afterAll(() => pg.close())
  const numbers = async () =>
    (await pg.query<{ n: number }>('select n from t order by n')).rows.map((r) => r.n)

  it("parses as each query asks: drizzle's types as text, PGlite's own parsing otherwise", async () => {
    const identity = (v: string) => v
    const drizzleTypes = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]
    const text = `select '2026-01-02 03:04:05+00'::timestamptz as at, '2026-01-02'::date as day, 7::int as n`
    const asks = (oids: number[]) => ({ parsers: Object.fromEntries(oids.map((o) => [o, identity])) })
    const cases: { name: string; options?: ReturnType<typeof asks>; at: unknown; day: unknown }[] = [
      { name: 'drizzle', options: asks(drizzleTypes), at: '2026-01-02 03:04:05+00', day: '2026-01-02' },
      {
        name: 'none',
        options: undefined,
        at: new Date('2026-01-02T03:04:05Z'),
        day: new Date('2026-01-02T00:00:00Z'),
      },
      { name: 'dates only', options: asks([1082]), at: new Date('2026-01-02T03:04:05Z'), day: '2026-01-02' },
    ]
    for (const c of cases) {
      const [row] = (await pg.query<{ at: unknown; day: unknown; n: unknown }>(text, [], c.options)).rows
      expect({ name: c.name, at: row!.at, day: row!.day, n: row!.n }).toEqual({
        name: c.name,
        at: c.at,
        day: c.day,
        n: 7,
      })
    }
  })

  it('answers each of many interleaved queries with its own result', async () => {
    const sizes = Array.from({ length: 120 }, (_, i) => (i % 7) * 3000)
    const results = await Promise.all(
      sizes.map((size, i) =>
        pg.query<{ i: number; count: number }>(
          'select $1::int as i, count(*)::int as count from generate_series(1, $2::int)',
          [i, size],
        ),
      ),
    )
    expect(results.map((r) => r.rows[0])).toEqual(sizes.map((size, i) => ({ i, count: size })))
  })

  it('makes a query from outside an open transaction wait for the commit, then see its writes', async () => {
    await pg.exec('delete from t')
    let outside!: Promise<number[]>
    let answered = false
    await pg.transaction(async (tx) => {
      await tx.query('insert into t values (1)')
      outside = numbers().then((rows) => {
        answered = true
        return rows
      })
      // Round trips of the transaction sent after the outside query: had that query run beside or
      // inside the transaction, its answer would have come first.
      await tx.query('select 1')
      await tx.query('insert into t values (2)')
      expect(answered).toBe(false)
    })
    expect(await outside).toEqual([1, 2])
  })

  it('keeps an outside write out of a transaction that rolls back', async () => {
    await pg.exec('delete from t')
    let outside!: Promise<unknown>
    const failed = await pg
      .transaction(async (tx) => {
        await tx.query('insert into t values (10)')
        outside = pg.query('insert into t values (20)')
        await tx.query('select 1')
        throw new Error('undo')
      })
      .catch((e: Error) => e.message)
    expect(failed).toBe('undo')
    await outside
    expect(await numbers()).toEqual([20])
  })

  it('runs two transactions started together one after the other', async () => {
    await pg.exec('delete from t')
    const counts: number[] = []
    const run = (n: number) =>
      pg.transaction(async (tx) => {
        await tx.query('insert into t values ($1)', [n])
        const { rows } = await tx.query<{ count: number }>('select count(*)::int as count from t')
        counts.push(rows[0]!.count)
      })
    await Promise.all([run(1), run(2)])
    expect(counts).toEqual([1, 2])
  })

  it('lets a transaction send queries without waiting for each other, BEGIN first', async () => {
    await pg.exec('delete from t')
    await pg.transaction(async (tx) => {
      await Promise.all([tx.query('insert into t values (1)'), tx.query('insert into t values (2)')])
    })
    expect(await numbers()).toEqual([1, 2])
  })

  it('reports a failed query inside a transaction and rolls it back', async () => {
    await pg.exec('delete from t')
    const error = await pg
      .transaction(async (tx) => {
        await tx.query('insert into t values (1)')
        await tx.query('select * from no_such_table')
      })
      .catch((e: { code?: string }) => e.code)
    expect(error).toBe('42P01')
    expect(await numbers()).toEqual([])
    // A transaction that runs no query commits nothing and costs nothing.
    expect(await pg.transaction(async () => 'empty')).toBe('empty')
  })
})

describe('the database thread', () => {
  // In a process of its own: the test process's database thread is shared by every test file.
  const niceValues = (nice: number) => {
    const script = `
      const { PGliteRemote } = await import('./src/server/db/pglite-remote')
      const { readdirSync, readFileSync } = await import('node:fs')
      const db = await PGliteRemote.open(undefined, undefined, ${nice})
      await db.query('select 1')
      const nices = readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8')
        const name = readFileSync('/proc/self/task/' + tid + '/comm', 'utf8').trim()
        return { name, main: Number(tid) === process.pid, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) }
      })
      await db.close()
      console.log(JSON.stringify(nices))`
    const run = Bun.spawnSync(['bun', '-e', script], {
      cwd: join(import.meta.dir, '../../..'),
      stderr: 'pipe',
    })
    if (run.exitCode !== 0) throw new Error(run.stderr.toString())
    return JSON.parse(run.stdout.toString().trim().split('\n').at(-1)!) as {
      name: string
      main: boolean
      nice: number
    }[]
  }

  it.if(process.platform === 'linux')(
    'runs below the server when asked, and at its priority otherwise',
    () => {
      const lowered = niceValues(7)
      // The database thread (and any thread it starts later) runs at 7, and so does the WebAssembly
      // compiler, whose only work here is the database; the server's thread stays at 0.
      expect(lowered.find((t) => t.main)!.nice).toBe(0)
      const below = lowered.filter((t) => t.nice === 7).map((t) => t.name)
      expect(below).toContain('Worker')
      expect(below).toContain('t Helper Thread')
      expect(niceValues(0).every((t) => t.nice === 0)).toBe(true)
    },
    // Two processes each start PGlite (about 2–4 s apiece on a loaded machine).
    30_000,
  )
})
