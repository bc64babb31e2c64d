// Orders after the sale: moving an order through its lifecycle (the domain's transition table
// decides who may move it where), for the shopper who cancels, the seller who moves or rejects,
// and the operators' command-line tool. An order that will never be delivered gives its pieces
// back to stock and its whole total (wallet part and card part) back to the wallet as one
// `refund` ledger row, referenced by the order's id, so a refund can happen at most once.
//
// Locking: every status change locks the order's shopper (the users row: the lock every money
// movement of that shopper takes first), then the order row, then re-reads the status. A shopper's
// cancel and a seller's move of one order therefore run one after the other, and the second sees
// what the first did: exactly one of two conflicting moves wins. Product rows come last, in slug
// order, as at checkout.
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../src/domain/locale';
import { refundDue, transition, type OrderActor, type OrderFailureCode, type OrderStatus } from '../../src/domain/order';
import { fail, ok, type Result } from '../../src/domain/result';
import { refund } from '../../src/domain/wallet';
import { findOrder, listOrders, scopeCondition, type OrderFilter, type OrderListing, type OrderRecord, type OrderScope } from '../persistence/orders/order-views';
import { orderEvents, orderItems, orders, products } from '../persistence/schema';
import { notify } from './notifications';
import type { Services } from './services';
import { inTransaction, lockShopper, type Tx } from '../persistence/transactions';
import { appendLedger, readLedger } from './wallet-ledger';

export type { OrderFilter, OrderListing, OrderRecord, OrderScope };

/** What order commands use: the CLI builds these without an HTTP server. */
export type OrderServices = Pick<Services, 'db' | 'clock' | 'responseCache'>;

export type OrderCommandFailureCode = 'orders.notFound' | OrderFailureCode;

export interface StatusChange {
  readonly code: string;
  readonly to: OrderStatus;
  readonly by: OrderActor;
  readonly reason?: string | undefined;
}

export interface StatusChanged {
  readonly code: string;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  /** Halalas returned to the wallet by this change, or null. */
  readonly refunded: number | null;
}

/** The link of an order's notifications, without the language prefix. */
export const orderLink = (code: string): string => `/orders/${code}`;

/**
 * Moves one order in the scope as `change.by`. Answers the domain's failure when the table
 * refuses the move (nothing is written), `orders.notFound` for an order outside the scope.
 */
export async function changeOrderStatus(
  services: OrderServices,
  scope: OrderScope,
  change: StatusChange,
): Promise<Result<StatusChanged, OrderCommandFailureCode>> {
  // Only the shopper is read before the transaction (to lock them first); an order never changes shopper.
  const [target] = await services.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.code, change.code), scopeCondition(scope)));
  if (!target) return fail('orders.notFound');

  const outcome = await inTransaction(services.db, async (tx): Promise<Result<StatusChanged, OrderCommandFailureCode>> => {
    await lockShopper(tx, target.userId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.id)).for('update');
    if (!order) return fail('orders.notFound');
    const moved = transition({ status: order.status }, { to: change.to, by: change.by, reason: change.reason });
    if (!moved.ok) return moved;

    const at = services.clock.now();
    const to = moved.value.status;
    const reason = moved.value.reason ?? null;
    await tx
      .update(orders)
      .set({ status: to, updatedAt: at, ...(reason === null ? {} : { reason }) })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, status: to, actor: change.by, reason, createdAt: at });
    await notify(tx, { userId: order.userId, kind: 'orderStatus', params: { code: order.code, status: to }, link: orderLink(order.code), at });

    let refunded: number | null = null;
    if (refundDue(to)) {
      await restock(tx, order.id);
      const ledger = await readLedger(tx, order.userId);
      // The domain refuses a second refund of the same order: that throws and rolls everything back.
      await appendLedger(tx, order.userId, ledger, refund(ledger, order.total, order.id), at);
      await notify(tx, { userId: order.userId, kind: 'orderRefunded', params: { code: order.code, amount: order.total }, link: orderLink(order.code), at });
      refunded = order.total;
    }
    return ok({ code: order.code, from: order.status, to, refunded });
  });
  // Pieces came back: guests' cached catalogue answers must not keep showing less.
  if (outcome.ok && outcome.value.refunded !== null) services.responseCache.clear();
  return outcome;
}

/** The shopper cancels one of their orders, with a reason. */
export const cancelOrder = (services: OrderServices, userId: string, code: string, reason: string) =>
  changeOrderStatus(services, { kind: 'shopper', userId }, { code, to: 'cancelled', by: 'shopper', reason });

/** A seller moves one of its orders on, or rejects it (with a reason). */
export const moveSellerOrder = (services: OrderServices, sellerSlug: string, code: string, to: OrderStatus, reason?: string) =>
  changeOrderStatus(services, { kind: 'seller', sellerSlug }, { code, to, by: 'seller', reason });

/** The order's pieces go back on the shelf; product rows are locked in slug order. */
async function restock(tx: Tx, orderId: string): Promise<void> {
  const pieces = await tx
    .select({ productSlug: orderItems.productSlug, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productSlug);
  // Code-unit order, exactly as checkout sorts (a database collation may order hyphens differently).
  pieces.sort((a, b) => (a.productSlug < b.productSlug ? -1 : a.productSlug > b.productSlug ? 1 : 0));
  for (const { productSlug, quantity } of pieces) {
    await tx.update(products).set({ stock: sql`${products.stock} + ${quantity}` }).where(eq(products.slug, productSlug));
  }
}

// ── Reads ──────────────────────────────────────────────────────────────────────────────────

export const orderPage = (services: Pick<Services, 'db'>, scope: OrderScope, filter: OrderFilter, language: Language) =>
  listOrders(services.db, scope, filter, language);

export const orderRecord = (services: Pick<Services, 'db'>, scope: OrderScope, code: string, language: Language) =>
  findOrder(services.db, scope, code, language);
