// The frame every screen lives in, as a shopper meets it in both languages: the header's links,
// search and account menu, the drawer below 1100 px, the global guards of spec §2, the footer's
// newsletter with its toast, and the 404 page.
import { axeViolations, seriousViolations } from './support/axe';
import { expect, test, type BrowserContext, type Page } from './support/test';

const TEXT = {
  en: {
    main: 'Main',
    nav: { Products: '/products/all', Gifts: '/gift-products', Stores: '/sellers', Deals: '/stores-deals' },
    favourites: 'Favourites',
    cart: 'Cart',
    notifications: 'Notifications',
    search: 'Search products',
    searchButton: 'Search',
    searchRequired: 'Please enter your search query',
    openMenu: 'Open the menu',
    menu: 'Menu',
    signIn: 'Sign in',
    login: 'Login',
    register: 'Register',
    newsletterEmail: 'Email',
    subscribe: 'Subscribe',
    subscribed: 'Subscribed',
    invalidEmail: 'The email field must be a valid email',
    notFound: 'Page Not Found',
  },
  ar: {
    main: 'الرئيسية',
    nav: { المنتجات: '/products/all', الهدايا: '/gift-products', المتاجر: '/sellers', العروض: '/stores-deals' },
    favourites: 'المفضلة',
    cart: 'السلة',
    notifications: 'الإشعارات',
    search: 'ابحث في المنتجات',
    searchButton: 'بحث',
    searchRequired: 'يرجى إدخال كلمة البحث',
    openMenu: 'افتح القائمة',
    menu: 'القائمة',
    signIn: 'تسجيل الدخول',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    newsletterEmail: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    subscribed: 'تم الاشتراك',
    invalidEmail: 'البريد الإلكتروني',
    notFound: 'الصفحة غير موجودة',
  },
} as const;

/**
 * Signs the demo shopper in the way the login screen leaves the browser: the session in local
 * storage and the user-data cookie (spec §4). The login screen itself is tested in account.spec.ts.
 */
async function signIn(context: BrowserContext, baseURL: string) {
  const response = await context.request.post(`${baseURL}/api/auth/login`, {
    data: { email: 'sara@herfa.test', password: 'Herfa@2026' },
  });
  expect(response.ok()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('herfa:token', JSON.stringify(token));
      localStorage.setItem('herfa:user', JSON.stringify(user));
    },
    [token, user] as const,
  );
  await context.addCookies([{ name: 'userData', value: user.id, url: baseURL }]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoSeriousViolations(page: Page, include: string) {
  expect(await seriousViolations(page, { include })).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test.describe(`the frame in ${language}`, () => {
    test('header links go to their screens', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${language}/no-such-page`);
      const nav = page.getByRole('navigation', { name: text.main });
      for (const [name, path] of Object.entries(text.nav)) {
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${language}${escape(path)}$`));
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      }
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: text.favourites, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/favourite$`));
      await header.getByRole('link', { name: text.cart, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
      await header.getByRole('link', { name: text.notifications, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/notifications$`));
    });

    test('the account menu offers a guest Login and Register', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${language}/no-such-page`);
      const trigger = page.getByRole('banner').getByRole('button', { name: text.signIn });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousViolations(page, 'header');
      await page.getByRole('banner').getByRole('link', { name: text.register }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/auth/register$`));
    });

    test('below 1100 px the navigation is a drawer from the start side', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${language}/no-such-page`);
      await expect(page.getByRole('navigation', { name: text.main })).toBeHidden();
      await page.getByRole('button', { name: text.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: text.menu });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: text.login })).toBeVisible();

      const box = (await drawer.boundingBox())!;
      if (language === 'ar') expect(box.x + box.width).toBeCloseTo(390, 0);
      else expect(box.x).toBeCloseTo(0, 0);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      // The open drawer adds no second banner, nor a landmark named like another.
      const landmarks = await axeViolations(page, { rules: ['landmark-no-duplicate-banner', 'landmark-unique'] });
      expect(landmarks.map((violation) => violation.id)).toEqual([]);

      // Dismissed with Escape, it gives the focus back to its button; then a link is followed.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: text.openMenu })).toBeFocused();
      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(drawer).toBeVisible();
      const [name, path] = Object.entries(text.nav)[1]!;
      await drawer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}${escape(path)}$`));
      await expect(drawer).toBeHidden();
    });

    test('an empty search is refused in place; a query goes to the results', async ({ page }) => {
      await page.goto(`/${language}/no-such-page`);
      const search = page.getByRole('search');
      await search.getByRole('button', { name: text.searchButton }).click();
      await expect(search.getByText(text.searchRequired)).toBeVisible();
      await expect(search.getByRole('combobox', { name: text.search })).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`/${language}/no-such-page$`));

      await search.getByRole('combobox', { name: text.search }).fill('sadu');
      await search.getByRole('combobox', { name: text.search }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${language}/search-results/products\\?q=sadu$`));
    });

    test('the newsletter checks the address, then thanks the shopper with a polite toast', async ({ page }) => {
      await page.goto(`/${language}/no-such-page`);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: text.newsletterEmail });
      await email.fill('not-an-email');
      await footer.getByRole('button', { name: text.subscribe }).click();
      await expect(footer.getByText(text.invalidEmail).first()).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill(`frame-${language}-${Date.now()}@herfa.test`);
      await footer.getByRole('button', { name: text.subscribe }).click();
      const toast = page.getByRole('status').filter({ hasText: text.subscribed });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('aria-live', 'polite');
      await expect(email).toHaveValue('');
    });

    test('an unknown page is a 404 with its full path', async ({ page }) => {
      await page.goto(`/${language}/no/such/page?x=1`);
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      await expect(page.getByText(`/${language}/no/such/page?x=1`)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${text.notFound}`));
    });
  });
}

test.describe('the global guards (spec §2)', () => {
  test('a signed-in shopper (user-data cookie) is sent home from auth paths', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!);
    await page.goto('/en/auth/login');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/ar/auth/register');
    await expect(page).toHaveURL(/\/ar$/);
  });

  test('a guest is sent home from profile paths', async ({ page }) => {
    await page.goto('/ar/profile');
    await expect(page).toHaveURL(/\/ar$/);
    await page.goto('/en/profile/edit');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('route rules send bare section paths to their first screen', async ({ page }) => {
    await page.goto('/en/search-results?q=sadu');
    await expect(page).toHaveURL(/\/en\/search-results\/products\?q=sadu$/);
    await page.goto('/ar/products');
    await expect(page).toHaveURL(/\/ar\/products\/all$/);
  });
});

test('a signed-in shopper is greeted by first name and can log out', async ({ page, context, baseURL }) => {
  await signIn(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/no-such-page');

  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sara' });
  await trigger.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/en/profile');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'userData')).toBeUndefined();

  // Logged out, the profile is out of reach again.
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en$/);
});
