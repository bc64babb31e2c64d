// The server's half of the storefront (DESIGN.md, "Rendering"): renders one page request to HTML
// with the same routes, guards, screens and gateways as the browser. Each request gets its own
// container and the ports built from it, translations, router and answers, so nothing one
// shopper sees can come from another shopper's request. The gateways reach the API in-process
// through `api` (no socket), and what they answered travels in the page, so hydration asks
// nothing again. Built into dist/render by `npm run build`; the API server's composition root
// mounts it without importing browser code.
import type { ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, redirect, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { COLOUR_SCHEME_COOKIE, colourSchemeChoiceOf } from '../domain/colour-scheme';
import { directionOf, parseAcceptLanguage, type Language } from '../domain/locale';
import { buildContainer } from '../infrastructure/container';
import { App } from './app';
import { createI18n, currentLanguage, startI18n } from './i18n';
import { portsOf } from './ports';
import { frameHeadTags, headTags, PageHeadCollector, PageHeadContext, scriptJson } from './rendering/page-head';
import { CollectedAnswers } from './rendering/remote-answers';
import { prefetchAssets, screenAssets, stylesheetTags, withStylesheetTags, type BuildManifest, type StylesheetTexts } from './rendering/screen-assets';
import { documentParts, type PageState } from './rendering/page-state';
import { nextLikelyPath } from './prefetch';
import { createRoutes, languageOfVisit, type RouteDependencies } from './routes';

export interface PageRendererOptions {
  /** The built index.html, with its <!--herfa-…--> slots. */
  readonly template: string;
  /** The API, answering in-process. */
  readonly api: (request: Request) => Promise<Response>;
  /** The built storefront's files under /assets (their URLs), where the renderer finds the fonts to preload. */
  readonly assets?: readonly string[];
  /** Vite's build manifest of the browser's bundle: which stylesheets and code each screen needs. */
  readonly manifest?: BuildManifest;
  /** The built stylesheets' texts, by URL: a page carries its stylesheets instead of linking them. */
  readonly stylesheets?: StylesheetTexts;
  /** Where failures are reported. */
  readonly logger?: Pick<Console, 'error'>;
}

/** Answers a page request: HTML, or a redirect decided by the routes' guards. */
export type PageRenderer = (request: Request) => Promise<Response>;

export function createPageRenderer({ template, api, assets = [], manifest = {}, stylesheets = {}, logger = console }: PageRendererOptions): PageRenderer {
  const slots = documentParts(withStylesheetTags(template, stylesheets));
  const fonts = fontPreloads(assets);

  return async (request) => {
    const url = new URL(request.url);
    const i18n = createI18n();
    const container = buildContainer({
      currentLanguage: () => currentLanguage(i18n),
      server: {
        cookies: { cookie: request.headers.get('Cookie') ?? '' },
        fetch: async (input, init) => api(new Request(input, init)),
        origin: url.origin,
      },
    });
    const ports = portsOf(container);
    const dependencies: RouteDependencies = {
      i18n,
      cookies: ports.cookies,
      preferredLanguages: () => parseAcceptLanguage(request.headers.get('Accept-Language')),
      // A route rule's absolute redirect is an HTTP redirect here, before any HTML.
      navigateDocument: (to) => {
        throw redirect(to);
      },
    };
    const language = languageOfVisit(url.pathname, dependencies);
    const localesRead = new Set<string>();
    await startI18n(i18n, language, { onRead: (file) => localesRead.add(file) });

    const handler = createStaticHandler(createRoutes(dependencies));
    const context = await handler.query(request);
    if (context instanceof Response) return context;

    const answers = new CollectedAnswers();
    const head = new PageHeadCollector();
    let html: string;
    try {
      html = await renderComplete(
        <PageHeadContext value={head}>
          <App ports={ports} i18n={i18n} initialLanguage={language} answers={answers}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
          </App>
        </PageHeadContext>,
        (error) => logger.error(`rendering ${url.pathname} failed`, error),
      );
    } catch (error) {
      // The page still works: the browser renders it, as it would without a server.
      logger.error(`rendering ${url.pathname} failed; answering the browser-rendered page`, error);
      return htmlResponse(slots.browserOnly, 200);
    }

    const screens = screenAssets(manifest, context.matches);
    const next = screenAssets(manifest, matchRoutes(handler.dataRoutes, nextLikelyPath(url.pathname, language)) ?? []);
    const state: PageState = { router: routerState(context), answers: answers.toJSON(), locales: [...localesRead] };
    const document = {
      start: slots.start({
        language,
        direction: directionOf(language),
        colourScheme: colourSchemeChoiceOf(ports.cookies.get(COLOUR_SCHEME_COOKIE)),
        head: fonts[language] + (head.head === undefined ? frameHeadTags(i18n.t('common.brand')) : headTags(head.head, url)),
        stylesheets: stylesheetTags(screens, template, stylesheets),
      }),
      end: slots.end(`<script type="application/json" id="${slots.stateId}" data-preload="${screens.scripts.join(' ')}" data-prefetch="${prefetchAssets(next, screens).join(' ')}">${scriptJson(state)}</script>`),
    };
    return htmlResponse(document.start + html + document.end, head.status ?? context.statusCode);
  };
}

/**
 * The fonts of the page's own script, preloaded so text paints in them at once rather than
 * shifting when they arrive. Latin files are small: an English page preloads every weight it
 * uses (body, medium labels, bold headings). Arabic files are about 45 KB each: an Arabic page
 * preloads its body weight, and the others swap in (measured: no layout shift, an earlier LCP).
 */
const PRELOADED_FONTS: Readonly<Record<Language, { readonly subset: string; readonly weights: string }>> = {
  en: { subset: 'latin', weights: '400|500|700' },
  ar: { subset: 'arabic', weights: '400' },
};

function fontPreloads(assets: readonly string[]): Record<Language, string> {
  const preload = ({ subset, weights }: { subset: string; weights: string }) =>
    assets
      .filter((asset) => new RegExp(`-${subset}-(${weights})-normal-[\\w-]+\\.woff2$`).test(asset))
      .map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`)
      .join('');
  return { en: preload(PRELOADED_FONTS.en), ar: preload(PRELOADED_FONTS.ar) };
}

/** How long a page may wait for its data before the server gives up on rendering it. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The app's HTML once every screen has its data and every suspended part is in place: nothing
 * is written out of order, since that needs an inline script, which a page without scripts (and
 * this CSP) never runs. The head, which needs the page's data, goes first.
 */
async function renderComplete(app: ReactNode, onError: (error: unknown) => void): Promise<string> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      renderToStringAsync(app as unknown as VNode),
      new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`the page was not ready within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    onError(error);
    throw error;
  } finally {
    clearTimeout(timeout);
  }
}

function htmlResponse(body: BodyInit, status: number): Response {
  // A page is drawn in the colour scheme its cookie keeps.
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' } });
}

/** The router's hydration data, with errors as React Router's browser router reads them back. */
function routerState(context: StaticHandlerContext): PageState['router'] {
  const errors =
    context.errors === null
      ? null
      : Object.fromEntries(
          Object.entries(context.errors).map(([id, error]) => [
            id,
            isRouteErrorResponse(error)
              ? { ...error, __type: 'RouteErrorResponse' }
              : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
          ]),
        );
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
