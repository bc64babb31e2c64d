// Prepared catalogue queries, built once per database and shape: the SQL text is composed once
// (not per request), and on PostgreSQL each pooled connection parses and plans it once.
import { sql, type SQL } from 'drizzle-orm';
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

/**
 * A row count written into a prepared query's text. Drizzle sends a number as a parameter, and
 * PostgreSQL costs a plan for an unknown LIMIT as a tenth of the rows: a page of 25 cards of a
 * million products looks like 100,000 rows, so the statement's generic plan never beats the plan
 * made for the values at hand, and every execution is planned again (half a millisecond, more than
 * the listing's own run). Written in the text, the count is known to the generic plan, which
 * PostgreSQL then keeps. A count that varies makes a statement of each: put it in the query's name.
 */
export function rowCountText(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a row count: ${count}`);
  return sql.raw(String(count));
}

/** rowCountText for `.limit()`, which writes an SQL object given to it into the text as it is (its types say number). */
export const rowCount = (count: number): number => rowCountText(count) as unknown as number;
