// @vitest-environment jsdom
// The notifications screen and the header's unread count against an in-memory gateway: newest
// first with unread marks, "mark all as read" clearing the marks and the badge, opening a
// notification marking it read before leaving, "more", the empty state, a guest asked to sign
// in, and the count in Arabic-Indic digits on Arabic pages. Above the list, push on this device:
// its status, turning it on (permission asked only on the press) and off, the button busy while it
// works, and a message of its own for a block, a closed prompt, a failure and an unsupported browser.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemoryNotificationsGateway } from '../../../application/ports/in-memory-notifications-gateway';
import { InMemoryPushNotifications } from '../../../application/ports/in-memory-push-notifications';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import type { AppNotification } from '../../../application/ports/notifications-gateway';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { SARA } from '../../../application/testing/shoppers';
import { renderApp, waitFor } from '../../testing/render-app';

const uuid = (index: number) => `5b3e0f4e-8a0b-4c41-9d3c-${String(index).padStart(12, '0')}`;

function aNotification(index: number, changes: Partial<AppNotification> = {}): AppNotification {
  return {
    id: uuid(index),
    kind: 'orderStatus',
    title: `Order HRF-00100${index} updated`,
    body: `Your order HRF-00100${index} is now: Shipped.`,
    link: `/orders/HRF-00100${index}`,
    createdAt: `2026-03-0${index}T09:30:00.000Z`,
    read: false,
    ...changes,
  };
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, gateway: InMemoryNotificationsGateway, signedIn = true, push = new InMemoryPushNotifications()) {
  const cookies = new InMemoryCookies(signedIn ? { [USER_DATA_COOKIE]: SARA.id } : {});
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  if (signedIn) {
    session.setToken('t0k3n');
    session.setUser(SARA);
  }
  const app = await renderApp(path, {
    cookies: signedIn ? { [USER_DATA_COOKIE]: SARA.id } : {},
    ports: { sessionStore: session, notifications: gateway, push },
  });
  unmount = app.unmount;
  const main = () => app.host.querySelector('main')!;
  const text = () => main().textContent ?? '';
  const bell = () => app.host.querySelector<HTMLAnchorElement>('header a[href$="/notifications"][aria-label]')!;
  const button = (name: string) => [...main().querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent?.trim() === name);
  const pushSection = () => main().querySelector<HTMLElement>('section[aria-labelledby="push-settings-title"]');
  const pushMessage = () => pushSection()?.querySelector('[role="status"]')?.textContent ?? '';
  const pushButton = () => pushSection()?.querySelector('button') ?? null;
  return { ...app, main, text, bell, button, pushSection, pushMessage, pushButton };
}

