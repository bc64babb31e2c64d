// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, waitFor } from '../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

function switchLink(host: HTMLElement): HTMLAnchorElement {
  const link = host.querySelector<HTMLAnchorElement>('header a[hreflang]');
  if (link === null) throw new Error('no language switch in the header');
  return link;
}

describe('LanguageSwitch', () => {
  it('offers Arabic, by its own name, on an English page', async () => {
    const app = await renderApp('/en');
    unmount = app.unmount;
    const link = switchLink(app.host);
    expect(link.textContent).toBe('العربية');
    expect(link.getAttribute('lang')).toBe('ar');
  });

  it('keeps the path, query and hash, and remembers the language for 365 days', async () => {
    const app = await renderApp('/en/cart?sort=newest#summary');
    unmount = app.unmount;
    const link = switchLink(app.host);
    expect(link.getAttribute('href')).toBe('/ar/cart?sort=newest#summary');

    await act(async () => link.click());
    await waitFor(() => app.router.state.location.pathname === '/ar/cart' && app.router.state.navigation.state === 'idle');

    expect(app.router.state.location.search).toBe('?sort=newest');
    expect(app.router.state.location.hash).toBe('#summary');
    expect(app.cookies.writes).toEqual([{ name: 'locale', value: 'ar', options: { maxAgeDays: 365 } }]);
  });

  it('turns the page right-to-left in Arabic and back', async () => {
    const app = await renderApp('/en');
    unmount = app.unmount;

    await act(async () => switchLink(app.host).click());
    await waitFor(() => document.documentElement.dir === 'rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(app.i18n.language).toBe('ar');
    expect(switchLink(app.host).textContent).toBe('English');

    await act(async () => switchLink(app.host).click());
    await waitFor(() => document.documentElement.dir === 'ltr');
    expect(app.router.state.location.pathname).toBe('/en');
    expect(app.cookies.get('locale')).toBe('en');
  });
});
