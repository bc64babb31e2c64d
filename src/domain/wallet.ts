// A shopper's wallet as an append-only ledger: every money movement is one signed entry,
// the balance is their sum, and each operation either appends entries or fails with a code.
// The totals (balance and money held) are also kept as they move, so that moving money reads
// them and the rows of one reference, never the whole ledger.

import { add, assertHalalas, sum, type Halalas } from './money';
import { fail, ok, type Result } from './result';

export const LEDGER_ENTRY_KINDS = ['topup', 'payment', 'hold', 'capture', 'release', 'refund'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * One row of the ledger. `amount` is signed: money in is positive (topup, refund, release,
 * capture), money out is negative (payment, hold). `ref` is what the row is about: the
 * top-up's payment, the refunded order, or the hold for hold / capture / release and for
 * the payment a capture turns it into. `seq` numbers rows from 1 in the order they were added.
 */
export interface LedgerEntry {
  readonly seq: number;
  readonly kind: LedgerEntryKind;
  readonly amount: Halalas;
  readonly ref: string;
}

export type Ledger = readonly LedgerEntry[];

/** Every failure this module returns; each is a key of locales/{en,ar}/wallet.json. */
export const WALLET_FAILURE_CODES = [
  'wallet.amountMustBePositive',
  'wallet.notEnoughBalance',
  'wallet.holdNotFound',
  'wallet.holdNotOpen',
  'wallet.duplicateReference',
] as const;
export type WalletFailureCode = (typeof WALLET_FAILURE_CODES)[number];

export type HoldState = 'open' | 'captured' | 'released';

export const EMPTY_LEDGER: Ledger = [];

/**
 * The money the shopper can spend now. Open holds are already subtracted, because a hold is
 * a negative row until it is released (a positive row of the same size) or captured.
 */
export const balance = (ledger: Ledger): Halalas => sum(ledger.map((entry) => entry.amount));

const entriesFor = (ledger: Ledger, ref: string, kinds: readonly LedgerEntryKind[]): Ledger =>
  ledger.filter((entry) => entry.ref === ref && kinds.includes(entry.kind));

/** What became of a hold, or undefined when the ledger has no such hold. */
export function holdState(ledger: Ledger, holdId: string): HoldState | undefined {
  if (entriesFor(ledger, holdId, ['hold']).length === 0) return undefined;
  const [settlement] = entriesFor(ledger, holdId, ['capture', 'release']);
  if (settlement === undefined) return 'open';
  return settlement.kind === 'capture' ? 'captured' : 'released';
}

/** The amount of each hold that is neither captured nor released. */
export function openHolds(ledger: Ledger): ReadonlyMap<string, Halalas> {
  return new Map(
    ledger
      .filter((entry) => entry.kind === 'hold' && holdState(ledger, entry.ref) === 'open')
      .map((entry) => [entry.ref, -entry.amount] as const),
  );
}

export const heldAmount = (ledger: Ledger): Halalas => sum([...openHolds(ledger).values()]);

/**
 * What a wallet holds: the money the shopper can spend now, and the money on hold. A store keeps
 * them beside the ledger, moved by totalsChange with every row it appends, so they are read
 * without summing the ledger; the ledger stays the record, and totalsOf is what they must equal.
 */
export interface WalletTotals {
  readonly balance: Halalas;
  readonly held: Halalas;
}

/** A ledger's totals, from all of its rows. */
export const totalsOf = (ledger: Ledger): WalletTotals => ({ balance: balance(ledger), held: heldAmount(ledger) });

/** The hold a row puts on (a hold's row is negative) or takes off again (its capture or release). */
const heldBy = (row: Pick<LedgerEntry, 'kind' | 'amount'>): Halalas => (row.kind === 'hold' || row.kind === 'capture' || row.kind === 'release' ? -row.amount : 0);

/**
 * How appending rows moves the totals: each row's amount moves the balance; a hold's amount goes
 * on hold, and its capture or release takes the same amount off. For the rows the operations
 * below append, totalsOf(ledger + rows) is totalsOf(ledger) moved by totalsChange(rows).
 */
export const totalsChange = (rows: readonly Pick<LedgerEntry, 'kind' | 'amount'>[]): WalletTotals => ({
  balance: sum(rows.map((row) => row.amount)),
  held: sum(rows.map(heldBy)),
});

/** The totals moved by a change (totalsChange). */
export const moveTotals = (totals: WalletTotals, change: WalletTotals): WalletTotals => ({
  balance: add(totals.balance, change.balance),
  held: add(totals.held, change.held),
});

/**
 * A wallet as money is moved on it: its totals, and the rows of its ledger that a movement reads,
 * those of the reference it moves (rows of other references change nothing it decides; a whole
 * ledger will do too). A store reads the kept totals and one reference's rows, so moving money
 * costs the same however long the ledger has grown. `rows` are numbered from 1.
 */
export interface Wallet {
  readonly totals: WalletTotals;
  readonly rows: Ledger;
}

export const EMPTY_WALLET: Wallet = { totals: { balance: 0, held: 0 }, rows: EMPTY_LEDGER };

/** The wallet with rows appended after its own, numbered on from them, and its totals moved by them. */
function append(wallet: Wallet, rows: readonly Omit<LedgerEntry, 'seq'>[]): Wallet {
  return {
    totals: moveTotals(wallet.totals, totalsChange(rows)),
    rows: [...wallet.rows, ...rows.map((row, index) => ({ ...row, seq: wallet.rows.length + index + 1 }))],
  };
}

// A non-integer amount is a programming error (money is integer halalas everywhere) and
// throws; zero or negative is something a shopper can type, so it is a failure value.
function positive(amount: Halalas): Result<Halalas, WalletFailureCode> {
  return assertHalalas(amount) > 0 ? ok(amount) : fail('wallet.amountMustBePositive');
}

// References make replays harmless: the same top-up, hold or refund applied twice is refused.
const alreadyUsed = (wallet: Wallet, kind: LedgerEntryKind, ref: string): boolean =>
  entriesFor(wallet.rows, ref, [kind]).length > 0;

/** Money paid into the wallet (by card); `topupRef` is that payment's reference. */
export function topUp(wallet: Wallet, amount: Halalas, topupRef: string): Result<Wallet, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(wallet, 'topup', topupRef)) return fail('wallet.duplicateReference', { ref: topupRef });
  return ok(append(wallet, [{ kind: 'topup', amount, ref: topupRef }]));
}

