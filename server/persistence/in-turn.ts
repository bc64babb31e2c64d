// Rows a shopper adds are listed in the order they were added, by their created_at. The clock is
// not enough for that: PGlite's now() counts whole milliseconds, and a transaction has one now()
// for every row it writes. So a new row is stamped after the shopper's latest one.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The created_at for the `index`-th (from 0) of the rows one insert adds for a shopper: now, or
 * if that is not later, one microsecond past the shopper's latest row; then a microsecond apart
 * in the order given.
 */
export function stampedInTurn(table: PgTable, createdAt: AnyColumn, owner: AnyColumn, ownerId: string, index = 0): SQL {
  const latest = sql`(select max(${createdAt}) from ${table} where ${owner} = ${ownerId})`;
  return sql`greatest(now(), ${latest} + interval '1 microsecond') + interval '1 microsecond' * ${sql.raw(String(index))}`;
}
