// The port of card payments and what settling one writes: the payment rows (a checkout's card part
// or a wallet top-up), the checkout rows they settle, and, in one turn of the paying shopper's,
// the ledger rows, the orders a paid checkout creates, the stock a failed one gives back, the cart
// lines it bought and the shopper's notifications. An adapter stores and reads them
// (server/persistence/payments, or an in-memory one in tests); the use cases in payments.ts decide,
// with the domain's wallet rules: the gateway's verdict, settling at most once, expiry.
//
// Checkout (server/use-cases/checkout) places what this port settles, in the same kind of turn
// and on the same rows, so its turn is this one plus placing (CheckoutTurn extends PaymentsTurn):
// two ports, one per feature, sharing the turn's writes rather than repeating them.
import type { WalletTurn } from '../wallet/wallet-turn';
export type { ShopperNotification } from '../wallet/wallet-turn';

/** A text in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** A product line as it was bought: names, options and prices frozen at checkout. */
export interface PurchasedLine {
  readonly productSlug: string;
  readonly name: Bilingual;
  readonly image: string | null;
  readonly colour: { readonly id: string; readonly name: Bilingual } | null;
  readonly size: { readonly id: string; readonly name: Bilingual } | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  /** Halalas. */
  readonly unitPrice: number;
  readonly unitDiscount: number;
  /** (unitPrice − unitDiscount) × quantity. */
  readonly total: number;
  /** The cart line it came from, taken out of the cart once paid. */
  readonly cartLineKey: string;
}

/** The address an order ships to, frozen at checkout (editing the address later changes no order). */
export interface ShippedTo {
  readonly addressId: string;
  readonly regionId: string;
  readonly region: Bilingual;
  readonly cityId: string;
  readonly city: Bilingual;
  readonly country: string;
  readonly addressText: string;
}

/** One order per seller, as drafted at checkout and created as an order once paid. Halalas. */
export interface DraftedOrder {
  readonly sellerSlug: string;
  readonly lines: readonly PurchasedLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shippingFee: number;
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  /**
   * The order's code, reserved when the checkout waits for its card, so that the card's page can
   * name the orders the shopper will find later; absent when the order is created at once.
   */
  readonly code?: string;
}

/** Where a checkout or a card payment stands: awaiting its card, or how it ended. */
export type PaymentState = 'awaiting-payment' | 'paid' | 'failed' | 'expired';
/** How a checkout or a card payment ended. */
export type SettledState = Exclude<PaymentState, 'awaiting-payment'>;

