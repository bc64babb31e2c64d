// After the sale: the shopper's orders (list with the status filter and the current/previous
// split, detail with history, cancellation with a reason), the seller's view of its own orders
// and their status changes, and the invoice PDF. Amounts are integer halalas.
import * as v from 'valibot';
import { ORDER_STATUSES, REASON_MAX_LENGTH } from '../domain/order';
import { max, required } from '../domain/validation';
import { Money, PageQuery, Slug, pageOf } from './common';
import { defineOperation } from './operation';
import { rules } from './validation';

/** HRF-001001: an order's public code and its URL slug. */
export const OrderCode = v.pipe(v.string(), v.regex(/^HRF-\d{6,}$/));
export const OrderCodeParams = v.object({ code: OrderCode });

export const OrderStatus = v.picklist(ORDER_STATUSES);
export const OrderActor = v.picklist(['shopper', 'seller', 'system']);

export const ORDER_GROUPS = ['current', 'previous'] as const;

export const OrderListQuery = v.object({
  /** `all` (the default) or one status. */
  status: v.optional(v.picklist(['all', ...ORDER_STATUSES]), 'all'),
  /** current: new, inprogress, shipped; previous: delivered, rejected, cancelled. Absent: both. */
  group: v.optional(v.picklist(ORDER_GROUPS)),
  ...PageQuery,
});

const Named = v.object({ slug: Slug, name: v.string() });
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const OrderSummary = v.object({
  code: v.string(),
  createdAt: v.string(),
  status: OrderStatus,
  seller: Named,
  /** Pieces in the order. */
  itemCount: Count,
  total: Money,
  /** The first items' pictures, for the list. */
  images: v.array(v.string()),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

export const OrderItem = v.object({
  productSlug: Slug,
  name: v.string(),
  image: v.nullable(v.string()),
  isGift: v.boolean(),
  colour: v.nullable(v.string()),
  size: v.nullable(v.string()),
  nameOnProduct: v.nullable(v.string()),
  giftText: v.nullable(v.string()),
  quantity: Count,
  unitPrice: Money,
  unitDiscount: Money,
  total: Money,
  /** The shopper may review this product now: the order is delivered and they have not reviewed it yet. */
  reviewable: v.boolean(),
});

export const OrderEvent = v.object({
  status: OrderStatus,
  actor: OrderActor,
  reason: v.nullable(v.string()),
  at: v.string(),
});

export const ShippedTo = v.object({
  region: v.string(),
  city: v.string(),
  country: v.string(),
  addressText: v.string(),
});

export const OrderDetail = v.object({
  code: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  status: OrderStatus,
  seller: Named,
  items: v.array(OrderItem),
  subtotal: Money,
  discount: Money,
  shippingFee: Money,
  total: Money,
  walletPart: Money,
  cardPart: Money,
  shippedTo: ShippedTo,
  /** Every status the order has had, oldest first. */
  history: v.array(OrderEvent),
  /** Why it was cancelled or rejected. */
  reason: v.nullable(v.string()),
  /** The statuses the signed-in shopper may move it to now (the domain's transition table): [] or ['cancelled']. */
  allowedTransitions: v.array(OrderStatus),
  /** The amount returned to the wallet when the order was cancelled or rejected. */
  refund: v.nullable(v.object({ amount: Money, at: v.string() })),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

const Reason = v.pipe(v.string(), v.trim(), rules('reason', required(), max(REASON_MAX_LENGTH)));

export const CancelInput = v.object({ reason: Reason });

/** What a seller sees of the shopper: enough to ship, nothing more. */
export const SellerOrder = v.object({
  ...OrderDetail.entries,
  shopper: v.object({ name: v.string(), phone: v.nullable(v.string()) }),
});
export type SellerOrder = v.InferOutput<typeof SellerOrder>;

export const SellerOrderSummary = v.object({
  ...OrderSummary.entries,
  shopperName: v.string(),
  city: v.string(),
  allowedTransitions: v.array(OrderStatus),
});

export const StatusChangeInput = v.object({
  to: v.picklist(['inprogress', 'shipped', 'delivered', 'rejected']),
  /** Required to reject. */
  reason: v.optional(v.pipe(v.string(), v.trim(), rules('reason', max(REASON_MAX_LENGTH)))),
});

export const orderOperations = {
  list: defineOperation({
    id: 'listOrders',
    method: 'get',
    path: '/api/orders',
    summary: "The shopper's orders, newest first, by status or group",
    tag: 'orders',
    access: 'user',
    query: OrderListQuery,
    response: pageOf(OrderSummary),
  }),
  detail: defineOperation({
    id: 'getOrder',
    method: 'get',
    path: '/api/orders/{code}',
    summary: 'One of the shopper’s orders with its items, amounts, address and history',
    tag: 'orders',
    access: 'user',
    params: OrderCodeParams,
    response: OrderDetail,
  }),
  cancel: defineOperation({
    id: 'cancelOrder',
    method: 'post',
    path: '/api/orders/{code}/cancel',
    summary: 'Cancel an order (before shipping) with a reason; what was paid goes back to the wallet',
    tag: 'orders',
    access: 'user',
    params: OrderCodeParams,
    body: CancelInput,
    response: OrderDetail,
  }),
  sellerList: defineOperation({
    id: 'listSellerOrders',
    method: 'get',
    path: '/api/seller/orders',
    summary: "The signed-in seller's orders, newest first",
    tag: 'seller',
    access: 'seller',
    query: OrderListQuery,
    response: pageOf(SellerOrderSummary),
  }),
  sellerDetail: defineOperation({
    id: 'getSellerOrder',
    method: 'get',
    path: '/api/seller/orders/{code}',
    summary: 'One of the seller’s orders, with where to ship it',
    tag: 'seller',
    access: 'seller',
    params: OrderCodeParams,
    response: SellerOrder,
  }),
  sellerMove: defineOperation({
    id: 'moveSellerOrder',
    method: 'post',
    path: '/api/seller/orders/{code}/status',
    summary: 'Move one of the seller’s orders on (inprogress, shipped, delivered) or reject it with a reason (refunded to the wallet)',
    tag: 'seller',
    access: 'seller',
    params: OrderCodeParams,
    body: StatusChangeInput,
    response: SellerOrder,
  }),
};
