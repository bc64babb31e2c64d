// The shopper's orders through real HTTP over a real (PGlite) database, with orders placed the
// way shoppers place them (cart, checkout, wallet or card): the list with its status filter,
// current/previous split and pages; one order in full, in both languages; cancelling with a
// reason — refunded once to the wallet (card part included), stock back, the shopper told —
// and refused after shipping; and one shopper never seeing or touching another's orders.
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { pageOf } from '../../src/contract/common';
import { OrderDetail, OrderSummary } from '../../src/contract/orders';
import { reviews } from '../persistence/schema';
import { aBuyer, balanceOf, inArabic, insertShop, ledgerOf, stockOf, type Buyer } from '../testing/checkout-fixtures';
import { handClock } from '../testing/hand-clock';
import { aSellerAccount, anOrder, buy, eventsOf, notificationsOf, orderRow, putInStatus, refundsOf } from '../testing/order-fixtures';
import { useTestServer } from '../testing/use-test-server';

const clock = handClock(new Date('2026-02-01T09:00:00Z'));
const MINUTE = 60_000;

const server = useTestServer({ prepare: ({ db }) => insertShop(db), services: () => ({ clock }) });

const db = () => server.database.db;
const list = (buyer: Buyer, query = '', headers = buyer.auth) =>
  server.json<{ items: OrderSummary[]; total: number; page: number; pageSize: number }>('GET', `/api/orders${query}`, undefined, headers);
const detail = (buyer: Buyer, code: string, headers = buyer.auth) => server.json<OrderDetail>('GET', `/api/orders/${code}`, undefined, headers);
const cancel = (buyer: Buyer, code: string, reason: unknown, headers = buyer.auth) =>
  server.json<OrderDetail & ErrorBody & { fields?: Record<string, string[]> }>('POST', `/api/orders/${code}/cancel`, { reason }, headers);

/** The answer has exactly the contract's fields (valibot objects would quietly drop extra ones). */
function expectExactly(schema: v.ObjectSchema<v.ObjectEntries, undefined>, value: unknown): void {
  v.parse(schema, value);
  expect(Object.keys(value as object).sort()).toEqual(Object.keys(schema.entries).sort());
}

