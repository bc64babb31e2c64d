// The port of the shopper's favourites: which products a shopper keeps, newest first. An
// adapter stores them (server/persistence/favourites, or an in-memory one in tests); the
// use cases in favourites.ts decide what a shopper may do with them.

/** A favourite product as stored: what its card needs, in both languages. */
export interface FavouriteRow {
  readonly slug: string;
  readonly sellerSlug: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** Halalas. */
  readonly price: number;
  readonly discountBasisPoints: number | null;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly stock: number;
  readonly images: readonly string[];
}

export interface FavouritesPage {
  readonly rows: readonly FavouriteRow[];
  readonly total: number;
}

export interface FavouritesRepository {
  /** Whether the catalogue has a product of this slug. */
  productExists(slug: string): Promise<boolean>;
  /** One page of the shopper's favourites, the most recently added first (ties by slug), and how many there are. */
  page(userId: string, page: { readonly offset: number; readonly limit: number }): Promise<FavouritesPage>;
  /** Keeps the product; keeping it again changes nothing. */
  add(userId: string, productSlug: string): Promise<void>;
  /** Forgets the product; forgetting one not kept changes nothing. */
  remove(userId: string, productSlug: string): Promise<void>;
}
