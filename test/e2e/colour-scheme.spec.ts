// The colour scheme: the system's until the shopper chooses light or dark in the header (or the
// phone's drawer); the choice is kept in a cookie, so the server draws it from the first byte,
// and a page that follows the system is dark before it is painted when the system is.
import { expect, test, type Page } from './support/test';

const DARK_BODY = 'rgb(29, 35, 48)'; // the theme's dark.7
const LIGHT_BODY = 'rgb(255, 255, 255)';

const bodyColour = (page: Page) => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test.describe('a page that follows the system', () => {
  for (const system of ['dark', 'light'] as const) {
    test(`is ${system} from its first paint when the system is, with only the server's HTML and its head script`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, colorScheme: system });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      // No script of the app's runs: what is drawn is the server's HTML and the inline script.
      await page.route('**/*.js', (route) => route.abort());
      const response = await page.goto('/en/products/all');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<html lang="en" dir="ltr" data-mantine-color-scheme="light">/);
      expect(html).toContain("<script>matchMedia('(prefers-color-scheme: dark)')");
      expect(await scheme(page)).toBe(system);
      expect(await bodyColour(page)).toBe(system === 'dark' ? DARK_BODY : LIGHT_BODY);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      // The page's Content-Security-Policy lets the head script run (Chromium reports a refusal on the console).
      expect(problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([]);
      await context.close();
    });
  }

  test('follows a change of the system once hydrated', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/ar');
    expect(await scheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the scheme kept in the cookie is drawn from the first byte', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'colour-scheme', value: 'dark', url: baseURL! }]);
    const response = await page.goto('/ar');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl" data-mantine-color-scheme="dark">/);
    expect(html).not.toContain("<script>matchMedia('(prefers-color-scheme: dark)')");
    expect(await bodyColour(page)).toBe(DARK_BODY);
  });

  test('a page without a choice and without scripts is light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en');
    expect(await scheme(page)).toBe('light');
    expect(await bodyColour(page)).toBe(LIGHT_BODY);
  });
});

test('the header switch changes the scheme, with the mouse or the keyboard, and the choice survives a reload', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/products/all');
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: 'Appearance: Match the system' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const choices = header.getByRole('group', { name: 'Appearance' });
  await expect(choices.getByRole('radio', { name: 'Match the system' })).toBeChecked();
  await choices.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColour(page)).toBe(DARK_BODY);
  expect((await context.cookies()).find((cookie) => cookie.name === 'colour-scheme')?.value).toBe('dark');

  const reloaded = await page.reload();
  expect(await reloaded?.text()).toMatch(/<html lang="en" dir="ltr" data-mantine-color-scheme="dark">/);
  expect(await scheme(page)).toBe('dark');
  const dark = header.getByRole('button', { name: 'Appearance: Dark' });
  await expect(dark).toBeVisible();

  // The keyboard: Enter opens, Tab reaches the checked choice, the arrows choose, Escape closes.
  await dark.focus();
  await page.keyboard.press('Enter');
  await expect(choices).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(choices.getByRole('radio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(choices.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: 'Appearance: Light' })).toBeFocused();
  await expect(header.getByRole('button', { name: 'Appearance: Light' })).toHaveAttribute('aria-expanded', 'false');

  // Back to the system's (dark now): the cookie goes, and the page follows the system again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await header.getByRole('button', { name: 'Appearance: Light' }).click();
  await choices.getByRole('radio', { name: 'Match the system' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect((await context.cookies()).some((cookie) => cookie.name === 'colour-scheme')).toBe(false);
  await page.reload();
  expect(await scheme(page)).toBe('dark');
});

test('on a phone, the drawer offers the schemes, in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/ar');
  await page.getByRole('button', { name: 'افتح القائمة' }).click();
  const drawer = page.getByRole('dialog');
  const choices = drawer.getByRole('group', { name: 'المظهر' });
  await expect(choices.getByRole('radio', { name: 'حسب إعدادات الجهاز' })).toBeChecked();
  await choices.getByRole('radio', { name: 'داكن' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  expect(await scheme(page)).toBe('dark');
});
