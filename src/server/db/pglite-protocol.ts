/** Messages between the main thread (`pglite-remote.ts`) and the database worker (`pglite-worker.ts`). */
export type WorkerRequest = { id: number } & (
  | {
      type: 'open'
      db: number
      dataDir?: string
      dump?: ArrayBuffer
      migrationsFolder?: string
      /** Lower this thread's priority to this nice value (Linux), when above 0. */
      nice?: number
    }
  | {
      type: 'query'
      db: number
      tx?: number
      /** The transaction's first query: the worker opens `tx` first (no round trip of its own for BEGIN). */
      begin?: boolean
      sql: string
      params?: unknown[]
      rowMode?: 'array' | 'object'
      /** Type ids to leave as the raw text (drizzle's identity parsers). */
      rawTypes?: number[]
    }
  | { type: 'exec'; db: number; sql: string }
  | { type: 'end'; db: number; tx: number; commit: boolean }
  | { type: 'dump'; db: number }
  | { type: 'close'; db: number }
)

export type SerializedError = { name: string; message: string; props: Record<string, unknown> }

export type WorkerReply = { id: number } & (
  | { ok: true; value: unknown }
  | { ok: false; error: SerializedError }
)

/** Keeps what callers look at (message, Postgres `code`, `constraint`, `detail`…) across threads. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} }
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
      props[key] = value
  }
  return { name: error.name, message: error.message, props }
}

export function deserializeError(error: SerializedError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.props)
  rebuilt.name = error.name
  return rebuilt
}
