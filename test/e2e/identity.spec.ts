// Google and Apple sign-in in Chromium through the real Firebase Authentication emulator (the
// e2e server is configured for it, playwright.config.ts): the provider's popup, the fallback to
// its own page when popups are blocked, linking to a password account with the same email, each
// condition's message, and deleting the account with the provider's user, in both languages.
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR_PROJECT, AUTH_EMULATOR_URL, E2E_PORT } from '../../scripts/lib/e2e-ports.mjs';
import { registerThroughApi } from './support/shopping';
import { expect, test } from './support/test';

const uniqueEmail = (label: string) => `${label}-${Date.now()}${Math.floor(Math.random() * 1e4)}@herfa.test`;

/** In the emulator's stand-in for Google's or Apple's page: a new account with this email and name. */
async function chooseNewAccount(provider: Page, email: string, name: string): Promise<void> {
  await provider.getByRole('button', { name: 'Add new account' }).click();
  await provider.locator('#email-input').fill(email);
  await provider.locator('#display-name-input').fill(name);
  await provider.locator('#sign-in').click();
}

/** The emulator's users with this email (its REST API, as the project's owner). */
async function emulatorUsers(page: Page, email: string): Promise<number> {
  const response = await page.request.post(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${AUTH_EMULATOR_PROJECT}/accounts:lookup`, {
    headers: { Authorization: 'Bearer owner' },
    data: { email: [email] },
  });
  expect(response.ok()).toBe(true);
  const { users = [] } = (await response.json()) as { users?: unknown[] };
  return users.length;
}

const banner = (page: Page) => page.getByRole('banner');

test.describe('signing in with Google and Apple', () => {
  // Google's iframe library, which the SDK and the emulator's helper frame talk through, is out of
  // reach offline: its requests get the stand-in of support/gapi-iframes.js (popups included).
  test.beforeEach(async ({ context }) => {
    await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
      route.fulfill({ path: 'test/e2e/support/gapi-iframes.js', contentType: 'text/javascript' }),
    );
  });

  test('a new shopper signs in with Google through its popup, in English, and is welcomed', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/en/auth/login?redirect=/en/profile');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const provider = await popup;
    // Firebase opens the provider's window at 500×600 (spec §9).
    expect(await provider.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
    await expect(provider.getByText('Sign-in with Google.com')).toBeVisible();
    await chooseNewAccount(provider, email, 'Reem Alqahtani');

    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to Herfa, Reem Alqahtani' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('herfa:token'))).not.toBeNull();
  });

  test('a new shopper signs up with Apple in Arabic, right to left', async ({ page }) => {
    const email = uniqueEmail('apple');
    await page.goto('/ar/auth/register');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'التسجيل عبر Apple' }).click();
    const provider = await popup;
    await expect(provider.getByText('Sign-in with Apple.com')).toBeVisible();
    await chooseNewAccount(provider, email, 'سارة الدوسري');

    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('status').filter({ hasText: 'أهلًا بك في حِرفة يا سارة الدوسري' })).toBeVisible();
    await expect(banner(page).getByText('سارة', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('Google with the email of a password account signs in to that account, not a new one', async ({ page, request }) => {
    const registered = await registerThroughApi(request, 'linked');
    await page.goto('/en/auth/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await chooseNewAccount(await popup, registered.user.email, 'Someone Else');

    await expect(page).toHaveURL(/\/en$/);
    // The account's own name, not the provider's: it is the registered account.
    await expect(banner(page).getByText('Huda', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to Herfa' })).toHaveCount(0);
    const me = await page.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('herfa:token') ?? '""'))}` },
    });
    expect(await me.json()).toMatchObject({ id: registered.user.id, hasPassword: true, hasSocialSignIn: true });
  });

  test('with popups blocked, Google sign-in goes to the provider\'s page and comes back signed in', async ({ page }) => {
    const email = uniqueEmail('redirect');
    // A browser that blocks the popup: window.open opens nothing.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    // The storefront on the provider's own site (127.0.0.1, as the emulator is), as Firebase advises
    // for sign-in through its page: a browser that keeps storage from third-party frames apart,
    // as this private context does, would otherwise never hand the result back to the page.
    await page.goto(`http://127.0.0.1:${E2E_PORT}/en/auth/login`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${AUTH_EMULATOR_URL}/emulator/auth/handler`));
    await chooseNewAccount(page, email, 'Faisal Alanazi');

    await expect(page).toHaveURL(/\/en$/, { timeout: 20_000 });
    await expect(banner(page).getByText('Faisal', { exact: true })).toBeVisible();
  });

  test('closing the provider\'s window says so, in Arabic, and signs nobody in', async ({ page }) => {
    await page.goto('/ar/auth/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'تسجيل الدخول عبر Google' }).click();
    await (await popup).close();
    await expect(page.getByText('أُغلقت نافذة تسجيل الدخول قبل أن تُكمله. حاول مجددًا متى شئت.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/ar\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('herfa:token'))).toBeNull();
  });

  test('a shopper who signed in with Google deletes the account, and the Google user with it', async ({ page }) => {
    const email = uniqueEmail('delete');
    await page.goto('/en/auth/login');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await chooseNewAccount(await popup, email, 'Nasser Alharbi');
    await expect(banner(page).getByText('Nasser', { exact: true })).toBeVisible();
    expect(await emulatorUsers(page, email)).toBe(1);

    await page.goto('/en/profile/edit');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    const again = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Confirm with Google' }).click();
    // Signing in again for a recent sign-in: the account is already in the provider's list.
    const provider = await again;
    await provider.getByText(email).click();

    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
    await expect(banner(page).getByText('Sign in')).toBeVisible();
    await expect.poll(() => emulatorUsers(page, email)).toBe(0);
    // The email is free again: signing in with it makes a new account.
    const response = await page.request.post('/api/auth/login', { data: { email, password: 'Whatever@2026' } });
    expect(response.status()).toBe(401);
  });
});
