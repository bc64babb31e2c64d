// Checkout: pricing the shopper's cart for an address (one order per seller, shipping by the
// seller's rate for the region, the wallet-first split) and placing it. The server computes
// every amount from the database; the browser only names an address, confirms the card part
// and sends an idempotency key. Placing runs in one transaction under the shopper's row lock
// (one shopper's money moves one request at a time) with the cart's product rows locked in
// slug order: stock is checked and taken, the wallet paid or held, the checkout recorded.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PlaceOrderInput } from '../../src/contract/checkout';
import type { CartLine as CartLineView } from '../../src/contract/cart';
import { lineTotal, type CartLine, type CartTotals } from '../../src/domain/cart';
import { checkoutTotals, draftOrders, grandTotal, type OrderDraft, type ShippingRates } from '../../src/domain/checkout';
import type { Language } from '../../src/domain/locale';
import { subtract, type Halalas } from '../../src/domain/money';
import { allocateWalletPart, authorisePayment, splitPayment, type PaymentSplit } from '../../src/domain/payment';
import { unitDiscount } from '../../src/domain/pricing';
import { fail, ok, type Failure, type Result } from '../../src/domain/result';
import { placeHold, balance } from '../../src/domain/wallet';
import { loadPricedCart, type PricedCart, type PricedCartLine } from '../persistence/cart/priced-cart';
import { addresses, cardPayments, checkouts, cities, regions, shippingRates, type Bilingual, type DraftedOrder, type ShippedTo } from '../persistence/schema';
import { createOrders, expireStalePayments, moveStock, orderCodesOf, removeBoughtLines, startCardPayment, type Checkout } from './payments';
import type { Services } from './services';
import { inTransaction, lockShopper, type Queryable } from '../persistence/transactions';
import { appendLedger, pay, readLedger, walletSummary } from './wallet-ledger';

export type CheckoutFailureCode =
  | 'addresses.notFound'
  | 'checkout.notFound'
  | 'checkout.emptyCart'
  | 'checkout.noShippingForAddress'
  | 'cart.outOfStock'
  | 'cart.quantityAboveStock'
  | 'payment.cardConfirmationRequired';

// ── Quote ──────────────────────────────────────────────────────────────────────────────────

export interface QuotedOrder {
  readonly seller: { readonly slug: string; readonly name: string };
  readonly lines: readonly CartLineView[];
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  readonly total: Halalas;
}

export interface CheckoutQuote {
  readonly addressId: string;
  readonly orders: readonly QuotedOrder[];
  readonly totals: CartTotals;
  readonly walletBalance: Halalas;
  readonly split: PaymentSplit;
}

/** The cart priced for one of the shopper's addresses, with the wallet/card split. Changes nothing. */
export async function quoteCheckout(services: Services, userId: string, language: Language, addressId: string): Promise<Result<CheckoutQuote, CheckoutFailureCode>> {
  await expireStalePayments(services, { userId });
  const address = await shippingAddress(services.db, userId, addressId);
  if (address === null) return fail('addresses.notFound');
  const cart = await loadPricedCart(services.db, userId, language);
  const drafted = await draftsFor(services.db, cart, address);
  if (!drafted.ok) return drafted;
  const { balance: walletBalance } = await walletSummary(services.db, userId);
  const drafts = drafted.value;
  return ok({
    addressId,
    orders: drafts.map((draft) => {
      const lines = draft.lines.map((line) => pricedLineOf(cart, line));
      return {
        seller: { slug: draft.sellerId, name: lines[0]!.seller.name[language] },
        lines: lines.map((line) => line.view),
        subtotal: draft.subtotal,
        discount: draft.discount,
        shippingFee: draft.shippingFee,
        total: draft.total,
      };
    }),
    totals: checkoutTotals(drafts),
    walletBalance,
    split: splitPayment(grandTotal(drafts), walletBalance),
  });
}

/** The PricedCartLine a draft's line came from (drafts keep the cart's line objects). */
function pricedLineOf(cart: PricedCart, line: CartLine): PricedCartLine {
  const priced = cart.lines.find((candidate) => candidate.line === line);
  if (priced === undefined) throw new Error('A drafted line is not a line of the cart');
  return priced;
}

