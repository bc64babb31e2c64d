// The CatalogueGateway port: the home feed, product listings (with the filters and sorts of spec
// §9), product and gift detail with reviews, categories, stores, store deals, search and the
// suggestions offered while a search is typed. Texts come in the interface language; money is
// integer halalas. The shapes mirror the API's answers (src/contract/catalogue.ts), which the
// HTTP adapter's types check.
import type { Halalas } from '../../domain/money';
import type { OptionStock } from '../../domain/pricing';
import { serviceToken } from './service-token';

/** Spec §9: newest, oldest, highest price, lowest price. Prices sort on the sale price. */
export const PRODUCT_SORTS = ['newest', 'oldest', 'price-desc', 'price-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

/** Search results add relevance, their default order. */
export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * How far a product listing counts and pages by number: past this many matches the count is
 * "at least" (shown "1,000+") and the pages after the last numbered one are reached by cursor.
 */
export const LISTING_COUNT_CAP = 1000;

/**
 * A page of products. `total` is exact up to LISTING_COUNT_CAP; when more match it is the cap and
 * `totalIsLowerBound` is true. `next` is the cursor of the page after this one (the `after` of a
 * listing request), null on the last page and always null in search, whose pages stop at the cap.
 */
export interface ProductPage extends Page<ProductCard> {
  readonly totalIsLowerBound: boolean;
  readonly next: string | null;
}

export interface Named {
  readonly slug: string;
  readonly name: string;
}

export interface Place {
  readonly id: string;
  readonly name: string;
}

export interface Rating {
  /** One decimal; null before the first rating. */
  readonly average: number | null;
  readonly count: number;
}

export interface ProductCard {
  readonly slug: string;
  readonly name: string;
  /** VAT-inclusive list price. */
  readonly price: Halalas;
  /** What the shopper pays: the price minus the discount. */
  readonly salePrice: Halalas;
  /** 2500 is 25 %; null without a discount. */
  readonly discountBasisPoints: number | null;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly isGift: boolean;
  readonly stockState: StockState;
  readonly rating: Rating;
  /** The first image's path; null when the product has none. */
  readonly image: string | null;
  readonly seller: Named;
}

export interface ProductOption {
  readonly id: string;
  readonly name: string;
  /** Colours only: the swatch, #rrggbb. */
  readonly hex?: string;
}

export interface Review {
  readonly id: string;
  /** First name and the family name's initial. */
  readonly author: string;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: string;
}

export interface RatingSummary extends Rating {
  /** How many reviews gave each number of stars, from 5 down to 1. */
  readonly distribution: readonly { readonly stars: number; readonly count: number }[];
}

export interface Shipping {
  readonly free: boolean;
  /** To `region`, or the seller's lowest fee when `region` is null; null when not shipped there. */
  readonly fee: Halalas | null;
  /** The signed-in shopper's default address's region, when there is one. */
  readonly region: Place | null;
}

export interface ProductDetail extends Omit<ProductCard, 'seller'> {
  readonly description: string;
  readonly images: readonly string[];
  readonly category: Named;
  readonly seller: Named & { readonly logo: string; readonly city: Place };
  readonly colours: readonly ProductOption[];
  readonly sizes: readonly ProductOption[];
  /** Pieces in stock, for every colour and size together. */
  readonly stock: number;
  /**
   * When the seller counts each colour and size apart: the pieces of each pair (an id null for a
   * kind the product does not offer), every pair of its colours and sizes listed. Null when its
   * options all draw on `stock`.
   */
  readonly optionStock: readonly OptionStock[] | null;
  /** The longest name that may be written on it (a customisable product), in characters. */
  readonly nameOnProductMaxLength: number;
  readonly shipping: Shipping;
  readonly ratingSummary: RatingSummary;
  /** The first page of reviews, newest first. */
  readonly reviews: Page<Review>;
  readonly createdAt: string;
}

export interface Category {
  readonly slug: string;
  readonly name: string;
  readonly image: string;
  /** Exact up to LISTING_COUNT_CAP; past it, the cap, and the next field says "at least". */
  readonly productCount: number;
  readonly productCountIsLowerBound?: boolean;
}

export interface SellerCard {
  readonly slug: string;
  readonly name: string;
  readonly logo: string;
  readonly city: Place;
  /** The start of the description, for a card. */
  readonly description: string;
  readonly featured: boolean;
  readonly productCount: number;
  readonly rating: Rating;
}

export interface StoreDeal {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly discountBasisPoints: number;
  readonly banner: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

export interface SellerDetail extends SellerCard {
  readonly banner: string | null;
  readonly region: Place;
  /** Deals running now. */
  readonly deals: readonly StoreDeal[];
}

export interface StoreDealCard extends StoreDeal {
  readonly seller: Named & { readonly logo: string };
  readonly products: readonly ProductCard[];
}

export interface HomeFeed {
  readonly featured: readonly ProductCard[];
  readonly newArrivals: readonly ProductCard[];
  /** The best discounts on products in stock. */
  readonly deals: readonly ProductCard[];
  readonly sellers: readonly SellerCard[];
  readonly categories: readonly Category[];
}

/** At most this many products, categories and stores are suggested for one query. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_STORES = 3;

export interface SuggestedProduct extends Named {
  /** The first image's path; null when the product has none. */
  readonly image: string | null;
  /** A gift opens on its gift page. */
  readonly isGift: boolean;
}

/** What the header's search box suggests as the shopper types, each list best first. */
export interface SearchSuggestions {
  readonly products: readonly SuggestedProduct[];
  readonly categories: readonly Named[];
  readonly stores: readonly Named[];
}

/** The filters of a product listing (spec §9); absent means "any". */
export interface ProductFilters {
  /** Category slugs; a product in any of them matches. */
  readonly categories: readonly string[];
  /** Halalas, on the sale price, included. */
  readonly priceFrom?: Halalas;
  readonly priceTo?: Halalas;
  readonly freeShipping: boolean;
  readonly discounted: boolean;
  /** Products that can carry a name. */
  readonly customised: boolean;
}

export interface ProductListRequest extends ProductFilters {
  readonly sort: ProductSort;
  readonly page: number;
  /** The `next` of the page before: asks for the page after it, instead of `page`. */
  readonly after?: string;
}

export interface ProductSearchRequest extends ProductFilters {
  readonly query: string;
  readonly sort: SearchSort;
  readonly page: number;
}

/**
 * Every method rejects with a RequestFailure when the API refuses: 404 catalogue.productNotFound
 * or catalogue.sellerNotFound for an unknown slug, 400 catalogue.searchQueryRequired for a blank
 * query, and a 400 on the field `after` for a cursor it does not read (catalogue.cursorInvalid) or
 * on `page` for a page past the count.
 */
export interface CatalogueGateway {
  home(): Promise<HomeFeed>;
  categories(): Promise<readonly Category[]>;
  /** Every product, or only `seller`'s; gifts only with `gift`. */
  products(request: ProductListRequest & { readonly gift?: boolean }): Promise<ProductPage>;
  product(slug: string): Promise<ProductDetail>;
  /** 404 for a product that is not a gift. */
  giftProduct(slug: string): Promise<ProductDetail>;
  /** `pageSize` matches the product answer's first page (FIRST_REVIEWS) so that "more" continues it. */
  reviews(productSlug: string, page: number, pageSize: number): Promise<Page<Review>>;
  sellers(page: number): Promise<Page<SellerCard>>;
  seller(slug: string): Promise<SellerDetail>;
  sellerProducts(sellerSlug: string, request: ProductListRequest): Promise<ProductPage>;
  storeDeals(page: number): Promise<Page<StoreDealCard>>;
  searchProducts(request: ProductSearchRequest): Promise<ProductPage>;
  searchSellers(query: string, page: number): Promise<Page<SellerCard>>;
  /**
   * Products, categories and stores whose names match what the shopper has typed so far (at most
   * SUGGESTED_PRODUCTS, SUGGESTED_CATEGORIES, SUGGESTED_STORES); a blank query has none, and is
   * not refused. `signal` abandons the request once a newer one has replaced it.
   */
  suggest(query: string, signal?: AbortSignal): Promise<SearchSuggestions>;
}

export const CATALOGUE_GATEWAY = serviceToken<CatalogueGateway>('CatalogueGateway');
