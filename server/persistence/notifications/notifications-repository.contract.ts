// What every adapter of the notifications port does, run against each of them: the database's on
// PGlite (notifications-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the
// in-memory one the use cases' tests rely on, so that a fast test stands for the real thing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInShopper } from '../../testing/account-fixtures';
import { openTestDatabase } from '../../testing/test-database';
import type { NewNotification, NotificationsRepository } from '../../use-cases/notifications/notifications-repository';
import { DrizzleNotificationsRepository } from './drizzle-notifications-repository';
import { notify } from './notification-rows';

/** An adapter, a way to add shoppers, and a way to tell one something as the application does. */
export interface NotificationsWorld {
  readonly repository: NotificationsRepository;
  newShopper(): Promise<string>;
  tell(notification: NewNotification): Promise<void>;
  close(): Promise<void>;
}

const minute = (n: number) => new Date(Date.parse('2026-02-01T08:00:00Z') + n * 60_000);

export function notificationsRepositoryContract(adapter: string, open: () => Promise<NotificationsWorld>): void {
  describe(`the notifications port: ${adapter}`, () => {
    let world: NotificationsWorld;
    let shopper: string;
    // One database for the suite; every test acts for a shopper of its own, as every method is scoped to one.
    beforeAll(async () => {
      world = await open();
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const all = { offset: 0, limit: 100 };
    const placed = (userId: string, at: Date): NewNotification => ({ userId, kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001', at });
    const toppedUp = (userId: string, at: Date): NewNotification => ({ userId, kind: 'walletToppedUp', params: { amount: 5_050 }, link: '/profile/wallet', at });
    const idsOf = async (userId: string) => (await world.repository.page(userId, all)).rows.map((row) => row.id);

    it('reads back what the shopper was told, newest first, unread, and counts it all', async () => {
      await world.tell(placed(shopper, minute(0)));
      await world.tell({ userId: shopper, kind: 'orderStatus', params: { code: 'HRF-001001', status: 'shipped' }, link: null, at: minute(2) });
      await world.tell(toppedUp(shopper, minute(1)));
      const { rows, total } = await world.repository.page(shopper, all);
      expect(total).toBe(3);
      expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
        { kind: 'orderStatus', params: { code: 'HRF-001001', status: 'shipped' }, link: null, createdAt: minute(2), readAt: null },
        { kind: 'walletToppedUp', params: { amount: 5_050 }, link: '/profile/wallet', createdAt: minute(1), readAt: null },
        { kind: 'orderPlaced', params: { code: 'HRF-001001' }, link: '/orders/HRF-001001', createdAt: minute(0), readAt: null },
      ]);
      expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    });

    it('orders notifications of the same moment by id, descending, and pages by offset and limit', async () => {
      for (let n = 0; n < 4; n++) await world.tell(placed(shopper, minute(5)));
      await world.tell(placed(shopper, minute(0)));
      const ids = await idsOf(shopper);
      expect(ids.slice(0, 4)).toEqual(ids.slice(0, 4).sort().reverse());
      expect(await world.repository.page(shopper, { offset: 3, limit: 1 })).toMatchObject({ rows: [{ id: ids[3] }], total: 5 });
      expect(await world.repository.page(shopper, { offset: 5, limit: 2 })).toEqual({ rows: [], total: 5 });
    });

    it('marks one read once: the first time stays, and the unread count drops by one', async () => {
      await world.tell(placed(shopper, minute(0)));
      await world.tell(toppedUp(shopper, minute(1)));
      const [newest, oldest] = await idsOf(shopper);
      expect(await world.repository.unreadCount(shopper)).toBe(2);
      expect(await world.repository.readAt(shopper, newest!)).toBeNull();

      await world.repository.markRead(shopper, newest!, minute(10));
      await world.repository.markRead(shopper, newest!, minute(20));
      expect(await world.repository.readAt(shopper, newest!)).toEqual(minute(10));
      expect(await world.repository.readAt(shopper, oldest!)).toBeNull();
      expect(await world.repository.unreadCount(shopper)).toBe(1);
      expect((await world.repository.page(shopper, all)).rows.map((row) => row.readAt)).toEqual([minute(10), null]);
    });

    it('marks all read, keeping the time of those read before', async () => {
      await world.tell(placed(shopper, minute(0)));
      await world.tell(toppedUp(shopper, minute(1)));
      const [newest] = await idsOf(shopper);
      await world.repository.markRead(shopper, newest!, minute(10));
      await world.repository.markAllRead(shopper, minute(30));
      expect((await world.repository.page(shopper, all)).rows.map((row) => row.readAt)).toEqual([minute(10), minute(30)]);
      expect(await world.repository.unreadCount(shopper)).toBe(0);
    });

    it("never reads or marks another shopper's notifications", async () => {
      const other = await world.newShopper();
      await world.tell(placed(shopper, minute(0)));
      await world.tell(toppedUp(other, minute(1)));
      const [mine] = await idsOf(shopper);
      const [theirs] = await idsOf(other);

      expect(await world.repository.readAt(other, mine!)).toBeUndefined();
      expect(await world.repository.readAt(shopper, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
      await world.repository.markRead(other, mine!, minute(10));
      await world.repository.markAllRead(other, minute(20));
      expect(await world.repository.readAt(shopper, mine!)).toBeNull();
      expect(await world.repository.unreadCount(shopper)).toBe(1);
      expect(await world.repository.readAt(other, theirs!)).toEqual(minute(20));
      expect(await world.repository.page(shopper, all)).toMatchObject({ rows: [{ id: mine }], total: 1 });
    });
  });
}

/** The database's adapter over a fresh database, told through notify() as the application tells: PGlite, or the PostgreSQL server. */
export async function drizzleNotificationsWorld({ postgres = false } = {}): Promise<NotificationsWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  return {
    repository: new DrizzleNotificationsRepository(db),
    newShopper: async () => (await signedInShopper(db)).id,
    tell: (notification) => db.transaction((tx) => notify(tx, notification)),
    close: drop,
  };
}
