// What every adapter of the payments port does, run against each of them: the database's on PGlite
// (payments-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where turns truly race),
// and the in-memory one the use cases' tests rely on, so that a fast test stands for the real
// thing. Payments and checkouts are read as stored; a start is stored once; a top-up once per key;
// a turn's writes (settlements, stock, orders, cart, notifications, ledger rows) are scoped to its
// shopper, atomic (work that throws leaves nothing), and one shopper's turns run one after another.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineKey } from '../../../src/domain/cart';
import type { NewCheckout } from '../../use-cases/checkout/checkout-repository';
import { NotEnoughStock, type CardPaymentRow, type DraftedOrder, type PaymentsRepository, type PaymentsTurn, type PurchasedLine, type ShippedTo } from '../../use-cases/payments/payments-repository';
import type { CheckoutWorld } from '../checkout/checkout-world';

export const PLACED_AT = new Date('2026-01-15T10:00:00.000Z');
export const minutes = (n: number) => new Date(PLACED_AT.getTime() + n * 60_000);
const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Where the contract's checkouts ship: Riyadh, as an order freezes it. */
export const SHIPPED_TO_RIYADH: ShippedTo = {
  addressId: '00000000-0000-4000-8000-000000000001',
  regionId: 'riyadh',
  region: { en: 'Riyadh', ar: 'الرياض' },
  cityId: 'riyadh-city',
  city: { en: 'Riyadh', ar: 'الرياض' },
  country: 'SA',
  addressText: 'King Fahd Road 1',
};

/** A line of `quantity` pieces of a shop product at 100.00 SAR, no options; `extra` sets anything else. */
export const aBoughtLine = (productSlug: string, quantity = 1, extra: Partial<PurchasedLine> = {}): PurchasedLine => ({
  productSlug,
  name: { en: `Product ${productSlug}`, ar: `منتج ${productSlug}` },
  image: `/images/products/${productSlug}.svg`,
  colour: null,
  size: null,
  nameOnProduct: null,
  giftText: null,
  quantity,
  unitPrice: 10_000,
  unitDiscount: 0,
  total: 10_000 * quantity,
  cartLineKey: lineKey(productSlug, {}),
  ...extra,
});

/** One order of najd-weavers with these lines, shipping 25.00, paid by card unless `walletPart` says otherwise. */
export function aDraft(lines: readonly PurchasedLine[] = [aBoughtLine('sadu-cushion')], walletPart = 0, sellerSlug = 'najd-weavers'): DraftedOrder {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.unitDiscount * line.quantity, 0);
  const total = subtotal - discount + 2_500;
  return { sellerSlug, lines, subtotal, discount, shippingFee: 2_500, total, walletPart, cardPart: total - walletPart };
}

/** A checkout of these drafts awaiting its card part, created at `at`, its wallet part held under its own id. */
export function aCheckout(drafts: readonly DraftedOrder[] = [aDraft()], at = PLACED_AT, extra: Partial<NewCheckout> = {}): NewCheckout {
  const id = randomUUID();
  const walletPart = drafts.reduce((sum, draft) => sum + draft.walletPart, 0);
  const total = drafts.reduce((sum, draft) => sum + draft.total, 0);
  return {
    id,
    idempotencyKey: randomUUID(),
    state: 'awaiting-payment',
    language: 'en',
    shippedTo: SHIPPED_TO_RIYADH,
    drafts,
    total,
    walletPart,
    cardPart: total - walletPart,
    holdRef: walletPart > 0 ? id : null,
    createdAt: at,
    settledAt: null,
    ...extra,
  };
}

