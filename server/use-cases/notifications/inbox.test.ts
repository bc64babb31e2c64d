// The inbox use cases over the in-memory port: notifications written in the reader's language
// (amounts as money, statuses by name), pages, the unread count, and marking read once, only by
// the shopper who was told.
import { beforeEach, describe, expect, it } from 'vitest';
import { handClock, type HandClock } from '../../testing/hand-clock';
import { MemoryNotificationsRepository } from '../../testing/memory/memory-notifications-repository';
import type { NewNotification } from './notifications-repository';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead, renderParams } from './inbox';

const NBSP = '\u00a0';
const RLM = '\u200f';
const SARA = 'sara';
const OMAR = 'omar';
const firstPage = { page: 1, pageSize: 24 };
const minute = (n: number) => new Date(Date.parse('2026-02-01T08:00:00Z') + n * 60_000);

let inbox: MemoryNotificationsRepository;
let clock: HandClock;
beforeEach(() => {
  inbox = new MemoryNotificationsRepository();
  clock = handClock(minute(60));
});

const tell = (userId: string, n: number, notification: Omit<NewNotification, 'userId' | 'at'>) => inbox.tell({ ...notification, userId, at: minute(n) });
const placed = { kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001' } as const;
const refunded = { kind: 'orderRefunded', params: { code: 'HRF-001002', amount: 125_000 }, link: '/orders/HRF-001002' } as const;
const shipped = { kind: 'orderStatus', params: { code: 'HRF-001001', status: 'shipped' }, link: '/orders/HRF-001001' } as const;

describe('the list', () => {
  it('writes each notification in the language asked, newest first, amounts as money and statuses by name', async () => {
    const placedId = tell(SARA, 0, placed);
    tell(SARA, 1, shipped);
    tell(SARA, 2, refunded);
    const english = await listNotifications(inbox, SARA, firstPage, 'en');
    expect(english).toMatchObject({ total: 3, ...firstPage });
    expect(english.items.map(({ title, body }) => [title, body])).toEqual([
      ['Refund for order HRF-001002', `SAR${NBSP}1,250.00 has been refunded to your wallet for order HRF-001002.`],
      ['Order HRF-001001 updated', 'Your order HRF-001001 is now: Shipped.'],
      ['Order placed', 'Your order HRF-001001 has been placed. We will let you know whenever its status changes.'],
    ]);
    expect(english.items[2]).toEqual({
      id: placedId,
      kind: 'orderPlaced',
      title: 'Order placed',
      body: 'Your order HRF-001001 has been placed. We will let you know whenever its status changes.',
      link: '/orders/HRF-001001',
      createdAt: '2026-02-01T08:00:00.000Z',
      read: false,
    });
    const arabic = await listNotifications(inbox, SARA, firstPage, 'ar');
    expect(arabic.items.slice(0, 2).map((item) => item.body)).toEqual([
      `أُعيد مبلغ ${RLM}١٬٢٥٠٫٠٠${NBSP}\u20c1${RLM} إلى محفظتك عن الطلب HRF-001002.`,
      'أصبحت حالة طلبك HRF-001001: تم الشحن.',
    ]);
  });

  it('turns a page number into the right slice, and shows only the shopper’s own', async () => {
    for (let n = 0; n < 5; n++) tell(SARA, n, placed);
    tell(OMAR, 9, placed);
    const second = await listNotifications(inbox, SARA, { page: 2, pageSize: 2 }, 'en');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.createdAt)).toEqual([minute(2).toISOString(), minute(1).toISOString()]);
  });

  it('leaves a status it cannot name, and an amount that is not whole halalas, as stored', () => {
    expect(renderParams({ status: 'lost-at-sea', amount: 12.5, code: 'HRF-1' }, 'en', 'sign')).toEqual({ status: 'lost-at-sea', amount: '12.5', code: 'HRF-1' });
    expect(renderParams({ amount: 100 }, 'en', 'sign')).toEqual({ amount: `SAR${NBSP}1.00` });
    expect(renderParams({ amount: 100 }, 'ar', 'letters')).toEqual({ amount: `${RLM}١٫٠٠${NBSP}ر.س.${RLM}` });
  });
});

describe('reading', () => {
  it('counts the unread and marks one read at the clock’s time, the first time only', async () => {
    const id = tell(SARA, 0, placed);
    tell(SARA, 1, shipped);
    expect(await countUnreadNotifications(inbox, SARA)).toBe(2);
    expect(await markNotificationRead(inbox, clock, SARA, id)).toEqual({ ok: true, value: undefined });
    clock.advance(60_000);
    expect(await markNotificationRead(inbox, clock, SARA, id)).toEqual({ ok: true, value: undefined });
    expect(await inbox.readAt(SARA, id)).toEqual(minute(60));
    expect(await countUnreadNotifications(inbox, SARA)).toBe(1);
    expect((await listNotifications(inbox, SARA, firstPage, 'en')).items.map((item) => item.read)).toEqual([false, true]);
  });

  it('tells an unknown notification, or another shopper’s, as not found, and changes nothing', async () => {
    const saras = tell(SARA, 0, placed);
    expect(await markNotificationRead(inbox, clock, OMAR, saras)).toEqual({ ok: false, error: { code: 'notifications.notFound' } });
    expect(await markNotificationRead(inbox, clock, SARA, 'no-such-id')).toEqual({ ok: false, error: { code: 'notifications.notFound' } });
    expect(await countUnreadNotifications(inbox, SARA)).toBe(1);
  });

  it('marks all of one shopper’s read at the clock’s time, and no one else’s', async () => {
    const first = tell(SARA, 0, placed);
    const second = tell(SARA, 1, shipped);
    tell(OMAR, 0, placed);
    await markAllNotificationsRead(inbox, clock, SARA);
    expect(await inbox.readAt(SARA, first)).toEqual(minute(60));
    expect(await inbox.readAt(SARA, second)).toEqual(minute(60));
    expect(await countUnreadNotifications(inbox, SARA)).toBe(0);
    expect(await countUnreadNotifications(inbox, OMAR)).toBe(1);
  });
});
