// Card payments over the in-memory ports and gateway (fast: no database): what the gateway's
// word does to a checkout placed with a card part. Paid → the hold captured and the orders
// created, once however often the return comes; declined, tampered with or about another payment
// → the hold released and the stock back; abandoned → expired after 30 minutes, unless the
// gateway says it was paid; paid after expiry → credited to the wallet. And top-ups by card,
// credited once; and a gateway that cannot start a payment.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryCheckoutDesk, type MemoryCheckoutWorld } from '../../testing/memory/memory-checkout-desk';
import { placeOrder } from '../checkout/checkout';
import { expireStalePayments, findTopUp, PAYMENT_EXPIRY_MS, resultPathOf, settleCardPayment, startExpirySweeper, startTopUp } from './payments';

const MINUTE = 60_000;
const WALLET = 10_000;
/** A sadu cushion: 250.00 −20 % and 25.00 shipping, of which the wallet pays 100.00. */
const TOTAL = 22_500;
const CARD_PART = TOTAL - WALLET;

let shop: MemoryCheckoutWorld;
let shopper: string;
beforeEach(() => {
  shop = memoryCheckoutDesk();
  shopper = aShopper();
});

function aShopper(wallet = WALLET): string {
  const id = randomUUID();
  shop.store.addShopper(id);
  if (wallet > 0) shop.store.record(id, [{ kind: 'topup', amount: wallet, ref: `top-up-${id}` }]);
  return id;
}

/** The shopper places a sadu cushion with the card part confirmed; answers the checkout's and its payment's ids. */
async function placedByCard(who = shopper): Promise<{ checkoutId: string; paymentId: string }> {
  shop.store.addToCart(who, 'sadu-cushion');
  const placed = await placeOrder(shop.desk, who, 'en', { addressId: shop.store.addAddress(who, 'riyadh'), idempotencyKey: randomUUID(), cardConfirmed: true });
  if (!placed.ok || placed.value.state !== 'awaiting-payment') throw new Error(`Not awaiting its card: ${JSON.stringify(placed)}`);
  return { checkoutId: placed.value.id, paymentId: shop.store.paymentOf(placed.value.id)!.id };
}

const settle = (paymentId: string, reported?: string) => settleCardPayment(shop.desk, paymentId, reported);
const topUp = (amount: number, idempotencyKey = randomUUID(), who = shopper) => startTopUp(shop.desk, who, 'ar', { amount, idempotencyKey });
const kindsOf = (who = shopper) => shop.store.ledgerOf(who).map((row) => row.kind);
const balanceOf = (who = shopper) => shop.store.ledgerOf(who).reduce((sum, row) => sum + row.amount, 0);
const checkoutOf = (checkoutId: string) => shop.store.checkoutsOf(shopper).find((checkout) => checkout.id === checkoutId)!;

