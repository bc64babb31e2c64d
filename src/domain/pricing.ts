// What a product costs and whether it can be bought: its price, discount, sale price,
// free shipping, stock state. Cart and checkout read products only through this shape.

import { assertNonNegativeHalalas, percentOf, subtract, type Halalas } from './money';

/** From this many pieces down to one, the product page says stock is low. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState = 'in-stock' | 'low-stock' | 'out-of-stock';

/**
 * Pieces of one colour and size of a product whose seller counts them per option: `colour` and
 * `size` are option ids, null for the kind the product does not offer.
 */
export interface OptionStock {
  readonly colour: string | null;
  readonly size: string | null;
  readonly stock: number;
}

/**
 * The commercial terms of a product. Any richer product type (names, images, rating) fits it.
 * `price` is VAT-inclusive; `discountBasisPoints` is hundredths of a percent (2500 = 25 %),
 * absent when the product has no discount. `stock` counts every piece of the product. Its
 * colours and sizes draw on that one count, unless the seller counts them apart: then
 * `optionStock` holds one count per colour and size (every colour × size pair when it offers
 * both), and `stock` is their sum.
 */
export interface PricedProduct {
  readonly id: string;
  readonly sellerId: string;
  readonly price: Halalas;
  readonly discountBasisPoints?: number;
  readonly freeShipping: boolean;
  readonly stock: number;
  readonly optionStock?: readonly OptionStock[];
  readonly customisable: boolean;
}

/** A choice of colour and size (either absent). */
export interface OptionChoice {
  readonly colour?: string | null;
  readonly size?: string | null;
}

const sameOption = (counted: string | null, chosen: string | null | undefined): boolean => counted === (chosen || null);

/** The count a choice draws on: its own colour and size's when the product counts them apart (none when it has no such pair), else the product's. */
export function stockFor(product: Pick<PricedProduct, 'stock' | 'optionStock'>, choice: OptionChoice): number {
  if (product.optionStock === undefined) return assertStock(product.stock);
  const counted = product.optionStock.find((option) => sameOption(option.colour, choice.colour) && sameOption(option.size, choice.size));
  return assertStock(counted?.stock ?? 0);
}

/** Which count a choice draws on: choices with the same key share their pieces. */
export function stockKey(product: Pick<PricedProduct, 'id' | 'optionStock'>, choice: OptionChoice): string {
  return product.optionStock === undefined ? JSON.stringify([product.id]) : JSON.stringify([product.id, choice.colour || null, choice.size || null]);
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
