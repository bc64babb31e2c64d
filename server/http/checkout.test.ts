// Checkout through real HTTP over a real (PGlite) database and the real sandbox gateway: the
// quote for an address, paying from the wallet alone, wallet plus card (asked first, then
// authorised on the gateway's pages), a declined card that leaves everything as it was, and
// what the server refuses: another shopper's address or checkout, amounts from the browser.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contract/cart';
import type { CartShipping, CheckoutOutcome, Quote } from '../../src/contract/checkout';
import type { ErrorBody } from '../../src/contract/common';
import { checkouts, walletEntries } from '../persistence/schema';
import {
  CARDS,
  aBuyer,
  addToCart,
  anotherAddress,
  balanceOf,
  cardPaymentOf,
  cartOf,
  checkoutsOf,
  inArabic,
  insertShop,
  ledgerOf,
  ordersOf,
  payAndReturn,
  resetStock,
  stockOf,
  type Buyer,
} from '../testing/checkout-fixtures';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer({ prepare: ({ db }) => insertShop(db) });
afterEach(() => resetStock(server.database.db));

const db = () => server.database.db;
const quote = (buyer: Buyer, addressId = buyer.addressId, headers = buyer.auth) =>
  server.json<Quote>('POST', '/api/checkout/quote', { addressId }, headers);
const shipping = (buyer: Buyer, addressId = buyer.addressId, headers = buyer.auth) =>
  server.json<CartShipping>('POST', '/api/checkout/shipping', { addressId }, headers);
const place = (buyer: Buyer, body: Record<string, unknown> = {}, headers = buyer.auth) =>
  server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), ...body }, headers);
const outcome = (buyer: Buyer, id: string) => server.json<CheckoutOutcome>('GET', `/api/checkout/${id}`, undefined, buyer.auth);

/** Sadu cushion + 2 palm baskets (Najd Weavers) and a clay pot with free shipping (Hejaz Pottery). */
async function fillCart(buyer: Buyer): Promise<void> {
  await addToCart(server, buyer, 'sadu-cushion');
  await addToCart(server, buyer, 'palm-basket', 2);
  await addToCart(server, buyer, 'clay-pot');
}
/** 41,000 − 5,000 + 2,500 shipping for Najd Weavers; 6,000 with free shipping for Hejaz Pottery. */
const NAJD_TOTAL = 38_500;
const HEJAZ_TOTAL = 6_000;
const CART_TOTAL = NAJD_TOTAL + HEJAZ_TOTAL;

