// What a product costs and whether it can be bought: its price, discount, sale price,
// free shipping, stock state. Cart and checkout read products only through this shape.

import { assertNonNegativeHalalas, percentOf, subtract, type Halalas } from './money';

/** From this many pieces down to one, the product page says stock is low. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

/**
 * The commercial terms of a product. Any richer product type (names, images, rating) fits it.
 * `price` is VAT-inclusive; `discountBasisPoints` is hundredths of a percent (2500 = 25 %),
 * absent when the product has no discount; `stock` counts pieces of the product whatever
 * colour, size or name is chosen, because the spec keeps one stock state per product.
 */
export interface PricedProduct {
  readonly id: string;
  readonly sellerId: string;
  readonly price: Halalas;
  readonly discountBasisPoints?: number;
  readonly freeShipping: boolean;
  readonly stock: number;
  readonly customisable: boolean;
}

export function assertStock(stock: number): number {
  if (!Number.isSafeInteger(stock) || stock < 0) throw new RangeError(`Stock is a whole number of pieces: ${stock}`);
  return stock;
}

/**
 * The discount on one piece. It is rounded per piece (half a halala away from zero) so
 * that a line of n pieces costs exactly n times the sale price shown on the product page.
 */
export function unitDiscount(product: PricedProduct): Halalas {
  return percentOf(assertNonNegativeHalalas(product.price), product.discountBasisPoints ?? 0);
}

/** Price minus discount; never below zero, because a discount is at most 100 %. */
export const salePrice = (product: PricedProduct): Halalas => subtract(product.price, unitDiscount(product));

export const isDiscounted = (product: PricedProduct): boolean => unitDiscount(product) > 0;

export const hasFreeShipping = (product: PricedProduct): boolean => product.freeShipping;

export const isCustomisable = (product: PricedProduct): boolean => product.customisable;

export function stockState(stock: number): StockState {
  if (assertStock(stock) === 0) return 'out-of-stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low-stock' : 'in-stock';
}

export const isInStock = (product: PricedProduct): boolean => assertStock(product.stock) > 0;

/** A seller's offer: a discount in basis points (or none), in force from `startsAt` (or always) until `endsAt` (or for good). */
export interface Offer {
  readonly basisPoints: number | null;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

/**
 * The discount an offer puts in force at `now`, in basis points, or null: the offer's own from
 * the moment its window opens (inclusive) until the moment it closes (exclusive), none outside
 * it, and none when the offer has no discount. Every price reads the discount in force, so the
 * seller's editor and the sweep that opens and closes windows over time both decide with this.
 */
export function discountInForce(offer: Offer, now: Date): number | null {
  if (offer.basisPoints === null) return null;
  if (offer.startsAt !== null && now.getTime() < offer.startsAt.getTime()) return null;
  if (offer.endsAt !== null && now.getTime() >= offer.endsAt.getTime()) return null;
  return offer.basisPoints;
}
