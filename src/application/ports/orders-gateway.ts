// The OrdersGateway port: the signed-in shopper's orders (a page of them by status or group),
// one order in full, its cancellation with a reason, and its invoice as a PDF file.
import type { Language } from '../../domain/locale';
import type { Halalas } from '../../domain/money';
import type { OrderActor, OrderFilter, OrderStatus } from '../../domain/order';
import type { Named, Page } from './catalogue-gateway';
import { serviceToken } from './service-token';

/** current: new, inprogress, shipped; previous: delivered, rejected, cancelled. */
export type OrderGroup = 'current' | 'previous';

export interface OrderListQuery {
  /** `all` unless given. */
  readonly status?: OrderFilter;
  /** Both groups unless given. */
  readonly group?: OrderGroup;
  readonly page?: number;
  readonly pageSize?: number;
}

export interface OrderSummary {
  readonly code: string;
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly seller: Named;
  /** Pieces in the order. */
  readonly itemCount: number;
  readonly total: Halalas;
  /** The first items' pictures. */
  readonly images: readonly string[];
}

export interface OrderItem {
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
  /** Delivered, and not reviewed by this shopper yet. */
  readonly reviewable: boolean;
}

export interface OrderEvent {
  readonly status: OrderStatus;
  readonly actor: OrderActor;
  readonly reason: string | null;
  readonly at: string;
}

export interface ShippedTo {
  readonly region: string;
  readonly city: string;
  readonly country: string;
  readonly addressText: string;
}

export interface OrderDetail {
  readonly code: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly status: OrderStatus;
  readonly seller: Named;
  readonly items: readonly OrderItem[];
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly shippedTo: ShippedTo;
  /** Every status the order has had, oldest first. */
  readonly history: readonly OrderEvent[];
  /** Why it was cancelled or rejected. */
  readonly reason: string | null;
  /** Where the shopper may move it now: [] or ['cancelled']. */
  readonly allowedTransitions: readonly OrderStatus[];
  /** What went back to the wallet when it was cancelled or rejected. */
  readonly refund: { readonly amount: Halalas; readonly at: string } | null;
}

export interface OrdersGateway {
  list(query: OrderListQuery): Promise<Page<OrderSummary>>;
  /** Refused with status 404 when the order is not the signed-in shopper's. */
  detail(code: string): Promise<OrderDetail>;
  /** Answers the order as it is afterwards: cancelled, with its refund. */
  cancel(code: string, reason: string): Promise<OrderDetail>;
  /** The invoice PDF in `language`. */
  invoice(code: string, language: Language): Promise<Blob>;
}

export const ORDERS_GATEWAY = serviceToken<OrdersGateway>('OrdersGateway');