describe('the orders list', () => {
  let buyer: Buyer;
  /** Oldest first: cancelled, delivered, inprogress, new (two sellers at once). */
  let codes: { cancelled: string; delivered: string; inprogress: string; najd: string; hejaz: string };

  beforeAll(async () => {
    buyer = await aBuyer(db(), { wallet: 300_000 });
    const [cancelled] = await buy(server, buyer, [{ product: 'incense-burner' }]);
    clock.advance(MINUTE);
    const [delivered] = await buy(server, buyer, [{ product: 'clay-pot' }]);
    clock.advance(MINUTE);
    const [inprogress] = await buy(server, buyer, [{ product: 'palm-basket' }]);
    clock.advance(MINUTE);
    // One checkout, two sellers: two orders of the same moment.
    const [first, second] = await buy(server, buyer, [
      { product: 'sadu-cushion' },
      { product: 'kilim-rug', quantity: 2, options: { colour: 'red' } },
      { product: 'incense-burner', quantity: 3 },
    ]);
    clock.advance(MINUTE);
    expect((await cancel(buyer, cancelled!, 'Ordered by mistake')).status).toBe(200);
    await putInStatus(db(), delivered!, ['inprogress', 'shipped', 'delivered']);
    await putInStatus(db(), inprogress!, ['inprogress']);
    const sellers = await Promise.all([first!, second!].map(async (code) => [code, (await orderRow(db(), code)).sellerSlug] as const));
    codes = {
      cancelled: cancelled!,
      delivered: delivered!,
      inprogress: inprogress!,
      najd: sellers.find(([, seller]) => seller === 'najd-weavers')![0],
      hejaz: sellers.find(([, seller]) => seller === 'hejaz-pottery')![0],
    };
  });

  it('lists every order of the shopper, newest first, as the contract’s summaries', async () => {
    const { status, body } = await list(buyer);
    expect(status).toBe(200);
    v.parse(pageOf(OrderSummary), body);
    for (const item of body.items) expectExactly(OrderSummary, item);
    expect(body.items.map((order) => order.code)).toEqual([codes.hejaz, codes.najd, codes.inprogress, codes.delivered, codes.cancelled].sort().reverse());
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    const najd = body.items.find((order) => order.code === codes.najd)!;
    expect(najd).toMatchObject({
      status: 'new',
      seller: { slug: 'najd-weavers', name: 'Najd Weavers' },
      itemCount: 3,
      total: 20_000 + 2 * 40_000 + 2_500,
      images: ['/images/products/sadu-cushion.svg', '/images/products/kilim-rug.svg'],
    });
    expect(najd.createdAt).toBe('2026-02-01T09:03:00.000Z');
  });

  it('filters by status, by current/previous, by both, and pages', async () => {
    const codesOf = async (query: string) => (await list(buyer, query)).body.items.map((order) => order.code);
    expect(await codesOf('?status=cancelled')).toEqual([codes.cancelled]);
    expect(await codesOf('?status=inprogress')).toEqual([codes.inprogress]);
    expect(await codesOf('?status=new')).toEqual([codes.hejaz, codes.najd].sort().reverse());
    expect(await codesOf('?status=shipped')).toEqual([]);
    expect(await codesOf('?status=all')).toHaveLength(5);
    expect(await codesOf('?group=current')).toEqual([codes.hejaz, codes.najd].sort().reverse().concat(codes.inprogress));
    expect(await codesOf('?group=previous')).toEqual([codes.delivered, codes.cancelled]);
    expect(await codesOf('?group=previous&status=delivered')).toEqual([codes.delivered]);
    expect((await list(buyer, '?group=current&status=delivered')).body).toMatchObject({ items: [], total: 0 });

    const page2 = await list(buyer, '?pageSize=2&page=2');
    expect(page2.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.body.items.map((order) => order.code)).toEqual([codes.inprogress, codes.delivered]);
    expect((await list(buyer, '?pageSize=2&page=4')).body).toMatchObject({ items: [], total: 5 });
  });

  it('refuses a filter it does not know', async () => {
    for (const query of ['?status=lost', '?group=past', '?page=0', '?pageSize=101']) {
      const { status, body } = await list(buyer, query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 'http.invalidInput' });
    }
  });

  it('names sellers in the request language', async () => {
    const { body } = await list(buyer, '?status=new', inArabic(buyer));
    expect(body.items.map((order) => order.seller.name).sort()).toEqual(['فخار الحجاز', 'نساجو نجد']);
  });

  it('shows another shopper nothing of these orders', async () => {
    const other = await aBuyer(db());
    expect((await list(other)).body).toMatchObject({ items: [], total: 0 });
    for (const code of Object.values(codes)) {
      const { status, body } = await detail(other, code);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'orders.notFound', message: 'We could not find this order.' });
    }
  });

  it('asks a guest to sign in', async () => {
    expect((await server.json('GET', '/api/orders')).status).toBe(401);
    expect((await server.json('GET', `/api/orders/${codes.najd}`)).status).toBe(401);
    expect((await server.json('POST', `/api/orders/${codes.najd}/cancel`, { reason: 'No' })).status).toBe(401);
  });
});

