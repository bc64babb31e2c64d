// The shopping cart: line identity, quantities bounded by stock, totals, and the merge of a
// guest's cart (tempCart) into the account's cart at login.

import { add, assertNonNegativeHalalas, multiply, subtract, sum, type Halalas } from './money';
import { salePrice, stockFor, stockKey, unitDiscount, type PricedProduct } from './pricing';
import { fail, ok, type Result } from './result';

export const CART_FAILURE_CODES = ['cart.outOfStock', 'cart.quantityAboveStock', 'cart.lineNotFound'] as const;
export type CartFailureCode = (typeof CART_FAILURE_CODES)[number];

/** What the shopper chose for one piece. An absent choice and an empty (or blank) one are the same. */
export interface LineOptions {
  readonly colour?: string;
  readonly size?: string;
  readonly nameOnProduct?: string;
  readonly giftText?: string;
}

/** A product snapshot, the shopper's options and how many pieces. Lines in a cart have distinct keys. */
export interface CartLine {
  readonly product: PricedProduct;
  readonly options: LineOptions;
  readonly quantity: number;
}

export type Cart = readonly CartLine[];

export interface CartTotals {
  /** Price × quantity before discounts. */
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly deliveryFees: Halalas;
  /** subtotal − discount + deliveryFees. */
  readonly total: Halalas;
  /** Pieces, not lines: what the cart badge (cartItemsCount) shows. */
  readonly itemCount: number;
}

/** A product as it is now, by id; undefined when it is no longer sold. */
export type ProductOf = (productId: string) => PricedProduct | undefined;

const OPTION_NAMES = ['colour', 'size', 'nameOnProduct', 'giftText'] as const;

/** Trimmed options with empty ones left out, so that equal choices are equal values. */
export function normaliseOptions(options: LineOptions): LineOptions {
  const normalised: Record<string, string> = {};
  for (const name of OPTION_NAMES) {
    const value = options[name]?.trim() ?? '';
    if (value !== '') normalised[name] = value;
  }
  return normalised;
}

/** A line's identity: its product and its normalised options. Case is kept: "Sara" and "sara" print differently. */
export function lineKey(productId: string, options: LineOptions): string {
  const normalised = normaliseOptions(options);
  return JSON.stringify([productId, ...OPTION_NAMES.map((name) => normalised[name] ?? '')]);
}

export const keyOf = (line: CartLine): string => lineKey(line.product.id, line.options);

function assertQuantity(quantity: number, smallest: 0 | 1): number {
  if (!Number.isSafeInteger(quantity) || quantity < smallest) {
    throw new RangeError(`A quantity is a whole number of at least ${smallest}: ${quantity}`);
  }
  return quantity;
}

export const lineSubtotal = (line: CartLine): Halalas => multiply(line.product.price, line.quantity);
export const lineDiscount = (line: CartLine): Halalas => multiply(unitDiscount(line.product), line.quantity);
export const lineTotal = (line: CartLine): Halalas => multiply(salePrice(line.product), line.quantity);

export const itemCount = (cart: Cart): number => cart.reduce((count, line) => count + line.quantity, 0);

/** Delivery fees are 0 until checkout has priced shipping for an address. */
export function cartTotals(cart: Cart, deliveryFees: Halalas = 0): CartTotals {
  const subtotal = sum(cart.map(lineSubtotal));
  const discount = sum(cart.map(lineDiscount));
  const fees = assertNonNegativeHalalas(deliveryFees);
  return { subtotal, discount, deliveryFees: fees, total: add(subtract(subtotal, discount), fees), itemCount: itemCount(cart) };
}

/** Pieces in the cart drawing on the same count as `line` (every line of its product, or those of its colour and size when they are counted apart). */
const piecesSharingStock = (cart: Cart, line: Pick<CartLine, 'product' | 'options'>, exceptKey?: string): number => {
  const key = stockKey(line.product, line.options);
  return itemCount(cart.filter((other) => other.product.id === line.product.id && stockKey(line.product, other.options) === key && keyOf(other) !== exceptKey));
};

