// How an order total is paid: the wallet first, the rest by card, and the card part only
// once the shopper has confirmed it (spec §5 and §9).

import { assertNonNegativeHalalas, subtract, type Halalas } from './money';
import { fail, ok, type Result } from './result';

export const PAYMENT_FAILURE_CODES = [
  /** params.amount is the card part in halalas; the UI formats it as money before interpolating. */
  'payment.cardConfirmationRequired',
  /** The card gateway declined or failed; raised by the server's payment command. */
  'payment.failed',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

export type PaymentMethod = 'wallet' | 'card' | 'wallet-and-card';

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
