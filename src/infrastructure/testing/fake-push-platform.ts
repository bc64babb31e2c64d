// Test twins for BrowserPush: a browser's push machinery in memory (a Notification permission
// and the answer its prompt gets, a service worker registration whose PushManager hands out
// numbered subscriptions), a PushServer that records what the API was told, and localStorage.
import type { PushRegistration, PushServer } from '../../application/ports/push-notifications';
import type { PushPlatform, PushRegistrationLike, PushSubscriptionLike } from '../browser-push';

/** A VAPID public key: 65 bytes, base64url. */
export const SERVER_KEY = `BP${'k'.repeat(85)}`;
export const ROTATED_SERVER_KEY = `BQ${'g'.repeat(85)}`;

export class FakePushManager {
  subscription: FakeSubscription | null = null;
  private made = 0;
  /** While set, subscribe rejects with it (the push service failed). */
  refuseWith: Error | null = null;

  async getSubscription(): Promise<PushSubscriptionLike | null> {
    return this.subscription;
  }

  async subscribe(options: PushSubscriptionOptionsInit): Promise<PushSubscriptionLike> {
    if (this.refuseWith !== null) throw this.refuseWith;
    if (options.userVisibleOnly !== true) throw new DOMException('userVisibleOnly must be true', 'NotAllowedError');
    const key = options.applicationServerKey as Uint8Array<ArrayBuffer>;
    if (this.subscription !== null) throw new DOMException('subscribed with another key', 'InvalidStateError');
    this.made += 1;
    this.subscription = new FakeSubscription(`https://push.example/send/${this.made}`, key.slice().buffer, this);
    return this.subscription;
  }
}

export class FakeSubscription implements PushSubscriptionLike {
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };

  constructor(
    readonly endpoint: string,
    applicationServerKey: ArrayBuffer,
    private readonly manager: FakePushManager,
  ) {
    this.options = { applicationServerKey };
  }

  toJSON(): PushSubscriptionJSON {
    const id = this.endpoint.split('/').pop()!;
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: `p256dh-${id}`, auth: `auth-${id}` } };
  }

  async unsubscribe(): Promise<boolean> {
    if (this.manager.subscription === this) this.manager.subscription = null;
    return true;
  }
}

/** Notification's permission and its prompt. */
export class FakeNotifications {
  permission: NotificationPermission = 'default';
  /** What the prompt is answered with ('default': the shopper closed it). */
  promptAnswer: NotificationPermission = 'granted';
  prompts = 0;

  async requestPermission(): Promise<NotificationPermission> {
    this.prompts += 1;
    if (this.permission === 'default') this.permission = this.promptAnswer;
    return this.permission;
  }
}

/** navigator.serviceWorker, with the one registration at the site root. */
export class FakeServiceWorkers {
  readonly pushManager = new FakePushManager();
  readonly registered: { readonly url: string; readonly options: RegistrationOptions }[] = [];
  registration: PushRegistrationLike | undefined;

  /** `registered`: the worker was registered before (after the first page loaded). */
  constructor(registered: boolean) {
    if (registered) this.registration = { pushManager: this.pushManager };
  }

  async getRegistration(): Promise<PushRegistrationLike | undefined> {
    return this.registration;
  }

  async register(url: string, options: RegistrationOptions): Promise<unknown> {
    this.registered.push({ url, options });
    this.registration = { pushManager: this.pushManager };
    return this.registration;
  }

  /** Like the browser's, never settles while nothing is registered. */
  get ready(): Promise<PushRegistrationLike> {
    const registration = this.registration;
    return registration === undefined ? new Promise<PushRegistrationLike>(() => {}) : Promise.resolve(registration);
  }
}

export class FakePushPlatform implements PushPlatform {
  readonly notifications = new FakeNotifications();
  readonly serviceWorker: FakeServiceWorkers;

  constructor({ registered = true }: { readonly registered?: boolean } = {}) {
    this.serviceWorker = new FakeServiceWorkers(registered);
  }

  get pushManager(): FakePushManager {
    return this.serviceWorker.pushManager;
  }
}

/** A browser without service workers or push (or an insecure page). */
export const UNSUPPORTED: PushPlatform = { serviceWorker: undefined, notifications: undefined };

export class RecordingPushServer implements PushServer {
  readonly calls: ({ readonly method: 'publicKey' } | { readonly method: 'register'; readonly subscription: PushRegistration } | { readonly method: 'unregister'; readonly endpoint: string })[] = [];
  key = SERVER_KEY;
  /** While set, every call rejects with it. */
  refuseWith: Error | null = null;

  async publicKey(): Promise<string> {
    this.calls.push({ method: 'publicKey' });
    if (this.refuseWith !== null) throw this.refuseWith;
    return this.key;
  }

  async register(subscription: PushRegistration): Promise<void> {
    this.calls.push({ method: 'register', subscription });
    if (this.refuseWith !== null) throw this.refuseWith;
  }

  async unregister(endpoint: string): Promise<void> {
    this.calls.push({ method: 'unregister', endpoint });
    if (this.refuseWith !== null) throw this.refuseWith;
  }

  /** Only the registrations and deletions. */
  get changes() {
    return this.calls.filter((call) => call.method !== 'publicKey');
  }
}

/** localStorage in memory. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}
