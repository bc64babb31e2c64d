// Checkout as a shopper meets it, in English and Arabic, against the real server and the sandbox
// card gateway: the demo shopper Sara pays from her wallet alone; a fresh shopper with no
// address adds one on the checkout screen, is asked before the card pays the rest, declines
// once (and is offered a wallet top-up), then pays by card; a declined card lands on the failure
// screen with the wallet intact, and "Try again" succeeds. Fresh shoppers are funded by a top-up
// through the same sandbox pages. Elements are found by role and label.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

const PASSWORD = 'Najd@2026';
const SARA = { email: 'sara@herfa.test', password: 'Herfa@2026' };
const APPROVED = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 9995';
/** Products other suites look at: their stock stays as seeded. */
const LEFT_ALONE = ['clay-serving-bowl-wave-ae0', 'camel-leather-sandals-najdi-now', 'personalised-diwani-canvas-on-indigo-7lj'];

const TEXT = {
  en: {
    title: 'Checkout',
    chooseAddress: 'Choose a shipping address',
    continue: 'Continue to the summary',
    newAddress: 'New address',
    region: 'Region',
    city: 'City',
    address: 'Address',
    save: 'Save address',
    noAddress: 'You have no saved address yet. Add one to continue.',
    noDefault: 'There is no default address available, please choose address for shipping',
    noChoice: 'Please select shipping address before completing order',
    noShipping: 'There is no shipping available for this address .. please select another address',
    emptyCart: 'Your cart is empty. Add a product before completing your order.',
    goToCart: 'Go to the cart',
    changeAddress: 'Change address',
    summary: 'Order summary',
    orderFrom: /^Order from /,
    payment: 'Payment',
    placeWithWallet: (amount: string) => `Place order and pay ${amount} from my wallet`,
    place: 'Place order',
    confirmHeading: 'Pay the rest by card?',
    confirmMessage: (amount: string) => `Your wallet balance is not enough: charge your wallet first, or pay the rest (${amount}) by card.`,
    payByCard: (amount: string) => `Pay ${amount} by card`,
    walletFirst: 'Charge my wallet first',
    topUpLink: 'Top up my wallet',
    successTitle: 'Payment successful',
    succeeded: 'Your payment was successful, please check your inbox for more details',
    failureTitle: 'Payment failed',
    failed: 'Payment failed, please check your inbox for more details and contact us if you have any questions',
    balanceNow: 'Balance available now',
    tryAgain: 'Try again',
    contactUs: 'Contact us',
    order: /^Order HRF-\d{6}$/,
    fromWallet: 'From your wallet',
    byCard: 'By card',
    money: (halalas: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'SAR' }).format(halalas / 100),
  },
  ar: {
    title: 'إتمام الطلب',
    chooseAddress: 'اختر عنوان الشحن',
    continue: 'المتابعة إلى الملخص',
    newAddress: 'عنوان جديد',
    region: 'المنطقة',
    city: 'المدينة',
    address: 'العنوان',
    save: 'حفظ العنوان',
    noAddress: 'لا يوجد لديك عنوان محفوظ بعد. أضف عنوانًا للمتابعة.',
    noDefault: 'لا يوجد عنوان افتراضي متاح، يرجى اختيار عنوان للشحن',
    noChoice: 'يرجى اختيار عنوان الشحن قبل إتمام الطلب',
    noShipping: 'لا يتوفر شحن إلى هذا العنوان .. يرجى اختيار عنوان آخر',
    emptyCart: 'سلة التسوق فارغة. أضف منتجًا قبل إتمام الطلب.',
    goToCart: 'الذهاب إلى السلة',
    changeAddress: 'تغيير العنوان',
    summary: 'ملخص الطلب',
    orderFrom: /^طلب من /,
    payment: 'الدفع',
    placeWithWallet: (amount: string) => `تأكيد الطلب ودفع ${amount} من محفظتي`,
    place: 'تأكيد الطلب',
    confirmHeading: 'هل تدفع المبلغ المتبقي بالبطاقة؟',
    confirmMessage: (amount: string) => `رصيد محفظتك غير كافٍ: اشحن محفظتك أولًا، أو ادفع المبلغ المتبقي (${amount}) بالبطاقة.`,
    payByCard: (amount: string) => `ادفع ${amount} بالبطاقة`,
    walletFirst: 'اشحن محفظتي أولًا',
    topUpLink: 'شحن محفظتي',
    successTitle: 'تمت عملية الدفع بنجاح',
    succeeded: 'تمت عملية الدفع بنجاح، يرجى مراجعة بريدك الإلكتروني لمزيد من التفاصيل',
    failureTitle: 'فشلت عملية الدفع',
    failed: 'فشلت عملية الدفع، يرجى مراجعة بريدك الإلكتروني لمزيد من التفاصيل، والتواصل معنا إن كانت لديك أي استفسارات',
    balanceNow: 'الرصيد المتاح الآن',
    tryAgain: 'حاول مرة أخرى',
    contactUs: 'تواصل معنا',
    order: /^الطلب HRF-\d{6}$/,
    fromWallet: 'من محفظتك',
    byCard: 'بالبطاقة',
    money: (halalas: number) =>
      new Intl.NumberFormat('ar-SA-u-nu-arab-ca-gregory', { style: 'currency', currency: 'SAR' }).format(halalas / 100),
  },
} as const;

