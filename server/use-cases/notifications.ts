// Telling the shopper: a notification is a kind and its parameters, written in the same
// transaction as what it reports (an order placed or moved, a refund, a top-up), so a shopper is
// never told of something that was rolled back, and never left untold of something that happened.
import { notifications } from '../persistence/schema';
import type { Tx } from '../persistence/transactions';

export type NotificationKind = (typeof notifications.$inferInsert)['kind'];

export interface NewNotification {
  readonly userId: string;
  readonly kind: NotificationKind;
  /** Interpolated into locales/<lang>/notifications.json's `<kind>.title` and `<kind>.body`. */
  readonly params: Readonly<Record<string, string | number>>;
  /** Without the language prefix: /orders/HRF-001001, /profile/wallet. */
  readonly link: string | null;
  readonly at: Date;
}

/** Writes the notification in the transaction `tx` of what it reports. */
export async function notify(tx: Tx, notification: NewNotification): Promise<void> {
  await tx.insert(notifications).values({
    userId: notification.userId,
    kind: notification.kind,
    params: { ...notification.params },
    link: notification.link,
    createdAt: notification.at,
  });
}
