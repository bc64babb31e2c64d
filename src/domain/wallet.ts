// A shopper's wallet as an append-only ledger: every money movement is one signed entry,
// the balance is their sum, and each operation either appends entries or fails with a code.

import { assertHalalas, sum, type Halalas } from './money';
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

function append(ledger: Ledger, rows: readonly Omit<LedgerEntry, 'seq'>[]): Ledger {
  return [...ledger, ...rows.map((row, index) => ({ ...row, seq: ledger.length + index + 1 }))];
}

// A non-integer amount is a programming error (money is integer halalas everywhere) and
// throws; zero or negative is something a shopper can type, so it is a failure value.
function positive(amount: Halalas): Result<Halalas, WalletFailureCode> {
  return assertHalalas(amount) > 0 ? ok(amount) : fail('wallet.amountMustBePositive');
}

// References make replays harmless: the same top-up, hold or refund applied twice is refused.
const alreadyUsed = (ledger: Ledger, kind: LedgerEntryKind, ref: string): boolean =>
  entriesFor(ledger, ref, [kind]).length > 0;

/** Money paid into the wallet (by card); `topupRef` is that payment's reference. */
export function topUp(ledger: Ledger, amount: Halalas, topupRef: string): Result<Ledger, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(ledger, 'topup', topupRef)) return fail('wallet.duplicateReference', { ref: topupRef });
  return ok(append(ledger, [{ kind: 'topup', amount, ref: topupRef }]));
}

/**
 * Money spent straight from the wallet, for an order the balance covers: one `payment` row,
 * once per reference, never more than the balance. (A payment that waits on a card is a hold
 * instead, and its capture writes the payment row.)
 */
export function pay(ledger: Ledger, amount: Halalas, paymentRef: string): Result<Ledger, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(ledger, 'payment', paymentRef)) return fail('wallet.duplicateReference', { ref: paymentRef });
  const available = balance(ledger);
  if (amount > available) return fail('wallet.notEnoughBalance', { available, requested: amount });
  return ok(append(ledger, [{ kind: 'payment', amount: -amount, ref: paymentRef }]));
}

/** Sets money aside for a checkout whose card part is still being authorised. */
export function placeHold(ledger: Ledger, amount: Halalas, holdId: string): Result<Ledger, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(ledger, 'hold', holdId)) return fail('wallet.duplicateReference', { ref: holdId });
  const available = balance(ledger);
  if (amount > available) return fail('wallet.notEnoughBalance', { available, requested: amount });
  return ok(append(ledger, [{ kind: 'hold', amount: -amount, ref: holdId }]));
}

function settle(ledger: Ledger, holdId: string, how: 'capture' | 'release'): Result<Ledger, WalletFailureCode> {
  const state = holdState(ledger, holdId);
  if (state === undefined) return fail('wallet.holdNotFound', { ref: holdId });
  if (state !== 'open') return fail('wallet.holdNotOpen', { ref: holdId });
  const held = -sum(entriesFor(ledger, holdId, ['hold']).map((entry) => entry.amount));
  // Settling cancels the hold row with a positive row of the same size, so every settled
  // hold nets to zero and only a capture's payment row remains as money spent.
  const unhold = { kind: how, amount: held, ref: holdId } as const;
  if (how === 'release') return ok(append(ledger, [unhold]));
  return ok(append(ledger, [unhold, { kind: 'payment', amount: -held, ref: holdId }]));
}

/** The checkout succeeded: the held money is spent. The balance does not change again. */
export const captureHold = (ledger: Ledger, holdId: string): Result<Ledger, WalletFailureCode> =>
  settle(ledger, holdId, 'capture');

/** The checkout failed: the held money is available again. */
export const releaseHold = (ledger: Ledger, holdId: string): Result<Ledger, WalletFailureCode> =>
  settle(ledger, holdId, 'release');

/** Money for a cancelled or rejected order, returned to the wallet once per order. */
export function refund(ledger: Ledger, amount: Halalas, orderRef: string): Result<Ledger, WalletFailureCode> {
  const checked = positive(amount);
  if (!checked.ok) return checked;
  if (alreadyUsed(ledger, 'refund', orderRef)) return fail('wallet.duplicateReference', { ref: orderRef });
  return ok(append(ledger, [{ kind: 'refund', amount, ref: orderRef }]));
}
