// The FavouritesGateway port: the signed-in shopper's favourite products, and adding or removing
// one by its slug. Both changes are idempotent on the server, so a double tap is harmless.
import type { Halalas } from '../../domain/money';
import type { Page, StockState } from './catalogue-gateway';
import { serviceToken } from './service-token';

export interface FavouriteProduct {
  readonly slug: string;
  /** In the interface language. */
  readonly name: string;
  /** VAT-inclusive list price. */
  readonly price: Halalas;
  /** What the shopper pays per piece. */
  readonly salePrice: Halalas;
  /** 2500 is 25 %; null without a discount. */
  readonly discountBasisPoints: number | null;
  /** The first image's path, or null. */
  readonly image: string | null;
  readonly stockState: StockState;
}

/** The largest page the API answers, for reading every favourite at once. */
export const FAVOURITES_MAX_PAGE_SIZE = 100;

/** Every method needs a signed-in shopper; without one it rejects with a 401 RequestFailure. */
export interface FavouritesGateway {
  /** The most recently added first. */
  list(page: number, pageSize?: number): Promise<Page<FavouriteProduct>>;
  add(productSlug: string): Promise<void>;
  remove(productSlug: string): Promise<void>;
}

export const FAVOURITES_GATEWAY = serviceToken<FavouritesGateway>('FavouritesGateway');
