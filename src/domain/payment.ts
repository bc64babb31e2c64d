// How an order total is paid: the wallet first, the rest by card, and the card part only
// once the shopper has confirmed it (spec §5 and §9).

import { assertNonNegativeHalalas, min, subtract, sum, type Halalas } from './money';
import { fail, ok, type Result } from './result';

export const PAYMENT_FAILURE_CODES = [
  /** params.amount is the card part in halalas; the UI formats it as money before interpolating. */
  'payment.cardConfirmationRequired',
  /** The card gateway declined or failed; raised by the server's payment command. */
  'payment.failed',
  /** Declined, with a reason the shopper can act on (see declineReasonOf). */
  'payment.declined.insufficientFunds',
  'payment.declined.threeDSecure',
  'payment.declined.cancelled',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

export type PaymentMethod = 'wallet' | 'card' | 'wallet-and-card';

/**
 * Why a card payment failed, read from the gateway's own words (the sandbox's and Moyasar's
 * messages): a reason the shopper can act on, shown beside the spec's sentence, else the
 * spec's general failure.
 */
export function declineReasonOf(gatewayMessage: string | null): PaymentFailureCode {
  const words = gatewayMessage ?? '';
  if (/insufficient/i.test(words)) return 'payment.declined.insufficientFunds';
  if (/3-?d\s*secure|\b3ds\b|authenticat/i.test(words)) return 'payment.declined.threeDSecure';
  if (/cancel/i.test(words)) return 'payment.declined.cancelled';
  return 'payment.failed';
}

export interface PaymentSplit {
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly needsCardConfirmation: boolean;
}

/**
 * Wallet first: it pays as much of the total as its balance covers, the card the rest.
 * A negative total or balance throws rather than being read as zero: the ledger never lets a
 * balance go below zero (DESIGN.md), so one here is a bug, and a money path must not hide it.
 */
export function splitPayment(total: Halalas, walletBalance: Halalas): PaymentSplit {
  assertNonNegativeHalalas(total);
  assertNonNegativeHalalas(walletBalance);
  const walletPart = Math.min(total, walletBalance);
  const cardPart = subtract(total, walletPart);
  return { total, walletPart, cardPart, needsCardConfirmation: cardPart > 0 };
}

export function paymentMethodOf(split: PaymentSplit): PaymentMethod {
  if (split.cardPart === 0) return 'wallet';
  return split.walletPart === 0 ? 'card' : 'wallet-and-card';
}

/**
 * How a checkout's wallet part is shared among its orders (one per store), so that each order
 * knows what it took from the wallet (and gives back if cancelled) and what from the card. In the
 * orders' own order, each takes as much of what is left as its total, until the wallet part is
 * used up; the later orders are paid by card. There is no rounding: whole halalas are taken from
 * whole halalas. The parts sum to the wallet part and none is more than its order's total; a
 * wallet part above the orders' sum (or a negative amount) is a bug and throws.
 */
export function allocateWalletPart(orderTotals: readonly Halalas[], walletPart: Halalas): Halalas[] {
  for (const total of orderTotals) assertNonNegativeHalalas(total);
  assertNonNegativeHalalas(walletPart);
  if (walletPart > sum(orderTotals)) throw new RangeError(`A wallet part of ${walletPart} halalas is more than the orders' ${sum(orderTotals)}`);
  let left = walletPart;
  return orderTotals.map((total) => {
    const part = min(left, total);
    left = subtract(left, part);
    return part;
  });
}

/** A split that may go ahead: a card part is charged only after the shopper said yes to it. */
export function authorisePayment(
  split: PaymentSplit,
  { cardConfirmed }: { readonly cardConfirmed: boolean },
): Result<PaymentSplit, 'payment.cardConfirmationRequired'> {
  if (split.needsCardConfirmation && !cardConfirmed) {
    return fail('payment.cardConfirmationRequired', { amount: split.cardPart });
  }
  return ok(split);
}
