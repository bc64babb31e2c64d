// The gateway's return and what it settles, through real HTTP over a real (PGlite) database and
// the real sandbox gateway: replayed and out-of-order returns, a return for a payment never
// started, a tampered amount, abandoned payments expiring (a hand clock moves time), money paid
// after expiry reaching the wallet, and wallet top-ups by card.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import type { ErrorBody } from '../../src/contract/common';
import { SandboxGateway } from '../adapters/sandbox-gateway';
import { expireStalePayments, startExpirySweeper, PAYMENT_EXPIRY_MS } from '../use-cases/payments/payments';
import { cardPayments, sandboxPayments } from '../persistence/schema';
import {
  CARDS,
  aBuyer,
  addToCart,
  balanceOf,
  cardPaymentOf,
  cartOf,
  comeBack,
  insertShop,
  ledgerOf,
  ordersOf,
  payAndReturn,
  payAtGateway,
  resetStock,
  stockOf,
  type Buyer,
} from '../testing/checkout-fixtures';
import { handClock } from '../testing/hand-clock';
import { startTestServer, type TestServer } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { memoryLog } from '../logging/memory-log';

const clock = handClock(new Date('2026-01-10T09:00:00Z'));
const MINUTE = 60_000;

const server = useTestServer({ prepare: ({ db }) => insertShop(db), services: () => ({ clock }) });
// Each test starts from a quiet shop: whatever it left awaiting payment is settled, the stock reset.
afterEach(async () => {
  clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
  while ((await expireStalePayments(server.services)) > 0);
  await resetStock(server.database.db);
});

const db = () => server.database.db;
const place = (buyer: Buyer, body: Record<string, unknown> = {}) =>
  server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true, ...body }, buyer.auth);
const outcome = async (buyer: Buyer, id: string) => (await server.json<CheckoutOutcome>('GET', `/api/checkout/${id}`, undefined, buyer.auth)).body;
const returnPath = (paymentId: string, query = '') => `/api/payments/${paymentId}/return${query}`;

/** A buyer with 100.00 in the wallet and a sadu cushion (200.00 + 25.00 shipping) in the cart, checkout started. */
async function startedCheckout(): Promise<{ buyer: Buyer; checkout: CheckoutOutcome; paymentId: string; gatewayId: string }> {
  const buyer = await aBuyer(db(), { wallet: 10_000 });
  await addToCart(server, buyer, 'sadu-cushion');
  const { status, body } = await place(buyer);
  expect(status).toBe(200);
  expect(body.state).toBe('awaiting-payment');
  const payment = await cardPaymentOf(db(), { checkoutId: body.id });
  return { buyer, checkout: body, paymentId: payment!.id, gatewayId: payment!.gatewayPaymentId! };
}
const CARD_PART = 22_500 - 10_000;

