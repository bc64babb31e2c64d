// The world the checkout and payments contract suites run in: both ports over one store (the
// database's adapters share their tables, the in-memory adapter is one object behind both),
// checkout-fixtures' shop (two stores, three regions), and ways to add shoppers and cart lines,
// set stock, and read back what a turn left: stock, cart, ledger and wallet totals, notifications
// and orders.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { lineKey, type LineOptions } from '../../../src/domain/cart';
import type { OptionStock } from '../../../src/domain/pricing';
import type { WalletTotals } from '../../../src/domain/wallet';
import type { RegionId } from '../../testing/catalogue-fixtures';
import { aBuyer, insertShop } from '../../testing/checkout-fixtures';
import { MemoryCheckoutRepository, type StoredLedgerRow, type StoredNotification, type StoredOrder } from '../../testing/memory/memory-checkout-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { CheckoutRepository } from '../../use-cases/checkout/checkout-repository';
import type { PaymentsRepository } from '../../use-cases/payments/payments-repository';
import { stampedInTurn } from '../in-turn';
import { DrizzlePaymentsRepository } from '../payments/drizzle-payments-repository';
import { cartLines, notifications, orderEvents, orderItems, orders, productOptionStock, products, walletEntries } from '../schema';
import { readWalletTotals } from '../wallet/ledger-rows';
import { DrizzleCheckoutRepository } from './drizzle-checkout-repository';

export type { StoredLedgerRow, StoredNotification, StoredOrder };

export interface NewShopper {
  /** Halalas topped up (one topup row); none when absent or 0. */
  readonly wallet?: number;
  /** Where the shopper's address is; Riyadh when absent. */
  readonly region?: RegionId;
}

export interface CheckoutWorld {
  readonly checkout: CheckoutRepository;
  readonly payments: PaymentsRepository;
  /** A shopper with one address; answers both ids. */
  newShopper(shopper?: NewShopper): Promise<{ readonly id: string; readonly addressId: string }>;
  /** Adds pieces to the shopper's cart: to the line of the same product and options, or as a new last line. */
  addToCart(userId: string, productSlug: string, quantity?: number, options?: LineOptions): Promise<void>;
  setStock(productSlug: string, stock: number): Promise<void>;
  stockOf(productSlug: string): Promise<number>;
  /** Counts the product per colour and size with these counts, its stock their sum, as the seller's console does. */
  countPerOption(productSlug: string, counts: readonly OptionStock[]): Promise<void>;
  /** The product's counts per colour and size, in colour then size id order; null when it counts them together. */
  optionStockOf(productSlug: string): Promise<readonly OptionStock[] | null>;
  /** The shopper's cart lines in the order they were added. */
  cartOf(userId: string): Promise<readonly { readonly lineKey: string; readonly quantity: number }[]>;
  /** The shopper's ledger rows, oldest first. */
  ledgerOf(userId: string): Promise<readonly StoredLedgerRow[]>;
  /** The shopper's wallet totals as kept beside the ledger. */
  totalsOf(userId: string): Promise<WalletTotals>;
  /** What the shopper was told, oldest first. */
  notificationsOf(userId: string): Promise<readonly StoredNotification[]>;
  /** The orders a checkout created, in the order they were created. */
  ordersOf(checkoutId: string): Promise<readonly StoredOrder[]>;
  close(): Promise<void>;
}

/** The in-memory adapter behind both ports. */
export async function memoryCheckoutWorld(): Promise<CheckoutWorld> {
  const store = new MemoryCheckoutRepository();
  return {
    checkout: store,
    payments: store,
    newShopper: async ({ wallet, region = 'riyadh' } = {}) => {
      const id = randomUUID();
      store.addShopper(id);
      if (wallet !== undefined && wallet > 0) store.record(id, [{ kind: 'topup', amount: wallet, ref: `fixture-${randomUUID()}` }]);
      return { id, addressId: store.addAddress(id, region) };
    },
    addToCart: async (userId, productSlug, quantity = 1, options = {}) => store.addToCart(userId, productSlug, quantity, options),
    setStock: async (productSlug, stock) => store.setStock(productSlug, stock),
    stockOf: async (productSlug) => store.stockOf(productSlug),
    countPerOption: async (productSlug, counts) => store.countPerOption(productSlug, counts),
    optionStockOf: async (productSlug) => store.optionStockOf(productSlug),
    cartOf: async (userId) => store.cartOf(userId).map(({ lineKey: key, quantity }) => ({ lineKey: key, quantity })),
    ledgerOf: async (userId) => store.ledgerOf(userId),
    totalsOf: async (userId) => store.totalsOf(userId),
    notificationsOf: async (userId) => store.notificationsOf(userId),
    ordersOf: async (checkoutId) => store.ordersOf(checkoutId),
    close: async () => {},
  };
}

