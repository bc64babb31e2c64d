// Renders the storefront the way main.tsx does, on a memory router with in-memory ports,
// for jsdom tests. Also the browser APIs jsdom lacks that Mantine needs.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { InMemoryCartGateway } from '../../application/cart/in-memory-cart-gateway';
import { AUTH_SESSION, type AuthSession } from '../../application/ports/auth-session';
import { CART_GATEWAY } from '../../application/ports/cart-gateway';
import { CATALOGUE_GATEWAY } from '../../application/ports/catalogue-gateway';
import { COOKIES } from '../../application/ports/cookies';
import { FAVOURITES_GATEWAY } from '../../application/ports/favourites-gateway';
import { InMemoryCatalogueGateway, InMemoryFavouritesGateway } from '../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../application/ports/in-memory-session-storage';
import { NEWSLETTER, type Newsletter } from '../../application/ports/newsletter';
import { InMemoryNotificationsGateway } from '../../application/ports/in-memory-notifications-gateway';
import { NOTIFICATIONS_GATEWAY } from '../../application/ports/notifications-gateway';
import { REVIEWS_GATEWAY, type ReviewsGateway } from '../../application/ports/reviews-gateway';
import { TOASTS } from '../../application/ports/toasts';
import { SESSION_STORE, SessionStore } from '../../application/session/session-store';
import { DeferredToasts, TOASTER } from '../../application/toasts/deferred-toasts';
import { MachineToasts } from '../../application/toasts/machine-toasts';
import { App } from '../app';
import { createI18n, startI18n } from '../i18n';
import { createRoutes, languageOfVisit, type RouteDependencies } from '../routes';
import type { ServiceResolver } from '../services';

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
  /** Services by token, over the defaults below (a session store, toasts, quiet gateways). */
  readonly services?: ReadonlyMap<symbol, unknown>;
  /** Stands in for window.location.assign (route rules with absolute redirects). */
  readonly navigateDocument?: (url: string) => void;
  readonly routeRules?: RouteDependencies['routeRules'];
}

/** The services a storefront test needs: the cookies given, a fresh session store and toasts,
 *  gateways that succeed quietly, and any `overrides` by token. */
export function testServices(cookies: InMemoryCookies, overrides?: ReadonlyMap<symbol, unknown>): ServiceResolver {
  const newsletter: Newsletter = { subscribe: async () => {} };
  const authSession: AuthSession = { logout: async () => {} };
  const bound = new Map<symbol, unknown>([
    [COOKIES, cookies],
    [SESSION_STORE, new SessionStore(new InMemorySessionStorage(), cookies)],
    [TOASTS, new DeferredToasts(async () => new MachineToasts())],
    [NEWSLETTER, newsletter],
    [AUTH_SESSION, authSession],
    [CATALOGUE_GATEWAY, new InMemoryCatalogueGateway()],
    [FAVOURITES_GATEWAY, new InMemoryFavouritesGateway()],
    [CART_GATEWAY, new InMemoryCartGateway()],
    [NOTIFICATIONS_GATEWAY, new InMemoryNotificationsGateway()],
    [REVIEWS_GATEWAY, { eligibility: async () => ({ canReview: false, reason: 'notReceived' }), create: async () => Promise.reject(new Error('not reviewed')) } satisfies ReviewsGateway],
    ...(overrides ?? []),
  ]);
  // The toaster draws whatever the Toasts port is bound to, as the frame's services do.
  bound.set(TOASTER, bound.get(TOASTS));
  return {
    get<T>(token: symbol): T {
      if (bound.has(token)) return bound.get(token) as T;
      throw new Error(`No test service bound to ${String(token)}`);
    },
  };
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
  const services = testServices(cookies, options.services);

  const language = languageOfVisit(path, dependencies);
  await startI18n(i18n, language);
  const router = createMemoryRouter(createRoutes(dependencies), { initialEntries: [path] });
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () => {
    root.render(<App services={services} i18n={i18n} router={router} initialLanguage={language} />);
  });
  await waitFor(() => router.state.initialized && router.state.navigation.state === 'idle' && host.querySelector('h1') !== null);

  return {
    host,
    router,
    cookies,
    i18n,
    services,
    unmount() {
      act(() => root.unmount());
      host.remove();
    },
  };
}
