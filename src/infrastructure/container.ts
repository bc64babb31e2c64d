// The browser's composition root: the one place that chooses concrete adapters for the ports.
import { Container } from 'inversify';
import type { KyInstance } from 'ky';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { SESSION_STORE, SessionStore } from '../application/session/session-store';
import { API_CLIENT, ApiClient } from './api-client';
import { CATALOGUE_GATEWAY, type CatalogueGateway } from '../application/ports/catalogue-gateway';
import { FAVOURITES_GATEWAY, type FavouritesGateway } from '../application/ports/favourites-gateway';
import { HttpCatalogueGateway } from './http-catalogue-gateway';
import { HttpFavouritesGateway } from './http-favourites-gateway';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../application/ports/account-gateway';
import { CONTENT_GATEWAY, type ContentGateway } from '../application/ports/content-gateway';
import { HttpAccountGateway } from './http-account-gateway';
import { HttpContentGateway } from './http-content-gateway';
import { AUTH_SESSION, type AuthSession } from '../application/ports/auth-session';
import { NEWSLETTER, type Newsletter } from '../application/ports/newsletter';
import { TOASTS, type Toasts } from '../application/ports/toasts';
import { DeferredToasts } from '../application/toasts/deferred-toasts';
import { HttpAuthSessionGateway } from './http-auth-session-gateway';
import { HttpNewsletterGateway } from './http-newsletter-gateway';
import { CART_GATEWAY, type CartGateway } from '../application/ports/cart-gateway';
import { WALLET_GATEWAY, type WalletGateway } from '../application/ports/wallet-gateway';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from '../application/ports/checkout-gateway';
import { ADDRESS_BOOK, type AddressBook } from '../application/ports/address-book';
import { ORDERS_GATEWAY, type OrdersGateway } from '../application/ports/orders-gateway';
import { SELLER_ORDERS_GATEWAY, type SellerOrdersGateway } from '../application/ports/seller-orders-gateway';
import { NOTIFICATIONS_GATEWAY, type NotificationsGateway } from '../application/ports/notifications-gateway';
import { REVIEWS_GATEWAY, type ReviewsGateway } from '../application/ports/reviews-gateway';
import type { Language } from '../domain/locale';
import { InMemorySessionStorage } from '../application/ports/in-memory-session-storage';
import { DocumentCookies, type CookieJar } from './document-cookies';
import { createHttpClient, HTTP_CLIENT } from './http';
import { LocalStorageSession } from './local-storage-session';

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
}

export function buildContainer(options: ContainerOptions): Container {
  const { server } = options;
  const container = new Container();
  container
    .bind<SessionStorage>(SESSION_STORAGE)
    .toDynamicValue(() => (server ? new InMemorySessionStorage() : new LocalStorageSession(window.localStorage)))
    .inSingletonScope();
  container
    .bind<Cookies>(COOKIES)
    .toDynamicValue(() => new DocumentCookies(server?.cookies ?? document))
    .inSingletonScope();
  container
    .bind<SessionStore>(SESSION_STORE)
    .toDynamicValue(() => new SessionStore(container.get(SESSION_STORAGE), container.get(COOKIES)))
    .inSingletonScope();
  container
    .bind<KyInstance>(HTTP_CLIENT)
    .toDynamicValue(() =>
      createHttpClient({
        ...(server ? { fetch: server.fetch, baseUrl: server.origin } : {}),
        currentLanguage: options.currentLanguage,
        currentToken: () => container.get<SessionStore>(SESSION_STORE).getState().token,
      }),
    )
    .inSingletonScope();
  container
    .bind<ApiClient>(API_CLIENT)
    .toDynamicValue(() => new ApiClient(container.get(HTTP_CLIENT)))
    .inSingletonScope();
  container
    .bind<AccountGateway>(ACCOUNT_GATEWAY)
    .toDynamicValue(() => new HttpAccountGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<ContentGateway>(CONTENT_GATEWAY)
    .toDynamicValue(() => new HttpContentGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<CatalogueGateway>(CATALOGUE_GATEWAY)
    .toDynamicValue(() => new HttpCatalogueGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<FavouritesGateway>(FAVOURITES_GATEWAY)
    .toDynamicValue(() => new HttpFavouritesGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<Toasts>(TOASTS)
    .toDynamicValue(
      // XState and the renderer load on the first toast (or when the browser is idle), not with the first page.
      () => new DeferredToasts(async () => new (await import('../application/toasts/machine-toasts')).MachineToasts()),
    )
    .inSingletonScope();
  container
    .bind<Newsletter>(NEWSLETTER)
    .toDynamicValue(() => new HttpNewsletterGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<AuthSession>(AUTH_SESSION)
    .toDynamicValue(() => new HttpAuthSessionGateway(container.get(API_CLIENT)))
    .inSingletonScope();
  container
    .bind<CartGateway>(CART_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-cart-gateway')).HttpCartGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<WalletGateway>(WALLET_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-wallet-gateway')).HttpWalletGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<CheckoutGateway>(CHECKOUT_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-checkout-gateway')).HttpCheckoutGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<AddressBook>(ADDRESS_BOOK)
    .toDynamicValue(() => lazily(async () => new (await import('./http-address-book')).HttpAddressBook(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<OrdersGateway>(ORDERS_GATEWAY)
    .toDynamicValue(() =>
      lazily(async () => new (await import('./http-orders-gateway')).HttpOrdersGateway(container.get(API_CLIENT), container.get(HTTP_CLIENT))),
    )
    .inSingletonScope();
  container
    .bind<SellerOrdersGateway>(SELLER_ORDERS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpSellerOrdersGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<NotificationsGateway>(NOTIFICATIONS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpNotificationsGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  container
    .bind<ReviewsGateway>(REVIEWS_GATEWAY)
    .toDynamicValue(() => lazily(async () => new (await import('./http-after-sale')).HttpReviewsGateway(container.get(API_CLIENT))))
    .inSingletonScope();
  return container;
}

/**
 * A port whose adapter (and the contract schemas it imports) loads on its first call, not with
 * the first page: every method of the port returns a promise, so each call awaits the adapter
 * and forwards to it. `then` is left undefined so the stand-in is never taken for a promise.
 */
export function lazily<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, method) =>
      method === 'then' || typeof method === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            adapter ??= load().catch((error: unknown) => {
              adapter = undefined; // a failed chunk load is tried again on the next call
              throw error;
            });
            const instance = (await adapter) as Record<string, (...parameters: unknown[]) => unknown>;
            return instance[method]!(...args);
          },
  });
}