type Language = keyof typeof TEXT;

interface Session {
  readonly token: string;
  readonly user: { readonly id: string; readonly email: string };
}

interface Quote {
  readonly totals: { readonly total: number };
  readonly split: { readonly walletPart: number; readonly cardPart: number };
}

/** Normalises the no-break spaces Intl puts in amounts, for comparing texts. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const auth = (session: Session, language: Language = 'en') => ({
  Authorization: `Bearer ${session.token}`,
  'Accept-Language': language,
});

async function registerThroughApi(request: APIRequestContext, label: string): Promise<Session> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const response = await request.post('/api/auth/register', {
    data: {
      fullName: 'Huda Alshehri',
      email: `checkout-${label}-${unique}@herfa.test`,
      phone: `05${unique.slice(-8)}`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Session;
}

async function loginThroughApi(request: APIRequestContext, credentials: typeof SARA): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { ...credentials, rememberMe: false } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Session;
}

/** The browser session the login screen leaves: storage and the user-data cookie. */
async function signIn(page: Page, context: BrowserContext, session: Session, baseURL: string) {
  await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL }]);
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('herfa:token', JSON.stringify(token));
    localStorage.setItem('herfa:user', JSON.stringify(user));
  }, session);
}

async function walletBalance(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/api/wallet', { headers: auth(session) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

const RIYADH = { regionId: 'riyadh', cityId: 'riyadh', addressText: 'Olaya Street, Al Olaya District, Building 3' };
const ARAR = { regionId: 'northern-borders', cityId: 'arar', addressText: 'King Abdulaziz Road, Al Rawdah District, House 5' };

async function addAddressThroughApi(request: APIRequestContext, session: Session, address = RIYADH): Promise<string> {
  const response = await request.post('/api/addresses', { headers: auth(session), data: { ...address, isDefault: true } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function defaultAddressId(request: APIRequestContext, session: Session): Promise<string> {
  const response = await request.get('/api/addresses', { headers: auth(session) });
  const addresses = (await response.json()) as { id: string; isDefault: boolean }[];
  return addresses.find((address) => address.isDefault)!.id;
}

async function emptyCart(request: APIRequestContext, session: Session): Promise<void> {
  const cart = (await (await request.get('/api/cart', { headers: auth(session) })).json()) as { lines: { id: string }[] };
  for (const line of cart.lines) await request.delete(`/api/cart/lines/${line.id}`, { headers: auth(session) });
}

/**
 * Puts one product in the cart whose checkout to the address `fits` (the wallet covers it, or
 * does not), cheapest first; products that are not shipped there, or are short of stock, are
 * skipped. `skip` spreads the tests over different products.
 */
async function fillCart(
  request: APIRequestContext,
  session: Session,
  addressId: string,
  fits: (quote: Quote) => boolean,
  skip: number,
): Promise<Quote> {
  const listing = await request.get('/api/products?sort=price-asc&pageSize=48');
  const products = ((await listing.json()) as { items: { slug: string }[] }).items.filter((item) => !LEFT_ALONE.includes(item.slug));
  let skipped = 0;
  for (const { slug } of products) {
    const detail = (await (await request.get(`/api/products/${slug}`)).json()) as {
      stock: number;
      colours: { id: string }[];
      sizes: { id: string }[];
      customisable: boolean;
    };
    if (detail.stock < 8) continue;
    const added = await request.post('/api/cart/lines', {
      headers: auth(session),
      data: {
        productSlug: slug,
        quantity: 1,
        ...(detail.colours[0] === undefined ? {} : { colour: detail.colours[0].id }),
        ...(detail.sizes[0] === undefined ? {} : { size: detail.sizes[0].id }),
      },
    });
    if (added.status() !== 200 && added.status() !== 201) continue;
    const quoted = await request.post('/api/checkout/quote', { headers: auth(session), data: { addressId } });
    if (quoted.status() === 200) {
      const quote = (await quoted.json()) as Quote;
      if (fits(quote) && skipped++ >= skip) return quote;
    }
    await emptyCart(request, session);
  }
  throw new Error('no product fits this checkout');
}

/** Puts one product in the cart that ships to `served` but not to `unserved`. */
async function fillCartUnservedAt(request: APIRequestContext, session: Session, served: string, unserved: string): Promise<void> {
  const listing = await request.get('/api/products?sort=price-asc&pageSize=48');
  const products = ((await listing.json()) as { items: { slug: string }[] }).items.filter((item) => !LEFT_ALONE.includes(item.slug));
  for (const { slug } of products) {
    const detail = (await (await request.get(`/api/products/${slug}`)).json()) as { stock: number; colours: { id: string }[]; sizes: { id: string }[] };
    if (detail.stock < 8) continue;
    const added = await request.post('/api/cart/lines', {
      headers: auth(session),
      data: {
        productSlug: slug,
        ...(detail.colours[0] === undefined ? {} : { colour: detail.colours[0].id }),
        ...(detail.sizes[0] === undefined ? {} : { size: detail.sizes[0].id }),
      },
    });
    if (added.status() !== 200 && added.status() !== 201) continue;
    const there = await request.post('/api/checkout/quote', { headers: auth(session), data: { addressId: unserved } });
    const here = await request.post('/api/checkout/quote', { headers: auth(session), data: { addressId: served } });
    const refusal = there.status() >= 400 ? ((await there.json()) as { code: string }).code : null;
    if (refusal === 'checkout.noShippingForAddress' && here.status() === 200) return;
    await emptyCart(request, session);
  }
  throw new Error('every product ships to both addresses');
}

/** Tops the wallet up through the sandbox gateway's card and 3-D Secure pages. */
async function topUp(page: Page, request: APIRequestContext, session: Session, halalas: number): Promise<void> {
  const started = await request.post('/api/wallet/topups', {
    headers: auth(session),
    data: { amount: halalas, idempotencyKey: crypto.randomUUID() },
  });
  expect(started.status()).toBeLessThan(300);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  await page.goto(redirectUrl);
  await payOnSandbox(page, APPROVED);
  await expect(page).toHaveURL(/\/profile\/wallet\?topup=/);
  expect(await walletBalance(request, session)).toBe(halalas);
}

/** The sandbox gateway's card page, then its 3-D Secure step, in either language. */
async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-gateway\/payments\//);
  await page.getByLabel(/^(Card number|رقم البطاقة)$/).fill(card);
  await page.getByLabel(/^(Name on card|الاسم على البطاقة)$/).fill('Huda Alshehri');
  await page.getByLabel(/^(Expiry \(MM\/YY\)|تاريخ الانتهاء \(شهر\/سنة\))$/).fill('12/30');
  await page.getByLabel(/^(CVC|رمز التحقق CVC)$/).fill('123');
  await page.getByRole('button', { name: /^(Pay|ادفع) / }).click();
  await expect(page.getByRole('heading', { name: /^(3-D Secure verification|التحقق الآمن ثلاثي الأبعاد)$/ })).toBeVisible();
  await page.getByLabel(/^(Verification code|رمز التحقق)$/).fill('1234');
  await page.getByRole('button', { name: /^(Verify|تحقّق)$/ }).click();
}

/** From the address step (default preselected) to the summary. */
async function continueToSummary(page: Page, t: (typeof TEXT)[Language]): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.continue }).click();
  await expect(main.getByRole('heading', { name: t.summary })).toBeVisible();
}

