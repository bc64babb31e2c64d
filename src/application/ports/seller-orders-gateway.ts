// The SellerOrdersGateway port: a seller's own orders (newest first, by status), one order with
// where to ship it, and the status moves the transition table allows a seller (reject needs a reason).
import type { Halalas } from '../../domain/money';
import type { OrderFilter, OrderStatus } from '../../domain/order';
import type { Page } from './catalogue-gateway';

export interface SellerOrderSummary {
  readonly code: string;
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly seller: { readonly slug: string; readonly name: string };
  /** Pieces in the order. */
  readonly itemCount: number;
  readonly total: Halalas;
  readonly images: readonly string[];
  readonly shopperName: string;
  readonly city: string;
  /** The statuses the seller may move it to now. */
  readonly allowedTransitions: readonly OrderStatus[];
}

export interface SellerOrderItem {
  readonly productSlug: string;
  readonly name: string;
  readonly image: string | null;
  readonly isGift: boolean;
  readonly colour: string | null;
  readonly size: string | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  readonly unitPrice: Halalas;
  readonly unitDiscount: Halalas;
  readonly total: Halalas;
}

export interface SellerOrderEvent {
  readonly status: OrderStatus;
  readonly actor: 'shopper' | 'seller' | 'system';
  readonly reason: string | null;
  readonly at: string;
}

export interface SellerOrder {
  readonly code: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly status: OrderStatus;
  readonly seller: { readonly slug: string; readonly name: string };
  readonly items: readonly SellerOrderItem[];
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly shippedTo: { readonly region: string; readonly city: string; readonly country: string; readonly addressText: string };
  readonly history: readonly SellerOrderEvent[];
  readonly reason: string | null;
  readonly allowedTransitions: readonly OrderStatus[];
  readonly refund: { readonly amount: Halalas; readonly at: string } | null;
  readonly shopper: { readonly name: string; readonly phone: string | null };
}

/** The moves a seller makes. */
export type SellerMove = 'inprogress' | 'shipped' | 'delivered' | 'rejected';

export interface SellerOrdersQuery {
  readonly status: OrderFilter;
  readonly page: number;
  readonly pageSize?: number;
}

export interface SellerOrdersGateway {
  list(query: SellerOrdersQuery): Promise<Page<SellerOrderSummary>>;
  detail(code: string): Promise<SellerOrder>;
  /** `reason` is required to reject; the server refuses a move the order no longer allows. */
  move(code: string, to: SellerMove, reason?: string): Promise<SellerOrder>;
}

export const SELLER_ORDERS_GATEWAY = Symbol('SellerOrdersGateway');
