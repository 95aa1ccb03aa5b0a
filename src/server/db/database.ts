import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** Either driver (PGlite or postgres-js) behind one type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
