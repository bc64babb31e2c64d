// The wallet ledger in the database, moved only through the domain's ledger functions
// (src/domain/wallet.ts): a money command locks the shopper's row, reads the ledger, lets the
// domain decide which rows to append, and inserts exactly those rows in the same transaction.
// The user-row lock is what serialises one shopper's money, so a balance read under it cannot
// be spent twice by concurrent requests.
import { balance, heldAmount, type Ledger, type LedgerEntry } from '../../src/domain/wallet';
import { assertHalalas, type Halalas } from '../../src/domain/money';
import { fail, ok, type Result } from '../../src/domain/result';
import type { Queryable, Tx } from '../persistence/transactions';
import { insertLedgerRows, readLedger } from '../persistence/wallet/ledger-rows';

export { readLedger };

/** What the shopper can spend now (open holds subtracted) and what is held. */
export async function walletSummary(db: Queryable, userId: string): Promise<{ balance: Halalas; held: Halalas }> {
  const ledger = await readLedger(db, userId);
  return { balance: balance(ledger), held: heldAmount(ledger) };
}

/**
 * A ledger the domain produced from `before`: its new rows are inserted. A failure here means
 * a check made earlier under the same lock was wrong, so it throws rather than answering.
 */
export async function appendLedger(
  tx: Tx,
  userId: string,
  before: Ledger,
  after: Result<Ledger>,
  at: Date,
): Promise<Ledger> {
  if (!after.ok) throw new Error(`Wallet ledger refused a checked movement: ${after.error.code} ${JSON.stringify(after.error.params ?? {})}`);
  await insertLedgerRows(tx, userId, after.value.slice(before.length), at);
  return after.value;
}

/**
 * Money spent straight from the wallet (an order the balance covers): one `payment` row.
 * The domain ledger has holds for payments that wait on a card; a payment made at once needs
 * no hold, so this is the one movement defined here, with the domain's rules: a positive
 * amount, once per reference, never more than the balance.
 */
export function pay(ledger: Ledger, amount: Halalas, ref: string): Result<Ledger> {
  if (assertHalalas(amount) <= 0) return fail('wallet.amountMustBePositive');
  if (ledger.some((entry) => entry.kind === 'payment' && entry.ref === ref)) return fail('wallet.duplicateReference', { ref });
  const available = balance(ledger);
  if (amount > available) return fail('wallet.notEnoughBalance', { available, requested: amount });
  const entry: LedgerEntry = { seq: ledger.length + 1, kind: 'payment', amount: -amount, ref };
  return ok([...ledger, entry]);
}
