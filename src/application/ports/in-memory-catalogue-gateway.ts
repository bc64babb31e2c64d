// Test twins of the CatalogueGateway and FavouritesGateway ports: a catalogue held in memory
// (empty unless given), paged like the API (counted up to LISTING_COUNT_CAP, numbered pages up to
// the cap, then `next` cursors that are the index of the page's first product), that remembers
// every listing request and suggestion query it answered, and a favourites list over a set of
// slugs. Suggestions match names as the search analyses words, the last word as a prefix.
import { indexTerms, matchesQuery, queryTerms } from '../../domain/search';
import {
  LISTING_COUNT_CAP,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  SUGGESTED_STORES,
  type CatalogueGateway,
  type Category,
  type HomeFeed,
  type Page,
  type ProductCard,
  type ProductDetail,
  type ProductListRequest,
  type ProductPage,
  type ProductSearchRequest,
  type Review,
  type SearchSuggestions,
  type SellerCard,
  type SellerDetail,
  type StoreDealCard,
} from './catalogue-gateway';
import type { FavouriteProduct, FavouritesGateway } from './favourites-gateway';
import { RequestFailure } from './request-failure';

const PAGE_SIZE = 24;

function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

const notFound = (code: string) => new RequestFailure(404, code, code);

/** A 400 on one field, as the API answers it (messages are their keys here). */
const refused = (code: string, field: string, fieldMessage = code) => new RequestFailure(400, code, code, { [field]: [fieldMessage] });

const CURSOR = /^at-(\d{1,9})$/;

/**
 * Products as the API pages a listing: by number up to the count's cap (a deeper page is refused
 * on `page`), or from a cursor, `at-<index of the first product>` (another is refused on
 * `after`). Search pages never give a cursor.
 */
function productPageOf(cards: readonly ProductCard[], request: { readonly page: number; readonly after?: string }, cursors: boolean): ProductPage {
  const start = request.after === undefined ? (request.page - 1) * PAGE_SIZE : Number(CURSOR.exec(request.after)?.[1] ?? Number.NaN);
  if (request.after !== undefined && !(start < cards.length)) throw refused('catalogue.cursorInvalid', 'after');
  if (request.page > Math.ceil(LISTING_COUNT_CAP / PAGE_SIZE)) throw refused('http.invalidInput', 'page', 'validation.max');
  const end = start + PAGE_SIZE;
  return {
    items: cards.slice(start, end),
    total: Math.min(cards.length, LISTING_COUNT_CAP),
    totalIsLowerBound: cards.length > LISTING_COUNT_CAP,
    page: request.page,
    pageSize: PAGE_SIZE,
    next: cursors && end < cards.length ? `at-${end}` : null,
  };
}

export interface InMemoryCatalogue {
  readonly products?: readonly ProductDetail[];
  readonly categories?: readonly Category[];
  readonly sellers?: readonly SellerDetail[];
  readonly deals?: readonly StoreDealCard[];
}

export class InMemoryCatalogueGateway implements CatalogueGateway {
  /** Every listing and search request, in order, for tests of how screens ask. */
  readonly requests: (ProductListRequest | ProductSearchRequest)[] = [];
  /** Every query suggestions were asked for, in order. */
  readonly suggestionQueries: string[] = [];

  constructor(private readonly catalogue: InMemoryCatalogue = {}) {}

  private get productList(): readonly ProductDetail[] {
    return this.catalogue.products ?? [];
  }

  private get sellerList(): readonly SellerDetail[] {
    return this.catalogue.sellers ?? [];
  }

  async home(): Promise<HomeFeed> {
    const cards = this.productList.map(cardOf);
    return {
      featured: cards.slice(0, 8),
      newArrivals: cards.slice(0, 8),
      deals: cards.filter((card) => card.discountBasisPoints !== null).slice(0, 8),
      sellers: this.sellerList.filter((seller) => seller.featured).slice(0, 6),
      categories: [...(this.catalogue.categories ?? [])],
    };
  }

  async categories(): Promise<readonly Category[]> {
    return this.catalogue.categories ?? [];
  }

  async products(request: ProductListRequest & { readonly gift?: boolean }): Promise<ProductPage> {
    this.requests.push(request);
    const matching = this.productList.filter((product) => (request.gift ? product.isGift : true) && matches(product, request));
    return productPageOf(matching.map(cardOf), request, true);
  }

  async product(slug: string): Promise<ProductDetail> {
    const product = this.productList.find((candidate) => candidate.slug === slug);
    if (product === undefined) throw notFound('catalogue.productNotFound');
    return product;
  }

