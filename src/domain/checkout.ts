// Checkout: which address to ship to, and the cart split into one order draft per seller,
// each with the seller's shipping fee for the address's region.

import { add, assertNonNegativeHalalas, sum, type Halalas } from './money';
import { cartTotals, type Cart, type CartLine, type CartTotals } from './cart';
import { fail, ok, type Result } from './result';

export const CHECKOUT_FAILURE_CODES = [
  'checkout.emptyCart',
  'checkout.noShippingAddress',
  'checkout.noDefaultAddress',
  'checkout.noShippingForAddress',
] as const;
export type CheckoutFailureCode = (typeof CHECKOUT_FAILURE_CODES)[number];

/** What checkout needs of a saved address; the profile's richer address fits it. */
export interface ShippingAddress {
  readonly id: string;
  readonly regionId: string;
  readonly isDefault: boolean;
}

/** sellerId → regionId → fee. A region missing under a seller means the seller does not ship there. */
export type ShippingRates = Readonly<Record<string, Readonly<Record<string, Halalas>>>>;

export interface OrderDraft {
  readonly sellerId: string;
  readonly lines: readonly CartLine[];
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  /** subtotal − discount + shippingFee. */
  readonly total: Halalas;
}

export interface DraftOrdersInput {
  readonly lines: Cart;
  readonly address: ShippingAddress | null | undefined;
  readonly rates: ShippingRates;
}

/** The address checkout opens with: the default one. With none marked default the shopper must choose. */
export function preselectAddress<A extends ShippingAddress>(addresses: readonly A[]): Result<A, 'checkout.noDefaultAddress'> {
  const preferred = addresses.find((address) => address.isDefault);
  return preferred === undefined ? fail('checkout.noDefaultAddress') : ok(preferred);
}

/**
 * The seller's fee to the region, or undefined when the seller does not ship there. Free
 * shipping waives the fee but does not make a seller deliver where it has no rate, so the
 * region is looked up first.
 */
export function shippingFeeFor(sellerId: string, lines: readonly CartLine[], regionId: string, rates: ShippingRates): Halalas | undefined {
  // Own properties only: ids come from data, and "constructor" must not find Object's.
  const bySeller = Object.hasOwn(rates, sellerId) ? rates[sellerId] : undefined;
  if (bySeller === undefined || !Object.hasOwn(bySeller, regionId)) return undefined;
  const rate = assertNonNegativeHalalas(bySeller[regionId] ?? Number.NaN);
  return lines.every((line) => line.product.freeShipping) ? 0 : rate;
}

/** One draft per seller, in the order sellers first appear in the cart; lines keep their order. */
export function draftOrders({ lines, address, rates }: DraftOrdersInput): Result<readonly OrderDraft[], CheckoutFailureCode> {
  if (lines.length === 0) return fail('checkout.emptyCart');
  if (address === null || address === undefined) return fail('checkout.noShippingAddress');

  const bySeller = Map.groupBy(lines, (line) => line.product.sellerId);
  const drafts: OrderDraft[] = [];
  for (const [sellerId, sellerLines] of bySeller) {
    const shippingFee = shippingFeeFor(sellerId, sellerLines, address.regionId, rates);
    if (shippingFee === undefined) {
      return fail('checkout.noShippingForAddress', { sellerId, regionId: address.regionId });
    }
    const { subtotal, discount, total } = cartTotals(sellerLines, shippingFee);
    drafts.push({ sellerId, lines: sellerLines, subtotal, discount, shippingFee, total });
  }
  return ok(drafts);
}

/** What the cart page shows once shipping is priced: the drafts added up. */
export function checkoutTotals(drafts: readonly OrderDraft[]): CartTotals {
  return cartTotals(drafts.flatMap((draft) => draft.lines), sum(drafts.map((draft) => draft.shippingFee)));
}

/** The amount to pay for the whole checkout. */
export const grandTotal = (drafts: readonly OrderDraft[]): Halalas => drafts.reduce((total, draft) => add(total, draft.total), 0);
