// What the commerce specs share: shoppers made and signed in through the API, their addresses,
// carts and wallets, and the sandbox card gateway's pages (a top-up, a card payment). Every
// helper works in either language.
import { registerAndConfirm } from './mail';
import { expect, type APIRequestContext, type BrowserContext, type Page } from './test';

export const PASSWORD = 'Najd@2026';
export const SARA = { email: 'sara@herfa.test', password: 'Herfa@2026' };
export const APPROVED = '4111 1111 1111 1111';
export const DECLINED = '4000 0000 0000 9995';
/** Products other suites look at: their stock stays as seeded. */
export const LEFT_ALONE = ['clay-serving-bowl-wave-ae0', 'camel-leather-sandals-najdi-now', 'personalised-diwani-canvas-on-indigo-7lj'];

export type Language = 'en' | 'ar';

export interface Session {
  readonly token: string;
  readonly user: { readonly id: string; readonly email: string };
}

export interface Quote {
  readonly totals: { readonly total: number };
  readonly split: { readonly walletPart: number; readonly cardPart: number };
}

/** Normalises the no-break spaces Intl puts in amounts, for comparing texts. */
export const plain = (text: string) => text.replace(/\u00a0/g, ' ');

export const auth = (session: Session, language: Language = 'en') => ({
  Authorization: `Bearer ${session.token}`,
  'Accept-Language': language,
});

/** A fresh shopper, registered as the storefront does: the code mailed to the address confirms it. */
export async function registerThroughApi(request: APIRequestContext, label: string): Promise<Session> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const response = await registerAndConfirm(request, {
    fullName: 'Huda Alshehri',
    email: `${label}-${unique}@herfa.test`,
    phone: `05${unique.slice(-8)}`,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    termsAccepted: true,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Session;
}

/**
 * One session per account and test worker. The whole suite reaches the server from one address,
 * and the server allows 20 logins per address in 15 minutes (RATE_LIMITS.loginPerAddress), so
 * signing the same seller in for every order would hit it; no test here signs these sessions out.
 */
const sessions = new Map<string, Promise<Session>>();

export function loginThroughApi(request: APIRequestContext, credentials: typeof SARA): Promise<Session> {
  const key = `${credentials.email}\n${credentials.password}`;
  let session = sessions.get(key);
  if (session === undefined) {
    session = (async () => {
      const response = await request.post('/api/auth/login', { data: { ...credentials, rememberMe: false } });
      expect(response.status()).toBe(200);
      return (await response.json()) as Session;
    })();
    session.catch(() => sessions.delete(key));
    sessions.set(key, session);
  }
  return session;
}

/** The browser session the login screen leaves: storage and the user-data cookie. */
export async function signIn(page: Page, context: BrowserContext, session: Session, baseURL: string) {
  await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL }]);
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('herfa:token', JSON.stringify(token));
    localStorage.setItem('herfa:user', JSON.stringify(user));
  }, session);
}

