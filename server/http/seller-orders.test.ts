// A seller's console through real HTTP over a real (PGlite) database: its own orders only (list,
// one order with where to ship it), moving them through the whole transition table — every move
// the table allows a seller succeeds and every other is refused, changing nothing — rejecting
// with a reason (refunded and restocked exactly like a cancellation), the shopper told of every
// move, and one store never seeing or moving another's orders; shopper accounts are kept out.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf, type ErrorBody } from '../../src/contract/common';
import { SellerOrder, SellerOrderSummary, StatusChangeInput } from '../../src/contract/orders';
import { ORDER_STATUSES, canTransition, type OrderStatus } from '../../src/domain/order';
import { users } from '../persistence/schema';
import { aBuyer, balanceOf, insertShop, resetStock, stockOf, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, anOrder, buy, eventsOf, notificationsOf, orderRow, refundsOf, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let hejaz: SellerAccount;
let najd: SellerAccount;
beforeAll(async () => {
  server = await startTestServer({
    prepare: async ({ db }) => {
      await insertShop(db);
      // Enough pieces for an order per case.
      await resetStock(db, { 'clay-pot': 1_000, 'incense-burner': 1_000 });
    },
  });
  hejaz = await aSellerAccount(server.database.db, 'hejaz-pottery');
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
type Answer = SellerOrder & ErrorBody & { fields?: Record<string, string[]> };
const sellerList = (seller: { auth: Record<string, string> }, query = '') =>
  server.json<{ items: v.InferOutput<typeof SellerOrderSummary>[]; total: number }>('GET', `/api/seller/orders${query}`, undefined, seller.auth);
const sellerDetail = (seller: { auth: Record<string, string> }, code: string, headers = seller.auth) =>
  server.json<Answer>('GET', `/api/seller/orders/${code}`, undefined, headers);
const move = (seller: { auth: Record<string, string> }, code: string, to: string, reason?: string, headers = seller.auth) =>
  server.json<Answer>('POST', `/api/seller/orders/${code}/status`, reason === undefined ? { to } : { to, reason }, headers);
const cancel = (buyer: Buyer, code: string) => server.json<Answer>('POST', `/api/orders/${code}/cancel`, { reason: 'Changed my mind' }, buyer.auth);

function expectExactly(schema: v.ObjectSchema<v.ObjectEntries, undefined>, value: unknown): void {
  v.parse(schema, value);
  expect(Object.keys(value as object).sort()).toEqual(Object.keys(schema.entries).sort());
}

describe('the seller’s orders', () => {
  it('lists only the store’s orders, with the shopper’s first name, the city and the moves the seller may make', async () => {
    const buyer = await aBuyer(db(), { wallet: 200_000 });
    const codesBought = await buy(server, buyer, [{ product: 'palm-basket' }, { product: 'clay-pot', quantity: 2 }]);
    const sellers = await Promise.all(codesBought.map(async (code) => (await orderRow(db(), code)).sellerSlug));
    const najdCode = codesBought[sellers.indexOf('najd-weavers')]!;
    const hejazCode = codesBought[sellers.indexOf('hejaz-pottery')]!;
    const { status, body } = await sellerList(hejaz);
    expect(status).toBe(200);
    v.parse(pageOf(SellerOrderSummary), body);
    const codes = body.items.map((order) => order.code);
    expect(codes).toContain(hejazCode);
    expect(codes).not.toContain(najdCode);
    const mine = body.items.find((order) => order.code === hejazCode)!;
    expectExactly(SellerOrderSummary, mine);
    expect(mine).toMatchObject({ status: 'new', shopperName: 'Sara', city: 'Riyadh', itemCount: 2, total: 12_000, allowedTransitions: ['inprogress', 'rejected'] });
    expect((await sellerList(najd)).body.items.map((order) => order.code)).toContain(najdCode);

    await move(hejaz, hejazCode, 'inprogress');
    expect((await sellerList(hejaz, '?status=inprogress')).body.items.map((order) => order.code)).toEqual([hejazCode]);
    expect((await sellerList(hejaz, '?group=previous')).body.items.map((order) => order.code)).not.toContain(hejazCode);
    expect((await sellerList(hejaz, '?group=current&status=inprogress')).body.items.find((order) => order.code === hejazCode)?.allowedTransitions).toEqual([
      'shipped',
      'rejected',
    ]);
  });

  it('shows one order with the shopper’s name, phone and the address to ship to', async () => {
    const { buyer, code } = await anOrder(server, { product: 'clay-pot' });
    await db().update(users).set({ phone: '+966551234567' }).where(eq(users.id, buyer.id));
    const { status, body } = await sellerDetail(hejaz, code);
    expect(status).toBe(200);
    expectExactly(SellerOrder, body);
    expect(body).toMatchObject({
      code,
      status: 'new',
      shopper: { name: 'Sara Al-Qahtani', phone: '+966551234567' },
      shippedTo: { region: 'Riyadh', city: 'Riyadh', country: 'SA', addressText: 'King Fahd Road 1' },
      allowedTransitions: ['inprogress', 'rejected'],
      items: [expect.objectContaining({ productSlug: 'clay-pot', name: 'Clay pot', quantity: 1 })],
    });
    const inArabic = await sellerDetail(hejaz, code, { ...hejaz.auth, 'Accept-Language': 'ar' });
    expect(inArabic.body.items[0]!.name).toBe('قدر فخار');
  });
});

describe('moving orders', () => {
  it('takes an order through inprogress, shipped and delivered, writing its history and telling the shopper each time', async () => {
    const { buyer, code } = await anOrder(server);
    const steps: [OrderStatus, OrderStatus[]][] = [
      ['inprogress', ['shipped', 'rejected']],
      ['shipped', ['delivered']],
      ['delivered', []],
    ];
    for (const [to, next] of steps) {
      const { status, body } = await move(hejaz, code, to);
      expect(status, to).toBe(200);
      expectExactly(SellerOrder, body);
      expect(body).toMatchObject({ status: to, allowedTransitions: next, refund: null, reason: null });
    }
    expect(await eventsOf(db(), code)).toEqual([
      { status: 'new', actor: 'shopper', reason: null },
      { status: 'inprogress', actor: 'seller', reason: null },
      { status: 'shipped', actor: 'seller', reason: null },
      { status: 'delivered', actor: 'seller', reason: null },
    ]);
    const statuses = (await notificationsOf(db(), buyer.id)).filter((told) => told.kind === 'orderStatus').map((told) => told.params.status);
    expect(statuses.sort()).toEqual(['delivered', 'inprogress', 'shipped']);
    expect(await refundsOf(db(), code)).toEqual([]);
    // The shopper sees it delivered, its product now reviewable.
    const seen = await server.json<SellerOrder>('GET', `/api/orders/${code}`, undefined, buyer.auth);
    expect(seen.body).toMatchObject({ status: 'delivered', allowedTransitions: [] });
    expect(seen.body.items.map((item) => item.reviewable)).toEqual([true]);
  });

  /** An order of a fresh shopper brought to `status` the way it gets there. */
  async function orderIn(status: OrderStatus): Promise<{ buyer: Buyer; code: string }> {
    const order = await anOrder(server, { product: 'clay-pot' });
    const path: Record<OrderStatus, [string, string?][]> = {
      new: [],
      inprogress: [['inprogress']],
      shipped: [['inprogress'], ['shipped']],
      delivered: [['inprogress'], ['shipped'], ['delivered']],
      rejected: [['rejected', 'Out of clay']],
      cancelled: [],
    };
    for (const [to, reason] of path[status]) expect((await move(hejaz, order.code, to, reason)).status).toBe(200);
    if (status === 'cancelled') expect((await cancel(order.buyer, order.code)).status).toBe(200);
    return order;
  }

  const targets = StatusChangeInput.entries.to.options;
  const cases = ORDER_STATUSES.flatMap((from) => targets.map((to) => [from, to] as const));

  it.each(cases)('from %s to %s: done exactly when the table allows a seller, and otherwise nothing changes', async (from, to) => {
    const { buyer, code } = await orderIn(from);
    const before = { events: await eventsOf(db(), code), refunds: await refundsOf(db(), code), told: await notificationsOf(db(), buyer.id), balance: await balanceOf(db(), buyer.id) };
    const { status, body } = await move(hejaz, code, to, 'A reason');
    if (canTransition(from, to, 'seller')) {
      expect(status).toBe(200);
      expect(body.status).toBe(to);
      expect(await eventsOf(db(), code)).toHaveLength(before.events.length + 1);
    } else {
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'orders.transitionNotAllowed' });
      expect(body.message).not.toBe('');
      expect((await orderRow(db(), code)).status).toBe(from);
      expect(await eventsOf(db(), code)).toEqual(before.events);
      expect(await refundsOf(db(), code)).toEqual(before.refunds);
      expect(await notificationsOf(db(), buyer.id)).toHaveLength(before.told.length);
      expect(await balanceOf(db(), buyer.id)).toBe(before.balance);
    }
  });

  it('rejects with a reason: refunded and restocked like a cancellation, the shopper told', async () => {
    for (const from of ['new', 'inprogress'] as const) {
      const stock = await stockOf(db(), 'clay-pot');
      const { buyer, code } = await orderIn(from);
      expect(await stockOf(db(), 'clay-pot')).toBe(stock - 1);
      const balance = await balanceOf(db(), buyer.id);
      server.services.responseCache.set('guest answer', '{}', 5);

      const { status, body } = await move(hejaz, code, 'rejected', '  The kiln broke  ');
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'rejected', reason: 'The kiln broke', allowedTransitions: [], refund: { amount: 6_000 } });
      expect(body.history.at(-1)).toMatchObject({ status: 'rejected', actor: 'seller', reason: 'The kiln broke' });
      expect(await refundsOf(db(), code)).toEqual([{ amount: 6_000 }]);
      expect(await balanceOf(db(), buyer.id)).toBe(balance + 6_000);
      expect(await stockOf(db(), 'clay-pot')).toBe(stock);
      expect(server.services.responseCache.size).toBe(0);
      expect(await notificationsOf(db(), buyer.id)).toEqual(
        expect.arrayContaining([
          { kind: 'orderStatus', params: { code, status: 'rejected' }, link: `/orders/${code}` },
          { kind: 'orderRefunded', params: { code, amount: 6_000 }, link: `/orders/${code}` },
        ]),
      );
      const seen = await server.json<SellerOrder>('GET', `/api/orders/${code}`, undefined, buyer.auth);
      expect(seen.body).toMatchObject({ status: 'rejected', reason: 'The kiln broke', refund: { amount: 6_000 } });
    }
  });

  it('needs a reason to reject, and says so on the reason field in the seller’s language', async () => {
    const { code } = await anOrder(server, { product: 'clay-pot' });
    for (const reason of [undefined, '', '    ']) {
      const { status, body } = await move(hejaz, code, 'rejected', reason);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'orders.rejectReasonRequired', message: 'Please give a reason for rejecting the order.' });
      expect(body.fields).toEqual({ reason: ['Please give a reason for rejecting the order.'] });
    }
    const inArabic = await move(hejaz, code, 'rejected', undefined, { ...hejaz.auth, 'Accept-Language': 'ar' });
    expect(inArabic.body.message).toBe('يرجى كتابة سبب رفض الطلب.');
    expect((await move(hejaz, code, 'rejected', 'x'.repeat(501))).status).toBe(400);
    expect((await move(hejaz, code, 'cancelled', 'As the seller')).status).toBe(400);
    expect((await orderRow(db(), code)).status).toBe('new');
    expect(await refundsOf(db(), code)).toEqual([]);
  });
});

