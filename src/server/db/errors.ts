/**
 * The Postgres error behind a failed query, whichever driver ran it: drizzle wraps the driver's error
 * (postgres-js, PGlite, or PGlite on the database thread) as `cause`. Undefined when there is none.
 */
export function databaseErrorOf(error: unknown): { code: string; detail?: string } | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown }
    if (typeof code === 'string') return { code, detail: typeof detail === 'string' ? detail : undefined }
  }
  return undefined
}
