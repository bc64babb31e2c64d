// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { InMemoryPushNotifications } from '../../application/ports/in-memory-push-notifications';
import type { Newsletter } from '../../application/ports/newsletter';
import { RequestFailure } from '../../application/ports/request-failure';
import { SARA } from '../../application/testing/shoppers';
import { renderApp, stubBrowserApis, waitFor } from '../testing/render-app';
import { MOBILE_MEDIA_QUERY } from '../theme';

stubBrowserApis();

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

// The 404 page sits in the default layout and needs no API, so the frame is tested around it.
async function open(language: 'en' | 'ar' = 'en', options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp(`/${language}/no-such-page`, options);
  unmount = app.unmount;
  const store = app.ports.sessionStore;
  const link = (name: string) =>
    [...app.host.querySelectorAll<HTMLAnchorElement>('a')].find(
      (anchor) => (anchor.getAttribute('aria-label') ?? anchor.textContent?.trim()) === name,
    );
  const hrefOf = (name: string) => link(name)?.getAttribute('href');
  return { ...app, store, link, hrefOf };
}

function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const toastTexts = () => [...document.querySelectorAll('[role="status"], [role="alert"]')].map((toast) => toast.textContent);

describe('the header', () => {
  it('links to every main screen, in English', async () => {
    const app = await open('en');
    const nav = app.host.querySelector('header nav[aria-label="Main"]');
    expect([...(nav?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Products', '/en/products/all'],
      ['Gifts', '/en/gift-products'],
      ['Stores', '/en/sellers'],
      ['Deals', '/en/stores-deals'],
    ]);
    expect(app.hrefOf('Favourites')).toBe('/en/favourite');
    expect(app.hrefOf('Cart')).toBe('/en/cart');
    expect(app.hrefOf('Notifications')).toBe('/en/notifications');
    expect(app.hrefOf('Herfa, home page')).toBe('/en');
  });

  it('speaks Arabic on Arabic pages', async () => {
    const app = await open('ar');
    const nav = app.host.querySelector('header nav');
    expect([...(nav?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual(['المنتجات', 'الهدايا', 'المتاجر', 'العروض']);
    expect(app.hrefOf('المفضلة')).toBe('/ar/favourite');
    expect(app.hrefOf('السلة')).toBe('/ar/cart');
  });

  it('shows the cart item count in the page’s digits', async () => {
    const app = await open('ar');
    await act(async () => app.store.setCartItemsCount(3));
    expect(app.hrefOf('السلة، ٣ منتجات')).toBe('/ar/cart');
    expect(app.host.querySelector('header')?.textContent).toContain('٣');
  });

  describe('search', () => {
    it('refuses an empty query with the spec’s message', async () => {
      const app = await open('en');
      const input = app.host.querySelector<HTMLInputElement>('input[type="search"]')!;
      typeInto(input, '   ');
      await act(async () => app.host.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click());
      expect(app.host.querySelector('form[role="search"]')?.textContent).toContain('Please enter your search query');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(app.router.state.location.pathname).toBe('/en/no-such-page');
    });

    it('goes to the product results for a query', async () => {
      const app = await open('ar');
      const input = app.host.querySelector<HTMLInputElement>('input[type="search"]')!;
      await act(async () => typeInto(input, ' سدو '));
      await act(async () => app.host.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click());
      await waitFor(() => app.router.state.location.pathname === '/ar/search-results/products');
      expect(new URLSearchParams(app.router.state.location.search).get('q')).toBe('سدو');
    });
  });

  describe('the account menu', () => {
    const trigger = (app: Awaited<ReturnType<typeof open>>, name: string) =>
      [...app.host.querySelectorAll<HTMLButtonElement>('header button[aria-expanded]')].find(
        (button) => button.textContent === name,
      )!;
    const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

    it('offers a guest Login and Register', async () => {
      const app = await open('en');
      const button = trigger(app, 'Sign in');
      expect(panelOf(button).hidden).toBe(true);
      await act(async () => button.click());
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(panelOf(button).hidden).toBe(false);
      expect([...panelOf(button).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Login', '/en/auth/login'],
        ['Register', '/en/auth/register'],
      ]);
    });

    it('closes on Escape and gives focus back to its button', async () => {
      const app = await open('en');
      const button = trigger(app, 'Sign in');
      await act(async () => button.click());
      const login = panelOf(button).querySelector('a')!;
      login.focus();
      await act(async () => login.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
      expect(panelOf(button).hidden).toBe(true);
      expect(document.activeElement).toBe(button);
    });

    it('greets a signed-in shopper by first name and logs them out, turning push off on this device first', async () => {
      const logout = vi.fn(async () => {});
      const push = new InMemoryPushNotifications('on');
      const turnOff = vi.spyOn(push, 'turnOff');
      const app = await open('en', { ports: { authSession: { logout }, push } });
      await act(async () => {
        app.store.setToken('t1');
        app.store.setUser(SARA);
      });
      const button = trigger(app, 'Sara');
      await act(async () => button.click());
      const panel = panelOf(button);
      expect(panel.textContent).toContain('Hello, Sara');
      expect([...panel.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        '/en/profile',
        '/en/profile/addresses',
        '/en/orders',
        '/en/favourite',
        '/en/profile/wallet',
        '/en/notifications',
      ]);
      const logoutButton = [...panel.querySelectorAll('button')].find((item) => item.textContent === 'Logout')!;
      await act(async () => logoutButton.click());
      await waitFor(() => app.router.state.location.pathname === '/en');

      expect(logout).toHaveBeenCalledOnce();
      expect(turnOff).toHaveBeenCalledOnce();
      expect(turnOff.mock.invocationCallOrder[0]!).toBeLessThan(logout.mock.invocationCallOrder[0]!);
      expect(app.store.getState().user).toBeNull();
      expect(app.cookies.get('userData')).toBeUndefined();
      await waitFor(() => toastTexts().includes('Logged outSee you soon.'));
    });

    it('logs out in the browser even when the server session is already gone', async () => {
      const logout = vi.fn(async () => {
        throw new RequestFailure(401, 'auth.required', 'Please log in to continue.');
      });
      const app = await open('en', { ports: { authSession: { logout } } });
      await act(async () => app.store.setUser(SARA));
      const button = trigger(app, 'Sara');
      await act(async () => button.click());
      const logoutButton = [...panelOf(button).querySelectorAll('button')].find((item) => item.textContent === 'Logout')!;
      await act(async () => logoutButton.click());
      await waitFor(() => app.store.getState().user === null);
    });
  });

  it('opens the drawer navigation from the burger below 1100 px', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === MOBILE_MEDIA_QUERY })) as typeof window.matchMedia;
    onTestFinished(() => {
      window.matchMedia = matchMedia;
    });
    const app = await open('ar');
    const burger = app.host.querySelector<HTMLButtonElement>('button[aria-controls="navigation-drawer"]')!;
    expect(burger.getAttribute('aria-label')).toBe('افتح القائمة');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await act(async () => burger.click());
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect([...dialog.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ar/products/all',
      '/ar/gift-products',
      '/ar/sellers',
      '/ar/stores-deals',
    ]);
    expect([...dialog.querySelectorAll('a')].map((a) => a.textContent)).toContain('تسجيل الدخول');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the footer', () => {
  it('links to the company and help pages', async () => {
    const app = await open('en');
    expect(app.hrefOf('About us')).toBe('/en/about-us');
    expect(app.hrefOf('FAQs')).toBe('/en/faqs');
    expect(app.hrefOf('Contact us')).toBe('/en/contact-us');
    expect(app.hrefOf('Terms and conditions')).toBe('/en/static/terms');
    expect(app.hrefOf('Privacy policy')).toBe('/en/static/privacy-policy');
    expect(app.hrefOf('Returns')).toBe('/en/static/returns');
    expect(app.hrefOf('Shipping')).toBe('/en/static/shipping');
    expect(app.host.querySelector('footer')?.textContent).toContain(`© ${new Date().getFullYear()} Herfa`);
  });

  describe('newsletter', () => {
    async function subscribe(app: Awaited<ReturnType<typeof open>>, address: string) {
      const input = app.host.querySelector<HTMLInputElement>('footer input[type="email"]')!;
      await act(async () => typeInto(input, address));
      const button = [...app.host.querySelectorAll<HTMLButtonElement>('footer button[type="submit"]')][0]!;
      await act(async () => button.click());
      return input;
    }

    it('checks the address with the domain’s email rule, in the page’s language', async () => {
      const subscribeCall = vi.fn(async () => {});
      const app = await open('ar', { ports: { newsletter: { subscribe: subscribeCall } } });
      const input = await subscribe(app, 'not-an-email');
      expect(app.host.querySelector('footer')?.textContent).toMatch(/البريد الإلكتروني/);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(subscribeCall).not.toHaveBeenCalled();
    });

    it('subscribes and thanks the shopper with a polite toast', async () => {
      const subscribeCall = vi.fn<Newsletter['subscribe']>(async () => {});
      const app = await open('en', { ports: { newsletter: { subscribe: subscribeCall } } });
      const input = await subscribe(app, ' Sara@Herfa.test ');
      await waitFor(() => toastTexts().length > 0);
      expect(subscribeCall).toHaveBeenCalledWith('Sara@Herfa.test');
      expect(document.querySelector('[role="status"]')?.textContent).toContain('will reach \u2068Sara@Herfa.test\u2069.');
      expect(document.querySelector('[role="status"]')?.textContent).toContain('Subscribed');
      expect(document.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
      expect(input.value).toBe('');
    });

    it('shows the API’s message for the field beside it', async () => {
      const refuse = async () => {
        throw new RequestFailure(400, 'http.invalidInput', 'Some fields need your attention.', {
          email: ['The email field must be a valid email'],
        });
      };
      const app = await open('en', { ports: { newsletter: { subscribe: refuse } } });
      await subscribe(app, 'sara@herfa.test');
      await waitFor(() => app.host.querySelector('footer')?.textContent?.includes('must be a valid email') === true);
    });

    it('reports any other failure in an assertive toast', async () => {
      const refuse = async () => {
        throw new RequestFailure(503, 'http.unavailable', 'The service is not available right now.');
      };
      const app = await open('en', { ports: { newsletter: { subscribe: refuse } } });
      await subscribe(app, 'sara@herfa.test');
      await waitFor(() => document.querySelector('[role="alert"]') !== null);
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('The service is not available right now.');
      expect(document.querySelector('[role="alert"]')?.getAttribute('aria-live')).toBe('assertive');
    });
  });
});

describe('page meta', () => {
  it('sets the title, description and Open Graph tags in the page’s language', async () => {
    await open('ar');
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;
    expect(document.title).toBe('الصفحة غير موجودة · حِرفة');
    expect(meta('og:title')).toBe('الصفحة غير موجودة · حِرفة');
    expect(meta('og:locale')).toBe('ar_SA');
    expect(meta('description')).toMatch(/^حِرفة سوق/);
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:image')).toBeUndefined();
  });
});
