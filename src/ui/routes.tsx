// The storefront's routes. "/" sends the visitor to their language; everything else lives
// under /en or /ar, whose loader makes that language active before the page renders.
// Pages are lazy() so each screen is its own chunk; the 404 and error pages are not, because
// they must render even when loading a chunk is what failed.
import { data, redirect, type RouteObject } from 'react-router';
import type { Cookies } from '../application/ports/cookies';
import { isLanguage, LOCALE_COOKIE, resolveLanguage, type Language } from '../domain/locale';
import { activateLanguage, type I18n } from './i18n';
import { DefaultLayout } from './layouts/default-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RouteDependencies {
  readonly i18n: I18n;
  readonly cookies: Cookies;
  /** The browser's preferred languages, best first (navigator.languages). */
  readonly preferredLanguages: () => readonly string[];
}

/** The language a path starts with, if it starts with one of ours. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** The language of a visit: the path's, else the locale cookie's, else the browser's, else English. */
export function languageOfVisit(pathname: string, dependencies: RouteDependencies): Language {
  return (
    languageOfPath(pathname) ??
    resolveLanguage(dependencies.cookies.get(LOCALE_COOKIE), dependencies.preferredLanguages())
  );
}

/** Nothing to show while the first loader runs: the language files are already loaded by then. */
const Blank = () => null;

export function createRoutes(dependencies: RouteDependencies): RouteObject[] {
  return [
    {
      path: '/',
      HydrateFallback: Blank,
      Component: Blank, // never shown: the loader always redirects
      loader: ({ request }) => {
        const { pathname, search } = new URL(request.url);
        return redirect(`/${languageOfVisit(pathname, dependencies)}${search}`);
      },
    },
    {
      path: '/:lang',
      HydrateFallback: Blank,
      ErrorBoundary: RouteErrorBoundary,
      loader: async ({ params }) => {
        if (!isLanguage(params.lang)) throw data(null, { status: 404, statusText: 'Not Found' });
        await activateLanguage(dependencies.i18n, params.lang);
        return null;
      },
      children: [
        {
          Component: DefaultLayout,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }) },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
