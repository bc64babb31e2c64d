// Whether the database answers at all (the health check), and whether a failure only means it is saturated.
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** Resolves when the database answers a trivial query; rejects with the driver's error when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** node-postgres's words for a pool that found no free connection in time. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Whether `error` (or what caused it: Drizzle wraps driver errors) is the pool being saturated. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause.message.includes(POOL_TIMEOUT)) return true;
  }
  return false;
}
