// Checkout over the in-memory ports and gateway (fast: no database): the quote for an address,
// an order the wallet covers (paid at once, orders created, cart emptied), a card part that needs
// the shopper's yes and then holds the wallet part and starts the card payment, stock that runs
// short, refusals that write nothing, and a replayed idempotency key that answers the first attempt.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { lineKey } from '../../../src/domain/cart';
import { memoryCheckoutDesk, type MemoryCheckoutWorld } from '../../testing/memory/memory-checkout-desk';
import { checkoutOutcome, placeOrder, quoteCheckout } from './checkout';

/** Sadu cushion 250.00 −20 % and 2 palm baskets at 80.00, shipped by Najd Weavers to Riyadh for 25.00. */
const NAJD_TOTAL = 20_000 + 16_000 + 2_500;
/** A clay pot at 60.00 with free shipping from Hejaz Pottery. */
const HEJAZ_TOTAL = 6_000;

let shop: MemoryCheckoutWorld;
let shopper: string;
let addressId: string;
beforeEach(() => {
  shop = memoryCheckoutDesk();
  shopper = randomUUID();
  shop.store.addShopper(shopper);
  addressId = shop.store.addAddress(shopper, 'riyadh');
});

const fund = (amount: number) => shop.store.record(shopper, [{ kind: 'topup', amount, ref: `top-up-${randomUUID()}` }]);
function fillCart(): void {
  shop.store.addToCart(shopper, 'sadu-cushion');
  shop.store.addToCart(shopper, 'palm-basket', 2);
  shop.store.addToCart(shopper, 'clay-pot');
}
const place = (changes: { cardConfirmed?: boolean; idempotencyKey?: string; addressId?: string } = {}) =>
  placeOrder(shop.desk, shopper, 'en', { addressId, idempotencyKey: randomUUID(), cardConfirmed: false, ...changes });
const balance = () => shop.store.ledgerOf(shopper).reduce((sum, row) => sum + row.amount, 0);
const stock = () => ({ cushion: shop.store.stockOf('sadu-cushion'), basket: shop.store.stockOf('palm-basket'), pot: shop.store.stockOf('clay-pot') });
const FULL_STOCK = { cushion: 12, basket: 3, pot: 5 };

/** Nothing placed: no checkout, no ledger row but the funding, stock and cart as they were. */
function expectNothingWritten(funding: number): void {
  expect(shop.store.checkoutsOf(shopper)).toEqual([]);
  expect(shop.store.ledgerOf(shopper).map((row) => row.kind)).toEqual(funding > 0 ? ['topup'] : []);
  expect(stock()).toEqual(FULL_STOCK);
  expect(shop.store.cartOf(shopper)).toHaveLength(3);
  expect(shop.gateway.starts).toEqual([]);
  expect(shop.cleared()).toBe(0);
}

describe('the quote', () => {
  it('drafts one order per seller with its shipping fee, splits wallet first, and changes nothing', async () => {
    fund(10_000);
    fillCart();
    const quote = await quoteCheckout(shop.desk, shopper, 'ar', addressId);
    if (!quote.ok) throw new Error(quote.error.code);
    expect(quote.value.orders.map((order) => [order.seller, order.lines.map((line) => [line.product.slug, line.quantity]), order.shippingFee, order.total])).toEqual([
      [{ slug: 'najd-weavers', name: 'نساجو نجد' }, [['sadu-cushion', 1], ['palm-basket', 2]], 2_500, NAJD_TOTAL],
      [{ slug: 'hejaz-pottery', name: 'فخار الحجاز' }, [['clay-pot', 1]], 0, HEJAZ_TOTAL],
    ]);
    expect(quote.value.walletBalance).toBe(10_000);
    expect(quote.value.split).toEqual({ total: NAJD_TOTAL + HEJAZ_TOTAL, walletPart: 10_000, cardPart: NAJD_TOTAL + HEJAZ_TOTAL - 10_000, needsCardConfirmation: true });
    expectNothingWritten(10_000);
  });

  it('refuses another shopper’s address, a region no seller of the cart ships to, and an empty cart', async () => {
    const other = randomUUID();
    shop.store.addShopper(other);
    const theirs = shop.store.addAddress(other, 'riyadh');
    expect(await quoteCheckout(shop.desk, shopper, 'en', theirs)).toMatchObject({ ok: false, error: { code: 'addresses.notFound' } });
    expect(await quoteCheckout(shop.desk, shopper, 'en', addressId)).toMatchObject({ ok: false, error: { code: 'checkout.emptyCart' } });
    shop.store.addToCart(shopper, 'sadu-cushion');
    const inHail = shop.store.addAddress(shopper, 'hail');
    expect(await quoteCheckout(shop.desk, shopper, 'en', inHail)).toMatchObject({ ok: false, error: { code: 'checkout.noShippingForAddress' } });
  });
});