/** The database's adapters over a fresh database holding the shop: PGlite, or the PostgreSQL server. */
export async function drizzleCheckoutWorld({ postgres = false } = {}): Promise<CheckoutWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertShop(db);
  return {
    checkout: new DrizzleCheckoutRepository(db),
    payments: new DrizzlePaymentsRepository(db),
    newShopper: async ({ wallet, region } = {}) => {
      const { id, addressId } = await aBuyer(db, { wallet: wallet ?? 0, ...(region === undefined ? {} : { region }) });
      return { id, addressId };
    },
    addToCart: async (userId, productSlug, quantity = 1, options = {}) => {
      await db
        .insert(cartLines)
        .values({
          userId,
          productSlug,
          lineKey: lineKey(productSlug, options),
          colour: options.colour ?? null,
          size: options.size ?? null,
          nameOnProduct: options.nameOnProduct ?? null,
          giftText: options.giftText ?? null,
          quantity,
          createdAt: stampedInTurn(cartLines, cartLines.createdAt, cartLines.userId, userId),
        })
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.lineKey], set: { quantity: sql`${cartLines.quantity} + ${quantity}` } });
    },
    setStock: async (productSlug, stock) => {
      await db.update(products).set({ stock }).where(eq(products.slug, productSlug));
    },
    stockOf: async (productSlug) => {
      const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.slug, productSlug));
      if (!row) throw new Error(`No product ${productSlug}`);
      return row.stock;
    },
    countPerOption: async (productSlug, counts) => {
      await db.delete(productOptionStock).where(eq(productOptionStock.productSlug, productSlug));
      await db.insert(productOptionStock).values(counts.map(({ colour, size, stock }) => ({ productSlug, colourId: colour ?? '', sizeId: size ?? '', stock })));
      await db
        .update(products)
        .set({ stock: counts.reduce((sum, count) => sum + count.stock, 0) })
        .where(eq(products.slug, productSlug));
    },
    optionStockOf: async (productSlug) => {
      const rows = await db
        .select()
        .from(productOptionStock)
        .where(eq(productOptionStock.productSlug, productSlug))
        .orderBy(asc(productOptionStock.colourId), asc(productOptionStock.sizeId));
      return rows.length === 0 ? null : rows.map((row) => ({ colour: row.colourId || null, size: row.sizeId || null, stock: row.stock }));
    },
    cartOf: (userId) =>
      db
        .select({ lineKey: cartLines.lineKey, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.userId, userId))
        .orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
    ledgerOf: (userId) =>
      db
        .select({ kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref, at: walletEntries.createdAt })
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId))
        .orderBy(asc(walletEntries.seq)),
    totalsOf: (userId) => readWalletTotals(db, userId),
    notificationsOf: (userId) =>
      db
        .select({ kind: notifications.kind, params: notifications.params, link: notifications.link, at: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    ordersOf: async (checkoutId) => {
      const created = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.createdAt), asc(orders.code));
      const ids = created.map((order) => order.id);
      const [items, events] = ids.length
        ? await Promise.all([
            db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
            db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
          ])
        : [[], []];
      return created.map((order): StoredOrder => {
        if (order.status !== 'new') throw new Error(`Order ${order.code} has moved on`);
        return {
          code: order.code,
          checkoutId: order.checkoutId,
          sellerSlug: order.sellerSlug,
          status: order.status,
          shippedTo: order.shippedTo,
          subtotal: order.subtotal,
          discount: order.discount,
          shippingFee: order.shippingFee,
          total: order.total,
          walletPart: order.walletPart,
          cardPart: order.cardPart,
          items: items.filter((item) => item.orderId === order.id).map((item) => item.line),
          history: events
            .filter((event) => event.orderId === order.id)
            .map((event) => {
              if (event.status !== 'new' || event.actor !== 'shopper') throw new Error(`Order ${order.code} has moved on`);
              return { status: event.status, actor: event.actor, at: event.createdAt };
            }),
          createdAt: order.createdAt,
        };
      });
    },
    close: drop,
  };
}