export function paymentsRepositoryContract(adapter: string, open: () => Promise<CheckoutWorld>): void {
  describe(`the payments port: ${adapter}`, () => {
    let world: CheckoutWorld;
    let payments: PaymentsRepository;
    let shopper: string;
    // One database for the suite; every test acts for shoppers of its own and sets the stock it reads.
    beforeAll(async () => {
      world = await open();
      payments = world.payments;
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = (await world.newShopper()).id;
    });

    const turnOf = <T>(work: (turn: PaymentsTurn) => Promise<T>, who = shopper) => payments.inShopperTurn(who, work);

    /** Places a checkout awaiting its card through the checkout port; answers it and its payment's id. */
    async function placed(checkout = aCheckout(), who = shopper): Promise<{ checkout: NewCheckout; paymentId: string }> {
      const paymentId = randomUUID();
      await world.checkout.inShopperTurn(who, async (turn) => {
        await turn.addCheckout(checkout);
        await turn.addCardPayment({ id: paymentId, checkoutId: checkout.id, amount: checkout.cardPart, gateway: 'sandbox', language: checkout.language, createdAt: checkout.createdAt });
      });
      return { checkout, paymentId };
    }

    const awaitingPayment = (checkout: NewCheckout, paymentId: string, who = shopper): CardPaymentRow => ({
      id: paymentId,
      userId: who,
      purpose: 'checkout',
      checkoutId: checkout.id,
      idempotencyKey: null,
      amount: checkout.cardPart,
      gateway: 'sandbox',
      gatewayPaymentId: null,
      redirectUrl: null,
      state: 'awaiting-payment',
      failureCode: null,
      gatewayMessage: null,
      language: checkout.language,
      createdAt: checkout.createdAt,
      settledAt: null,
    });

    const aTopUp = (amount = 5_000, idempotencyKey = randomUUID(), at = PLACED_AT, who = shopper) => ({
      id: randomUUID(),
      userId: who,
      idempotencyKey,
      amount,
      gateway: 'sandbox' as const,
      language: 'ar',
      createdAt: at,
    });

    describe('outside a turn', () => {
      it('reads a checkout’s card payment and the checkout as stored, whoever’s; nothing of an unknown id', async () => {
        const { checkout, paymentId } = await placed(aCheckout([aDraft([aBoughtLine('sadu-cushion', 2)], 5_000), aDraft([aBoughtLine('clay-pot')], 0, 'hejaz-pottery')]));
        expect(await payments.findPayment(paymentId)).toEqual(awaitingPayment(checkout, paymentId));
        expect(await payments.findCheckout(checkout.id)).toEqual({ ...checkout, userId: shopper, failureCode: null });
        expect(await payments.findPayment(randomUUID())).toBeNull();
        expect(await payments.findCheckout(randomUUID())).toBeNull();
      });

      it('stores where a payment goes once, keeping a gateway id stored before', async () => {
        const first = await placed();
        await payments.recordStart(first.paymentId, { redirectUrl: '/pay/1', gatewayPaymentId: `gw-${first.paymentId}` });
        await payments.recordStart(first.paymentId, { redirectUrl: '/pay/2', gatewayPaymentId: `gw-2-${first.paymentId}` });
        expect(await payments.findPayment(first.paymentId)).toMatchObject({ redirectUrl: '/pay/1', gatewayPaymentId: `gw-${first.paymentId}`, state: 'awaiting-payment' });

        const second = await placed();
        await payments.linkGatewayPayment(second.paymentId, `gw-${second.paymentId}`);
        await payments.recordStart(second.paymentId, { redirectUrl: '/pay/3', gatewayPaymentId: null });
        expect(await payments.findPayment(second.paymentId)).toMatchObject({ redirectUrl: '/pay/3', gatewayPaymentId: `gw-${second.paymentId}` });

        const third = await placed();
        await payments.recordStart(third.paymentId, { redirectUrl: '/pay/4', gatewayPaymentId: null });
        expect(await payments.findPayment(third.paymentId)).toMatchObject({ redirectUrl: '/pay/4', gatewayPaymentId: null });
      });

      it('links a gateway id only to a payment that has none', async () => {
        const { paymentId } = await placed();
        await payments.linkGatewayPayment(paymentId, `gw-a-${paymentId}`);
        await payments.linkGatewayPayment(paymentId, `gw-b-${paymentId}`);
        expect((await payments.findPayment(paymentId))?.gatewayPaymentId).toBe(`gw-a-${paymentId}`);
      });

      it('stores a top-up once per shopper and key, and finds it only as the shopper’s top-up', async () => {
        const other = (await world.newShopper()).id;
        const key = randomUUID();
        const first = aTopUp(5_000, key);
        await payments.addTopUp(first);
        await payments.addTopUp(aTopUp(9_900, key));
        await payments.addTopUp(aTopUp(7_000, key, PLACED_AT, other));
        const stored = await payments.topUpByKey(shopper, key);
        expect(stored).toEqual({
          ...first,
          purpose: 'topup',
          checkoutId: null,
          gatewayPaymentId: null,
          redirectUrl: null,
          state: 'awaiting-payment',
          failureCode: null,
          gatewayMessage: null,
          settledAt: null,
        });
        expect((await payments.topUpByKey(other, key))?.amount).toBe(7_000);
        expect(await payments.topUpByKey(shopper, randomUUID())).toBeNull();

        expect(await payments.findTopUp(shopper, first.id)).toEqual(stored);
        expect(await payments.findTopUp(other, first.id)).toBeNull();
        const { paymentId } = await placed();
        expect(await payments.findTopUp(shopper, paymentId)).toBeNull();
        expect(await payments.findPayment(paymentId)).not.toBeNull();
      });

      it('lists payments awaiting their card since a time or before, oldest first, of one shopper when asked', async () => {
        const other = (await world.newShopper()).id;
        const late = await placed(aCheckout([aDraft()], minutes(-30)));
        const topUp = aTopUp(5_000, randomUUID(), minutes(-50));
        await payments.addTopUp(topUp);
        const settled = await placed(aCheckout([aDraft()], minutes(-60)));
        await turnOf((turn) => turn.settlePayment(settled.paymentId, { state: 'failed', failureCode: 'payment.failed', gatewayMessage: null, gatewayPaymentId: null, at: minutes(-55) }));
        const recent = await placed(aCheckout([aDraft()], minutes(-29)));
        const theirs = await placed(aCheckout([aDraft()], minutes(-40)), other);

        const ids = (rows: readonly CardPaymentRow[]) => rows.map((row) => row.id);
        expect(ids(await payments.awaitingSince(minutes(-30), { userId: shopper, limit: 10 }))).toEqual([topUp.id, late.paymentId]);
        expect(ids(await payments.awaitingSince(minutes(-30), { userId: shopper, limit: 1 }))).toEqual([topUp.id]);
        expect(ids(await payments.awaitingSince(minutes(-29), { userId: other, limit: 10 }))).toEqual([theirs.paymentId]);
        const everyone = ids(await payments.awaitingSince(minutes(-29), { limit: 1_000 }));
        const ours = [topUp.id, theirs.paymentId, late.paymentId, recent.paymentId];
        expect(everyone.filter((id) => ours.includes(id))).toEqual(ours);
      });
    });

    describe('a shopper’s turn', () => {
      it('holds the shopper’s own payment and checkout, and no other shopper’s', async () => {
        const other = (await world.newShopper()).id;
        const { checkout, paymentId } = await placed();
        expect(await turnOf((turn) => turn.paymentForUpdate(paymentId))).toEqual(awaitingPayment(checkout, paymentId));
        expect(await turnOf((turn) => turn.checkoutForUpdate(checkout.id))).toEqual({ ...checkout, userId: shopper, failureCode: null });
        expect(await turnOf((turn) => turn.paymentForUpdate(paymentId), other)).toBeNull();
        expect(await turnOf((turn) => turn.checkoutForUpdate(checkout.id), other)).toBeNull();
        expect(await turnOf((turn) => turn.paymentForUpdate(randomUUID()))).toBeNull();
      });

      it('records how a payment and its checkout ended, and never another shopper’s', async () => {
        const other = (await world.newShopper()).id;
        const { checkout, paymentId } = await placed();
        const failed = { state: 'failed', failureCode: 'payment.failed', gatewayMessage: 'INSUFFICIENT_FUNDS', gatewayPaymentId: `gw-${paymentId}`, at: minutes(3) } as const;
        await turnOf(async (turn) => {
          await turn.settlePayment(paymentId, { ...failed, state: 'expired' });
          await turn.settleCheckout(checkout.id, { state: 'expired', failureCode: 'payment.expired', at: minutes(3) });
        }, other);
        expect(await payments.findPayment(paymentId)).toEqual(awaitingPayment(checkout, paymentId));

        await turnOf(async (turn) => {
          await turn.settlePayment(paymentId, failed);
          await turn.settleCheckout(checkout.id, { state: 'failed', failureCode: 'payment.failed', at: minutes(3) });
        });
        expect(await payments.findPayment(paymentId)).toEqual({
          ...awaitingPayment(checkout, paymentId),
          state: 'failed',
          failureCode: 'payment.failed',
          gatewayMessage: 'INSUFFICIENT_FUNDS',
          gatewayPaymentId: `gw-${paymentId}`,
          settledAt: minutes(3),
        });
        expect(await payments.findCheckout(checkout.id)).toMatchObject({ state: 'failed', failureCode: 'payment.failed', settledAt: minutes(3) });

        // An expired payment paid late is settled again.
        await turnOf((turn) => turn.settlePayment(paymentId, { state: 'paid', failureCode: null, gatewayMessage: null, gatewayPaymentId: `gw-${paymentId}`, at: minutes(9) }));
        expect(await payments.findPayment(paymentId)).toMatchObject({ state: 'paid', failureCode: null, gatewayMessage: null, settledAt: minutes(9) });
      });

      it('takes stock and puts it back, whatever order the changes come in', async () => {
        await world.setStock('sadu-cushion', 12);
        await world.setStock('clay-pot', 5);
        await turnOf((turn) =>
          turn.moveStock([
            { productSlug: 'sadu-cushion', colourId: null, sizeId: null, by: -2 },
            { productSlug: 'clay-pot', colourId: null, sizeId: null, by: -5 },
          ]),
        );
        expect([await world.stockOf('sadu-cushion'), await world.stockOf('clay-pot')]).toEqual([10, 0]);
        await turnOf((turn) =>
          turn.moveStock([
            { productSlug: 'clay-pot', colourId: null, sizeId: null, by: 1 },
            { productSlug: 'sadu-cushion', colourId: null, sizeId: null, by: 2 },
          ]),
        );
        expect([await world.stockOf('sadu-cushion'), await world.stockOf('clay-pot')]).toEqual([12, 1]);
      });

      it('takes a colour and size’s pieces from its own count when the product counts them apart, and puts them back there', async () => {
        await world.countPerOption('kilim-rug', [
          { colour: 'indigo', size: null, stock: 2 },
          { colour: 'red', size: null, stock: 5 },
        ]);
        await turnOf((turn) =>
          turn.moveStock([
            { productSlug: 'kilim-rug', colourId: 'red', sizeId: null, by: -3 },
            { productSlug: 'kilim-rug', colourId: 'indigo', sizeId: null, by: -2 },
          ]),
        );
        expect(await world.optionStockOf('kilim-rug')).toEqual([
          { colour: 'indigo', size: null, stock: 0 },
          { colour: 'red', size: null, stock: 2 },
        ]);
        expect(await world.stockOf('kilim-rug')).toBe(2);
        // A colour the seller no longer counts gets nothing back; the others get theirs.
        await turnOf((turn) =>
          turn.moveStock([
            { productSlug: 'kilim-rug', colourId: 'indigo', sizeId: null, by: 1 },
            { productSlug: 'kilim-rug', colourId: 'green', sizeId: null, by: 4 },
          ]),
        );
        expect(await world.optionStockOf('kilim-rug')).toEqual([
          { colour: 'indigo', size: null, stock: 1 },
          { colour: 'red', size: null, stock: 2 },
        ]);
        expect(await world.stockOf('kilim-rug')).toBe(3);
      });

      it('refuses to take more than a colour has, though the product has enough, or a colour it does not count, and the turn leaves nothing', async () => {
        await world.countPerOption('kilim-rug', [
          { colour: 'indigo', size: null, stock: 1 },
          { colour: 'red', size: null, stock: 6 },
        ]);
        const short = await turnOf((turn) =>
          turn.moveStock([
            { productSlug: 'kilim-rug', colourId: 'red', sizeId: null, by: -1 },
            { productSlug: 'kilim-rug', colourId: 'indigo', sizeId: null, by: -2 },
          ]),
        ).catch((error: unknown) => error);
        expect(short).toBeInstanceOf(NotEnoughStock);
        expect(short).toMatchObject({ productSlug: 'kilim-rug', colourId: 'indigo', stock: 1 });
        await expect(turnOf((turn) => turn.moveStock([{ productSlug: 'kilim-rug', colourId: 'green', sizeId: null, by: -1 }]))).rejects.toMatchObject({ stock: 0 });
        expect(await world.optionStockOf('kilim-rug')).toEqual([
          { colour: 'indigo', size: null, stock: 1 },
          { colour: 'red', size: null, stock: 6 },
        ]);
        expect(await world.stockOf('kilim-rug')).toBe(7);
      });

      it('refuses to take more than a product has, or a product the shop lacks, and the turn leaves nothing', async () => {
        await world.setStock('sadu-cushion', 12);
        await world.setStock('palm-basket', 3);
        await expect(
          turnOf((turn) =>
            turn.moveStock([
              { productSlug: 'sadu-cushion', colourId: null, sizeId: null, by: -1 },
              { productSlug: 'palm-basket', colourId: null, sizeId: null, by: -4 },
            ]),
          ),
        ).rejects.toThrow();
        await expect(turnOf((turn) => turn.moveStock([{ productSlug: 'no-such-product', colourId: null, sizeId: null, by: 1 }]))).rejects.toThrow();
        expect([await world.stockOf('sadu-cushion'), await world.stockOf('palm-basket')]).toEqual([12, 3]);
      });

      it('creates orders with new, increasing codes: items in the draft’s order, the shopper’s first event, the amounts drafted', async () => {
        const najd = aDraft([aBoughtLine('kilim-rug', 2, { colour: { id: 'red', name: { en: 'Red', ar: 'أحمر' } }, unitDiscount: 4_000, total: 72_000 }), aBoughtLine('palm-basket')], 30_000);
        const hejaz = aDraft([aBoughtLine('clay-pot', 1, { image: null, giftText: 'Eid Mubarak' })], 0, 'hejaz-pottery');
        const { checkout } = await placed(aCheckout([najd, hejaz]));
        const codes = await turnOf(async (turn) => [
          await turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft: najd, at: minutes(5) }),
          await turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft: hejaz, at: minutes(5) }),
        ]);
        for (const code of codes) expect(code).toMatch(/^HRF-\d{6,}$/);
        const [first, second] = codes.map((code) => Number(code.slice(4)));
        expect(second).toBeGreaterThan(first!);

        const order = (code: string, draft: DraftedOrder) => ({
          code,
          checkoutId: checkout.id,
          sellerSlug: draft.sellerSlug,
          status: 'new',
          shippedTo: SHIPPED_TO_RIYADH,
          subtotal: draft.subtotal,
          discount: draft.discount,
          shippingFee: draft.shippingFee,
          total: draft.total,
          walletPart: draft.walletPart,
          cardPart: draft.cardPart,
          items: draft.lines,
          history: [{ status: 'new', actor: 'shopper', at: minutes(5) }],
          createdAt: minutes(5),
        });
        expect(await world.ordersOf(checkout.id)).toEqual([order(codes[0]!, najd), order(codes[1]!, hejaz)]);
        expect((await world.checkout.find(shopper, checkout.id))?.orderCodes).toEqual(codes);
      });

      it('takes bought pieces out of the shopper’s cart: a line with no more goes, a line with more keeps the rest', async () => {
        const other = (await world.newShopper()).id;
        await world.addToCart(shopper, 'sadu-cushion', 3);
        await world.addToCart(shopper, 'palm-basket', 1);
        await world.addToCart(shopper, 'kilim-rug', 1, { colour: 'red' });
        await world.addToCart(other, 'sadu-cushion', 3);
        await turnOf((turn) =>
          turn.removeFromCart([
            { lineKey: lineKey('sadu-cushion', {}), quantity: 2 },
            { lineKey: lineKey('palm-basket', {}), quantity: 2 },
            { lineKey: lineKey('clay-pot', {}), quantity: 1 },
          ]),
        );
        expect(await world.cartOf(shopper)).toEqual([
          { lineKey: lineKey('sadu-cushion', {}), quantity: 1 },
          { lineKey: lineKey('kilim-rug', { colour: 'red' }), quantity: 1 },
        ]);
        expect(await world.cartOf(other)).toEqual([{ lineKey: lineKey('sadu-cushion', {}), quantity: 3 }]);
      });

      it('tells the shopper, and no one else', async () => {
        const other = (await world.newShopper()).id;
        await turnOf(async (turn) => {
          await turn.notify({ kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001', at: minutes(1) });
          await turn.notify({ kind: 'walletToppedUp', params: { amount: 5_000 }, link: '/profile/wallet', at: minutes(2) });
        });
        expect(await world.notificationsOf(shopper)).toEqual([
          { kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001', at: minutes(1) },
          { kind: 'walletToppedUp', params: { amount: 5_000 }, link: '/profile/wallet', at: minutes(2) },
        ]);
        expect(await world.notificationsOf(other)).toEqual([]);
      });

      it('reads the shopper’s wallet (the kept totals, one reference’s rows numbered from 1) and appends rows moving the totals with them', async () => {
        shopper = (await world.newShopper({ wallet: 50_000 })).id;
        expect(await turnOf((turn) => turn.wallet('checkout-1'))).toEqual({ totals: { balance: 50_000, held: 0 }, rows: [] });
        await turnOf(async (turn) => {
          await turn.appendLedger([{ seq: 9, kind: 'hold', amount: -10_000, ref: 'checkout-1' }], minutes(1));
          // The turn reads what it wrote.
          expect(await turn.wallet('checkout-1')).toEqual({ totals: { balance: 40_000, held: 10_000 }, rows: [{ seq: 1, kind: 'hold', amount: -10_000, ref: 'checkout-1' }] });
          await turn.appendLedger(
            [
              { seq: 9, kind: 'capture', amount: 10_000, ref: 'checkout-1' },
              { seq: 9, kind: 'payment', amount: -10_000, ref: 'checkout-1' },
            ],
            minutes(1),
          );
        });
        expect((await turnOf((turn) => turn.wallet('checkout-1'))).rows.map(({ seq, kind, amount }) => [seq, kind, amount])).toEqual([
          [1, 'hold', -10_000],
          [2, 'capture', 10_000],
          [3, 'payment', -10_000],
        ]);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 40_000, held: 0 });
        expect((await world.ledgerOf(shopper)).slice(1)).toEqual([
          { kind: 'hold', amount: -10_000, ref: 'checkout-1', at: minutes(1) },
          { kind: 'capture', amount: 10_000, ref: 'checkout-1', at: minutes(1) },
          { kind: 'payment', amount: -10_000, ref: 'checkout-1', at: minutes(1) },
        ]);
      });

      it('refuses a second row of one kind and reference, and a balance below zero, writing nothing', async () => {
        shopper = (await world.newShopper({ wallet: 50_000 })).id;
        await turnOf((turn) => turn.appendLedger([{ seq: 2, kind: 'payment', amount: -10_000, ref: 'checkout-1' }], minutes(1)));
        await expect(turnOf((turn) => turn.appendLedger([{ seq: 3, kind: 'payment', amount: -1, ref: 'checkout-1' }], minutes(2)))).rejects.toThrow();
        await expect(turnOf((turn) => turn.appendLedger([{ seq: 3, kind: 'payment', amount: -40_001, ref: 'checkout-2' }], minutes(2)))).rejects.toThrow();
        expect(await world.ledgerOf(shopper)).toHaveLength(2);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 40_000, held: 0 });
        // All of it goes, to the last halala; and a new shopper's first row starts their wallet.
        await turnOf((turn) => turn.appendLedger([{ seq: 3, kind: 'payment', amount: -40_000, ref: 'checkout-2' }], minutes(2)));
        expect(await world.totalsOf(shopper)).toEqual({ balance: 0, held: 0 });
        const other = (await world.newShopper()).id;
        await expect(turnOf((turn) => turn.appendLedger([{ seq: 1, kind: 'payment', amount: -1, ref: 'checkout-3' }], minutes(3)), other)).rejects.toThrow();
        expect(await world.ledgerOf(other)).toEqual([]);
        await turnOf((turn) => turn.appendLedger([{ seq: 1, kind: 'topup', amount: 700, ref: 'top-up-1' }], minutes(3)), other);
        expect(await world.totalsOf(other)).toEqual({ balance: 700, held: 0 });
      });

      it('leaves nothing of a turn that throws, and goes on with the next one', async () => {
        shopper = (await world.newShopper({ wallet: 10_000 })).id;
        await world.setStock('incense-burner', 10);
        await world.addToCart(shopper, 'incense-burner', 2);
        const { checkout, paymentId } = await placed(aCheckout([aDraft([aBoughtLine('incense-burner', 2)], 10_000, 'hejaz-pottery')]));
        const refused = new Error('refused by the use case');
        await expect(
          turnOf(async (turn) => {
            await turn.appendLedger([{ seq: 2, kind: 'hold', amount: -10_000, ref: checkout.id }], minutes(1));
            await turn.moveStock([{ productSlug: 'incense-burner', colourId: null, sizeId: null, by: -2 }]);
            const code = await turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft: checkout.drafts[0]!, at: minutes(1) });
            await turn.notify({ kind: 'orderPlaced', params: { code }, link: `/orders/${code}`, at: minutes(1) });
            await turn.removeFromCart([{ lineKey: lineKey('incense-burner', {}), quantity: 2 }]);
            await turn.settleCheckout(checkout.id, { state: 'paid', failureCode: null, at: minutes(1) });
            await turn.settlePayment(paymentId, { state: 'paid', failureCode: null, gatewayMessage: null, gatewayPaymentId: `gw-${paymentId}`, at: minutes(1) });
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect(await world.ledgerOf(shopper)).toHaveLength(1);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 10_000, held: 0 });
        expect(await world.stockOf('incense-burner')).toBe(10);
        expect(await world.ordersOf(checkout.id)).toEqual([]);
        expect(await world.notificationsOf(shopper)).toEqual([]);
        expect(await world.cartOf(shopper)).toEqual([{ lineKey: lineKey('incense-burner', {}), quantity: 2 }]);
        expect(await payments.findCheckout(checkout.id)).toMatchObject({ state: 'awaiting-payment', settledAt: null });
        expect(await payments.findPayment(paymentId)).toEqual(awaitingPayment(checkout, paymentId));

        await turnOf((turn) => turn.settleCheckout(checkout.id, { state: 'expired', failureCode: 'payment.expired', at: minutes(2) }));
        expect((await payments.findCheckout(checkout.id))?.state).toBe('expired');
      });

      it('runs one shopper’s turns one after another: of many settlements at once, exactly one finds the payment awaiting', async () => {
        const { paymentId } = await placed();
        const settleIfAwaiting = () =>
          turnOf(async (turn) => {
            if ((await turn.paymentForUpdate(paymentId))?.state !== 'awaiting-payment') return 'replay';
            await pause(20); // Time for another turn to read the payment too, were it not waiting.
            await turn.appendLedger([{ seq: 1, kind: 'topup', amount: 100, ref: paymentId }], minutes(1));
            await turn.settlePayment(paymentId, { state: 'paid', failureCode: null, gatewayMessage: null, gatewayPaymentId: null, at: minutes(1) });
            return 'settled';
          });
        const answers = await Promise.all(Array.from({ length: 6 }, settleIfAwaiting));
        expect(answers.filter((answer) => answer === 'settled')).toHaveLength(1);
        expect(await world.ledgerOf(shopper)).toHaveLength(1);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 100, held: 0 });
      });
    });
  });
}
