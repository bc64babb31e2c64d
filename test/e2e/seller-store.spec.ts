// The seller console's store pages, in English and Arabic, against the real server and a fresh
// database: a shopper's order (bought through the API) shows in its seller's dashboard figures and
// best sellers; the seller changes the store's VAT number (a wrong one refused with the translated
// message first), stops delivering to one region and sets the fee of another (typed, and shown
// back, in the page's digits), and downloads the orders as CSV, whose rows are the store's own
// orders. What the test changed on the seed's store is put back through the API, since other
// specs buy from it. And axe-core finds no serious violation on the dashboard, profile and
// shipping pages, in both languages and colour schemes.
import { readFile } from 'node:fs/promises';
import { expectNoSeriousViolationInEitherScheme } from './support/axe';
import { expect, test, type APIRequestContext } from './support/test';
import { fundedShopper, placeOrderThroughApi, sellerSession } from './support/after-sale';
import { pageMoney } from './support/money';
import { auth, plain, signIn, type Session } from './support/shopping';

interface RegionShipping {
  readonly regionId: string;
  readonly regionName: string;
  readonly fee: number | null;
}

interface SalesFigures {
  readonly orders: number;
  readonly revenue: number;
  readonly vat: number;
}

const TEXT = {
  en: {
    navigation: 'Seller console',
    dashboard: 'Dashboard',
    today: 'Today',
    bestSellers: 'Best sellers this month',
    stockLink: 'Check your stock',
    store: 'Store',
    storeTitle: 'Store profile',
    vatNumber: 'VAT number',
    saveProfile: 'Save profile',
    vatDigits: 'The VAT number field must be numeric and exactly contain 15 digits',
    saved: 'Your store profile is saved.',
    shipping: 'Shipping',
    delivers: (region: string) => `Delivers to ${region}`,
    fee: (region: string) => `Fee in ${region} (SAR)`,
    saveShipping: 'Save shipping',
    shippingSaved: 'Your shipping fees are saved.',
    download: 'Download CSV',
    header: 'Order,Date,Status,Shopper,City,Items,Subtotal (SAR),Discount (SAR),Shipping (SAR),Total (SAR),VAT (SAR)',
    typedFee: '22.5',
  },
  ar: {
    navigation: 'لوحة البائع',
    dashboard: 'الملخص',
    today: 'اليوم',
    bestSellers: 'الأكثر مبيعًا هذا الشهر',
    stockLink: 'راجع مخزونك',
    store: 'المتجر',
    storeTitle: 'ملف المتجر',
    vatNumber: 'الرقم الضريبي',
    saveProfile: 'حفظ الملف',
    vatDigits: 'يجب أن يتكون حقل الرقم الضريبي من ١٥ رقمًا بالضبط',
    saved: 'تم حفظ ملف متجرك.',
    shipping: 'الشحن',
    delivers: (region: string) => `التوصيل إلى ${region}`,
    fee: (region: string) => `الرسوم في ${region} (ر.س)`,
    saveShipping: 'حفظ الشحن',
    shippingSaved: 'تم حفظ رسوم الشحن.',
    download: 'تنزيل ملف CSV',
    header: 'الطلب,التاريخ,الحالة,المتسوق,المدينة,القطع,المجموع الفرعي (ر.س),الخصم (ر.س),الشحن (ر.س),الإجمالي (ر.س),ضريبة القيمة المضافة (ر.س)',
    typedFee: '٢٢٫٥',
  },
} as const;

/** Regions other specs lean on (the shoppers' Riyadh addresses, the Arar one no store may serve): left as they are. */
const LEFT_ALONE = new Set(['riyadh', 'northern-borders']);

