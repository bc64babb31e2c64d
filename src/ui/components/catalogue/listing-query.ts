// A product listing's filters, sort and page as they live in the page's query string, so a
// listing can be shared, reloaded and walked back with the browser's buttons (DESIGN.md). A page
// past the numbered ones is `after=<cursor>` instead of `page`, the cursor as the API gave it.
// Prices are riyals in the URL, as the shopper typed them ("?priceFrom=12.5"), and halalas
// everywhere else; parsing never uses floating point, so 12.5 is exactly 1250 halalas.
import type { ProductFilters } from '../../../application/ports/catalogue-gateway';
import { toLatinDigits } from '../../../domain/validation';

export interface ListingState<S extends string> extends ProductFilters {
  readonly sort: S;
  readonly page: number;
  /** The page after this cursor (the `next` of the page before) instead of `page`. */
  readonly after?: string | undefined;
}

export interface SortOptions<S extends string> {
  readonly sorts: readonly S[];
  readonly defaultSort: S;
}

/** The query-string names of a listing's settings; any other entry (q, seller) belongs to the page. */
export const LISTING_PARAMS = ['category', 'priceFrom', 'priceTo', 'freeShipping', 'discounted', 'customised', 'sort', 'page', 'after'] as const;

/** The API's limits: ten million riyals, page 10 000, 50 categories. */
export const MAX_PRICE_HALALAS = 1_000_000_000;
export const MAX_PAGE = 10_000;
export const MAX_CATEGORIES = 50;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RIYALS = /^(\d{1,8})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,6}$/;
const ON = new Set(['1', 'true']);

/**
 * "12.5" → 1250, and so "١٢٫٥" (Arabic-Indic digits, as an Arabic keyboard types them); anything
 * that is not a non-negative amount of riyals with at most two decimals → undefined.
 */
export function parseRiyals(text: string | null | undefined): number | undefined {
  const match = RIYALS.exec(toLatinDigits((text ?? '').trim()));
  if (match === null) return undefined;
  const halalas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return halalas <= MAX_PRICE_HALALAS ? halalas : undefined;
}

/** 1250 → "12.5", 1205 → "12.05", 1200 → "12": the shortest exact riyal text. */
export function riyalText(halalas: number): string {
  const whole = Math.floor(halalas / 100);
  const fraction = halalas % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

export function parseCategories(text: string | null | undefined): string[] {
  const slugs = (text ?? '').split(',').map((part) => part.trim()).filter((part) => SLUG.test(part));
  return [...new Set(slugs)].slice(0, MAX_CATEGORIES);
}

/** Reads a listing from a query string; entries that are malformed fall back to "any" or the default. */
export function parseListing<S extends string>(params: URLSearchParams, options: SortOptions<S>): ListingState<S> {
  let priceFrom = parseRiyals(params.get('priceFrom'));
  let priceTo = parseRiyals(params.get('priceTo'));
  // A hand-edited link with the bounds the wrong way round still means a range.
  if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) [priceFrom, priceTo] = [priceTo, priceFrom];
  const sort = params.get('sort');
  // The API alone reads a cursor: one it refuses is answered with a link back to the first page.
  const after = params.get('after') || undefined;
  const page = after === undefined ? (params.get('page') ?? '') : '';
  const pageNumber = WHOLE.test(page) ? Number(page) : 1;
  return {
    categories: parseCategories(params.get('category')),
    priceFrom,
    priceTo,
    freeShipping: ON.has(params.get('freeShipping') ?? ''),
    discounted: ON.has(params.get('discounted') ?? ''),
    customised: ON.has(params.get('customised') ?? ''),
    sort: (options.sorts as readonly string[]).includes(sort ?? '') ? (sort as S) : options.defaultSort,
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
    after,
  };
}

/**
 * Writes a listing into a query string, keeping the page's own entries of `base` (q, seller) and
 * leaving out every setting at its default, so the plainest listing has the plainest URL.
 */
export function listingSearch<S extends string>(state: ListingState<S>, options: SortOptions<S>, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of LISTING_PARAMS) params.delete(name);
  if (state.categories.length > 0) params.set('category', state.categories.join(','));
  if (state.priceFrom !== undefined) params.set('priceFrom', riyalText(state.priceFrom));
  if (state.priceTo !== undefined) params.set('priceTo', riyalText(state.priceTo));
  if (state.freeShipping) params.set('freeShipping', '1');
  if (state.discounted) params.set('discounted', '1');
  if (state.customised) params.set('customised', '1');
  if (state.sort !== options.defaultSort) params.set('sort', state.sort);
  if (state.after !== undefined) params.set('after', state.after);
  else if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** Every filter off: what "clear all filters" goes to (the prices are named, so a spread clears them too). */
export const NO_FILTERS: ProductFilters = {
  categories: [],
  priceFrom: undefined,
  priceTo: undefined,
  freeShipping: false,
  discounted: false,
  customised: false,
};

/** True when any filter narrows the listing (the sort and page do not). */
export const hasFilters = (filters: ProductFilters): boolean =>
  filters.categories.length > 0 ||
  filters.priceFrom !== undefined ||
  filters.priceTo !== undefined ||
  filters.freeShipping ||
  filters.discounted ||
  filters.customised;

/** The path slug of /products/{slug} that means "every category". */
export const ALL_PRODUCTS = 'all';

/**
 * The canonical place of a category selection on /products/{slug}: one category is the path's
 * slug (/products/pottery), none or several are /products/all with the categories in the query.
 */
export function productListingTarget(categories: readonly string[]): { slug: string; categories: readonly string[] } {
  return categories.length === 1 ? { slug: categories[0]!, categories: [] } : { slug: ALL_PRODUCTS, categories };
}

/** The selection a /products/{slug} page shows: its path's category (unless "all") and the query's. */
export function selectedCategories(pathSlug: string | undefined, queryCategories: readonly string[]): string[] {
  const fromPath = pathSlug !== undefined && pathSlug !== ALL_PRODUCTS && SLUG.test(pathSlug) ? [pathSlug] : [];
  return [...new Set([...fromPath, ...queryCategories])];
}
