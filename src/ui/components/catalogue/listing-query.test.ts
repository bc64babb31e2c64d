import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, SEARCH_SORTS, type ProductSort } from '../../../application/ports/catalogue-gateway';
import {
  MAX_PAGE,
  MAX_PRICE_HALALAS,
  NO_FILTERS,
  hasFilters,
  listingSearch,
  parseListing,
  parseRiyals,
  productListingTarget,
  riyalText,
  selectedCategories,
  type ListingState,
} from './listing-query';

const productSorts = { sorts: PRODUCT_SORTS, defaultSort: DEFAULT_PRODUCT_SORT };
const searchSorts = { sorts: SEARCH_SORTS, defaultSort: 'relevance' as const };

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
const halalas = fc.integer({ min: 0, max: MAX_PRICE_HALALAS });

const listing: fc.Arbitrary<ListingState<ProductSort>> = fc
  .record({
    categories: fc.uniqueArray(slug, { maxLength: 8 }),
    prices: fc.tuple(fc.option(halalas, { nil: undefined }), fc.option(halalas, { nil: undefined })),
    freeShipping: fc.boolean(),
    discounted: fc.boolean(),
    customised: fc.boolean(),
    sort: fc.constantFrom(...PRODUCT_SORTS),
    page: fc.integer({ min: 1, max: MAX_PAGE }),
  })
  .map(({ prices: [a, b], ...rest }) => {
    const [priceFrom, priceTo] = a !== undefined && b !== undefined && b < a ? [b, a] : [a, b];
    return { ...rest, priceFrom, priceTo };
  });

const parse = (search: string) => parseListing(new URLSearchParams(search), productSorts);

