// The CartGateway port: the signed-in shopper's cart on the server, and the merge of the guest's
// cart (tempCart) into it at login. Amounts come priced by the server; the browser never sends one.
import type { Halalas } from '../../domain/money';
import type { TempCartItem } from '../session/session-store';
import { serviceToken } from './service-token';

export interface NamedOption {
  readonly id: string;
  /** In the interface language. */
  readonly name: string;
}

export interface CartLine {
  readonly id: string;
  readonly product: {
    readonly slug: string;
    readonly name: string;
    readonly image: string | null;
    readonly price: Halalas;
    readonly salePrice: Halalas;
    readonly discountBasisPoints: number | null;
    readonly freeShipping: boolean;
    readonly isGift: boolean;
    readonly stock: number;
    readonly seller: { readonly slug: string; readonly name: string };
  };
  readonly colour: NamedOption | null;
  readonly size: NamedOption | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  readonly total: Halalas;
  /** False when stock fell below the quantity: checkout refuses the cart until it is changed. */
  readonly available: boolean;
}

export interface CartTotals {
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly deliveryFees: Halalas;
  readonly total: Halalas;
  readonly itemCount: number;
}

export interface CartView {
  readonly lines: readonly CartLine[];
  readonly totals: CartTotals;
}

/** Every method needs a signed-in shopper and rejects with a RequestFailure when the API refuses. */
export interface CartGateway {
  get(): Promise<CartView>;
  count(): Promise<number>;
  add(item: TempCartItem): Promise<CartView>;
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
  /** Merging the same guest cart twice is merging it once. */
  merge(items: readonly TempCartItem[]): Promise<CartView>;
}

export const CART_GATEWAY = serviceToken<CartGateway>('CartGateway');