describe('who may use the console', () => {
  it('keeps one store from seeing or moving another store’s orders', async () => {
    const { code } = await anOrder(server, { product: 'clay-pot' });
    const missing = await sellerDetail(najd, 'HRF-999999');
    const foreign = await sellerDetail(najd, code);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await move(najd, code, 'inprogress')).status).toBe(404);
    expect((await move(najd, code, 'rejected', 'Not ours')).status).toBe(404);
    expect((await sellerList(najd)).body.items.map((order) => order.code)).not.toContain(code);
    expect((await orderRow(db(), code)).status).toBe('new');
    expect(await eventsOf(db(), code)).toHaveLength(1);
  });

  it('answers a shopper account 403 and a guest 401 on every seller endpoint, changing nothing', async () => {
    const { buyer, code } = await anOrder(server, { product: 'clay-pot' });
    const calls = (headers: Record<string, string>) => [
      server.json('GET', '/api/seller/orders', undefined, headers),
      server.json('GET', `/api/seller/orders/${code}`, undefined, headers),
      server.json('POST', `/api/seller/orders/${code}/status`, { to: 'inprogress' }, headers),
      server.json('POST', `/api/seller/orders/${code}/status`, { to: 'rejected', reason: 'Mine' }, headers),
    ];
    for (const answer of await Promise.all(calls(buyer.auth))) expect(answer).toMatchObject({ status: 403, body: { code: 'http.forbidden' } });
    for (const answer of await Promise.all(calls({}))) expect(answer.status).toBe(401);
    expect((await orderRow(db(), code)).status).toBe('new');
  });

  it('keeps out a seller account that acts for no store', async () => {
    const storeless = await aSellerAccount(db(), 'hejaz-pottery');
    await db().update(users).set({ sellerSlug: null }).where(eq(users.id, storeless.id));
    expect((await sellerList(storeless)).status).toBe(403);
  });
});
