// The port of orders after the sale: reading them (a page of summaries, one in full) within a
// scope, and what moving one through its lifecycle writes in one turn of its shopper's — the
// move and its history, the shopper's notifications, the pieces back in stock and the refund's
// ledger rows. An adapter stores and reads them (server/persistence/orders, or an in-memory one
// in tests); the use cases in orders.ts and order-views.ts decide, with the domain's transition
// table and wallet rules, and write what is read in the reader's language.
import type { WalletTurn } from '../wallet/wallet-turn';
export type { ShopperNotification } from '../wallet/wallet-turn';
import type { OrderActor, OrderStatus } from '../../../src/domain/order';

/** A text in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** Whose orders a read (or a command) may see: an order outside the scope is as if it did not exist. */
export type OrderScope =
  | { readonly kind: 'shopper'; readonly userId: string }
  | { readonly kind: 'seller'; readonly sellerSlug: string }
  /** Operators (the command-line tool): every order. */
  | { readonly kind: 'operator' };

/** Which orders of the scope a page holds, and where it starts. */
export interface OrderPageQuery {
  /** Only orders in one of these statuses (none: no order); absent: any status. */
  readonly statuses?: readonly OrderStatus[] | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** An order as a list shows it. */
export interface OrderSummaryRow {
  readonly code: string;
  readonly createdAt: Date;
  readonly status: OrderStatus;
  /** Halalas. */
  readonly total: number;
  readonly seller: { readonly slug: string; readonly name: Bilingual };
  /** The shopper's full name as stored. */
  readonly shopperName: string;
  /** The city it ships to. */
  readonly city: Bilingual;
  /** Its items in the order bought: pieces and picture. */
  readonly items: readonly { readonly quantity: number; readonly image: string | null }[];
}

export interface OrderSummaryPage {
  readonly rows: readonly OrderSummaryRow[];
  /** How many orders of the scope match, over all pages. */
  readonly total: number;
}

/** An item as it was bought (names, options and prices frozen at checkout), and whether its product is a gift. */
export interface OrderItemRow {
  readonly productSlug: string;
  readonly name: Bilingual;
  readonly image: string | null;
  readonly isGift: boolean;
  /** The colour's and the size's names, when chosen. */
  readonly colour: Bilingual | null;
  readonly size: Bilingual | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  /** Halalas. */
  readonly unitPrice: number;
  readonly unitDiscount: number;
  readonly total: number;
}

/** One move in an order's history. */
export interface OrderEventRow {
  readonly status: OrderStatus;
  readonly actor: OrderActor;
  readonly reason: string | null;
  readonly at: Date;
}

/** One order in full, as stored. */
export interface OrderRow {
  readonly id: string;
  readonly code: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly status: OrderStatus;
  readonly seller: { readonly slug: string; readonly name: Bilingual };
  readonly shopper: { readonly fullName: string; readonly phone: string | null };
  /** In the order bought. */
  readonly items: readonly OrderItemRow[];
  /** Halalas. */
  readonly subtotal: number;
  readonly discount: number;
  readonly shippingFee: number;
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  readonly shippedTo: { readonly region: Bilingual; readonly city: Bilingual; readonly country: string; readonly addressText: string };
  /** Oldest first. */
  readonly history: readonly OrderEventRow[];
  /** Why it was cancelled or rejected. */
  readonly reason: string | null;
  /** The shopper's ledger row refunding this order (kind refund, referencing the order's id), if any. */
  readonly refund: { readonly amount: number; readonly at: Date } | null;
  /** Which of its products the shopper has reviewed. */
  readonly reviewedProducts: readonly string[];
}

/** Where an order of the scope is, before its shopper's turn: an order never changes shopper. */
export interface LocatedOrder {
  readonly orderId: string;
  readonly userId: string;
}

/** What a move of an order needs to know of it. */
export interface OrderToMove {
  readonly id: string;
  readonly code: string;
  readonly status: OrderStatus;
  /** Halalas the shopper paid for it (wallet part and card part). */
  readonly total: number;
}

/** A move the use case decided. */
export interface OrderMove {
  readonly orderId: string;
  readonly to: OrderStatus;
  readonly by: OrderActor;
  /** Why (a rejection or a cancellation), kept on the order and its event; null leaves the order's reason as it is. */
  readonly reason: string | null;
  readonly at: Date;
}

/** One shopper's orders and wallet while one of them is being moved: none of that shopper's other turns runs meanwhile. */
export interface OrdersTurn extends WalletTurn {
  /** The shopper's order of this id, held until the turn ends; null when the shopper has none. */
  orderForUpdate(orderId: string): Promise<OrderToMove | null>;
  /** Sets the shopper's order to the move's status (and reason, when one is given) as of `at`, and adds the move to its history. */
  recordMove(move: OrderMove): Promise<void>;
  /** Puts every piece of the shopper's order back in stock (products taken in slug code-unit order, as at checkout). */
  restock(orderId: string): Promise<void>;
}

export interface OrdersRepository {
  /** One page of the scope's orders, newest first (ties by code, descending), and how many match. */
  page(scope: OrderScope, query: OrderPageQuery): Promise<OrderSummaryPage>;
  /** The scope's order of this code, in full; null when there is none in the scope. */
  find(scope: OrderScope, code: string): Promise<OrderRow | null>;
  /** The scope's order of this code and its shopper; null when there is none in the scope. */
  locate(scope: OrderScope, code: string): Promise<LocatedOrder | null>;
  /**
   * Runs `work` as one turn of the shopper's: one shopper's turns (here, and wherever else the
   * shopper's money moves) run one after another, each seeing what the one before wrote, and
   * when `work` throws, nothing it wrote stays. Another shopper's turns need not wait.
   */
  inShopperTurn<T>(userId: string, work: (turn: OrdersTurn) => Promise<T>): Promise<T>;
}
