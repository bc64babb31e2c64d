// Checkout and card payments: a quote for a chosen address (one order per seller, the
// wallet/card split), placing the order, the gateway's return, and a checkout's outcome.
// The server computes every amount; the browser sends only an address, a confirmation and an
// idempotency key.
import * as v from 'valibot';
import { Money, Slug } from './common';
import { CartLine } from './cart';
import { defineOperation } from './operation';

const Uuid = v.pipe(v.string(), v.uuid());

export const QuoteInput = v.object({ addressId: Uuid });

export const OrderQuote = v.object({
  seller: v.object({ slug: Slug, name: v.string() }),
  lines: v.array(CartLine),
  subtotal: Money,
  discount: Money,
  shippingFee: Money,
  total: Money,
});

export const PaymentSplit = v.object({
  total: Money,
  walletPart: Money,
  cardPart: Money,
  /** True when a card part remains: the shopper must confirm it before placing the order. */
  needsCardConfirmation: v.boolean(),
});

export const Quote = v.object({
  addressId: Uuid,
  orders: v.array(OrderQuote),
  totals: v.object({ subtotal: Money, discount: Money, deliveryFees: Money, total: Money, itemCount: v.number() }),
  /** What the wallet can spend now (open holds already subtracted). */
  walletBalance: Money,
  split: PaymentSplit,
});
export type Quote = v.InferOutput<typeof Quote>;

/** One store of the cart and its fee to the address's region; `fee` null: the store does not deliver there. */
export const StoreShipping = v.object({
  seller: v.object({ slug: Slug, name: v.string() }),
  fee: v.nullable(Money),
  /** The cart lines of this store, for removing them. */
  lineIds: v.array(v.string()),
});

export const CartShipping = v.object({
  addressId: Uuid,
  /** The address's region, in the request language. */
  region: v.string(),
  stores: v.array(StoreShipping),
});
export type CartShipping = v.InferOutput<typeof CartShipping>;

export const PlaceOrderInput = v.object({
  addressId: Uuid,
  /** The shopper said yes to paying the card part; required when the wallet does not cover the total. */
  cardConfirmed: v.optional(v.boolean(), false),
  /** One per attempt: repeating a request with the same key answers the first one's result. */
  idempotencyKey: Uuid,
});

export const CHECKOUT_STATES = ['awaiting-payment', 'paid', 'failed', 'expired'] as const;
export const CheckoutState = v.picklist(CHECKOUT_STATES);

export const CheckoutOutcome = v.object({
  id: Uuid,
  state: CheckoutState,
  total: Money,
  walletPart: Money,
  cardPart: Money,
  /** Where the browser goes to pay the card part (the gateway's page); null when nothing is left to pay there. */
  redirectUrl: v.nullable(v.string()),
  /** The codes of the orders created, once paid (`HRF-000123`). */
  orderCodes: v.array(v.string()),
  /** When failed: the translated reason. */
  failure: v.nullable(v.object({ code: v.string(), message: v.string() })),
});
export type CheckoutOutcome = v.InferOutput<typeof CheckoutOutcome>;

export const CheckoutParams = v.object({ id: Uuid });
export const PaymentReturnParams = v.object({ id: Uuid });
/** What a gateway appends when it sends the browser back; read, never trusted. */
export const PaymentReturnQuery = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(200))),
  status: v.optional(v.pipe(v.string(), v.maxLength(50))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

export const checkoutOperations = {
  quote: defineOperation({
    id: 'quoteCheckout',
    method: 'post',
    path: '/api/checkout/quote',
    summary: 'Price the cart for an address: one order per seller, shipping fees, and the wallet/card split',
    tag: 'checkout',
    access: 'user',
    body: QuoteInput,
    response: Quote,
  }),
  shipping: defineOperation({
    id: 'cartShipping',
    method: 'post',
    path: '/api/checkout/shipping',
    summary: 'Which stores of the cart deliver to an address, and their fees (what a quote refused for an unserved region names)',
    tag: 'checkout',
    access: 'user',
    body: QuoteInput,
    response: CartShipping,
  }),
  place: defineOperation({
    id: 'placeOrder',
    method: 'post',
    path: '/api/checkout',
    summary: 'Place the order: pay from the wallet, and start the card payment for the rest once confirmed',
    tag: 'checkout',
    access: 'user',
    body: PlaceOrderInput,
    response: CheckoutOutcome,
  }),
  outcome: defineOperation({
    id: 'getCheckout',
    method: 'get',
    path: '/api/checkout/{id}',
    summary: 'Where one of the shopper’s checkouts stands (for the payment result screens)',
    tag: 'checkout',
    access: 'user',
    params: CheckoutParams,
    response: CheckoutOutcome,
  }),
};
