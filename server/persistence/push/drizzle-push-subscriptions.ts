// Push subscriptions in the database: one row per push-service endpoint (unique), saved with an
// upsert so a refresh, or a browser that changed hands, keeps one row for the endpoint.
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { PushSubscriptionBody } from '../../../src/contract/push';
import type { PushSubscriptionRow, PushSubscriptionsRepository } from '../../use-cases/push/push';
import type { Db } from '../database';
import { pushSubscriptions } from '../schema';

export class DrizzlePushSubscriptions implements PushSubscriptionsRepository {
  constructor(private readonly db: Db) {}

  async save(userId: string, subscription: v.InferOutput<typeof PushSubscriptionBody>, at: Date): Promise<void> {
    const values = {
      userId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      applicationPubKey: subscription.applicationPubKey ?? null,
      updatedAt: at,
    };
    await this.db
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: subscription.endpoint, createdAt: at })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  }

  async remove(userId: string, endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async forget(endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }

  ofUser(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
  }
}
