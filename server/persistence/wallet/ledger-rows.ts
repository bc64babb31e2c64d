// The wallet ledger's rows and totals in the database, for whatever moves a shopper's money under
// the shopper's lock (lockShopper): the one writer of wallet_entries, which moves the shopper's
// wallets row by the same rows in the same transaction, and the reads a movement needs (the kept
// totals and one reference's rows), whose cost does not grow with the ledger.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LEDGER_ENTRY_KINDS, totalsChange, type LedgerEntry, type Wallet, type WalletTotals } from '../../../src/domain/wallet';
import { users, walletEntries, wallets } from '../schema';
import type { Queryable, Tx } from '../transactions';

const NO_MONEY: WalletTotals = { balance: 0, held: 0 };

/** The shopper's totals as kept beside the ledger; a shopper with no row has no money. */
export async function readWalletTotals(db: Queryable, userId: string): Promise<WalletTotals> {
  const [row] = await db.select({ balance: wallets.balance, held: wallets.held }).from(wallets).where(eq(wallets.userId, userId));
  return row ?? NO_MONEY;
}

/**
 * The shopper's wallet as the domain moves money on it: the kept totals, and the ledger's rows of
 * `ref`, oldest first, numbered from 1; in one statement. Read it under lockShopper() before
 * moving money.
 */
export async function readWallet(db: Queryable, userId: string, ref: string): Promise<Wallet> {
  const rows = await db
    .select({ balance: wallets.balance, held: wallets.held, kind: walletEntries.kind, amount: walletEntries.amount })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    // Every kind named, so that the unique index on (user_id, kind, ref) finds the rows directly
    // instead of walking all of the shopper's rows for the reference.
    .leftJoin(walletEntries, and(eq(walletEntries.userId, users.id), inArray(walletEntries.kind, [...LEDGER_ENTRY_KINDS]), eq(walletEntries.ref, ref)))
    .where(eq(users.id, userId))
    .orderBy(asc(walletEntries.seq));
  // One row when the reference has none (its entry columns null), and no wallets row is no money.
  const [first] = rows;
  const totals = first === undefined || first.balance === null || first.held === null ? NO_MONEY : { balance: first.balance, held: first.held };
  const entries = rows.flatMap(({ kind, amount }) => (kind === null || amount === null ? [] : [{ kind, amount }]));
  return { totals, rows: entries.map((entry, index) => ({ ...entry, ref, seq: index + 1 })) };
}

/** A ledger row to append, as of when it happened. */
export interface LedgerRowToWrite extends Pick<LedgerEntry, 'kind' | 'amount' | 'ref'> {
  readonly createdAt: Date;
}

/**
 * Appends rows to the shopper's ledger in the order given (their `seq` is the database's to give)
 * and moves the shopper's wallets row by them (the domain's totalsChange), in the caller's
 * transaction: the only place either table is written. The caller holds the shopper's lock, taken
 * first in every turn, so the wallets row is only ever written by the one turn holding it: it adds
 * no lock that another turn could wait on. A movement the domain would refuse fails here too: a
 * second row of one kind and reference (the unique index), a balance or hold below zero (the checks).
 */
export async function appendLedgerRows(tx: Tx, userId: string, rows: readonly LedgerRowToWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const change = totalsChange(rows);
  const updatedAt = rows.reduce((latest, row) => (row.createdAt > latest ? row.createdAt : latest), rows[0]!.createdAt);
  const entries = tx.insert(walletEntries).values(rows.map(({ kind, amount, ref, createdAt }) => ({ userId, kind, amount, ref, createdAt })));
  const moved = tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${change.balance}`, held: sql`${wallets.held} + ${change.held}`, updatedAt })
    .where(eq(wallets.userId, userId))
    .returning({ userId: wallets.userId });
  // One statement: the rows, the wallet moved by them, or, at the first movement of the shopper's
  // money, the wallet started from nothing. (Not an upsert: its checks would judge the change
  // itself as the row to insert, before finding the row to update.)
  await tx.execute(sql`
    with entries as ${entries}, moved as ${moved}
    insert into ${wallets} (user_id, balance, held, updated_at)
    select ${userId}::uuid, ${change.balance}::bigint, ${change.held}::bigint, ${updatedAt}::timestamptz
    where not exists (select from moved)`);
}
