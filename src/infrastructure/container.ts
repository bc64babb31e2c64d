// The browser's composition root: the one place that chooses concrete adapters for the ports.
import { Container } from 'inversify';
import type { KyInstance } from 'ky';
import { SESSION_STORE, type SessionStore } from '../application/session/session-store';
import type { ApiClient } from './api-client';
import { CATALOGUE_GATEWAY, type CatalogueGateway } from '../application/ports/catalogue-gateway';
import { FAVOURITES_GATEWAY, type FavouritesGateway } from '../application/ports/favourites-gateway';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../application/ports/account-gateway';
import { CONTENT_GATEWAY, type ContentGateway } from '../application/ports/content-gateway';
import { AUTH_SESSION, type AuthSession } from '../application/ports/auth-session';
import { NEWSLETTER, type Newsletter } from '../application/ports/newsletter';
import { CART_GATEWAY, type CartGateway } from '../application/ports/cart-gateway';
import { WALLET_GATEWAY, type WalletGateway } from '../application/ports/wallet-gateway';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from '../application/ports/checkout-gateway';
import { ADDRESS_BOOK, type AddressBook } from '../application/ports/address-book';
import { ORDERS_GATEWAY, type OrdersGateway } from '../application/ports/orders-gateway';
import { SELLER_ORDERS_GATEWAY, type SellerOrdersGateway } from '../application/ports/seller-orders-gateway';
import { NOTIFICATIONS_GATEWAY, type NotificationsGateway } from '../application/ports/notifications-gateway';
import { REVIEWS_GATEWAY, type ReviewsGateway } from '../application/ports/reviews-gateway';
import type { Language } from '../domain/locale';
import type { CookieJar } from './document-cookies';
import { buildFrameServices, frameBindings, type FrameServices } from './frame-services';
import { lazily } from './deferred-container';
import { API_CLIENT, HTTP_CLIENT } from './tokens';

export interface ContainerOptions {
  /** The interface language, owned by the UI's i18n; sent to the API as Accept-Language. */
  readonly currentLanguage: () => Language;
  /**
   * Where a page being rendered on the server finds what a browser would give: the request's
   * cookies, an empty session (it lives in the shopper's browser storage, spec §3) and the API
   * answering in-process. Absent in the browser.
   */
  readonly server?: {
    readonly cookies: CookieJar;
    readonly fetch: typeof globalThis.fetch;
    readonly origin: string;
  };
  /** The frame's services when they were built before the container (the browser); else built here. */
  readonly frame?: FrameServices;
}

export function buildContainer(options: ContainerOptions): Container {
  const { server } = options;
  const apiClient = async (): Promise<ApiClient> => container.getAsync<ApiClient>(API_CLIENT);
  const container = new Container();
  for (const [token, service] of frameBindings(options.frame ?? buildFrameServices(server))) container.bind(token).toConstantValue(service);
  // ky, the API client and the contract's schemas load with the first call of any gateway, not
  // with the first page: a page the server rendered needs no request to become interactive.
  container
    .bind<KyInstance>(HTTP_CLIENT)
    .toDynamicValue(async () =>
      (await import('./http')).createHttpClient({
        ...(server ? { fetch: server.fetch, baseUrl: server.origin } : {}),
        currentLanguage: options.currentLanguage,
        currentToken: () => container.get<SessionStore>(SESSION_STORE).getState().token,
      }),
    )
    .inSingletonScope();
  container
    .bind<ApiClient>(API_CLIENT)
    .toDynamicValue(async () => new (await import('./api-client')).ApiClient(await container.getAsync(HTTP_CLIENT)))
    .inSingletonScope();
  container
    .bind<AccountGateway>(ACCOUNT_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-account-gateway')).HttpAccountGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<ContentGateway>(CONTENT_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-content-gateway')).HttpContentGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<CatalogueGateway>(CATALOGUE_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-catalogue-gateway')).HttpCatalogueGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<FavouritesGateway>(FAVOURITES_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-favourites-gateway')).HttpFavouritesGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<Newsletter>(NEWSLETTER)
    .toDynamicValue(() => lazily(async () => new (await import('./http-newsletter-gateway')).HttpNewsletterGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<AuthSession>(AUTH_SESSION)
    .toDynamicValue(() => lazily(async () => new (await import('./http-auth-session-gateway')).HttpAuthSessionGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<CartGateway>(CART_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-cart-gateway')).HttpCartGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<WalletGateway>(WALLET_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-wallet-gateway')).HttpWalletGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<CheckoutGateway>(CHECKOUT_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-checkout-gateway')).HttpCheckoutGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<AddressBook>(ADDRESS_BOOK)
    .toDynamicValue(() => lazily(async () => new (await import('./http-address-book')).HttpAddressBook(await apiClient())))
    .inSingletonScope();
  container
    .bind<OrdersGateway>(ORDERS_GATEWAY)
    .toDynamicValue(() =>
      lazily(async () => new (await import('./http-orders-gateway')).HttpOrdersGateway(await apiClient(), await container.getAsync(HTTP_CLIENT))),
    )
    .inSingletonScope();
  container
    .bind<SellerOrdersGateway>(SELLER_ORDERS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpSellerOrdersGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<NotificationsGateway>(NOTIFICATIONS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpNotificationsGateway(await apiClient())))
    .inSingletonScope();
  container
    .bind<ReviewsGateway>(REVIEWS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpReviewsGateway(await apiClient())))
    .inSingletonScope();
  return container;
}
