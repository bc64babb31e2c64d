// The orders port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/orders/orders-repository.contract.ts) holds it to the same behaviour as the
// database's adapter: reads within a scope, newest first; one shopper's turns run one after
// another; a turn that throws leaves nothing behind (like a rollback); a second ledger row of the
// same kind and reference is refused, and the wallet's totals move with its rows
// (memory-ledgers.ts). Tests seed the catalogue, shoppers and orders it reads.
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { PerShopper } from './per-shopper';
import { MemoryLedgers, type StoredLedgerRow } from './memory-ledgers';
import { TurnQueue, undoneOnThrow, type UndoStep } from './turn-queue';
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '../../../src/domain/order';
import type { LedgerEntry, WalletTotals } from '../../../src/domain/wallet';
import type {
  Bilingual,
  LocatedOrder,
  OrderEventRow,
  OrderItemRow,
  OrderPageQuery,
  OrderRow,
  OrderScope,
  OrderSummaryPage,
  OrdersRepository,
  OrdersTurn,
  ShopperNotification,
} from '../../use-cases/orders/orders-repository';
import { STORE_PRODUCTS, STORE_SELLER } from '../account-fixtures';
import { CART_PRODUCTS } from '../cart-fixtures';

/** A store's seller: its slug and name. */
export interface CatalogueSeller {
  readonly slug: string;
  readonly name: Bilingual;
}

/** A product as the orders read it: its stock, and whether it is a gift. */
export interface CatalogueProduct {
  readonly slug: string;
  readonly stock: number;
  readonly isGift: boolean;
}

/** najd-crafts (account-fixtures' store). */
export const NAJD_CRAFTS: CatalogueSeller = { slug: STORE_SELLER.slug, name: { en: STORE_SELLER.nameEn, ar: STORE_SELLER.nameAr } };

/** The store's and the cart's products (account-fixtures' insertStore, then cart-fixtures' insertCartProducts). */
export const STORE_CART_CATALOGUE: readonly CatalogueProduct[] = [...STORE_PRODUCTS, ...CART_PRODUCTS].map((product) => ({
  slug: product.slug,
  stock: product.stock,
  isGift: product.isGift ?? false,
}));

/** An item as the shopper bought it; its total is (unitPrice − unitDiscount) × quantity. */
export type PlacedItem = Omit<OrderItemRow, 'isGift' | 'total'>;

/** An order as checkout places it: new, paid, its first event the shopper's. */
export interface OrderToPlace {
  readonly code: string;
  readonly userId: string;
  readonly sellerSlug: string;
  readonly createdAt: Date;
  /** In the order bought; at least one. */
  readonly items: readonly PlacedItem[];
  readonly shippingFee: number;
  /** Paid from the wallet; the rest of the total by card. */
  readonly walletPart: number;
  readonly shippedTo: OrderRow['shippedTo'];
}

/** An order's amounts as checkout computes them from its items and shipping fee. */
export function amountsOf(order: Pick<OrderToPlace, 'items' | 'shippingFee' | 'walletPart'>) {
  const subtotal = order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const discount = order.items.reduce((sum, item) => sum + item.unitDiscount * item.quantity, 0);
  const total = subtotal - discount + order.shippingFee;
  return { subtotal, discount, shippingFee: order.shippingFee, total, walletPart: order.walletPart, cardPart: total - order.walletPart };
}

export const itemTotal = (item: PlacedItem): number => (item.unitPrice - item.unitDiscount) * item.quantity;

export type { StoredLedgerRow } from './memory-ledgers';

/** A notification as stored. */
export type StoredNotification = ShopperNotification;

interface StoredOrder {
  readonly id: string;
  readonly userId: string;
  readonly placed: OrderToPlace;
  readonly status: OrderStatus;
  readonly reason: string | null;
  readonly updatedAt: Date;
  readonly history: readonly OrderEventRow[];
}

