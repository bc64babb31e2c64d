// The NotificationsGateway port: the signed-in account's notifications (newest first, in the
// interface language), the unread count for the header, and marking them read.
import type { Page } from './catalogue-gateway';
import { serviceToken } from './service-token';

export type NotificationKind = 'orderPlaced' | 'orderStatus' | 'orderRefunded' | 'walletToppedUp';

export interface AppNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** Where it leads, without the language prefix (/orders/HRF-001001); null when nowhere. */
  readonly link: string | null;
  readonly createdAt: string;
  readonly read: boolean;
}

export interface NotificationsGateway {
  list(page: number, pageSize?: number): Promise<Page<AppNotification>>;
  unreadCount(): Promise<number>;
  markAllRead(): Promise<void>;
  markRead(id: string): Promise<void>;
}

export const NOTIFICATIONS_GATEWAY = serviceToken<NotificationsGateway>('NotificationsGateway');
