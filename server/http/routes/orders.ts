// Routes of the shopper's orders: the list (status filter, current/previous split, pages), one
// order in full, and cancelling with a reason. Every read and every command is scoped to the
// signed-in shopper, so another shopper's order code answers exactly like a code that does not exist.
import type { Hono } from 'hono';
import { orderOperations, type OrderDetail, type OrderSummary } from '../../../src/contract/orders';
import { allowedTransitions, type OrderActor } from '../../../src/domain/order';
import type { Failure, Result } from '../../../src/domain/result';
import { orderPage, orderRecord, type OrderListing, type OrderRecord } from '../../use-cases/orders/order-views';
import { cancelOrder, type OrderCommandFailureCode, type OrderDesk } from '../../use-cases/orders/orders';
import type { Services } from '../../use-cases/services';
import type { AppEnv } from '../env';
import { conflict, fieldError, notFound, type ApiError } from '../errors';
import { mount } from '../operation';

const answers: Readonly<Record<OrderCommandFailureCode, (failure: Failure<OrderCommandFailureCode>) => ApiError>> = {
  'orders.notFound': () => notFound('orders.notFound'),
  // The order has moved on (shipped, or already cancelled or rejected): the request met a changed order.
  'orders.transitionNotAllowed': (failure) => conflict(failure.code, failure.params),
  'orders.actorNotAllowed': (failure) => conflict(failure.code, failure.params),
  'orders.cancelReasonRequired': (failure) => fieldError(400, failure.code, 'reason'),
  'orders.rejectReasonRequired': (failure) => fieldError(400, failure.code, 'reason'),
  'orders.reasonTooLong': (failure) => fieldError(400, failure.code, 'reason', failure.params),
};

/** What the order commands use, from the app's services. */
export const orderDeskOf = (services: Services): OrderDesk => ({ orders: services.repositories.orders, clock: services.clock, guestAnswers: services.responseCache });

/** A command's value, or its failure as the HTTP answer (translated by the app's error handler). */
export function orderAnswer<T>(result: Result<T, OrderCommandFailureCode>): T {
  if (result.ok) return result.value;
  throw answers[result.error.code](result.error);
}

export const summaryOf = (listing: OrderListing): OrderSummary => ({
  code: listing.code,
  createdAt: listing.createdAt,
  status: listing.status,
  seller: listing.seller,
  itemCount: listing.itemCount,
  total: listing.total,
  images: listing.images,
});

/** The order as `actor` sees it: everything but the shopper's contact, with the moves `actor` may make. */
export function detailOf(record: OrderRecord, actor: OrderActor): OrderDetail {
  const { shopper: _shopper, ...detail } = record;
  return { ...detail, allowedTransitions: [...allowedTransitions(record.status, actor)] };
}

export function registerOrderRoutes(app: Hono<AppEnv>): void {
  mount(app, orderOperations.list, async ({ query }, { services, user, language }) => {
    const { items, total } = await orderPage(services.repositories.orders, { kind: 'shopper', userId: user.id }, query, language);
    return { items: items.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
  });

  mount(app, orderOperations.detail, async ({ params }, { services, user, language }) => {
    const record = await orderRecord(services.repositories.orders, { kind: 'shopper', userId: user.id }, params.code, language);
    if (record === null) throw notFound('orders.notFound');
    return detailOf(record, 'shopper');
  });

  mount(app, orderOperations.cancel, async ({ params, body }, { services, user, language }) => {
    orderAnswer(await cancelOrder(orderDeskOf(services), user.id, params.code, body.reason));
    const record = await orderRecord(services.repositories.orders, { kind: 'shopper', userId: user.id }, params.code, language);
    if (record === null) throw notFound('orders.notFound');
    return detailOf(record, 'shopper');
  });
}
