// Route prefetching (spec §9): once the first page has loaded and the browser is idle, one
// prefetch, 1 s later, fetches the code of the screen a shopper most likely opens next (from
// home a listing, from a listing a product, from a product the cart), so that click does not
// wait for its chunk; the rest of the app loads when it is asked for. Skipped on slow-2g
// connections and when the visitor asked to save data. The server, which knows the build's
// files, names that screen's in the page (data-prefetch); they are fetched, not run: running a
// product page's code ahead of time held a phone's main thread for 170 ms at 4× (CDP).
import type { Language } from '../domain/locale';
import { appendLinksInTurns } from './rendering/head-links';
import { PAGE_STATE_ID } from './rendering/page-state';

export const PREFETCH_DELAY_MS = 1000;

/** What navigator.connection tells (the Network Information API; absent in some browsers). */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (connection === undefined) return true;
  return connection.effectiveType !== 'slow-2g' && connection.saveData !== true;
}

/** The path whose screen a shopper on `pathname` most likely opens next (any product's page stands for all). */
export function nextLikelyPath(pathname: string, language: Language): string {
  const screen = pathname.split('/').slice(2).join('/');
  if (/^(products\/details|gift-products\/)/.test(screen)) return `/${language}/cart`;
  if (/^(products|gift-products|search-results|sellers|stores-deals)(\/|$)/.test(screen)) return `/${language}/products/details/next`;
  return `/${language}/products/all`;
}

/**
 * Fetches `urls` without running them: scripts as module preloads (fetched and parsed, ready for
 * the screen's import), stylesheets into the HTTP cache; a file the page already links is skipped.
 */
export async function prefetchFiles(urls: readonly string[], document: Document): Promise<void> {
  const linked = new Set([...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  const links = [...new Set(urls)]
    .filter((url) => !linked.has(url))
    .map((url) => {
      const link = document.createElement('link');
      if (url.endsWith('.css')) {
        link.rel = 'prefetch';
        link.setAttribute('as', 'style');
      } else link.rel = 'modulepreload';
      link.href = url;
      return link;
    });
  await appendLinksInTurns(document, links);
}

/** The files the server named for the one prefetch (none in a page the browser drew itself). */
export function filesToPrefetch(document: Document): string[] {
  return document.getElementById(PAGE_STATE_ID)?.dataset.prefetch?.split(' ').filter(Boolean) ?? [];
}

export interface PrefetchScheduler {
  readonly connection: ConnectionInfo | undefined;
  /** Runs `task` once the page's load event has fired (at once if it already has). */
  readonly afterLoad: (task: () => void) => void;
  readonly setTimeout: (task: () => void, ms: number) => unknown;
  /** requestIdleCallback where the browser has it. */
  readonly whenIdle: (task: () => void) => void;
}

/** Schedules the one prefetch; answers whether it was scheduled. */
export function schedulePrefetch(prefetch: () => unknown, scheduler: PrefetchScheduler): boolean {
  if (!shouldPrefetch(scheduler.connection)) return false;
  scheduler.afterLoad(() => {
    scheduler.setTimeout(() => scheduler.whenIdle(() => void prefetch()), PREFETCH_DELAY_MS);
  });
  return true;
}

/** The browser's scheduler: the load event, timers and idle callbacks of `window`. */
export function browserPrefetchScheduler(): PrefetchScheduler {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return {
    connection,
    afterLoad: (task) => {
      if (document.readyState === 'complete') task();
      else window.addEventListener('load', task, { once: true });
    },
    setTimeout: (task, ms) => window.setTimeout(task, ms),
    whenIdle: (task) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
      else task();
    },
  };
}
