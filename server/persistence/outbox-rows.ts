// What the outbox tables (mail_outbox, push_outbox) share in the database: their delivery columns
// (attempts, next_attempt_at, sent_at, failed_at, last_error) and how a delivery takes rows due.
// Rows are taken with FOR UPDATE SKIP LOCKED and their next attempt pushed past a lease in the
// same statement, so two processes never take the same row, and a process that dies mid-delivery
// leaves its rows due again when the lease ends.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from './transactions';
import type { mailOutbox, pushOutbox } from './schema';

type OutboxTable = typeof mailOutbox | typeof pushOutbox;

/** Takes up to `limit` rows due by `now` (never tried first, then by due time), each counted as one more attempt and leased until `leaseUntil`; answers their ids. */
export async function claimDueIds(db: Queryable, table: OutboxTable, now: Date, leaseUntil: Date, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update ${table} set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
    where id in (
      select id from ${table}
      where sent_at is null and failed_at is null and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()}::timestamptz)
      order by next_attempt_at asc nulls first, created_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return rows.map((row) => row.id);
}

/** Not delivered: due again at `at`, with why. */
export async function retryRowAt(db: Queryable, table: OutboxTable, id: string, at: Date, error: string): Promise<void> {
  await db.update(table).set({ nextAttemptAt: at, lastError: error }).where(eq(table.id, id));
}

/** Not delivered, and never will be: given up at `at`, with why. */
export async function giveUpRow(db: Queryable, table: OutboxTable, id: string, at: Date, error: string): Promise<void> {
  await db.update(table).set({ failedAt: at, lastError: error }).where(eq(table.id, id));
}
