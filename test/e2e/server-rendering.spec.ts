// Pages as the server sends them: readable with no script at all (what link previews and
// crawlers see), right to left from the first byte in Arabic, compressed, and hydrated by the
// script without a mismatch, a second request for their data, or a full page load afterwards.
import { expect, test, type Page } from './support/test';

const SANDALS = 'camel-leather-sandals-najdi-now';
/** Out of stock, shipped free: its page draws the badges and states the sandals' does not. */
const FREE_SHIPPING_GIFT = 'bedouin-coffee-set-classic-26h';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, SAR price and picture, with link-preview tags and valid JSON-LD', async ({ page, baseURL }) => {
    await page.goto(`/en/products/details/${SANDALS}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Camel-Leather Sandals — Najdi Style' })).toBeVisible();
    await expect(page.locator('main').getByText(/SAR/).first()).toBeVisible();
    const picture = page.locator(`main img[src*="/media/products/${SANDALS}-1"]`).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    await expect(page).toHaveTitle('Camel-Leather Sandals — Najdi Style · Herfa');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Camel-Leather Sandals — Najdi Style · Herfa');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/media/products/${SANDALS}-1.svg`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'SAR');
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/products/details/${SANDALS}`);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const product = data.find((item) => item['@type'] === 'Product') as { offers: { price: string; priceCurrency: string; availability: string }; image: string[] };
    expect(product.offers.priceCurrency).toBe('SAR');
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    expect(product.image[0]).toBe(`${baseURL}/media/products/${SANDALS}-1.svg`);
    expect(data.map((item) => item['@type'])).toContain('BreadcrumbList');
  });

  test('an Arabic page is right to left from the first byte, with its content', async ({ page }) => {
    const response = await page.goto('/ar/products/all');
    expect(await response?.text()).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"[ >]/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('كل المنتجات');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('the search box searches without a script', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('combobox', { name: 'Search products' }).fill('sadu');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/search-results\/products\?q=sadu$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

/**
 * Loads a page and collects what the console said, which API calls the browser made, and how much
 * the page moved (its cumulative layout shift) until it was hydrated and the network was quiet.
 */
async function visit(page: Page, path: string): Promise<{ problems: string[]; apiCalls: string[]; layoutShift: number }> {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // The shifts so far reach a new observer at once (buffered); a page that never moved has none.
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 250);
      }),
  );
  return { problems, apiCalls, layoutShift };
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: pages hydrate with a clean console, without fetching their data again or moving`, async ({ page }) => {
    const pages = [
      `/${language}`,
      `/${language}/products/all`,
      `/${language}/products/details/${SANDALS}`,
      `/${language}/products/details/${FREE_SHIPPING_GIFT}`,
      `/${language}/search-results/products?q=sadu`,
      `/${language}/stores-deals`,
      `/${language}/sellers`,
      `/${language}/about-us`,
      `/${language}/auth/login`,
    ];
    for (const path of pages) {
      const { problems, apiCalls, layoutShift } = await visit(page, path);
      expect(problems, `${path}: console`).toEqual([]);
      expect(apiCalls, `${path}: API calls after the server rendered the page`).toEqual([]);
      // Issue 11's CLS target; a part hydrated out of place once moved home's feed by 0.48.
      expect(layoutShift, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
    }
  });
}

test('pages that follow a dark system are dark from the start and hydrate with a clean console, without moving', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/en', '/ar/products/all', `/en/products/details/${SANDALS}`, '/ar/auth/login']) {
    const { problems, layoutShift } = await visit(page, path);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme'), `${path}: scheme`).toBe('dark');
    expect(problems, `${path}: console`).toEqual([]);
    expect(layoutShift, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
  }
});

test('the hydrated product page is interactive, and navigation stays in the page', async ({ page }) => {
  await page.goto(`/en/products/details/${SANDALS}`);
  await page.getByRole('radio', { name: 'Dark brown' }).check();
  await page.getByRole('radio', { name: 'EU 42' }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/products\/all$/);
  await expect(page.locator('main article').first()).toBeVisible();
  // Client-side navigation changes the URL without loading another document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  await page.getByRole('button', { name: /^Add .* to favourites$/ }).first().click();
  await expect(page).toHaveURL(/\/en\/auth\/login\?redirect=/);
});

test('a page carries its stylesheets: none is fetched to paint it, and none is added twice on the way', async ({ page }) => {
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`/en/products/details/${SANDALS}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const carried = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(carried.length).toBeGreaterThan(3);
  expect(stylesheetRequests).toEqual([]);
  // Styled from the first byte: the page's own class rules apply (the buy button is Mantine's filled button).
  expect(await page.getByRole('button', { name: 'Add to cart' }).evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  // Screens that need stylesheets the product page carries fetch only the ones it does not.
  await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.locator('main article').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Herfa/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handmade in Saudi Arabia' })).toBeVisible();
  expect(stylesheetRequests.filter((url) => carried.includes(url))).toEqual([]);
  expect(new Set(stylesheetRequests).size).toBe(stylesheetRequests.length);
});

test('scripts, pages and API answers come compressed', async ({ request }) => {
  const page = await request.get('/en', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script as string, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const gzipOnly = await request.get(script as string, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  const api = await request.get('/api/home', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect((await api.json()) as object).toHaveProperty('featured');
});
