// The favourites port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/favourites/favourites-repository.contract.ts) holds it to the same
// behaviour as the database's adapter.
import type { FavouriteRow, FavouritesPage, FavouritesRepository } from '../../use-cases/favourites/favourites-repository';
import { STORE_PRODUCTS } from '../account-fixtures';

/** The store's products (STORE_PRODUCTS) as the port reads them, the schema's defaults filled in. */
export const STORE_FAVOURITE_ROWS: readonly FavouriteRow[] = STORE_PRODUCTS.map((product) => ({
  slug: product.slug,
  sellerSlug: product.sellerSlug,
  nameEn: product.nameEn,
  nameAr: product.nameAr,
  price: product.price,
  discountBasisPoints: product.discountBasisPoints ?? null,
  freeShipping: false,
  customisable: false,
  stock: product.stock,
  images: product.images,
}));

export class MemoryFavouritesRepository implements FavouritesRepository {
  private readonly products: ReadonlyMap<string, FavouriteRow>;
  /** Per shopper, the kept slugs with the order they were kept in (a counter stands in for the time). */
  private readonly kept = new Map<string, Map<string, number>>();
  private added = 0;

  constructor(products: readonly FavouriteRow[]) {
    this.products = new Map(products.map((product) => [product.slug, product]));
  }

  async productExists(slug: string): Promise<boolean> {
    return this.products.has(slug);
  }

  async page(userId: string, { offset, limit }: { readonly offset: number; readonly limit: number }): Promise<FavouritesPage> {
    const kept = [...(this.kept.get(userId) ?? new Map<string, number>())];
    const newestFirst = kept.sort(([slugA, a], [slugB, b]) => b - a || slugA.localeCompare(slugB));
    return {
      rows: newestFirst.slice(offset, offset + limit).map(([slug]) => this.products.get(slug)!),
      total: kept.length,
    };
  }

  async add(userId: string, productSlug: string): Promise<void> {
    const kept = this.kept.get(userId) ?? new Map<string, number>();
    if (!kept.has(productSlug)) kept.set(productSlug, ++this.added);
    this.kept.set(userId, kept);
  }

  async remove(userId: string, productSlug: string): Promise<void> {
    this.kept.get(userId)?.delete(productSlug);
  }
}
