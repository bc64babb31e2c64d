// PushNotifications in the browser: the Notifications API for permission, the service worker's
// PushManager for the subscription, and the API (PushServer) to register it. Which shopper turned
// push on here, with which endpoint and when, is remembered in localStorage: the status is "on"
// only for that shopper, and the registration is refreshed when push-refresh.ts says (7 days, or a
// subscription the browser replaced).
import type { PushFailure, PushNotifications, PushServer, PushStatus } from '../application/ports/push-notifications';
import { needsRefresh, type LastRegistration } from '../application/push/push-refresh';
import { SERVICE_WORKER } from './service-worker';

/** What is used of a PushSubscription. */
export interface PushSubscriptionLike {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** What is used of a ServiceWorkerRegistration: its PushManager. */
export interface PushRegistrationLike {
  readonly pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: PushSubscriptionOptionsInit): Promise<PushSubscriptionLike>;
  };
}

/** The browser's push machinery; both absent where the browser cannot push. */
export interface PushPlatform {
  readonly serviceWorker:
    | {
        getRegistration(clientUrl?: string): Promise<PushRegistrationLike | undefined>;
        register(url: string, options: RegistrationOptions): Promise<unknown>;
        readonly ready: Promise<PushRegistrationLike>;
      }
    | undefined;
  readonly notifications:
    | {
        readonly permission: NotificationPermission;
        requestPermission(): Promise<NotificationPermission>;
      }
    | undefined;
}

/** This browser's: push needs a secure context, service workers, PushManager and Notification. */
export function browserPushPlatform(): PushPlatform {
  const supported =
    typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? { serviceWorker: navigator.serviceWorker, notifications: Notification } : { serviceWorker: undefined, notifications: undefined };
}

/** Where this device's registration is remembered. */
export const PUSH_RECORD_KEY = 'herfa:push';

/** The last registration with the API, and whose it was. */
interface PushRecord extends LastRegistration {
  readonly user: string;
}

export class BrowserPush implements PushNotifications {
  constructor(
    private readonly platform: PushPlatform,
    private readonly server: PushServer,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
    /** The signed-in shopper's id; null for a guest. */
    private readonly currentUser: () => string | null,
    private readonly now: () => number = Date.now,
  ) {}

  async status(): Promise<PushStatus> {
    const { serviceWorker, notifications } = this.platform;
    if (serviceWorker === undefined || notifications === undefined) return 'unsupported';
    if (notifications.permission === 'denied') return 'denied';
    if (notifications.permission !== 'granted') return 'off';
    const subscription = await this.subscription().catch(() => null);
    return subscription !== null && this.recordOf(this.currentUser()) !== null ? 'on' : 'off';
  }

  async turnOn(): Promise<'on' | PushFailure> {
    const { serviceWorker, notifications } = this.platform;
    const user = this.currentUser();
    if (serviceWorker === undefined || notifications === undefined) return 'unsupported';
    if (user === null) return 'failed';
    // Spec §9: asked only while undecided; a "block" is the shopper's answer, and is not asked again.
    if (notifications.permission === 'denied') return 'denied';
    if (notifications.permission === 'default') {
      const answer = await notifications.requestPermission().catch((): NotificationPermission => 'default');
      if (answer === 'denied') return 'denied';
      if (answer !== 'granted') return 'dismissed';
    }
    try {
      // Registered after the first page has loaded; a click before that registers it now.
      if ((await serviceWorker.getRegistration(SERVICE_WORKER.scope)) === undefined) {
        await serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope, updateViaCache: 'none' });
      }
      const registration = await serviceWorker.ready; // subscribing needs an active worker
      const publicKey = await this.server.publicKey();
      const subscription = await subscribedWith(registration, publicKey);
      await this.register(subscription, publicKey, user);
      return 'on';
    } catch (error) {
      return error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed';
    }
  }

  async turnOff(): Promise<'off' | 'failed'> {
    let subscription: PushSubscriptionLike | null;
    try {
      subscription = await this.subscription();
    } catch {
      return 'failed';
    }
    if (subscription !== null) {
      // The API is told first, while the endpoint is known; if it cannot be reached, the push
      // service refuses the server's next push to the dropped endpoint (410 Gone) all the same.
      await this.server.unregister(subscription.endpoint).catch(() => undefined);
      if (!(await subscription.unsubscribe().catch(() => false))) return 'failed';
    }
    this.forget();
    return 'off';
  }

  async refreshIfStale(now: number): Promise<boolean> {
    const { serviceWorker, notifications } = this.platform;
    const user = this.currentUser();
    if (serviceWorker === undefined || notifications?.permission !== 'granted' || user === null) return false;
    // Only the shopper who turned push on here: another's device is not taken over unasked.
    const record = this.recordOf(user);
    if (record === null) return false;
    const subscription = await this.subscription();
    if (subscription === null) {
      this.forget(); // gone from the browser (site data cleared, permission reset)
      return false;
    }
    if (!needsRefresh(record, subscription.endpoint, now)) return false;
    const publicKey = await this.server.publicKey();
    const registration = await serviceWorker.ready;
    // The server's key changed: the old subscription cannot carry its pushes, so a new one is made.
    const current = await subscribedWith(registration, publicKey);
    if (current.endpoint !== subscription.endpoint) await this.server.unregister(subscription.endpoint).catch(() => undefined);
    await this.register(current, publicKey, user, now);
    return true;
  }

  private forget(): void {
    try {
      this.storage.removeItem(PUSH_RECORD_KEY);
    } catch {
      // Storage blocked: nothing was remembered either.
    }
  }

  private async subscription(): Promise<PushSubscriptionLike | null> {
    const registration = await this.platform.serviceWorker?.getRegistration(SERVICE_WORKER.scope);
    return (await registration?.pushManager.getSubscription()) ?? null;
  }

  private async register(subscription: PushSubscriptionLike, publicKey: string, user: string, at = this.now()): Promise<void> {
    const { endpoint, keys } = subscription.toJSON();
    if (endpoint === undefined || keys?.p256dh === undefined || keys.auth === undefined) throw new Error('push subscription without keys');
    await this.server.register({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, applicationPubKey: publicKey });
    const record: PushRecord = { user, endpoint, at };
    try {
      this.storage.setItem(PUSH_RECORD_KEY, JSON.stringify(record));
    } catch {
      // Storage full or blocked: push works; the status reads "off" on the next visit and turning it on again is harmless.
    }
  }

  /** The remembered registration when it is `user`'s. */
  private recordOf(user: string | null): PushRecord | null {
    if (user === null) return null;
    let record: Partial<PushRecord> | null;
    try {
      record = JSON.parse(this.storage.getItem(PUSH_RECORD_KEY) ?? 'null') as Partial<PushRecord> | null;
    } catch {
      return null;
    }
    return record !== null && record.user === user && typeof record.endpoint === 'string' && typeof record.at === 'number'
      ? { user, endpoint: record.endpoint, at: record.at }
      : null;
  }
}

/** The registration's subscription made with `publicKey`: the present one, or a new one (replacing one made with another key). */
async function subscribedWith(registration: PushRegistrationLike, publicKey: string): Promise<PushSubscriptionLike> {
  const existing = await registration.pushManager.getSubscription();
  if (existing !== null) {
    const key = existing.options.applicationServerKey;
    if (key !== null && base64Url(new Uint8Array(key)) === publicKey.replace(/=+$/, '')) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
}

/** Decodes base64url (padded or not). */
export function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Encodes unpadded base64url, as PushSubscription.toJSON() writes keys. */
export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
