// Web Push: the shopper's browsers (subscriptions registered, refreshed and deleted through the
// API), and one push for each notification the server creates for a shopper who has any, written
// in the shopper's language and sent after the notification's turn commits. A push service that
// says a subscription is gone (404, 410) loses it; one that fails otherwise is tried again after
// the outbox's pauses (server/use-cases/outbox.ts). A retry may reach again a browser that already
// had it: the push's tag makes the second replace the first.
import type * as v from 'valibot';
import type { PushPayload, PushSubscriptionBody } from '../../../src/contract/push';
import { directionOf, type Language } from '../../../src/domain/locale';
import type { Logger } from '../../logging/logger';
import { renderNotification } from '../notifications/inbox';
import type { NotificationRow } from '../notifications/notifications-repository';
import { deliverAllDue, nextTry, OUTBOX_DELIVERY, type DeliveryCount } from '../outbox';
import type { Clock } from '../ports';
import { repeatEvery, type Repeating } from '../repeating';

/** A browser's subscription as stored. */
export interface PushSubscriptionRow {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushSubscriptionsRepository {
  /** Registers the subscription for the shopper as of `at`, or refreshes it; an endpoint another account had becomes this shopper's. */
  save(userId: string, subscription: v.InferOutput<typeof PushSubscriptionBody>, at: Date): Promise<void>;
  /** Deletes the shopper's subscription of this endpoint, if they have it. */
  remove(userId: string, endpoint: string): Promise<void>;
  /** Deletes the subscription of this endpoint, whoever had it (the push service says it is gone). */
  forget(endpoint: string): Promise<void>;
  /** The shopper's subscriptions. */
  ofUser(userId: string): Promise<PushSubscriptionRow[]>;
}

/** A push queued for one notification, as the delivery takes it. */
export interface QueuedPush {
  readonly id: string;
  readonly userId: string;
  readonly language: Language;
  readonly notification: NotificationRow;
  /** Attempts so far, this one included. */
  readonly attempts: number;
}

export interface PushOutbox {
  /** As MailOutbox.claimDue: up to `limit` pushes due by `now`, leased until `leaseUntil`. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedPush[]>;
  markSent(id: string, at: Date): Promise<void>;
  retryAt(id: string, at: Date, error: string): Promise<void>;
  giveUp(id: string, at: Date, error: string): Promise<void>;
}

/** How a push service answered. */
export type PushOutcome = 'delivered' | 'gone';

/** Encrypts and sends one push (RFC 8291, aes128gcm) with the server's VAPID keys; throws when the push service fails. */
export interface PushSender {
  send(subscription: PushSubscriptionRow, payload: string): Promise<PushOutcome>;
}

/** What delivering pushes uses. */
export interface PushDesk {
  readonly outbox: PushOutbox;
  readonly subscriptions: PushSubscriptionsRepository;
  readonly sender: PushSender;
  readonly clock: Clock;
  readonly log: Pick<Logger, 'error' | 'warn'>;
}

/** The push of a notification, in the shopper's language: what the inbox shows, and where a click leads. */
export function payloadOf(notification: NotificationRow, language: Language): PushPayload {
  const { title, body, link } = renderNotification(notification, language, 'letters');
  return { title, body, url: `/${language}${link ?? '/notifications'}`, tag: notification.id, lang: language, dir: directionOf(language) };
}

/** Delivers every push due now, a batch at a time, until none is left. */
export const deliverDuePushes = (desk: PushDesk): Promise<DeliveryCount> =>
  deliverAllDue(desk.clock, (now, leaseUntil, limit) => desk.outbox.claimDue(now, leaseUntil, limit), (queued) => deliver(desk, queued));

async function deliver(desk: PushDesk, queued: QueuedPush): Promise<keyof DeliveryCount> {
  const payload = JSON.stringify(payloadOf(queued.notification, queued.language));
  const failures: string[] = [];
  for (const subscription of await desk.subscriptions.ofUser(queued.userId)) {
    try {
      if ((await desk.sender.send(subscription, payload)) === 'gone') await desk.subscriptions.forget(subscription.endpoint);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  const at = desk.clock.now();
  if (failures.length === 0) {
    await desk.outbox.markSent(queued.id, at);
    return 'sent';
  }
  const why = failures.join('; ');
  const retryAt = nextTry(queued.attempts, at);
  if (retryAt === null) {
    desk.log.error({ pushId: queued.id, attempts: queued.attempts, why }, 'a push could not be delivered and was given up');
    await desk.outbox.giveUp(queued.id, at, why);
    return 'givenUp';
  }
  desk.log.warn({ pushId: queued.id, attempts: queued.attempts, retryAt, why }, 'a push could not be delivered; trying again later');
  await desk.outbox.retryAt(queued.id, retryAt, why);
  return 'putOff';
}

/** Delivers what is due every `intervalMs`, without keeping the process alive. */
export const startPushDelivery = (desk: PushDesk, intervalMs: number = OUTBOX_DELIVERY.intervalMs): Repeating =>
  repeatEvery(
    intervalMs,
    () => deliverDuePushes(desk),
    (error) => desk.log.error({ err: error }, 'delivering the push outbox failed'),
  );
