// The cart as a shopper meets it, in English and Arabic, against the real server: a guest adds
// two products (one with a colour and a size), sees them in the cart with the spec's login
// message, logs in as a freshly registered shopper and finds the same items merged into the
// account's cart (the header's count right), then changes a quantity and removes a line.
// Elements are found by role and label.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { PASSWORD, registerThroughApi, type Session } from './support/shopping';

const SANDALS = 'camel-leather-sandals-najdi-now';
const BOWL = 'clay-serving-bowl-wave-ae0';

const TEXT = {
  en: {
    sandals: 'Camel-Leather Sandals — Najdi Style',
    bowl: 'Hand-Thrown Serving Bowl — Wave Decoration',
    colour: 'Dark brown',
    size: 'EU 42',
    add: 'Add to cart',
    increase: 'Increase quantity',
    cart: (count: string) => (count === '1' ? 'Cart, 1 item' : `Cart, ${count} items`),
    title: 'Cart',
    loginRequired: 'Please login to your account to complete process',
    login: 'Login',
    form: 'Log in',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    checkout: 'Checkout',
    increaseLine: (name: string) => `Increase quantity of ${name}`,
    removeLine: (name: string) => `Remove ${name} from the cart`,
    digits: (value: number) => String(value),
    empty: 'Your cart is empty',
  },
  ar: {
    sandals: 'نعال من جلد الإبل — الطراز النجدي',
    bowl: 'زبدية تقديم مشغولة على الدولاب — بزخرفة الموج',
    colour: 'بني داكن',
    size: 'مقاس ٤٢',
    add: 'أضف إلى السلة',
    increase: 'زيادة الكمية',
    // One and two are words in Arabic; this spec's other counts (3, 4) take the plural.
    cart: (count: string) => ({ '١': 'السلة، منتج واحد', '٢': 'السلة، منتجان' })[count] ?? `السلة، ${count} منتجات`,
    title: 'السلة',
    loginRequired: 'يرجى تسجيل الدخول إلى حسابك لإتمام العملية',
    login: 'تسجيل الدخول',
    form: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    checkout: 'إتمام الطلب',
    increaseLine: (name: string) => `زيادة كمية ${name}`,
    removeLine: (name: string) => `إزالة ${name} من السلة`,
    digits: (value: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(value),
    empty: 'سلتك فارغة',
  },
} as const;

async function serverCart(request: APIRequestContext, session: Session) {
  const response = await request.get('/api/cart', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { lines: { product: { slug: string }; quantity: number; colour: { id: string } | null }[] };
}

const cartLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];

  test(`${language}: a guest’s cart is kept through login, merged into the account’s, and changed`, async ({ page, request }) => {
    const shopper = await registerThroughApi(request, 'cart');

    // A guest adds the sandals in a colour and size, and two bowls.
    await page.goto(`/${language}/products/details/${SANDALS}`);
    await page.getByRole('radio', { name: t.colour }).check();
    await page.getByRole('radio', { name: t.size }).check();
    await page.getByRole('button', { name: t.add }).click();
    await expect(cartLink(page, t.cart(t.digits(1)))).toBeVisible();
    await page.goto(`/${language}/products/details/${BOWL}`);
    await page.getByRole('button', { name: t.increase, exact: true }).click();
    await page.getByRole('button', { name: t.add }).click();
    await expect(cartLink(page, t.cart(t.digits(3)))).toBeVisible();

    // The guest's cart, with the options and the spec's message.
    await cartLink(page, t.cart(t.digits(3))).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const sandals = main.getByRole('article', { name: t.sandals });
    await expect(sandals).toContainText(t.colour);
    await expect(sandals).toContainText(t.size);
    await expect(main.getByRole('article', { name: t.bowl })).toBeVisible();
    await expect(main.getByText(t.loginRequired)).toBeVisible();

    // Logging in keeps the cart: it is merged into the account's and shown again.
    await main.getByRole('link', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/auth/login\\?redirect=`));
    const form = page.getByRole('form', { name: t.form });
    await form.getByLabel(t.email).fill(shopper.user.email);
    await form.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
    await expect(main.getByRole('link', { name: t.checkout })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(main.getByRole('article', { name: t.sandals })).toContainText(t.colour);
    await expect(cartLink(page, t.cart(t.digits(3)))).toBeVisible();
    await expect(main.getByText(t.loginRequired)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('herfa:tempCart'))).toBeNull();
    expect((await serverCart(request, shopper)).lines.map((line) => [line.product.slug, line.quantity, line.colour?.id ?? null])).toEqual([
      [SANDALS, 1, 'dark-brown'],
      [BOWL, 2, null],
    ]);

    // A quantity goes up, a line goes away; the header follows.
    await main.getByRole('button', { name: t.increaseLine(t.sandals) }).click();
    await expect(cartLink(page, t.cart(t.digits(4)))).toBeVisible();
    await expect(main.getByRole('article', { name: t.sandals }).getByRole('group')).toContainText(t.digits(2));
    await main.getByRole('button', { name: t.removeLine(t.bowl) }).click();
    await expect(main.getByRole('article', { name: t.bowl })).toHaveCount(0);
    await expect(cartLink(page, t.cart(t.digits(2)))).toBeVisible();
    expect((await serverCart(request, shopper)).lines.map((line) => [line.product.slug, line.quantity])).toEqual([[SANDALS, 2]]);

    // The count survives a reload (it comes from the server), and an emptied cart says so.
    await page.reload();
    await expect(cartLink(page, t.cart(t.digits(2)))).toBeVisible();
    await main.getByRole('button', { name: t.removeLine(t.sandals) }).click();
    await expect(main.getByRole('heading', { name: t.empty })).toBeVisible();
  });
}
