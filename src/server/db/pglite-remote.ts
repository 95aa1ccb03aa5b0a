import type { Results } from '@electric-sql/pglite'
import type { WorkerReply, WorkerRequest } from './pglite-protocol'
import { deserializeError } from './pglite-protocol'

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }

/**
 * One worker thread per process hosts every embedded database the process opens (the server opens
 * one; a test process opens one per test). It keeps the process alive only while a reply is awaited,
 * so a forgotten database never holds a test run open.
 */
class DatabaseThread {
  private worker: Bun.Worker | undefined
  private nextId = 1
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()

  private start(): Bun.Worker {
    // smol: a smaller JS heap for a thread that only shuttles queries (PGlite's memory is WebAssembly's).
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url).href, {
      smol: true,
    }) as Bun.Worker
    worker.addEventListener('message', (event) => {
      const reply = (event as MessageEvent<WorkerReply>).data
      const waiting = this.pending.get(reply.id)
      if (!waiting) return
      this.pending.delete(reply.id)
      if (this.pending.size === 0) worker.unref()
      if (reply.ok) waiting.resolve(reply.value)
      else waiting.reject(deserializeError(reply.error))
    })
    worker.onerror = (event) => {
      const error = new Error(`database worker failed: ${event.message}`)
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
      this.worker = undefined
    }
    worker.unref()
    return worker
  }

  newId = () => this.nextId++

  call<T>(request: Request, transfer: Bun.Transferable[] = []): Promise<T> {
    this.worker ??= this.start()
    const id = this.nextId++
    if (this.pending.size === 0) this.worker.ref()
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker!.postMessage({ ...request, id }, { transfer })
    })
  }
}

let thread: DatabaseThread | undefined

/**
 * drizzle's parsers are identity functions for the types it maps itself: send their type ids, in
 * ascending order (object keys that are integers always list that way), so the worker compares them
 * without sorting.
 */
const rawTypes = (options?: QueryOptions) =>
  options?.parsers ? Object.keys(options.parsers).map(Number) : undefined

/**
 * The part of PGlite's interface drizzle's `pglite` driver uses (`query`, `transaction`), served by
 * a PGlite on the database thread. Results, errors (with their Postgres `code`) and transactions
 * behave as in process; only the main thread no longer waits while Postgres works.
 */
export class PGliteRemote {
  private constructor(
    private readonly thread: DatabaseThread,
    private readonly db: number,
  ) {}

  /**
   * `source`: a data folder, `undefined` for in-memory, or a dump (`dumpDataDir`) to start from.
   * `nice` > 0 lowers the database thread's priority (Linux), so the server's thread goes first.
   */
  static async open(
    source: string | Blob | undefined,
    migrationsFolder?: string,
    nice = 0,
  ): Promise<PGliteRemote> {
    thread ??= new DatabaseThread()
    const db = thread.newId()
    const dump = source instanceof Blob ? await source.arrayBuffer() : undefined
    await thread.call(
      {
        type: 'open',
        db,
        dataDir: typeof source === 'string' ? source : undefined,
        dump,
        migrationsFolder,
        nice,
      },
      dump ? [dump] : [],
    )
    return new PGliteRemote(thread, db)
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn(undefined, sql, params, options)
  }

  private queryIn<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    begin?: boolean,
  ) {
    return this.thread.call<Results<T>>({
      type: 'query',
      db: this.db,
      tx,
      begin,
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
    })
  }

  /**
   * Runs `callback` in a transaction pinned on the worker: committed when it resolves, else rolled back.
   * BEGIN travels with the first query (a transaction costs its queries plus one round trip to end it).
   * While it is open, queries from outside it queue on the worker until it ends, as in process.
   */
  async transaction<T>(callback: (tx: { query: PGliteRemote['query'] }) => Promise<T>): Promise<T> {
    const tx = this.thread.newId()
    let begun = false
    const end = (commit: boolean) =>
      begun ? this.thread.call({ type: 'end', db: this.db, tx, commit }) : Promise.resolve()
    let result: T
    try {
      result = await callback({
        query: (sql, params, options) => {
          const first = !begun
          begun = true
          return this.queryIn(tx, sql, params, options, first)
        },
      })
    } catch (error) {
      await end(false)
      throw error
    }
    await end(true)
    return result
  }

  exec(sql: string): Promise<Results[]> {
    return this.thread.call({ type: 'exec', db: this.db, sql })
  }

  async dumpDataDir(_compression: 'none' = 'none'): Promise<Blob> {
    return new Blob([await this.thread.call<ArrayBuffer>({ type: 'dump', db: this.db })])
  }

  close(): Promise<void> {
    return this.thread.call({ type: 'close', db: this.db })
  }
}