describe('the return from the gateway', () => {
  it('settles once: replaying the return changes nothing', async () => {
    const { buyer, checkout } = await startedCheckout();
    const returnUrl = await payAtGateway(server, checkout.redirectUrl!);
    const success = { status: 302, location: `/en/payment/success?checkout=${checkout.id}` };
    expect(await comeBack(server, returnUrl)).toEqual(success);
    const ledger = await ledgerOf(db(), buyer.id);
    const orders = await ordersOf(db(), { userId: buyer.id });
    for (let replay = 0; replay < 3; replay++) expect(await comeBack(server, returnUrl)).toEqual(success);
    expect(await ledgerOf(db(), buyer.id)).toEqual(ledger);
    expect(await ordersOf(db(), { userId: buyer.id })).toEqual(orders);
    expect(orders).toHaveLength(1);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);
  });

  it('never trusts the query: "paid" in the URL before paying changes nothing, the real payment then settles', async () => {
    const { buyer, checkout, paymentId, gatewayId } = await startedCheckout();
    const forged = await comeBack(server, returnPath(paymentId, `?id=${gatewayId}&status=paid&message=APPROVED`));
    expect(forged).toEqual({ status: 302, location: `/en/payment/failure?checkout=${checkout.id}` });
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'awaiting-payment', redirectUrl: checkout.redirectUrl });
    expect(await ordersOf(db(), { userId: buyer.id })).toEqual([]);

    const returnUrl = await payAtGateway(server, checkout.redirectUrl!);
    // The browser arrives claiming failure; the gateway says paid, and that is what counts.
    const claimed = new URL(returnUrl, server.url);
    claimed.searchParams.set('status', 'failed');
    expect((await comeBack(server, `${claimed.pathname}${claimed.search}`)).location).toBe(`/en/payment/success?checkout=${checkout.id}`);
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'paid' });
  });

  it('settles each payment by its own status whatever order the returns come back in', async () => {
    const first = await startedCheckout();
    const second = await startedCheckout();
    const firstReturn = await payAtGateway(server, first.checkout.redirectUrl!, CARDS.insufficientFunds);
    const secondReturn = await payAtGateway(server, second.checkout.redirectUrl!);
    // The second's browser comes back first, and the first's return carries the second's gateway id.
    expect((await comeBack(server, secondReturn)).location).toBe(`/en/payment/success?checkout=${second.checkout.id}`);
    expect((await comeBack(server, returnPath(first.paymentId, `?id=${second.gatewayId}&status=paid`))).location).toBe(
      `/en/payment/failure?checkout=${first.checkout.id}`,
    );
    expect(await outcome(first.buyer, first.checkout.id)).toMatchObject({ state: 'failed' });
    expect((await comeBack(server, firstReturn)).location).toBe(`/en/payment/failure?checkout=${first.checkout.id}`);
    expect(await outcome(second.buyer, second.checkout.id)).toMatchObject({ state: 'paid' });
    expect(await balanceOf(db(), first.buyer.id)).toBe(10_000);
    expect(await balanceOf(db(), second.buyer.id)).toBe(0);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);
  });

  it('fails a payment whose return names another payment at the gateway, when none was stored at start', async () => {
    const victim = await startedCheckout();
    const other = await startedCheckout();
    await payAtGateway(server, other.checkout.redirectUrl!);
    await db().update(cardPayments).set({ gatewayPaymentId: null }).where(eq(cardPayments.id, victim.paymentId));
    const back = await comeBack(server, returnPath(victim.paymentId, `?id=${other.gatewayId}&status=paid`));
    expect(back.location).toBe(`/en/payment/failure?checkout=${victim.checkout.id}`);
    expect(await outcome(victim.buyer, victim.checkout.id)).toMatchObject({ state: 'failed', failure: { code: 'payment.failed' } });
    expect(await cardPaymentOf(db(), { id: victim.paymentId })).toMatchObject({ state: 'failed', gatewayPaymentId: null });
    expect(await balanceOf(db(), victim.buyer.id)).toBe(10_000);
    expect(await ordersOf(db(), { userId: victim.buyer.id })).toEqual([]);
    // The other payment is untouched by it.
    expect(await cardPaymentOf(db(), { id: other.paymentId })).toMatchObject({ state: 'awaiting-payment' });
  });

  it('answers a return for a payment never started as not found, and changes nothing', async () => {
    for (const path of [returnPath(randomUUID(), '?id=sbx_000000000000000000000000&status=paid'), returnPath('not-a-payment'), returnPath("1' or '1'='1")]) {
      const response = await server.request(path, { redirect: 'manual', headers: { 'Accept-Language': 'ar' } });
      expect(response.status, path).toBe(404);
      const error = (await response.json()) as ErrorBody;
      expect(error.code).toBe('payment.notFound');
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('fails a payment whose amount at the gateway is not ours, and captures nothing', async () => {
    const { buyer, checkout, gatewayId, paymentId } = await startedCheckout();
    await db().update(sandboxPayments).set({ amount: 100 }).where(eq(sandboxPayments.id, gatewayId));
    const back = await payAndReturn(server, checkout.redirectUrl!);
    expect(back.location).toBe(`/en/payment/failure?checkout=${checkout.id}`);
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'failed', orderCodes: [] });
    expect(await cardPaymentOf(db(), { id: paymentId })).toMatchObject({ state: 'failed', gatewayMessage: expect.stringContaining('Amount mismatch') });
    expect(await balanceOf(db(), buyer.id)).toBe(10_000);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
    expect(await cartOf(db(), buyer.id)).toHaveLength(1);
  });

  it('keeps a line the shopper raised during the payment, less the pieces bought', async () => {
    const { buyer, checkout } = await startedCheckout();
    await addToCart(server, buyer, 'sadu-cushion', 2);
    await payAndReturn(server, checkout.redirectUrl!);
    expect(await cartOf(db(), buyer.id)).toEqual([{ productSlug: 'sadu-cushion', quantity: 2, colour: null }]);
  });
});

