// The seller console's orders (/{lang}/seller/orders), in English and Arabic, against the real
// server and a fresh database: a new shopper's order is moved by its seller through In progress,
// Shipped and Delivered with the console's buttons, its shipping address opens below it, and the
// shopper's order follows; another order is rejected with a reason given in a dialog (required)
// and the shopper is refunded; a move the shopper overtook (a cancellation meanwhile) shows the
// server's message and the order as it now is; a shopper is told the page is for sellers, and a
// seller reaches the console from the account menu and its orders through the console's
// navigation. Elements are found by role and label.
import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { SELLER_PASSWORD, fundedShopper, orderStatus, placeOrderThroughApi, sellerSession, type PlacedOrder } from './support/after-sale';
import { auth, loginThroughApi, plain, registerThroughApi, signIn, walletBalance, type Session } from './support/shopping';

const REJECT_REASON = { en: 'The glaze cracked in the kiln; we cannot make another in time.', ar: 'تشقّق الطلاء في الفرن، ولا يمكننا صنع قطعة أخرى في الوقت المناسب.' } as const;

const TEXT = {
  en: {
    title: 'Seller orders',
    filter: 'Status',
    order: (code: string) => `Order ${code}`,
    actions: (code: string) => `Actions for order ${code}`,
    status: { new: 'New', inprogress: 'In progress', shipped: 'Shipped', delivered: 'Delivered', rejected: 'Rejected', cancelled: 'Cancelled' },
    move: { inprogress: 'Start preparing', shipped: 'Mark shipped', delivered: 'Mark delivered', rejected: 'Reject' },
    moved: (code: string, status: string) => `Order ${code} is now: ${status}.`,
    nothingLeft: 'Nothing left to do on this order.',
    details: 'Details and shipping address',
    shipTo: 'Ship to',
    history: 'Status history',
    rejectTitle: (code: string) => `Reject order ${code}`,
    reason: 'Reason for rejecting',
    confirmReject: 'Reject the order',
    reasonRequired: 'Please give a reason for rejecting the order.',
    refused: (code: string) => `Order ${code} was not changed`,
    sellersOnly: 'This page is for sellers',
    myOrders: 'My orders',
    menu: 'Seller console',
    dashboard: 'Dashboard',
    navigation: 'Seller console',
    ordersSection: 'Orders',
  },
  ar: {
    title: 'طلبات المتجر',
    filter: 'الحالة',
    order: (code: string) => `الطلب ${code}`,
    actions: (code: string) => `إجراءات الطلب ${code}`,
    status: { new: 'جديد', inprogress: 'قيد التنفيذ', shipped: 'تم الشحن', delivered: 'تم التوصيل', rejected: 'مرفوض', cancelled: 'ملغى' },
    move: { inprogress: 'بدء التجهيز', shipped: 'تأكيد الشحن', delivered: 'تأكيد التوصيل', rejected: 'رفض' },
    moved: (code: string, status: string) => `أصبحت حالة الطلب ${code}: «${status}».`,
    nothingLeft: 'لا توجد خطوات أخرى على هذا الطلب.',
    details: 'التفاصيل وعنوان الشحن',
    shipTo: 'الشحن إلى',
    history: 'سجل الحالات',
    rejectTitle: (code: string) => `رفض الطلب ${code}`,
    reason: 'سبب الرفض',
    confirmReject: 'رفض الطلب',
    reasonRequired: 'يرجى كتابة سبب رفض الطلب.',
    refused: (code: string) => `لم تتغيّر حالة الطلب ${code}`,
    sellersOnly: 'هذه الصفحة مخصّصة للبائعين',
    myOrders: 'طلباتي',
    menu: 'لوحة البائع',
    dashboard: 'الملخص',
    navigation: 'لوحة البائع',
    ordersSection: 'الطلبات',
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** The seller signed in on a page of its own (another browser context than the shopper's). */
async function sellerPage(browser: Browser, seller: Session, baseURL: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, page.context(), seller, baseURL);
  return page;
}

/** The order's card in the console, filtered to the orders still to handle so it is on the first page. */
async function openOrder(page: Page, language: string, t: Texts, order: PlacedOrder, status = 'new'): Promise<Locator> {
  await page.goto(`/${language}/seller/orders?status=${status}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const card = main.getByRole('article', { name: t.order(order.code) });
  await expect(card).toBeVisible();
  return card;
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: a seller moves a new order through in progress, shipped and delivered in the console`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const { shopper, addressId } = await fundedShopper(page, request, `seller-moves-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 4 + index);
    const seller = await sellerPage(browser, await sellerSession(request, order), baseURL!);

    const card = await openOrder(seller, language, t, order);
    await expect(card).toContainText('Huda');
    await expect(card.getByText(t.status.new, { exact: true })).toBeVisible();
    const actions = card.getByRole('group', { name: t.actions(order.code) });
    await expect(actions.getByRole('button')).toHaveText([t.move.inprogress, t.move.rejected]);

    for (const status of ['inprogress', 'shipped', 'delivered'] as const) {
      await actions.getByRole('button', { name: t.move[status] }).click();
      await expect(card.getByRole('status')).toHaveText(t.moved(order.code, t.status[status]));
      await expect(card.getByText(t.status[status], { exact: true }).first()).toBeVisible();
      expect(await orderStatus(request, shopper, order.code)).toBe(status);
    }
    await expect(card.getByText(t.nothingLeft)).toBeVisible();

    // Where it went, and how it got there.
    await card.getByRole('button', { name: t.details }).click();
    const shipTo = card.getByRole('region', { name: t.shipTo });
    await expect(shipTo).toContainText('Olaya Street, Al Olaya District, Building 3');
    await expect(card.getByRole('region', { name: t.history }).getByRole('listitem')).toHaveCount(4);

    // The filter finds it among the delivered ones.
    await seller.goto(`/${language}/seller/orders`);
    const filter = seller.getByRole('main').getByRole('radiogroup', { name: t.filter });
    await filter.getByText(t.status.delivered, { exact: true }).click();
    await expect(filter.getByRole('radio', { name: t.status.delivered })).toBeChecked();
    await expect(seller).toHaveURL(/\?status=delivered$/);
    await expect(seller.getByRole('main').getByRole('article', { name: t.order(order.code) })).toBeVisible();
    await seller.close();

    // The shopper was told of each move.
    await page.goto(`/${language}/notifications`);
    const notifications = page.getByRole('main').getByRole('listitem');
    for (const [item, status] of [[0, 'delivered'], [1, 'shipped'], [2, 'inprogress']] as const) {
      await expect(notifications.nth(item)).toContainText(order.code);
      await expect(notifications.nth(item)).toContainText(t.status[status]);
    }
  });

  test(`${language}: a seller rejects an order with a reason, and the shopper is refunded`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const { shopper, addressId } = await fundedShopper(page, request, `seller-reject-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 6 + index);
    const balance = await walletBalance(request, shopper);
    const seller = await sellerPage(browser, await sellerSession(request, order), baseURL!);

    const card = await openOrder(seller, language, t, order);
    const rejectButton = card.getByRole('group', { name: t.actions(order.code) }).getByRole('button', { name: t.move.rejected });
    const dialog = seller.getByRole('dialog', { name: t.rejectTitle(order.code) });
    const reason = dialog.getByRole('textbox', { name: t.reason });
    // Dismissed with Escape, the dialog gives the focus back to its button.
    await rejectButton.click();
    await expect(reason).toBeFocused();
    await seller.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rejectButton).toBeFocused();
    await rejectButton.click();
    await expect(dialog).toBeVisible();
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: t.confirmReject }).click();
    await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(await orderStatus(request, shopper, order.code)).toBe('new');

    await reason.fill(REJECT_REASON[language]);
    await dialog.getByRole('button', { name: t.confirmReject }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(t.moved(order.code, t.status.rejected));
    await expect(card.getByText(t.nothingLeft)).toBeVisible();
    expect(await orderStatus(request, shopper, order.code)).toBe('rejected');
    expect(await walletBalance(request, shopper)).toBe(balance + order.total);

    await card.getByRole('button', { name: t.details }).click();
    await expect(card.getByRole('region', { name: t.history })).toContainText(REJECT_REASON[language]);
    await seller.close();
  });

  test(`${language}: a move the shopper overtook shows the server's message and the order as it is now`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const { shopper, addressId } = await fundedShopper(page, request, `seller-late-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 8 + index);
    const seller = await sellerPage(browser, await sellerSession(request, order), baseURL!);
    const card = await openOrder(seller, language, t, order);

    const cancelled = await request.post(`/api/orders/${order.code}/cancel`, { headers: auth(shopper), data: { reason: 'Ordered twice by mistake.' } });
    expect(cancelled.status()).toBe(200);
    await card.getByRole('group', { name: t.actions(order.code) }).getByRole('button', { name: t.move.inprogress }).click();
    const refusal = card.getByRole('alert');
    await expect(refusal).toContainText(t.refused(order.code));
    await expect(refusal).toContainText(plain(t.status.cancelled));
    await expect(card.getByText(t.status.cancelled, { exact: true })).toBeVisible();
    await expect(card.getByText(t.nothingLeft)).toBeVisible();
    await seller.close();
  });

  test(`${language}: the console is for sellers: a shopper is told so, a seller finds it in the account menu`, async ({ page, browser, request, baseURL }) => {
    const shopper = await registerThroughApi(request, `seller-none-${language}`);
    await signIn(page, page.context(), shopper, baseURL!);
    await page.goto(`/${language}/seller/orders`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: t.sellersOnly })).toBeVisible();
    await expect(main.getByRole('link', { name: t.myOrders })).toHaveAttribute('href', `/${language}/orders`);

    const sellerAccount = await loginThroughApi(request, { email: 'sadu-house-hail@sellers.herfa.test', password: SELLER_PASSWORD });
    const firstName = (sellerAccount.user as unknown as { fullName: string }).fullName.split(' ')[0]!;
    const seller = await sellerPage(browser, sellerAccount, baseURL!);
    await seller.setViewportSize({ width: 1280, height: 900 });
    await seller.goto(`/${language}`);
    await seller.getByRole('banner').getByRole('button', { name: firstName }).click();
    await seller.getByRole('banner').getByRole('link', { name: t.menu }).click();
    await expect(seller).toHaveURL(new RegExp(`/${language}/seller$`));
    await expect(seller.getByRole('main').getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
    // The console's navigation leads on to the orders, and says which section is open.
    const navigation = seller.getByRole('navigation', { name: t.navigation });
    await navigation.getByRole('link', { name: t.ordersSection }).click();
    await expect(seller).toHaveURL(new RegExp(`/${language}/seller/orders$`));
    await expect(seller.getByRole('main').getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(navigation.getByRole('link', { name: t.ordersSection })).toHaveAttribute('aria-current', 'page');
    await seller.close();
  });
}
