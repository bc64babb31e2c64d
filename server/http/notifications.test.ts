// The shopper's notifications through real HTTP over a real (PGlite) database: listed newest
// first and paged, written in the request's language (amounts as money, statuses by name),
// the unread count, marking one or all as read, and that one shopper never sees or marks
// another's. Placing an order (by wallet or by card) and topping up the wallet tell the shopper.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import type { ErrorBody } from '../../src/contract/common';
import type { Notification } from '../../src/contract/notifications';
import { translatorFor } from '../use-cases/messages';
import { notify, type NewNotification } from '../persistence/notifications/notification-rows';
import { notifications } from '../persistence/schema';
import { CARDS, aBuyer, addToCart, inArabic, insertShop, payAndReturn, payAtGateway, comeBack, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { useTestServer } from '../testing/use-test-server';

type Page = { items: Notification[]; total: number; page: number; pageSize: number };

const NBSP = '\u00a0';
const RLM = '\u200f';

const server = useTestServer({ prepare: ({ db }) => insertShop(db) });
afterEach(() => resetStock(server.database.db));

const db = () => server.database.db;
const list = (buyer: Buyer, query = '', headers = buyer.auth) => server.json<Page>('GET', `/api/notifications${query}`, undefined, headers);
const unread = async (buyer: Buyer) => (await server.json<{ count: number }>('GET', '/api/notifications/unread-count', undefined, buyer.auth)).body.count;
const markRead = (buyer: Buyer, id: string) => server.json<ErrorBody>('POST', `/api/notifications/${id}/read`, undefined, buyer.auth);
const markAllRead = (buyer: Buyer) => server.json('POST', '/api/notifications/read-all', undefined, buyer.auth);

/** Writes notifications as the application does, one minute apart (the first is the oldest). */
async function told(buyer: Buyer, ...items: Omit<NewNotification, 'userId' | 'at'>[]): Promise<void> {
  const start = Date.parse('2026-02-01T08:00:00Z');
  await db().transaction(async (tx) => {
    for (const [index, item] of items.entries()) await notify(tx, { ...item, userId: buyer.id, at: new Date(start + index * 60_000) });
  });
}

const ALL_KINDS: Omit<NewNotification, 'userId' | 'at'>[] = [
  { kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001' },
  { kind: 'orderStatus', params: { code: 'HRF-001001', status: 'shipped' }, link: '/orders/HRF-001001' },
  { kind: 'orderRefunded', params: { code: 'HRF-001002', amount: 125_000 }, link: '/orders/HRF-001002' },
  { kind: 'walletToppedUp', params: { amount: 5_050 }, link: '/profile/wallet' },
];

async function unreadRows(userId: string) {
  return db().select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

describe('only a signed-in shopper has notifications', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', '/api/notifications/read-all'],
    ['POST', `/api/notifications/${randomUUID()}/read`],
  ])('%s %s without a session answers 401', async (method, path) => {
    const { status, body } = await server.json<ErrorBody>(method, path, undefined, { 'Accept-Language': 'ar' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'auth.required', message: translatorFor('ar')('auth.required') });
  });
});

