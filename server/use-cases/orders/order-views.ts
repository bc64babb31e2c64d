// Orders as they are read: a page of summaries and one order in full, in the language asked for,
// always within a scope — one shopper's orders, one seller's, or (for operators) every order —
// so that an order outside the scope reads exactly like an order that does not exist. The port
// reads what is stored in both languages; this layer picks one and decides what a reader is shown.
import type { OrderDetail, OrderSummary } from '../../../src/contract/orders';
import type { Language } from '../../../src/domain/locale';
import { CURRENT_STATUSES, ORDER_STATUSES, PREVIOUS_STATUSES, type OrderStatus } from '../../../src/domain/order';
import type { Bilingual, OrderRow, OrderScope, OrdersRepository } from './orders-repository';

export type { OrderScope };

export interface OrderFilter {
  /** `all` or one status. */
  readonly status: 'all' | OrderStatus;
  /** current or previous; absent: both. */
  readonly group?: 'current' | 'previous' | undefined;
  readonly page: number;
  readonly pageSize: number;
}

/** A summary with what the seller's and the operators' lists add: who bought it, where it goes. */
export interface OrderListing extends OrderSummary {
  readonly shopperName: string;
  readonly city: string;
}

/** One order in full, without the moves allowed (they depend on who asks), with the shopper's contact. */
export type OrderRecord = Omit<OrderDetail, 'allowedTransitions'> & {
  readonly shopper: { readonly name: string; readonly phone: string | null };
};

/** How many item pictures a summary carries. */
export const SUMMARY_IMAGES = 3;

const pick = (text: Bilingual, language: Language): string => text[language];

/** The name a seller greets a shopper by: the first word of the full name. */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** The statuses a filter lets through; undefined when it lets every status through. */
function statusesOf(filter: Pick<OrderFilter, 'status' | 'group'>): readonly OrderStatus[] | undefined {
  if (filter.status === 'all' && filter.group === undefined) return undefined;
  const inGroup: readonly OrderStatus[] = filter.group === undefined ? ORDER_STATUSES : filter.group === 'current' ? CURRENT_STATUSES : PREVIOUS_STATUSES;
  return inGroup.filter((status) => filter.status === 'all' || status === filter.status);
}

/** A page of orders in the scope, newest first, with the filter applied. */
export async function orderPage(
  orders: OrdersRepository,
  scope: OrderScope,
  filter: OrderFilter,
  language: Language,
): Promise<{ items: OrderListing[]; total: number }> {
  const { rows, total } = await orders.page(scope, { statuses: statusesOf(filter), offset: (filter.page - 1) * filter.pageSize, limit: filter.pageSize });
  return {
    total,
    items: rows.map(
      (row): OrderListing => ({
        code: row.code,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        seller: { slug: row.seller.slug, name: pick(row.seller.name, language) },
        itemCount: row.items.reduce((pieces, item) => pieces + item.quantity, 0),
        total: row.total,
        images: row.items.flatMap((item) => (item.image === null ? [] : [item.image])).slice(0, SUMMARY_IMAGES),
        shopperName: firstName(row.shopperName),
        city: pick(row.city, language),
      }),
    ),
  };
}

/** One order in the scope, by its code, in full; null when there is none (or it is outside the scope). */
export async function orderRecord(orders: OrdersRepository, scope: OrderScope, code: string, language: Language): Promise<OrderRecord | null> {
  const order = await orders.find(scope, code);
  return order === null ? null : recordOf(order, language);
}

function recordOf(order: OrderRow, language: Language): OrderRecord {
  const reviewed = new Set(order.reviewedProducts);
  const { shippedTo } = order;
  return {
    code: order.code,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    seller: { slug: order.seller.slug, name: pick(order.seller.name, language) },
    items: order.items.map((item) => ({
      productSlug: item.productSlug,
      name: pick(item.name, language),
      image: item.image,
      isGift: item.isGift,
      colour: item.colour === null ? null : pick(item.colour, language),
      size: item.size === null ? null : pick(item.size, language),
      nameOnProduct: item.nameOnProduct,
      giftText: item.giftText,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      unitDiscount: item.unitDiscount,
      total: item.total,
      // A review is written of what was received, once.
      reviewable: order.status === 'delivered' && !reviewed.has(item.productSlug),
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    walletPart: order.walletPart,
    cardPart: order.cardPart,
    shippedTo: {
      region: pick(shippedTo.region, language),
      city: pick(shippedTo.city, language),
      country: shippedTo.country,
      addressText: shippedTo.addressText,
    },
    history: order.history.map((event) => ({ status: event.status, actor: event.actor, reason: event.reason, at: event.at.toISOString() })),
    reason: order.reason,
    refund: order.refund === null ? null : { amount: order.refund.amount, at: order.refund.at.toISOString() },
    shopper: { name: order.shopper.fullName, phone: order.shopper.phone },
  };
}