describe('abandoned payments', () => {
  it('expire after 30 minutes at the shopper’s next checkout: the hold is released and the stock comes back', async () => {
    const { buyer, checkout, paymentId } = await startedCheckout();
    clock.advance(PAYMENT_EXPIRY_MS - MINUTE);
    await server.json('POST', '/api/checkout/quote', { addressId: buyer.addressId }, buyer.auth);
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'awaiting-payment' });
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);

    clock.advance(2 * MINUTE);
    const quote = await server.json<{ walletBalance: number }>('POST', '/api/checkout/quote', { addressId: buyer.addressId }, buyer.auth);
    expect(quote.body.walletBalance).toBe(10_000);
    expect(await outcome(buyer, checkout.id)).toMatchObject({
      state: 'expired',
      redirectUrl: null,
      failure: { code: 'payment.expired', message: expect.stringContaining('ran out') },
    });
    expect((await ledgerOf(db(), buyer.id)).slice(1).map((row) => row.kind)).toEqual(['hold', 'release']);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
    expect(await cartOf(db(), buyer.id)).toHaveLength(1);
    expect(await cardPaymentOf(db(), { id: paymentId })).toMatchObject({ state: 'expired' });

    // Expiring again changes nothing.
    const ledger = await ledgerOf(db(), buyer.id);
    await expireStalePayments(server.services);
    await expireStalePayments(server.services, { userId: buyer.id });
    expect(await ledgerOf(db(), buyer.id)).toEqual(ledger);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
  });

  it('credit the wallet when the card is paid after the checkout expired: no order, no money lost', async () => {
    const { buyer, checkout, paymentId } = await startedCheckout();
    clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    await expireStalePayments(server.services);
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'expired' });

    const returnUrl = await payAtGateway(server, checkout.redirectUrl!);
    expect((await comeBack(server, returnUrl)).location).toBe(`/en/payment/failure?checkout=${checkout.id}`);
    expect(await comeBack(server, returnUrl)).toMatchObject({ status: 302 });
    expect(await outcome(buyer, checkout.id)).toMatchObject({ state: 'expired', orderCodes: [] });
    expect((await ledgerOf(db(), buyer.id)).slice(1)).toEqual([
      { kind: 'hold', amount: -10_000, ref: checkout.id },
      { kind: 'release', amount: 10_000, ref: checkout.id },
      { kind: 'topup', amount: CARD_PART, ref: paymentId },
    ]);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
  });

  it('are asked of the gateway once more before expiring: one paid there is settled as paid', async () => {
    const { buyer, checkout } = await startedCheckout();
    await payAtGateway(server, checkout.redirectUrl!); // the browser never comes back
    clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    expect(await expireStalePayments(server.services)).toBe(1);
    const paid = await outcome(buyer, checkout.id);
    expect(paid).toMatchObject({ state: 'paid' });
    expect(paid.orderCodes).toHaveLength(1);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);
  });

  it('are swept by the timer too, which stops cleanly', async () => {
    const { buyer, checkout } = await startedCheckout();
    clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    const sweeper = startExpirySweeper(server.services, 20);
    await expect.poll(async () => (await outcome(buyer, checkout.id)).state, { timeout: 5_000 }).toBe('expired');
    await sweeper.stop();
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
  });
});

