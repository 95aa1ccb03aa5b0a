/**
 * The embedded database's own thread. PGlite runs Postgres compiled to WebAssembly synchronously: on
 * the server's main thread every query would stall HTTP, WebSocket frames and timers while it runs.
 * Here it only stalls this worker. The main thread talks to it through `PGliteRemote`
 * (`pglite-remote.ts`) with the messages below.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { WorkerReply, WorkerRequest } from './pglite-protocol'
import { serializeError } from './pglite-protocol'

declare const self: Worker

/** Open databases by id (tests keep several in one worker). */
const databases = new Map<number, PGlite>()
/**
 * Open transactions by id: the worker-side handle (once BEGIN has run) and how to end it. Requests of
 * one transaction arrive in order but are handled concurrently, so each waits for `ready`.
 */
type OpenTransaction = { ready: Promise<Transaction>; end: (commit: boolean) => void; done: Promise<unknown> }
const transactions = new Map<number, OpenTransaction>()

// drizzle keeps dates, intervals and numeric arrays as the raw text and maps them itself; it asks for
// that with identity parsers, which cannot cross threads: the main thread sends their type ids instead.
// PGlite merges per-query parsers into a copy of its whole parser table on every query (a tenth of a
// millisecond each, the largest cost of a small query), so each database is opened with drizzle's set
// as its own, and a query asking for exactly that set passes none.
const identity = (value: string) => value
/** The types drizzle's pglite driver asks for as text on every query (drizzle-orm/pglite/session.js). */
const DRIZZLE_RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]
const drizzleRawKey = [...DRIZZLE_RAW_TYPES].sort((a, b) => a - b).join(',')
const instanceParsers = Object.fromEntries(DRIZZLE_RAW_TYPES.map((oid) => [oid, identity]))
let standardParsers: Record<number, (value: string, typeId?: number) => unknown> = {}

/** The per-query parsers that make a database opened with `instanceParsers` parse as asked. */
function rawParsers(oids: number[] | undefined) {
  // The main thread sends the ids in ascending order (pglite-remote.ts).
  if (oids && oids.join(',') === drizzleRawKey) return undefined
  const wanted = new Set(oids ?? [])
  const parsers: Record<number, (value: string, typeId?: number) => unknown> = {}
  // PGlite's own parser for the others, or text where it has none.
  for (const oid of DRIZZLE_RAW_TYPES) if (!wanted.has(oid)) parsers[oid] = standardParsers[oid] ?? identity
  for (const oid of wanted) parsers[oid] = identity
  return parsers
}

/**
 * JSC's WebAssembly compiler thread ("Wasm Worklist Helper Thread"; JSC keeps the last 15 characters
 * of a thread's name on Linux). WebAssembly in this process is the database, so its compiler belongs
 * with it: in a server's first minutes it recompiles PGlite's hot functions and took as much CPU as the
 * database thread itself. It is started by the time the database is open.
 */
const WASM_COMPILER_THREAD = 't Helper Thread'

/**
 * On a busy machine the server's thread goes first: the next streamed token or HTTP answer before the
 * database's bookkeeping (first token beyond the provider at 50 chats, paired runs: p50 26–42 → 21–27 ms,
 * p95 65–76 → 41–62 ms), and before WebAssembly recompiling the database (the compiler thread too:
 * p95 18.6–19.0 → 14.3–15.0 ms). When the server waits on the database, nothing else wants the CPU and
 * these threads run at full speed. Linux only (glibc's gettid and setpriority); elsewhere they keep the
 * server's priority.
 */
function lowerThreadPriority(nice: number) {
  if (process.platform !== 'linux' || nice <= 0) return
  try {
    const { dlopen, FFIType } = require('bun:ffi') as typeof import('bun:ffi')
    const { readdirSync, readFileSync } = require('node:fs') as typeof import('node:fs')
    const libc = dlopen('libc.so.6', {
      gettid: { args: [], returns: FFIType.i32 },
      setpriority: { args: [FFIType.i32, FFIType.u32, FFIType.i32], returns: FFIType.i32 },
    })
    const PRIO_PROCESS = 0 // with a thread id, Linux sets that thread's priority alone
    libc.symbols.setpriority(PRIO_PROCESS, libc.symbols.gettid(), nice)
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim()
        if (name === WASM_COMPILER_THREAD) libc.symbols.setpriority(PRIO_PROCESS, Number(tid), nice)
      } catch {
        // The thread has ended since the listing: nothing to lower.
      }
    }
    libc.close()
  } catch {
    // No FFI, no glibc or no /proc: the threads keep the server's priority.
  }
}

