// Orders after the sale: moving an order through its lifecycle (the domain's transition table
// decides who may move it where), for the shopper who cancels, the seller who moves or rejects,
// and the operators' command-line tool. An order that will never be delivered gives its pieces
// back to stock and its whole total (wallet part and card part) back to the wallet as one
// `refund` ledger row, referenced by the order's id, so a refund can happen at most once. The
// shopper is told of every move, and mailed when it ships, arrives, or will never arrive.
//
// Every move runs in one turn of the order's shopper (the port's inShopperTurn: the turn every
// money movement of that shopper takes), holding the order and re-reading its status. A
// shopper's cancel and a seller's move of one order therefore run one after the other, and the
// second sees what the first did: exactly one of two conflicting moves wins.
import { refundDue, transition, type OrderActor, type OrderFailureCode, type OrderStatus } from '../../../src/domain/order';
import { fail, ok, type Result } from '../../../src/domain/result';
import { appendedRows, refund } from '../../../src/domain/wallet';
import { MAILED_STATUSES, type MailedStatus } from '../mail/mail';
import type { Clock, GuestAnswerCache } from '../ports';
import type { OrderScope, OrdersRepository, OrdersTurn, OrderToMove } from './orders-repository';

export type OrderCommandFailureCode = 'orders.notFound' | OrderFailureCode;

/** What moving an order uses: the orders' storage, the time, and guests' cached answers. */
export interface OrderDesk {
  readonly orders: OrdersRepository;
  readonly clock: Clock;
  /** Dropped after a refund: pieces came back, and guests' cached catalogue answers must show them. */
  readonly guestAnswers: GuestAnswerCache;
}

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
export async function changeOrderStatus(desk: OrderDesk, scope: OrderScope, change: StatusChange): Promise<Result<StatusChanged, OrderCommandFailureCode>> {
  // Only the shopper is found before the turn (to take their turn); an order never changes shopper.
  const located = await desk.orders.locate(scope, change.code);
  if (!located) return fail('orders.notFound');

  const outcome = await desk.orders.inShopperTurn(located.userId, async (turn): Promise<Result<StatusChanged, OrderCommandFailureCode>> => {
    const order = await turn.orderForUpdate(located.orderId);
    if (!order) return fail('orders.notFound');
    const moved = transition({ status: order.status }, { to: change.to, by: change.by, reason: change.reason });
    if (!moved.ok) return moved;

    const at = desk.clock.now();
    const to = moved.value.status;
    await turn.recordMove({ orderId: order.id, to, by: change.by, reason: moved.value.reason ?? null, at });
    await turn.notify({ kind: 'orderStatus', params: { code: order.code, status: to }, link: orderLink(order.code), at });
    const refunded = refundDue(to) ? await refundOrder(turn, order, at) : null;
    if (isMailed(to)) await turn.mail({ kind: 'orderStatus', params: { code: order.code, status: to, refunded } });
    return ok({ code: order.code, from: order.status, to, refunded });
  });
  if (outcome.ok && outcome.value.refunded !== null) desk.guestAnswers.clear();
  return outcome;
}

const isMailed = (status: OrderStatus): status is MailedStatus => (MAILED_STATUSES as readonly OrderStatus[]).includes(status);

/** The order's pieces go back on the shelf and its total back to the wallet, once; answers the halalas refunded. */
async function refundOrder(turn: OrdersTurn, order: OrderToMove, at: Date): Promise<number> {
  await turn.restock(order.id);
  const before = await turn.wallet(order.id);
  const after = refund(before, order.total, order.id);
  // The domain refuses a second refund of the same order: a broken invariant, so the whole turn is undone.
  if (!after.ok) throw new Error(`Wallet ledger refused the refund of ${order.code}: ${after.error.code} ${JSON.stringify(after.error.params ?? {})}`);
  await turn.appendLedger(appendedRows(before, after.value), at);
  await turn.notify({ kind: 'orderRefunded', params: { code: order.code, amount: order.total }, link: orderLink(order.code), at });
  return order.total;
}

/** The shopper cancels one of their orders, with a reason. */
export const cancelOrder = (desk: OrderDesk, userId: string, code: string, reason: string) =>
  changeOrderStatus(desk, { kind: 'shopper', userId }, { code, to: 'cancelled', by: 'shopper', reason });

/** A seller moves one of its orders on, or rejects it (with a reason). */
export const moveSellerOrder = (desk: OrderDesk, sellerSlug: string, code: string, to: OrderStatus, reason?: string) =>
  changeOrderStatus(desk, { kind: 'seller', sellerSlug }, { code, to, by: 'seller', reason });