interface Shopper {
  readonly fullName: string;
  readonly phone: string | null;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class MemoryOrdersRepository implements OrdersRepository {
  private readonly sellers: Map<string, Bilingual>;
  private readonly stock = new Map<string, number>();
  private readonly gifts = new Set<string>();
  private readonly shoppers = new Map<string, Shopper>();
  private readonly orders = new Map<string, StoredOrder>();
  private readonly ledgers = new MemoryLedgers();
  private readonly notifications = new PerShopper<StoredNotification>();
  private readonly mails = new PerShopper<OutgoingMail>();
  private readonly reviewed = new Set<string>();
  /** One shopper's turns run one after another, as the shopper's row lock makes them. */
  private readonly turns = new TurnQueue();

  constructor(sellers: readonly CatalogueSeller[] = [NAJD_CRAFTS], products: readonly CatalogueProduct[] = STORE_CART_CATALOGUE) {
    this.sellers = new Map(sellers.map((seller) => [seller.slug, seller.name]));
    for (const product of products) {
      this.stock.set(product.slug, product.stock);
      if (product.isGift) this.gifts.add(product.slug);
    }
  }

  /** A shopper account. */
  addShopper(userId: string, fullName = 'Noura Al-Qahtani', phone: string | null = null): void {
    this.shoppers.set(userId, { fullName, phone });
  }

  /** Appends rows to the shopper's ledger (a top-up, a payment), as of `at`. */
  record(userId: string, rows: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>[], at = new Date('2026-01-01T09:00:00.000Z')): void {
    this.append(userId, rows, at);
  }

  /** Places an order as checkout would; answers its id. */
  place(order: OrderToPlace): string {
    if (!this.shoppers.has(order.userId)) throw new Error(`No shopper ${order.userId} (foreign key)`);
    if (!this.sellers.has(order.sellerSlug)) throw new Error(`No seller ${order.sellerSlug} (foreign key)`);
    for (const item of order.items) if (!this.stock.has(item.productSlug)) throw new Error(`No product ${item.productSlug} (foreign key)`);
    if ([...this.orders.values()].some((stored) => stored.placed.code === order.code)) throw new Error(`An order ${order.code} exists (unique key)`);
    const id = randomUUID();
    this.orders.set(id, {
      id,
      userId: order.userId,
      placed: order,
      status: 'new',
      reason: null,
      updatedAt: order.createdAt,
      history: [{ status: 'new', actor: 'shopper', reason: null, at: order.createdAt }],
    });
    return id;
  }

  /** The shopper reviewed the product. */
  markReviewed(userId: string, productSlug: string): void {
    this.reviewed.add(`${userId}\u0000${productSlug}`);
  }

  stockOf(productSlug: string): number {
    const pieces = this.stock.get(productSlug);
    if (pieces === undefined) throw new Error(`No product ${productSlug}`);
    return pieces;
  }

  /** The shopper's ledger rows, oldest first. */
  ledgerOf(userId: string): readonly StoredLedgerRow[] {
    return this.ledgers.ledgerOf(userId);
  }

  /** The shopper's wallet totals as kept with the ledger. */
  totalsOf(userId: string): WalletTotals {
    return this.ledgers.totalsOf(userId);
  }

  /** What the shopper was told, oldest first. */
  notificationsOf(userId: string): readonly StoredNotification[] {
    return this.notifications.of(userId);
  }

  /** What the shopper was mailed, oldest first. */
  mailsOf(userId: string): readonly OutgoingMail[] {
    return this.mails.of(userId);
  }

  async page(scope: OrderScope, { statuses, offset, limit }: OrderPageQuery): Promise<OrderSummaryPage> {
    const matching = this.inScope(scope)
      .filter((order) => statuses === undefined || statuses.includes(order.status))
      .sort((a, b) => b.placed.createdAt.getTime() - a.placed.createdAt.getTime() || byCodeUnits(b.placed.code, a.placed.code));
    return {
      total: matching.length,
      rows: matching.slice(offset, offset + limit).map((order) => ({
        code: order.placed.code,
        createdAt: order.placed.createdAt,
        status: order.status,
        total: amountsOf(order.placed).total,
        seller: { slug: order.placed.sellerSlug, name: this.sellers.get(order.placed.sellerSlug)! },
        shopperName: this.shoppers.get(order.userId)!.fullName,
        city: order.placed.shippedTo.city,
        items: order.placed.items.map((item) => ({ quantity: item.quantity, image: item.image })),
      })),
    };
  }

  async find(scope: OrderScope, code: string): Promise<OrderRow | null> {
    const order = this.inScope(scope).find((candidate) => candidate.placed.code === code);
    if (!order) return null;
    const { placed } = order;
    const refund = this.ledgerOf(order.userId).find((row) => row.kind === 'refund' && row.ref === order.id);
    const shopper = this.shoppers.get(order.userId)!;
    return {
      id: order.id,
      code: placed.code,
      createdAt: placed.createdAt,
      updatedAt: order.updatedAt,
      status: order.status,
      seller: { slug: placed.sellerSlug, name: this.sellers.get(placed.sellerSlug)! },
      shopper: { fullName: shopper.fullName, phone: shopper.phone },
      items: placed.items.map((item) => ({ ...item, isGift: this.gifts.has(item.productSlug), total: itemTotal(item) })),
      ...amountsOf(placed),
      shippedTo: placed.shippedTo,
      history: order.history,
      reason: order.reason,
      refund: refund ? { amount: refund.amount, at: refund.at } : null,
      reviewedProducts: [...new Set(placed.items.map((item) => item.productSlug))].filter((slug) => this.reviewed.has(`${order.userId}\u0000${slug}`)),
    };
  }

  async locate(scope: OrderScope, code: string): Promise<LocatedOrder | null> {
    const order = this.inScope(scope).find((candidate) => candidate.placed.code === code);
    return order ? { orderId: order.id, userId: order.userId } : null;
  }

  inShopperTurn<T>(userId: string, work: (turn: OrdersTurn) => Promise<T>): Promise<T> {
    return this.turns.run(userId, () => undoneOnThrow((undo) => work(this.turnOf(userId, undo))));
  }

  /**
   * One shopper's turn, noting in `undo` how to take back each write. The shopper's own rows are
   * put back as they were (no other turn of theirs ran meanwhile); stock, which other shoppers'
   * turns may have moved meanwhile, is given back by the pieces this turn added.
   */
  private turnOf(userId: string, undo: UndoStep[]): OrdersTurn {
    const mine = (orderId: string): StoredOrder | undefined => {
      const order = this.orders.get(orderId);
      return order?.userId === userId ? order : undefined;
    };
    return {
      orderForUpdate: async (orderId) => {
        const order = mine(orderId);
        return order ? { id: order.id, code: order.placed.code, status: order.status, total: amountsOf(order.placed).total } : null;
      },
      recordMove: async ({ orderId, to, by, reason, at }) => {
        const order = mine(orderId);
        if (!order) throw new Error(`The shopper has no order ${orderId}`);
        this.orders.set(orderId, {
          ...order,
          status: to,
          reason: reason ?? order.reason,
          updatedAt: at,
          history: [...order.history, { status: to, actor: by, reason, at }],
        });
        undo.push(() => this.orders.set(orderId, order));
      },
      notify: async (notification) => this.notifications.add(userId, { ...notification, params: { ...notification.params } }, undo),
      mail: async (mail) => this.mails.add(userId, mail, undo),
      restock: async (orderId) => {
        const order = mine(orderId);
        if (!order) return;
        const pieces = new Map<string, number>();
        for (const item of order.placed.items) pieces.set(item.productSlug, (pieces.get(item.productSlug) ?? 0) + item.quantity);
        for (const [slug, quantity] of pieces) {
          this.stock.set(slug, this.stockOf(slug) + quantity);
          undo.push(() => this.stock.set(slug, this.stockOf(slug) - quantity));
        }
      },
      wallet: async (ref) => this.ledgers.walletOf(userId, ref),
      appendLedger: async (rows, at) => {
        undo.push(this.append(userId, rows, at));
      },
    };
  }

  /** Appends ledger rows and moves the wallet's totals by them (memory-ledgers.ts); answers how to take it back. */
  private append(userId: string, rows: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>[], at: Date): UndoStep {
    if (!this.shoppers.has(userId)) throw new Error(`No shopper ${userId} (foreign key)`);
    return this.ledgers.append(userId, rows, at);
  }

  private inScope(scope: OrderScope): StoredOrder[] {
    return [...this.orders.values()].filter((order) => {
      switch (scope.kind) {
        case 'shopper':
          return order.userId === scope.userId;
        case 'seller':
          return order.placed.sellerSlug === scope.sellerSlug;
        case 'operator':
          return true;
      }
    });
  }
}

// ── Builders shared by the use cases' tests and the contract suite ─────────────────────────

/** Riyadh, Saudi Arabia. */
export const RIYADH_ADDRESS: OrderRow['shippedTo'] = {
  region: { en: 'Riyadh', ar: 'الرياض' },
  city: { en: 'Riyadh', ar: 'الرياض' },
  country: 'SA',
  addressText: 'King Fahd Road 1',
};

/** An item of `quantity` pieces at 100.00 SAR each, no options; `extra` sets anything else. */
export const aPlacedItem = (productSlug: string, quantity = 1, extra: Partial<PlacedItem> = {}): PlacedItem => ({
  productSlug,
  name: { en: `Product ${productSlug}`, ar: `منتج ${productSlug}` },
  image: `/images/products/${productSlug}.svg`,
  colour: null,
  size: null,
  nameOnProduct: null,
  giftText: null,
  quantity,
  unitPrice: 10_000,
  unitDiscount: 0,
  ...extra,
});

/** A new order of najd-crafts, shipped to Riyadh for 25.00 SAR and paid from the wallet unless `extra` says otherwise. */
export function anOrderToPlace(userId: string, code: string, items: readonly PlacedItem[], extra: Partial<Omit<OrderToPlace, 'userId' | 'code' | 'items'>> = {}): OrderToPlace {
  const shippingFee = extra.shippingFee ?? 2_500;
  return {
    code,
    userId,
    sellerSlug: NAJD_CRAFTS.slug,
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
    items,
    shippingFee,
    walletPart: amountsOf({ items, shippingFee, walletPart: 0 }).total,
    shippedTo: RIYADH_ADDRESS,
    ...extra,
  };
}