/**
 * Money spent straight from the wallet, for an order the balance covers: one `payment` row,
 * once per reference, never more than the balance. (A payment that waits on a card is a hold
 * instead, and its capture writes the payment row.)
 */
export function pay(wallet: Wallet, amount: Halalas, paymentRef: string): Result<Wallet, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(wallet, 'payment', paymentRef)) return fail('wallet.duplicateReference', { ref: paymentRef });
  const available = wallet.totals.balance;
  if (amount > available) return fail('wallet.notEnoughBalance', { available, requested: amount });
  return ok(append(wallet, [{ kind: 'payment', amount: -amount, ref: paymentRef }]));
}

/** Sets money aside for a checkout whose card part is still being authorised. */
export function placeHold(wallet: Wallet, amount: Halalas, holdId: string): Result<Wallet, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(wallet, 'hold', holdId)) return fail('wallet.duplicateReference', { ref: holdId });
  const available = wallet.totals.balance;
  if (amount > available) return fail('wallet.notEnoughBalance', { available, requested: amount });
  return ok(append(wallet, [{ kind: 'hold', amount: -amount, ref: holdId }]));
}

function settle(wallet: Wallet, holdId: string, how: 'capture' | 'release'): Result<Wallet, WalletFailureCode> {
  const state = holdState(wallet.rows, holdId);
  if (state === undefined) return fail('wallet.holdNotFound', { ref: holdId });
  if (state !== 'open') return fail('wallet.holdNotOpen', { ref: holdId });
  // A capture writes the reference's payment row: one already there (a payment of the same
  // reference) would be a second, which the ledger keeps once per kind and reference.
  if (how === 'capture' && alreadyUsed(wallet, 'payment', holdId)) return fail('wallet.duplicateReference', { ref: holdId });
  const held = -sum(entriesFor(wallet.rows, holdId, ['hold']).map((entry) => entry.amount));
  // Settling cancels the hold row with a positive row of the same size, so every settled
  // hold nets to zero and only a capture's payment row remains as money spent.
  const unhold = { kind: how, amount: held, ref: holdId } as const;
  if (how === 'release') return ok(append(wallet, [unhold]));
  return ok(append(wallet, [unhold, { kind: 'payment', amount: -held, ref: holdId }]));
}

/** The checkout succeeded: the held money is spent. The balance does not change again. */
export const captureHold = (wallet: Wallet, holdId: string): Result<Wallet, WalletFailureCode> =>
  settle(wallet, holdId, 'capture');

/** The checkout failed: the held money is available again. */
export const releaseHold = (wallet: Wallet, holdId: string): Result<Wallet, WalletFailureCode> =>
  settle(wallet, holdId, 'release');

/** Money for a cancelled or rejected order, returned to the wallet once per order. */
export function refund(wallet: Wallet, amount: Halalas, orderRef: string): Result<Wallet, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(wallet, 'refund', orderRef)) return fail('wallet.duplicateReference', { ref: orderRef });
  return ok(append(wallet, [{ kind: 'refund', amount, ref: orderRef }]));
}

/** The rows a movement appended: those of `after` past the rows of the wallet it moved. */
export const appendedRows = (before: Wallet, after: Wallet): Ledger => after.rows.slice(before.rows.length);
