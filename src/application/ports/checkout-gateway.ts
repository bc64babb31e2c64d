// The CheckoutGateway port: pricing the cart for an address (and which of its stores deliver
// there), placing the order (wallet first, the card part only once confirmed), and reading how a
// checkout ended after the gateway.
import type { Halalas } from '../../domain/money';
import type { CartLine, CartTotals } from './cart-gateway';
import { serviceToken } from './service-token';

export interface OrderQuote {
  readonly seller: { readonly slug: string; readonly name: string };
  readonly lines: readonly CartLine[];
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  readonly total: Halalas;
}

export interface PaymentSplitView {
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly needsCardConfirmation: boolean;
}

export interface Quote {
  readonly addressId: string;
  readonly orders: readonly OrderQuote[];
  readonly totals: CartTotals;
  readonly walletBalance: Halalas;
  readonly split: PaymentSplitView;
}

/** One store of the cart and its fee to an address's region; `fee` null: it does not deliver there. */
export interface StoreShipping {
  readonly seller: { readonly slug: string; readonly name: string };
  readonly fee: Halalas | null;
  readonly lineIds: readonly string[];
}

export interface CartShipping {
  readonly addressId: string;
  /** The address's region, in the interface language. */
  readonly region: string;
  readonly stores: readonly StoreShipping[];
}

export type CheckoutState = 'awaiting-payment' | 'paid' | 'failed' | 'expired';

export interface CheckoutOutcome {
  readonly id: string;
  readonly state: CheckoutState;
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  /** The gateway's page for the card part; null when nothing is paid there. */
  readonly redirectUrl: string | null;
  readonly orderCodes: readonly string[];
  readonly failure: { readonly code: string; readonly message: string } | null;
}

export interface PlaceOrder {
  readonly addressId: string;
  readonly cardConfirmed: boolean;
  /** One per attempt; a retry after a failure is a new attempt with a new key. */
  readonly idempotencyKey: string;
}

/** Every method rejects with a RequestFailure (code = i18n key, message translated) when the API refuses. */
export interface CheckoutGateway {
  quote(addressId: string): Promise<Quote>;
  /** Which stores of the cart deliver to the address: what a quote refused for its region names. */
  shipping(addressId: string): Promise<CartShipping>;
  place(order: PlaceOrder): Promise<CheckoutOutcome>;
  outcome(checkoutId: string): Promise<CheckoutOutcome>;
}

export const CHECKOUT_GATEWAY = serviceToken<CheckoutGateway>('CheckoutGateway');
