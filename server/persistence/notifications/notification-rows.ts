// Telling the shopper, in the database: a notification is one row, written in the transaction of
// what it reports (an order placed or moved, a refund, a top-up), so a shopper is never told of
// something that was rolled back, and never left untold of something that happened. The turns of
// the orders' and payments' adapters write through here; the inbox adapter reads the rows back.
import type { NewNotification } from '../../use-cases/notifications/notifications-repository';
import { notifications } from '../schema';
import type { Tx } from '../transactions';

export type { NewNotification };

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
