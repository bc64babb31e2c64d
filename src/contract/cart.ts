// The signed-in shopper's cart on the server: its lines with the options chosen, the totals the
// server computed, and the merge of a guest's cart (tempCart) at login. Amounts are never taken
// from the browser: a line names a product and options, the server prices it.
import * as v from 'valibot';
import { max, required } from '../domain/validation';
import { IdParams, Money, Slug } from './common';
import { defineOperation } from './operation';
import { rules } from './validation';

/** Longest name to write on a product and longest gift text, in characters. */
export const NAME_ON_PRODUCT_MAX_LENGTH = 40;
export const GIFT_TEXT_MAX_LENGTH = 200;
/** Most pieces of one line; stock bounds it further. */
export const MAX_LINE_QUANTITY = 99;
/** Most distinct lines in a cart, and most items a guest cart may bring to a merge. */
export const MAX_CART_LINES = 50;

const Quantity = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY));
const optionId = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)));

/** One product with the shopper's choices; colour and size are option ids of the product. */
export const CartItemInput = v.object({
  productSlug: Slug,
  quantity: v.optional(Quantity, 1),
  colour: optionId,
  size: optionId,
  nameOnProduct: v.optional(v.pipe(v.string(), v.trim(), rules('nameOnProduct', max(NAME_ON_PRODUCT_MAX_LENGTH)))),
  giftText: v.optional(v.pipe(v.string(), v.trim(), rules('giftText', max(GIFT_TEXT_MAX_LENGTH)))),
});
export type CartItemInput = v.InferOutput<typeof CartItemInput>;

export const QuantityInput = v.object({
  quantity: v.pipe(v.number(), rules('quantity', required()), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
});

export const MergeInput = v.object({ items: v.pipe(v.array(CartItemInput), v.maxLength(MAX_CART_LINES)) });

const NamedOption = v.object({ id: v.string(), name: v.string() });

export const CartLine = v.object({
  /** The line's id, for changing or removing it. */
  id: v.pipe(v.string(), v.uuid()),
  product: v.object({
    slug: Slug,
    name: v.string(),
    image: v.nullable(v.string()),
    /** VAT-inclusive list price of one piece. */
    price: Money,
    /** What one piece costs after the discount. */
    salePrice: Money,
    discountBasisPoints: v.nullable(v.number()),
    freeShipping: v.boolean(),
    isGift: v.boolean(),
    /** Pieces in stock now that this line draws on: its colour and size's when the seller counts them apart, else every option's together. */
    stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    seller: v.object({ slug: Slug, name: v.string() }),
  }),
  colour: v.nullable(NamedOption),
  size: v.nullable(NamedOption),
  nameOnProduct: v.nullable(v.string()),
  giftText: v.nullable(v.string()),
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** salePrice × quantity. */
  total: Money,
  /** False when the stock fell below the quantity since the line was added: checkout refuses it until changed. */
  available: v.boolean(),
});
export type CartLine = v.InferOutput<typeof CartLine>;

export const CartTotals = v.object({
  subtotal: Money,
  discount: Money,
  /** 0 in the cart: shipping is priced at checkout, for the chosen address. */
  deliveryFees: Money,
  total: Money,
  /** Pieces, for the header's badge. */
  itemCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const Cart = v.object({ lines: v.array(CartLine), totals: CartTotals });
export type Cart = v.InferOutput<typeof Cart>;

export const CartCount = v.object({ itemCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });

export const cartOperations = {
  get: defineOperation({
    id: 'getCart',
    method: 'get',
    path: '/api/cart',
    summary: "The shopper's cart with current prices and stock",
    tag: 'cart',
    access: 'user',
    response: Cart,
  }),
  count: defineOperation({
    id: 'getCartCount',
    method: 'get',
    path: '/api/cart/count',
    summary: 'How many pieces are in the cart (the header badge)',
    tag: 'cart',
    access: 'user',
    response: CartCount,
  }),
  add: defineOperation({
    id: 'addToCart',
    method: 'post',
    path: '/api/cart/lines',
    summary: 'Add pieces of a product with options; the same product and options add to one line',
    tag: 'cart',
    access: 'user',
    body: CartItemInput,
    response: Cart,
  }),
  setQuantity: defineOperation({
    id: 'setCartLineQuantity',
    method: 'patch',
    path: '/api/cart/lines/{id}',
    summary: 'Change how many pieces a line has (bounded by stock)',
    tag: 'cart',
    access: 'user',
    params: IdParams,
    body: QuantityInput,
    response: Cart,
  }),
  remove: defineOperation({
    id: 'removeCartLine',
    method: 'delete',
    path: '/api/cart/lines/{id}',
    summary: 'Remove a line (removing one already gone changes nothing)',
    tag: 'cart',
    access: 'user',
    params: IdParams,
    response: Cart,
  }),
  merge: defineOperation({
    id: 'mergeCart',
    method: 'post',
    path: '/api/cart/merge',
    summary: "Merge a guest's cart (tempCart) into the account's at login; merging the same cart twice is merging it once",
    tag: 'cart',
    access: 'user',
    body: MergeInput,
    response: Cart,
  }),
};
