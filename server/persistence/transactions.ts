// Transactions over the database: the transaction handle, a retry for the failures PostgreSQL
// asks to retry, and the one lock that serialises a shopper's changes (and keeps a closed
// account's from starting).
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { AccountClosed } from '../use-cases/accounts/accounts-repository';
import { users } from './schema';

/** The transaction handle of Db (the same query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';
const RETRIES = 4;

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction, again when PostgreSQL chose it as a deadlock victim or refused
 * it as not serialisable: both roll everything back, so a retry is a clean second attempt.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= RETRIES || (state !== DEADLOCK && state !== SERIALIZATION_FAILURE)) throw error;
      await new Promise((resume) => setTimeout(resume, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Locks the shopper's users row for the rest of the transaction and answers what it is: an open
 * account, a closed (deleted) one, or none. It serialises one shopper's money, cart and address
 * changes (and checkouts, and closing the account) across transactions.
 */
export async function lockShopper(tx: Tx, userId: string): Promise<'open' | 'closed' | 'absent'> {
  const [row] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) return 'absent';
  return row.deletedAt === null ? 'open' : 'closed';
}

export interface ShopperTurnOptions {
  /**
   * What a turn of a closed account does: `refuse` (throw AccountClosed: nothing may be added for
   * an account that is gone), or `enter` (settling a payment or moving an order keeps the books
   * of an account whatever became of it; an account's own turn reads it as absent).
   */
  readonly closedAccount?: 'refuse' | 'enter';
}

/**
 * Runs `work` as one turn of the shopper's: in a transaction that first takes the shopper's lock,
 * so that one shopper's turns run one after another, each seeing what the one before wrote.
 */
export function inShopperTransaction<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>, { closedAccount = 'refuse' }: ShopperTurnOptions = {}): Promise<T> {
  return inTransaction(db, async (tx) => {
    const account = await lockShopper(tx, userId);
    if (account === 'closed' && closedAccount === 'refuse') throw new AccountClosed(userId);
    return work(tx);
  });
}
