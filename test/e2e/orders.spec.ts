// The shopper's orders, in English and Arabic, against the real server and a fresh database: a
// new shopper buys through the checkout screen and follows the order as its seller moves it on
// through the seller API — New, In progress, Shipped, Delivered — on the detail page and in its
// history, from "Current orders" to "Previous orders"; a cancellation confirmed after the parcel
// shipped meanwhile is refused and the order shown afresh; the invoice downloads as a PDF named
// after the order. A second order is cancelled with a reason and its price comes back to the
// wallet; a third is rejected by the seller and refunded too; another shopper cannot open them.
// A guest is sent to log in, and a shopper with no orders sees the empty state. Elements are
// found by role and label.
import { readFile } from 'node:fs/promises';
import { pageMoney } from './support/money';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  addAddressThroughApi,
  auth,
  fillCart,
  loginThroughApi,
  plain,
  registerThroughApi,
  signIn,
  topUp,
  walletBalance,
  type Language,
  type Session,
} from './support/shopping';

const SELLER_PASSWORD = 'Herfa@2026';
const CANCEL_REASON = { en: 'I ordered the wrong size.', ar: 'طلبت المقاس الخطأ.' } as const;
const REJECT_REASON = 'The last piece was damaged in the workshop.';

const TEXT = {
  en: {
    title: 'My orders',
    current: 'Current orders',
    previous: 'Previous orders',
    filter: 'Show orders by status',
    status: { all: 'All', new: 'New', inprogress: 'In progress', shipped: 'Shipped', delivered: 'Delivered', rejected: 'Rejected', cancelled: 'Cancelled' },
    order: (code: string) => `Order ${code}`,
    noneCurrent: 'No orders are on their way right now.',
    noMatch: (status: string) => `No orders with the status “${status}”`,
    emptyTitle: 'You have no orders yet',
    browse: 'Browse products',
    history: 'Status history',
    bySeller: 'by the seller',
    byYou: 'by you',
    items: 'Items',
    payment: 'Payment',
    walletPart: 'Paid from your wallet',
    address: 'Delivery address',
    invoice: 'Download invoice',
    review: /^Write a review of /,
    cancel: 'Cancel order',
    reason: 'Why are you cancelling this order?',
    continue: 'Continue',
    reasonRequired: 'Please give a reason for cancelling the order.',
    question: (code: string) => `Cancel order ${code}? What you paid goes back to your wallet.`,
    confirm: 'Yes, cancel the order',
    failedTitle: 'The order could not be cancelled',
    shippedRefusal: 'An order that is Shipped can\'t be changed to Cancelled.',
    close: 'Close',
    cancelledTitle: 'You cancelled this order',
    rejectedTitle: 'The seller rejected this order',
    refund: (amount: string) => `${amount} returned to your wallet`,
    toastRefund: (amount: string) => `${amount} returned to your wallet.`,
    viewWallet: 'View my wallet',
    balance: 'Balance',
    notFound: 'Page Not Found',
    checkout: { continue: 'Continue to the summary', summary: 'Order summary', payment: 'Payment', place: (amount: string) => `Place order and pay ${amount} from my wallet`, order: /^Order HRF-\d{6}$/ },
    money: (halalas: number) => pageMoney('en', halalas / 100),
  },
  ar: {
    title: 'طلباتي',
    current: 'الطلبات الحالية',
    previous: 'الطلبات السابقة',
    filter: 'عرض الطلبات حسب الحالة',
    status: { all: 'الكل', new: 'جديد', inprogress: 'قيد التنفيذ', shipped: 'تم الشحن', delivered: 'تم التوصيل', rejected: 'مرفوض', cancelled: 'ملغى' },
    order: (code: string) => `الطلب ${code}`,
    noneCurrent: 'لا توجد طلبات في الطريق إليك حاليًا.',
    noMatch: (status: string) => `لا توجد طلبات بحالة «${status}»`,
    emptyTitle: 'لا توجد لديك طلبات بعد',
    browse: 'تصفح المنتجات',
    history: 'سجل الحالة',
    bySeller: 'من قِبل المتجر',
    byYou: 'من قِبلك',
    items: 'المنتجات',
    payment: 'الدفع',
    walletPart: 'مدفوع من محفظتك',
    address: 'عنوان التوصيل',
    invoice: 'تنزيل الفاتورة',
    review: /^اكتب تقييمًا لـ /,
    cancel: 'إلغاء الطلب',
    reason: 'لماذا تريد إلغاء هذا الطلب؟',
    continue: 'متابعة',
    reasonRequired: 'يرجى كتابة سبب إلغاء الطلب.',
    question: (code: string) => `هل تريد إلغاء الطلب ${code}؟ سيُعاد ما دفعته إلى محفظتك.`,
    confirm: 'نعم، ألغِ الطلب',
    failedTitle: 'تعذّر إلغاء الطلب',
    shippedRefusal: 'لا يمكن تغيير حالة الطلب من «تم الشحن» إلى «ملغى».',
    close: 'إغلاق',
    cancelledTitle: 'ألغيت هذا الطلب',
    rejectedTitle: 'رفض البائع هذا الطلب',
    refund: (amount: string) => `أُعيد مبلغ ${amount} إلى محفظتك`,
    toastRefund: (amount: string) => `أُعيد مبلغ ${amount} إلى محفظتك.`,
    viewWallet: 'عرض محفظتي',
    balance: 'الرصيد',
    notFound: 'الصفحة غير موجودة',
    checkout: { continue: 'المتابعة إلى الملخص', summary: 'ملخص الطلب', payment: 'الدفع', place: (amount: string) => `تأكيد الطلب ودفع ${amount} من محفظتي`, order: /^الطلب HRF-\d{6}$/ },
    money: (halalas: number) => pageMoney('ar', halalas / 100),
  },
} as const;

