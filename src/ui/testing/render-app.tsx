// Renders the storefront the way main.tsx does, on a memory router with in-memory ports,
// for jsdom tests. Also the browser APIs jsdom lacks that Mantine needs.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { InMemoryCartGateway } from '../../application/cart/in-memory-cart-gateway';
import type { AuthSession } from '../../application/ports/auth-session';
import { InMemoryCatalogueGateway, InMemoryFavouritesGateway } from '../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../application/ports/in-memory-cookies';
import { InMemoryDeviceLocation } from '../../application/ports/in-memory-device-location';
import { InMemoryNotificationsGateway } from '../../application/ports/in-memory-notifications-gateway';
import { InMemoryIdentityProvider } from '../../application/ports/in-memory-identity-provider';
import { InMemoryPushNotifications } from '../../application/ports/in-memory-push-notifications';
import { InMemorySessionStorage } from '../../application/ports/in-memory-session-storage';
import type { Newsletter } from '../../application/ports/newsletter';
import type { ReviewsGateway } from '../../application/ports/reviews-gateway';
import { SessionStore } from '../../application/session/session-store';
import { DeferredToasts } from '../../application/toasts/deferred-toasts';
import { MachineToasts } from '../../application/toasts/machine-toasts';
import { App } from '../app';
import { createI18n, startI18n } from '../i18n';
import type { StorefrontPorts } from '../ports';
import { createRoutes, languageOfVisit, type RouteDependencies } from '../routes';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export function stubBrowserApis(): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // Mantine's growing Textarea (the address form) listens for fonts loading and watches its size.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Lets React and the router work until `check` holds (lazy routes and loaders are asynchronous). */
export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waitFor: condition not met in time');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

export interface RenderAppOptions {
  readonly cookies?: Readonly<Record<string, string>>;
  readonly preferredLanguages?: readonly string[];
  /** Ports over the defaults of `testPorts` (a session store, toasts, quiet gateways). */
  readonly ports?: Partial<StorefrontPorts>;
  /** Stands in for window.location.assign (route rules with absolute redirects). */
  readonly navigateDocument?: (url: string) => void;
  readonly routeRules?: RouteDependencies['routeRules'];
}

/**
 * The ports a storefront test needs: the cookies given, a fresh session store and toasts,
 * gateways that succeed quietly, and the `overrides` given. A port a test neither gives nor has a
 * default for fails on its first use, naming the port.
 */
export function testPorts(cookies: InMemoryCookies, overrides: Partial<StorefrontPorts> = {}): StorefrontPorts {
  const newsletter: Newsletter = { subscribe: async () => {} };
  const authSession: AuthSession = { logout: async () => {} };
  const reviews: ReviewsGateway = {
    eligibility: async () => ({ canReview: false, reason: 'notReceived' }),
    create: async () => Promise.reject(new Error('not reviewed')),
  };
  // The toaster draws what the Toasts port is asked to show: one object, as the frame's services have it.
  const toaster = overrides.toaster ?? new DeferredToasts(async () => new MachineToasts());
  const defaults: StorefrontPorts = {
    accounts: notGiven('accounts'),
    addressBook: notGiven('addressBook'),
    authSession,
    cart: new InMemoryCartGateway(),
    catalogue: new InMemoryCatalogueGateway(),
    checkout: notGiven('checkout'),
    content: notGiven('content'),
    cookies,
    deviceLocation: new InMemoryDeviceLocation(),
    favourites: new InMemoryFavouritesGateway(),
    identity: new InMemoryIdentityProvider(),
    newsletter,
    notifications: new InMemoryNotificationsGateway(),
    orders: notGiven('orders'),
    push: new InMemoryPushNotifications(),
    reviews,
    sellerMedia: notGiven('sellerMedia'),
    sellerOrders: notGiven('sellerOrders'),
    sellerStore: notGiven('sellerStore'),
    sellerProducts: notGiven('sellerProducts'),
    sessionStore: new SessionStore(new InMemorySessionStorage(), cookies),
    toasts: toaster,
    toaster,
    wallet: notGiven('wallet'),
  };
  const given = Object.fromEntries(Object.entries(overrides).filter(([, port]) => port !== undefined));
  return { ...defaults, ...given };
}

/** A port no default stands for: any use of it fails, naming the port the test should give. */
function notGiven<T extends object>(port: keyof StorefrontPorts): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      // Not a promise, and nothing for a symbol-keyed probe (React's, vitest's printing).
      if (property === 'then' || typeof property === 'symbol') return undefined;
      throw new Error(`No test port given for "${port}" (asked for its ${property}); pass it in renderApp's ports`);
    },
  });
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  stubBrowserApis();
  const cookies = new InMemoryCookies(options.cookies);
  const i18n = createI18n();
  const dependencies: RouteDependencies = {
    i18n,
    cookies,
    preferredLanguages: () => options.preferredLanguages ?? [],
    navigateDocument: options.navigateDocument,
    routeRules: options.routeRules,
  };
  const ports = testPorts(cookies, options.ports);

  const language = languageOfVisit(path, dependencies);
  await startI18n(i18n, language);
  const router = createMemoryRouter(createRoutes(dependencies), { initialEntries: [path] });
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () => {
    root.render(<App ports={ports} i18n={i18n} router={router} initialLanguage={language} />);
  });
  await waitFor(() => router.state.initialized && router.state.navigation.state === 'idle' && host.querySelector('h1') !== null);

  return {
    host,
    router,
    cookies,
    i18n,
    ports,
    unmount() {
      act(() => root.unmount());
      host.remove();
    },
  };
}
