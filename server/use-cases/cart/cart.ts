// Use cases of the signed-in shopper's cart. Every change runs as one change of the shopper's
// cart (the port's forShopper): one shopper's concurrent changes apply one after another against
// the cart and stock they read. The domain (src/domain/cart.ts) decides quantities and merging;
// this layer adds the cart's limits and the options a product accepts. Amounts are never taken
// from the shopper: every line is priced from the catalogue as it is now.
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart as CartView, type CartItemInput } from '../../../src/contract/cart';
import {
  addToCart,
  keyOf,
  lineKey,
  mergeCarts,
  normaliseOptions,
  setQuantity,
  type CartFailureCode,
  type CartLine,
  type LineOptions,
  type ProductOf,
} from '../../../src/domain/cart';
import type { Language } from '../../../src/domain/locale';
import { fail, ok, type Failure, type Result } from '../../../src/domain/result';
import type { CartProductRow, CartRepository, NewCartLine } from './cart-repository';
import { hasProblems, optionProblems, optionsOf, type OptionProblems } from './item-options';
import { priceCart, pricedProductOf } from './priced-cart';

export type CartChangeFailureCode = CartFailureCode | 'catalogue.productNotFound' | 'cart.tooManyLines' | 'cart.tooManyPieces';

/** The options asked for do not suit the product: what is wrong, per field (answered as invalid input). */
export interface OptionsRefused {
  readonly code: 'cart.invalidOptions';
  readonly fields: OptionProblems;
}

export type AddToCartFailure = Failure<CartChangeFailureCode> | OptionsRefused;
export type AddToCartResult = { readonly ok: true; readonly value: CartView } | { readonly ok: false; readonly error: AddToCartFailure };

/** The shopper's cart priced now, in the language asked for. */
export async function viewCart(carts: CartRepository, userId: string, language: Language): Promise<CartView> {
  return priceCart(await carts.lines(userId), language).view;
}

/** How many pieces are in the cart (the header's badge). */
export function countCartItems(carts: CartRepository, userId: string): Promise<number> {
  return carts.itemCount(userId);
}

/**
 * Adds pieces of a product with the shopper's options: to the line with the same product and
 * options, or as a new line at the end. Refused, changing nothing, when the product is unknown,
 * the options do not suit it, the stock (over all its options) would be exceeded, the line would
 * hold more than MAX_LINE_QUANTITY pieces or the cart more than MAX_CART_LINES lines.
 */
export function addCartItem(carts: CartRepository, userId: string, item: CartItemInput, language: Language): Promise<AddToCartResult> {
  return carts.forShopper(userId, async (cart): Promise<AddToCartResult> => {
    const [product] = await cart.products([item.productSlug]);
    if (!product) return fail('catalogue.productNotFound');
    const problems = optionProblems(product, item);
    if (hasProblems(problems)) return { ok: false, error: { code: 'cart.invalidOptions', fields: problems } };

    const lines = priceCart(await cart.lines(), language).lines;
    const options = normaliseOptions(optionsOf(item));
    const key = lineKey(product.slug, options);
    const existing = lines.find((line) => keyOf(line.line) === key);
    if (!existing && lines.length >= MAX_CART_LINES) return fail('cart.tooManyLines', { max: MAX_CART_LINES });

    const added = addToCart(
      lines.map((line) => line.line),
      { product: pricedProductOf(product), options, quantity: item.quantity },
    );
    if (!added.ok) return added;
    const quantity = added.value.find((line) => keyOf(line) === key)!.quantity;
    if (quantity > MAX_LINE_QUANTITY) return fail('cart.tooManyPieces', { max: MAX_LINE_QUANTITY });

    if (existing) await cart.setQuantity(existing.id, quantity);
    else await cart.insert([newLine(product.slug, options, quantity)]);
    return ok(priceCart(await cart.lines(), language).view);
  });
}

/**
 * Sets how many pieces (1 to MAX_LINE_QUANTITY) a line of the shopper's holds, within the stock
 * left by the product's other lines. Another shopper's line is answered as a missing one.
 */
