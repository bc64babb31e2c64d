// axe-core on every screen, in both languages and both colour schemes (the system's, which a
// page follows when the shopper has chosen none): no serious or critical violation. Each screen
// is reached once per language and scanned in the light scheme, then in the dark.
import { drawIn, expectNoSeriousViolationInEitherScheme, seriousViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { registerAndConfirm } from './support/mail';
import { fundedShopper, moveThroughApi, placeOrderThroughApi, sellerSession } from './support/after-sale';
import { registerThroughApi, roomiestChoice, signIn, type StockedDetail } from './support/shopping';

const SCREENS = [
  '',
  '/products/all',
  '/gift-products',
  '/sellers',
  '/stores-deals',
  '/search-results/products?q=sadu',
  '/about-us',
  '/faqs',
  '/static/terms',
  '/contact-us',
  '/favourite',
  '/cart',
  '/checkout',
  '/notifications',
  '/seller/orders',
  '/auth/login',
  '/auth/register',
  '/auth/forget-password',
  '/no-such-page',
];

// The page is hydrated (goto waits for it) and each test waits for what it looks at; Playwright's
// 'networkidle' added half a second of silence to every scan, a seventh of this file's time.
async function expectNoSeriousViolation(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expectNoSeriousViolationInEitherScheme(page);
}

// The scans see what they claim to: axe took joined Arabic letters for icons and skipped their
// contrast (see support/axe.ts). A heading drawn too faint is a violation in Arabic, in either scheme.
test('the scans check the contrast of Arabic text', async ({ guestPage }) => {
  await guestPage.goto('/ar/faqs');
  await expect(guestPage.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
  const faint = await guestPage.addStyleTag({
    content: ':root[data-mantine-color-scheme="light"] main h1 { color: #d0d0d0 !important; } :root[data-mantine-color-scheme="dark"] main h1 { color: #2a3140 !important; }',
  });
  for (const scheme of ['light', 'dark'] as const) {
    await drawIn(guestPage, scheme);
    expect(await seriousViolations(guestPage, { rules: ['color-contrast'] })).toEqual([expect.stringMatching(/^color-contrast: .* \(h1\)$/)]);
  }
  await faint.evaluate((style) => style.parentNode?.removeChild(style));
  expect(await seriousViolations(guestPage, { rules: ['color-contrast'] })).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  const name = (what: string) => `${language}${what}`;

  test(name(' product and gift details have no serious accessibility violation'), async ({ guestPage, request }) => {
    const products = (await (await request.get('/api/products?pageSize=1')).json()) as { items: { slug: string }[] };
    await guestPage.goto(`/${language}/products/details/${products.items[0]!.slug}`);
    await expectNoSeriousViolation(guestPage);
    const gifts = (await (await request.get('/api/gift-products?pageSize=1')).json()) as { items: { slug: string }[] };
    await guestPage.goto(`/${language}/gift-products/${gifts.items[0]!.slug}`);
    await expectNoSeriousViolation(guestPage);
  });

  test(name(' cart with items and wallet have no serious accessibility violation'), async ({ page, context, request, baseURL }) => {
    // Three pages, each analysed in full by axe: more than one page's room on two busy cores.
    test.setTimeout(120_000);
    // A guest's cart, then a fresh shopper's cart on the server and wallet.
    await page.goto(`/${language}/products/details/clay-serving-bowl-wave-ae0`);
    await page.getByRole('main').getByRole('button', { name: language === 'en' ? 'Add to cart' : 'أضف إلى السلة' }).click();
    await page.goto(`/${language}/cart`);
    await expectNoSeriousViolation(page);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const registered = await registerAndConfirm(request, { fullName: 'Axe Shopper', email: `axe-${unique}@herfa.test`, phone: `05${unique.slice(-8)}`, password: 'Herfa@2026', passwordConfirmation: 'Herfa@2026', termsAccepted: true });
    const session = (await registered.json()) as { token: string; user: { id: string } };
    await request.post('/api/cart/merge', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { items: [{ productSlug: 'camel-leather-sandals-najdi-now', quantity: 1, colour: 'dark-brown', size: 'eu-42' }] },
    });
    await context.clearCookies();
    await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL! }]);
    await page.evaluate(({ token, user }) => {
      localStorage.clear();
      localStorage.setItem('herfa:token', JSON.stringify(token));
      localStorage.setItem('herfa:user', JSON.stringify(user));
    }, session);
    await page.goto(`/${language}/cart`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expectNoSeriousViolation(page);
    await page.goto(`/${language}/profile/wallet`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolation(page);
  });

  test(name(' favourites with a product low in stock and one sold out have no serious accessibility violation'), async ({ page, context, request, baseURL }) => {
    const shopper = await registerThroughApi(request, `axe-favourites-${language}`);
    const listing = (await (await request.get('/api/products?sort=price-asc&pageSize=48')).json()) as { items: { slug: string; stockState: string }[] };
    for (const state of ['low-stock', 'out-of-stock']) {
      const product = listing.items.find((item) => item.stockState === state);
      expect(product, `a product ${state} on the first page`).toBeDefined();
      expect((await request.put(`/api/favourites/${product!.slug}`, { headers: { Authorization: `Bearer ${shopper.token}` } })).ok()).toBe(true);
    }
    await signIn(page, context, shopper, baseURL!);
    await page.goto(`/${language}/favourite`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expectNoSeriousViolation(page);
  });

  test(name(' address book, its form with the map and its delete dialog have no serious accessibility violation'), async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    // Signed in: a guest is sent home from every profile path, so SCREENS cannot reach it.
    const shopper = await registerThroughApi(request, `axe-addresses-${language}`);
    const headers = { Authorization: `Bearer ${shopper.token}`, 'Accept-Language': language };
    await request.post('/api/addresses', {
      headers,
      data: { regionId: 'riyadh', cityId: 'riyadh', addressText: 'Olaya Street, Al Olaya District, Building 3', isDefault: true, location: { latitude: 24.7136, longitude: 46.6753 } },
    });
    await request.post('/api/addresses', { headers, data: { regionId: 'makkah', cityId: 'jeddah', addressText: 'Tahlia Street, Al Andalus District, Office 9' } });
    await signIn(page, context, shopper, baseURL!);
    await page.goto(`/${language}/profile/addresses`);
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(2);
    await expectNoSeriousViolation(page);
    await main.getByRole('article').first().getByRole('button', { name: language === 'en' ? 'Edit' : 'تعديل', exact: true }).click();
    await expect(main.getByRole('application')).toBeVisible();
    await expectNoSeriousViolation(page);
    await main.getByRole('article').last().getByRole('button', { name: language === 'en' ? 'Delete' : 'حذف', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCSS('opacity', '1');
    await expectNoSeriousViolation(page);
  });

  test(name(' checkout and payment results have no serious accessibility violation'), async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const registered = await registerAndConfirm(request, { fullName: 'Axe Buyer', email: `axe-checkout-${unique}@herfa.test`, phone: `05${unique.slice(-8)}`, password: 'Herfa@2026', passwordConfirmation: 'Herfa@2026', termsAccepted: true });
    const session = (await registered.json()) as { token: string; user: { id: string } };
    const headers = { Authorization: `Bearer ${session.token}`, 'Accept-Language': language };
    const address = await request.post('/api/addresses', {
      headers,
      data: { regionId: 'riyadh', cityId: 'riyadh', addressText: 'Olaya Street, Al Olaya District, Building 3', isDefault: true },
    });
    const addressId = ((await address.json()) as { id: string }).id;
    // The first product, most in stock first among the cheap ones, that ships to Riyadh.
    const listing = (await (await request.get('/api/products?sort=price-asc&pageSize=24')).json()) as { items: { slug: string }[] };
    for (const { slug } of listing.items) {
      const choice = roomiestChoice((await (await request.get(`/api/products/${slug}`)).json()) as StockedDetail);
      if (choice.stock < 8 || slug === 'clay-serving-bowl-wave-ae0') continue;
      const item = { productSlug: slug, ...choice.options };
      await request.post('/api/cart/lines', { headers, data: item });
      if ((await request.post('/api/checkout/quote', { headers, data: { addressId } })).status() === 200) break;
      const cart = (await (await request.get('/api/cart', { headers })).json()) as { lines: { id: string }[] };
      for (const line of cart.lines) await request.delete(`/api/cart/lines/${line.id}`, { headers });
    }
    await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL! }]);
    await page.addInitScript(({ token, user }) => {
      localStorage.setItem('herfa:token', JSON.stringify(token));
      localStorage.setItem('herfa:user', JSON.stringify(user));
    }, session);

    // The address step, the summary, and the card-part confirmation (the new wallet is empty).
    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    await expect(main.getByRole('radiogroup')).toBeVisible();
    await expectNoSeriousViolation(page);
    await main.getByRole('button', { name: language === 'en' ? 'Continue to the summary' : 'المتابعة إلى الملخص' }).click();
    await main.getByRole('button', { name: language === 'en' ? 'Place order' : 'تأكيد الطلب', exact: true }).click();
    await expect(main.getByRole('group')).toBeFocused();
    await expectNoSeriousViolation(page);

    // A payment cancelled on the gateway's page: the failure screen; then one paid: the success screen.
    const placed = async () => {
      const answer = await request.post('/api/checkout', { headers, data: { addressId, cardConfirmed: true, idempotencyKey: crypto.randomUUID() } });
      return ((await answer.json()) as { redirectUrl: string }).redirectUrl;
    };
    await page.goto(await placed());
    await page.getByRole('link', { name: /^(Cancel payment|إلغاء الدفع)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/failure`));
    await expect(main.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.goto(await placed());
    await page.getByLabel(/^(Card number|رقم البطاقة)$/).fill('4111 1111 1111 1111');
    await page.getByLabel(/^(Name on card|الاسم على البطاقة)$/).fill('Axe Buyer');
    await page.getByLabel(/^(Expiry \(MM\/YY\)|تاريخ الانتهاء \(شهر\/سنة\))$/).fill('12/30');
    await page.getByLabel(/^(CVC|رمز التحقق CVC)$/).fill('123');
    await page.getByRole('button', { name: /^(Pay|ادفع) / }).click();
    await page.getByLabel(/^(Verification code|رمز التحقق)$/).fill('1234');
    await page.getByRole('button', { name: /^(Verify|تحقّق)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/success`));
    await expect(main.getByRole('link', { name: /HRF-/ })).toBeVisible();
    await expectNoSeriousViolation(page);

    // The order it created: the orders list, the order, and the cancellation's two steps.
    await page.goto(`/${language}/orders`);
    await expect(main.getByRole('article')).toHaveCount(1);
    await expectNoSeriousViolation(page);
    await main.getByRole('article').getByRole('link').click();
    await expect(main.getByRole('heading', { level: 2, name: language === 'en' ? 'Status history' : 'سجل الحالة' })).toBeVisible();
    await expectNoSeriousViolation(page);
    await main.getByRole('button', { name: language === 'en' ? 'Cancel order' : 'إلغاء الطلب' }).click();
    await main.getByRole('button', { name: language === 'en' ? 'Continue' : 'متابعة' }).click();
    await expect(main.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolation(page);
    await main.getByRole('textbox').fill(language === 'en' ? 'Ordered twice by mistake.' : 'طلبته مرتين بالخطأ.');
    await main.getByRole('button', { name: language === 'en' ? 'Continue' : 'متابعة' }).click();
    await expect(main.getByRole('group')).toBeFocused();
    await expectNoSeriousViolation(page);
  });

  test(name(' seller console, notifications and review form have no serious accessibility violation'), async ({ page, browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const { shopper, addressId } = await fundedShopper(page, request, `axe-after-sale-${language}`, baseURL!, 100_000);
    // Each language buys other products than the other.
    const spread = language === 'en' ? 0 : 1;
    const order = await placeOrderThroughApi(request, shopper, addressId, 18 + spread);
    const other = await placeOrderThroughApi(request, shopper, addressId, 20 + spread);
    const seller = await sellerSession(request, order);

    // The seller's console with an order opened, and the reject dialog with its error.
    const sellerContext = await browser.newContext();
    const consolePage = await sellerContext.newPage();
    await signIn(consolePage, sellerContext, seller, baseURL!);
    await consolePage.goto(`/${language}/seller/orders?status=new`);
    const card = consolePage.getByRole('main').getByRole('article').filter({ hasText: order.code });
    await card.getByRole('button', { name: language === 'en' ? 'Details and shipping address' : 'التفاصيل وعنوان الشحن' }).click();
    await expect(card.getByRole('region').first()).toBeVisible();
    await expectNoSeriousViolation(consolePage);
    await card.getByRole('button', { name: language === 'en' ? 'Reject' : 'رفض' }).click();
    const dialog = consolePage.getByRole('dialog');
    // Contrast is measured on the dialog as it stands, not halfway through its fade-in.
    await expect(dialog).toHaveCSS('opacity', '1');
    await dialog.getByRole('button', { name: language === 'en' ? 'Reject the order' : 'رفض الطلب' }).click();
    await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolation(consolePage);
    await sellerContext.close();

    for (const to of ['inprogress', 'shipped', 'delivered'] as const) await moveThroughApi(request, seller, order.code, to);
    if (other.sellerSlug === order.sellerSlug) await moveThroughApi(request, seller, other.code, 'inprogress');

    // The notifications, unread.
    await page.goto(`/${language}/notifications`);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolation(page);

    // The review form with its errors.
    await page.goto(`/${language}/products/details/${order.productSlug}`);
    const form = page.getByRole('main').getByRole('region', { name: language === 'en' ? 'Write a review' : 'اكتب مراجعة' });
    await form.getByRole('button', { name: language === 'en' ? 'Post review' : 'نشر المراجعة' }).click();
    await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolation(page);
  });

  test(name(" register's code step has no serious accessibility violation"), async ({ page }) => {
    // Where a registration waits for its mailed code, as the register screen keeps it across a reload.
    await page.addInitScript(() => localStorage.setItem('herfa:registerData', JSON.stringify({ email: 'axe-code@herfa.test', minutes: 15 })));
    await page.goto(`/${language}/auth/register`);
    await expect(page.getByRole('form', { name: language === 'en' ? 'Confirmation code' : 'رمز التأكيد' })).toBeVisible();
    await expectNoSeriousViolation(page);
  });

  for (const screen of SCREENS) {
    test(name(`${screen || ' home'} has no serious accessibility violation`), async ({ guestPage }) => {
      await guestPage.goto(`/${language}${screen}`);
      await expectNoSeriousViolation(guestPage);
    });
  }
}