export async function walletBalance(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/api/wallet', { headers: auth(session) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

export const RIYADH = { regionId: 'riyadh', cityId: 'riyadh', addressText: 'Olaya Street, Al Olaya District, Building 3' };
export const ARAR = { regionId: 'northern-borders', cityId: 'arar', addressText: 'King Abdulaziz Road, Al Rawdah District, House 5' };

export async function addAddressThroughApi(request: APIRequestContext, session: Session, address = RIYADH): Promise<string> {
  const response = await request.post('/api/addresses', { headers: auth(session), data: { ...address, isDefault: true } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function defaultAddressId(request: APIRequestContext, session: Session): Promise<string> {
  const response = await request.get('/api/addresses', { headers: auth(session) });
  const addresses = (await response.json()) as { id: string; isDefault: boolean }[];
  return addresses.find((address) => address.isDefault)!.id;
}

export async function emptyCart(request: APIRequestContext, session: Session): Promise<void> {
  const cart = (await (await request.get('/api/cart', { headers: auth(session) })).json()) as { lines: { id: string }[] };
  for (const line of cart.lines) await request.delete(`/api/cart/lines/${line.id}`, { headers: auth(session) });
}

/** The products the cart helpers try, cheapest first, without those some tests leave alone. */
export async function cheapestProducts(request: APIRequestContext): Promise<string[]> {
  const listing = await request.get('/api/products?sort=price-asc&pageSize=48');
  return ((await listing.json()) as { items: { slug: string }[] }).items.map((item) => item.slug).filter((slug) => !LEFT_ALONE.includes(slug));
}

/** What the product page's API says of a product's options and stock. */
export interface StockedDetail {
  readonly stock: number;
  readonly colours: readonly { readonly id: string }[];
  readonly sizes: readonly { readonly id: string }[];
  readonly optionStock: readonly { readonly colour: string | null; readonly size: string | null; readonly stock: number }[] | null;
}

/**
 * The colour and size to buy of a product, and the pieces that choice may take: its first colour
 * and size when they share the product's stock, else the pair with the most pieces left.
 */
export function roomiestChoice(detail: StockedDetail): { readonly options: { colour?: string; size?: string }; readonly stock: number } {
  const fullest = detail.optionStock?.reduce((best, pair) => (pair.stock > best.stock ? pair : best));
  const colour = fullest === undefined ? detail.colours[0]?.id : fullest.colour;
  const size = fullest === undefined ? detail.sizes[0]?.id : fullest.size;
  return { options: { ...(colour ? { colour } : {}), ...(size ? { size } : {}) }, stock: fullest?.stock ?? detail.stock };
}

/**
 * Adds one piece of `slug` (see roomiestChoice) to the shopper's cart when at least 8 of that
 * choice are in stock; answers the cart's line of that product, or null when it was not added.
 */
export async function addStockedPiece(request: APIRequestContext, session: Session, slug: string): Promise<{ id: string } | null> {
  const choice = roomiestChoice((await (await request.get(`/api/products/${slug}`)).json()) as StockedDetail);
  if (choice.stock < 8) return null;
  const added = await request.post('/api/cart/lines', {
    headers: auth(session),
    data: { productSlug: slug, quantity: 1, ...choice.options },
  });
  if (added.status() !== 200 && added.status() !== 201) return null;
  const cart = (await added.json()) as { lines: { id: string; product: { slug: string } }[] };
  return cart.lines.find((line) => line.product.slug === slug) ?? null;
}

/**
 * Puts one product in the cart whose checkout to the address `fits` (the wallet covers it, or
 * does not), cheapest first; products that are not shipped there, or are short of stock, are
 * skipped. `skip` spreads the tests over different products.
 */
export async function fillCart(
  request: APIRequestContext,
  session: Session,
  addressId: string,
  fits: (quote: Quote) => boolean,
  skip: number,
): Promise<Quote> {
  let skipped = 0;
  for (const slug of await cheapestProducts(request)) {
    if ((await addStockedPiece(request, session, slug)) === null) continue;
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
export async function fillCartUnservedAt(request: APIRequestContext, session: Session, served: string, unserved: string): Promise<void> {
  for (const slug of await cheapestProducts(request)) {
    if ((await addStockedPiece(request, session, slug)) === null) continue;
    const there = await request.post('/api/checkout/quote', { headers: auth(session), data: { addressId: unserved } });
    const here = await request.post('/api/checkout/quote', { headers: auth(session), data: { addressId: served } });
    const refusal = there.status() >= 400 ? ((await there.json()) as { code: string }).code : null;
    if (refusal === 'checkout.noShippingForAddress' && here.status() === 200) return;
    await emptyCart(request, session);
  }
  throw new Error('every product ships to both addresses');
}

/** Tops the wallet up through the sandbox gateway's card and 3-D Secure pages. */
export async function topUp(page: Page, request: APIRequestContext, session: Session, halalas: number): Promise<void> {
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
export async function payOnSandbox(page: Page, card: string): Promise<void> {
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
