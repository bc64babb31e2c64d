// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { filesToPrefetch, nextLikelyPath, PREFETCH_DELAY_MS, prefetchFiles, schedulePrefetch, shouldPrefetch, type PrefetchScheduler } from './prefetch';

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

describe('prefetchFiles', () => {
  it('fetches the named scripts as module preloads and stylesheets into the cache, each once, skipping what the page links', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/Box-2.js"><script id="herfa-state" type="application/json" data-prefetch="/assets/product-4.js /assets/Box-2.js /assets/product-4.css /assets/product-4.js"></script>';
    await prefetchFiles(filesToPrefetch(document), document);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/Box-2.js', null],
      ['modulepreload', '/assets/product-4.js', null],
      ['prefetch', '/assets/product-4.css', 'style'],
    ]);
  });

  it('prefetches nothing in a page the browser drew itself', () => {
    document.head.innerHTML = '';
    expect(filesToPrefetch(document)).toEqual([]);
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