describe('the quote', () => {
  it('drafts one order per seller with its shipping fee for the region, free shipping honoured, and the wallet-first split', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await fillCart(buyer);
    const { status, body } = await quote(buyer);
    expect(status).toBe(200);
    expect(body.orders.map((order) => [order.seller, order.lines.map((line) => [line.product.slug, line.quantity]), order.subtotal, order.discount, order.shippingFee, order.total])).toEqual([
      [{ slug: 'najd-weavers', name: 'Najd Weavers' }, [['sadu-cushion', 1], ['palm-basket', 2]], 41_000, 5_000, 2_500, NAJD_TOTAL],
      [{ slug: 'hejaz-pottery', name: 'Hejaz Pottery' }, [['clay-pot', 1]], 6_000, 0, 0, HEJAZ_TOTAL],
    ]);
    expect(body.totals).toEqual({ subtotal: 47_000, discount: 5_000, deliveryFees: 2_500, total: CART_TOTAL, itemCount: 4 });
    expect(body.walletBalance).toBe(10_000);
    expect(body.split).toEqual({ total: CART_TOTAL, walletPart: 10_000, cardPart: CART_TOTAL - 10_000, needsCardConfirmation: true });
  });

  it('names sellers and products in the request language', async () => {
    const buyer = await aBuyer(db());
    await addToCart(server, buyer, 'clay-pot');
    const { body } = await quote(buyer, buyer.addressId, inArabic(buyer));
    expect(body.orders[0]!.seller.name).toBe('فخار الحجاز');
    expect(body.orders[0]!.lines[0]!.product.name).toBe('قدر فخار');
    expect(body.split).toEqual({ total: 6_000, walletPart: 0, cardPart: 6_000, needsCardConfirmation: true });
  });

  it('refuses an address no seller of the cart ships to, with the spec’s message, in both languages', async () => {
    const buyer = await aBuyer(db());
    await fillCart(buyer);
    const hail = await anotherAddress(db(), buyer, 'hail');
    const english = await quote(buyer, hail);
    expect(english.status).toBe(422);
    expect(english.body).toMatchObject({ code: 'checkout.noShippingForAddress', message: 'There is no shipping available for this address .. please select another address' });
    const arabic = await server.json<ErrorBody>('POST', '/api/checkout/quote', { addressId: hail }, inArabic(buyer));
    expect(arabic.body.message).toBe('لا يتوفر شحن إلى هذا العنوان، يُرجى اختيار عنوان آخر.');
  });

  it('names the stores that do not deliver to a refused address, with the lines to remove, in the request language', async () => {
    const buyer = await aBuyer(db());
    await fillCart(buyer);
    const hail = await anotherAddress(db(), buyer, 'hail');
    const { body: cart } = await server.json<Cart>('GET', '/api/cart', undefined, buyer.auth);
    const linesOf = (seller: string) => cart.lines.filter((line) => line.product.seller.slug === seller).map((line) => line.id);
    const english = await shipping(buyer, hail);
    expect(english.status).toBe(200);
    expect(english.body).toEqual({
      addressId: hail,
      region: 'Hail',
      stores: [
        { seller: { slug: 'najd-weavers', name: 'Najd Weavers' }, fee: null, lineIds: linesOf('najd-weavers') },
        { seller: { slug: 'hejaz-pottery', name: 'Hejaz Pottery' }, fee: 0, lineIds: linesOf('hejaz-pottery') },
      ],
    });
    expect(linesOf('najd-weavers')).toHaveLength(2);
    const arabic = await shipping(buyer, hail, inArabic(buyer));
    expect(arabic.body.region).toBe('حائل');
    expect(arabic.body.stores.map((store) => store.seller.name)).toEqual(['نساجو نجد', 'فخار الحجاز']);
    expect((await shipping(buyer)).body.stores.map((store) => store.fee)).toEqual([2_500, 0]);
  });

  it('answers the stores’ shipping for another shopper’s address as missing', async () => {
    const buyer = await aBuyer(db());
    const other = await aBuyer(db());
    await fillCart(buyer);
    const answer = await shipping(buyer, other.addressId);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'addresses.notFound' });
  });

  it('refuses an empty cart and a cart whose stock fell below its quantity', async () => {
    const buyer = await aBuyer(db());
    expect((await quote(buyer)).body).toMatchObject({ code: 'checkout.emptyCart' });
    expect((await quote(buyer)).status).toBe(409);
    await addToCart(server, buyer, 'palm-basket', 3);
    await resetStock(db(), { 'palm-basket': 2 });
    const short = await quote(buyer);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'cart.quantityAboveStock', message: 'The quantity available in stock is 2.' });
  });

  it('answers another shopper’s address as missing', async () => {
    const buyer = await aBuyer(db());
    const other = await aBuyer(db());
    await fillCart(buyer);
    const { status, body } = await quote(buyer, other.addressId);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'addresses.notFound' });
  });
});

