// NotificationsGateway over the API's notification operations (src/contract/notifications.ts).
// Loaded lazily by the container: the header's unread count asks through it after the first page.
import type { Page } from '../application/ports/catalogue-gateway';
import type { AppNotification, NotificationsGateway } from '../application/ports/notifications-gateway';
import { notificationOperations } from '../contract/notifications';
import type { ApiClient } from './api-client';

export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(private readonly api: ApiClient) {}

  list(page: number, pageSize?: number): Promise<Page<AppNotification>> {
    return this.api.call(notificationOperations.list, {
      query: { page: String(page), pageSize: pageSize === undefined ? undefined : String(pageSize) },
    });
  }

  async unreadCount(): Promise<number> {
    return (await this.api.call(notificationOperations.unreadCount)).count;
  }

  async markAllRead(): Promise<void> {
    await this.api.call(notificationOperations.markAllRead);
  }

  async markRead(id: string): Promise<void> {
    await this.api.call(notificationOperations.markRead, { params: { id } });
  }
}
