// BrowserPush against a browser's push machinery in memory: permission is asked only by turnOn
// and only while undecided; the subscription goes to the API with its endpoint, keys and the
// application key; turning off deletes it; and the registration is refreshed after 7 days, not
// before (or at once when the browser replaced the subscription or the server its key).
import { describe, expect, it } from 'vitest';
import { PUSH_REFRESH_MS } from '../application/push/push-refresh';
import { base64Url, BrowserPush, bytesOf, PUSH_RECORD_KEY } from './browser-push';
import { FakePushPlatform, FakeSubscription, MemoryStorage, RecordingPushServer, ROTATED_SERVER_KEY, SERVER_KEY, UNSUPPORTED } from './testing/fake-push-platform';

const SARA = 'sara-id';
const T0 = Date.UTC(2026, 2, 1, 9, 0);

function aDevice({ registered = true, user = SARA as string | null, platform = new FakePushPlatform({ registered }) } = {}) {
  const server = new RecordingPushServer();
  const storage = new MemoryStorage();
  const clock = { now: T0 };
  const who = { user };
  const push = new BrowserPush(platform, server, storage, () => who.user, () => clock.now);
  return { push, platform, server, storage, clock, who };
}

/** A device where Sara turned push on at T0. */
async function aSubscribedDevice() {
  const device = aDevice();
  device.platform.notifications.permission = 'granted';
  expect(await device.push.turnOn()).toBe('on');
  device.server.calls.length = 0;
  return device;
}

const registration = (id: number, key = SERVER_KEY) => ({
  method: 'register',
  subscription: { endpoint: `https://push.example/send/${id}`, keys: { p256dh: `p256dh-${id}`, auth: `auth-${id}` }, applicationPubKey: key },
});

