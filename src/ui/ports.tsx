// The ports the storefront's components use, as one typed record. A composition root (main.tsx,
// entry-server.tsx, a test's render-app.tsx) builds it from its container with `portsOf`, and
// components read it with `usePorts()`: they never see the container or a token, so they cannot
// ask for an arbitrary service, and what the UI depends on is the list below.
import { createContext, use, type ReactNode } from 'react';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../application/ports/account-gateway';
import { ADDRESS_BOOK, type AddressBook } from '../application/ports/address-book';
import { AUTH_SESSION, type AuthSession } from '../application/ports/auth-session';
import { CART_GATEWAY, type CartGateway } from '../application/ports/cart-gateway';
import { CATALOGUE_GATEWAY, type CatalogueGateway } from '../application/ports/catalogue-gateway';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from '../application/ports/checkout-gateway';
import { CONTENT_GATEWAY, type ContentGateway } from '../application/ports/content-gateway';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { DEVICE_LOCATION, type DeviceLocation } from '../application/ports/device-location';
import { FAVOURITES_GATEWAY, type FavouritesGateway } from '../application/ports/favourites-gateway';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../application/ports/identity-provider';
import { NEWSLETTER, type Newsletter } from '../application/ports/newsletter';
import { NOTIFICATIONS_GATEWAY, type NotificationsGateway } from '../application/ports/notifications-gateway';
import { ORDERS_GATEWAY, type OrdersGateway } from '../application/ports/orders-gateway';
import { PUSH_NOTIFICATIONS, type PushNotifications } from '../application/ports/push-notifications';
import { REVIEWS_GATEWAY, type ReviewsGateway } from '../application/ports/reviews-gateway';
import { SELLER_MEDIA_GATEWAY, type SellerMediaGateway } from '../application/ports/seller-media-gateway';
import { SELLER_ORDERS_GATEWAY, type SellerOrdersGateway } from '../application/ports/seller-orders-gateway';
import { SELLER_STORE_GATEWAY, type SellerStoreGateway } from '../application/ports/seller-store-gateway';
import { SELLER_PRODUCTS_GATEWAY, type SellerProductsGateway } from '../application/ports/seller-products-gateway';
import type { ServiceToken } from '../application/ports/service-token';
import { TOASTS, type Toasts } from '../application/ports/toasts';
import { WALLET_GATEWAY, type WalletGateway } from '../application/ports/wallet-gateway';
import { SESSION_STORE, type SessionStore } from '../application/session/session-store';
import { TOASTER, type DeferredToasts } from '../application/toasts/deferred-toasts';

export interface StorefrontPorts {
  /** Registration, signing in, the profile, the password and its reset. */
  readonly accounts: AccountGateway;
  /** The signed-in shopper's saved addresses, and the regions and cities of the address form. */
  readonly addressBook: AddressBook;
  /** Ends the signed-in session on the server (Logout). */
  readonly authSession: AuthSession;
  /** The signed-in shopper's cart on the server, and the guest's cart merged into it at login. */
  readonly cart: CartGateway;
  /** The home feed, listings, product detail and reviews, stores, deals and search. */
  readonly catalogue: CatalogueGateway;
  /** Quotes, placing an order and the payment's outcome. */
  readonly checkout: CheckoutGateway;
  /** The content pages, the FAQs and the contact form. */
  readonly content: ContentGateway;
  /** The visitor's cookies (the language, the signed-in mark). */
  readonly cookies: Cookies;
  /** Where the device is, for the address form's "Use my location" (the browser asks permission). */
  readonly deviceLocation: DeviceLocation;
  /** The signed-in shopper's favourite products. */
  readonly favourites: FavouritesGateway;
  /** Google and Apple sign-in (Firebase Authentication, loaded on first use). */
  readonly identity: IdentityProvider;
  /** The footer's newsletter subscription. */
  readonly newsletter: Newsletter;
  /** The signed-in user's notifications and their unread count. */
  readonly notifications: NotificationsGateway;
  /** The shopper's orders, their cancellation and invoices. */
  readonly orders: OrdersGateway;
  /** Web Push on this device: its status, turning it on and off. */
  readonly push: PushNotifications;
  /** Whether the shopper may review a product, and the review written. */
  readonly reviews: ReviewsGateway;
  /** A seller's product photos and store logo. */
  readonly sellerMedia: SellerMediaGateway;
  /** A seller's orders and the moves a seller makes on them. */
  readonly sellerOrders: SellerOrdersGateway;
  /** A seller's store: profile, shipping fees, sales and the orders' export. */
  readonly sellerStore: SellerStoreGateway;
  /** A seller's own products: the list, the editor, status moves and stock. */
  readonly sellerProducts: SellerProductsGateway;
  /** The browser session: token, user, the guest's cart and the cart's count. */
  readonly sessionStore: SessionStore;
  /** How screens raise toasts. */
  readonly toasts: Toasts;
  /** The toaster behind `toasts`, for the host that draws what it was asked to show. */
  readonly toaster: DeferredToasts;
  /** The wallet's balance, its transactions and top-ups. */
  readonly wallet: WalletGateway;
}

/** What `portsOf` asks of a container: inversify's Container and the DeferredContainer satisfy it. */
export interface TokenLookup {
  get<T>(token: ServiceToken<T>): T;
}

/**
 * The one place that maps tokens to the UI's ports, each resolved once. In the browser the
 * DeferredContainer answers a gateway with its stand-in, so this loads no adapter and no inversify.
 */
export function portsOf(lookup: TokenLookup): StorefrontPorts {
  return {
    accounts: lookup.get(ACCOUNT_GATEWAY),
    addressBook: lookup.get(ADDRESS_BOOK),
    authSession: lookup.get(AUTH_SESSION),
    cart: lookup.get(CART_GATEWAY),
    catalogue: lookup.get(CATALOGUE_GATEWAY),
    checkout: lookup.get(CHECKOUT_GATEWAY),
    content: lookup.get(CONTENT_GATEWAY),
    cookies: lookup.get(COOKIES),
    deviceLocation: lookup.get(DEVICE_LOCATION),
    favourites: lookup.get(FAVOURITES_GATEWAY),
    newsletter: lookup.get(NEWSLETTER),
    notifications: lookup.get(NOTIFICATIONS_GATEWAY),
    orders: lookup.get(ORDERS_GATEWAY),
    push: lookup.get(PUSH_NOTIFICATIONS),
    identity: lookup.get(IDENTITY_PROVIDER),
    reviews: lookup.get(REVIEWS_GATEWAY),
    sellerMedia: lookup.get(SELLER_MEDIA_GATEWAY),
    sellerOrders: lookup.get(SELLER_ORDERS_GATEWAY),
    sellerStore: lookup.get(SELLER_STORE_GATEWAY),
    sellerProducts: lookup.get(SELLER_PRODUCTS_GATEWAY),
    sessionStore: lookup.get(SESSION_STORE),
    toasts: lookup.get(TOASTS),
    toaster: lookup.get(TOASTER),
    wallet: lookup.get(WALLET_GATEWAY),
  };
}

const PortsContext = createContext<StorefrontPorts | null>(null);

export function PortsProvider({ ports, children }: { readonly ports: StorefrontPorts; readonly children: ReactNode }) {
  return <PortsContext value={ports}>{children}</PortsContext>;
}

export function usePorts(): StorefrontPorts {
  const ports = use(PortsContext);
  if (ports === null) throw new Error('usePorts needs a PortsProvider above it (App provides one with the ports it is given)');
  return ports;
}
