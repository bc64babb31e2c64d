// The catalogue and search API: products (listing, detail, reviews), gifts, categories, sellers,
// store deals, the home feed, search for products and sellers, and the suggestions of the
// header's search box. Read-only and open to guests (a signed-in shopper's product page is
// priced to their address); texts are in the request's language only, money in integer halalas.
//
// Decisions for what the specification leaves open:
// - Prices filter and sort on the SALE price, the price the shopper pays (list price minus
//   the discount of src/domain/pricing.ts); `priceFrom` and `priceTo` are halalas, both included.
// - "Newest" and "oldest" are by the date a product was added; ties (and every other sort)
//   fall back to the slug, so pages never overlap.
// - An unknown category or seller slug in a filter answers an empty page, not an error: a
//   shared link to a category that was removed still opens a listing.
// - A product's shipping is `{ free, fee, region }`: for a signed-in shopper with a default
//   address, the seller's fee to that address's region (null when the seller does not ship
//   there); otherwise the seller's lowest fee, a "from" price (region null). Free shipping
//   waives the fee but not the region rule, as at checkout.
// - Ratings are averaged to one decimal (null before the first); a store's rating is over
//   every rating of its products. Reviewers are shown by first name and initial.
// - Store deals "now" are those started and not yet ended by the server's clock; each shows
//   up to DEAL_PRODUCTS of its store's discounted products, in stock first.
// - Search matches every word of the query in either language after the domain's Arabic
//   normalisation, and ranks by relevance (server/persistence/catalogue/text-search.ts).
import * as v from 'valibot';
import { max, maxValue, minValue } from '../domain/validation';
import { LISTING_COUNT_CAP, Money, PageQuery, Slug, SlugParams, pageOf, queryFlag, queryInteger, queryIntegerOr, queryList } from './common';
import { SHARED_CACHE_SECONDS, defineOperation } from './operation';
import { crossFieldRule, rules } from './validation';

// ── Query ──────────────────────────────────────────────────────────────────────────────────

/** Spec §9: highest price, lowest price, newest, oldest. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price-desc', 'price-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** Search adds relevance, its default. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SELLER_SORTS = ['featured', 'name'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

/** The largest price a filter accepts: ten million riyals. */
const MAX_PRICE = 1_000_000_000;

/** The longest search query, in characters (after trimming). */
export const MAX_SEARCH_LENGTH = 100;

/** Every filter of a product listing (spec §9), as query-string entries. */
const listingFilters = {
  /** Category slugs, comma-separated; a product in any of them matches. */
  category: queryList(Slug),
  seller: v.optional(Slug),
  /** Halalas, on the sale price, included. */
  priceFrom: queryInteger(0, MAX_PRICE),
  /** Halalas, on the sale price, included; not below priceFrom. */
  priceTo: queryInteger(0, MAX_PRICE),
  freeShipping: queryFlag,
  discounted: queryFlag,
  /** Products that can carry a name (spec: "customised"). */
  customised: queryFlag,
  gift: queryFlag,
  ...PageQuery,
};

/**
 * "Price to" below "price from" is refused on `priceTo`, naming the lowest value allowed in
 * riyals, the unit the shopper typed.
 */
const priceRangeIsOrdered = <T extends Record<string, unknown> & { priceFrom?: number; priceTo?: number }>() =>
  crossFieldRule<T, number | undefined>('priceTo', 'priceTo', ({ priceFrom }) => {
    const atLeast = minValue((priceFrom ?? 0) / 100);
    return { ...atLeast, validate: (priceTo, field) => (priceTo === undefined ? null : atLeast.validate(priceTo / 100, field)) };
  });

/**
 * Pages by number reach as far as the count does (LISTING_COUNT_CAP products); a page past it is
 * refused on `page`, naming the last page allowed. Further on, the `next` cursor leads.
 */
const pageWithinCount = <T extends Record<string, unknown> & { page: number; pageSize: number }>() =>
  crossFieldRule<T, number>('page', 'page', ({ pageSize }) => maxValue(Math.ceil(LISTING_COUNT_CAP / pageSize)));

/** Where the next page starts: the `next` of the page before, as the API gave it. */
const listingCursor = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/)));