export interface AddToCart {
  readonly product: PricedProduct;
  readonly options?: LineOptions;
  readonly quantity?: number;
}

/**
 * Adds pieces to the line with the same identity, or a new line at the end. The product given
 * is the fresh one, so it replaces the line's snapshot. Fails rather than silently adding
 * fewer pieces than the shopper asked for.
 */
export function addToCart(cart: Cart, { product, options = {}, quantity = 1 }: AddToCart): Result<Cart, CartFailureCode> {
  assertQuantity(quantity, 1);
  const stock = stockFor(product, options);
  if (stock === 0) return fail('cart.outOfStock');
  if (piecesSharingStock(cart, { product, options }) + quantity > stock) return fail('cart.quantityAboveStock', { stock });

  const key = lineKey(product.id, options);
  const existing = cart.find((line) => keyOf(line) === key);
  if (existing === undefined) return ok([...cart, { product, options: normaliseOptions(options), quantity }]);
  return ok(cart.map((line) => (line === existing ? { ...line, product, quantity: line.quantity + quantity } : line)));
}

/** Sets a line's quantity against the stock in the line's snapshot (its colour and size's, when counted apart); 0 removes the line. */
export function setQuantity(cart: Cart, key: string, quantity: number): Result<Cart, CartFailureCode> {
  assertQuantity(quantity, 0);
  const target = cart.find((line) => keyOf(line) === key);
  if (target === undefined) return fail('cart.lineNotFound');
  if (quantity === 0) return ok(removeLine(cart, key));

  const stock = stockFor(target.product, target.options);
  if (stock === 0) return fail('cart.outOfStock');
  if (piecesSharingStock(cart, target, key) + quantity > stock) return fail('cart.quantityAboveStock', { stock });
  return ok(cart.map((line) => (line === target ? { ...line, quantity } : line)));
}

/** Removing a line that is not there changes nothing, so a repeated click is harmless. */
export const removeLine = (cart: Cart, key: string): Cart => cart.filter((line) => keyOf(line) !== key);

/** One line per identity, first occurrence's snapshot and position, quantities added up. */
function combineSameLines(cart: Cart): Map<string, CartLine> {
  const byKey = new Map<string, CartLine>();
  for (const line of cart) {
    assertQuantity(line.quantity, 0);
    const key = keyOf(line);
    const seen = byKey.get(key);
    byKey.set(key, seen === undefined
      ? { ...line, options: normaliseOptions(line.options) }
      : { ...seen, quantity: seen.quantity + line.quantity });
  }
  return byKey;
}

/**
 * The cart after login: the account's lines first, then the guest's new lines, each in its
 * own order.
 *
 * - Within one cart, lines with the same identity are added up: the session store appends
 *   to tempCart, so "added twice" means two pieces.
 * - Between the carts, the same line takes the larger of the two quantities, not their sum:
 *   the guest cart may be the very cart that was merged at the previous login (it stays in
 *   storage until cleared), and logging in again with it must not double the quantities.
 *   With max, merging the same guest cart twice equals merging it once.
 * - Stock is then shared out in cart order, per count drawn on (a product's colours and sizes
 *   share its pieces unless counted apart), from the products as they are now; a line left
 *   with nothing (out of stock, or no longer sold) is dropped. The result is a valid cart, so
 *   merging an empty guest cart into a valid account cart changes nothing.
 */
export function mergeCarts(guest: Cart, account: Cart, productOf: ProductOf): Cart {
  const wanted = combineSameLines(account);
  for (const [key, line] of combineSameLines(guest)) {
    const held = wanted.get(key);
    wanted.set(key, held === undefined ? line : { ...held, quantity: Math.max(held.quantity, line.quantity) });
  }

  const remaining = new Map<string, number>();
  const merged: CartLine[] = [];
  for (const line of wanted.values()) {
    const product = productOf(line.product.id);
    if (product === undefined) continue;
    const key = stockKey(product, line.options);
    const left = remaining.get(key) ?? stockFor(product, line.options);
    const quantity = Math.min(line.quantity, left);
    remaining.set(key, left - quantity);
    if (quantity > 0) merged.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return merged;
}