async function apiGet<T>(request: APIRequestContext, seller: Session, path: string, language: 'en' | 'ar' = 'en'): Promise<T> {
  const response = await request.get(path, { headers: auth(seller, language) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function restore(request: APIRequestContext, seller: Session, vatNumber: string, regions: readonly RegionShipping[]): Promise<void> {
  const store = await apiGet<{ description: { en: string; ar: string } }>(request, seller, '/api/seller/store');
  const profile = await request.put('/api/seller/store', { headers: auth(seller), data: { descriptionEn: store.description.en, descriptionAr: store.description.ar, vatNumber } });
  expect(profile.status()).toBe(200);
  const shipping = await request.put('/api/seller/shipping', { headers: auth(seller), data: { rates: regions.map(({ regionId, fee }) => ({ regionId, fee })) } });
  expect(shipping.status()).toBe(200);
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: a seller reads the day's sales, changes the VAT number and shipping, and downloads the orders as CSV`, async ({ page, browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const { shopper, addressId } = await fundedShopper(page, request, `seller-store-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 12 + index);
    const seller = await sellerSession(request, order);
    const sales = await apiGet<{ today: SalesFigures; bestSellers: { slug: string; name: string }[] }>(request, seller, '/api/seller/sales', language);
    expect(sales.today.orders).toBeGreaterThanOrEqual(1);
    const { vatNumber: originalVat } = await apiGet<{ vatNumber: string }>(request, seller, '/api/seller/store');
    const originalRegions = await apiGet<RegionShipping[]>(request, seller, '/api/seller/shipping', language);

    const consolePage = await browser.newPage();
    await signIn(consolePage, consolePage.context(), seller, baseURL!);
    try {
      // The dashboard: today's figures as the API counts them, in the page's money.
      await consolePage.goto(`/${language}/seller`);
      const main = consolePage.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      const today = main.getByRole('region', { name: t.today });
      await expect(today).toBeVisible();
      const todayText = plain((await today.textContent()) ?? '');
      expect(todayText).toContain(plain(pageMoney(language, sales.today.revenue / 100)));
      expect(todayText).toContain(plain(pageMoney(language, sales.today.vat / 100)));
      const bestSellers = main.getByRole('region', { name: t.bestSellers });
      await expect(bestSellers.getByRole('listitem').first()).toBeVisible();
      await expect(bestSellers).toContainText(sales.bestSellers[0]!.name);
      await expect(main.getByRole('link', { name: t.stockLink })).toHaveAttribute('href', `/${language}/seller/stock`);

      // The CSV: the store's orders, this one among them, headed in the page's language.
      const downloading = consolePage.waitForEvent('download');
      await main.getByRole('button', { name: t.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^herfa-${order.sellerSlug}-orders-\\d{4}-\\d{2}-01-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(header).toBe(t.header);
      const codes = rows.map((row) => row.split(',')[0]!);
      expect(codes).toContain(order.code);
      const storeOrders = await apiGet<{ items: { code: string }[]; total: number }>(request, seller, '/api/seller/orders?pageSize=100');
      const ownCodes = new Set(storeOrders.items.map((item) => item.code));
      for (const code of codes) expect(ownCodes.has(code), `${code} is ${order.sellerSlug}'s`).toBe(true);

      // The profile: a wrong VAT number is refused with the translated message, a right one saved.
      const navigation = consolePage.getByRole('navigation', { name: t.navigation });
      await navigation.getByRole('link', { name: t.store }).click();
      await expect(main.getByRole('heading', { level: 1, name: t.storeTitle })).toBeVisible();
      await expect(navigation.getByRole('link', { name: t.store })).toHaveAttribute('aria-current', 'page');
      const vat = main.getByRole('textbox', { name: t.vatNumber });
      await expect(vat).toHaveValue(originalVat);
      await vat.fill('31234');
      await main.getByRole('button', { name: t.saveProfile }).click();
      await expect(main.getByText(t.vatDigits)).toBeVisible();
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      const newVat = `3${String(Date.now()).slice(-13)}3`;
      await vat.fill(newVat);
      await main.getByRole('button', { name: t.saveProfile }).click();
      await expect(consolePage.getByText(t.saved)).toBeVisible();
      expect((await apiGet<{ vatNumber: string }>(request, seller, '/api/seller/store')).vatNumber).toBe(newVat);

      // Shipping: stop delivering to one region, and set another's fee in the page's digits.
      const [stopped, priced] = originalRegions.filter((region) => region.fee !== null && !LEFT_ALONE.has(region.regionId));
      expect(stopped, 'the store serves two regions besides Riyadh').toBeDefined();
      const pricedRegion = priced ?? originalRegions.find((region) => region.fee === null && !LEFT_ALONE.has(region.regionId))!;
      await navigation.getByRole('link', { name: t.shipping }).click();
      await expect(main.getByRole('heading', { level: 1, name: t.shipping })).toBeVisible();
      await main.getByRole('checkbox', { name: t.delivers(stopped!.regionName) }).uncheck();
      await main.getByRole('checkbox', { name: t.delivers(pricedRegion.regionName) }).check();
      await main.getByRole('textbox', { name: t.fee(pricedRegion.regionName) }).fill(t.typedFee);
      await main.getByRole('button', { name: t.saveShipping }).click();
      await expect(consolePage.getByText(t.shippingSaved)).toBeVisible();
      // The fee the server answered is written back in the page's digits, as it was typed.
      await expect(main.getByRole('textbox', { name: t.fee(pricedRegion.regionName) })).toHaveValue(t.typedFee);
      const saved = await apiGet<RegionShipping[]>(request, seller, '/api/seller/shipping');
      expect(saved.find((region) => region.regionId === stopped!.regionId)!.fee).toBeNull();
      expect(saved.find((region) => region.regionId === pricedRegion.regionId)!.fee).toBe(2_250);
      for (const region of originalRegions.filter((region) => LEFT_ALONE.has(region.regionId))) {
        expect(saved.find((other) => other.regionId === region.regionId)!.fee).toBe(region.fee);
      }
    } finally {
      await restore(request, seller, originalVat, originalRegions);
      await consolePage.close();
    }
  });
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];

  test(`${language}: the console's store pages have no serious accessibility violation in either colour scheme`, async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const seller = await sellerSession(request, { code: '', total: 0, productSlug: '', sellerSlug: 'sadu-house-hail' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, context, seller, baseURL!);
    try {
      await page.goto(`/${language}/seller`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: t.bestSellers })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expectNoSeriousViolationInEitherScheme(page);
      await page.goto(`/${language}/seller/store`);
      await expect(page.getByRole('main').getByRole('textbox', { name: t.vatNumber })).toBeVisible();
      await expectNoSeriousViolationInEitherScheme(page);
      await page.goto(`/${language}/seller/shipping`);
      await expect(page.getByRole('main').getByRole('button', { name: t.saveShipping })).toBeVisible();
      await expectNoSeriousViolationInEitherScheme(page);
    } finally {
      await context.close();
    }
  });
}