  async giftProduct(slug: string): Promise<ProductDetail> {
    const product = await this.product(slug);
    if (!product.isGift) throw notFound('catalogue.productNotFound');
    return product;
  }

  async reviews(productSlug: string, page: number, pageSize: number): Promise<Page<Review>> {
    const product = await this.product(productSlug);
    return pageOf(product.reviews.items, page, pageSize);
  }

  async sellers(page: number): Promise<Page<SellerCard>> {
    return pageOf(this.sellerList, page);
  }

  async seller(slug: string): Promise<SellerDetail> {
    const seller = this.sellerList.find((candidate) => candidate.slug === slug);
    if (seller === undefined) throw notFound('catalogue.sellerNotFound');
    return seller;
  }

  async sellerProducts(sellerSlug: string, request: ProductListRequest): Promise<ProductPage> {
    await this.seller(sellerSlug);
    this.requests.push(request);
    const matching = this.productList.filter((product) => product.seller.slug === sellerSlug && matches(product, request));
    return productPageOf(matching.map(cardOf), request, true);
  }

  async storeDeals(page: number): Promise<Page<StoreDealCard>> {
    return pageOf(this.catalogue.deals ?? [], page);
  }

  async searchProducts(request: ProductSearchRequest): Promise<ProductPage> {
    if (request.query.trim() === '') throw new RequestFailure(400, 'catalogue.searchQueryRequired', 'catalogue.searchQueryRequired');
    this.requests.push(request);
    const query = request.query.toLowerCase();
    const matching = this.productList.filter((product) => product.name.toLowerCase().includes(query) && matches(product, request));
    return productPageOf(matching.map(cardOf), { page: request.page }, false);
  }

  async searchSellers(query: string, page: number): Promise<Page<SellerCard>> {
    if (query.trim() === '') throw new RequestFailure(400, 'catalogue.searchQueryRequired', 'catalogue.searchQueryRequired');
    return pageOf(
      this.sellerList.filter((seller) => seller.name.toLowerCase().includes(query.toLowerCase())),
      page,
    );
  }

  async suggest(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
    signal?.throwIfAborted();
    this.suggestionQueries.push(query);
    const terms = queryTerms(query);
    const named = ({ name }: { readonly name: string }) => terms.length > 0 && matchesQuery(indexTerms(name), terms);
    return {
      products: this.productList
        .filter(named)
        .slice(0, SUGGESTED_PRODUCTS)
        .map(({ slug, name, image, isGift }) => ({ slug, name, image, isGift })),
      categories: (this.catalogue.categories ?? []).filter(named).slice(0, SUGGESTED_CATEGORIES).map(({ slug, name }) => ({ slug, name })),
      stores: this.sellerList.filter(named).slice(0, SUGGESTED_STORES).map(({ slug, name }) => ({ slug, name })),
    };
  }
}

function matches(product: ProductDetail, filters: ProductListRequest | ProductSearchRequest): boolean {
  return (
    (filters.categories.length === 0 || filters.categories.includes(product.category.slug)) &&
    (filters.priceFrom === undefined || product.salePrice >= filters.priceFrom) &&
    (filters.priceTo === undefined || product.salePrice <= filters.priceTo) &&
    (!filters.freeShipping || product.freeShipping) &&
    (!filters.discounted || product.discountBasisPoints !== null) &&
    (!filters.customised || product.customisable)
  );
}

function cardOf(product: ProductDetail): ProductCard {
  return {
    slug: product.slug,
    name: product.name,
    price: product.price,
    salePrice: product.salePrice,
    discountBasisPoints: product.discountBasisPoints,
    freeShipping: product.freeShipping,
    customisable: product.customisable,
    isGift: product.isGift,
    stockState: product.stockState,
    rating: product.rating,
    image: product.image,
    seller: { slug: product.seller.slug, name: product.seller.name },
  };
}

export class InMemoryFavouritesGateway implements FavouritesGateway {
  readonly slugs: Set<string>;

  constructor(
    initial: readonly string[] = [],
    private readonly describe: (slug: string) => FavouriteProduct = (slug) => ({
      slug,
      name: slug,
      price: 0,
      salePrice: 0,
      discountBasisPoints: null,
      image: null,
      stockState: 'in-stock',
    }),
  ) {
    this.slugs = new Set(initial);
  }

  async list(page: number, pageSize = PAGE_SIZE): Promise<Page<FavouriteProduct>> {
    return pageOf([...this.slugs].reverse().map(this.describe), page, pageSize);
  }

  async add(productSlug: string): Promise<void> {
    this.slugs.add(productSlug);
  }

  async remove(productSlug: string): Promise<void> {
    this.slugs.delete(productSlug);
  }
}