describe('the gateway’s word on a checkout’s card part', () => {
  it('paid: the hold is captured and the orders created once, however often the return comes', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    shop.gateway.pay(paymentId);
    for (let replay = 0; replay < 3; replay++) expect(await settle(paymentId)).toMatchObject({ state: 'paid', settledAt: shop.clock.now() });

    expect(checkoutOf(checkoutId)).toMatchObject({ state: 'paid', failureCode: null });
    expect(kindsOf()).toEqual(['topup', 'hold', 'capture', 'payment']);
    expect(balanceOf()).toBe(0);
    expect(shop.store.ordersOf(checkoutId).map((order) => [order.code, order.total, order.walletPart, order.cardPart])).toEqual([['HRF-001001', TOTAL, WALLET, CARD_PART]]);
    expect(shop.store.notificationsOf(shopper).map((told) => told.kind)).toEqual(['orderPlaced']);
    expect(shop.store.cartOf(shopper)).toEqual([]);
    expect(shop.store.stockOf('sadu-cushion')).toBe(11);
    expect(await resultPathOf(shop.desk, (await shop.desk.repositories.payments.findPayment(paymentId))!)).toBe(`/en/payment/success?checkout=${checkoutId}`);
  });

  it('paid: the orders take the codes the card\'s page named, though other orders were placed meanwhile', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    expect(shop.gateway.starts.at(-1)?.description).toBe('Herfa order HRF-001001');
    // Another shopper's checkout, paid from the wallet at once, takes the next code.
    const other = aShopper(50_000);
    shop.store.addToCart(other, 'clay-pot');
    const paidAtOnce = await placeOrder(shop.desk, other, 'ar', { addressId: shop.store.addAddress(other, 'riyadh'), idempotencyKey: randomUUID(), cardConfirmed: false });
    expect(paidAtOnce).toMatchObject({ ok: true, value: { state: 'paid', orderCodes: ['HRF-001002'] } });

    shop.gateway.pay(paymentId);
    await settle(paymentId);
    expect(shop.store.ordersOf(checkoutId).map((order) => order.code)).toEqual(['HRF-001001']);
  });

  it('declined: the hold is released and the stock back, the cart kept, the gateway’s reason stored', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    const cleared = shop.cleared();
    shop.gateway.decline(paymentId);
    expect(await settle(paymentId)).toMatchObject({ state: 'failed', failureCode: 'payment.declined.insufficientFunds', gatewayMessage: 'INSUFFICIENT_FUNDS' });
    expect(await settle(paymentId)).toMatchObject({ state: 'failed' });

    expect(checkoutOf(checkoutId)).toMatchObject({ state: 'failed', failureCode: 'payment.declined.insufficientFunds' });
    expect(kindsOf()).toEqual(['topup', 'hold', 'release']);
    expect(balanceOf()).toBe(WALLET);
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);
    expect(shop.store.cartOf(shopper)).toHaveLength(1);
    expect(shop.store.ordersOf(checkoutId)).toEqual([]);
    expect(shop.cleared()).toBe(cleared + 1);
    expect(await resultPathOf(shop.desk, (await shop.desk.repositories.payments.findPayment(paymentId))!)).toBe(`/en/payment/failure?checkout=${checkoutId}`);
  });

  it('paid with another amount or currency: a failure, and nothing is captured', async () => {
    for (const tampered of [{ amount: 100 }, { currency: 'USD' }]) {
      shopper = aShopper();
      const { checkoutId, paymentId } = await placedByCard();
      shop.gateway.pay(paymentId);
      shop.gateway.alter(paymentId, tampered);
      expect(await settle(paymentId)).toMatchObject({ state: 'failed', gatewayMessage: expect.stringContaining('Amount mismatch') });
      expect(checkoutOf(checkoutId).state).toBe('failed');
      expect(balanceOf()).toBe(WALLET);
      expect(shop.store.ordersOf(checkoutId)).toEqual([]);
    }
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);
  });

  it('about another payment, named by the return when none was stored at start: a failure, linked to nothing', async () => {
    const victim = await placedByCard();
    const otherShopper = aShopper();
    const other = await placedByCard(otherShopper);
    shop.gateway.pay(other.paymentId);
    shop.store.alterPayment(victim.paymentId, { gatewayPaymentId: null });
    expect(await settle(victim.paymentId, shop.gateway.idOf(other.paymentId))).toMatchObject({ state: 'failed', gatewayPaymentId: null });
    expect(balanceOf()).toBe(WALLET);
    expect(await shop.desk.repositories.payments.findPayment(other.paymentId)).toMatchObject({ state: 'awaiting-payment' });
    expect(balanceOf(otherShopper)).toBe(0);
  });

  it('not given (pending, or the gateway does not answer): nothing is decided', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    expect(await settle(paymentId)).toMatchObject({ state: 'awaiting-payment' });
    shop.gateway.pay(paymentId);
    shop.gateway.unreachable = new Error('connect ECONNREFUSED');
    expect(await settle(paymentId)).toMatchObject({ state: 'awaiting-payment' });
    expect(checkoutOf(checkoutId).state).toBe('awaiting-payment');
    expect(kindsOf()).toEqual(['topup', 'hold']);
    expect(shop.log.lines().map((line) => line.msg)).toEqual(['the gateway did not answer the status check']);
  });

  it('keeps a gateway id first named by the return, once the gateway confirms it is ours', async () => {
    const { paymentId } = await placedByCard();
    const gatewayId = shop.gateway.idOf(paymentId);
    shop.store.alterPayment(paymentId, { gatewayPaymentId: null });
    expect(await settle(paymentId, gatewayId)).toMatchObject({ state: 'awaiting-payment' });
    expect(await shop.desk.repositories.payments.findPayment(paymentId)).toMatchObject({ gatewayPaymentId: gatewayId });
  });
});

