import type { Database } from './database'

/**
 * What `make` builds for a database (its prepared queries, say), built on first use and kept while the
 * database lives: prepared once per database, not per request.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) {
      value = make(db)
      made.set(db, value)
    }
    return value
  }
}
