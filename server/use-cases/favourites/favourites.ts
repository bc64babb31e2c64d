// Use cases of the shopper's favourite products. Every one is scoped to the signed-in shopper;
// a product the catalogue does not have is a failure, so a typo is told rather than stored.
import type { FavouriteProduct } from '../../../src/contract/favourites';
import type { Language } from '../../../src/domain/locale';
import { salePrice, stockState } from '../../../src/domain/pricing';
import { fail, ok, type Result } from '../../../src/domain/result';
import type { FavouriteRow, FavouritesRepository } from './favourites-repository';

export type FavouriteFailureCode = 'favourites.productNotFound';

export interface FavouritesList {
  readonly items: FavouriteProduct[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export async function listFavourites(
  favourites: FavouritesRepository,
  userId: string,
  { page, pageSize }: { readonly page: number; readonly pageSize: number },
  language: Language,
): Promise<FavouritesList> {
  const { rows, total } = await favourites.page(userId, { offset: (page - 1) * pageSize, limit: pageSize });
  return { items: rows.map((row) => cardOf(row, language)), total, page, pageSize };
}

export async function addFavourite(favourites: FavouritesRepository, userId: string, slug: string): Promise<Result<void, FavouriteFailureCode>> {
  if (!(await favourites.productExists(slug))) return fail('favourites.productNotFound');
  await favourites.add(userId, slug);
  return ok(undefined);
}

export async function removeFavourite(favourites: FavouritesRepository, userId: string, slug: string): Promise<Result<void, FavouriteFailureCode>> {
  if (!(await favourites.productExists(slug))) return fail('favourites.productNotFound');
  await favourites.remove(userId, slug);
  return ok(undefined);
}

function cardOf(row: FavouriteRow, language: Language): FavouriteProduct {
  return {
    slug: row.slug,
    name: language === 'ar' ? row.nameAr : row.nameEn,
    price: row.price,
    salePrice: salePrice({ ...row, id: row.slug, sellerId: row.sellerSlug, discountBasisPoints: row.discountBasisPoints ?? undefined }),
    discountBasisPoints: row.discountBasisPoints,
    image: row.images[0] ?? null,
    stockState: stockState(row.stock),
  };
}
