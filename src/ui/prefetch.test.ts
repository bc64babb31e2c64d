import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { nextLikelyPath, PREFETCH_DELAY_MS, prefetchRoutes, schedulePrefetch, shouldPrefetch, type PrefetchScheduler } from './prefetch';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('schedulePrefetch', () => {
  function fakeScheduler(connection?: PrefetchScheduler['connection']) {
    const steps: string[] = [];
    const scheduler: PrefetchScheduler = {
      connection,
      afterLoad: (task) => {
        steps.push('load');
        task();
      },
      setTimeout: (task, ms) => {
        steps.push(`wait ${ms}`);
        task();
      },
      whenIdle: (task) => {
        steps.push('idle');
        task();
      },
    };
    return { scheduler, steps };
  }

  it('prefetches once, after the load, 1 s later, when the browser is idle', () => {
    const prefetch = vi.fn();
    const { scheduler, steps } = fakeScheduler({ effectiveType: '4g' });
    expect(schedulePrefetch(prefetch, scheduler)).toBe(true);
    expect(steps).toEqual(['load', `wait ${PREFETCH_DELAY_MS}`, 'idle']);
    expect(PREFETCH_DELAY_MS).toBe(1000);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('does nothing on a slow-2g connection', () => {
    const prefetch = vi.fn();
    const { scheduler, steps } = fakeScheduler({ effectiveType: 'slow-2g' });
    expect(schedulePrefetch(prefetch, scheduler)).toBe(false);
    expect(steps).toEqual([]);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('prefetchRoutes', () => {
  it('loads the lazy code of the routes the paths render, each once', async () => {
    const products = vi.fn(async () => ({}));
    const sellers = vi.fn(async () => undefined);
    const cart = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: '/:lang',
        children: [
          { path: 'products/:slug', lazy: products },
          { path: 'sellers', lazy: { Component: sellers } },
          { path: 'cart', lazy: cart },
        ],
      },
    ];
    await prefetchRoutes(routes, ['/en/products/all', '/en/sellers', '/en/products/gifts', '/en/nowhere']);
    expect(products).toHaveBeenCalledOnce();
    expect(sellers).toHaveBeenCalledOnce();
    expect(cart).not.toHaveBeenCalled();
  });

  it('shrugs off a chunk that fails to load', async () => {
    const routes: RouteObject[] = [{ path: '/x', lazy: () => Promise.reject(new Error('offline')) }];
    await expect(prefetchRoutes(routes, ['/x'])).resolves.toBeUndefined();
  });
});

describe('nextLikelyPath', () => {
  it('goes from home to a listing, from a listing to a product, from a product to the cart', () => {
    expect(nextLikelyPath('/en', 'en')).toBe('/en/products/all');
    expect(nextLikelyPath('/ar/about-us', 'ar')).toBe('/ar/products/all');
    for (const listing of ['/ar/products/all', '/ar/gift-products', '/ar/search-results/products', '/ar/sellers/products', '/ar/stores-deals']) {
      expect(nextLikelyPath(listing, 'ar')).toBe('/ar/products/details/next');
    }
    expect(nextLikelyPath('/en/products/details/sadu-rug', 'en')).toBe('/en/cart');
    expect(nextLikelyPath('/en/gift-products/rose-box', 'en')).toBe('/en/cart');
  });
});
