// CatalogueGateway over the API's catalogue and search operations (src/contract/catalogue.ts):
// turns the port's typed filters into the query strings the contract reads, and a listing's
// `after` cursor into the query that continues past the numbered pages. The contract's schemas
// load with the first catalogue call, not with the first page's script.
import type {
  CatalogueGateway,
  Category,
  HomeFeed,
  Page,
  ProductDetail,
  ProductFilters,
  ProductListRequest,
  ProductPage,
  ProductSearchRequest,
  Review,
  SearchSuggestions,
  SellerCard,
  SellerDetail,
  StoreDealCard,
} from '../application/ports/catalogue-gateway';
import type { catalogueOperations as CatalogueOperations } from '../contract/catalogue';
import type { ApiClient } from './api-client';

/** The query entries every listing shares; absent and "off" entries are left out of the URL. */
function filterQuery(filters: ProductFilters) {
  return {
    category: filters.categories.length > 0 ? filters.categories.join(',') : undefined,
    priceFrom: filters.priceFrom === undefined ? undefined : String(filters.priceFrom),
    priceTo: filters.priceTo === undefined ? undefined : String(filters.priceTo),
    freeShipping: filters.freeShipping ? 'true' : undefined,
    discounted: filters.discounted ? 'true' : undefined,
    customised: filters.customised ? 'true' : undefined,
  } as const;
}

let loading: Promise<typeof CatalogueOperations> | undefined;
const operations = () => (loading ??= import('../contract/catalogue').then((contract) => contract.catalogueOperations));

/** A page by number, or the page after a cursor (sent without `page`: absent entries are left out). */
const listQuery = (request: ProductListRequest) => ({
  ...filterQuery(request),
  sort: request.sort,
  page: request.after === undefined ? String(request.page) : undefined,
  after: request.after,
});

export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly api: ApiClient) {}

  async home(): Promise<HomeFeed> {
    return this.api.call((await operations()).getHome);
  }

  async categories(): Promise<readonly Category[]> {
    return this.api.call((await operations()).listCategories);
  }

  async products(request: ProductListRequest & { readonly gift?: boolean }): Promise<ProductPage> {
    const contract = await operations();
    const operation = request.gift ? contract.listGiftProducts : contract.listProducts;
    return this.api.call(operation, { query: listQuery(request) });
  }

  async product(slug: string): Promise<ProductDetail> {
    return this.api.call((await operations()).getProduct, { params: { slug } });
  }

  async giftProduct(slug: string): Promise<ProductDetail> {
    return this.api.call((await operations()).getGiftProduct, { params: { slug } });
  }

  async reviews(productSlug: string, page: number, pageSize: number): Promise<Page<Review>> {
    return this.api.call((await operations()).listProductReviews, {
      params: { slug: productSlug },
      query: { page: String(page), pageSize: String(pageSize) },
    });
  }

  async sellers(page: number): Promise<Page<SellerCard>> {
    return this.api.call((await operations()).listSellers, { query: { page: String(page) } });
  }

  async seller(slug: string): Promise<SellerDetail> {
    return this.api.call((await operations()).getSeller, { params: { slug } });
  }

  async sellerProducts(sellerSlug: string, request: ProductListRequest): Promise<ProductPage> {
    return this.api.call((await operations()).listSellerProducts, { params: { slug: sellerSlug }, query: listQuery(request) });
  }

  async storeDeals(page: number): Promise<Page<StoreDealCard>> {
    return this.api.call((await operations()).listStoreDeals, { query: { page: String(page) } });
  }

  async searchProducts(request: ProductSearchRequest): Promise<ProductPage> {
    return this.api.call((await operations()).searchProducts, {
      query: { q: request.query, ...filterQuery(request), sort: request.sort, page: String(request.page) },
    });
  }

  async searchSellers(query: string, page: number): Promise<Page<SellerCard>> {
    return this.api.call((await operations()).searchSellers, { query: { q: query, page: String(page) } });
  }

  async suggest(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
    return this.api.call((await operations()).searchSuggestions, { query: { q: query } }, { signal });
  }
}
