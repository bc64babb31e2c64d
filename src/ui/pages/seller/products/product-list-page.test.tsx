// @vitest-environment jsdom
// The seller's products against the in-memory gateway: the table with photo, name in the page's
// language, status, price and sale price, stock (low and none stand out) and last change; the
// status filter and the search in the address; pages; the empty state that leads to adding the
// first product; and anyone else told the page is for sellers.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSellerProduct, InMemorySellerProducts } from '../../../../infrastructure/testing/in-memory-seller-products';
import { waitFor } from '../../../testing/render-app';
import { click, openConsole, SHOPPER, typeInto } from './console-testing';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, gateway: InMemorySellerProducts, user?: Parameters<typeof openConsole>[2]) {
  const app = await openConsole(path, gateway, user);
  unmount = app.unmount;
  const rows = () => [...app.main().querySelectorAll<HTMLTableRowElement>('tbody tr')];
  const names = () => rows().map((row) => row.querySelector('th')!.textContent);
  return { ...app, rows, names };
}

const store = () =>
  new InMemorySellerProducts([
    aSellerProduct({ slug: 'clay-jar', name: { en: 'Clay jar', ar: 'جرة فخار' }, status: 'published', stock: 3, price: 12_500, salePrice: 10_000, image: '/jar.webp', updatedAt: '2026-03-05T09:30:00.000Z' }),
    aSellerProduct({ slug: 'sadu-cushion', name: { en: 'Sadu cushion', ar: 'وسادة سدو' }, status: 'draft', stock: 40, price: 9_900, salePrice: 9_900, updatedAt: '2026-03-04T09:30:00.000Z' }),
    aSellerProduct({ slug: 'palm-basket', name: { en: 'Palm basket', ar: 'سلة خوص' }, status: 'archived', stock: 0, price: 4_500, salePrice: 4_500, updatedAt: '2026-03-03T09:30:00.000Z' }),
  ]);

describe('the seller’s products', () => {
  it('lists every product, most recently changed first, with its photo, status, prices, stock and last change', async () => {
    const app = await open('/en/seller/products', store());
    await waitFor(() => app.rows().length === 3);
    expect(app.names()).toEqual(['Clay jar', 'Sadu cushion', 'Palm basket']);
    const [jar, cushion, basket] = app.rows();
    expect(jar!.querySelector('img')!.getAttribute('src')).toBe('/jar.webp');
    expect(jar!.querySelector('a')!.getAttribute('href')).toBe('/en/seller/products/clay-jar');
    const jarText = jar!.textContent!.replace(/\u00a0/g, ' ');
    expect(jarText).toContain('Published');
    expect(jarText).toContain('SAR 100.00');
    expect(jarText).toContain('Regular price: SAR 125.00');
    expect(jarText).toContain('Low: 3 left');
    expect(jar!.querySelector('[data-low="true"]')).not.toBeNull();
    expect(jarText).toContain('5 Mar 2026, 12:30');
    expect(cushion!.textContent).toContain('Draft');
    expect(cushion!.querySelector('[data-low="true"]')).toBeNull();
    expect(basket!.textContent).toContain('Archived');
    expect(basket!.textContent).toContain('Out of stock');
    expect(app.text()).toContain('3 products');
    expect(app.main().querySelector('a[href="/en/seller/products/new"]')!.textContent).toBe('Add a product');
  });

  it('filters by status and searches either name through the address, back on the first page', async () => {
    const gateway = store();
    const app = await open('/en/seller/products?status=draft', gateway);
    await waitFor(() => app.rows().length === 1);
    expect(app.names()).toEqual(['Sadu cushion']);
    expect(gateway.queries.at(-1)).toEqual({ status: 'draft', q: '', page: 1, pageSize: 20 });
    const published = app.main().querySelector<HTMLInputElement>('input[type="radio"][value="published"]')!;
    await click(published);
    await waitFor(() => app.router.state.location.search === '?status=published' && app.names()[0] === 'Clay jar');
    await click(app.main().querySelector<HTMLInputElement>('input[type="radio"][value="all"]'));
    await waitFor(() => app.rows().length === 3);
    await act(async () => typeInto(app.field('Search your products')!, 'خوص'));
    await click(app.button('Search'));
    await waitFor(() => app.names().length === 1 && app.names()[0] === 'Palm basket');
    expect(app.router.state.location.search).toBe('?q=%D8%AE%D9%88%D8%B5');
    expect(gateway.queries.at(-1)).toEqual({ status: 'all', q: 'خوص', page: 1, pageSize: 20 });
  });

  it('says when nothing has this status or matches, with a way back to every product, the words following the address', async () => {
    const app = await open('/en/seller/products?q=teapot', store());
    await waitFor(() => app.text().includes('No products here'));
    expect(app.field('Search your products')!.value).toBe('teapot');
    await click(app.button('Show all products'));
    await waitFor(() => app.rows().length === 3);
    expect(app.router.state.location.search).toBe('');
    expect(app.field('Search your products')!.value).toBe('');
    // Back to the search: its words come back with it.
    await act(async () => app.router.navigate(-1));
    await waitFor(() => app.text().includes('No products here'));
    expect(app.field('Search your products')!.value).toBe('teapot');
  });

  it('leads a seller with no products to add the first', async () => {
    const app = await open('/en/seller/products', new InMemorySellerProducts());
    await waitFor(() => app.text().includes('You have no products yet'));
    const add = [...app.main().querySelectorAll('a')].find((anchor) => anchor.textContent === 'Add your first product')!;
    expect(add.getAttribute('href')).toBe('/en/seller/products/new');
  });

  it('pages twenty at a time', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      aSellerProduct({ slug: `bowl-${index + 1}`, name: { en: `Bowl ${index + 1}`, ar: `وعاء ${index + 1}` }, updatedAt: new Date(Date.UTC(2026, 2, 1, 0, 60 - index)).toISOString() }),
    );
    const gateway = new InMemorySellerProducts(many);
    const app = await open('/en/seller/products', gateway);
    await waitFor(() => app.rows().length === 20);
    const next = app.host.querySelector<HTMLButtonElement>('nav button[aria-label="Page 2"]') ?? app.button('Page 2');
    await click(next);
    await waitFor(() => app.rows().length === 3);
    expect(app.router.state.location.search).toBe('?page=2');
    expect(app.names()).toEqual(['Bowl 21', 'Bowl 22', 'Bowl 23']);
  });

  it('reads in Arabic, with the Arabic names and the riyal sign', async () => {
    const app = await open('/ar/seller/products', store());
    await waitFor(() => app.rows().length === 3);
    expect(app.names()).toEqual(['جرة فخار', 'وسادة سدو', 'سلة خوص']);
    expect(app.text()).toContain('٣ منتجات');
    expect(app.rows()[0]!.textContent).toContain('منخفض: بقيت ٣ قطع');
    expect(app.rows()[0]!.textContent).toContain('\u20c1');
  });

  it('tells anyone but a seller that the page is for sellers', async () => {
    const app = await open('/en/seller/products', store(), SHOPPER);
    expect(app.text()).toContain('This page is for sellers');
    expect(app.rows()).toEqual([]);
    app.unmount();
    unmount = undefined;
    const guest = await open('/ar/seller/products', store(), null);
    expect(guest.main().querySelector('a')!.getAttribute('href')).toBe('/ar/auth/login?redirect=%2Far%2Fseller%2Fproducts');
  });
});