describe('paying from the wallet alone', () => {
  it('creates one new order per seller, takes the total from the wallet and the pieces from stock, and empties the cart', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    await fillCart(buyer);
    const { status, body } = await place(buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'paid', total: CART_TOTAL, walletPart: CART_TOTAL, cardPart: 0, redirectUrl: null, failure: null });
    expect(body.orderCodes).toHaveLength(2);
    for (const code of body.orderCodes) expect(code).toMatch(/^HRF-\d{6}$/);

    expect(await balanceOf(db(), buyer.id)).toBe(50_000 - CART_TOTAL);
    expect((await ledgerOf(db(), buyer.id)).slice(1)).toEqual([{ kind: 'payment', amount: -CART_TOTAL, ref: body.id }]);
    expect([await stockOf(db(), 'sadu-cushion'), await stockOf(db(), 'palm-basket'), await stockOf(db(), 'clay-pot')]).toEqual([11, 1, 4]);
    expect(await cartOf(db(), buyer.id)).toEqual([]);

    const created = await ordersOf(db(), { checkoutId: body.id });
    expect(created.map((order) => [order.code, order.sellerSlug, order.status, order.subtotal, order.discount, order.shippingFee, order.total, order.walletPart, order.cardPart])).toEqual([
      [body.orderCodes[0], 'najd-weavers', 'new', 41_000, 5_000, 2_500, NAJD_TOTAL, NAJD_TOTAL, 0],
      [body.orderCodes[1], 'hejaz-pottery', 'new', 6_000, 0, 0, HEJAZ_TOTAL, HEJAZ_TOTAL, 0],
    ]);
    expect(created[0]!.items.map((item) => [item.productSlug, item.quantity, item.total, item.line.unitPrice, item.line.unitDiscount, item.line.name])).toEqual([
      ['sadu-cushion', 1, 20_000, 25_000, 5_000, { en: 'Sadu cushion', ar: 'وسادة سدو' }],
      ['palm-basket', 2, 16_000, 8_000, 0, { en: 'Palm basket', ar: 'سلة خوص' }],
    ]);
    expect(created.map((order) => order.events.map((event) => event.status))).toEqual([['new'], ['new']]);
    expect(created[0]!.shippedTo).toMatchObject({ addressId: buyer.addressId, regionId: 'riyadh', region: { en: 'Riyadh', ar: 'الرياض' }, city: { en: 'Riyadh', ar: 'الرياض' } });

    expect((await outcome(buyer, body.id)).body).toEqual(body);
  });

  it('freezes colours with both names', async () => {
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    await addToCart(server, buyer, 'kilim-rug', 1, { colour: 'indigo' });
    const { body } = await place(buyer);
    const [order] = await ordersOf(db(), { checkoutId: body.id });
    expect(order!.items[0]!.line.colour).toEqual({ id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' } });
  });

  it('answers a repeated request with the first one’s outcome and changes nothing more', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    await fillCart(buyer);
    const idempotencyKey = randomUUID();
    const first = await place(buyer, { idempotencyKey });
    await addToCart(server, buyer, 'incense-burner');
    const again = await place(buyer, { idempotencyKey });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(await checkoutsOf(db(), buyer.id)).toHaveLength(1);
    expect(await ordersOf(db(), { userId: buyer.id })).toHaveLength(2);
    expect(await balanceOf(db(), buyer.id)).toBe(50_000 - CART_TOTAL);
    expect(await cartOf(db(), buyer.id)).toEqual([{ productSlug: 'incense-burner', quantity: 1, colour: null }]);
  });

  it('takes no amount from the browser: price fields in the body are ignored', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    await fillCart(buyer);
    const { status, body } = await place(buyer, { total: 1, walletPart: 1, cardPart: 0, amount: 1, price: 1, shippingFee: 0 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: CART_TOTAL, walletPart: CART_TOTAL });
    expect(await balanceOf(db(), buyer.id)).toBe(50_000 - CART_TOTAL);
  });

  it('refuses negative, fractional and huge quantities in the cart', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    for (const quantity of [-1, 0, 1.5, 1e9, '2']) {
      const { status } = await server.json('POST', '/api/cart/lines', { productSlug: 'sadu-cushion', quantity }, buyer.auth);
      expect(status, String(quantity)).toBe(400);
    }
    expect(await cartOf(db(), buyer.id)).toEqual([]);
    expect((await place(buyer)).body).toMatchObject({ code: 'checkout.emptyCart' });
  });
});

