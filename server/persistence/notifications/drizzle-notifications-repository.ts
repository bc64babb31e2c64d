// The shopper's notifications in the database, as notify() wrote them: one row each, readAt set
// once when first read. Every query names the shopper.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationsPage, NotificationsRepository } from '../../use-cases/notifications/notifications-repository';
import type { Db } from '../database';
import { notifications } from '../schema';

/** The columns a NotificationRow reads. */
export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export class DrizzleNotificationsRepository implements NotificationsRepository {
  constructor(private readonly db: Db) {}

  async page(userId: string, { offset, limit }: { readonly offset: number; readonly limit: number }): Promise<NotificationsPage> {
    const mine = eq(notifications.userId, userId);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(notificationColumns)
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(notifications).where(mine),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async unreadCount(userId: string): Promise<number> {
    const [counted] = await this.db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return counted?.count ?? 0;
  }

  async readAt(userId: string, id: string): Promise<Date | null | undefined> {
    const [mine] = await this.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    return mine?.readAt;
  }

  async markRead(userId: string, id: string, at: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }
}
