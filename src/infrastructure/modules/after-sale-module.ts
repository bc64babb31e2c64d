// After the order: the shopper's orders and invoices, the seller's order moves, notifications
// and reviews.
import { ContainerModule } from 'inversify';
import { NOTIFICATIONS_GATEWAY } from '../../application/ports/notifications-gateway';
import { ORDERS_GATEWAY } from '../../application/ports/orders-gateway';
import { REVIEWS_GATEWAY } from '../../application/ports/reviews-gateway';
import { SELLER_ORDERS_GATEWAY } from '../../application/ports/seller-orders-gateway';
import { API_CLIENT, HTTP_CLIENT } from '../tokens';
import { bindGateway } from './bind-gateway';

export const afterSaleModule = new ContainerModule(({ bind }) => {
  bindGateway(
    bind,
    ORDERS_GATEWAY,
    async (context) => new (await import('../http-orders-gateway')).HttpOrdersGateway(await context.getAsync(API_CLIENT), await context.getAsync(HTTP_CLIENT)),
  );
  bindGateway(bind, SELLER_ORDERS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpSellerOrdersGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, NOTIFICATIONS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpNotificationsGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, REVIEWS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpReviewsGateway(await context.getAsync(API_CLIENT)));
});