export function setCartLineQuantity(
  carts: CartRepository,
  userId: string,
  lineId: string,
  quantity: number,
  language: Language,
): Promise<Result<CartView, CartChangeFailureCode>> {
  return carts.forShopper(userId, async (cart): Promise<Result<CartView, CartChangeFailureCode>> => {
    const lines = priceCart(await cart.lines(), language).lines;
    const target = lines.find((line) => line.id === lineId);
    if (!target) return fail('cart.lineNotFound');
    if (quantity > MAX_LINE_QUANTITY) return fail('cart.tooManyPieces', { max: MAX_LINE_QUANTITY });
    const changed = setQuantity(
      lines.map((line) => line.line),
      keyOf(target.line),
      quantity,
    );
    if (!changed.ok) return changed;
    await cart.setQuantity(target.id, quantity);
    return ok(priceCart(await cart.lines(), language).view);
  });
}

/**
 * Removes a line of the shopper's. A line already gone (or never the shopper's) changes nothing
 * and is a failure, so a repeated click is harmless and the shopper is simply shown the cart.
 */
export function removeCartLine(carts: CartRepository, userId: string, lineId: string, language: Language): Promise<Result<CartView, 'cart.lineNotFound'>> {
  return carts.forShopper(userId, async (cart): Promise<Result<CartView, 'cart.lineNotFound'>> => {
    if ((await cart.remove([lineId])) === 0) return fail('cart.lineNotFound');
    return ok(priceCart(await cart.lines(), language).view);
  });
}

/**
 * Merges a guest's cart (tempCart) into the account's at login, by the domain's mergeCarts: the
 * account's lines first, then the guest's new lines in the guest's order; a line in both keeps the
 * larger quantity (so merging the same cart twice is merging it once); stock shared out in that
 * order. The result keeps at most MAX_CART_LINES lines (the account's first) and
 * MAX_LINE_QUANTITY pieces a line. What a stale guest cart names that `add` would refuse (a
 * product gone, an option withdrawn) is left out silently.
 */
export function mergeGuestCart(carts: CartRepository, userId: string, items: readonly CartItemInput[], language: Language): Promise<CartView> {
  return carts.forShopper(userId, async (cart) => {
    const account = priceCart(await cart.lines(), language).lines;
    const accountLines = account.map((line) => line.line);
    const guest = guestCart(await cart.products([...new Set(items.map((item) => item.productSlug))]), items);
    const merged = mergeCarts(guest, accountLines, productsOf([...accountLines, ...guest]))
      .slice(0, MAX_CART_LINES)
      .map((line) => (line.quantity > MAX_LINE_QUANTITY ? { ...line, quantity: MAX_LINE_QUANTITY } : line));

    const accountByKey = new Map(account.map((line) => [keyOf(line.line), line]));
    const mergedKeys = new Set(merged.map(keyOf));
    await cart.remove(account.filter((line) => !mergedKeys.has(keyOf(line.line))).map((line) => line.id));
    for (const line of merged) {
      const held = accountByKey.get(keyOf(line));
      if (held && held.line.quantity !== line.quantity) await cart.setQuantity(held.id, line.quantity);
    }
    // The port stores new lines after the account's, in the order given: the guest's.
    await cart.insert(merged.filter((line) => !accountByKey.has(keyOf(line))).map((line) => newLine(line.product.id, line.options, line.quantity)));
    return priceCart(await cart.lines(), language).view;
  });
}

/** The guest's items as domain lines priced now, leaving out those `add` would refuse for their product or options. */
function guestCart(products: readonly CartProductRow[], items: readonly CartItemInput[]): CartLine[] {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  return items.flatMap((item) => {
    const product = bySlug.get(item.productSlug);
    if (!product || hasProblems(optionProblems(product, item))) return [];
    return [{ product: pricedProductOf(product), options: normaliseOptions(optionsOf(item)), quantity: item.quantity }];
  });
}

/** The products as the lines' snapshots have them: every one was read in this change. */
function productsOf(lines: readonly CartLine[]): ProductOf {
  const products = new Map(lines.map((line) => [line.product.id, line.product]));
  return (productId) => products.get(productId);
}

function newLine(productSlug: string, options: LineOptions, quantity: number): NewCartLine {
  const normalised = normaliseOptions(options);
  return {
    productSlug,
    lineKey: lineKey(productSlug, normalised),
    colour: normalised.colour ?? null,
    size: normalised.size ?? null,
    nameOnProduct: normalised.nameOnProduct ?? null,
    giftText: normalised.giftText ?? null,
    quantity,
  };
}
