// The service worker (public/sw.js) run in a sandbox with a fake worker scope: it serves nothing
// (no fetch handler), shows one notification per push with the payload's texts, language and
// direction (nothing for a push without a payload or with a broken one), and a click opens only
// pages of the site: a window already there, else one of the site's windows brought there, else
// a new window. Also the registration at the site root. The real Chromium runs it in
// test/e2e/push.spec.ts.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER } from './service-worker';

const ORIGIN = 'https://herfa.test';
const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  controlled: boolean;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
}

function aWindow(url: string, { focused = false, controlled = true } = {}): FakeWindow {
  const window: FakeWindow = {
    url: `${ORIGIN}${url}`,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    controlled,
    focus: vi.fn(async () => window),
    navigate: vi.fn(async (to: string) => {
      if (!window.controlled) throw new TypeError('not controlled');
      window.url = to;
      return window;
    }),
  };
  return window;
}

/** Runs the worker's script in a scope of its own; answers the scope's fakes and a way to fire events. */
function aWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: vi.fn(async () => undefined),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => void shown.push({ title, options })),
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async ({ includeUncontrolled = false }: { includeUncontrolled?: boolean }) => windows.filter((window) => includeUncontrolled || window.controlled)),
      openWindow: vi.fn(async (url: string) => void opened.push(url)),
    },
  };
  runInNewContext(SOURCE, { self, URL, console });

  /** Dispatches an event the way the browser does; answers once everything it waits for has settled. */
  async function fire(type: string, fields: object = {}): Promise<void> {
    const waits: Promise<unknown>[] = [];
    const event = { ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) };
    for (const listener of listeners.get(type) ?? []) listener(event);
    await Promise.all(waits);
  }
  const push = (data: unknown) =>
    fire('push', {
      data:
        data === undefined
          ? null
          : { json: () => (typeof data === 'string' ? (JSON.parse(data) as unknown) : data) },
    });
  const click = (url: unknown) => {
    const notification = { data: { url }, close: vi.fn() };
    return { notification, done: fire('notificationclick', { notification }) };
  };
  return { self, listeners, shown, opened, fire, push, click };
}

const ARABIC = {
  title: 'تحديث على الطلب HRF-001001',
  body: 'أصبحت حالة طلبك HRF-001001: تم الشحن.',
  url: '/ar/orders/HRF-001001',
  tag: '5b3e0f4e-8a0b-4c41-9d3c-000000000001',
  lang: 'ar',
  dir: 'rtl',
};

describe('the service worker', () => {
  it('answers no request and takes over at once', async () => {
    const worker = aWorker();
    expect([...worker.listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
    await worker.fire('install');
    await worker.fire('activate');
    expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
    expect(worker.self.clients.claim).toHaveBeenCalledOnce();
    expect(SOURCE).not.toMatch(/\bcaches\.|\bfetch\(|importScripts/);
  });

  it('shows a push in the shopper’s language and direction, with where it leads', async () => {
    const worker = aWorker();
    await worker.push(ARABIC);
    expect(worker.shown).toEqual([
      {
        title: ARABIC.title,
        options: { body: ARABIC.body, lang: 'ar', dir: 'rtl', icon: '/favicon.svg', data: { url: '/ar/orders/HRF-001001' }, tag: '5b3e0f4e-8a0b-4c41-9d3c-000000000001' },
      },
    ]);
  });

  it('shows nothing for a push without a payload, with broken JSON or without a title', async () => {
    const worker = aWorker();
    await worker.push(undefined);
    await worker.push('{"title": "half');
    await worker.push({ body: 'no title' });
    await worker.push(null);
    expect(worker.shown).toEqual([]);
  });

  it('opens the order in a new window when none of the site is open', async () => {
    const worker = aWorker();
    const { notification, done } = worker.click('/ar/orders/HRF-001001');
    await done;
    expect(notification.close).toHaveBeenCalledOnce();
    expect(worker.opened).toEqual([`${ORIGIN}/ar/orders/HRF-001001`]);
  });

  it('focuses a window already on the order', async () => {
    const elsewhere = aWindow('/ar', { focused: true });
    const there = aWindow('/ar/orders/HRF-001001');
    const worker = aWorker([elsewhere, there]);
    await worker.click('/ar/orders/HRF-001001').done;
    expect(there.focus).toHaveBeenCalledOnce();
    expect(elsewhere.navigate).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it('brings the site’s window in front to the order, rather than opening another', async () => {
    const behind = aWindow('/en/cart');
    const inFront = aWindow('/ar/products/all', { focused: true });
    const worker = aWorker([behind, inFront]);
    await worker.click('/ar/orders/HRF-001001').done;
    expect(inFront.url).toBe(`${ORIGIN}/ar/orders/HRF-001001`);
    expect(inFront.focus).toHaveBeenCalledOnce();
    expect(behind.navigate).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it('opens a window when the only one of the site cannot be navigated', async () => {
    const uncontrolled = aWindow('/en', { controlled: false });
    const worker = aWorker([uncontrolled]);
    await worker.click('/en/orders/HRF-001002').done;
    expect(uncontrolled.navigate).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([`${ORIGIN}/en/orders/HRF-001002`]);
  });

  it('opens nothing that is not a page of the site', async () => {
    const window = aWindow('/en', { focused: true });
    const worker = aWorker([window]);
    for (const url of ['https://evil.example/orders', '//evil.example/orders', '/\\evil.example', 'javascript:alert(1)', undefined, 42]) {
      const { notification, done } = worker.click(url);
      await done;
      expect(notification.close).toHaveBeenCalledOnce();
    }
    expect(worker.opened).toEqual([]);
    expect(window.navigate).not.toHaveBeenCalled();
    expect(window.focus).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js at the site root, past the HTTP cache', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    await registerServiceWorker({ register });
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(SERVICE_WORKER).toEqual({ url: '/sw.js', scope: '/' });
  });

  it('does nothing where the browser has no service workers, and shrugs off a refusal', async () => {
    expect(await registerServiceWorker(undefined)).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await registerServiceWorker({ register: async () => Promise.reject(new DOMException('denied', 'SecurityError')) })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
