// Prepared catalogue queries, built once per database and shape: the SQL text is composed once
// (not per request), and on PostgreSQL each pooled connection parses and plans it once.
import type { Db } from '../database';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/** The prepared query named `name` for this database, built by `build` the first time. */
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  if (!queries.has(name)) queries.set(name, build(name));
  return queries.get(name) as T;
}
