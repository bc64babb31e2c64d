// Orders as they are read: a page of summaries and one order in full, in the language asked for,
// always within a scope — one shopper's orders, one seller's, or (for operators) every order —
// so that an order outside the scope reads exactly like an order that does not exist.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '../../../src/contract/orders';
import type { Language } from '../../../src/domain/locale';
import { CURRENT_STATUSES, PREVIOUS_STATUSES, type OrderStatus } from '../../../src/domain/order';
import type { Db } from '../database';
import { orderEvents, orderItems, orders, products, reviews, sellers, users, walletEntries, type Bilingual } from '../schema';

/** The database or an open transaction. */
type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose orders a read (or a command) may see. */
export type OrderScope =
  | { readonly kind: 'shopper'; readonly userId: string }
  | { readonly kind: 'seller'; readonly sellerSlug: string }
  /** Operators (the command-line tool): every order. */
  | { readonly kind: 'operator' };

export interface OrderFilter {
  /** `all` or one status. */
  readonly status: 'all' | OrderStatus;
  /** current or previous; absent: both. */
  readonly group?: 'current' | 'previous' | undefined;
  readonly page: number;
  readonly pageSize: number;
}

/** A summary with what the seller's and the operators' lists add: who bought it, where it goes. */
export interface OrderListing extends OrderSummary {
  readonly shopperName: string;
  readonly city: string;
}

/** One order in full, without the moves allowed (they depend on who asks), with the shopper's contact. */
export type OrderRecord = Omit<OrderDetail, 'allowedTransitions'> & {
  readonly shopper: { readonly name: string; readonly phone: string | null };
};

/** How many item pictures a summary carries. */
export const SUMMARY_IMAGES = 3;

export function scopeCondition(scope: OrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'shopper':
      return eq(orders.userId, scope.userId);
    case 'seller':
      return eq(orders.sellerSlug, scope.sellerSlug);
    case 'operator':
      return undefined;
  }
}

function filterCondition(filter: Pick<OrderFilter, 'status' | 'group'>): SQL | undefined {
  const byGroup = filter.group === undefined ? undefined : inArray(orders.status, [...(filter.group === 'current' ? CURRENT_STATUSES : PREVIOUS_STATUSES)]);
  const byStatus = filter.status === 'all' ? undefined : eq(orders.status, filter.status);
  return and(byGroup, byStatus);
}

const pick = (text: Bilingual, language: Language): string => text[language];

/** The name a seller greets a shopper by: the first word of the full name. */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** A page of orders in the scope, newest first, with the filter applied. */
export async function listOrders(
  db: Queryable,
  scope: OrderScope,
  filter: OrderFilter,
  language: Language,
): Promise<{ items: OrderListing[]; total: number }> {
  const where = and(scopeCondition(scope), filterCondition(filter));
  const [rows, [counted]] = await Promise.all([
    db
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
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const items = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, quantity: orderItems.quantity, line: orderItems.line })
        .from(orderItems)
        .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position))
    : [];
  return {
    total: counted?.total ?? 0,
    items: rows.map((row): OrderListing => {
      const mine = items.filter((item) => item.orderId === row.id);
      return {
        code: row.code,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        seller: { slug: row.sellerSlug, name: language === 'ar' ? row.sellerNameAr : row.sellerNameEn },
        itemCount: mine.reduce((pieces, item) => pieces + item.quantity, 0),
        total: row.total,
        images: mine.flatMap((item) => (item.line.image === null ? [] : [item.line.image])).slice(0, SUMMARY_IMAGES),
        shopperName: firstName(row.shopperName),
        city: pick(row.shippedTo.city, language),
      };
    }),
  };
}

/** One order in the scope, by its code, in full; null when there is none (or it is outside the scope). */
export async function findOrder(db: Queryable, scope: OrderScope, code: string, language: Language): Promise<OrderRecord | null> {
  const [order] = await db
    .select({
      order: orders,
      sellerNameEn: sellers.nameEn,
      sellerNameAr: sellers.nameAr,
      shopperName: users.fullName,
      shopperPhone: users.phone,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.slug, orders.sellerSlug))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.code, code), scopeCondition(scope)));
  if (!order) return null;
  const { id, userId, status } = order.order;

  const [items, history, [refunded]] = await Promise.all([
    db
      .select({ line: orderItems.line, quantity: orderItems.quantity, total: orderItems.total, isGift: products.isGift })
      .from(orderItems)
      .innerJoin(products, eq(products.slug, orderItems.productSlug))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position)),
    db
      .select({ status: orderEvents.status, actor: orderEvents.actor, reason: orderEvents.reason, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    db
      .select({ amount: walletEntries.amount, at: walletEntries.createdAt })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'refund'), eq(walletEntries.ref, id))),
  ]);
  const reviewed = await reviewedProducts(db, userId, status === 'delivered' ? items.map((item) => item.line.productSlug) : []);

  const { shippedTo } = order.order;
  return {
    code: order.order.code,
    createdAt: order.order.createdAt.toISOString(),
    updatedAt: order.order.updatedAt.toISOString(),
    status,
    seller: { slug: order.order.sellerSlug, name: language === 'ar' ? order.sellerNameAr : order.sellerNameEn },
    items: items.map(({ line, quantity, total, isGift }) => ({
      productSlug: line.productSlug,
      name: pick(line.name, language),
      image: line.image,
      isGift,
      colour: line.colour === null ? null : pick(line.colour.name, language),
      size: line.size === null ? null : pick(line.size.name, language),
      nameOnProduct: line.nameOnProduct,
      giftText: line.giftText,
      quantity,
      unitPrice: line.unitPrice,
      unitDiscount: line.unitDiscount,
      total,
      reviewable: status === 'delivered' && !reviewed.has(line.productSlug),
    })),
    subtotal: order.order.subtotal,
    discount: order.order.discount,
    shippingFee: order.order.shippingFee,
    total: order.order.total,
    walletPart: order.order.walletPart,
    cardPart: order.order.cardPart,
    shippedTo: {
      region: pick(shippedTo.region, language),
      city: pick(shippedTo.city, language),
      country: shippedTo.country,
      addressText: shippedTo.addressText,
    },
    history: history.map((event) => ({ status: event.status, actor: event.actor, reason: event.reason, at: event.at.toISOString() })),
    reason: order.order.reason,
    refund: refunded ? { amount: refunded.amount, at: refunded.at.toISOString() } : null,
    shopper: { name: order.shopperName, phone: order.shopperPhone },
  };
}

/** Which of these products the shopper has already reviewed. */
async function reviewedProducts(db: Queryable, userId: string, productSlugs: readonly string[]): Promise<Set<string>> {
  if (productSlugs.length === 0) return new Set();
  const rows = await db
    .select({ productSlug: reviews.productSlug })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productSlug, [...new Set(productSlugs)])));
  return new Set(rows.map((row) => row.productSlug));
}