describe('an order the wallet covers', () => {
  it('is paid at once: one payment row, one new order per seller, stock taken, the cart emptied, the shopper told', async () => {
    fund(50_000);
    fillCart();
    const placed = await place();
    if (!placed.ok) throw new Error(placed.error.code);
    const view = placed.value;
    expect(view).toMatchObject({ state: 'paid', total: NAJD_TOTAL + HEJAZ_TOTAL, walletPart: NAJD_TOTAL + HEJAZ_TOTAL, cardPart: 0, redirectUrl: null, failureCode: null });
    expect(view.orderCodes).toEqual(['HRF-001001', 'HRF-001002']);

    expect(shop.store.ledgerOf(shopper).slice(1)).toEqual([{ kind: 'payment', amount: -(NAJD_TOTAL + HEJAZ_TOTAL), ref: view.id, at: shop.clock.now() }]);
    expect(balance()).toBe(50_000 - NAJD_TOTAL - HEJAZ_TOTAL);
    const orders = shop.store.ordersOf(view.id);
    expect(orders.map((order) => [order.sellerSlug, order.total, order.walletPart, order.cardPart, order.items.map((item) => [item.productSlug, item.quantity])])).toEqual([
      ['najd-weavers', NAJD_TOTAL, NAJD_TOTAL, 0, [['sadu-cushion', 1], ['palm-basket', 2]]],
      ['hejaz-pottery', HEJAZ_TOTAL, HEJAZ_TOTAL, 0, [['clay-pot', 1]]],
    ]);
    expect(orders[0]!.shippedTo).toMatchObject({ addressId, regionId: 'riyadh', city: { en: 'Riyadh', ar: 'الرياض' } });
    expect(stock()).toEqual({ cushion: 11, basket: 1, pot: 4 });
    expect(shop.store.cartOf(shopper)).toEqual([]);
    expect(shop.store.notificationsOf(shopper).map((told) => [told.kind, told.params])).toEqual([
      ['orderPlaced', { code: 'HRF-001001' }],
      ['orderPlaced', { code: 'HRF-001002' }],
    ]);
    expect(shop.gateway.starts).toEqual([]);
    expect(shop.cleared()).toBe(1);
  });

  it('answers a replayed key with the first attempt’s checkout and changes nothing more', async () => {
    fund(50_000);
    fillCart();
    const idempotencyKey = randomUUID();
    const first = await place({ idempotencyKey });
    // The shopper fills the cart again; the replay still buys nothing.
    fillCart();
    const ledger = shop.store.ledgerOf(shopper);
    const again = await place({ idempotencyKey });
    expect(again).toEqual(first);
    expect(shop.store.checkoutsOf(shopper)).toHaveLength(1);
    expect(shop.store.ledgerOf(shopper)).toEqual(ledger);
    expect(stock()).toEqual({ cushion: 11, basket: 1, pot: 4 });
    expect(shop.store.cartOf(shopper)).toHaveLength(3);
    expect(shop.cleared()).toBe(1);
  });
});

