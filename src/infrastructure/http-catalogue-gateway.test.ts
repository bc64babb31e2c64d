import { describe, expect, it } from 'vitest';
import { LISTING_COUNT_CAP, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, SUGGESTED_STORES } from '../application/ports/catalogue-gateway';
import {
  SUGGESTED_CATEGORIES as CONTRACT_SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS as CONTRACT_SUGGESTED_PRODUCTS,
  SUGGESTED_STORES as CONTRACT_SUGGESTED_STORES,
} from '../contract/catalogue';
import { LISTING_COUNT_CAP as CONTRACT_COUNT_CAP } from '../contract/common';
import type { ApiClient } from './api-client';
import { HttpCatalogueGateway } from './http-catalogue-gateway';

/** An ApiClient that answers an empty page and remembers what it was asked. */
function recordingApi() {
  const calls: { path: string; method: string; request: unknown; options?: unknown }[] = [];
  const api = {
    async call(operation: { path: string; method: string }, request: unknown = {}, options?: unknown) {
      calls.push({ path: operation.path, method: operation.method, request, options });
      return { items: [], total: 0, page: 1, pageSize: 24 };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const noFilters = { categories: [], freeShipping: false, discounted: false, customised: false };

describe('HttpCatalogueGateway', () => {
  it('sends a listing’s filters as the contract’s query strings, leaving out what is off', async () => {
    const { api, calls } = recordingApi();
    await new HttpCatalogueGateway(api).products({
      categories: ['pottery', 'leather'],
      priceFrom: 5000,
      priceTo: 12_050,
      freeShipping: true,
      discounted: false,
      customised: true,
      sort: 'price-asc',
      page: 2,
    });
    expect(calls).toEqual([
      {
        path: '/api/products',
        method: 'get',
        request: {
          query: {
            category: 'pottery,leather',
            priceFrom: '5000',
            priceTo: '12050',
            freeShipping: 'true',
            discounted: undefined,
            customised: 'true',
            sort: 'price-asc',
            page: '2',
          },
        },
      },
    ]);
  });

  it('asks the gift listing for gifts, a store for its products, and search with the query', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpCatalogueGateway(api);
    await gateway.products({ ...noFilters, sort: 'newest', page: 1, gift: true });
    await gateway.sellerProducts('taif-rose-house', { ...noFilters, sort: 'oldest', page: 1 });
    await gateway.searchProducts({ ...noFilters, query: 'اقراط', sort: 'relevance', page: 1 });
    await gateway.reviews('sadu', 2, 5);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/gift-products',
      '/api/sellers/{slug}/products',
      '/api/search/products',
      '/api/products/{slug}/reviews',
    ]);
    expect(calls[1]!.request).toMatchObject({ params: { slug: 'taif-rose-house' }, query: { sort: 'oldest' } });
    expect(calls[2]!.request).toMatchObject({ query: { q: 'اقراط', sort: 'relevance', category: undefined } });
    expect(calls[3]!.request).toEqual({ params: { slug: 'sadu' }, query: { page: '2', pageSize: '5' } });
  });

  it('asks for the page after a cursor with the filters and sort, and without a page number', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpCatalogueGateway(api);
    await gateway.products({ ...noFilters, discounted: true, sort: 'price-desc', page: 1, after: 'bmV3ZXN0fnNhZHU' });
    await gateway.products({ ...noFilters, sort: 'newest', page: 1, gift: true, after: 'Z2lmdA' });
    await gateway.sellerProducts('taif-rose-house', { ...noFilters, sort: 'oldest', page: 1, after: 'b2xkZXN0' });
    expect(calls.map((call) => call.request)).toEqual([
      { query: expect.objectContaining({ discounted: 'true', sort: 'price-desc', after: 'bmV3ZXN0fnNhZHU' }) },
      { query: expect.objectContaining({ sort: 'newest', after: 'Z2lmdA' }) },
      { params: { slug: 'taif-rose-house' }, query: expect.objectContaining({ sort: 'oldest', after: 'b2xkZXN0' }) },
    ]);
    for (const call of calls) expect((call.request as { query: { page?: string } }).query.page).toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual(['/api/products', '/api/gift-products', '/api/sellers/{slug}/products']);
  });

  it('asks for suggestions with the text typed, passing on the signal that abandons them', async () => {
    const { api, calls } = recordingApi();
    const request = new AbortController();
    await new HttpCatalogueGateway(api).suggest('sadu cu', request.signal);
    expect(calls).toEqual([{ path: '/api/search/suggestions', method: 'get', request: { query: { q: 'sadu cu' } }, options: { signal: request.signal } }]);
  });

  it('counts as far as the API does, and suggests as many as it does', () => {
    expect(LISTING_COUNT_CAP).toBe(CONTRACT_COUNT_CAP);
    expect([SUGGESTED_PRODUCTS, SUGGESTED_CATEGORIES, SUGGESTED_STORES]).toEqual([
      CONTRACT_SUGGESTED_PRODUCTS,
      CONTRACT_SUGGESTED_CATEGORIES,
      CONTRACT_SUGGESTED_STORES,
    ]);
  });
});