/** A card payment at a gateway, as stored. Its id is our reference at the gateway (given_id). */
export interface CardPaymentRow {
  readonly id: string;
  readonly userId: string;
  readonly purpose: 'checkout' | 'topup';
  /** The checkout whose card part it pays; null for a top-up. */
  readonly checkoutId: string | null;
  /** A top-up's idempotency key, as the shopper sent it; null for a checkout's payment. */
  readonly idempotencyKey: string | null;
  /** Halalas, SAR. */
  readonly amount: number;
  readonly gateway: 'sandbox' | 'moyasar';
  readonly gatewayPaymentId: string | null;
  /** Where the browser goes to pay; null until the gateway started the payment. */
  readonly redirectUrl: string | null;
  readonly state: PaymentState;
  readonly failureCode: string | null;
  readonly gatewayMessage: string | null;
  /** The shopper's interface language when it started. */
  readonly language: string;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

/** One attempt to pay for a cart, as stored: stock is reserved and the wallet part held until it ends. */
export interface CheckoutRow {
  readonly id: string;
  readonly userId: string;
  readonly idempotencyKey: string;
  readonly state: PaymentState;
  readonly language: string;
  readonly shippedTo: ShippedTo;
  /** In the order the orders are created. */
  readonly drafts: readonly DraftedOrder[];
  /** Halalas: total = walletPart + cardPart. */
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  /** The ledger reference of the hold on the wallet part, when there is one. */
  readonly holdRef: string | null;
  readonly failureCode: string | null;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

/** A top-up by card to store, awaiting its payment. */
export interface NewTopUp {
  readonly id: string;
  readonly userId: string;
  readonly idempotencyKey: string;
  /** Halalas, more than 0. */
  readonly amount: number;
  readonly gateway: CardPaymentRow['gateway'];
  readonly language: string;
  readonly createdAt: Date;
}

/** How a payment ended, as the use case decided. */
export interface PaymentSettlement {
  readonly state: SettledState;
  readonly failureCode: string | null;
  readonly gatewayMessage: string | null;
  /** The gateway's id of it: the one stored at start, or one verified since; null when there is neither. */
  readonly gatewayPaymentId: string | null;
  readonly at: Date;
}

/** How a checkout ended, as the use case decided. */
export interface CheckoutSettlement {
  readonly state: SettledState;
  readonly failureCode: string | null;
  readonly at: Date;
}

/** Pieces of one product: taken out of stock or put back. */
export interface StockChange {
  readonly productSlug: string;
  /** The pieces' colour and size (null where none was chosen): the count they come from or go back to when the product counts its options apart. */
  readonly colourId: string | null;
  readonly sizeId: string | null;
  /** Pieces put back (positive) or taken (negative). */
  readonly by: number;
}

/** The order stock is taken in: product slug by code units (a database collation may order hyphens differently), then colour, then size. */
export function byStockOrder(a: Omit<StockChange, 'by'>, b: Omit<StockChange, 'by'>): number {
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return order(a.productSlug, b.productSlug) || order(a.colourId ?? '', b.colourId ?? '') || order(a.sizeId ?? '', b.sizeId ?? '');
}

/** An order to create from a paid checkout's draft. */
export interface NewOrder {
  readonly checkoutId: string;
  readonly shippedTo: ShippedTo;
  readonly draft: DraftedOrder;
  readonly at: Date;
}

/**
 * A product had fewer pieces than a turn asked to take (moveStock): thrown, so that the turn is
 * undone, for the use case to answer as the shopper's failure. Names the product and its stock.
 */
export class NotEnoughStock extends Error {
  constructor(
    readonly productSlug: string,
    /** What is left of the count the pieces were to come from: the product's, or its colour and size's when counted apart. */
    readonly stock: number,
    readonly colourId: string | null = null,
    readonly sizeId: string | null = null,
  ) {
    super(`Not enough stock of ${productSlug} (${colourId ?? '-'}, ${sizeId ?? '-'}): ${stock} left`);
    this.name = 'NotEnoughStock';
  }
}

/** Pieces bought of one cart line, to take out of the cart. */
export interface BoughtPieces {
  readonly lineKey: string;
  readonly quantity: number;
}

/**
 * One shopper's payments, checkouts, stock taken, orders, cart and wallet while a payment is
 * settled: none of that shopper's other turns runs meanwhile. Rows are held in the order they are
 * asked for: the payment, then its checkout, then products (always in slug code-unit order).
 */
export interface PaymentsTurn extends WalletTurn {
  /** The shopper's card payment of this id, held until the turn ends; null when the shopper has none. */
  paymentForUpdate(paymentId: string): Promise<CardPaymentRow | null>;
  /** Records how the shopper's payment ended (state, failure, the gateway's message and id, when). */
  settlePayment(paymentId: string, settlement: PaymentSettlement): Promise<void>;
  /** The shopper's checkout of this id, held until the turn ends; null when the shopper has none. */
  checkoutForUpdate(checkoutId: string): Promise<CheckoutRow | null>;
  /** Records how the shopper's checkout ended (state, failure, when). */
  settleCheckout(checkoutId: string, settlement: CheckoutSettlement): Promise<void>;
  /**
   * Moves each product's stock by its change, products taken in slug code-unit order (as every
   * turn takes them, so that turns never wait on each other crosswise), each held from its change
   * to the end of the turn. Taking more pieces than a product has is refused with NotEnoughStock,
   * a product the catalogue lacks with an error (both throw, so the turn is undone).
   */
  moveStock(changes: readonly StockChange[]): Promise<void>;
  /**
   * Creates the shopper's `new` order of one draft (its items in the draft's order, its first
   * event the shopper's, as of `at`) and answers its code: the draft's reserved code, or else the
   * next of the order codes (see CheckoutTurn.reserveOrderCodes).
   */
  createOrder(order: NewOrder): Promise<string>;
  /** Takes bought pieces out of the shopper's cart: a line with no more pieces than that goes, a line with more keeps the rest; a key of no line is passed over. */
  removeFromCart(bought: readonly BoughtPieces[]): Promise<void>;
}

export interface PaymentsRepository {
  /** The card payment of this id, whoever's; null when there is none. */
  findPayment(paymentId: string): Promise<CardPaymentRow | null>;
  /** The checkout of this id, whoever's; null when there is none. */
  findCheckout(checkoutId: string): Promise<CheckoutRow | null>;
  /**
   * Stores where the payment's browser goes and the gateway's id of it, unless a redirect is
   * stored already (a second start changes nothing); a gateway id already stored is kept.
   */
  recordStart(paymentId: string, started: { readonly redirectUrl: string; readonly gatewayPaymentId: string | null }): Promise<void>;
  /** Stores the gateway's id of the payment, unless it has one already. */
  linkGatewayPayment(paymentId: string, gatewayPaymentId: string): Promise<void>;
  /**
   * Stores a top-up awaiting its card, in a turn of the shopper's; nothing when the shopper has one
   * of the same idempotency key. Throws AccountClosed when the shopper's account is closed.
   */
  addTopUp(topUp: NewTopUp): Promise<void>;
  /** The shopper's top-up of this idempotency key; null when there is none. */
  topUpByKey(userId: string, idempotencyKey: string): Promise<CardPaymentRow | null>;
  /** The shopper's own top-up of this id; null for another shopper's, a checkout's payment, or none. */
  findTopUp(userId: string, paymentId: string): Promise<CardPaymentRow | null>;
  /** Payments awaiting their card since `cutoff` or before (of one shopper, when given), oldest first, at most `limit`. */
  awaitingSince(cutoff: Date, scope: { readonly userId?: string | undefined; readonly limit: number }): Promise<CardPaymentRow[]>;
  /**
   * Runs `work` as one turn of the shopper's: one shopper's turns (here, and wherever else the
   * shopper's money moves) run one after another, each seeing what the one before wrote, and
   * when `work` throws, nothing it wrote stays. Another shopper's turns need not wait, except for
   * products both take stock of.
   */
  inShopperTurn<T>(userId: string, work: (turn: PaymentsTurn) => Promise<T>): Promise<T>;
}
