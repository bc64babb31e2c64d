// Checkout: pricing the shopper's cart for an address (one order per seller, shipping by the
// seller's rate for the region, the wallet-first split) and placing it. The server computes
// every amount from what it stores; the browser only names an address, confirms the card part
// and sends an idempotency key. Placing runs in one turn of the shopper's (one shopper's money
// moves one request at a time): stock is checked, the wallet paid or held, the checkout recorded,
// when the wallet covers it the orders created, and last the stock taken, so that a product many
// shoppers buy at once is held by each of them only for the end of its turn.
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { CartLine as CartLineView } from '../../../src/contract/cart';
import type { PlaceOrderInput } from '../../../src/contract/checkout';
import { lineTotal, type CartLine, type CartTotals } from '../../../src/domain/cart';
import { checkoutTotals, draftOrders, grandTotal, shippingFeeFor, type OrderDraft, type ShippingRates } from '../../../src/domain/checkout';
import type { Language } from '../../../src/domain/locale';
import { subtract, type Halalas } from '../../../src/domain/money';
import { allocateWalletPart, authorisePayment, splitPayment, type PaymentSplit } from '../../../src/domain/payment';
import { stockFor, unitDiscount } from '../../../src/domain/pricing';
import { fail, ok, type Result } from '../../../src/domain/result';
import { pay, placeHold } from '../../../src/domain/wallet';
import { priceCart, type PricedCart, type PricedCartLine } from '../cart/priced-cart';
import { NotEnoughStock, type CheckoutRow, type DraftedOrder, type PaymentsRepository, type ShippedTo } from '../payments/payments-repository';
import { appendLedger, createOrders, expireStalePayments, moveStock, removeBoughtLines, startCardPayment, type PaymentDesk } from '../payments/payments';
import type { CheckoutReads, CheckoutRepository, PlacedCheckout } from './checkout-repository';

export type CheckoutFailureCode =
  | 'addresses.notFound'
  | 'checkout.notFound'
  | 'checkout.emptyCart'
  | 'checkout.noShippingForAddress'
  | 'cart.outOfStock'
  | 'cart.quantityAboveStock'
  | 'payment.cardConfirmationRequired';

/**
 * What checking out uses: the checkout's storage and everything paying by card uses (placing
 * starts the card payment and lets abandoned ones go first). A part of the app's Services.
 */
export interface CheckoutDesk extends PaymentDesk {
  readonly repositories: { readonly checkout: CheckoutRepository; readonly payments: PaymentsRepository };
}

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

