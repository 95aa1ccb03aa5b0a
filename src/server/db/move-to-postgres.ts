/**
 * Takes an embedded data directory into an empty Postgres database: the same migrations build the
 * schema (so the migration history is the one the server expects), every row is copied table by
 * table in foreign-key order through Postgres's own JSON casts (types exactly as stored), sequences
 * follow, and the counts of every table are compared before it reports success.
 */
import { countTables } from './backup'
import type { OpenDatabase } from './open'
import { rowsOf } from './rows'

type Query = (sql: string, params?: unknown[]) => Promise<unknown>
type RawClient = { query: Query; begin: <T>(work: (query: Query) => Promise<T>) => Promise<T> }

/** Plain SQL with parameters, and a transaction, on either driver under an open database. */
export function rawClient(database: OpenDatabase): RawClient {
  const client = (database.db as unknown as { $client: unknown }).$client
  if (database.kind === 'postgres') {
    const pg = client as {
      unsafe: (sql: string, params?: never[]) => Promise<unknown>
      begin: <T>(
        work: (tx: { unsafe: (sql: string, params?: never[]) => Promise<unknown> }) => Promise<T>,
      ) => Promise<T>
    }
    return {
      query: (text, params) => pg.unsafe(text, (params ?? []) as never[]),
      begin: (work) => pg.begin((tx) => work((text, params) => tx.unsafe(text, (params ?? []) as never[]))),
    }
  }
  const lite = client as {
    query: (sql: string, params?: unknown[]) => Promise<unknown>
    transaction: <T>(
      work: (tx: { query: (sql: string, params?: unknown[]) => Promise<unknown> }) => Promise<T>,
    ) => Promise<T>
  }
  return {
    query: (text, params) => lite.query(text, params),
    begin: (work) => lite.transaction((tx) => work((text, params) => tx.query(text, params))),
  }
}

export class MoveError extends Error {}

export type MoveReport = { tables: { table: string; source: number; target: number }[] }

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
const qualified = (table: string) => {
  const [schema, name] = table.split('.') as [string, string]
  return `${ident(schema)}.${ident(name)}`
}

/** The app's tables, parents before children (the order foreign keys allow inserting in). */
export async function tablesInInsertOrder(query: Query): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await query(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => r.name)
  const edges = rowsOf<{ child: string; parent: string }>(
    await query(
      `select distinct tc.table_name as child, ccu.table_name as parent
       from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
       where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
    ),
  )
  return insertOrder(tables, edges)
}

/** Pure: a topological order of `tables` by their parent edges (self references ignored). */
export function insertOrder(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of edges)
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent)
  const out: string[] = []
  const placed = new Set<string>()
  while (out.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)))
    if (!ready.length)
      throw new MoveError(
        `Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`,
      )
    for (const t of ready) {
      out.push(t)
      placed.add(t)
    }
  }
  return out.map((t) => `public.${t}`)
}

/**
 * Copies every row of `source` (the embedded database, migrated) into `target` (Postgres, migrated
 * by the caller with the same migrations and holding no rows yet).
 */
export async function moveRows(origin: OpenDatabase, into: OpenDatabase, batch = 500): Promise<MoveReport> {
  const source = rawClient(origin).query
  const target = rawClient(into)
  const tables = await tablesInInsertOrder(source)
  const held = await countTables(target.query)
  const taken = tables.find((table) => (held[table] ?? 0) > 0)
  if (taken)
    throw new MoveError(`The target database is not empty: ${taken} has rows. Move into an empty database.`)
  // The migration history must be the very one the source ran (same files, same order).
  const history = (q: Query) =>
    q(`select hash from drizzle.__drizzle_migrations order by created_at`).then((r) =>
      rowsOf<{ hash: string }>(r).map((x) => x.hash),
    )
  const [from, to] = await Promise.all([history(source), history(target.query)])
  if (from.join() !== to.join())
    throw new MoveError(
      `The migration histories differ (${from.length} in the data directory, ${to.length} in Postgres): run the same version of Chad on both.`,
    )

  await target.begin(async (query) => {
    // Our own triggers (read versions, revocations) would rewrite what is copied: off while copying,
    // in this transaction only; foreign keys stay on, hence the order.
    for (const table of tables) await query(`alter table ${qualified(table)} disable trigger user`)
    for (const table of tables) {
      const columns = rowsOf<{ column_name: string }>(
        await source(
          `select column_name from information_schema.columns
           where table_schema = 'public' and table_name = '${table.split('.')[1]!.replace(/'/g, "''")}'
             and is_generated = 'NEVER' order by ordinal_position`,
        ),
      ).map((c) => ident(c.column_name))
      for (let offset = 0; ; offset += batch) {
        const rows = rowsOf<{ rows: unknown }>(
          await source(
            `select coalesce(json_agg(row_to_json(t)), '[]'::json)::text as rows
             from (select * from ${qualified(table)} order by 1 limit ${batch} offset ${offset}) t`,
          ),
        )[0]?.rows
        const json = typeof rows === 'string' ? rows : JSON.stringify(rows ?? [])
        if (json === '[]') break
        await query(
          `insert into ${qualified(table)} (${columns.join(', ')})
           select ${columns.join(', ')} from json_populate_recordset(null::${qualified(table)}, $1::text::json)`,
          [json],
        )
      }
    }
    for (const table of tables) await query(`alter table ${qualified(table)} enable trigger user`)
    // Sequences (identity and serial columns) continue where the data directory's stopped.
    const sequences = rowsOf<{ schemaname: string; sequencename: string; last_value: string | null }>(
      await source(
        `select schemaname, sequencename, last_value::text from pg_sequences where schemaname = 'public'`,
      ),
    )
    for (const s of sequences)
      if (s.last_value !== null)
        await query(`select setval($1, $2::bigint, true)`, [
          `${ident(s.schemaname)}.${ident(s.sequencename)}`,
          s.last_value,
        ])
  })

  const [before, after] = await Promise.all([countTables(source), countTables(target.query)])
  const report: MoveReport = {
    tables: Object.entries(before).map(([table, n]) => ({ table, source: n, target: after[table] ?? 0 })),
  }
  const wrong = report.tables.filter((t) => t.source !== t.target)
  if (wrong.length)
    throw new MoveError(
      `Counts differ after the move: ${wrong.map((t) => `${t.table} ${t.source} → ${t.target}`).join(', ')}`,
    )
  return report
}