describe('a card part', () => {
  it('needs the shopper’s yes first: without it nothing is written and the card part is named', async () => {
    fund(10_000);
    fillCart();
    expect(await place()).toEqual({
      ok: false,
      error: { code: 'payment.cardConfirmationRequired', params: { amount: NAJD_TOTAL + HEJAZ_TOTAL - 10_000 } },
    });
    expectNothingWritten(10_000);
  });

  it('once confirmed, holds the wallet part, reserves the stock and the orders\' codes, and starts the card payment, which the shopper is sent to', async () => {
    fund(10_000);
    fillCart();
    const placed = await place({ cardConfirmed: true });
    if (!placed.ok) throw new Error(placed.error.code);
    const view = placed.value;
    const cardPart = NAJD_TOTAL + HEJAZ_TOTAL - 10_000;
    expect(view).toMatchObject({ state: 'awaiting-payment', walletPart: 10_000, cardPart, orderCodes: [], failureCode: null });
    const payment = shop.store.paymentOf(view.id)!;
    expect(view.redirectUrl).toBe(`/memory-gateway/${shop.gateway.idOf(payment.id)}`);
    expect(shop.gateway.starts).toEqual([
      // The card's page names the orders the shopper will find, by the codes reserved for them.
      { paymentId: payment.id, amount: cardPart, description: 'Herfa orders HRF-001001, HRF-001002', callbackUrl: `https://herfa.example/api/payments/${payment.id}/return`, language: 'en' },
    ]);
    expect(shop.store.checkoutsOf(shopper)[0]!.drafts.map((draft) => draft.code)).toEqual(['HRF-001001', 'HRF-001002']);
    expect(shop.store.ledgerOf(shopper).slice(1).map(({ kind, amount, ref }) => [kind, amount, ref])).toEqual([['hold', -10_000, view.id]]);
    expect(balance()).toBe(0);
    // The drafts' wallet parts are spread wallet-first in order.
    expect(shop.store.checkoutsOf(shopper)[0]!.drafts.map((draft) => [draft.walletPart, draft.cardPart])).toEqual([
      [10_000, NAJD_TOTAL - 10_000],
      [0, HEJAZ_TOTAL],
    ]);
    expect(stock()).toEqual({ cushion: 11, basket: 1, pot: 4 });
    expect(shop.store.ordersOf(view.id)).toEqual([]);
    expect(shop.store.cartOf(shopper)).toHaveLength(3);
    expect(shop.cleared()).toBe(1);
  });

  it('pays wholly by card from an empty wallet, holding nothing', async () => {
    shop.store.addToCart(shopper, 'clay-pot');
    const placed = await place({ cardConfirmed: true });
    expect(placed).toMatchObject({ ok: true, value: { state: 'awaiting-payment', walletPart: 0, cardPart: HEJAZ_TOTAL } });
    expect(shop.store.ledgerOf(shopper)).toEqual([]);
    expect(shop.store.checkoutsOf(shopper)[0]!.holdRef).toBeNull();
  });

  it('answers a replayed key with the same redirect and starts nothing new', async () => {
    fillCart();
    const idempotencyKey = randomUUID();
    const first = await place({ cardConfirmed: true, idempotencyKey });
    const again = await place({ cardConfirmed: true, idempotencyKey });
    expect(again).toEqual(first);
    expect(shop.store.checkoutsOf(shopper)).toHaveLength(1);
    expect(shop.gateway.starts).toHaveLength(1);
    expect(stock()).toEqual({ cushion: 11, basket: 1, pot: 4 });
  });
});

describe('stock that runs short', () => {
  it('refuses the cart, naming the product or the stock left, and writes nothing', async () => {
    fund(100_000);
    fillCart();
    shop.store.setStock('palm-basket', 1);
    expect(await place()).toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 1 } } });
    shop.store.setStock('palm-basket', 0);
    expect(await place()).toEqual({ ok: false, error: { code: 'cart.outOfStock', params: { product: 'Palm basket' } } });
    shop.store.setStock('palm-basket', 3);
    expectNothingWritten(100_000);
  });

  it('lets only as many shoppers buy as there are pieces, however many place at once', async () => {
    shop.store.setStock('palm-basket', 2);
    const buyers = Array.from({ length: 5 }, () => {
      const id = randomUUID();
      shop.store.addShopper(id);
      shop.store.record(id, [{ kind: 'topup', amount: 50_000, ref: `top-up-${id}` }]);
      shop.store.addToCart(id, 'palm-basket');
      return { id, addressId: shop.store.addAddress(id, 'riyadh') };
    });
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(shop.desk, buyer.id, 'en', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: false })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error.code)).toEqual(['cart.outOfStock', 'cart.outOfStock', 'cart.outOfStock']);
    expect(shop.store.stockOf('palm-basket')).toBe(0);
    // Those that came to take the pieces once they were gone were undone whole.
    for (const [index, buyer] of buyers.entries()) {
      if (answers[index]!.ok) continue;
      expect(shop.store.checkoutsOf(buyer.id)).toEqual([]);
      expect(shop.store.ledgerOf(buyer.id).map((row) => row.kind)).toEqual(['topup']);
      expect(shop.store.totalsOf(buyer.id)).toEqual({ balance: 50_000, held: 0 });
      expect(shop.store.cartOf(buyer.id)).toHaveLength(1);
    }
  });
});

describe('the outcome', () => {
  it('is the shopper’s own checkout only', async () => {
    fund(50_000);
    shop.store.addToCart(shopper, 'clay-pot');
    const placed = await place();
    if (!placed.ok) throw new Error(placed.error.code);
    expect(await checkoutOutcome(shop.desk.repositories.checkout, shopper, placed.value.id)).toEqual(placed);
    expect(await checkoutOutcome(shop.desk.repositories.checkout, randomUUID(), placed.value.id)).toEqual({ ok: false, error: { code: 'checkout.notFound' } });
    expect(shop.store.cartOf(shopper)).toEqual([]);
    expect(lineKey('clay-pot', {})).toBe(shop.store.checkoutsOf(shopper)[0]!.drafts[0]!.lines[0]!.cartLineKey);
  });
});