/** The cart priced for one of the shopper's addresses, with the wallet/card split. Changes nothing but abandoned payments. */
export async function quoteCheckout(desk: CheckoutDesk, userId: string, language: Language, addressId: string): Promise<Result<CheckoutQuote, CheckoutFailureCode>> {
  await expireStalePayments(desk, { userId });
  const reads = desk.repositories.checkout.readsFor(userId);
  const address = await reads.address(addressId);
  if (address === null) return fail('addresses.notFound');
  const cart = priceCart(await reads.cartLines(), language);
  const drafted = await draftsFor(reads, cart, address);
  if (!drafted.ok) return drafted;
  const walletBalance = (await reads.walletTotals()).balance;
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

/** Why a line cannot be bought when the count it draws on (its product's, or its colour and size's) has `stock` pieces left. */
const notEnoughOf = (line: PricedCartLine, stock: number): Result<never, CheckoutFailureCode> =>
  stock === 0 ? fail('cart.outOfStock', { product: line.name.en }) : fail('cart.quantityAboveStock', { stock });

/** The cart as one draft per seller for the address, or why it cannot be bought as it is. */
async function draftsFor(reads: Pick<CheckoutReads, 'shippingRates'>, cart: PricedCart, address: ShippedTo): Promise<Result<readonly OrderDraft[], CheckoutFailureCode>> {
  if (cart.lines.length === 0) return fail('checkout.emptyCart');
  const short = cart.lines.find((line) => !line.available);
  if (short !== undefined) return notEnoughOf(short, stockFor(short.line.product, short.line.options));
  const rates = await ratesFor(reads, address.regionId, cart.lines);
  const drafted = draftOrders({ lines: cart.lines.map((line) => line.line), address: { id: address.addressId, regionId: address.regionId, isDefault: false }, rates });
  if (!drafted.ok) {
    // draftOrders' other codes (noShippingAddress) cannot happen: the address was found above.
    return drafted.error.code === 'checkout.noShippingForAddress' ? fail('checkout.noShippingForAddress', drafted.error.params) : fail('checkout.emptyCart');
  }
  return ok(drafted.value);
}

/** The fees to the region of the stores these lines come from; a store that does not deliver there has none. */
async function ratesFor(reads: Pick<CheckoutReads, 'shippingRates'>, regionId: string, lines: readonly PricedCartLine[]): Promise<ShippingRates> {
  const sellerSlugs = [...new Set(lines.map((line) => line.seller.slug))];
  const rates: Record<string, Record<string, Halalas>> = {};
  for (const row of await reads.shippingRates(regionId, sellerSlugs)) rates[row.sellerSlug] = { ...rates[row.sellerSlug], [regionId]: row.fee };
  return rates;
}

// ── Shipping ───────────────────────────────────────────────────────────────────────────────

/** One store of the cart: its fee to the address's region (null: it does not deliver there) and its lines. */
export interface StoreShipping {
  readonly seller: { readonly slug: string; readonly name: string };
  readonly fee: Halalas | null;
  readonly lineIds: readonly string[];
}

export interface CartShipping {
  readonly addressId: string;
  readonly region: string;
  readonly stores: readonly StoreShipping[];
}

/**
 * Which stores of the shopper's cart deliver to one of the shopper's addresses, each with its fee
 * by the same rule as the quote's, in the order stores first appear in the cart: what the
 * checkout names when a quote is refused for an unserved region. Changes nothing.
 */
export async function cartShipping(desk: CheckoutDesk, userId: string, language: Language, addressId: string): Promise<Result<CartShipping, 'addresses.notFound'>> {
  const reads = desk.repositories.checkout.readsFor(userId);
  const address = await reads.address(addressId);
  if (address === null) return fail('addresses.notFound');
  const cart = priceCart(await reads.cartLines(), language);
  const rates = await ratesFor(reads, address.regionId, cart.lines);
  const stores = [...Map.groupBy(cart.lines, (line) => line.seller.slug)].map(([slug, lines]) => ({
    seller: { slug, name: lines[0]!.seller.name[language] },
    fee: shippingFeeFor(slug, lines.map((line) => line.line), address.regionId, rates) ?? null,
    lineIds: lines.map((line) => line.id),
  }));
  return ok({ addressId, region: address.region[language], stores });
}

// ── Place ──────────────────────────────────────────────────────────────────────────────────

/** Where a checkout stands, as the outcome screens need it (the failure still to be translated). */
export interface CheckoutView {
  readonly id: string;
  readonly state: CheckoutRow['state'];
  readonly total: Halalas;
  readonly walletPart: Halalas;
  readonly cardPart: Halalas;
  readonly redirectUrl: string | null;
  readonly orderCodes: readonly string[];
  readonly failureCode: string | null;
}

/** What placing did: the checkout (new, or the first attempt's for a replayed key) and its card payment. */
interface Placed extends PlacedCheckout {
  readonly created: boolean;
}

/**
 * Places the order for the cart and address. With the same idempotency key again, answers the
 * first attempt's checkout and changes nothing. The wallet pays first; when it covers the total
 * the orders are created at once ('paid'); otherwise, once the shopper confirmed the card part,
 * the wallet part is held, the stock reserved and the card payment started ('awaiting-payment'
 * with the gateway's redirect URL). A refused attempt writes nothing.
 */
export async function placeOrder(
  desk: CheckoutDesk,
  userId: string,
  language: Language,
  input: v.InferOutput<typeof PlaceOrderInput>,
): Promise<Result<CheckoutView, CheckoutFailureCode>> {
  await expireStalePayments(desk, { userId });
  // The cart as the turn read it, to name what ran out should another shopper take it meanwhile.
  let cart: PricedCart | undefined;
  const placing = await desk.repositories.checkout
    .inShopperTurn(userId, async (turn): Promise<Result<Placed, CheckoutFailureCode>> => {
      const earlier = await turn.placedWith(input.idempotencyKey);
      if (earlier !== null) return ok({ ...earlier, created: false });

      // Every refusal the stored rows tell comes before the first write. The products are read,
      // not held: taking their stock comes last (moveStock), so that a product every buyer waits
      // for is held only from there to the end of the turn. Should another shopper have taken
      // the pieces meanwhile, it throws NotEnoughStock and nothing this turn wrote stays.
      const address = await turn.address(input.addressId);
      if (address === null) return fail('addresses.notFound');
      const checkoutId = randomUUID();
      const wallet = await turn.wallet(checkoutId);
      cart = priceCart(await turn.cartLines(), language);
      const drafted = await draftsFor(turn, cart, address);
      if (!drafted.ok) return drafted;
      const drafts = drafted.value;

      const authorised = authorisePayment(splitPayment(grandTotal(drafts), wallet.totals.balance), { cardConfirmed: input.cardConfirmed });
      if (!authorised.ok) return authorised;
      const split = authorised.value;

      const at = desk.clock.now();
      const orders = draftedOrders(cart, drafts, split.walletPart);
      const checkout = {
        id: checkoutId,
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
        await turn.addCheckout({ ...checkout, state: 'paid', holdRef: null, settledAt: at });
        await appendLedger(turn, wallet, pay(wallet, split.walletPart, checkoutId), at);
        await createOrders(turn, checkout, at);
        await removeBoughtLines(turn, orders);
        await moveStock(turn, orders, -1);
        return ok({ checkoutId, cardPaymentId: null, created: true });
      }

      const holdRef = split.walletPart > 0 ? checkoutId : null;
      if (holdRef !== null) await appendLedger(turn, wallet, placeHold(wallet, split.walletPart, holdRef), at);
      // The orders' codes are known before the card is paid: its page names them.
      const codes = await turn.reserveOrderCodes(orders.length);
      const coded = orders.map((draft, index) => ({ ...draft, code: codes[index] }));
      await turn.addCheckout({ ...checkout, drafts: coded, state: 'awaiting-payment', holdRef, settledAt: null });
      const cardPaymentId = randomUUID();
      await turn.addCardPayment({ id: cardPaymentId, checkoutId, amount: split.cardPart, gateway: desk.paymentGateway.name, language, createdAt: at });
      await moveStock(turn, orders, -1);
      return ok({ checkoutId, cardPaymentId, created: true });
    })
    .catch((error: unknown) => {
      if (!(error instanceof NotEnoughStock)) throw error;
      const short = cart?.lines.find(
        (line) =>
          line.line.product.id === error.productSlug &&
          // A product counted per option ran short of one pair: name a line of that pair.
          (line.line.product.optionStock === undefined || ((line.colour?.id ?? null) === error.colourId && (line.size?.id ?? null) === error.sizeId)),
      );
      if (short === undefined) throw error;
      return notEnoughOf(short, error.stock);
    });
  if (!placing.ok) return placing;
  const placed = placing.value;

  // Stock went down: guests' cached catalogue answers must not keep showing more.
  if (placed.created) desk.responseCache.clear();
  // Outside the turn: a network call must not hold the shopper's locks. A replay whose first
  // attempt has not stored the redirect yet starts again, which the gateway answers once.
  if (placed.cardPaymentId !== null) await startCardPayment(desk, placed.cardPaymentId);
  const view = await findCheckout(desk.repositories.checkout, userId, placed.checkoutId);
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
export async function findCheckout(checkouts: CheckoutRepository, userId: string, id: string): Promise<CheckoutView | null> {
  const stored = await checkouts.find(userId, id);
  if (stored === null) return null;
  const { checkout } = stored;
  return {
    id: checkout.id,
    state: checkout.state,
    total: checkout.total,
    walletPart: checkout.walletPart,
    cardPart: checkout.cardPart,
    // Only an open payment has somewhere to go.
    redirectUrl: checkout.state === 'awaiting-payment' ? stored.redirectUrl : null,
    orderCodes: [...stored.orderCodes],
    failureCode: checkout.failureCode,
  };
}

export async function checkoutOutcome(checkouts: CheckoutRepository, userId: string, id: string): Promise<Result<CheckoutView, CheckoutFailureCode>> {
  const view = await findCheckout(checkouts, userId, id);
  return view === null ? fail('checkout.notFound') : ok(view);
}