describe('paying with the wallet and a card', () => {
  /** Incense burner (Hejaz Pottery, 90.00 + 15.00) then a sadu cushion (Najd Weavers, 200.00 + 25.00). */
  async function mixedCart(buyer: Buyer): Promise<void> {
    await addToCart(server, buyer, 'incense-burner');
    await addToCart(server, buyer, 'sadu-cushion');
  }
  const TOTAL = 10_500 + 22_500;

  it('asks for confirmation of the card part, with its amount, and changes nothing', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await mixedCart(buyer);
    const english = await place(buyer);
    expect(english.status).toBe(409);
    const error = english.body as unknown as ErrorBody;
    expect(error.code).toBe('payment.cardConfirmationRequired');
    expect(error.message.replace(/\u00a0/g, ' ')).toBe('Your wallet balance is not enough: charge your wallet first, or pay the rest (SAR 230.00) by card.');
    const arabic = await place(buyer, { cardConfirmed: false }, inArabic(buyer));
    expect((arabic.body as unknown as ErrorBody).message).toContain('٢٣٠٫٠٠');
    expect(await checkoutsOf(db(), buyer.id)).toEqual([]);
    expect(await ledgerOf(db(), buyer.id)).toHaveLength(1);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
  });

  it('holds the wallet part and reserves the stock while the card is authorised, then captures and creates the orders', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await mixedCart(buyer);
    const started = await place(buyer, { cardConfirmed: true });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ state: 'awaiting-payment', total: TOTAL, walletPart: 10_000, cardPart: TOTAL - 10_000, orderCodes: [], failure: null });
    expect(started.body.redirectUrl).toMatch(/^\/sandbox-gateway\/payments\/sbx_\w+\?lang=en$/);
    expect(await ledgerOf(db(), buyer.id)).toEqual([
      expect.objectContaining({ kind: 'topup' }),
      { kind: 'hold', amount: -10_000, ref: started.body.id },
    ]);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    expect([await stockOf(db(), 'incense-burner'), await stockOf(db(), 'sadu-cushion')]).toEqual([9, 11]);
    expect(await ordersOf(db(), { userId: buyer.id })).toEqual([]);
    expect(await cartOf(db(), buyer.id)).toHaveLength(2);

    const back = await payAndReturn(server, started.body.redirectUrl!);
    expect(back).toEqual({ status: 302, location: `/en/payment/success?checkout=${started.body.id}` });

    const paid = (await outcome(buyer, started.body.id)).body;
    expect(paid).toMatchObject({ state: 'paid', redirectUrl: null, failure: null });
    expect(paid.orderCodes).toHaveLength(2);
    expect((await ledgerOf(db(), buyer.id)).slice(1)).toEqual([
      { kind: 'hold', amount: -10_000, ref: started.body.id },
      { kind: 'capture', amount: 10_000, ref: started.body.id },
      { kind: 'payment', amount: -10_000, ref: started.body.id },
    ]);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    const created = await ordersOf(db(), { checkoutId: started.body.id });
    // Wallet first, in order: the first order takes the whole wallet part.
    expect(created.map((order) => [order.sellerSlug, order.total, order.walletPart, order.cardPart])).toEqual([
      ['hejaz-pottery', 10_500, 10_000, 500],
      ['najd-weavers', 22_500, 0, 22_500],
    ]);
    expect([await stockOf(db(), 'incense-burner'), await stockOf(db(), 'sadu-cushion')]).toEqual([9, 11]);
    expect(await cartOf(db(), buyer.id)).toEqual([]);
    expect(await cardPaymentOf(db(), { checkoutId: started.body.id })).toMatchObject({ state: 'paid', amount: TOTAL - 10_000 });
  });

  it('pays wholly by card when the wallet is empty, and comes back in the shopper’s language', async () => {
    const buyer = await aBuyer(db());
    await addToCart(server, buyer, 'clay-pot');
    const started = await place(buyer, { cardConfirmed: true }, inArabic(buyer));
    expect(started.body).toMatchObject({ walletPart: 0, cardPart: 6_000 });
    expect(started.body.redirectUrl).toMatch(/\?lang=ar$/);
    expect(await checkoutsOf(db(), buyer.id).then((rows) => rows[0]!.holdRef)).toBeNull();
    const back = await payAndReturn(server, started.body.redirectUrl!);
    expect(back.location).toBe(`/ar/payment/success?checkout=${started.body.id}`);
    expect(await ledgerOf(db(), buyer.id)).toEqual([]);
    expect(await ordersOf(db(), { checkoutId: started.body.id })).toHaveLength(1);
  });

  it.each([
    ['declined for insufficient funds', CARDS.insufficientFunds, 'payment.declined.insufficientFunds', 'The card was declined for insufficient funds: another card, or a wallet top-up, will do.'],
    ['failing 3-D Secure', CARDS.fails3ds, 'payment.declined.threeDSecure', "The card's 3-D Secure check was not completed, so the bank refused the payment."],
  ])('a card %s leaves the wallet, the stock and the cart as they were, says why; a retry with a new key works', async (_, card, code, message) => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await mixedCart(buyer);
    const started = await place(buyer, { cardConfirmed: true });
    const back = await payAndReturn(server, started.body.redirectUrl!, card);
    expect(back).toEqual({ status: 302, location: `/en/payment/failure?checkout=${started.body.id}` });

    const failed = (await outcome(buyer, started.body.id)).body;
    expect(failed).toMatchObject({
      state: 'failed',
      orderCodes: [],
      redirectUrl: null,
      failure: { code, message },
    });
    expect(await balanceOf(db(), buyer.id)).toBe(10_000);
    expect((await ledgerOf(db(), buyer.id)).slice(1)).toEqual([
      { kind: 'hold', amount: -10_000, ref: started.body.id },
      { kind: 'release', amount: 10_000, ref: started.body.id },
    ]);
    expect([await stockOf(db(), 'incense-burner'), await stockOf(db(), 'sadu-cushion')]).toEqual([10, 12]);
    expect(await cartOf(db(), buyer.id)).toHaveLength(2);
    expect(await ordersOf(db(), { userId: buyer.id })).toEqual([]);

    const retry = await place(buyer, { cardConfirmed: true });
    expect(retry.body.id).not.toBe(started.body.id);
    expect((await payAndReturn(server, retry.body.redirectUrl!)).location).toBe(`/en/payment/success?checkout=${retry.body.id}`);
    expect(await ordersOf(db(), { userId: buyer.id })).toHaveLength(2);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
  });

  it('answers a repeated card checkout with the same redirect and starts nothing new', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await mixedCart(buyer);
    const idempotencyKey = randomUUID();
    const first = await place(buyer, { cardConfirmed: true, idempotencyKey });
    const second = await place(buyer, { cardConfirmed: true, idempotencyKey });
    expect(second.body).toEqual(first.body);
    expect(await checkoutsOf(db(), buyer.id)).toHaveLength(1);
    expect(await db().select().from(walletEntries).where(eq(walletEntries.userId, buyer.id))).toHaveLength(2);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);
  });
});