describe('the list', () => {
  it('is newest first, in English, with amounts as money and statuses by name', async () => {
    const buyer = await aBuyer(db());
    await told(buyer, ...ALL_KINDS);
    const { status, body } = await list(buyer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(body.items.map(({ kind, title, body: text, link, read }) => ({ kind, title, body: text, link, read }))).toEqual([
      { kind: 'walletToppedUp', title: 'Wallet topped up', body: `SAR${NBSP}50.50 has been added to your wallet.`, link: '/profile/wallet', read: false },
      {
        kind: 'orderRefunded',
        title: 'Refund for order HRF-001002',
        body: `SAR${NBSP}1,250.00 has been refunded to your wallet for order HRF-001002.`,
        link: '/orders/HRF-001002',
        read: false,
      },
      { kind: 'orderStatus', title: 'Order HRF-001001 updated', body: 'Your order HRF-001001 is now: Shipped.', link: '/orders/HRF-001001', read: false },
      {
        kind: 'orderPlaced',
        title: 'Order placed',
        body: 'Your order HRF-001001 has been placed. We will let you know whenever its status changes.',
        link: '/orders/HRF-001001',
        read: false,
      },
    ]);
    expect(body.items[0]!.createdAt).toBe('2026-02-01T08:03:00.000Z');
  });

  it('is written in Arabic for an Arabic request, with Arabic-Indic digits and the riyal sign, and no English left', async () => {
    const buyer = await aBuyer(db());
    await told(buyer, ...ALL_KINDS);
    const { body } = await list(buyer, '', inArabic(buyer));
    expect(body.items.map(({ title, body: text }) => [title, text])).toEqual([
      ['تم شحن محفظتك', `أُضيف مبلغ ${RLM}٥٠٫٥٠${NBSP}\u20c1${RLM} إلى محفظتك.`],
      ['استرداد مبلغ الطلب HRF-001002', `أُعيد مبلغ ${RLM}١٬٢٥٠٫٠٠${NBSP}\u20c1${RLM} إلى محفظتك عن الطلب HRF-001002.`],
      ['تحديث على الطلب HRF-001001', 'أصبحت حالة طلبك HRF-001001: تم الشحن.'],
      ['تم استلام طلبك', 'تم استلام طلبك HRF-001001 بنجاح، وسنُعلمك بكل تغيير في حالته.'],
    ]);
    // Apart from order codes, nothing Latin is left.
    for (const item of body.items) expect(`${item.title} ${item.body}`.replace(/HRF-\d+/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('names every status in both languages', async () => {
    const buyer = await aBuyer(db());
    const statuses = ['new', 'inprogress', 'shipped', 'delivered', 'rejected', 'cancelled'] as const;
    await told(buyer, ...statuses.map((status) => ({ kind: 'orderStatus' as const, params: { code: 'HRF-001009', status }, link: '/orders/HRF-001009' })));
    for (const language of ['en', 'ar'] as const) {
      const { body } = await list(buyer, '', { ...buyer.auth, 'Accept-Language': language });
      const t = translatorFor(language);
      expect(body.items.map((item) => item.body)).toEqual(
        [...statuses].reverse().map((status) => t('notifications.orderStatus.body', { code: 'HRF-001009', status: t(`orders.status.${status}`) })),
      );
      for (const item of body.items) expect(item.body).not.toMatch(/orders\.status|inprogress|\{\{/);
    }
  });

  it('is paged', async () => {
    const buyer = await aBuyer(db());
    await told(buyer, ...ALL_KINDS);
    const first = await list(buyer, '?pageSize=3');
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.body.items.map((item) => item.kind)).toEqual(['walletToppedUp', 'orderRefunded', 'orderStatus']);
    const second = await list(buyer, '?pageSize=3&page=2');
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.body.items.map((item) => item.kind)).toEqual(['orderPlaced']);
    expect((await list(buyer, '?pageSize=3&page=3')).body.items).toEqual([]);
    expect((await list(buyer, '?pageSize=0')).status).toBe(400);
  });
});

describe('reading', () => {
  it('counts the unread, marks one read (again harmlessly), then all', async () => {
    const buyer = await aBuyer(db());
    expect(await unread(buyer)).toBe(0);
    await told(buyer, ...ALL_KINDS);
    expect(await unread(buyer)).toBe(4);

    const [newest] = (await list(buyer)).body.items;
    expect(await markRead(buyer, newest!.id)).toMatchObject({ status: 200, body: { ok: true } });
    const [firstRead] = await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, newest!.id));
    expect(firstRead!.readAt).not.toBeNull();
    expect(await markRead(buyer, newest!.id)).toMatchObject({ status: 200 });
    const [again] = await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, newest!.id));
    expect(again!.readAt).toEqual(firstRead!.readAt);
    expect(await unread(buyer)).toBe(3);
    expect((await list(buyer)).body.items.map((item) => item.read)).toEqual([true, false, false, false]);

    expect(await markAllRead(buyer)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await unread(buyer)).toBe(0);
    expect((await list(buyer)).body.items.every((item) => item.read)).toBe(true);
  });

  it('an unknown notification is not found, in the request language', async () => {
    const buyer = await aBuyer(db());
    const { status, body } = await server.json<ErrorBody>('POST', `/api/notifications/${randomUUID()}/read`, undefined, inArabic(buyer));
    expect(status).toBe(404);
    expect(body).toEqual(expect.objectContaining({ code: 'notifications.notFound', message: 'تعذّر العثور على هذا الإشعار.' }));
    expect((await markRead(buyer, 'not-a-uuid')).status).toBe(400);
  });
});

describe('one shopper never sees or marks another’s notifications', () => {
  it('lists, counts and marks only the shopper’s own', async () => {
    const sara = await aBuyer(db());
    const omar = await aBuyer(db());
    await told(sara, ...ALL_KINDS);
    await told(omar, ALL_KINDS[0]!, ALL_KINDS[3]!);

    const saras = (await list(sara)).body.items;
    const omars = (await list(omar)).body.items;
    expect(saras).toHaveLength(4);
    expect(omars).toHaveLength(2);
    expect(omars.map((item) => item.id).filter((id) => saras.some((mine) => mine.id === id))).toEqual([]);

    // Omar cannot mark Sara's: answered like a notification that does not exist, and nothing changes.
    const attempt = await markRead(omar, saras[0]!.id);
    expect(attempt).toMatchObject({ status: 404, body: { code: 'notifications.notFound' } });
    expect(await unreadRows(sara.id)).toHaveLength(4);

    // Marking all read is Omar's only.
    await markAllRead(omar);
    expect(await unread(omar)).toBe(0);
    expect(await unread(sara)).toBe(4);
    expect(await unreadRows(sara.id)).toHaveLength(4);
  });
});

describe('what tells the shopper', () => {
  const place = (buyer: Buyer, body: Record<string, unknown> = {}) =>
    server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), ...body }, buyer.auth);

  it('an order paid from the wallet: one "order placed" per order, leading to the order', async () => {
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    await addToCart(server, buyer, 'sadu-cushion');
    await addToCart(server, buyer, 'clay-pot');
    const { status, body } = await place(buyer);
    expect(status).toBe(200);
    expect(body.orderCodes).toHaveLength(2);
    const { body: page } = await list(buyer);
    expect(page.items.map(({ kind, link, read }) => ({ kind, link, read })).sort((a, b) => a.link!.localeCompare(b.link!))).toEqual(
      body.orderCodes.map((code) => ({ kind: 'orderPlaced', link: `/orders/${code}`, read: false })),
    );
    expect(page.items.map((item) => item.body).sort()).toEqual(
      body.orderCodes.map((code) => `Your order ${code} has been placed. We will let you know whenever its status changes.`).sort(),
    );
    expect(await unread(buyer)).toBe(2);
  });

  it('an order paid partly by card: told once the card is paid, not before, and not on a replayed return', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await addToCart(server, buyer, 'sadu-cushion');
    const { body } = await place(buyer, { cardConfirmed: true });
    expect(body.state).toBe('awaiting-payment');
    expect((await list(buyer)).body.items).toEqual([]);
    const returnUrl = await payAtGateway(server, body.redirectUrl!);
    await comeBack(server, returnUrl);
    await comeBack(server, returnUrl);
    const [code] = (await server.json<CheckoutOutcome>('GET', `/api/checkout/${body.id}`, undefined, buyer.auth)).body.orderCodes;
    expect((await list(buyer)).body.items.map(({ kind, link }) => ({ kind, link }))).toEqual([{ kind: 'orderPlaced', link: `/orders/${code}` }]);
  });

  it('a declined card tells nothing', async () => {
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await addToCart(server, buyer, 'sadu-cushion');
    const { body } = await place(buyer, { cardConfirmed: true });
    await payAndReturn(server, body.redirectUrl!, CARDS.insufficientFunds);
    expect((await list(buyer)).body.total).toBe(0);
  });

  it('a wallet top-up: "wallet topped up" with the amount, once, in both languages', async () => {
    const buyer = await aBuyer(db());
    const started = await server.json<{ id: string; redirectUrl: string }>('POST', '/api/wallet/topups', { amount: 25_000, idempotencyKey: randomUUID() }, buyer.auth);
    expect(started.status).toBe(201);
    const returnUrl = await payAtGateway(server, started.body.redirectUrl);
    await comeBack(server, returnUrl);
    await comeBack(server, returnUrl);
    const english = (await list(buyer)).body.items;
    expect(english.map(({ kind, title, body, link }) => ({ kind, title, body, link }))).toEqual([
      { kind: 'walletToppedUp', title: 'Wallet topped up', body: `SAR${NBSP}250.00 has been added to your wallet.`, link: '/profile/wallet' },
    ]);
    const arabic = (await list(buyer, '', inArabic(buyer))).body.items;
    expect(arabic.map(({ title, body }) => [title, body])).toEqual([['تم شحن محفظتك', `أُضيف مبلغ ${RLM}٢٥٠٫٠٠${NBSP}\u20c1${RLM} إلى محفظتك.`]]);
  });
});
