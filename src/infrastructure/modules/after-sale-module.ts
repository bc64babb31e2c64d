// After the order: the shopper's orders and invoices, the seller's console (its orders' moves,
// its products, its store's profile, shipping and sales), notifications (and their pushes to this
// device) and reviews.
import { ContainerModule } from 'inversify';
import { NOTIFICATIONS_GATEWAY } from '../../application/ports/notifications-gateway';
import { ORDERS_GATEWAY } from '../../application/ports/orders-gateway';
import { PUSH_NOTIFICATIONS } from '../../application/ports/push-notifications';
import { REVIEWS_GATEWAY } from '../../application/ports/reviews-gateway';
import { SELLER_MEDIA_GATEWAY } from '../../application/ports/seller-media-gateway';
import { SELLER_ORDERS_GATEWAY } from '../../application/ports/seller-orders-gateway';
import { SELLER_STORE_GATEWAY } from '../../application/ports/seller-store-gateway';
import { SELLER_PRODUCTS_GATEWAY } from '../../application/ports/seller-products-gateway';
import { SESSION_STORE, type SessionStore } from '../../application/session/session-store';
import { API_CLIENT, HTTP_CLIENT } from '../tokens';
import { bindGateway } from './bind-gateway';

export const afterSaleModule = new ContainerModule(({ bind }) => {
  bindGateway(
    bind,
    ORDERS_GATEWAY,
    async (context) => new (await import('../http-orders-gateway')).HttpOrdersGateway(await context.getAsync(API_CLIENT), await context.getAsync(HTTP_CLIENT)),
  );
  bindGateway(bind, SELLER_ORDERS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpSellerOrdersGateway(await context.getAsync(API_CLIENT)));
  // Only the seller console uploads: its adapter and the contract's upload rules load apart, on its first call.
  bindGateway(bind, SELLER_MEDIA_GATEWAY, async (context) => new (await import('../http-seller-media-gateway')).HttpSellerMediaGateway(await context.getAsync(API_CLIENT)));
  // In the after-sale chunk rather than one of its own: each dynamic import adds its preload list to the container's code.
  bindGateway(
    bind,
    SELLER_STORE_GATEWAY,
    async (context) => new (await import('../http-after-sale')).HttpSellerStoreGateway(await context.getAsync(API_CLIENT), await context.getAsync(HTTP_CLIENT)),
  );
  // Its own chunk: only the seller console's product screens load the product contract's schemas.
  bindGateway(bind, SELLER_PRODUCTS_GATEWAY, async (context) => new (await import('../http-seller-products-gateway')).HttpSellerProductsGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, NOTIFICATIONS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpNotificationsGateway(await context.getAsync(API_CLIENT)));
  // Web Push is the browser's: on the server it is bound like the rest but never called (the
  // notifications screen is drawn in the browser only).
  bindGateway(bind, PUSH_NOTIFICATIONS, async (context) => {
    const [{ BrowserPush, browserPushPlatform }, { HttpPushServer }] = await Promise.all([import('../browser-push'), import('../http-push-server')]);
    const session = context.get<SessionStore>(SESSION_STORE);
    return new BrowserPush(browserPushPlatform(), new HttpPushServer(await context.getAsync(API_CLIENT)), window.localStorage, () => session.getState().user?.id ?? null);
  });
  bindGateway(bind, REVIEWS_GATEWAY, async (context) => new (await import('../http-after-sale')).HttpReviewsGateway(await context.getAsync(API_CLIENT)));
});
