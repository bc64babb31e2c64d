// The storefront's routes (spec §2). "/" sends the visitor to their language; everything else
// lives under /en or /ar, whose loader makes that language active and runs the global guards on
// every navigation. Screens sit in the default layout, the auth screens in the auth layout at
// /:lang/auth. Pages are lazy() so each screen is its own chunk; the 404 and error pages are
// not, because they must render even when loading a chunk is what failed.
import { data, redirect, type RouteObject } from 'react-router';
import type { Cookies } from '../application/ports/cookies';
import { USER_DATA_COOKIE } from '../application/session/session-store';
import { isLanguage, LOCALE_COOKIE, resolveLanguage, type Language } from '../domain/locale';
import { runGuards } from './guards';
import { activateLanguage, type I18n } from './i18n';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { NotFoundPage } from './pages/not-found-page';
import { PageErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import { ROUTE_RULES, type RouteRule } from './route-rules';
import { accountRoutes, authRoutes } from './routes/account-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { commerceRoutes } from './routes/commerce-routes';
import { orderRoutes } from './routes/order-routes';
import { sellerRoutes } from './routes/seller-routes';
import { screen } from './routes/screen';

export interface RouteDependencies {
  readonly i18n: I18n;
  readonly cookies: Cookies;
  /** The browser's preferred languages, best first (navigator.languages). */
  readonly preferredLanguages: () => readonly string[];
  /** A full browser navigation, for route rules that redirect to an absolute URL (window.location.assign). */
  readonly navigateDocument?: (url: string) => void;
  /** The per-path route rules; ROUTE_RULES unless a test brings its own. */
  readonly routeRules?: readonly RouteRule[];
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

/** Each screen keeps its layout when it fails: the error shows where the screen would have. */
const withPageErrors = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ErrorBoundary: PageErrorBoundary, ...route }) as RouteObject);

export function createRoutes(dependencies: RouteDependencies): RouteObject[] {
  const navigateDocument = dependencies.navigateDocument ?? ((url: string) => window.location.assign(url));
  const rules = dependencies.routeRules ?? ROUTE_RULES;

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
      loader: async ({ params, request }) => {
        const language = params.lang;
        if (!isLanguage(language)) throw data(null, { status: 404, statusText: 'Not Found' });
        const { pathname, search } = new URL(request.url);
        const decision = runGuards({
          pathname,
          search,
          language,
          loggedIn: dependencies.cookies.get(USER_DATA_COOKIE) !== undefined,
          rules,
        });
        if (decision?.kind === 'route') throw redirect(decision.to);
        if (decision?.kind === 'document') {
          navigateDocument(decision.url);
          // The browser is leaving: keep the current screen until it has.
          return new Promise<never>(() => {});
        }
        await activateLanguage(dependencies.i18n, language);
        return null;
      },
      // The guards depend on the whole path, not only on :lang, so they run on every navigation.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
      children: [
        {
          Component: DefaultLayout,
          children: withPageErrors([
            { index: true, ...screen('pages/home-page.tsx', 'HomePage') },
            ...catalogueRoutes,
            ...accountRoutes,
            ...commerceRoutes,
            ...orderRoutes,
            ...sellerRoutes,
            { path: '*', Component: NotFoundPage },
          ]),
        },
        {
          path: 'auth',
          Component: AuthLayout,
          children: withPageErrors(authRoutes),
        },
      ],
    },
  ];
}
