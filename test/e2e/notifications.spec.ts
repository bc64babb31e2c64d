// Notifications, in English and Arabic, against the real server and a fresh database: a new
// shopper tops up the wallet and buys; the seller moves the order to In progress, Shipped and
// Delivered; the shopper's header counts the unread notifications (in Arabic-Indic digits on
// Arabic pages), the notifications screen lists one for each, newest first and marked unread;
// opening one marks it read and leads to the order; "Mark all as read" clears the rest and the
// header's count. A shopper with none sees the empty state; a guest is asked to sign in.
import { expect, test, type Page } from './support/test';
import { fundedShopper, moveThroughApi, placeOrderThroughApi, sellerSession } from './support/after-sale';
import { auth, registerThroughApi, signIn } from './support/shopping';

const TEXT = {
  en: {
    title: 'Notifications',
    bell: 'Notifications',
    bellWithCount: (count: string) => `Notifications, ${count} unread`,
    digits: (count: number) => String(count),
    unreadHeading: (count: string) =>
      ({ '0': 'No unread notifications', '1': '1 unread notification' })[count] ?? `${count} unread notifications`,
    unread: 'Unread',
    placed: 'Order placed',
    toppedUp: 'Wallet topped up',
    updated: (code: string) => `Order ${code} updated`,
    status: { inprogress: 'In progress', shipped: 'Shipped', delivered: 'Delivered' },
    viewOrder: 'View the order',
    markAll: 'Mark all as read',
    markedAll: 'All your notifications are marked as read.',
    empty: 'No notifications yet',
    guest: 'Sign in to see your notifications',
  },
  ar: {
    title: 'الإشعارات',
    bell: 'الإشعارات',
    // Zero, one and two are words in Arabic; this spec's other counts (4, 5) take the plural.
    bellWithCount: (count: string) => `الإشعارات، ${count} إشعارات غير مقروءة`,
    digits: (count: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(count),
    unreadHeading: (count: string) => (count === '٠' ? 'لا توجد إشعارات غير مقروءة' : `${count} إشعارات غير مقروءة`),
    unread: 'غير مقروء',
    placed: 'تم استلام طلبك',
    toppedUp: 'تم شحن محفظتك',
    updated: (code: string) => `تحديث على الطلب ${code}`,
    status: { inprogress: 'قيد التنفيذ', shipped: 'تم الشحن', delivered: 'تم التوصيل' },
    viewOrder: 'عرض الطلب',
    markAll: 'تعليم الكل كمقروء',
    markedAll: 'عُلِّمت جميع إشعاراتك كمقروءة.',
    empty: 'لا توجد إشعارات بعد',
    guest: 'سجّل الدخول لعرض إشعاراتك',
  },
} as const;

const bell = (page: Page) => page.getByRole('banner').locator('a[href$="/notifications"][aria-label]');

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: the shopper is told of each step of an order, and marks the notifications read`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const { shopper, addressId } = await fundedShopper(page, request, `notified-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 10 + index);
    const seller = await sellerSession(request, order);
    for (const to of ['inprogress', 'shipped', 'delivered'] as const) await moveThroughApi(request, seller, order.code, to);

    // The header counts them on any page.
    await page.goto(`/${language}`);
    await expect(bell(page)).toHaveAttribute('aria-label', t.bellWithCount(t.digits(5)));
    await expect(bell(page).locator('..')).toContainText(t.digits(5));

    await bell(page).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/notifications$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const list = main.getByRole('list', { name: t.unreadHeading(t.digits(5)) });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(5);
    // Newest first, each marked unread.
    await expect(items.nth(0)).toContainText(t.updated(order.code));
    await expect(items.nth(0)).toContainText(t.status.delivered);
    await expect(items.nth(1)).toContainText(t.status.shipped);
    await expect(items.nth(2)).toContainText(t.status.inprogress);
    await expect(items.nth(3)).toContainText(t.placed);
    await expect(items.nth(4)).toContainText(t.toppedUp);
    for (let item = 0; item < 5; item += 1) await expect(items.nth(item)).toContainText(t.unread);

    // Opening one marks it read, then leads to the order.
    await items.nth(0).getByRole('link', { name: t.viewOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/orders/${order.code}$`));
    await expect(bell(page)).toHaveAttribute('aria-label', t.bellWithCount(t.digits(4)));

    await page.goBack();
    await expect(main.getByRole('list', { name: t.unreadHeading(t.digits(4)) }).getByRole('listitem').nth(0)).not.toContainText(t.unread);
    await main.getByRole('button', { name: t.markAll }).click();
    await expect(main.getByRole('status').filter({ hasText: t.markedAll })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', t.bell);
    await expect(main.getByRole('listitem').filter({ hasText: t.unread })).toHaveCount(0);
    await expect(main.getByRole('button', { name: t.markAll })).toBeDisabled();

    // It holds on the server.
    const unread = await request.get('/api/notifications/unread-count', { headers: auth(shopper) });
    expect(await unread.json()).toEqual({ count: 0 });
    await page.reload();
    await expect(main.getByRole('list', { name: t.unreadHeading(t.digits(0)) }).getByRole('listitem')).toHaveCount(5);
    await expect(bell(page)).toHaveAttribute('aria-label', t.bell);
  });

  test(`${language}: a shopper with no notifications sees the empty state, and a guest is asked to sign in`, async ({ page, request, baseURL }) => {
    await page.goto(`/${language}/notifications`);
    await expect(page.getByRole('main').getByRole('heading', { name: t.guest })).toBeVisible();

    const shopper = await registerThroughApi(request, `notified-none-${language}`);
    await signIn(page, page.context(), shopper, baseURL!);
    await page.goto(`/${language}/notifications`);
    await expect(page.getByRole('main').getByRole('heading', { name: t.empty })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', t.bell);
  });
}