type Texts = (typeof TEXT)[Language];
type SellerMove = 'inprogress' | 'shipped' | 'delivered' | 'rejected';

/** A funded shopper with a default address, signed in on `page`. */
async function fundedShopper(page: Page, request: APIRequestContext, label: string, baseURL: string, halalas: number) {
  const shopper = await registerThroughApi(request, label);
  const addressId = await addAddressThroughApi(request, shopper);
  await signIn(page, page.context(), shopper, baseURL);
  await topUp(page, request, shopper, halalas);
  return { shopper, addressId };
}

/** Buys one product the wallet covers, through the API; answers the order's code and total. */
async function placeOrderThroughApi(request: APIRequestContext, shopper: Session, addressId: string, skip: number) {
  const quote = await fillCart(request, shopper, addressId, (q) => q.split.cardPart === 0, skip);
  const placed = await request.post('/api/checkout', {
    headers: auth(shopper),
    data: { addressId, cardConfirmed: false, idempotencyKey: crypto.randomUUID() },
  });
  expect(placed.status()).toBeLessThan(300);
  const outcome = (await placed.json()) as { state: string; orderCodes: string[] };
  expect(outcome.state).toBe('paid');
  expect(outcome.orderCodes).toHaveLength(1);
  return { code: outcome.orderCodes[0]!, total: quote.totals.total };
}

/** The order's seller, signed in through the API with the seed's seller account. */
async function sellerOf(request: APIRequestContext, shopper: Session, code: string): Promise<Session> {
  const order = await request.get(`/api/orders/${code}`, { headers: auth(shopper) });
  expect(order.status()).toBe(200);
  const { seller } = (await order.json()) as { seller: { slug: string } };
  return loginThroughApi(request, { email: `${seller.slug}@sellers.herfa.test`, password: SELLER_PASSWORD });
}

async function move(request: APIRequestContext, seller: Session, code: string, to: SellerMove, reason?: string): Promise<void> {
  const moved = await request.post(`/api/seller/orders/${code}/status`, { headers: auth(seller), data: { to, ...(reason === undefined ? {} : { reason }) } });
  expect(moved.status(), `the seller moves ${code} to ${to}`).toBe(200);
}

