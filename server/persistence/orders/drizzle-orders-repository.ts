// Orders in the database: orders with their order_items (each line frozen at checkout) and
// order_events (the history), read within a scope; and a shopper's turn, a transaction that first
// locks the shopper's users row (the lock every money movement of that shopper takes first), then
// the order's row, then product rows in slug order as at checkout, so that moves, refunds and
// checkouts of one shopper run one after another and never deadlock each other.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, Wallet } from '../../../src/domain/wallet';
import type {
  LocatedOrder,
  OrderMove,
  OrderPageQuery,
  OrderRow,
  OrderScope,
  OrderSummaryPage,
  OrdersRepository,
  OrdersTurn,
  OrderToMove,
  ShopperNotification,
} from '../../use-cases/orders/orders-repository';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { byStockOrder } from '../../use-cases/payments/payments-repository';
import type { Db } from '../database';
import { orderEvents, orderItems, orders, products, reviews, sellers, users, walletEntries } from '../schema';
import { inShopperTransaction, type Queryable, type Tx } from '../transactions';
import { appendLedgerRows, readWallet } from '../wallet/ledger-rows';
import { movePieces } from '../catalogue/stock';
import { queueMail } from '../mail/mail-rows';
import { notify } from '../notifications/notification-rows';

function scopeCondition(scope: OrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'shopper':
      return eq(orders.userId, scope.userId);
    case 'seller':
      return eq(orders.sellerSlug, scope.sellerSlug);
    case 'operator':
      return undefined;
  }
}

export class DrizzleOrdersRepository implements OrdersRepository {
  constructor(private readonly db: Db) {}

  async page(scope: OrderScope, { statuses, offset, limit }: OrderPageQuery): Promise<OrderSummaryPage> {
    const where = and(scopeCondition(scope), statuses === undefined ? undefined : inArray(orders.status, [...statuses]));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          code: orders.code,
          createdAt: orders.createdAt,
          status: orders.status,
          total: orders.total,
          shippedTo: orders.shippedTo,
          sellerSlug: sellers.slug,
          sellerNameEn: sellers.nameEn,
          sellerNameAr: sellers.nameAr,
          shopperName: users.fullName,
        })
        .from(orders)
        .innerJoin(sellers, eq(sellers.slug, orders.sellerSlug))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.code))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(orders).where(where),
    ]);
    const items = rows.length
      ? await this.db
          .select({ orderId: orderItems.orderId, quantity: orderItems.quantity, line: orderItems.line })
          .from(orderItems)
          .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
          .orderBy(asc(orderItems.orderId), asc(orderItems.position))
      : [];
    return {
      total: counted?.total ?? 0,
      rows: rows.map((row) => ({
        code: row.code,
        createdAt: row.createdAt,
        status: row.status,
        total: row.total,
        seller: { slug: row.sellerSlug, name: { en: row.sellerNameEn, ar: row.sellerNameAr } },
        shopperName: row.shopperName,
        city: row.shippedTo.city,
        items: items.filter((item) => item.orderId === row.id).map((item) => ({ quantity: item.quantity, image: item.line.image })),
      })),
    };
  }

  async find(scope: OrderScope, code: string): Promise<OrderRow | null> {
    const [found] = await this.db
      .select({ order: orders, sellerNameEn: sellers.nameEn, sellerNameAr: sellers.nameAr, shopperName: users.fullName, shopperPhone: users.phone })
      .from(orders)
      .innerJoin(sellers, eq(sellers.slug, orders.sellerSlug))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.code, code), scopeCondition(scope)));
    if (!found) return null;
    const { order } = found;

    const [items, history, [refunded]] = await Promise.all([
      this.db
        .select({ line: orderItems.line, quantity: orderItems.quantity, total: orderItems.total, isGift: products.isGift })
        .from(orderItems)
        .innerJoin(products, eq(products.slug, orderItems.productSlug))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.position)),
      this.db
        .select({ status: orderEvents.status, actor: orderEvents.actor, reason: orderEvents.reason, at: orderEvents.createdAt })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.id)),
      this.db
        .select({ amount: walletEntries.amount, at: walletEntries.createdAt })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, order.userId), eq(walletEntries.kind, 'refund'), eq(walletEntries.ref, order.id))),
    ]);
    const reviewedProducts = await reviewedAmong(this.db, order.userId, items.map((item) => item.line.productSlug));

    return {
      id: order.id,
      code: order.code,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
      status: order.status,
      seller: { slug: order.sellerSlug, name: { en: found.sellerNameEn, ar: found.sellerNameAr } },
      shopper: { fullName: found.shopperName, phone: found.shopperPhone },
      items: items.map(({ line, quantity, total, isGift }) => ({
        productSlug: line.productSlug,
        name: line.name,
        image: line.image,
        isGift,
        colour: line.colour?.name ?? null,
        size: line.size?.name ?? null,
        nameOnProduct: line.nameOnProduct,
        giftText: line.giftText,
        quantity,
        unitPrice: line.unitPrice,
        unitDiscount: line.unitDiscount,
        total,
      })),
      subtotal: order.subtotal,
      discount: order.discount,
      shippingFee: order.shippingFee,
      total: order.total,
      walletPart: order.walletPart,
      cardPart: order.cardPart,
      shippedTo: { region: order.shippedTo.region, city: order.shippedTo.city, country: order.shippedTo.country, addressText: order.shippedTo.addressText },
      history,
      reason: order.reason,
      refund: refunded ?? null,
      reviewedProducts,
    };
  }

  async locate(scope: OrderScope, code: string): Promise<LocatedOrder | null> {
    const [found] = await this.db
      .select({ orderId: orders.id, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.code, code), scopeCondition(scope)));
    return found ?? null;
  }

  inShopperTurn<T>(userId: string, work: (turn: OrdersTurn) => Promise<T>): Promise<T> {
    // An order keeps moving whatever became of its shopper's account (closing one waits for its orders to end).
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleOrdersTurn(tx, userId)), { closedAccount: 'enter' });
  }
}