describe('one shopper never reaches another’s checkout', () => {
  it('answers another shopper’s checkout, and one that does not exist, as missing', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    const other = await aBuyer(db());
    await fillCart(buyer);
    const { body } = await place(buyer);
    expect((await outcome(other, body.id)).status).toBe(404);
    expect((await outcome(other, body.id)).body).toMatchObject({ code: 'checkout.notFound' });
    expect((await outcome(buyer, randomUUID())).status).toBe(404);
  });

  it('cannot place an order to another shopper’s address', async () => {
    const buyer = await aBuyer(db(), { wallet: 50_000 });
    const other = await aBuyer(db());
    await fillCart(buyer);
    const { status } = await place(buyer, { addressId: other.addressId });
    expect(status).toBe(404);
    expect(await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id))).toEqual([]);
    expect(await balanceOf(db(), buyer.id)).toBe(50_000);
  });

  it.each([
    ['POST', '/api/checkout/quote', { addressId: randomUUID() }],
    ['POST', '/api/checkout', { addressId: randomUUID(), idempotencyKey: randomUUID() }],
    ['GET', `/api/checkout/${randomUUID()}`, undefined],
  ])('%s %s needs a signed-in shopper', async (method, path, body) => {
    expect((await server.json(method, path, body)).status).toBe(401);
  });
});
