// What every adapter of the checkout port does, run against each of them: the database's on PGlite
// (checkout-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where turns truly race),
// and the in-memory one the use cases' tests rely on, so that a fast test stands for the real
// thing. Reads are the shopper's own; a checkout is stored once per idempotency key and found
// again by it; taking stock is guarded, so of two shoppers after the last piece one takes it; a
// turn that throws leaves nothing; one shopper's turns run one after another.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lineKey } from '../../../src/domain/cart';
import type { CartLineRow } from '../../use-cases/cart/cart-repository';
import type { CheckoutRepository, CheckoutTurn } from '../../use-cases/checkout/checkout-repository';
import { NotEnoughStock } from '../../use-cases/payments/payments-repository';
import { aBoughtLine, aCheckout, aDraft, minutes } from '../payments/payments-repository.contract';
import type { CheckoutWorld } from './checkout-world';

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

const NAJD_WEAVERS = { en: 'Najd Weavers', ar: 'نساجو نجد' };

export function checkoutRepositoryContract(adapter: string, open: () => Promise<CheckoutWorld>): void {
  describe(`the checkout port: ${adapter}`, () => {
    let world: CheckoutWorld;
    let checkouts: CheckoutRepository;
    let shopper: { id: string; addressId: string };
    // One database for the suite; every test acts for shoppers of its own and sets the stock it reads.
    beforeAll(async () => {
      world = await open();
      checkouts = world.checkout;
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const turnOf = <T>(work: (turn: CheckoutTurn) => Promise<T>, who = shopper.id) => checkouts.inShopperTurn(who, work);
    const withoutId = (lines: readonly CartLineRow[]) => lines.map(({ id: _id, ...line }) => line);

    describe('reading', () => {
      it('reads the shopper’s address with its region’s and city’s names, and no other shopper’s', async () => {
        const other = await world.newShopper({ region: 'hail' });
        expect(await checkouts.readsFor(other.id).address(other.addressId)).toEqual({
          addressId: other.addressId,
          regionId: 'hail',
          region: { en: 'Hail', ar: 'حائل' },
          cityId: 'hail-city',
          city: { en: 'Hail', ar: 'حائل' },
          country: 'SA',
          addressText: 'King Fahd Road 1',
        });
        expect(await checkouts.readsFor(shopper.id).address(other.addressId)).toBeNull();
        expect(await checkouts.readsFor(shopper.id).address(randomUUID())).toBeNull();
      });

      it('reads the cart’s lines in the order added, each with its product as it is now and its seller’s name', async () => {
        const other = await world.newShopper();
        await world.setStock('kilim-rug', 6);
        await world.addToCart(shopper.id, 'kilim-rug', 2, { colour: 'red' });
        await world.addToCart(shopper.id, 'sadu-cushion');
        await world.addToCart(shopper.id, 'kilim-rug', 1, { colour: 'indigo' });
        await world.addToCart(other.id, 'clay-pot');
        await world.setStock('kilim-rug', 4);

        const lines = await checkouts.readsFor(shopper.id).cartLines();
        expect(new Set(lines.map((line) => line.id)).size).toBe(3);
        const kilim = {
          slug: 'kilim-rug',
          sellerSlug: 'najd-weavers',
          name: { en: 'Kilim rug', ar: 'سجادة كليم' },
          images: ['/images/products/kilim-rug.svg'],
          price: 40_000,
          discountBasisPoints: null,
          freeShipping: false,
          stock: 4,
          optionStock: null,
          customisable: false,
          nameOnProductMaxLength: 40,
          isGift: false,
          colours: [
            { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#b22222' },
            { id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' }, hex: '#3f51b5' },
          ],
          sizes: [],
        };
        const options = { size: null, nameOnProduct: null, giftText: null };
        expect(withoutId(lines)).toEqual([
          { lineKey: lineKey('kilim-rug', { colour: 'red' }), colour: 'red', ...options, quantity: 2, product: kilim, sellerName: NAJD_WEAVERS },
          {
            lineKey: lineKey('sadu-cushion', {}),
            colour: null,
            ...options,
            quantity: 1,
            product: expect.objectContaining({ slug: 'sadu-cushion', price: 25_000, discountBasisPoints: 2_000 }),
            sellerName: NAJD_WEAVERS,
          },
          { lineKey: lineKey('kilim-rug', { colour: 'indigo' }), colour: 'indigo', ...options, quantity: 1, product: kilim, sellerName: NAJD_WEAVERS },
        ]);
        expect(await turnOf((turn) => turn.cartLines())).toEqual(lines);
        expect(await checkouts.readsFor(randomUUID()).cartLines()).toEqual([]);
      });

      it('reads the fees of those sellers that ship to the region', async () => {
        const reads = checkouts.readsFor(shopper.id);
        const sorted = async (regionId: string, sellers: readonly string[]) =>
          [...(await reads.shippingRates(regionId, sellers))].sort((a, b) => (a.sellerSlug < b.sellerSlug ? -1 : 1));
        expect(await sorted('riyadh', ['najd-weavers', 'hejaz-pottery'])).toEqual([
          { sellerSlug: 'hejaz-pottery', fee: 1_500 },
          { sellerSlug: 'najd-weavers', fee: 2_500 },
        ]);
        expect(await sorted('hail', ['najd-weavers', 'hejaz-pottery'])).toEqual([{ sellerSlug: 'hejaz-pottery', fee: 4_000 }]);
        expect(await sorted('eastern', ['hejaz-pottery'])).toEqual([]);
        expect(await sorted('riyadh', [])).toEqual([]);
      });

      it('reads the shopper’s wallet totals, in a turn or not, and in a turn the rows of one reference numbered from 1', async () => {
        expect(await checkouts.readsFor(shopper.id).walletTotals()).toEqual({ balance: 0, held: 0 });
        shopper = await world.newShopper({ wallet: 30_000 });
        await turnOf((turn) => turn.appendLedger([{ seq: 7, kind: 'hold', amount: -10_000, ref: 'checkout-7' }], minutes(1)));
        const totals = { balance: 20_000, held: 10_000 };
        expect(await checkouts.readsFor(shopper.id).walletTotals()).toEqual(totals);
        expect(await turnOf((turn) => turn.walletTotals())).toEqual(totals);
        expect(await turnOf((turn) => turn.wallet('checkout-7'))).toEqual({ totals, rows: [{ seq: 1, kind: 'hold', amount: -10_000, ref: 'checkout-7' }] });
        expect(await turnOf((turn) => turn.wallet('checkout-8'))).toEqual({ totals, rows: [] });
      });

      it('finds the shopper’s checkout with its payment’s redirect and its orders’ codes, and no other shopper’s', async () => {
        const other = await world.newShopper();
        const checkout = aCheckout([aDraft(), aDraft([aBoughtLine('clay-pot')], 0, 'hejaz-pottery')]);
        const paymentId = randomUUID();
        await turnOf(async (turn) => {
          await turn.addCheckout(checkout);
          await turn.addCardPayment({ id: paymentId, checkoutId: checkout.id, amount: checkout.cardPart, gateway: 'sandbox', language: 'en', createdAt: checkout.createdAt });
        });
        const row = { ...checkout, userId: shopper.id, failureCode: null };
        expect(await checkouts.find(shopper.id, checkout.id)).toEqual({ checkout: row, redirectUrl: null, orderCodes: [] });
        expect(await checkouts.find(other.id, checkout.id)).toBeNull();
        expect(await checkouts.find(shopper.id, randomUUID())).toBeNull();

        await world.payments.recordStart(paymentId, { redirectUrl: '/pay/here', gatewayPaymentId: null });
        const codes = await turnOf(async (turn) => {
          const made: string[] = [];
          for (const draft of checkout.drafts) made.push(await turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft, at: minutes(3) }));
          return made;
        });
        expect(await checkouts.find(shopper.id, checkout.id)).toEqual({ checkout: row, redirectUrl: '/pay/here', orderCodes: codes });
      });
    });

    describe('a shopper’s turn', () => {
      it('finds the shopper’s checkout of an idempotency key again, with its card payment if it has one', async () => {
        const other = await world.newShopper();
        const byCard = aCheckout();
        const byWallet = aCheckout([aDraft(undefined, 12_500)], minutes(1), { state: 'paid', holdRef: null, settledAt: minutes(1) });
        const paymentId = randomUUID();
        expect(await turnOf((turn) => turn.placedWith(byCard.idempotencyKey))).toBeNull();
        await turnOf(async (turn) => {
          await turn.addCheckout(byCard);
          await turn.addCardPayment({ id: paymentId, checkoutId: byCard.id, amount: byCard.cardPart, gateway: 'moyasar', language: 'ar', createdAt: minutes(0) });
          await turn.addCheckout(byWallet);
        });
        expect(await turnOf((turn) => turn.placedWith(byCard.idempotencyKey))).toEqual({ checkoutId: byCard.id, cardPaymentId: paymentId });
        expect(await turnOf((turn) => turn.placedWith(byWallet.idempotencyKey))).toEqual({ checkoutId: byWallet.id, cardPaymentId: null });
        expect(await turnOf((turn) => turn.placedWith(byCard.idempotencyKey), other.id)).toBeNull();
        expect(await world.payments.findPayment(paymentId)).toMatchObject({ userId: shopper.id, purpose: 'checkout', gateway: 'moyasar', language: 'ar', state: 'awaiting-payment' });
        expect(await checkouts.find(shopper.id, byWallet.id)).toMatchObject({ checkout: { state: 'paid', walletPart: 12_500, cardPart: 0, holdRef: null, settledAt: minutes(1) } });
      });

      it('stores one checkout per idempotency key, and one card payment per checkout', async () => {
        const first = aCheckout();
        await turnOf((turn) => turn.addCheckout(first));
        await expect(turnOf((turn) => turn.addCheckout(aCheckout(undefined, undefined, { idempotencyKey: first.idempotencyKey })))).rejects.toThrow();
        const payment = { checkoutId: first.id, amount: first.cardPart, gateway: 'sandbox', language: 'en', createdAt: minutes(0) } as const;
        await turnOf((turn) => turn.addCardPayment({ id: randomUUID(), ...payment }));
        await expect(turnOf((turn) => turn.addCardPayment({ id: randomUUID(), ...payment }))).rejects.toThrow();
        // The same key is another shopper's own.
        const other = await world.newShopper();
        await turnOf((turn) => turn.addCheckout(aCheckout(undefined, undefined, { idempotencyKey: first.idempotencyKey })), other.id);
      });

      it('of two shoppers after the last piece, one takes it; the other’s taking is refused, naming the stock left, and its turn leaves nothing', async () => {
        const other = await world.newShopper();
        await world.setStock('palm-basket', 1);
        await world.addToCart(shopper.id, 'palm-basket');
        await world.addToCart(other.id, 'palm-basket');
        await world.addToCart(other.id, 'clay-pot');
        const checkoutOf = new Map([shopper.id, other.id].map((who) => [who, aCheckout()]));
        const takeIfThere = (who: string) =>
          turnOf(async (turn) => {
            const [line] = await turn.cartLines();
            if (line!.product.stock < 1) return 'none left';
            await pause(20); // Time for the other turn to read the stock too: both see one piece.
            await turn.addCheckout(checkoutOf.get(who)!);
            await turn.moveStock([{ productSlug: 'palm-basket', colourId: null, sizeId: null, by: -1 }]);
            return 'taken';
          }, who).catch((error: unknown) => (error instanceof NotEnoughStock ? `refused: ${error.productSlug} ${error.stock}` : Promise.reject(error)));
        // Where turns run side by side both read one piece, and the second to take it is refused;
        // PGlite runs one transaction at a time, so there the second reads none.
        const answers = await Promise.all([takeIfThere(shopper.id), takeIfThere(other.id)]);
        expect(answers.filter((answer) => answer === 'taken')).toHaveLength(1);
        expect(['refused: palm-basket 0', 'none left']).toContain(answers.find((answer) => answer !== 'taken'));
        expect(await world.stockOf('palm-basket')).toBe(0);
        // The refused turn's checkout went with it.
        const stored = await Promise.all([...checkoutOf].map(([who, checkout]) => checkouts.find(who, checkout.id)));
        expect(stored.filter((found) => found !== null)).toHaveLength(1);
      });

      it('reserves order codes in increasing order, never given back; an order created of a draft with one takes it, and the others go on after', async () => {
        const number = (code: string) => Number(code.slice('HRF-'.length));
        const reserved = await turnOf((turn) => turn.reserveOrderCodes(2));
        expect(reserved).toHaveLength(2);
        for (const code of reserved) expect(code).toMatch(/^HRF-\d{6,}$/);
        expect(number(reserved[1]!)).toBe(number(reserved[0]!) + 1);
        // A turn undone keeps nothing it wrote, but the codes it took stay taken.
        await expect(turnOf(async (turn) => Promise.reject(new Error(String(await turn.reserveOrderCodes(1)))))).rejects.toThrow(/^HRF-/);

        const checkout = aCheckout([{ ...aDraft(), code: reserved[1]! }, aDraft([aBoughtLine('clay-pot')], 0, 'hejaz-pottery')]);
        const codes = await turnOf(async (turn) => {
          await turn.addCheckout(checkout);
          return Promise.all(checkout.drafts.map((draft) => turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft, at: minutes(1) })));
        });
        expect(codes[0]).toBe(reserved[1]);
        expect(number(codes[1]!)).toBe(number(reserved[1]!) + 2);
        expect((await checkouts.find(shopper.id, checkout.id))?.checkout.drafts.map((draft) => draft.code)).toEqual([reserved[1], undefined]);
      });

      it('leaves nothing of a turn that throws, and goes on with the next one', async () => {
        const checkout = aCheckout();
        const refused = new Error('refused by the use case');
        await expect(
          turnOf(async (turn) => {
            await turn.addCheckout(checkout);
            await turn.addCardPayment({ id: randomUUID(), checkoutId: checkout.id, amount: checkout.cardPart, gateway: 'sandbox', language: 'en', createdAt: minutes(0) });
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect(await checkouts.find(shopper.id, checkout.id)).toBeNull();
        expect(await turnOf((turn) => turn.placedWith(checkout.idempotencyKey))).toBeNull();
        await turnOf((turn) => turn.addCheckout(checkout));
        expect(await turnOf((turn) => turn.placedWith(checkout.idempotencyKey))).toEqual({ checkoutId: checkout.id, cardPaymentId: null });
      });

      it('runs one shopper’s turns one after another: of many placements with one key at once, one stores a checkout', async () => {
        const key = randomUUID();
        const placeOnce = () =>
          turnOf(async (turn) => {
            if ((await turn.placedWith(key)) !== null) return 'replay';
            await pause(20); // Time for another turn to look for the key too, were it not waiting.
            await turn.addCheckout(aCheckout(undefined, undefined, { idempotencyKey: key }));
            return 'placed';
          });
        const answers = await Promise.all(Array.from({ length: 6 }, placeOnce));
        expect(answers.filter((answer) => answer === 'placed')).toHaveLength(1);
      });
    });
  });
}