/** Which of these products the shopper has reviewed. */
async function reviewedAmong(db: Queryable, userId: string, productSlugs: readonly string[]): Promise<string[]> {
  if (productSlugs.length === 0) return [];
  const rows = await db
    .select({ productSlug: reviews.productSlug })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productSlug, [...new Set(productSlugs)])));
  return rows.map((row) => row.productSlug);
}

/** One shopper's turn inside the transaction that holds the shopper's lock; every write is scoped to the shopper. */
class DrizzleOrdersTurn implements OrdersTurn {
  constructor(
    private readonly tx: Tx,
    private readonly userId: string,
  ) {}

  async orderForUpdate(orderId: string): Promise<OrderToMove | null> {
    const [order] = await this.tx
      .select({ id: orders.id, code: orders.code, status: orders.status, total: orders.total })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, this.userId)))
      .for('update');
    return order ?? null;
  }

  async recordMove({ orderId, to, by, reason, at }: OrderMove): Promise<void> {
    const [moved] = await this.tx
      .update(orders)
      .set({ status: to, updatedAt: at, ...(reason === null ? {} : { reason }) })
      .where(and(eq(orders.id, orderId), eq(orders.userId, this.userId)))
      .returning({ id: orders.id });
    if (!moved) throw new Error(`The shopper has no order ${orderId}`);
    await this.tx.insert(orderEvents).values({ orderId, status: to, actor: by, reason, createdAt: at });
  }

  notify(notification: ShopperNotification): Promise<void> {
    return notify(this.tx, { ...notification, userId: this.userId });
  }

  mail(mail: OutgoingMail): Promise<void> {
    return queueMail(this.tx, { userId: this.userId }, mail);
  }

  async restock(orderId: string): Promise<void> {
    const colourId = sql<string | null>`${orderItems.line} -> 'colour' ->> 'id'`;
    const sizeId = sql<string | null>`${orderItems.line} -> 'size' ->> 'id'`;
    const pieces = await this.tx
      .select({ productSlug: orderItems.productSlug, colourId, sizeId, by: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.orderId, orderId), eq(orders.userId, this.userId)))
      .groupBy(orderItems.productSlug, colourId, sizeId);
    // In the order checkout takes stock in; each back to its colour and size's count when the
    // product counts them apart (pieces of a pair the seller no longer counts are not put back).
    for (const change of pieces.sort(byStockOrder)) await movePieces(this.tx, change, { forSale: false });
  }

  wallet(ref: string): Promise<Wallet> {
    return readWallet(this.tx, this.userId, ref);
  }

  appendLedger(rows: readonly LedgerEntry[], at: Date): Promise<void> {
    return appendLedgerRows(this.tx, this.userId, rows.map(({ kind, amount, ref }) => ({ kind, amount, ref, createdAt: at })));
  }
}