async function open(request: Extract<WorkerRequest, { type: 'open' }>) {
  const { PGlite, types } = await import('@electric-sql/pglite')
  standardParsers = types.parsers as typeof standardParsers
  // Postgres' default 128 MB of shared buffers, never returned by WebAssembly memory once touched,
  // was most of the server's idle memory; an app database this size works from a small cache.
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams
  const options = { startParams: [...defaults, '-c', 'shared_buffers=8MB'], parsers: instanceParsers }
  const pg = request.dump
    ? new PGlite({ ...options, loadDataDir: new Blob([request.dump]) })
    : new PGlite({ ...options, dataDir: request.dataDir }) // (dataDir, options) drops options when dataDir is undefined
  await pg.waitReady
  if (request.migrationsFolder) {
    const { drizzle } = await import('drizzle-orm/pglite')
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(drizzle({ client: pg }), { migrationsFolder: request.migrationsFolder })
  }
  databases.set(request.db, pg)
  // Once open: booting (part of the server's start) runs at full speed.
  if (request.nice) lowerThreadPriority(request.nice)
  return null
}

function database(id: number): PGlite {
  const pg = databases.get(id)
  if (!pg) throw new Error('database is closed')
  return pg
}

/**
 * Opens transaction `id` (synchronously registered, so the requests behind it find it). PGlite's own
 * transaction() holds its lock until the callback settles; the callback waits for the main thread's
 * commit or rollback, so queries from outside queue behind it exactly as in process.
 */
function beginTransaction(db: number, id: number): OpenTransaction {
  let end: (commit: boolean) => void = () => {}
  let started!: (tx: Transaction) => void
  const ready = new Promise<Transaction>((resolve) => {
    started = resolve
  })
  const done = database(db).transaction(
    (tx) =>
      new Promise((commit, rollback) => {
        end = (ok) => (ok ? commit(undefined) : rollback(new Error('rolled back')))
        started(tx)
      }),
  )
  const open: OpenTransaction = {
    // A failed BEGIN fails the transaction's queries.
    ready: Promise.race([ready, done.then(() => Promise.reject(new Error('transaction has ended')))]),
    end: (commit) => end(commit),
    done,
  }
  open.ready.catch(() => {}) // reported to the query that waits on it
  done.catch(() => {}) // reported by endTransaction
  transactions.set(id, open)
  return open
}

async function endTransaction(request: Extract<WorkerRequest, { type: 'end' }>) {
  const open = transactions.get(request.tx)
  // A transaction that ran no query never began.
  if (!open) return null
  transactions.delete(request.tx)
  await open.ready.catch(() => {})
  open.end(request.commit)
  try {
    await open.done
  } catch (error) {
    if (request.commit) throw error // a failed COMMIT must reach the caller; a rollback is expected
  }
  return null
}

async function transactionFor(request: Extract<WorkerRequest, { type: 'query' }>, id: number) {
  const open = request.begin ? beginTransaction(request.db, id) : transactions.get(id)
  if (!open) throw new Error('transaction has ended')
  return open.ready
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'open':
      return open(request)
    case 'query': {
      const target =
        request.tx !== undefined ? await transactionFor(request, request.tx) : database(request.db)
      return target.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      })
    }
    case 'exec':
      return database(request.db).exec(request.sql)
    case 'end':
      return endTransaction(request)
    case 'dump':
      return (await database(request.db).dumpDataDir('none')).arrayBuffer()
    case 'close': {
      const pg = databases.get(request.db)
      databases.delete(request.db)
      await pg?.close()
      return null
    }
  }
}

// Each query leaves native memory behind (its result copied out of WebAssembly and serialized for
// postMessage) that this thread's small heap does not count, so its collector seldom ran: under load
// the server's memory climbed by hundreds of MiB. A minor collection every few hundred messages
// keeps it flat and costs nothing measurable (bench/memory-under-load.ts).
const COLLECT_EVERY = 200
let handled = 0

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (++handled % COLLECT_EVERY === 0) Bun.gc(false)
  let reply: WorkerReply
  try {
    reply = { id: request.id, ok: true, value: await handle(request) }
  } catch (error) {
    reply = { id: request.id, ok: false, error: serializeError(error) }
  }
  try {
    self.postMessage(reply)
  } catch (error) {
    // A result that cannot be cloned must still answer, or the caller would wait forever.
    self.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies WorkerReply)
  }
}
