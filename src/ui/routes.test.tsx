// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function visit(path: string, options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp(path, options);
  unmount = app.unmount;
  const heading = () => app.host.querySelector('h1')?.textContent;
  return { ...app, heading };
}

describe('"/" sends the visitor to their language', () => {
  it('by the locale cookie first', async () => {
    const app = await visit('/', { cookies: { locale: 'ar' }, preferredLanguages: ['en-GB'] });
    expect(app.router.state.location.pathname).toBe('/ar');
    expect(app.heading()).toBe('صُنع يدويًا في السعودية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it("then by the browser's languages", async () => {
    const app = await visit('/', { preferredLanguages: ['fr-FR', 'ar-SA', 'en'] });
    expect(app.router.state.location.pathname).toBe('/ar');
  });

  it('then English', async () => {
    const app = await visit('/?utm_source=x', { preferredLanguages: ['fr'] });
    expect(app.router.state.location.pathname).toBe('/en');
    expect(app.router.state.location.search).toBe('?utm_source=x');
    expect(app.heading()).toBe('Handmade in Saudi Arabia');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('404 (spec §8)', () => {
  it('shows "Page not found" with the full path for an unknown page', async () => {
    const app = await visit('/en/no/such/page?x=1');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main')?.textContent).toContain('Page not found: /en/no/such/page?x=1');
    expect(document.title).toBe('Page Not Found · Herfa');
  });

  it('speaks the language of the path', async () => {
    const app = await visit('/ar/no-such-page');
    expect(app.heading()).toBe('الصفحة غير موجودة');
    expect(app.host.querySelector('main bdi')?.textContent).toBe('/ar/no-such-page');
  });

  it('covers a first segment that is not one of our languages', async () => {
    const app = await visit('/fr/cart');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main')?.textContent).toContain('Page not found: /fr/cart');
    expect(app.host.querySelector('header')).not.toBeNull();
  });

  it('shows a path as text, never as markup', async () => {
    const app = await visit('/en/<b>bold</b>');
    expect(app.heading()).toBe('Page Not Found');
    expect(app.host.querySelector('main b')).toBeNull();
  });
});