describe('one order in full', () => {
  it('has its items with options, amounts, address, history and the moves the shopper may make, in both languages', async () => {
    const buyer = await aBuyer(db(), { wallet: 200_000 });
    const [code] = await buy(server, buyer, [{ product: 'kilim-rug', quantity: 2, options: { colour: 'indigo' } }, { product: 'sadu-cushion' }]);
    const { status, body } = await detail(buyer, code!);
    expect(status).toBe(200);
    expectExactly(OrderDetail, body);
    expect(body).toMatchObject({
      code,
      status: 'new',
      seller: { slug: 'najd-weavers', name: 'Najd Weavers' },
      subtotal: 105_000,
      discount: 5_000,
      shippingFee: 2_500,
      total: 102_500,
      walletPart: 102_500,
      cardPart: 0,
      shippedTo: { region: 'Riyadh', city: 'Riyadh', country: 'SA', addressText: 'King Fahd Road 1' },
      reason: null,
      allowedTransitions: ['cancelled'],
      refund: null,
    });
    expect(body.items).toEqual([
      {
        productSlug: 'kilim-rug',
        name: 'Kilim rug',
        image: '/images/products/kilim-rug.svg',
        isGift: false,
        colour: 'Indigo',
        size: null,
        nameOnProduct: null,
        giftText: null,
        quantity: 2,
        unitPrice: 40_000,
        unitDiscount: 0,
        total: 80_000,
        reviewable: false,
      },
      expect.objectContaining({ productSlug: 'sadu-cushion', name: 'Sadu cushion', colour: null, quantity: 1, unitPrice: 25_000, unitDiscount: 5_000, total: 20_000 }),
    ]);
    expect(body.history).toEqual([{ status: 'new', actor: 'shopper', reason: null, at: body.createdAt }]);

    const arabic = (await detail(buyer, code!, inArabic(buyer))).body;
    expect(arabic.seller.name).toBe('نساجو نجد');
    expect(arabic.items.map((item) => [item.name, item.colour])).toEqual([['سجادة كليم', 'نيلي'], ['وسادة سدو', null]]);
    expect(arabic.shippedTo).toMatchObject({ region: 'الرياض', city: 'الرياض' });
  });

  it('answers a missing code, another shopper’s code and a malformed code without telling them apart from each other’s owners', async () => {
    const { buyer, code } = await anOrder(server);
    const stranger = await aBuyer(db());
    const missing = await detail(buyer, 'HRF-999999');
    const foreign = await detail(stranger, code);
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await detail(stranger, code, inArabic(stranger))).body).toMatchObject({ message: 'لم نعثر على هذا الطلب.' });
    expect((await detail(buyer, 'not-a-code')).status).toBe(400);
  });

  it('marks a delivered order’s products reviewable until the shopper has reviewed them', async () => {
    const buyer = await aBuyer(db(), { wallet: 200_000 });
    const [code] = await buy(server, buyer, [{ product: 'clay-pot' }, { product: 'incense-burner' }]);
    await putInStatus(db(), code!, ['inprogress', 'shipped']);
    expect((await detail(buyer, code!)).body.items.map((item) => item.reviewable)).toEqual([false, false]);
    await putInStatus(db(), code!, ['delivered']);
    expect((await detail(buyer, code!)).body.items.map((item) => item.reviewable)).toEqual([true, true]);
    await db().insert(reviews).values({ productSlug: 'clay-pot', userId: buyer.id, rating: 5, body: 'Lovely' });
    expect((await detail(buyer, code!)).body.items.map((item) => [item.productSlug, item.reviewable])).toEqual([
      ['clay-pot', false],
      ['incense-burner', true],
    ]);
    // Another shopper's review of the same product changes nothing for this one.
    const other = await aBuyer(db());
    await db().insert(reviews).values({ productSlug: 'incense-burner', userId: other.id, rating: 2, body: 'Meh' });
    expect((await detail(buyer, code!)).body.items.map((item) => item.reviewable)).toEqual([false, true]);
  });
});

