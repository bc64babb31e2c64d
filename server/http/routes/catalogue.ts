// The catalogue and search routes (src/contract/catalogue.ts): thin handlers over the catalogue
// read queries (server/persistence/catalogue), in the request's language.
import type { Hono } from 'hono';
import { catalogueOperations as operations, type Category, type ProductListQuery, type ProductPage } from '../../../src/contract/catalogue';
import { SHARED_CACHE_SECONDS } from '../../../src/contract/operation';
import type { Language } from '../../../src/domain/locale';
import type { Services } from '../../use-cases/services';
import { storeDealPage } from '../../persistence/catalogue/deals';
import { allCategories, homeFeed, homeSellers } from '../../persistence/catalogue/home';
import { boundedCountOf, decodeCursor, productPage, searchPostingsHold, suggestionPostingsHold, type ListingCursor, type ProductFilters, type ProductPageQuery } from '../../persistence/catalogue/product-cards';
import { productDetail, productExists, productReviews } from '../../persistence/catalogue/product-detail';
import { sellerDetail, sellerExists, sellerPage } from '../../persistence/catalogue/sellers';
import { categoryNames, searchSuggestions } from '../../persistence/catalogue/suggestions';
import { completedQuery, lexiconCompletions, readTextQuery, type Completions } from '../../persistence/catalogue/text-search';
import type { AppEnv } from '../env';
import { fieldError, notFound } from '../errors';
import { mount } from '../operation';

const SEARCH_QUERY_REQUIRED = 'catalogue.searchQueryRequired';

/**
 * An empty search is refused with the spec's own message ("Please enter your search query"),
 * as the error's message and as the message of the field `q`.
 */
const searchQueryRequired = () => fieldError(400, SEARCH_QUERY_REQUIRED, 'q');

type ListingQuery = Omit<ProductListQuery, 'sort' | 'seller' | 'after'> & { seller?: string };

const CURSOR_INVALID = 'catalogue.cursorInvalid';

/**
 * What `read` answers, read at most once per guest-cache lifetime (SHARED_CACHE_SECONDS) in each
 * process under `key`, whatever URL asked; a change a shopper must see at once clears it with the
 * guest answers. For what aggregates over many products (categories' counts, stores' counts and
 * ratings): the costliest reads of a page, and a few seconds old they read the same.
 */
async function kept<T>(services: Services, key: string, read: () => Promise<T>): Promise<T> {
  const cached = services.responseCache.get(key);
  if (cached !== undefined) return JSON.parse(cached) as T;
  const value = await read();
  services.responseCache.set(key, JSON.stringify(value), SHARED_CACHE_SECONDS);
  return value;
}

/** The lexicon's completions of a word being typed (text-search.ts), kept: every search and suggestion asks for them. */
const keptCompletions =
  (services: Services): Completions =>
  (beginning) =>
    kept(services, `completions ${beginning}`, () => lexiconCompletions(services.db)(beginning));

/** The categories with their product counts (up to a thousand index entries per category), kept. */
const categoriesOf = (services: Services, language: Language): Promise<Category[]> =>
  kept(services, `categories with counts ${language}`, () => allCategories(services.db, language));

/**
 * A listing's page, with the count of its filters kept as `kept` keeps, whatever sort, page or
 * language asked: the bounded count reads up to a thousand index entries, more than the page itself.
 */
async function listingPage(services: Services, language: Language, query: Omit<ProductPageQuery, 'text' | 'knownCount'>): Promise<ProductPage> {
  const key = `listing count ${JSON.stringify(query.filters)}`;
  const known = services.responseCache.get(key);
  const page = await productPage(services.db, language, { ...query, knownCount: known === undefined ? undefined : Number(known) });
  if (known === undefined) services.responseCache.set(key, String(boundedCountOf(page)), SHARED_CACHE_SECONDS);
  return page;
}

/** The `after` cursor of a listing sorted by `sort`; one that is not a cursor of this sort is refused on `after`. */
function cursorOf(query: { readonly after?: string; readonly sort: ProductListQuery['sort'] }): ListingCursor | undefined {
  if (query.after === undefined) return undefined;
  const cursor = decodeCursor(query.sort, query.after);
  if (cursor === null) throw fieldError(400, CURSOR_INVALID, 'after');
  return cursor;
}

const filtersOf = (query: ListingQuery): ProductFilters => ({
  categories: query.category,
  seller: query.seller,
  priceFrom: query.priceFrom,
  priceTo: query.priceTo,
  freeShipping: query.freeShipping,
  discounted: query.discounted,
  customisable: query.customised,
  giftsOnly: query.gift,
});

