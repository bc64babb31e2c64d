// Checkout as a shopper meets it, in English and Arabic, against the real server and the sandbox
// card gateway: the demo shopper Sara pays from her wallet alone; a fresh shopper with no
// address adds one on the checkout screen, is asked before the card pays the rest, declines
// once (and is offered a wallet top-up), then pays by card; a declined card lands on the failure
// screen with the wallet intact, and "Try again" succeeds. Fresh shoppers are funded by a top-up
// through the same sandbox pages. Elements are found by role and label.
import { pageMoney } from './support/money';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import {
  APPROVED,
  ARAR,
  DECLINED,
  RIYADH,
  SARA,
  addAddressThroughApi,
  addStockedPiece,
  auth,
  cheapestProducts,
  defaultAddressId,
  emptyCart,
  fillCart,
  fillCartUnservedAt,
  loginThroughApi,
  payOnSandbox,
  plain,
  registerThroughApi,
  signIn,
  topUp,
  walletBalance,
  type Session,
} from './support/shopping';

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
    doesNotDeliver: (store: string, region: string) => `${store} does not deliver to ${region}.`,
    removeOne: 'Remove this item from the cart and continue',
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
    insufficientFunds: 'The card was declined for insufficient funds: another card, or a wallet top-up, will do.',
    balanceNow: 'Balance available now',
    tryAgain: 'Try again',
    contactUs: 'Contact us',
    order: /^Order HRF-\d{6}$/,
    fromWallet: 'From your wallet',
    byCard: 'By card',
    money: (halalas: number) => pageMoney('en', halalas / 100),
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
    noShipping: 'لا يتوفر شحن إلى هذا العنوان، يُرجى اختيار عنوان آخر.',
    doesNotDeliver: (store: string, region: string) => `لا يوصّل متجر ${store} إلى ${region}.`,
    removeOne: 'أزِل هذا المنتج من السلة وتابِع',
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
    insufficientFunds: 'رُفضت البطاقة لعدم كفاية الرصيد: جرّب بطاقة أخرى، أو اشحن محفظتك.',
    balanceNow: 'الرصيد المتاح الآن',
    tryAgain: 'حاول مرة أخرى',
    contactUs: 'تواصل معنا',
    order: /^الطلب HRF-\d{6}$/,
    fromWallet: 'من محفظتك',
    byCard: 'بالبطاقة',
    money: (halalas: number) => pageMoney('ar', halalas / 100),
  },
} as const;

type Language = keyof typeof TEXT;

interface StoreShipping {
  readonly seller: { readonly slug: string; readonly name: string };
  readonly fee: number | null;
  readonly lineIds: readonly string[];
}

/**
 * Adds a product whose store delivers to `addressId` (or, with `delivers` false, does not) to the
 * shopper's cart, and answers that store's shipping as the API names it in `language`.
 */
async function addProductWhoseStore(request: APIRequestContext, session: Session, addressId: string, delivers: boolean, language: Language): Promise<StoreShipping> {
  const inCart = ((await (await request.get('/api/cart', { headers: auth(session) })).json()) as { lines: { product: { slug: string } }[] }).lines.map(
    (line) => line.product.slug,
  );
  for (const slug of (await cheapestProducts(request)).filter((candidate) => !inCart.includes(candidate))) {
    const line = await addStockedPiece(request, session, slug);
    if (line === null) continue;
    const shipping = await request.post('/api/checkout/shipping', { headers: { ...auth(session), 'Accept-Language': language }, data: { addressId } });
    const store = ((await shipping.json()) as { stores: StoreShipping[] }).stores.find((candidate) => candidate.lineIds.includes(line.id))!;
    if ((store.fee !== null) === delivers && store.lineIds.length === 1) return store;
    expect((await request.delete(`/api/cart/lines/${line.id}`, { headers: auth(session) })).ok()).toBe(true);
  }
  throw new Error(`no product's store ${delivers ? 'delivers' : 'fails to deliver'} there`);
}

/** From the address step (default preselected) to the summary. */
async function continueToSummary(page: Page, t: (typeof TEXT)[Language]): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.continue }).click();
  await expect(main.getByRole('heading', { name: t.summary })).toBeVisible();
}

/** The card-part confirmation, answered yes, then the sandbox pages with `card`. */
/** Places the order and pays its card part on the sandbox's page; answers what that page said the payment is for. */
async function payTheRestByCard(page: Page, t: (typeof TEXT)[Language], cardPart: number, card: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.place, exact: true }).click();
  const confirmation = main.getByRole('group', { name: t.confirmHeading });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(plain(t.confirmMessage(t.money(cardPart))));
  await confirmation.getByRole('button', { name: plain(t.payByCard(t.money(cardPart))) }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/payments\//);
  const description = (await page.locator('dt', { hasText: /^(Description|الوصف)$/ }).locator('+ dd').textContent()) ?? '';
  await payOnSandbox(page, card);
  return description;
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

  test(`${language}: a store that does not deliver to the address is named, and its item removed to go on`, async ({ page, context, request, baseURL }) => {
    const shopper = await registerThroughApi(request, `unserved-${language}`);
    const arar = await addAddressThroughApi(request, shopper, ARAR);
    const served = await addProductWhoseStore(request, shopper, arar, true, language);
    const unserved = await addProductWhoseStore(request, shopper, arar, false, language);
    await signIn(page, context, shopper, baseURL!);

    await page.goto(`/${language}/checkout`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t.continue }).click();
    const notice = main.getByRole('alert').filter({ hasText: t.noShipping });
    await expect(notice).toBeFocused();
    const region = language === 'en' ? 'Northern Borders' : 'الحدود الشمالية';
    await expect(notice).toContainText(t.doesNotDeliver(unserved.seller.name, region));
    await notice.getByRole('button', { name: t.removeOne }).click();

    // The rest is priced for the same address: one order, from the store that delivers there.
    await expect(main.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(main.getByRole('heading', { name: t.orderFrom })).toHaveText([new RegExp(served.seller.name)]);
    const cart = (await (await request.get('/api/cart', { headers: auth(shopper) })).json()) as { lines: { id: string }[] };
    expect(cart.lines.map((line) => line.id)).toEqual(served.lineIds);
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

    const paidFor = await payTheRestByCard(page, t, quote.split.cardPart, APPROVED);
    await expect(page).toHaveURL(new RegExp(`/${language}/payment/success\\?checkout=`));
    await expect(main.getByRole('status').filter({ hasText: t.succeeded })).toBeVisible();
    await expect(main.getByRole('link', { name: t.order })).toHaveCount(1);
    // The card's page named the order the shopper now has.
    const code = (await main.getByRole('link', { name: t.order }).textContent())?.match(/HRF-\d{6}/)?.[0];
    expect(paidFor).toBe(language === 'en' ? `Herfa order ${code}` : `طلب من حِرفة رقم ${code}`);
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
    // The spec's sentence, and beside it why: the test card is declined for insufficient funds.
    await expect(main.getByRole('alert').filter({ hasText: t.failed })).toContainText(t.insufficientFunds);
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