describe('a listing in the query string', () => {
  it('reads back exactly what was written: filters, sort and page survive a reload', () => {
    fc.assert(
      fc.property(listing, (state) => {
        expect(parseListing(listingSearch(state, productSorts), productSorts)).toEqual(state);
      }),
    );
  });

  it('is canonical: whatever the query string, reading, writing and reading again changes nothing', () => {
    const entry = fc.tuple(
      fc.constantFrom('category', 'priceFrom', 'priceTo', 'freeShipping', 'discounted', 'customised', 'sort', 'page', 'q'),
      fc.oneof(fc.string(), slug, fc.constantFrom('1', 'true', 'false', '12.5', '-3', 'price-asc', 'a,b,,c')),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 10 }), (entries) => {
        const once = parseListing(new URLSearchParams(entries), productSorts);
        const written = listingSearch(once, productSorts);
        expect(parseListing(written, productSorts)).toEqual(once);
        expect(listingSearch(parseListing(written, productSorts), productSorts).toString()).toBe(written.toString());
      }),
    );
  });

  it('keeps the page’s own entries (the search query, the store) and drops only listing ones', () => {
    const base = new URLSearchParams('q=سدو&seller=taif-rose-house&page=4&sort=oldest');
    const state = { ...parseListing(base, searchSorts), page: 1, sort: 'relevance' as const, discounted: true };
    expect(listingSearch(state, searchSorts, base).toString()).toBe(
      new URLSearchParams('q=سدو&seller=taif-rose-house&discounted=1').toString(),
    );
  });

  it('leaves defaults out, so the plainest listing has the plainest URL', () => {
    expect(listingSearch(parse(''), productSorts).toString()).toBe('');
    expect(parse('')).toEqual({
      categories: [],
      priceFrom: undefined,
      priceTo: undefined,
      freeShipping: false,
      discounted: false,
      customised: false,
      sort: 'newest',
      page: 1,
    });
  });

  it('carries a page reached by cursor as `after`, without a page number, with the filters and sort', () => {
    const state = { ...parse('discounted=1&sort=oldest&page=7'), page: 1, after: 'bmV3ZXN0fnNhZHU' };
    const written = listingSearch(state, productSorts);
    expect(written.toString()).toBe('discounted=1&sort=oldest&after=bmV3ZXN0fnNhZHU');
    expect(parseListing(written, productSorts)).toEqual(state);
    expect(parse('after=x&page=3'), 'a cursor outranks a page number').toMatchObject({ after: 'x', page: 1 });
    expect(parse('after=').after, 'an empty cursor is none').toBeUndefined();
  });

  it('reads a shared link by hand', () => {
    expect(parse('category=pottery,sadu-weaving,pottery&priceFrom=50&priceTo=120.5&freeShipping=true&discounted=1&sort=price-asc&page=3')).toEqual({
      categories: ['pottery', 'sadu-weaving'],
      priceFrom: 5000,
      priceTo: 12050,
      freeShipping: true,
      discounted: true,
      customised: false,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('falls back on malformed entries instead of failing', () => {
    const state = parse('category=Bad Slug,ok&priceFrom=abc&priceTo=1.234&sort=cheapest&page=0&freeShipping=yes');
    expect(state).toMatchObject({ categories: ['ok'], priceFrom: undefined, priceTo: undefined, sort: 'newest', page: 1, freeShipping: false });
    expect(parse('page=10001').page).toBe(1);
  });

  it('turns a price range given the wrong way round into the range meant', () => {
    expect(parse('priceFrom=300&priceTo=100')).toMatchObject({ priceFrom: 10000, priceTo: 30000 });
  });

  it('clears every filter, prices included, and keeps the sort', () => {
    const cleared = { ...parse('category=pottery&priceFrom=50&priceTo=90&customised=1&sort=oldest&page=2'), ...NO_FILTERS, page: 1 };
    expect(listingSearch(cleared, productSorts).toString()).toBe('sort=oldest');
    expect(hasFilters(cleared)).toBe(false);
  });

  it('takes the search sorts on a search page, relevance by default', () => {
    expect(parseListing(new URLSearchParams(''), searchSorts).sort).toBe('relevance');
    expect(parseListing(new URLSearchParams('sort=relevance'), productSorts).sort).toBe('newest');
  });
});

describe('riyals in the URL, halalas everywhere else', () => {
  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(halalas, (amount) => {
        expect(parseRiyals(riyalText(amount))).toBe(amount);
      }),
    );
  });

  it('writes the shortest exact text', () => {
    expect([0, 5, 50, 1200, 1250, 1205, 100_000_000].map(riyalText)).toEqual(['0', '0.05', '0.5', '12', '12.5', '12.05', '1000000']);
  });

  it('refuses what is not an amount of riyals', () => {
    expect(['', ' ', '-1', '1e3', '1.234', '١٫٢٣٤', '10000001', 'NaN'].map(parseRiyals)).toEqual(Array(8).fill(undefined));
    expect(parseRiyals(' 7.5 ')).toBe(750);
  });

  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator as a shopper types them', () => {
    expect(['١٢', '١٢٫٥', '۱۲.۰۵', '٠٫٥'].map(parseRiyals)).toEqual([1200, 1250, 1205, 50]);
  });
});

describe('categories on /products/{slug}', () => {
  it('puts a single category in the path and several in the query', () => {
    expect(productListingTarget([])).toEqual({ slug: 'all', categories: [] });
    expect(productListingTarget(['pottery'])).toEqual({ slug: 'pottery', categories: [] });
    expect(productListingTarget(['pottery', 'leather'])).toEqual({ slug: 'all', categories: ['pottery', 'leather'] });
  });

  it("selects the path's category with the query's, once each", () => {
    expect(selectedCategories('all', ['leather'])).toEqual(['leather']);
    expect(selectedCategories('pottery', ['leather', 'pottery'])).toEqual(['pottery', 'leather']);
    expect(selectedCategories('Not A Slug', [])).toEqual([]);
  });

  it('finds the same selection again at the canonical place', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slug.filter((s) => s !== 'all'), { maxLength: 6 }), (categories) => {
        const target = productListingTarget(categories);
        expect(selectedCategories(target.slug, target.categories)).toEqual(categories);
      }),
    );
  });
});