export const ProductListQuery = v.pipe(
  v.object({ ...listingFilters, sort: v.optional(v.picklist(PRODUCT_SORTS), DEFAULT_PRODUCT_SORT), after: listingCursor }),
  priceRangeIsOrdered(),
  pageWithinCount(),
);
export type ProductListQuery = v.InferOutput<typeof ProductListQuery>;

const { seller: _seller, ...storeListingFilters } = listingFilters;
/** One store's products: the listing's filters, the store being the path's. */
export const SellerProductsQuery = v.pipe(
  v.object({ ...storeListingFilters, sort: v.optional(v.picklist(PRODUCT_SORTS), DEFAULT_PRODUCT_SORT), after: listingCursor }),
  priceRangeIsOrdered(),
  pageWithinCount(),
);

/**
 * `q` is trimmed; an empty one is answered 400 'catalogue.searchQueryRequired' ("Please enter
 * your search query") on the field `q`, by the route, because the spec gives that search its
 * own message.
 */
const searchTextDescribed = (description: string) =>
  v.optional(v.pipe(v.string(), v.description(description), v.trim(), rules('search', max(MAX_SEARCH_LENGTH))), '');

const searchText = searchTextDescribed(
  'Required: the search text, up to 100 characters (a missing or blank one answers 400 catalogue.searchQueryRequired)',
);

export const ProductSearchQuery = v.pipe(
  v.object({ q: searchText, ...listingFilters, sort: v.optional(v.picklist(SEARCH_SORTS), 'relevance') }),
  priceRangeIsOrdered(),
  pageWithinCount(),
);
export type ProductSearchQuery = v.InferOutput<typeof ProductSearchQuery>;

export const SellerSearchQuery = v.object({ q: searchText, ...PageQuery });

/**
 * What the shopper has typed so far, read as the search's `q` is; a missing or blank one is
 * answered with empty lists, not refused: the header's box then simply suggests nothing.
 */
export const SuggestionsQuery = v.object({
  q: searchTextDescribed('The text typed so far, up to 100 characters (a missing or blank one answers empty lists)'),
});

export const SellerListQuery = v.object({ sort: v.optional(v.picklist(SELLER_SORTS), 'featured'), ...PageQuery });

export const REVIEWS_PAGE_SIZE = 10;
export const ReviewsQuery = v.object({ page: PageQuery.page, pageSize: queryIntegerOr(1, 50, REVIEWS_PAGE_SIZE) });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const Named = v.object({ slug: Slug, name: v.string() });
const Place = v.object({ id: v.string(), name: v.string() });

export const Rating = v.object({
  /** One decimal; null before the first rating. */
  average: v.nullable(v.number()),
  count: Count,
});

export const StockState = v.picklist(['in-stock', 'low-stock', 'out-of-stock']);

export const ProductCard = v.object({
  slug: Slug,
  name: v.string(),
  /** VAT-inclusive list price. */
  price: Money,
  /** What the shopper pays: the price minus the discount. */
  salePrice: Money,
  /** 2500 is 25 %; null without a discount. */
  discountBasisPoints: v.nullable(v.number()),
  freeShipping: v.boolean(),
  customisable: v.boolean(),
  isGift: v.boolean(),
  stockState: StockState,
  rating: Rating,
  /** The first image; null when the product has none. */
  image: v.nullable(v.string()),
  seller: Named,
});
export type ProductCard = v.InferOutput<typeof ProductCard>;

/**
 * A page of products. `total` is exact up to LISTING_COUNT_CAP; when more match, it is the cap
 * and `totalIsLowerBound` is true ("1,000+"). `next` is the cursor of the page after this one
 * (pass it as `after`), null on the last page.
 */
export const ProductPage = v.object({
  ...pageOf(ProductCard).entries,
  totalIsLowerBound: v.boolean(),
  next: v.nullable(v.string()),
});
export type ProductPage = v.InferOutput<typeof ProductPage>;

export const ProductOption = v.object({
  id: v.string(),
  name: v.string(),
  /** Colours only: the swatch, #rrggbb. */
  hex: v.optional(v.string()),
});

export const Review = v.object({
  id: v.string(),
  /** First name and the family name's initial ("Fatimah Z."). */
  author: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  body: v.string(),
  createdAt: Timestamp,
});
export const ReviewPage = pageOf(Review);

