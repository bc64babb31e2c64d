// The walking skeleton as a visitor meets it: the root sends them to their language, each
// language renders with its own lang and direction, and the switch keeps their place.
import { expect, test } from './support/test';

test.describe('the root path', () => {
  test('sends a visitor with no preference to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await context.close();
  });

  test('prefers the locale cookie over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });
});

test('English renders left to right', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Handmade in Saudi Arabia' })).toBeVisible();
  await expect(page).toHaveTitle('Herfa · Handmade in Saudi Arabia');
});

test('Arabic renders right to left in the bundled Arabic font', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('في السعودية');
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // The font loads after the first paint (font-display: swap): wait until it has.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'حرفة'))).toBe(true);
});

test('the language switch keeps the path and is remembered', async ({ page, context }) => {
  await page.goto('/en/products/all?sort=newest');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/products\/all\?sort=newest$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('ar');
  expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an unknown page says so with its full path, in the page language', async ({ page }) => {
  await page.goto('/en/no-such-page?x=1');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /en/no-such-page?x=1')).toBeVisible();

  await page.goto('/ar/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('/ar/no-such-page')).toBeVisible();
});

test('the API answers on the same port', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test('a field with the keyboard in it shows a 2 px ring, in both languages', async ({ page }) => {
  for (const language of ['en', 'ar']) {
    await page.goto(`/${language}/auth/login`);
    for (const field of [page.getByRole('main').getByRole('textbox').first(), page.locator('#header-search, main input[type=password]').first()]) {
      await field.focus();
      const ring = await field.evaluate((element) => {
        // A password field's ring is on the wrapper around its input.
        const style = getComputedStyle(element.closest('.mantine-Input-input') ?? element);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring).toEqual({ style: 'solid', width: '2px' });
    }
  }
});

test('a shopper who asked for less motion gets none', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/en/products/all');
  const durations = await page.getByRole('main').getByRole('article').first().evaluate((card) => getComputedStyle(card).transitionDuration);
  expect(durations.split(', ').every((duration) => parseFloat(duration) < 0.001)).toBe(true);
  await context.close();
});

test('at the foot of a page the scroll-to-top button covers none of the footer, in both languages', async ({ page }) => {
  for (const [language, label] of [['en', 'Back to top'], ['ar', 'العودة إلى الأعلى']] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${language}/products/all`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByRole('button', { name: label });
      await expect(button).toBeVisible();
      const covered = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const footer = document.querySelector('footer')!;
        const texts = [...footer.querySelectorAll('a, span, p, h2, li')].filter((node) => node.children.length === 0 && node.textContent!.trim() !== '');
        return texts
          .filter((node) => {
            const text = node.getBoundingClientRect();
            return text.left < box.right && text.right > box.left && text.top < box.bottom && text.bottom > box.top;
          })
          .map((node) => node.textContent);
      });
      expect(covered, `${language} at ${width} px`).toEqual([]);
    }
  }
});
