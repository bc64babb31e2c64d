// A test twin of the NotificationsGateway port: notifications held in memory (none unless given),
// newest first and paged like the API, read marks that stick, and a record of every call.
import type { Page } from './catalogue-gateway';
import type { AppNotification, NotificationsGateway } from './notifications-gateway';
import { RequestFailure } from './request-failure';

export class InMemoryNotificationsGateway implements NotificationsGateway {
  /** Every call, by method name, in order. */
  readonly calls: { readonly method: keyof NotificationsGateway; readonly args: readonly unknown[] }[] = [];
  /** While set, every call rejects with it. */
  refuseWith: Error | null = null;
  private notifications: AppNotification[];

  constructor(notifications: readonly AppNotification[] = []) {
    this.notifications = [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** What the account holds now, newest first. */
  get all(): readonly AppNotification[] {
    return this.notifications;
  }

  /** A new notification arrives (the server wrote one). */
  push(notification: AppNotification): void {
    this.notifications = [notification, ...this.notifications];
  }

  async list(page: number, pageSize = 20): Promise<Page<AppNotification>> {
    this.record('list', [page, pageSize]);
    return {
      items: this.notifications.slice((page - 1) * pageSize, page * pageSize),
      total: this.notifications.length,
      page,
      pageSize,
    };
  }

  async unreadCount(): Promise<number> {
    this.record('unreadCount', []);
    return this.notifications.filter((notification) => !notification.read).length;
  }

  async markAllRead(): Promise<void> {
    this.record('markAllRead', []);
    this.notifications = this.notifications.map((notification) => ({ ...notification, read: true }));
  }

  async markRead(id: string): Promise<void> {
    this.record('markRead', [id]);
    if (!this.notifications.some((notification) => notification.id === id)) {
      throw new RequestFailure(404, 'notifications.notFound', 'This notification could not be found.');
    }
    this.notifications = this.notifications.map((notification) => (notification.id === id ? { ...notification, read: true } : notification));
  }

  private record(method: keyof NotificationsGateway, args: readonly unknown[]): void {
    this.calls.push({ method, args });
    if (this.refuseWith !== null) throw this.refuseWith;
  }
}