export const RatingSummary = v.object({
  average: v.nullable(v.number()),
  count: Count,
  /** How many reviews gave each number of stars, from 5 down to 1. */
  distribution: v.array(v.object({ stars: v.pipe(v.number(), v.integer()), count: Count })),
});

export const Shipping = v.object({
  /** The product ships free (where the seller ships at all). */
  free: v.boolean(),
  /** Halalas: to `region`, or the seller's lowest fee when `region` is null; null when not shipped there. */
  fee: v.nullable(Money),
  /** The signed-in shopper's default address's region, when there is one. */
  region: v.nullable(Place),
});

export const ProductDetail = v.object({
  ...ProductCard.entries,
  description: v.string(),
  images: v.array(v.string()),
  category: Named,
  seller: v.object({ slug: Slug, name: v.string(), logo: v.string(), city: Place }),
  colours: v.array(ProductOption),
  sizes: v.array(ProductOption),
  /** Pieces in stock, for every colour and size together. */
  stock: Count,
  /**
   * When the seller counts each colour and size apart: the pieces of each pair (an id null for a
   * kind the product does not offer), every pair of its colours and sizes listed. Null when its
   * options all draw on `stock`.
   */
  optionStock: v.nullable(v.array(v.object({ colour: v.nullable(v.string()), size: v.nullable(v.string()), stock: Count }))),
  /** The longest name that may be written on it (a customisable product), in characters. */
  nameOnProductMaxLength: Count,
  shipping: Shipping,
  ratingSummary: RatingSummary,
  /** The first page of reviews, newest first; the rest from /api/products/{slug}/reviews. */
  reviews: ReviewPage,
  createdAt: Timestamp,
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;

/** `productCount` is exact up to LISTING_COUNT_CAP; past it, it is the cap and `productCountIsLowerBound` is true. */
export const Category = v.object({ slug: Slug, name: v.string(), image: v.string(), productCount: Count, productCountIsLowerBound: v.boolean() });

export const SellerCard = v.object({
  slug: Slug,
  name: v.string(),
  logo: v.string(),
  city: Place,
  /** The start of the description, for a card. */
  description: v.string(),
  featured: v.boolean(),
  productCount: Count,
  /** Over every rating of the store's products. */
  rating: Rating,
});
export type SellerCard = v.InferOutput<typeof SellerCard>;

export const StoreDeal = v.object({
  slug: Slug,
  title: v.string(),
  description: v.string(),
  discountBasisPoints: v.number(),
  banner: v.string(),
  startsAt: Timestamp,
  endsAt: Timestamp,
});

export type StoreDeal = v.InferOutput<typeof StoreDeal>;

export const SellerDetail = v.object({
  ...SellerCard.entries,
  description: v.string(),
  banner: v.nullable(v.string()),
  region: Place,
  /** Deals running now. */
  deals: v.array(StoreDeal),
});
export type SellerDetail = v.InferOutput<typeof SellerDetail>;

/** A running deal with its store and a few of the store's discounted products. */
export const StoreDealCard = v.object({
  ...StoreDeal.entries,
  seller: v.object({ slug: Slug, name: v.string(), logo: v.string() }),
  products: v.array(ProductCard),
});
export type StoreDealCard = v.InferOutput<typeof StoreDealCard>;

export type Category = v.InferOutput<typeof Category>;

export const HomeFeed = v.object({
  featured: v.array(ProductCard),
  newArrivals: v.array(ProductCard),
  /** The best discounts on products in stock. */
  deals: v.array(ProductCard),
  sellers: v.array(SellerCard),
  categories: v.array(Category),
});

export type HomeFeed = v.InferOutput<typeof HomeFeed>;

/** At most this many products, categories and stores are suggested for one query. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_STORES = 3;

/**
 * What the header suggests as the shopper types, each list by relevance, best first: products
 * (with the first image, and whether it is a gift, which opens on the gift page), categories and
 * stores, matched as the search matches them.
 */
export const SearchSuggestions = v.object({
  products: v.pipe(
    v.array(v.object({ slug: Slug, name: v.string(), image: v.nullable(v.string()), isGift: v.boolean() })),
    v.maxLength(SUGGESTED_PRODUCTS),
  ),
  categories: v.pipe(v.array(Named), v.maxLength(SUGGESTED_CATEGORIES)),
  stores: v.pipe(v.array(Named), v.maxLength(SUGGESTED_STORES)),
});
export type SearchSuggestions = v.InferOutput<typeof SearchSuggestions>;

// ── Operations ─────────────────────────────────────────────────────────────────────────────

const tag = 'catalogue';

export const catalogueOperations = {
  listProducts: defineOperation({
    id: 'listProducts',
    method: 'get',
    path: '/api/products',
    summary: 'Products, filtered and sorted (prices in halalas, on the sale price)',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: ProductListQuery,
    response: ProductPage,
  }),
  getProduct: defineOperation({
    id: 'getProduct',
    method: 'get',
    path: '/api/products/{slug}',
    summary: "One product, with options, stock, its seller, shipping, rating summary and first reviews",
    tag,
    access: 'optional',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    response: ProductDetail,
  }),
  listProductReviews: defineOperation({
    id: 'listProductReviews',
    method: 'get',
    path: '/api/products/{slug}/reviews',
    summary: "A product's reviews, newest first",
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    query: ReviewsQuery,
    response: ReviewPage,
  }),
  listGiftProducts: defineOperation({
    id: 'listGiftProducts',
    method: 'get',
    path: '/api/gift-products',
    summary: 'Gift products, with the filters and sorts of the product listing',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: ProductListQuery,
    response: ProductPage,
  }),
  getGiftProduct: defineOperation({
    id: 'getGiftProduct',
    method: 'get',
    path: '/api/gift-products/{slug}',
    summary: 'One gift product (404 for a product that is not a gift)',
    tag,
    access: 'optional',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    response: ProductDetail,
  }),
  listCategories: defineOperation({
    id: 'listCategories',
    method: 'get',
    path: '/api/categories',
    summary: 'Every category, with its number of products',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    response: v.array(Category),
  }),
  listSellers: defineOperation({
    id: 'listSellers',
    method: 'get',
    path: '/api/sellers',
    summary: 'Stores, featured first or by name',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: SellerListQuery,
    response: pageOf(SellerCard),
  }),
  getSeller: defineOperation({
    id: 'getSeller',
    method: 'get',
    path: '/api/sellers/{slug}',
    summary: 'One store, with its running deals',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    response: SellerDetail,
  }),
  listSellerProducts: defineOperation({
    id: 'listSellerProducts',
    method: 'get',
    path: '/api/sellers/{slug}/products',
    summary: "One store's products: /api/products?seller={slug}, with 404 for an unknown store",
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    query: SellerProductsQuery,
    response: ProductPage,
  }),
  listStoreDeals: defineOperation({
    id: 'listStoreDeals',
    method: 'get',
    path: '/api/store-deals',
    summary: 'Store deals running now, each with its store and a few discounted products',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: v.object(PageQuery),
    response: pageOf(StoreDealCard),
  }),
  getHome: defineOperation({
    id: 'getHome',
    method: 'get',
    path: '/api/home',
    summary: 'The home feed: featured, new, best deals, featured stores, categories',
    tag,
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    response: HomeFeed,
  }),
  searchProducts: defineOperation({
    id: 'searchProducts',
    method: 'get',
    path: '/api/search/products',
    summary: 'Products matching a query in either language (and the listing filters), by relevance',
    tag: 'search',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: ProductSearchQuery,
    response: ProductPage,
  }),
  searchSellers: defineOperation({
    id: 'searchSellers',
    method: 'get',
    path: '/api/search/sellers',
    summary: 'Stores matching a query in either language, by relevance',
    tag: 'search',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: SellerSearchQuery,
    response: pageOf(SellerCard),
  }),
  searchSuggestions: defineOperation({
    id: 'searchSuggestions',
    method: 'get',
    path: '/api/search/suggestions',
    summary: `Suggestions as the shopper types: up to ${SUGGESTED_PRODUCTS} products, ${SUGGESTED_CATEGORIES} categories and ${SUGGESTED_STORES} stores matching the text`,
    tag: 'search',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    query: SuggestionsQuery,
    response: SearchSuggestions,
  }),
};

/** How many products each part of the home feed shows, and how many stores. */
export const HOME_PRODUCTS = 8;
export const HOME_SELLERS = 6;
/** How many of a store's discounted products a deal shows. */
export const DEAL_PRODUCTS = 4;
/** Reviews on the product page before "more". */
export const FIRST_REVIEWS = 5;
