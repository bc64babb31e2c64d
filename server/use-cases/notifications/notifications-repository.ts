// The port of the shopper's notification inbox: reading what the shopper was told and marking it
// read. Notifications are written inside the turn of what they report (the orders' and payments'
// ports each have a notify); an adapter (server/persistence/notifications, or an in-memory one in
// tests) reads them back. The use cases in inbox.ts write them in the reader's language.
import type { NOTIFICATION_KINDS } from '../../../src/contract/notifications';

/** A notification as stored: a kind and its parameters, not yet written in any language. */
export interface NotificationRow {
  readonly id: string;
  readonly kind: (typeof NOTIFICATION_KINDS)[number];
  readonly params: Readonly<Record<string, string | number>>;
  /** Where it leads, without the language prefix. */
  readonly link: string | null;
  readonly createdAt: Date;
  /** When it was first read; null while unread. */
  readonly readAt: Date | null;
}

/** A notification to write, in the same turn as what it reports (an order placed or moved, a refund, a top-up). */
export interface NewNotification {
  readonly userId: string;
  readonly kind: (typeof NOTIFICATION_KINDS)[number];
  /** Interpolated into locales/<lang>/notifications.json's `<kind>.title` and `<kind>.body`. */
  readonly params: Readonly<Record<string, string | number>>;
  /** Without the language prefix: /orders/HRF-001001, /profile/wallet. */
  readonly link: string | null;
  readonly at: Date;
}

export interface NotificationsPage {
  readonly rows: readonly NotificationRow[];
  readonly total: number;
}

/** Every method is scoped to one shopper: another shopper's notification is as if it did not exist. */
export interface NotificationsRepository {
  /** One page of the shopper's notifications, the newest first (ties by id, descending), and how many there are. */
  page(userId: string, page: { readonly offset: number; readonly limit: number }): Promise<NotificationsPage>;
  unreadCount(userId: string): Promise<number>;
  /** When the shopper's notification was read (null: unread); undefined when the shopper has no such notification. */
  readAt(userId: string, id: string): Promise<Date | null | undefined>;
  /** Marks the shopper's notification read at `at`, unless it already is: a read one keeps its time. */
  markRead(userId: string, id: string, at: Date): Promise<void>;
  /** Marks every unread notification of the shopper read at `at`; those already read keep their time. */
  markAllRead(userId: string, at: Date): Promise<void>;
}
