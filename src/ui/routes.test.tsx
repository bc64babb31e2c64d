// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookies } from '../application/ports/in-memory-cookies';
import { RequestFailure } from '../application/ports/request-failure';
import { App } from './app';
import { createI18n, startI18n } from './i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import { renderApp, stubBrowserApis, testPorts, waitFor } from './testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function visit(path: string, options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp(path, options);
  unmount = app.unmount;
  const heading = () => app.host.querySelector('h1')?.textContent;
  const path_ = () => app.router.state.location.pathname;
  return { ...app, heading, path: path_ };
}

describe('"/" sends the visitor to their language', () => {
  it('by the locale cookie first', async () => {
    const app = await visit('/', { cookies: { locale: 'ar' }, preferredLanguages: ['en-GB'] });
    expect(app.path()).toBe('/ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it("then by the browser's languages", async () => {
    const app = await visit('/', { preferredLanguages: ['fr-FR', 'ar-SA', 'en'] });
    expect(app.path()).toBe('/ar');
  });

  it('then English', async () => {
    const app = await visit('/?utm_source=x', { preferredLanguages: ['fr'] });
    expect(app.path()).toBe('/en');
    expect(app.router.state.location.search).toBe('?utm_source=x');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('the global guards (spec §2)', () => {
  it('send a logged-in shopper (user-data cookie) from an auth path to the localized home', async () => {
    const app = await visit('/en/auth/login', { cookies: { userData: 'u1' } });
    expect(app.path()).toBe('/en');
  });

  it('send a guest from a profile path to the localized home', async () => {
    const app = await visit('/ar/profile/edit');
    expect(app.path()).toBe('/ar');
  });

  it('run again on client-side navigations', async () => {
    const app = await visit('/en/no-such-page');
    await act(async () => {
      await app.router.navigate('/en/profile');
    });
    await waitFor(() => app.router.state.navigation.state === 'idle');
    expect(app.path()).toBe('/en');

    app.cookies.set('userData', 'u1');
    await act(async () => {
      await app.router.navigate('/en/auth/register');
    });
    await waitFor(() => app.router.state.navigation.state === 'idle');
    expect(app.path()).toBe('/en');
  });

  it('follow a relative route rule as a route, keeping the query', async () => {
    const app = await visit('/ar/search-results?q=sadu');
    expect(app.path()).toBe('/ar/search-results/products');
    expect(app.router.state.location.search).toBe('?q=sadu');
  });

  it('follow an absolute route rule with a full browser navigation', async () => {
    const navigateDocument = vi.fn();
    const app = await visit('/en/no-such-page', {
      navigateDocument,
      routeRules: [{ path: '/:lang/journal', redirect: 'https://journal.herfa.example/' }],
    });
    await act(async () => {
      void app.router.navigate('/en/journal');
    });
    await waitFor(() => navigateDocument.mock.calls.length > 0);
    expect(navigateDocument).toHaveBeenCalledWith('https://journal.herfa.example/');
    expect(app.path()).toBe('/en/no-such-page');
  });
});

describe('404 (spec §8)', () => {
  it('shows "Page not found" with the full path for an unknown page', async () => {
    const app = await visit('/en/no/such/page?x=1');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main')?.textContent).toContain('Page not found: /en/no/such/page?x=1');
    expect(document.title).toBe('Page Not Found · Herfa');
  });

  it('speaks the language of the path', async () => {
    const app = await visit('/ar/no-such-page');
    expect(app.heading()).toBe('الصفحة غير موجودة');
    expect(app.host.querySelector('main bdi')?.textContent).toBe('/ar/no-such-page');
  });

  it('covers a first segment that is not one of our languages', async () => {
    const app = await visit('/fr/cart');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main')?.textContent).toContain('Page not found: /fr/cart');
    expect(app.host.querySelector('header')).not.toBeNull();
  });

  it('shows a path as text, never as markup', async () => {
    const app = await visit('/en/<b>bold</b>');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main b')).toBeNull();
  });
});

describe('the generic error page (spec §8)', () => {
  async function failWith(thrown: unknown, language: 'en' | 'ar' = 'en') {
    stubBrowserApis();
    const i18n = createI18n();
    await startI18n(i18n, language);
    const router = createMemoryRouter(
      [
        {
          path: '/:lang',
          ErrorBoundary: RouteErrorBoundary,
          loader: () => {
            throw thrown;
          },
          Component: () => null,
        },
      ],
      { initialEntries: [`/${language}`] },
    );
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    await act(async () => {
      root.render(<App ports={testPorts(new InMemoryCookies())} i18n={i18n} router={router} initialLanguage={language} />);
    });
    await waitFor(() => host.querySelector('h1') !== null);
    unmount = () => {
      act(() => root.unmount());
      host.remove();
    };
    return host;
  }

  it('is 500 "Internal Server Error" for an unexpected exception', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = await failWith(new Error('boom'));
    expect(host.querySelector('h1')?.textContent).toBe('Internal Server Error');
    expect(host.querySelector('main')?.textContent).toContain('Error 500');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows any thrown status with its text', async () => {
    const host = await failWith(data(null, { status: 503 }));
    expect(host.querySelector('h1')?.textContent).toBe('Service Unavailable');
    expect(host.querySelector('main')?.textContent).toContain('Error 503');
  });

  it('shows a refused API call’s status and its translated message', async () => {
    const host = await failWith(new RequestFailure(403, 'http.forbidden', 'غير مسموح لك بذلك.'), 'ar');
    expect(host.querySelector('h1')?.textContent).toBe('ممنوع');
    expect(host.querySelector('main')?.textContent).toContain('خطأ ٤٠٣');
    expect(host.querySelector('main')?.textContent).toContain('غير مسموح لك بذلك.');
  });

  it('turns a not-found API answer into the 404 page', async () => {
    const host = await failWith(new RequestFailure(404, 'catalogue.productNotFound', 'Not found'));
    expect(host.querySelector('h1')?.textContent).toBe('Page Not Found');
  });

  it('names an unlisted status generically', async () => {
    const host = await failWith(data(null, { status: 418 }));
    expect(host.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(host.querySelector('main')?.textContent).toContain('Error 418');
  });
});