/** The cart as one draft per seller for the address, or why it cannot be bought as it is. */
async function draftsFor(db: Queryable, cart: PricedCart, address: ShippedTo): Promise<Result<readonly OrderDraft[], CheckoutFailureCode>> {
  if (cart.lines.length === 0) return fail('checkout.emptyCart');
  const short = cart.lines.find((line) => !line.available);
  if (short !== undefined) {
    const stock = short.line.product.stock;
    return stock === 0 ? fail('cart.outOfStock', { product: short.name.en }) : fail('cart.quantityAboveStock', { stock });
  }
  const sellerSlugs = [...new Set(cart.lines.map((line) => line.seller.slug))];
  const rateRows = await db
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.regionId, address.regionId), inArray(shippingRates.sellerSlug, sellerSlugs)));
  const rates: Record<string, Record<string, Halalas>> = {};
  for (const row of rateRows) rates[row.sellerSlug] = { ...rates[row.sellerSlug], [row.regionId]: row.fee };
  const drafted = draftOrders({ lines: cart.lines.map((line) => line.line), address: { id: address.addressId, regionId: address.regionId, isDefault: false }, rates: rates as ShippingRates });
  if (!drafted.ok) {
    // draftOrders' other codes (noShippingAddress) cannot happen: the address was found above.
    return drafted.error.code === 'checkout.noShippingForAddress' ? fail('checkout.noShippingForAddress', drafted.error.params) : fail('checkout.emptyCart');
  }
  return ok(drafted.value);
}

/** One of the shopper's addresses with its region and city names, as an order freezes it; null when not theirs. */
async function shippingAddress(db: Queryable, userId: string, addressId: string): Promise<ShippedTo | null> {
  const [row] = await db
    .select({
      addressId: addresses.id,
      regionId: addresses.regionId,
      regionEn: regions.nameEn,
      regionAr: regions.nameAr,
      cityId: addresses.cityId,
      cityEn: cities.nameEn,
      cityAr: cities.nameAr,
      country: addresses.country,
      addressText: addresses.addressText,
    })
    .from(addresses)
    .innerJoin(regions, eq(regions.id, addresses.regionId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) return null;
  const region: Bilingual = { en: row.regionEn, ar: row.regionAr };
  const city: Bilingual = { en: row.cityEn, ar: row.cityAr };
  return { addressId: row.addressId, regionId: row.regionId, region, cityId: row.cityId, city, country: row.country, addressText: row.addressText };
}

// ── Place ──────────────────────────────────────────────────────────────────────────────────

/** Where a checkout stands, as the outcome screens need it (the failure still to be translated). */
export interface CheckoutView {
  readonly id: string;
  readonly state: Checkout['state'];
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly redirectUrl: string | null;
  readonly orderCodes: readonly string[];
  readonly failureCode: string | null;
}

/** An expected refusal inside the placing transaction: thrown to roll it back, answered as a failure. */
class Refusal extends Error {
  constructor(readonly failure: Failure<CheckoutFailureCode>) {
    super(failure.code);
  }
}

function refuse(result: { readonly ok: false; readonly error: Failure<CheckoutFailureCode> }): never {
  throw new Refusal(result.error);
}

/**
 * Places the order for the cart and address. With the same idempotency key again, answers the
 * first attempt's checkout and changes nothing. The wallet pays first; when it covers the total
 * the orders are created at once ('paid'); otherwise, once the shopper confirmed the card part,
 * the wallet part is held, the stock reserved and the card payment started ('awaiting-payment'
 * with the gateway's redirect URL). A refused attempt leaves no trace.
 */
export async function placeOrder(
  services: Services,
  userId: string,
  language: Language,
  input: v.InferOutput<typeof PlaceOrderInput>,
): Promise<Result<CheckoutView, CheckoutFailureCode>> {
  await expireStalePayments(services, { userId });
  let placed: { readonly checkoutId: string; readonly cardPaymentId: string | null; readonly created: boolean };
  try {
    placed = await inTransaction(services.db, async (tx) => {
      await lockShopper(tx, userId);
      const [earlier] = await tx
        .select({ id: checkouts.id, cardPaymentId: cardPayments.id })
        .from(checkouts)
        .leftJoin(cardPayments, eq(cardPayments.checkoutId, checkouts.id))
        .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, input.idempotencyKey)));
      if (earlier) return { checkoutId: earlier.id, cardPaymentId: earlier.cardPaymentId, created: false };

      const address = await shippingAddress(tx, userId, input.addressId);
      if (address === null) refuse(fail('addresses.notFound'));
      const cart = await loadPricedCart(tx, userId, language, { lock: true });
      const drafted = await draftsFor(tx, cart, address);
      if (!drafted.ok) refuse(drafted);
      const drafts = drafted.value;

      const ledger = await readLedger(tx, userId);
      const authorised = authorisePayment(splitPayment(grandTotal(drafts), balance(ledger)), { cardConfirmed: input.cardConfirmed });
      if (!authorised.ok) refuse(authorised);
      const split = authorised.value;

      const at = services.clock.now();
      const checkoutId = randomUUID();
      const orders = draftedOrders(cart, drafts, split.walletPart);
      await moveStock(tx, orders, -1);
      const row = {
        id: checkoutId,
        userId,
        idempotencyKey: input.idempotencyKey,
        language,
        shippedTo: address,
        drafts: orders,
        total: split.total,
        walletPart: split.walletPart,
        cardPart: split.cardPart,
        createdAt: at,
      };

      if (split.cardPart === 0) {
        const [checkout] = await tx.insert(checkouts).values({ ...row, state: 'paid', settledAt: at }).returning();
        await appendLedger(tx, userId, ledger, pay(ledger, split.walletPart, checkoutId), at);
        await createOrders(tx, checkout!, at);
        await removeBoughtLines(tx, userId, orders);
        return { checkoutId, cardPaymentId: null, created: true };
      }

      const holdRef = split.walletPart > 0 ? checkoutId : null;
      if (holdRef !== null) await appendLedger(tx, userId, ledger, placeHold(ledger, split.walletPart, holdRef), at);
      await tx.insert(checkouts).values({ ...row, state: 'awaiting-payment', holdRef });
      const cardPaymentId = randomUUID();
      await tx.insert(cardPayments).values({
        id: cardPaymentId,
        userId,
        purpose: 'checkout',
        checkoutId,
        amount: split.cardPart,
        gateway: services.paymentGateway.name,
        state: 'awaiting-payment',
        language,
        createdAt: at,
      });
      return { checkoutId, cardPaymentId, created: true };
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.failure };
    throw error;
  }

  // Stock went down: guests' cached catalogue answers must not keep showing more.
  if (placed.created) services.responseCache.clear();
  // Outside the transaction: a network call must not hold the shopper's locks. A replay whose
  // first attempt has not stored the redirect yet starts again, which the gateway answers once.
  if (placed.cardPaymentId !== null) await startCardPayment(services, placed.cardPaymentId);
  const view = await findCheckout(services.db, userId, placed.checkoutId);
  if (view === null) throw new Error(`Checkout ${placed.checkoutId} vanished`);
  return ok(view);
}

