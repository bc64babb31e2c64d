// Whether the database answers at all: the health check's one question.
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** Resolves when the database answers a trivial query; rejects with the driver's error when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