describe('wallet top-ups by card', () => {
  const topUp = (buyer: Buyer, amount: number, idempotencyKey = randomUUID()) =>
    server.json<{ id: string; redirectUrl: string }>('POST', '/api/wallet/topups', { amount, idempotencyKey }, buyer.auth);
  const topUpOutcome = async (buyer: Buyer, id: string) => server.json('GET', `/api/wallet/topups/${id}`, undefined, buyer.auth);

  it('adds the amount to the wallet once the card is paid, once', async () => {
    const buyer = await aBuyer(db());
    const idempotencyKey = randomUUID();
    const started = await topUp(buyer, 25_000, idempotencyKey);
    expect(started.status).toBe(201);
    expect(started.body.redirectUrl).toMatch(/^\/sandbox-gateway\/payments\/sbx_\w+\?lang=en$/);
    expect((await topUp(buyer, 99_000, idempotencyKey)).body).toEqual(started.body);
    expect(await topUpOutcome(buyer, started.body.id)).toMatchObject({ status: 200, body: { id: started.body.id, amount: 25_000, state: 'awaiting-payment', failure: null } });

    const returnUrl = await payAtGateway(server, started.body.redirectUrl);
    expect(await comeBack(server, returnUrl)).toEqual({ status: 302, location: `/en/profile/wallet?topup=${started.body.id}` });
    expect(await comeBack(server, returnUrl)).toEqual({ status: 302, location: `/en/profile/wallet?topup=${started.body.id}` });
    expect(await ledgerOf(db(), buyer.id)).toEqual([{ kind: 'topup', amount: 25_000, ref: started.body.id }]);
    expect((await topUpOutcome(buyer, started.body.id)).body).toMatchObject({ state: 'paid', failure: null });
  });

  it('adds nothing when the card is declined, and says why', async () => {
    const buyer = await aBuyer(db(), { wallet: 1_000 });
    const started = await topUp(buyer, 5_000);
    expect((await payAndReturn(server, started.body.redirectUrl, CARDS.insufficientFunds)).location).toBe(`/en/profile/wallet?topup=${started.body.id}`);
    expect((await topUpOutcome(buyer, started.body.id)).body).toMatchObject({
      state: 'failed',
      failure: { code: 'payment.declined.insufficientFunds', message: 'The card was declined for insufficient funds: another card, or a wallet top-up, will do.' },
    });
    expect(await balanceOf(db(), buyer.id)).toBe(1_000);
  });

  it('refuses amounts out of bounds or not whole, and another shopper’s top-up', async () => {
    const buyer = await aBuyer(db());
    for (const amount of [999, 1_000_001, 1500.5, -5000, '5000']) expect((await server.json('POST', '/api/wallet/topups', { amount, idempotencyKey: randomUUID() }, buyer.auth)).status, String(amount)).toBe(400);
    const started = await topUp(buyer, 5_000);
    const other = await aBuyer(db());
    expect((await topUpOutcome(other, started.body.id)).status).toBe(404);
    expect((await topUpOutcome(buyer, randomUUID())).status).toBe(404);
  });

  it('expires an abandoned top-up, and credits it if it is paid later', async () => {
    const buyer = await aBuyer(db());
    const started = await topUp(buyer, 5_000);
    clock.advance(PAYMENT_EXPIRY_MS + MINUTE);
    await expireStalePayments(server.services, { userId: buyer.id });
    expect((await topUpOutcome(buyer, started.body.id)).body).toMatchObject({ state: 'expired', failure: { code: 'payment.expired' } });
    expect(await balanceOf(db(), buyer.id)).toBe(0);

    // Paid at the gateway after all: the money still reaches the wallet, once.
    const returnUrl = await payAtGateway(server, started.body.redirectUrl);
    await comeBack(server, returnUrl);
    await comeBack(server, returnUrl);
    expect((await topUpOutcome(buyer, started.body.id)).body).toMatchObject({ state: 'paid', failure: null });
    expect(await ledgerOf(db(), buyer.id)).toEqual([{ kind: 'topup', amount: 5_000, ref: started.body.id }]);
  });
});

describe('a gateway that cannot start the payment', () => {
  // The real sandbox, made to fail by handing out one payment id only: its second start collides.
  let failing: TestServer;
  const log = memoryLog('error');
  beforeAll(async () => {
    failing = await startTestServer({
      logger: log.logger,
      prepare: ({ db }) => insertShop(db),
      services: ({ db }) => ({ clock, paymentGateway: new SandboxGateway(db, () => 'sbx_only_one') }),
    });
    await failing.database.db.insert(sandboxPayments).values({ id: 'sbx_only_one', givenId: randomUUID(), amount: 1, description: 'taken', callbackUrl: '/', status: 'initiated' });
  }, 60_000);
  afterAll(() => failing.close());

  it('fails the checkout at once, releasing the hold and the stock, so the shopper can retry', async () => {
    const buyer = await aBuyer(failing.database.db, { wallet: 10_000 });
    await addToCart(failing, buyer, 'sadu-cushion');
    const { status, body } = await failing.json<CheckoutOutcome>(
      'POST',
      '/api/checkout',
      { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true },
      buyer.auth,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'failed', redirectUrl: null, orderCodes: [], failure: { code: 'payment.failed' } });
    expect(await balanceOf(failing.database.db, buyer.id)).toBe(10_000);
    expect(await stockOf(failing.database.db, 'sadu-cushion')).toBe(12);
    expect(await cartOf(failing.database.db, buyer.id)).toHaveLength(1);

    const topUp = await failing.json('POST', '/api/wallet/topups', { amount: 5_000, idempotencyKey: randomUUID() }, buyer.auth);
    expect(topUp.status).toBe(503);
    expect(await balanceOf(failing.database.db, buyer.id)).toBe(10_000);
    const logged = log.lines().filter((line) => line.msg === 'the gateway could not start the payment');
    expect(logged).toHaveLength(2);
    expect(logged.every((line) => line.level === 'error' && typeof line.paymentId === 'string')).toBe(true);
  });
});
