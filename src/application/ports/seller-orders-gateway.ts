// The SellerOrdersGateway port: a seller's own orders (newest first, by status), one order with
// where to ship it, and the status moves the transition table allows a seller (reject needs a reason).
import type { OrderFilter, OrderStatus } from '../../domain/order';
import type { Page } from './catalogue-gateway';
import type { OrderDetail, OrderSummary } from './orders-gateway';
import { serviceToken } from './service-token';

/** An order in the seller's list: the shopper's summary, with who and where, and what the seller may do now. */
export interface SellerOrderSummary extends OrderSummary {
  readonly shopperName: string;
  readonly city: string;
  /** The statuses the seller may move it to now. */
  readonly allowedTransitions: readonly OrderStatus[];
}

/** The order as its shopper sees it (allowedTransitions are the seller's), and whom to ship it to. */
export interface SellerOrder extends OrderDetail {
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

export const SELLER_ORDERS_GATEWAY = serviceToken<SellerOrdersGateway>('SellerOrdersGateway');
