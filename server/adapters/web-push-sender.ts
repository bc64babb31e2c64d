// The PushSender of production: the web-push library encrypts each payload for its subscription
// (RFC 8291, aes128gcm) and signs the request with the server's VAPID keys (RFC 8292). A push
// service that answers 404 or 410 says the subscription is gone; any other failure throws, and
// the delivery tries again later.
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushOutcome, PushSender, PushSubscriptionRow } from '../use-cases/push/push';

export interface VapidKeys {
  /** Unpadded base64url: the key browsers subscribe with. */
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who runs the server, for push services to reach: mailto:care@herfa.sa or https://herfa.sa. */
  readonly subject: string;
}

/** How long a push service keeps a push for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time fails the try. */
const TIMEOUT_MS = 15_000;

export class WebPushSender implements PushSender {
  /** `agent`: how to reach push services (a proxy's, or a test's that trusts a local certificate). */
  constructor(
    private readonly vapid: VapidKeys,
    private readonly agent?: Agent,
  ) {}

  async send(subscription: PushSubscriptionRow, payload: string): Promise<PushOutcome> {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails: this.vapid,
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        ...(this.agent === undefined ? {} : { agent: this.agent }),
      });
      return 'delivered';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      throw error;
    }
  }
}

/** A new pair of VAPID keys. */
export function generateVapidKeys(subject: string): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}