/**
 * The drafts as stored on the checkout: lines frozen with both languages' names, and the
 * wallet part spread over the orders wallet-first in order, so each order's wallet part plus
 * card part is its total and the parts add up to the split's.
 */
function draftedOrders(cart: PricedCart, drafts: readonly OrderDraft[], walletPart: Halalas): DraftedOrder[] {
  const fromWallet = allocateWalletPart(
    drafts.map((draft) => draft.total),
    walletPart,
  );
  return drafts.map((draft, index) => {
    const orderWalletPart = fromWallet[index]!;
    return {
      sellerSlug: draft.sellerId,
      lines: draft.lines.map((line) => {
        const priced = pricedLineOf(cart, line);
        return {
          productSlug: line.product.id,
          name: priced.name,
          image: priced.image,
          colour: priced.colour,
          size: priced.size,
          nameOnProduct: priced.nameOnProduct,
          giftText: priced.giftText,
          quantity: line.quantity,
          unitPrice: line.product.price,
          unitDiscount: unitDiscount(line.product),
          total: lineTotal(line),
          cartLineKey: priced.lineKey,
        };
      }),
      subtotal: draft.subtotal,
      discount: draft.discount,
      shippingFee: draft.shippingFee,
      total: draft.total,
      walletPart: orderWalletPart,
      cardPart: subtract(draft.total, orderWalletPart),
    };
  });
}

// ── Outcome ────────────────────────────────────────────────────────────────────────────────

/** One of the shopper's checkouts; null when there is none with this id for them. */
export async function findCheckout(db: Queryable, userId: string, id: string): Promise<CheckoutView | null> {
  const [row] = await db
    .select({ checkout: checkouts, redirectUrl: cardPayments.redirectUrl })
    .from(checkouts)
    .leftJoin(cardPayments, eq(cardPayments.checkoutId, checkouts.id))
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)));
  if (!row) return null;
  const { checkout } = row;
  const codes = await orderCodesOf(db, [checkout.id]);
  return {
    id: checkout.id,
    state: checkout.state,
    total: checkout.total,
    walletPart: checkout.walletPart,
    cardPart: checkout.cardPart,
    redirectUrl: checkout.state === 'awaiting-payment' ? row.redirectUrl : null,
    orderCodes: codes.get(checkout.id) ?? [],
    failureCode: checkout.failureCode,
  };
}

export async function checkoutOutcome(services: Services, userId: string, id: string): Promise<Result<CheckoutView, CheckoutFailureCode>> {
  const view = await findCheckout(services.db, userId, id);
  return view === null ? fail('checkout.notFound') : ok(view);
}
