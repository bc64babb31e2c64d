// The port of checkout: what pricing the shopper's cart for an address reads (the address, the
// cart's lines with today's products, the sellers' shipping rates, the wallet), and what placing
// it writes in one turn of the shopper's: the checkout and its card payment, besides everything a
// payments turn writes (stock, orders, cart, ledger, notifications), since a checkout the wallet
// covers is settled in the turn that places it. An adapter stores and reads them
// (server/persistence/checkout, or an in-memory one in tests); the use cases in checkout.ts decide
// with the domain: drafts, the wallet-first split, the card's confirmation, idempotent replays.
import type { WalletTotals } from '../../../src/domain/wallet';
import type { CartLineRow } from '../cart/cart-repository';
import type { CardPaymentRow, CheckoutRow, DraftedOrder, PaymentsTurn, ShippedTo } from '../payments/payments-repository';

/** A seller's shipping fee for a region. */
export interface ShippingRateRow {
  readonly sellerSlug: string;
  /** Halalas. */
  readonly fee: number;
}

/** What checkout reads about one shopper: as things stand (outside a turn), or in the turn. */
export interface CheckoutReads {
  /** The shopper's address of this id with its region's and city's names, as an order freezes it; null when not theirs. */
  address(addressId: string): Promise<ShippedTo | null>;
  /** The shopper's cart lines in the order they were added, each with its product as it is now. */
  cartLines(): Promise<readonly CartLineRow[]>;
  /** The fees of those of these sellers that ship to the region, in no particular order. */
  shippingRates(regionId: string, sellerSlugs: readonly string[]): Promise<readonly ShippingRateRow[]>;
  /** The shopper's wallet totals (what can be spent, what is held), as kept with the ledger. */
  walletTotals(): Promise<WalletTotals>;
}

/** A checkout placed with an idempotency key, and its card payment if it has one. */
export interface PlacedCheckout {
  readonly checkoutId: string;
  readonly cardPaymentId: string | null;
}

/** A checkout to store, as the use case decided it: paid at once, or awaiting its card part. */
export interface NewCheckout {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly state: 'paid' | 'awaiting-payment';
  readonly language: string;
  readonly shippedTo: ShippedTo;
  readonly drafts: readonly DraftedOrder[];
  /** Halalas: total = walletPart + cardPart. */
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  readonly holdRef: string | null;
  readonly createdAt: Date;
  /** When it was paid; null while it awaits its card. */
  readonly settledAt: Date | null;
}

/** The card payment of a checkout's card part, to store awaiting the card. */
export interface NewCardPayment {
  readonly id: string;
  readonly checkoutId: string;
  /** Halalas, more than 0. */
  readonly amount: number;
  readonly gateway: CardPaymentRow['gateway'];
  readonly language: string;
  readonly createdAt: Date;
}

/**
 * One shopper's checkout being placed: a payments turn (the same writes, the same order of holding
 * rows) with what placing reads and stores. None of that shopper's other turns runs meanwhile.
 * Products are not held while the cart is read: another shopper may take their stock meanwhile,
 * and moveStock, which holds a product from its change to the end of the turn, is what decides.
 */
export interface CheckoutTurn extends PaymentsTurn, CheckoutReads {
  /** The shopper's checkout placed with this idempotency key; null when there is none. */
  placedWith(idempotencyKey: string): Promise<PlacedCheckout | null>;
  /** Stores the shopper's checkout. A second checkout of the same idempotency key is refused (it throws). */
  addCheckout(checkout: NewCheckout): Promise<void>;
  /** Stores the card payment of the shopper's checkout, awaiting its card. A second payment of one checkout is refused (it throws). */
  addCardPayment(payment: NewCardPayment): Promise<void>;
  /**
   * Takes the next `count` order codes, in increasing order: HRF- and six digits or more, from
   * the one sequence createOrder also takes from, so no two orders ever share a code. A code is
   * never given back, also when the turn is undone or the order never comes to be.
   */
  reserveOrderCodes(count: number): Promise<readonly string[]>;
}

/** A checkout as its outcome screen reads it. */
export interface StoredCheckout {
  readonly checkout: CheckoutRow;
  /** Where its card payment's browser goes; null when it has none (yet). */
  readonly redirectUrl: string | null;
  /** The codes of the orders it created, in the order they were created. */
  readonly orderCodes: readonly string[];
}

export interface CheckoutRepository {
  /** The reads about the shopper, answered as things stand now (outside any turn). */
  readsFor(userId: string): CheckoutReads;
  /** The shopper's checkout of this id; null when the shopper has none. */
  find(userId: string, checkoutId: string): Promise<StoredCheckout | null>;
  /**
   * Runs `work` as one turn of the shopper's: one shopper's turns (here, and wherever else the
   * shopper's money moves) run one after another, each seeing what the one before wrote, and
   * when `work` throws, nothing it wrote stays. Another shopper's turns need not wait, except for
   * products both take stock of.
   */
  inShopperTurn<T>(userId: string, work: (turn: CheckoutTurn) => Promise<T>): Promise<T>;
}
