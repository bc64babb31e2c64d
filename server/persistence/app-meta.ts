// Facts the installation keeps about itself in app_meta, made on first use: the first process to
// need one makes it, and every process (and every later start) reads that same value.
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './schema';

/** The value kept under `key`; made with `make` and kept when there is none yet (a simultaneous first use keeps one of them). */
export async function keptValue(db: Db, key: string, make: () => string): Promise<string> {
  const read = async () => (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)))[0]?.value;
  const kept = await read();
  if (kept !== undefined) return kept;
  await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing();
  return (await read())!;
}