describe('BrowserPush', () => {
  it('is unsupported where the browser cannot push, and then asks nothing of anyone', async () => {
    const server = new RecordingPushServer();
    const push = new BrowserPush(UNSUPPORTED, server, new MemoryStorage(), () => SARA);
    expect(await push.status()).toBe('unsupported');
    expect(await push.turnOn()).toBe('unsupported');
    expect(await push.refreshIfStale(T0 + 30 * PUSH_REFRESH_MS)).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('reads the status without ever asking for permission', async () => {
    const { push, platform } = aDevice();
    expect(await push.status()).toBe('off');
    platform.notifications.permission = 'denied';
    expect(await push.status()).toBe('denied');
    platform.notifications.permission = 'granted';
    expect(await push.status()).toBe('off');
    expect(platform.notifications.prompts).toBe(0);
  });

  it('asks permission while undecided, subscribes with the server’s key, and registers endpoint, keys and applicationPubKey', async () => {
    const { push, platform, server, storage } = aDevice();
    expect(await push.turnOn()).toBe('on');
    expect(platform.notifications.prompts).toBe(1);
    expect(server.calls).toEqual([{ method: 'publicKey' }, registration(1)]);
    const subscription = platform.pushManager.subscription!;
    expect(base64Url(new Uint8Array(subscription.options.applicationServerKey!))).toBe(SERVER_KEY);
    expect(JSON.parse(storage.getItem(PUSH_RECORD_KEY)!)).toEqual({ user: SARA, endpoint: 'https://push.example/send/1', at: T0 });
    expect(await push.status()).toBe('on');
  });

  it('does not ask again once notifications are allowed', async () => {
    const { push, platform, server } = aDevice();
    platform.notifications.permission = 'granted';
    expect(await push.turnOn()).toBe('on');
    expect(platform.notifications.prompts).toBe(0);
    expect(server.changes).toEqual([registration(1)]);
  });

  it('never asks when notifications are blocked, and registers nothing', async () => {
    const { push, platform, server } = aDevice();
    platform.notifications.permission = 'denied';
    expect(await push.turnOn()).toBe('denied');
    expect(platform.notifications.prompts).toBe(0);
    expect(platform.pushManager.subscription).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('tells a block from a closed prompt; a closed prompt may be asked again', async () => {
    const blocked = aDevice();
    blocked.platform.notifications.promptAnswer = 'denied';
    expect(await blocked.push.turnOn()).toBe('denied');
    expect(await blocked.push.status()).toBe('denied');

    const closed = aDevice();
    closed.platform.notifications.promptAnswer = 'default';
    expect(await closed.push.turnOn()).toBe('dismissed');
    expect(await closed.push.status()).toBe('off');
    expect(closed.server.calls).toEqual([]);
    closed.platform.notifications.promptAnswer = 'granted';
    expect(await closed.push.turnOn()).toBe('on');
    expect(closed.platform.notifications.prompts).toBe(2);
  });

  it('registers the service worker at the site root when a click comes before it was', async () => {
    const { push, platform } = aDevice({ registered: false });
    expect(await push.turnOn()).toBe('on');
    expect(platform.serviceWorker.registered).toEqual([{ url: '/sw.js', options: { scope: '/', updateViaCache: 'none' } }]);
  });

  it('fails, without remembering anything, when the push service or the API fails', async () => {
    const pushService = aDevice();
    pushService.platform.pushManager.refuseWith = new DOMException('Registration failed - push service error', 'AbortError');
    expect(await pushService.push.turnOn()).toBe('failed');
    expect(pushService.server.changes).toEqual([]);
    expect(pushService.storage.items.size).toBe(0);

    const api = aDevice();
    api.server.refuseWith = new Error('503');
    expect(await api.push.turnOn()).toBe('failed');
    expect(await api.push.status()).toBe('off');
  });

  it('is off for another shopper signed in on the same device, until they turn it on themselves', async () => {
    const { push, who, server, platform } = await aSubscribedDevice();
    who.user = 'huda-id';
    expect(await push.status()).toBe('off');
    expect(await push.refreshIfStale(T0 + 2 * PUSH_REFRESH_MS)).toBe(false);
    expect(server.calls).toEqual([]);
    expect(await push.turnOn()).toBe('on');
    // The same subscription, now registered for Huda.
    expect(server.changes).toEqual([registration(1)]);
    expect(platform.pushManager.subscription!.endpoint).toBe('https://push.example/send/1');
  });

  it('turns off: deletes the subscription on the server and in the browser', async () => {
    const { push, platform, server, storage } = await aSubscribedDevice();
    expect(await push.turnOff()).toBe('off');
    expect(server.changes).toEqual([{ method: 'unregister', endpoint: 'https://push.example/send/1' }]);
    expect(platform.pushManager.subscription).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(await push.status()).toBe('off');
  });

  it('refreshes the registration after 7 days, not before, and remembers when', async () => {
    const { push, server, storage } = await aSubscribedDevice();
    expect(await push.refreshIfStale(T0 + PUSH_REFRESH_MS - 1)).toBe(false);
    expect(server.calls).toEqual([]);

    expect(await push.refreshIfStale(T0 + PUSH_REFRESH_MS)).toBe(true);
    expect(server.changes).toEqual([registration(1)]);
    expect(JSON.parse(storage.getItem(PUSH_RECORD_KEY)!)).toMatchObject({ at: T0 + PUSH_REFRESH_MS });

    expect(await push.refreshIfStale(T0 + 2 * PUSH_REFRESH_MS - 1)).toBe(false);
    expect(server.changes).toHaveLength(1);
  });

  it('registers at once a subscription the browser replaced', async () => {
    const { push, platform, server } = await aSubscribedDevice();
    const manager = platform.pushManager;
    manager.subscription = new FakeSubscription('https://push.example/send/9', bytesOf(SERVER_KEY).buffer, manager);
    expect(await push.refreshIfStale(T0 + 1000)).toBe(true);
    expect(server.changes).toEqual([registration(9)]);
  });

  it('subscribes afresh when the server’s key changed, and deletes the old subscription', async () => {
    const { push, platform, server } = await aSubscribedDevice();
    server.key = ROTATED_SERVER_KEY;
    expect(await push.refreshIfStale(T0 + PUSH_REFRESH_MS)).toBe(true);
    expect(server.changes).toEqual([{ method: 'unregister', endpoint: 'https://push.example/send/1' }, registration(2, ROTATED_SERVER_KEY)]);
    expect(base64Url(new Uint8Array(platform.pushManager.subscription!.options.applicationServerKey!))).toBe(ROTATED_SERVER_KEY);
  });

  it('refreshes nothing for a guest, without permission, or once the browser dropped the subscription', async () => {
    const guest = await aSubscribedDevice();
    guest.who.user = null;
    expect(await guest.push.refreshIfStale(T0 + PUSH_REFRESH_MS)).toBe(false);

    const revoked = await aSubscribedDevice();
    revoked.platform.notifications.permission = 'default';
    expect(await revoked.push.refreshIfStale(T0 + PUSH_REFRESH_MS)).toBe(false);

    const dropped = await aSubscribedDevice();
    dropped.platform.pushManager.subscription = null;
    expect(await dropped.push.refreshIfStale(T0 + PUSH_REFRESH_MS)).toBe(false);
    expect(dropped.storage.items.size).toBe(0);

    for (const device of [guest, revoked, dropped]) expect(device.server.calls).toEqual([]);
    expect(revoked.platform.notifications.prompts).toBe(0);
  });

  it('reads base64url keys both ways', () => {
    const bytes = bytesOf(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(base64Url(bytes)).toBe(SERVER_KEY);
    expect(base64Url(bytesOf('-_8='))).toBe('-_8');
  });
});