describe('the notifications screen', () => {
  it('lists the notifications newest first with unread marks, and the header counts the unread ones', async () => {
    const gateway = new InMemoryNotificationsGateway([
      aNotification(1, { read: true, kind: 'orderPlaced', title: 'Order placed' }),
      aNotification(3),
      aNotification(2, { kind: 'walletToppedUp', title: 'Wallet topped up', link: '/profile/wallet' }),
    ]);
    const app = await open('/en/notifications', gateway);
    await waitFor(() => app.main().querySelectorAll('li').length === 3);
    const items = [...app.main().querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([
      'Unread: Order HRF-001003 updated',
      'Unread: Wallet topped up',
      'Order placed',
    ]);
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('/en/orders/HRF-001003');
    expect(items[1]!.querySelector('a')!.textContent).toBe('Open the wallet');
    expect(app.text()).toContain('2 unread notifications');
    await waitFor(() => app.bell().getAttribute('aria-label') === 'Notifications, 2 unread');
  });

  it('marks all as read: the marks go, and so does the header’s count', async () => {
    const gateway = new InMemoryNotificationsGateway([aNotification(1), aNotification(2)]);
    const app = await open('/en/notifications', gateway);
    await waitFor(() => app.bell().getAttribute('aria-label') === 'Notifications, 2 unread');
    await act(async () => app.button('Mark all as read')!.click());
    await waitFor(() => app.text().includes('All your notifications are marked as read.'));
    expect([...app.main().querySelectorAll('li')].map((item) => item.dataset.read)).toEqual(['true', 'true']);
    expect(app.text()).not.toContain('Unread: Order');
    expect(app.bell().getAttribute('aria-label')).toBe('Notifications');
    expect(app.button('Mark all as read')!.disabled).toBe(true);
    expect(gateway.all.every((notification) => notification.read)).toBe(true);
  });

  it('marks a notification read when it is opened, then goes where it leads', async () => {
    const gateway = new InMemoryNotificationsGateway([aNotification(1), aNotification(2)]);
    const app = await open('/en/notifications', gateway);
    await waitFor(() => app.main().querySelectorAll('li a').length === 2);
    await act(async () => app.main().querySelector<HTMLAnchorElement>('li a')!.click());
    await waitFor(() => app.router.state.location.pathname === '/en/orders/HRF-001002');
    expect(gateway.calls.filter((call) => call.method === 'markRead')).toEqual([{ method: 'markRead', args: [uuid(2)] }]);
    await waitFor(() => app.bell().getAttribute('aria-label') === 'Notifications, 1 unread');
  });

  it('loads more notifications on demand', async () => {
    const gateway = new InMemoryNotificationsGateway(Array.from({ length: 25 }, (_, index) => aNotification(index + 1, { createdAt: `2026-03-01T09:${String(index).padStart(2, '0')}:00.000Z` })));
    const app = await open('/en/notifications', gateway);
    await waitFor(() => app.main().querySelectorAll('li').length === 20);
    await act(async () => app.button('Show more notifications')!.click());
    await waitFor(() => app.main().querySelectorAll('li').length === 25);
    expect(app.button('Show more notifications')).toBeUndefined();
  });

  it('says so when there is nothing yet, and asks a guest to sign in', async () => {
    const empty = await open('/en/notifications', new InMemoryNotificationsGateway());
    await waitFor(() => empty.text().includes('No notifications yet'));
    expect(empty.main().querySelector('a')!.getAttribute('href')).toBe('/en/products/all');
    empty.unmount();
    unmount = undefined;

    const guest = await open('/en/notifications', new InMemoryNotificationsGateway([aNotification(1)]), false);
    expect(guest.text()).toContain('Sign in to see your notifications');
    expect(guest.main().querySelector('a')!.getAttribute('href')).toBe('/en/auth/login?redirect=%2Fen%2Fnotifications');
    expect(guest.bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('reads in Arabic, with the count in Arabic-Indic digits', async () => {
    const gateway = new InMemoryNotificationsGateway([aNotification(1), aNotification(2), aNotification(3)]);
    const app = await open('/ar/notifications', gateway);
    await waitFor(() => app.bell().getAttribute('aria-label') === 'الإشعارات، ٣ إشعارات غير مقروءة');
    expect(app.text()).toContain('٣ إشعارات غير مقروءة');
    expect(app.button('تعليم الكل كمقروء')).toBeDefined();
    expect(app.bell().parentElement!.textContent).toContain('٣');
  });
});

describe('push notifications on this device', () => {
  /** What the shopper's presses did (reading the status is not one). */
  const presses = (push: InMemoryPushNotifications) => push.calls.filter((call) => call !== 'status');
  const withPush = async (push: InMemoryPushNotifications, path = '/en/notifications') => {
    const app = await open(path, new InMemoryNotificationsGateway([aNotification(1)]), true, push);
    await waitFor(() => app.pushSection() !== null);
    return app;
  };

  it('shows where push stands without asking for anything, and turns it on when pressed, busy meanwhile', async () => {
    const push = new InMemoryPushNotifications('off');
    let release!: () => void;
    push.hold = new Promise<void>((resolve) => (release = resolve));
    const app = await withPush(push);
    expect(app.pushSection()!.querySelector('h2')!.textContent).toBe('Push notifications');
    expect(app.pushSection()!.textContent).toContain('Off');
    expect(app.pushMessage()).toContain('Get an alert on this device');
    expect(push.calls).not.toContain('turnOn');

    const button = app.pushButton()!;
    expect(button.textContent).toBe('Turn on notifications on this device');
    await act(async () => button.click());
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => button.click()); // a second press while busy does nothing
    expect(presses(push)).toEqual(['turnOn']);

    await act(async () => release());
    await waitFor(() => app.pushMessage().startsWith('Notifications are on for this device'));
    expect(app.pushButton()!.textContent).toBe('Turn off');
    expect(app.pushButton()!.getAttribute('aria-busy')).toBe('false');
    expect(app.pushSection()!.textContent).toContain('On');
  });

  it('turns it off again', async () => {
    const push = new InMemoryPushNotifications('on');
    const app = await withPush(push);
    await act(async () => app.pushButton()!.click());
    await waitFor(() => app.pushMessage() === 'Notifications are now off for this device. You can turn them on again at any time.');
    expect(presses(push)).toEqual(['turnOff']);
    expect(app.pushButton()!.textContent).toBe('Turn on notifications on this device');
  });

  it('says how to unblock notifications, and offers no button that cannot work', async () => {
    const app = await withPush(new InMemoryPushNotifications('denied'));
    expect(app.pushMessage()).toBe(
      "Notifications are blocked for Herfa in this browser. To get them, allow notifications for Herfa in your browser's site settings, then reload this page.",
    );
    expect(app.pushSection()!.textContent).toContain('Blocked');
    expect(app.pushButton()).toBeNull();
  });

  it('says when the browser cannot push', async () => {
    const app = await withPush(new InMemoryPushNotifications('unsupported'));
    expect(app.pushMessage()).toBe('This browser does not support push notifications. You will still find all your notifications on this page.');
    expect(app.pushButton()).toBeNull();
  });

  it('tells a block, a closed prompt and a failure apart when turning on', async () => {
    const push = new InMemoryPushNotifications('off');
    const app = await withPush(push);
    push.turnOnOutcome = 'dismissed';
    await act(async () => app.pushButton()!.click());
    await waitFor(() => app.pushMessage().startsWith('You closed the browser'));
    expect(app.pushMessage()).toBe("You closed the browser's request without allowing notifications. You can try again whenever you like.");

    push.turnOnOutcome = 'failed';
    await act(async () => app.pushButton()!.click());
    await waitFor(() => app.pushMessage() === 'We could not turn on notifications on this device. Please try again.');
    expect(app.pushButton()!.textContent).toBe('Turn on notifications on this device');

    push.turnOnOutcome = 'denied';
    await act(async () => app.pushButton()!.click());
    await waitFor(() => app.pushMessage().startsWith('Notifications are blocked for Herfa'));
    expect(app.pushButton()).toBeNull();
    expect(presses(push)).toEqual(['turnOn', 'turnOn', 'turnOn']);
  });

  it('reads in Arabic', async () => {
    const app = await withPush(new InMemoryPushNotifications('off'), '/ar/notifications');
    expect(app.pushSection()!.querySelector('h2')!.textContent).toBe('الإشعارات الفورية');
    expect(app.pushButton()!.textContent).toBe('تفعيل الإشعارات على هذا الجهاز');
    expect(app.pushSection()!.textContent).toContain('متوقفة');
  });

  it('is not offered to a guest', async () => {
    const push = new InMemoryPushNotifications('off');
    const guest = await open('/en/notifications', new InMemoryNotificationsGateway(), false, push);
    expect(guest.text()).toContain('Sign in to see your notifications');
    expect(guest.pushSection()).toBeNull();
    expect(push.calls).toEqual([]);
  });
});
