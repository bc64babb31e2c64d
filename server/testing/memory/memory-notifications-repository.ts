// The notifications port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/notifications/notifications-repository.contract.ts) holds it to the same
// behaviour as the database's adapter.
import { randomUUID } from 'node:crypto';
import type { NewNotification, NotificationRow, NotificationsPage, NotificationsRepository } from '../../use-cases/notifications/notifications-repository';

interface Stored extends NotificationRow {
  readonly userId: string;
}

export class MemoryNotificationsRepository implements NotificationsRepository {
  private readonly stored = new Map<string, Stored>();

  /** Tells the shopper, as notify() does in the database; answers the new notification's id. */
  tell(notification: NewNotification): string {
    const id = randomUUID();
    const { userId, kind, params, link, at } = notification;
    this.stored.set(id, { id, userId, kind, params: { ...params }, link, createdAt: at, readAt: null });
    return id;
  }

  async page(userId: string, { offset, limit }: { readonly offset: number; readonly limit: number }): Promise<NotificationsPage> {
    const mine = this.mine(userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return { rows: mine.slice(offset, offset + limit).map(({ userId: _userId, ...row }) => row), total: mine.length };
  }

  async unreadCount(userId: string): Promise<number> {
    return this.mine(userId).filter((notification) => notification.readAt === null).length;
  }

  async readAt(userId: string, id: string): Promise<Date | null | undefined> {
    const notification = this.stored.get(id);
    return notification?.userId === userId ? notification.readAt : undefined;
  }

  async markRead(userId: string, id: string, at: Date): Promise<void> {
    const notification = this.stored.get(id);
    if (notification?.userId === userId && notification.readAt === null) this.stored.set(id, { ...notification, readAt: at });
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    for (const notification of this.mine(userId)) if (notification.readAt === null) this.stored.set(notification.id, { ...notification, readAt: at });
  }

  private mine(userId: string): Stored[] {
    return [...this.stored.values()].filter((notification) => notification.userId === userId);
  }
}