export function registerCatalogueRoutes(app: Hono<AppEnv>): void {
  mount(app, operations.listProducts, async ({ query }, { services, language }) =>
    listingPage(services, language, { filters: filtersOf(query), sort: query.sort, page: query.page, pageSize: query.pageSize, after: cursorOf(query) }),
  );

  mount(app, operations.getProduct, async ({ params }, { services, language, user }) => {
    const product = await productDetail(services.db, params.slug, { language, userId: user?.id ?? null });
    if (!product) throw notFound('catalogue.productNotFound');
    return product;
  });

  mount(app, operations.listProductReviews, async ({ params, query }, { services, language }) => {
    const page = await productReviews(services.db, params.slug, query.page, query.pageSize, language);
    if (page.total === 0 && !(await productExists(services.db, params.slug))) throw notFound('catalogue.productNotFound');
    return page;
  });

  mount(app, operations.listGiftProducts, async ({ query }, { services, language }) =>
    listingPage(services, language, {
      filters: { ...filtersOf(query), giftsOnly: true },
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      after: cursorOf(query),
    }),
  );

  mount(app, operations.getGiftProduct, async ({ params }, { services, language, user }) => {
    const product = await productDetail(services.db, params.slug, { language, userId: user?.id ?? null, giftsOnly: true });
    if (!product) throw notFound('catalogue.productNotFound');
    return product;
  });

  mount(app, operations.listCategories, async (_, { services, language }) => categoriesOf(services, language));

  mount(app, operations.listSellers, async ({ query }, { services, language }) => sellerPage(services.db, language, query));

  mount(app, operations.getSeller, async ({ params }, { services, language }) => {
    const seller = await sellerDetail(services.db, language, params.slug, services.clock.now());
    if (!seller) throw notFound('catalogue.sellerNotFound');
    return seller;
  });

  mount(app, operations.listSellerProducts, async ({ params, query }, { services, language }) => {
    const page = await listingPage(services, language, {
      filters: filtersOf({ ...query, seller: params.slug }),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      after: cursorOf(query),
    });
    if (page.total === 0 && !(await sellerExists(services.db, params.slug))) throw notFound('catalogue.sellerNotFound');
    return page;
  });

  mount(app, operations.listStoreDeals, async ({ query }, { services, language }) =>
    storeDealPage(services.db, language, services.clock.now(), query.page, query.pageSize),
  );

  mount(app, operations.getHome, async (_, { services, language }) =>
    homeFeed(services.db, language, {
      categories: categoriesOf(services, language),
      sellers: kept(services, `home stores ${language}`, () => homeSellers(services.db, language)),
    }),
  );

  mount(app, operations.searchProducts, async ({ query }, { services, language }) => {
    if (query.q === '') throw searchQueryRequired();
    const text = readTextQuery(query.q);
    const page = { page: query.page, pageSize: query.pageSize };
    if (!text) return { items: [], total: 0, totalIsLowerBound: false, next: null, ...page };
    const search = { filters: filtersOf(query), sort: query.sort, text: await completedQuery(services.db, text, keptCompletions(services)) };
    // Whether the postings answer this search reads up to a thousand index entries per term: kept, as a listing's count is.
    const postingsHold = await kept(services, `search postings ${JSON.stringify(search)}`, () => searchPostingsHold(services.db, search));
    return productPage(services.db, language, { ...search, ...page, postingsHold });
  });

  // A blank query suggests nothing rather than being refused: the box asks as the shopper types.
  mount(app, operations.searchSuggestions, async ({ query }, { services, language }) =>
    searchSuggestions(services.db, language, query.q, {
      categories: () => kept(services, 'category names', () => categoryNames(services.db)),
      completions: keptCompletions(services),
      postingsHold: (text) => kept(services, `suggestion postings ${JSON.stringify(text)}`, () => suggestionPostingsHold(services.db, text)),
    }),
  );

  mount(app, operations.searchSellers, async ({ query }, { services, language }) => {
    if (query.q === '') throw searchQueryRequired();
    const text = readTextQuery(query.q);
    const page = { page: query.page, pageSize: query.pageSize };
    if (!text) return { items: [], total: 0, ...page };
    return sellerPage(services.db, language, { sort: 'featured', text: await completedQuery(services.db, text, keptCompletions(services)), ...page });
  });
}
