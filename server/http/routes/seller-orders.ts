// Routes of a seller's console: the store's orders (list and one in full, with where to ship it)
// and moving them on — inprogress, shipped, delivered — or rejecting one with a reason, as the
// domain's transition table allows a seller. Scoped to the signed-in seller's store: another
// store's order answers exactly like a code that does not exist.
import type { Hono } from 'hono';
import { orderOperations, type SellerOrder } from '../../../src/contract/orders';
import { allowedTransitions } from '../../../src/domain/order';
import type { AuthUser } from '../../use-cases/ports';
import { orderPage, orderRecord, type OrderRecord } from '../../use-cases/orders/order-views';
import { moveSellerOrder } from '../../use-cases/orders/orders';
import type { AppEnv } from '../env';
import { forbidden, notFound } from '../errors';
import { mount } from '../operation';
import { detailOf, orderAnswer, orderDeskOf, summaryOf } from './orders';

/** The store a seller account acts for; an account without one may not use the console. */
function storeOf(user: AuthUser): string {
  if (user.sellerSlug === null) throw forbidden();
  return user.sellerSlug;
}

const sellerOrderOf = (record: OrderRecord): SellerOrder => ({ ...detailOf(record, 'seller'), shopper: record.shopper });

export function registerSellerOrderRoutes(app: Hono<AppEnv>): void {
  mount(app, orderOperations.sellerList, async ({ query }, { services, user, language }) => {
    const { items, total } = await orderPage(services.repositories.orders, { kind: 'seller', sellerSlug: storeOf(user) }, query, language);
    return {
      items: items.map((listing) => ({
        ...summaryOf(listing),
        shopperName: listing.shopperName,
        city: listing.city,
        allowedTransitions: [...allowedTransitions(listing.status, 'seller')],
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, orderOperations.sellerDetail, async ({ params }, { services, user, language }) => {
    const record = await orderRecord(services.repositories.orders, { kind: 'seller', sellerSlug: storeOf(user) }, params.code, language);
    if (record === null) throw notFound('orders.notFound');
    return sellerOrderOf(record);
  });

  mount(app, orderOperations.sellerMove, async ({ params, body }, { services, user, language }) => {
    const sellerSlug = storeOf(user);
    orderAnswer(await moveSellerOrder(orderDeskOf(services), sellerSlug, params.code, body.to, body.reason));
    const record = await orderRecord(services.repositories.orders, { kind: 'seller', sellerSlug }, params.code, language);
    if (record === null) throw notFound('orders.notFound');
    return sellerOrderOf(record);
  });
}