/** The detail page's heading, its status badge beside it, and the history's entries. */
async function expectStatus(page: Page, t: Texts, code: string, status: keyof Texts['status'], historyLength: number) {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: t.order(code) });
  await expect(heading).toBeVisible();
  await expect(heading.locator('..').getByText(t.status[status], { exact: true })).toBeVisible();
  const history = main.getByRole('list', { name: t.history });
  await expect(history.getByRole('listitem')).toHaveCount(historyLength);
  await expect(history.getByRole('listitem').last()).toContainText(t.status[status]);
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: an order is followed from New to Delivered, can no longer be cancelled once shipped, and has its invoice`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { shopper, addressId } = await fundedShopper(page, request, `orders-track-${language}`, baseURL!, 100_000);
    const quote = await fillCart(request, shopper, addressId, (q) => q.split.cardPart === 0, index);
    const main = page.getByRole('main');

    // Bought on the checkout screen; the success screen links to the order.
    await page.goto(`/${language}/checkout`);
    await main.getByRole('button', { name: t.checkout.continue }).click();
    await expect(main.getByRole('heading', { name: t.checkout.summary })).toBeVisible();
    await main
      .getByRole('region', { name: t.checkout.payment })
      .getByRole('button', { name: plain(t.checkout.place(t.money(quote.totals.total))) })
      .click();
    const link = main.getByRole('link', { name: t.checkout.order });
    const code = (await link.textContent())!.match(/HRF-\d{6}/)![0];
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${language}/orders/${code}$`));
    await expectStatus(page, t, code, 'new', 1);
    await expect(main.getByRole('region', { name: t.payment })).toContainText(plain(t.money(quote.totals.total)));
    await expect(main.getByRole('region', { name: t.payment }).getByText(t.walletPart)).toBeVisible();
    await expect(main.getByRole('region', { name: t.address })).toContainText('Olaya Street');

    // In the list: a current order, New.
    await page.goto(`/${language}/orders`);
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const current = main.getByRole('region', { name: t.current });
    const card = current.getByRole('article', { name: t.order(code) });
    await expect(card).toContainText(t.status.new);
    await expect(card).toContainText(plain(t.money(quote.totals.total)));

    const seller = await sellerOf(request, shopper, code);
    await move(request, seller, code, 'inprogress');
    await card.getByRole('link', { name: t.order(code) }).click();
    await expectStatus(page, t, code, 'inprogress', 2);
    await expect(main.getByRole('list', { name: t.history }).getByRole('listitem').last()).toContainText(t.bySeller);

    // The shopper confirms a cancellation just after the seller shipped: refused, shown afresh.
    await main.getByRole('button', { name: t.cancel }).click();
    await main.getByRole('button', { name: t.continue }).click();
    const reason = main.getByRole('textbox', { name: t.reason });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(t.reasonRequired)).toBeVisible();
    await reason.fill(CANCEL_REASON[language]);
    await main.getByRole('button', { name: t.continue }).click();
    const question = main.getByRole('group', { name: t.question(code) });
    await expect(question).toBeFocused();
    await move(request, seller, code, 'shipped');
    await question.getByRole('button', { name: t.confirm }).click();
    const refusal = main.getByRole('alert').filter({ hasText: t.failedTitle });
    await expect(refusal).toContainText(t.shippedRefusal);
    await expectStatus(page, t, code, 'shipped', 3);
    await refusal.getByRole('button', { name: t.close }).click();
    await expect(refusal).toHaveCount(0);
    await expect(main.getByRole('button', { name: t.cancel })).toHaveCount(0);

    await move(request, seller, code, 'delivered');
    await page.reload();
    await expectStatus(page, t, code, 'delivered', 4);
    // A delivered item may be reviewed, on its product page.
    await expect(main.getByRole('region', { name: t.items }).getByRole('link', { name: t.review })).toHaveAttribute('href', /#write-review$/);

    // The invoice, fetched with the shopper's token, saved as the order's code.
    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: t.invoice }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${code}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Now a previous order; the filter keeps its choice in the address.
    await page.goto(`/${language}/orders`);
    await expect(main.getByRole('region', { name: t.previous }).getByRole('article', { name: t.order(code) })).toContainText(t.status.delivered);
    await expect(main.getByRole('region', { name: t.current })).toContainText(t.noneCurrent);
    const filter = main.getByRole('navigation', { name: t.filter });
    await filter.getByRole('link', { name: t.status.delivered }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/orders\\?status=delivered$`));
    await expect(filter.getByRole('link', { name: t.status.delivered })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('article', { name: t.order(code) })).toBeVisible();
    await filter.getByRole('link', { name: t.status.shipped }).click();
    await expect(main.getByRole('heading', { name: t.noMatch(t.status.shipped) })).toBeVisible();
    await page.reload();
    await expect(main.getByRole('heading', { name: t.noMatch(t.status.shipped) })).toBeVisible();
  });

  test(`${language}: a cancelled order and an order the seller rejects are refunded to the wallet`, async ({ page, request, baseURL, browser }) => {
    test.setTimeout(120_000);
    const { shopper, addressId } = await fundedShopper(page, request, `orders-refund-${language}`, baseURL!, 100_000);
    const cancelled = await placeOrderThroughApi(request, shopper, addressId, index);
    const rejected = await placeOrderThroughApi(request, shopper, addressId, index + 2);
    const before = await walletBalance(request, shopper);
    const main = page.getByRole('main');

    // Cancelled by the shopper, with a reason: the refund is on the order and in the wallet.
    await page.goto(`/${language}/orders/${cancelled.code}`);
    await expectStatus(page, t, cancelled.code, 'new', 1);
    // Escape leaves the panel, and the focus goes back to the button that opened it.
    await main.getByRole('button', { name: t.cancel }).click();
    await expect(main.getByRole('textbox', { name: t.reason })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(main.getByRole('textbox', { name: t.reason })).toHaveCount(0);
    await expect(main.getByRole('button', { name: t.cancel })).toBeFocused();
    await main.getByRole('button', { name: t.cancel }).click();
    await main.getByRole('textbox', { name: t.reason }).fill(CANCEL_REASON[language]);
    await main.getByRole('button', { name: t.continue }).click();
    await main.getByRole('group', { name: t.question(cancelled.code) }).getByRole('button', { name: t.confirm }).click();
    await expectStatus(page, t, cancelled.code, 'cancelled', 2);
    await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: plain(t.toastRefund(t.money(cancelled.total))) })).toContainText(cancelled.code);
    const outcome = main.getByRole('note').filter({ hasText: t.cancelledTitle });
    await expect(outcome).toContainText(CANCEL_REASON[language]);
    await expect(outcome).toContainText(plain(t.refund(t.money(cancelled.total))));
    await expect(main.getByRole('list', { name: t.history }).getByRole('listitem').last()).toContainText(t.byYou);
    await expect(main.getByRole('button', { name: t.cancel })).toHaveCount(0);
    expect(await walletBalance(request, shopper)).toBe(before + cancelled.total);
    await outcome.getByRole('link', { name: t.viewWallet }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/wallet$`));
    await expect(main.getByRole('region', { name: t.balance })).toContainText(plain(t.money(before + cancelled.total)));

    // Rejected by the seller, with a reason: refunded as well.
    await move(request, await sellerOf(request, shopper, rejected.code), rejected.code, 'rejected', REJECT_REASON);
    await page.goto(`/${language}/orders/${rejected.code}`);
    await expectStatus(page, t, rejected.code, 'rejected', 2);
    const rejection = main.getByRole('note').filter({ hasText: t.rejectedTitle });
    await expect(rejection).toContainText(REJECT_REASON);
    await expect(rejection).toContainText(plain(t.refund(t.money(rejected.total))));
    expect(await walletBalance(request, shopper)).toBe(before + cancelled.total + rejected.total);

    // Each under its own status.
    await page.goto(`/${language}/orders?status=cancelled`);
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('article', { name: t.order(cancelled.code) })).toContainText(t.status.cancelled);
    await page.goto(`/${language}/orders?status=rejected`);
    await expect(main.getByRole('article', { name: t.order(rejected.code) })).toContainText(t.status.rejected);

    // Another shopper cannot open them: the 404 screen.
    const other = await registerThroughApi(request, `orders-other-${language}`);
    const otherContext = await browser.newContext({ baseURL });
    const otherPage = await otherContext.newPage();
    await signIn(otherPage, otherContext, other, baseURL!);
    await otherPage.goto(`/${language}/orders/${cancelled.code}`);
    await expect(otherPage.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await otherContext.close();
  });

  test(`${language}: a guest is sent to log in, and a shopper with no orders sees the empty state`, async ({ page, request, baseURL }) => {
    await page.goto(`/${language}/orders?status=shipped`);
    await expect(page).toHaveURL(`/${language}/auth/login?redirect=${encodeURIComponent(`/${language}/orders?status=shipped`)}`);

    const shopper = await registerThroughApi(request, `orders-none-${language}`);
    await signIn(page, page.context(), shopper, baseURL!);
    await page.goto(`/${language}/orders`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: t.emptyTitle })).toBeVisible();
    await expect(main.getByRole('link', { name: t.browse })).toHaveAttribute('href', `/${language}/products/all`);
    await page.goto(`/${language}/orders/not-an-order`);
    await expect(main.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
  });
}
