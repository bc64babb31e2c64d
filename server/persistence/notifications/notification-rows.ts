// Telling the shopper, in the database: a notification is one row, written in the transaction of
// what it reports (an order placed or moved, a refund, a top-up), so a shopper is never told of
// something that was rolled back, and never left untold of something that happened. A shopper
// with a push subscription gets the notification pushed as well (push_outbox, same transaction). The turns of
// the orders' and payments' adapters write through here; the inbox adapter reads the rows back.
import type { NewNotification } from '../../use-cases/notifications/notifications-repository';
import { sql } from 'drizzle-orm';
import { notifications, pushOutbox, pushSubscriptions } from '../schema';
import type { Tx } from '../transactions';

export type { NewNotification };

/** Writes the notification in the transaction `tx` of what it reports. */
export async function notify(tx: Tx, notification: NewNotification): Promise<void> {
  const [written] = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      kind: notification.kind,
      params: { ...notification.params },
      link: notification.link,
      createdAt: notification.at,
    })
    .returning({ id: notifications.id });
  // Pushed too, in the same transaction, when the shopper gets push in any browser.
  await tx.execute(sql`
    insert into ${pushOutbox} (notification_id)
    select ${written!.id}::uuid where exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notification.userId}::uuid)`);
}