describe('cancelling', () => {
  it('cancels with a reason: the whole total back to the wallet once, the pieces back in stock, the shopper told', async () => {
    const stockBefore = await stockOf(db(), 'incense-burner');
    const { buyer, code } = await anOrder(server, { quantity: 2, wallet: 50_000 });
    expect(await stockOf(db(), 'incense-burner')).toBe(stockBefore - 2);
    expect(await balanceOf(db(), buyer.id)).toBe(50_000 - 19_500);
    server.services.responseCache.set('guest answer', '{}', 5);

    const { status, body } = await cancel(buyer, code, '  Found it cheaper nearby  ');
    expect(status).toBe(200);
    expectExactly(OrderDetail, body);
    expect(body).toMatchObject({ code, status: 'cancelled', reason: 'Found it cheaper nearby', allowedTransitions: [], refund: { amount: 19_500 } });
    expect(body.history.map((event) => [event.status, event.actor, event.reason])).toEqual([
      ['new', 'shopper', null],
      ['cancelled', 'shopper', 'Found it cheaper nearby'],
    ]);

    const order = await orderRow(db(), code);
    expect(await refundsOf(db(), code)).toEqual([{ amount: 19_500 }]);
    expect((await ledgerOf(db(), buyer.id)).at(-1)).toEqual({ kind: 'refund', amount: 19_500, ref: order.id });
    expect(await balanceOf(db(), buyer.id)).toBe(50_000);
    expect(await stockOf(db(), 'incense-burner')).toBe(stockBefore);
    expect(server.services.responseCache.get('guest answer')).toBeUndefined();
    const told = await notificationsOf(db(), buyer.id);
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'orderStatus', params: { code, status: 'cancelled' }, link: `/orders/${code}` },
        { kind: 'orderRefunded', params: { code, amount: 19_500 }, link: `/orders/${code}` },
      ]),
    );

    // Again: refused, and nothing more is refunded, restocked or told.
    const again = await cancel(buyer, code, 'Really');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'orders.transitionNotAllowed', message: "An order that is Cancelled can't be changed to Cancelled." });
    expect(await refundsOf(db(), code)).toHaveLength(1);
    expect(await stockOf(db(), 'incense-burner')).toBe(stockBefore);
    expect(await notificationsOf(db(), buyer.id)).toHaveLength(told.length);
    expect(await eventsOf(db(), code)).toHaveLength(2);
  });

  it('refunds the card part to the wallet too', async () => {
    const { buyer, code } = await anOrder(server, { wallet: 5_000 });
    const order = await orderRow(db(), code);
    expect([order.total, order.walletPart, order.cardPart]).toEqual([10_500, 5_000, 5_500]);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    const { body } = await cancel(buyer, code, 'Changed my mind');
    expect(body.refund).toMatchObject({ amount: 10_500 });
    expect(await balanceOf(db(), buyer.id)).toBe(10_500);
  });

  it('may cancel an order in progress, not once it has shipped', async () => {
    const inProgress = await anOrder(server);
    await putInStatus(db(), inProgress.code, ['inprogress']);
    expect((await detail(inProgress.buyer, inProgress.code)).body.allowedTransitions).toEqual(['cancelled']);
    expect((await cancel(inProgress.buyer, inProgress.code, 'Too slow')).body).toMatchObject({ status: 'cancelled' });

    const shipped = await anOrder(server);
    await putInStatus(db(), shipped.code, ['inprogress', 'shipped']);
    expect((await detail(shipped.buyer, shipped.code)).body.allowedTransitions).toEqual([]);
    const english = await cancel(shipped.buyer, shipped.code, 'Too slow');
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({ code: 'orders.transitionNotAllowed', message: "An order that is Shipped can't be changed to Cancelled." });
    const arabic = await cancel(shipped.buyer, shipped.code, 'Too slow', inArabic(shipped.buyer));
    expect(arabic.body.message).toBe('لا يمكن تغيير حالة الطلب من «تم الشحن» إلى «ملغى».');
    expect((await orderRow(db(), shipped.code)).status).toBe('shipped');
    expect(await refundsOf(db(), shipped.code)).toEqual([]);
  });

  it('needs a reason, of at most 500 characters, and says so in the shopper’s language', async () => {
    const { buyer, code } = await anOrder(server);
    for (const reason of ['', '   ', undefined, 42]) {
      const { status, body } = await cancel(buyer, code, reason);
      expect(status, String(reason)).toBe(400);
      expect(body.code).toBe('http.invalidInput');
      expect(body.fields?.reason?.length).toBe(1);
    }
    const arabic = await cancel(buyer, code, ' ', inArabic(buyer));
    expect(arabic.body.fields?.reason?.[0]).toMatch(/[\u0600-\u06FF]/);
    const long = await cancel(buyer, code, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.fields?.reason?.length).toBe(1);
    expect((await orderRow(db(), code)).status).toBe('new');
    expect((await cancel(buyer, code, 'x'.repeat(500))).status).toBe(200);
  });

  it('never cancels another shopper’s order', async () => {
    const { buyer, code } = await anOrder(server);
    const stranger = await aBuyer(db(), { wallet: 1_000 });
    const { status, body } = await cancel(stranger, code, 'Mine now');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'orders.notFound' });
    expect((await orderRow(db(), code)).status).toBe('new');
    expect(await balanceOf(db(), stranger.id)).toBe(1_000);
    expect(await refundsOf(db(), code)).toEqual([]);
    expect((await detail(buyer, code)).body.status).toBe('new');
  });

  it('is not a way for the order’s seller to act as its shopper', async () => {
    const { code } = await anOrder(server);
    const seller = await aSellerAccount(db(), 'hejaz-pottery');
    expect((await server.json('GET', `/api/orders/${code}`, undefined, seller.auth)).status).toBe(404);
    expect((await server.json('POST', `/api/orders/${code}/cancel`, { reason: 'As the seller' }, seller.auth)).status).toBe(404);
    expect((await orderRow(db(), code)).status).toBe('new');
  });
});
