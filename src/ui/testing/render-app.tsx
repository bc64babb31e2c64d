// Renders the storefront the way main.tsx does, on a memory router with in-memory ports,
// for jsdom tests. Also the browser APIs jsdom lacks that Mantine needs.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { COOKIES } from '../../application/ports/cookies';
import { InMemoryCookies } from '../../application/ports/in-memory-cookies';
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
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  stubBrowserApis();
  const cookies = new InMemoryCookies(options.cookies);
  const i18n = createI18n();
  const dependencies: RouteDependencies = {
    i18n,
    cookies,
    preferredLanguages: () => options.preferredLanguages ?? [],
  };
  const services: ServiceResolver = {
    get<T>(token: symbol): T {
      if (token === COOKIES) return cookies as T;
      throw new Error(`No test service bound to ${String(token)}`);
    },
  };

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
    unmount() {
      act(() => root.unmount());
      host.remove();
    },
  };
}
