// @vitest-environment jsdom
// The low-stock list against the in-memory gateway: the products with a few pieces left, fewest
// first; a quick adjustment with − and + or typed, applied under checkout's lock, the count the
// server answered shown after; a refused adjustment shown with its message; nothing low, said so.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSellerProduct, InMemorySellerProducts } from '../../../../infrastructure/testing/in-memory-seller-products';
import { waitFor } from '../../../testing/render-app';
import { click, openConsole, typeInto } from '../products/console-testing';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, gateway: InMemorySellerProducts) {
  const app = await openConsole(path, gateway);
  unmount = app.unmount;
  const row = (name: string) => [...app.main().querySelectorAll<HTMLElement>('article')].find((article) => article.querySelector('a')!.textContent === name)!;
  const change = (name: string) => row(name).querySelector<HTMLInputElement>('input')!;
  return { ...app, row, change };
}

const store = () =>
  new InMemorySellerProducts([
    aSellerProduct({ slug: 'clay-jar', name: { en: 'Clay jar', ar: 'جرة فخار' }, status: 'published', stock: 4 }),
    aSellerProduct({ slug: 'sadu-cushion', name: { en: 'Sadu cushion', ar: 'وسادة سدو' }, status: 'draft', stock: 1 }),
    aSellerProduct({ slug: 'palm-basket', name: { en: 'Palm basket', ar: 'سلة خوص' }, status: 'published', stock: 30 }),
    aSellerProduct({ slug: 'old-lamp', name: { en: 'Old lamp', ar: 'فانوس قديم' }, status: 'archived', stock: 2 }),
  ]);

describe('low stock', () => {
  it('lists the products with a few pieces left, fewest first', async () => {
    const app = await open('/en/seller/stock', store());
    await waitFor(() => app.main().querySelectorAll('article').length === 2);
    expect([...app.main().querySelectorAll('article a')].map((anchor) => anchor.textContent)).toEqual(['Sadu cushion', 'Clay jar']);
    expect(app.row('Sadu cushion').textContent).toContain('1 piece left');
    expect(app.row('Clay jar').textContent).toContain('4 pieces left');
    expect(app.row('Clay jar').querySelector('a')!.getAttribute('href')).toBe('/en/seller/products/clay-jar');
    expect(app.text()).toContain('5 pieces or fewer');
  });

  it('adds pieces with + and shows the count the server answered', async () => {
    const gateway = store();
    const app = await open('/en/seller/stock', gateway);
    await waitFor(() => app.row('Clay jar') !== undefined);
    await click(app.button('One more for Clay jar'));
    await click(app.button('One more for Clay jar'));
    expect(app.change('Clay jar').value).toBe('3');
    await click(app.button('Apply', app.row('Clay jar')));
    await waitFor(() => app.row('Clay jar').textContent!.includes('Now 7 pieces in stock'));
    expect(gateway.adjustments).toEqual([{ slug: 'clay-jar', change: 3 }]);
    expect(app.toasts.shown.at(-1)).toMatchObject({ type: 'success', message: 'Clay jar now has 7 pieces in stock.' });
  });

  it('takes pieces away with a typed negative number, and shows a refusal’s message when too many', async () => {
    const gateway = store();
    const app = await open('/en/seller/stock', gateway);
    await waitFor(() => app.row('Sadu cushion') !== undefined);
    await act(async () => typeInto(app.change('Sadu cushion'), '-3'));
    await click(app.button('Apply', app.row('Sadu cushion')));
    await waitFor(() => app.row('Sadu cushion').querySelector('[role="alert"]') !== null);
    expect(app.row('Sadu cushion').querySelector('[role="alert"]')!.textContent).toBe('Only 1 pieces are in stock: that many can be taken away at most.');
    expect(app.change('Sadu cushion').getAttribute('aria-invalid')).toBe('true');
    expect(app.row('Sadu cushion').textContent).toContain('1 piece left');
    await click(app.button('One more for Sadu cushion'));
    await click(app.button('One more for Sadu cushion'));
    expect(app.change('Sadu cushion').value).toBe('-1');
    await click(app.button('Apply', app.row('Sadu cushion')));
    await waitFor(() => app.row('Sadu cushion').textContent!.includes('Now 0 pieces in stock'));
    expect(gateway.adjustments.at(-1)).toEqual({ slug: 'sadu-cushion', change: -1 });
  });

  it('asks for a whole number of pieces before sending', async () => {
    const gateway = store();
    const app = await open('/en/seller/stock', gateway);
    await waitFor(() => app.row('Clay jar') !== undefined);
    for (const typed of ['0', '2.5', 'many']) {
      await act(async () => typeInto(app.change('Clay jar'), typed));
      await click(app.button('Apply', app.row('Clay jar')));
      expect(app.row('Clay jar').querySelector('[role="alert"]')!.textContent).toBe('Enter a whole number of pieces to add, or a negative number to take away.');
    }
    expect(gateway.adjustments).toEqual([]);
  });

  it('reads in Arabic, with Arabic-Indic digits typed and shown', async () => {
    const gateway = store();
    const app = await open('/ar/seller/stock', gateway);
    await waitFor(() => app.row('جرة فخار') !== undefined);
    expect(app.row('جرة فخار').textContent).toContain('بقيت ٤ قطع');
    await act(async () => typeInto(app.change('جرة فخار'), '٢'));
    await click(app.button('تطبيق', app.row('جرة فخار')));
    await waitFor(() => app.row('جرة فخار').textContent!.includes('في المخزون الآن ٦ قطع'));
    expect(gateway.adjustments).toEqual([{ slug: 'clay-jar', change: 2 }]);
  });

  it('says so when nothing is running low', async () => {
    const app = await open('/en/seller/stock', new InMemorySellerProducts([aSellerProduct({ slug: 'clay-jar', stock: 50 })]));
    await waitFor(() => app.text().includes('No product is running low'));
  });
});
