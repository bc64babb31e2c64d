// The shopper's favourite products: a list of small product cards, and adding or removing one
// by its slug (both idempotent, so a double tap on the heart is harmless).
import * as v from 'valibot';
import { Money, PageQuery, Slug, SlugParams, pageOf } from './common';
import { defineOperation } from './operation';

export const FavouriteProduct = v.object({
  slug: Slug,
  /** In the request language. */
  name: v.string(),
  /** VAT-inclusive list price. */
  price: Money,
  /** What the shopper pays per piece: the price less its discount. */
  salePrice: Money,
  /** The discount in basis points (2500 = 25 %), or null. */
  discountBasisPoints: v.nullable(v.pipe(v.number(), v.safeInteger())),
  /** The first product image, or null when it has none. */
  image: v.nullable(v.string()),
  stockState: v.picklist(['in-stock', 'low-stock', 'out-of-stock']),
});
export type FavouriteProduct = v.InferOutput<typeof FavouriteProduct>;

export const favouriteOperations = {
  list: defineOperation({
    id: 'listFavourites',
    method: 'get',
    path: '/api/favourites',
    summary: "The shopper's favourite products, the most recently added first",
    tag: 'favourites',
    access: 'user',
    query: v.object(PageQuery),
    response: pageOf(FavouriteProduct),
  }),
  add: defineOperation({
    id: 'addFavourite',
    method: 'put',
    path: '/api/favourites/{slug}',
    summary: 'Add a product to the favourites (adding it again changes nothing)',
    tag: 'favourites',
    access: 'user',
    params: SlugParams,
    response: null,
  }),
  remove: defineOperation({
    id: 'removeFavourite',
    method: 'delete',
    path: '/api/favourites/{slug}',
    summary: 'Remove a product from the favourites (removing it again changes nothing)',
    tag: 'favourites',
    access: 'user',
    params: SlugParams,
    response: null,
  }),
};
