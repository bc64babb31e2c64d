// Route prefetching (spec §9): once the first page has loaded and the browser is idle, one
// prefetch, 1 s later, fetches the code of the screen a shopper most likely opens next (from
// home a listing, from a listing a product, from a product the cart), so that click does not
// wait for its chunk; the rest of the app loads when it is asked for. Skipped on slow-2g
// connections and when the visitor asked to save data.
import { matchRoutes, type RouteObject } from 'react-router';
import type { Language } from '../domain/locale';

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

/** Loads the lazy code of every route that `paths` render; answers when all have loaded or failed. */
export async function prefetchRoutes(routes: readonly RouteObject[], paths: readonly string[]): Promise<void> {
  const loads = new Set<() => unknown>();
  for (const path of paths) {
    for (const { route } of matchRoutes([...routes], path) ?? []) {
      const { lazy } = route;
      if (typeof lazy === 'function') loads.add(lazy);
      else if (lazy !== undefined) for (const load of Object.values(lazy)) if (typeof load === 'function') loads.add(load);
    }
  }
  // A chunk that fails to prefetch is simply loaded (or reported) when the visitor goes there.
  await Promise.allSettled([...loads].map(async (load) => load()));
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
