// The PushNotifications port: Web Push on this device (spec §1, §7, §9). The shopper turns it on
// from the notifications screen (permission is asked then, and only while still undecided), off
// again there, and a subscription older than 7 days is registered afresh with the API on the next
// visit (application/push/push-refresh.ts). The API side of it, the PushServer, is what the
// browser adapter registers through.
import { serviceToken } from './service-token';

/**
 * Where push stands on this device for the signed-in shopper: the browser cannot push (or the page
 * is not a secure context), the shopper blocked notifications for the site, push is off (not asked
 * yet, or allowed but not subscribed for this shopper), or on.
 */
export type PushStatus = 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Why turning push on did not work: the browser cannot push, notifications are blocked for the
 * site, the shopper closed the permission prompt without answering, or something else failed
 * (the push service or the API).
 */
export type PushFailure = 'unsupported' | 'denied' | 'dismissed' | 'failed';

export interface PushNotifications {
  status(): Promise<PushStatus>;
  /** Only on the shopper's request (a click): asks permission if still undecided, subscribes, registers with the API. */
  turnOn(): Promise<'on' | PushFailure>;
  /** Unsubscribes this device and tells the API; 'failed' when the browser could not unsubscribe. */
  turnOff(): Promise<'off' | 'failed'>;
  /**
   * Registers this device's subscription with the API again when the signed-in shopper's last
   * registration here is 7 days old (PUSH_REFRESH_MS), or the browser has replaced the
   * subscription; answers whether it did, and rejects when the API or the push service failed.
   */
  refreshIfStale(now: number): Promise<boolean>;
}

export const PUSH_NOTIFICATIONS = serviceToken<PushNotifications>('PushNotifications');

/** A push subscription as the API registers it (spec §7): endpoint, auth, p256dh and the optional applicationPubKey. */
export interface PushRegistration {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  /** The application server key (base64url) the subscription was made with. */
  readonly applicationPubKey?: string;
}

/** The API's push operations, as the browser adapter uses them. */
export interface PushServer {
  /** The server's public VAPID key, base64url. */
  publicKey(): Promise<string>;
  /** Registers the subscription, or refreshes it (the same endpoint). */
  register(subscription: PushRegistration): Promise<void>;
  unregister(endpoint: string): Promise<void>;
}
