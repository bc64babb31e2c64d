// The push outbox in the database: push_outbox rows, one per notification of a shopper who had a
// push subscription when it was written (notification-rows.ts queues it in the notification's
// transaction), taken by a delivery under a lease as every outbox's rows are (outbox-rows.ts).
import { eq, inArray } from 'drizzle-orm';
import { isLanguage } from '../../../src/domain/locale';
import type { PushOutbox, QueuedPush } from '../../use-cases/push/push';
import type { Db } from '../database';
import { notificationColumns } from '../notifications/drizzle-notifications-repository';
import { claimDueIds, giveUpRow, retryRowAt } from '../outbox-rows';
import { notifications, pushOutbox, users } from '../schema';

export class DrizzlePushOutbox implements PushOutbox {
  constructor(private readonly db: Db) {}

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedPush[]> {
    const ids = await claimDueIds(this.db, pushOutbox, now, leaseUntil, limit);
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        userId: notifications.userId,
        language: users.language,
        notification: notificationColumns,
      })
      .from(pushOutbox)
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(inArray(pushOutbox.id, ids))
      .orderBy(pushOutbox.createdAt, pushOutbox.id);
    return rows.map((row) => ({ ...row, language: isLanguage(row.language) ? row.language : 'en' }));
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.update(pushOutbox).set({ sentAt: at, lastError: null }).where(eq(pushOutbox.id, id));
  }

  retryAt(id: string, at: Date, error: string): Promise<void> {
    return retryRowAt(this.db, pushOutbox, id, at, error);
  }

  giveUp(id: string, at: Date, error: string): Promise<void> {
    return giveUpRow(this.db, pushOutbox, id, at, error);
  }
}