describe('abandoned payments', () => {
  it('expire after 30 minutes: the hold released, the stock back, once', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    shop.clock.advance(PAYMENT_EXPIRY_MS - MINUTE);
    expect(await expireStalePayments(shop.desk)).toBe(0);
    expect(checkoutOf(checkoutId).state).toBe('awaiting-payment');

    shop.clock.advance(2 * MINUTE);
    expect(await expireStalePayments(shop.desk, { userId: aShopper() })).toBe(0);
    expect(await expireStalePayments(shop.desk, { userId: shopper })).toBe(1);
    expect(checkoutOf(checkoutId)).toMatchObject({ state: 'expired', failureCode: 'payment.expired' });
    expect(await shop.desk.repositories.payments.findPayment(paymentId)).toMatchObject({ state: 'expired', failureCode: 'payment.expired' });
    expect(kindsOf()).toEqual(['topup', 'hold', 'release']);
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);

    expect(await expireStalePayments(shop.desk)).toBe(0);
    expect(kindsOf()).toEqual(['topup', 'hold', 'release']);
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);
  });

  it('are asked of the gateway once more: one paid there is settled as paid', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    shop.gateway.pay(paymentId);
    shop.clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    expect(await expireStalePayments(shop.desk)).toBe(1);
    expect(checkoutOf(checkoutId).state).toBe('paid');
    expect(shop.store.ordersOf(checkoutId)).toHaveLength(1);
  });

  it('paid after they expired are credited to the wallet, once: no order, no money lost', async () => {
    const { checkoutId, paymentId } = await placedByCard();
    shop.clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    await expireStalePayments(shop.desk);
    shop.gateway.pay(paymentId);
    expect(await settle(paymentId)).toMatchObject({ state: 'paid', failureCode: null });
    expect(await settle(paymentId)).toMatchObject({ state: 'paid' });
    expect(checkoutOf(checkoutId)).toMatchObject({ state: 'expired' });
    expect(shop.store.ordersOf(checkoutId)).toEqual([]);
    expect(shop.store.ledgerOf(shopper).slice(1).map(({ kind, amount, ref }) => [kind, amount, ref])).toEqual([
      ['hold', -WALLET, checkoutId],
      ['release', WALLET, checkoutId],
      ['topup', CARD_PART, paymentId],
    ]);
    expect(shop.store.notificationsOf(shopper).map((told) => [told.kind, told.params])).toEqual([['walletToppedUp', { amount: CARD_PART }]]);
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);
  });

  it('are swept by a timer, which stops cleanly', async () => {
    const { checkoutId } = await placedByCard();
    shop.clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    const sweeper = startExpirySweeper(shop.desk, 5);
    await expect.poll(() => checkoutOf(checkoutId).state, { timeout: 2_000 }).toBe('expired');
    await sweeper.stop();
  });
});

describe('top-ups by card', () => {
  it('credit the wallet once the card is paid, once; the same key again is the same top-up', async () => {
    const idempotencyKey = randomUUID();
    const started = await topUp(25_000, idempotencyKey);
    if (!started.ok) throw new Error(started.error.code);
    expect(started.value).toEqual({ id: started.value.id, amount: 25_000, state: 'awaiting-payment', failureCode: null, redirectUrl: expect.stringMatching(/^\/memory-gateway\//) });
    expect(await topUp(99_000, idempotencyKey)).toEqual(started);
    expect(shop.gateway.starts.map((start) => [start.amount, start.language])).toEqual([[25_000, 'ar']]);

    shop.gateway.pay(started.value.id);
    await settle(started.value.id);
    await settle(started.value.id);
    expect(shop.store.ledgerOf(shopper).slice(1).map(({ kind, amount, ref }) => [kind, amount, ref])).toEqual([['topup', 25_000, started.value.id]]);
    expect(shop.store.notificationsOf(shopper).map((told) => [told.kind, told.params, told.link])).toEqual([['walletToppedUp', { amount: 25_000 }, '/profile/wallet']]);
    expect(await findTopUp(shop.desk, shopper, started.value.id)).toMatchObject({ ok: true, value: { state: 'paid', failureCode: null } });
    expect(await findTopUp(shop.desk, aShopper(), started.value.id)).toEqual({ ok: false, error: { code: 'payment.notFound' } });
    expect(await resultPathOf(shop.desk, (await shop.desk.repositories.payments.findPayment(started.value.id))!)).toBe(`/ar/profile/wallet?topup=${started.value.id}`);
  });

  it('add nothing when the card is declined', async () => {
    const started = await topUp(5_000);
    if (!started.ok) throw new Error(started.error.code);
    shop.gateway.decline(started.value.id);
    expect(await settle(started.value.id)).toMatchObject({ state: 'failed', failureCode: 'payment.declined.insufficientFunds' });
    expect(balanceOf()).toBe(WALLET);
    expect(shop.store.notificationsOf(shopper)).toEqual([]);
  });
});

describe('a gateway that cannot start the payment', () => {
  it('fails the checkout at once, releasing the hold and the stock; a top-up answers that the service is unavailable', async () => {
    shop.gateway.refuseStarts = new Error('given_id already used');
    shop.store.addToCart(shopper, 'sadu-cushion');
    const placed = await placeOrder(shop.desk, shopper, 'en', { addressId: shop.store.addAddress(shopper, 'riyadh'), idempotencyKey: randomUUID(), cardConfirmed: true });
    expect(placed).toMatchObject({ ok: true, value: { state: 'failed', redirectUrl: null, orderCodes: [], failureCode: 'payment.failed' } });
    expect(kindsOf()).toEqual(['topup', 'hold', 'release']);
    expect(shop.store.stockOf('sadu-cushion')).toBe(12);
    expect(shop.store.cartOf(shopper)).toHaveLength(1);

    expect(await topUp(5_000)).toEqual({ ok: false, error: { code: 'http.unavailable' } });
    expect(balanceOf()).toBe(WALLET);
    const logged = shop.log.lines().filter((line) => line.msg === 'the gateway could not start the payment');
    expect(logged).toHaveLength(2);
  });
});
