// What an order's invoice says, read from the database: the order as it was bought (lines,
// prices and address are frozen at checkout), its seller's names and VAT number, the buyer, and
// how it ended if it was cancelled or rejected (when, why, and the refund to the wallet).
// Only the order's own shopper gets one: the query is scoped to them, so anyone else's order
// reads exactly like an order that does not exist.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../src/domain/order';
import type { Db } from '../persistence/database';
import { orderEvents, orderItems, orders, sellers, users, walletEntries, type Bilingual, type PurchasedLine, type ShippedTo } from '../persistence/schema';

export interface InvoiceDocument {
  /** HRF-001001. */
  readonly orderCode: string;
  /** INV-001001. */
  readonly invoiceNumber: string;
  /** The order's creation: the supply and the invoice's issue. */
  readonly issuedAt: Date;
  readonly status: OrderStatus;
  readonly seller: { readonly name: Bilingual; readonly vatNumber: string };
  readonly buyer: { readonly name: string };
  readonly shippedTo: ShippedTo;
  readonly lines: readonly PurchasedLine[];
  readonly shippingFee: number;
  readonly walletPart: number;
  readonly cardPart: number;
  /** When the order was cancelled or rejected, and why. */
  readonly ended: { readonly status: 'cancelled' | 'rejected'; readonly at: Date; readonly reason: string | null } | null;
  /** What went back to the wallet for it. */
  readonly refund: { readonly amount: number; readonly at: Date } | null;
}

/** The invoice number of an order: its sequence with the invoice prefix (HRF-001001 → INV-001001). */
export const invoiceNumberOf = (orderCode: string): string => orderCode.replace(/^HRF-/, 'INV-');

/** The invoice of the shopper's order `code`, or null when they have no such order. */
export async function loadInvoice(db: Db, shopperId: string, code: string): Promise<InvoiceDocument | null> {
  const [order] = await db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      createdAt: orders.createdAt,
      shippedTo: orders.shippedTo,
      shippingFee: orders.shippingFee,
      walletPart: orders.walletPart,
      cardPart: orders.cardPart,
      reason: orders.reason,
      sellerNameEn: sellers.nameEn,
      sellerNameAr: sellers.nameAr,
      vatNumber: orders.sellerVatNumber,
      buyerName: users.fullName,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.slug, orders.sellerSlug))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.code, code), eq(orders.userId, shopperId)));
  if (order === undefined) return null;

  const [items, [endEvent], [refund]] = await Promise.all([
    db.select({ line: orderItems.line }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db
      .select({ status: orderEvents.status, at: orderEvents.createdAt, reason: orderEvents.reason })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.status, ['cancelled', 'rejected'])))
      .orderBy(desc(orderEvents.id))
      .limit(1),
    db
      .select({ amount: walletEntries.amount, at: walletEntries.createdAt })
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, shopperId), eq(walletEntries.kind, 'refund'), eq(walletEntries.ref, order.id))),
  ]);

  const endStatus = order.status === 'cancelled' || order.status === 'rejected' ? order.status : null;
  return {
    orderCode: order.code,
    invoiceNumber: invoiceNumberOf(order.code),
    issuedAt: order.createdAt,
    status: order.status,
    seller: { name: { en: order.sellerNameEn, ar: order.sellerNameAr }, vatNumber: order.vatNumber },
    buyer: { name: order.buyerName },
    shippedTo: order.shippedTo,
    lines: items.map((item) => item.line),
    shippingFee: order.shippingFee,
    walletPart: order.walletPart,
    cardPart: order.cardPart,
    ended: endStatus === null ? null : { status: endStatus, at: endEvent?.at ?? order.createdAt, reason: order.reason ?? endEvent?.reason ?? null },
    refund: refund === undefined ? null : { amount: refund.amount, at: refund.at },
  };
}
