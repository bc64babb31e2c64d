// axe-core on every screen, in both languages: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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
  '/auth/login',
  '/auth/register',
  '/auth/forget-password',
  '/no-such-page',
];

async function expectNoSeriousViolation(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test(`${language} product and gift details have no serious accessibility violation`, async ({ page, request }) => {
    const products = (await (await request.get('/api/products?pageSize=1')).json()) as { items: { slug: string }[] };
    await page.goto(`/${language}/products/details/${products.items[0]!.slug}`);
    await expectNoSeriousViolation(page);
    const gifts = (await (await request.get('/api/gift-products?pageSize=1')).json()) as { items: { slug: string }[] };
    await page.goto(`/${language}/gift-products/${gifts.items[0]!.slug}`);
    await expectNoSeriousViolation(page);
  });

  for (const screen of SCREENS) {
    test(`${language}${screen || ' home'} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(`/${language}${screen}`);
      await expectNoSeriousViolation(page);
    });
  }
}