/** The card-part confirmation, answered yes, then the sandbox pages with `card`. */
async function payTheRestByCard(page: Page, t: (typeof TEXT)[Language], cardPart: number, card: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.place, exact: true }).click();
  const confirmation = main.getByRole('group', { name: t.confirmHeading });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(plain(t.confirmMessage(t.money(cardPart))));
  await confirmation.getByRole('button', { name: plain(t.payByCard(t.money(cardPart))) }).click();
  await payOnSandbox(page, card);
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: the address step says what is missing: a default, a choice, shipping, a cart`, async ({ page, context, request, baseURL }) => {
    const shopper = await registerThroughApi(request, `address-${language}`);
    // Two addresses, then the default one deleted: an address in Arar is left, not the default.
    const riyadh = await addAddressThroughApi(request, shopper);
    const arar = await addAddressThroughApi(request, shopper, ARAR);
    await fillCartUnservedAt(request, shopper, riyadh, arar);
    expect((await request.post(`/api/addresses/${riyadh}/default`, { headers: auth(shopper) })).status()).toBe(200);
    expect((await request.delete(`/api/addresses/${riyadh}`, { headers: auth(shopper) })).status()).toBeLessThan(300);
    await signIn(page, context, shopper, baseURL!);

    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    const addresses = main.getByRole('radiogroup', { name: t.chooseAddress });
    await expect(main.getByRole('alert').filter({ hasText: t.noDefault })).toBeVisible();
    await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(0);

    await main.getByRole('button', { name: t.continue }).click();
    await expect(main.getByRole('alert').filter({ hasText: t.noChoice })).toBeFocused();

    await addresses.getByRole('radio', { name: new RegExp(ARAR.addressText) }).check();
    await main.getByRole('button', { name: t.continue }).click();
    await expect(main.getByRole('alert').filter({ hasText: t.noShipping })).toBeFocused();

    // A new address where the seller ships: saved, chosen, and priced.
    const form = main.getByRole('form', { name: t.newAddress });
    await main.getByRole('button', { name: language === 'en' ? 'Add a new address' : 'إضافة عنوان جديد' }).click();
    await form.getByLabel(t.region).selectOption({ value: 'riyadh' });
    await form.getByLabel(t.city).selectOption({ value: 'riyadh' });
    await form.getByRole('textbox', { name: t.address }).fill('abc');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('textbox', { name: t.address })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('textbox', { name: t.address }).fill(RIYADH.addressText);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toHaveCount(0);
    await expect(addresses.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(RIYADH.addressText));
    await continueToSummary(page, t);

    // The cart emptied elsewhere: checkout sends the shopper to the cart.
    await emptyCart(request, shopper);
    await main.getByRole('button', { name: t.changeAddress }).click();
    await main.getByRole('button', { name: t.continue }).click();
    const refused = main.getByRole('alert').filter({ hasText: t.emptyCart });
    await expect(refused).toBeVisible();
    await expect(refused.getByRole('link', { name: t.goToCart })).toHaveAttribute('href', `/${language}/cart`);
  });

  test(`${language}: Sara pays from her wallet alone and sees her order codes`, async ({ page, context, request, baseURL }) => {
    const sara = await loginThroughApi(request, SARA);
    await emptyCart(request, sara);
    const before = await walletBalance(request, sara);
    const quote = await fillCart(request, sara, await defaultAddressId(request, sara), (q) => q.split.cardPart === 0, index);
    await signIn(page, context, sara, baseURL!);

    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Her default address is preselected.
    const addresses = main.getByRole('radiogroup', { name: t.chooseAddress });
    await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
    await continueToSummary(page, t);
    await expect(main.getByRole('heading', { name: t.orderFrom })).toHaveCount(1);
    const payment = main.getByRole('region', { name: t.payment });
    await expect(payment).toContainText(plain(t.money(quote.totals.total)));

    await payment.getByRole('button', { name: plain(t.placeWithWallet(t.money(quote.totals.total))) }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/success\\?checkout=`));
    await expect(main.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: t.succeeded })).toBeVisible();
    const order = main.getByRole('link', { name: t.order });
    await expect(order).toHaveCount(1);
    await expect(order).toHaveAttribute('href', new RegExp(`^/${language}/orders/HRF-\\d{6}$`));
    expect(await walletBalance(request, sara)).toBe(before - quote.totals.total);
  });

  test(`${language}: a new shopper adds an address, is asked before the card pays the rest, and pays`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const shopper = await registerThroughApi(request, `card-${language}`);
    await signIn(page, context, shopper, baseURL!);
    await topUp(page, request, shopper, 1_000);

    // With no address yet, the checkout screen offers the form: the new address is chosen.
    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    await expect(main.getByText(t.noAddress)).toBeVisible();
    const form = main.getByRole('form', { name: t.newAddress });
    await form.getByLabel(t.region).selectOption({ value: 'riyadh' });
    await form.getByLabel(t.city).selectOption({ value: 'riyadh' });
    await form.getByRole('textbox', { name: t.address }).fill('Takhassusi Street, Al Rahmaniyah District, Villa 21');
    await form.getByRole('button', { name: t.save }).click();
    await expect(main.getByRole('radiogroup', { name: t.chooseAddress }).getByRole('radio', { checked: true })).toHaveCount(1);

    const quote = await fillCart(request, shopper, await defaultAddressId(request, shopper), (q) => q.split.cardPart > 0, index);
    expect(quote.split.walletPart).toBe(1_000);
    await continueToSummary(page, t);
    const payment = main.getByRole('region', { name: t.payment });
    await expect(payment).toContainText(plain(t.money(quote.split.cardPart)));

    // Saying no keeps the order unplaced and offers a top-up instead.
    await payment.getByRole('button', { name: t.place, exact: true }).click();
    await payment.getByRole('button', { name: t.walletFirst }).click();
    await expect(payment.getByRole('link', { name: t.topUpLink })).toHaveAttribute('href', `/${language}/profile/wallet`);
    expect(await walletBalance(request, shopper)).toBe(1_000);

    await payTheRestByCard(page, t, quote.split.cardPart, APPROVED);
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/success\\?checkout=`));
    await expect(main.getByRole('status').filter({ hasText: t.succeeded })).toBeVisible();
    await expect(main.getByRole('link', { name: t.order })).toHaveCount(1);
    const paid = main.getByRole('region', { name: language === 'en' ? 'What you paid' : 'ما دفعته' });
    await expect(paid).toContainText(plain(t.money(1_000)));
    await expect(paid).toContainText(plain(t.money(quote.split.cardPart)));
    expect(await walletBalance(request, shopper)).toBe(0);
  });

  test(`${language}: a declined card lands on the failure screen with the wallet intact, and trying again succeeds`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const shopper = await registerThroughApi(request, `declined-${language}`);
    const addressId = await addAddressThroughApi(request, shopper);
    await signIn(page, context, shopper, baseURL!);
    await topUp(page, request, shopper, 1_000);
    const quote = await fillCart(request, shopper, addressId, (q) => q.split.cardPart > 0, index);

    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    await continueToSummary(page, t);
    await payTheRestByCard(page, t, quote.split.cardPart, DECLINED);

    await expect(page).toHaveURL(new RegExp(`/${language}/payment/failure\\?checkout=`));
    await expect(main.getByRole('heading', { level: 1, name: t.failureTitle })).toBeVisible();
    await expect(main.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
    await expect(main.getByText(t.balanceNow).locator('..')).toContainText(plain(t.money(1_000)));
    expect(await walletBalance(request, shopper)).toBe(1_000);
    await expect(main.getByRole('link', { name: t.contactUs })).toHaveAttribute('href', `/${language}/contact-us`);

    await main.getByRole('link', { name: t.tryAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));
    await continueToSummary(page, t);
    await payTheRestByCard(page, t, quote.split.cardPart, APPROVED);
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/success\\?checkout=`));
    await expect(main.getByRole('link', { name: t.order })).toHaveCount(1);
    expect(await walletBalance(request, shopper)).toBe(0);
  });
}
