// The wallet ledger's rows in the database, for whatever moves a shopper's money under the
// shopper's lock: read them in the domain's numbering, append the rows the domain decided.
import { asc, eq } from 'drizzle-orm';
import type { Ledger, LedgerEntry } from '../../../src/domain/wallet';
import { walletEntries } from '../schema';
import type { Queryable, Tx } from '../transactions';

/** The shopper's ledger, oldest row first, numbered from 1 as the domain numbers rows; read it under lockShopper() before moving money. */
export async function readLedger(db: Queryable, userId: string): Promise<Ledger> {
  const rows = await db
    .select({ kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.seq));
  // The database's seq is global; the domain numbers one shopper's rows from 1.
  return rows.map((row, index) => ({ ...row, seq: index + 1 }));
}

/** Appends rows to the shopper's ledger as of `at`, in the order given (their `seq` is the database's to give). */
export async function insertLedgerRows(tx: Tx, userId: string, rows: readonly LedgerEntry[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(walletEntries).values(rows.map(({ kind, amount, ref }) => ({ userId, kind, amount, ref, createdAt: at })));
}
