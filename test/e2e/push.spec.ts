// Web Push in Debian's Chromium against the real server. The service worker is registered at the
// site root once a page has loaded, and answers none of the page's requests (it can never serve a
// stale build). A push is delivered to it through the DevTools protocol
// (ServiceWorker.deliverPushMessage: the browser's own push event, without a push service): an
// Arabic one is shown with its title, body, tag, language and direction, a malformed one shows
// nothing. A click on the notification (a NotificationEvent dispatched inside the worker, as the
// protocol cannot click one) brings the open window to the shopper's order. On the notifications
// screen, a shopper who blocks the browser's prompt is told how to allow notifications (axe finds
// nothing serious in the section), and nothing is registered with the API.
import { seriousViolations } from './support/axe';
import { expect, test, type BrowserContext, type Page, type Worker } from './support/test';
import { fundedShopper, placeOrderThroughApi } from './support/after-sale';
import { loginThroughApi, SARA, signIn } from './support/shopping';

// The worker's global scope, where `worker.evaluate` runs (the DOM library types only windows').
declare const self: { readonly registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
declare const NotificationEvent: new (type: 'notificationclick', init: { readonly notification: Notification }) => Event;

interface ShownNotification {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly lang: string;
  readonly dir: string;
  readonly icon: string;
  readonly data: unknown;
}

/** The worker's notifications, as the browser holds them. */
const notificationsOf = (worker: Worker): Promise<ShownNotification[]> =>
  worker.evaluate(async () =>
    (await self.registration.getNotifications()).map(({ title, body, tag, lang, dir, icon, data }) => ({ title, body, tag, lang, dir, icon, data: data as unknown })),
  );

/** Clicks the worker's (only) notification, the way the browser tells the worker of a click. */
const clickNotification = (worker: Worker) =>
  worker.evaluate(async () => {
    const [notification] = await self.registration.getNotifications();
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });

/**
 * Opens `path` and waits for the service worker to be registered at the site root and to control
 * the page; answers the worker and a way to deliver it a push.
 */
async function withServiceWorker(page: Page, context: BrowserContext, path: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, { readonly scopeURL: string; readonly isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated) registrations.set(registrationId, { scopeURL, isDeleted });
  });
  await cdp.send('ServiceWorker.enable');
  // An earlier page of the test (the wallet's, after a top-up) may have registered it already.
  const started = context.waitForEvent('serviceworker', { timeout: 20_000 }).catch(() => undefined);
  await page.goto(path);
  const origin = new URL(page.url()).origin;
  const worker = context.serviceWorkers()[0] ?? (await started);
  expect(worker?.url()).toBe(`${origin}/sw.js`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${origin}/`);
  const atRoot = () => [...registrations].find(([, { scopeURL, isDeleted }]) => scopeURL === `${origin}/` && !isDeleted)?.[0];
  await expect.poll(atRoot).toBeDefined();
  const registrationId = atRoot()!;
  const deliver = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  return { worker: worker!, origin, deliver };
}

test('the service worker shows an Arabic push and a click on it opens the order; it never answers a request', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
  });
  const { shopper, addressId } = await fundedShopper(page, request, 'pushed-ar', baseURL!, 100_000);
  const order = await placeOrderThroughApi(request, shopper, addressId, 22);
  await context.grantPermissions(['notifications'], { origin: baseURL! });

  const { worker, origin, deliver } = await withServiceWorker(page, context, '/ar');
  const payload = {
    title: `تحديث على الطلب ${order.code}`,
    body: `أصبحت حالة طلبك ${order.code}: قيد التنفيذ.`,
    url: `/ar/orders/${order.code}`,
    tag: 'b8c6d1e2-0f4a-4c1e-9a51-3d2c7e9f0a11',
    lang: 'ar',
    dir: 'rtl',
  };
  // Pushes arrive in order: by the time the good one shows, the malformed ones were handled.
  await deliver('not JSON');
  await deliver(JSON.stringify({ body: 'no title' }));
  await deliver(JSON.stringify(payload));
  await expect.poll(() => notificationsOf(worker)).toHaveLength(1);
  expect(await notificationsOf(worker)).toEqual([
    { title: payload.title, body: payload.body, tag: payload.tag, lang: 'ar', dir: 'rtl', icon: `${origin}/favicon.svg`, data: { url: payload.url } },
  ]);

  // The same notification pushed again (the server retried) replaces the first.
  await deliver(JSON.stringify(payload));
  await page.waitForTimeout(500);
  expect(await notificationsOf(worker)).toHaveLength(1);

  await clickNotification(worker);
  await page.waitForURL(`${origin}/ar/orders/${order.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.code);
  await expect.poll(() => notificationsOf(worker)).toEqual([]); // closed by the click
  expect(context.pages()).toEqual([page]);

  // Reloaded, the page and its code come from the server, never from the worker.
  const reloaded = await page.reload();
  expect(reloaded!.fromServiceWorker()).toBe(false);
  expect(fromWorker).toEqual([]);
});

test('a push that leads off the site opens nothing', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const { worker, deliver } = await withServiceWorker(page, context, '/en');
  await deliver(JSON.stringify({ title: 'Elsewhere', body: '', url: 'https://example.com/orders/HRF-001001', tag: 't', lang: 'en', dir: 'ltr' }));
  await expect.poll(() => notificationsOf(worker)).toHaveLength(1);
  const before = page.url();
  await clickNotification(worker);
  await expect.poll(() => notificationsOf(worker)).toEqual([]);
  await page.waitForTimeout(500);
  expect(page.url()).toBe(before);
  expect(context.pages()).toEqual([page]);
});

const BLOCKED = {
  en: {
    turnOn: 'Turn on notifications on this device',
    blocked: "Notifications are blocked for Herfa in this browser. To get them, allow notifications for Herfa in your browser's site settings, then reload this page.",
    badge: 'Blocked',
  },
  ar: {
    turnOn: 'تفعيل الإشعارات على هذا الجهاز',
    blocked: 'الإشعارات محظورة لحِرفة في هذا المتصفح. لتفعيلها، اسمح بالإشعارات لحِرفة من إعدادات الموقع في متصفحك، ثم أعد تحميل هذه الصفحة.',
    badge: 'محظورة',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const t = BLOCKED[language];

  test(`${language}: a shopper who blocks the prompt is told how to allow notifications, and nothing is registered`, async ({ page, context, request, baseURL }) => {
    const pushCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/push/')) pushCalls.push(`${sent.method()} ${sent.url()}`);
    });
    await signIn(page, context, await loginThroughApi(request, SARA), baseURL!);
    await page.goto(`/${language}/notifications`);
    // Playwright answers the browser's permission prompt with "block" unless a test grants it.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const section = page.getByRole('region', { name: language === 'en' ? 'Push notifications' : 'الإشعارات الفورية' });
    await section.getByRole('button', { name: t.turnOn }).click();
    await expect(section.getByRole('status')).toHaveText(t.blocked);
    await expect(section).toContainText(t.badge);
    await expect(section.getByRole('button')).toHaveCount(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(pushCalls).toEqual([]);
    // The warning in red still reads well (contrast) and the region is named.
    expect(await seriousViolations(page, { include: 'section[aria-labelledby="push-settings-title"]' })).toEqual([]);
  });
}
