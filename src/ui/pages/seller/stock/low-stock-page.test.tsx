// @vitest-environment jsdom
// The low-stock list against the in-memory gateway: the products with a few pieces left, fewest
// first; a quick adjustment with − and + or typed, applied under checkout's lock, the count the
// server answered shown after; a refused adjustment shown with its message; a product counted per
// option on a line per low colour and size, adjusted for that pair; nothing low, said so.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSellerProduct, countedPerOption, InMemorySellerProducts } from '../../../../infrastructure/testing/in-memory-seller-products';
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

  it('reads in Arabic, with Arabic-Indic digits typed and shown, the pieces to add among them', async () => {
    const gateway = store();
    const app = await open('/ar/seller/stock', gateway);
    await waitFor(() => app.row('جرة فخار') !== undefined);
    expect(app.row('جرة فخار').textContent).toContain('بقيت ٤ قطع');
    expect(app.change('جرة فخار').value).toBe('١');
    await click(app.button('قطعة أكثر لـجرة فخار'));
    expect(app.change('جرة فخار').value).toBe('٢');
    await click(app.button('قطعة أقل لـجرة فخار'));
    await click(app.button('قطعة أقل لـجرة فخار'));
    await click(app.button('قطعة أقل لـجرة فخار'));
    expect(app.change('جرة فخار').value).toBe('-١');
    await act(async () => typeInto(app.change('جرة فخار'), '٢'));
    await click(app.button('تطبيق', app.row('جرة فخار')));
    await waitFor(() => app.row('جرة فخار').textContent!.includes('في المخزون الآن ٦ قطع'));
    expect(gateway.adjustments).toEqual([{ slug: 'clay-jar', change: 2 }]);
    expect(app.change('جرة فخار').value).toBe('١');
  });

  it('lists each low colour and size of a product counted per option, and adjusts that pair alone', async () => {
    const thobe = countedPerOption(
      aSellerProduct({
        slug: 'sadu-thobe',
        name: { en: 'Sadu thobe', ar: 'ثوب سدو' },
        status: 'published',
        colours: [
          { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#aa3300' },
          { id: 'sand', name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c29d' },
        ],
        sizes: [
          { id: 'small', name: { en: 'Small', ar: 'صغير' } },
          { id: 'large', name: { en: 'Large', ar: 'كبير' } },
        ],
      }),
      { 'red/small': 2, 'red/large': 9, 'sand/small': 0, 'sand/large': 3 },
    );
    const gateway = new InMemorySellerProducts([thobe, aSellerProduct({ slug: 'clay-jar', status: 'published', stock: 4 })]);
    const app = await open('/en/seller/stock', gateway);
    const line = (name: string) => app.main().querySelector<HTMLElement>(`article[aria-label="${name}"]`)!;
    await waitFor(() => app.main().querySelectorAll('article').length === 3);
    expect([...app.main().querySelectorAll('article')].map((article) => article.getAttribute('aria-label'))).toEqual(['Sadu thobe (Red, Small)', 'Sadu thobe (Sand, Large)', 'Clay jar']);
    expect(line('Sadu thobe (Red, Small)').textContent).toContain('2 pieces left');
    expect(line('Sadu thobe (Sand, Large)').querySelector('a')!.textContent).toBe('Sadu thobe');
    expect(line('Sadu thobe (Sand, Large)').textContent).toMatch(/Sand.*Large/);
    await click(app.button('One more for Sadu thobe (Sand, Large)'));
    await click(app.button('Apply', line('Sadu thobe (Sand, Large)')));
    // The pair's own count, not the product's eighteen.
    await waitFor(() => line('Sadu thobe (Sand, Large)').textContent!.includes('Now 5 pieces in stock'));
    expect(gateway.adjustments).toEqual([{ slug: 'sadu-thobe', change: 2, pair: { colourId: 'sand', sizeId: 'large' } }]);
    expect(gateway.products[0]!.optionStock.find((cell) => cell.colourId === 'sand' && cell.sizeId === 'large')!.stock).toBe(5);
    expect(app.toasts.shown.at(-1)).toMatchObject({ type: 'success', message: 'Sadu thobe (Sand, Large) now has 5 pieces in stock.' });
    expect(line('Sadu thobe (Red, Small)').textContent).toContain('2 pieces left');
  });

  it('names a colour counted apart in Arabic, and adjusts it with Arabic-Indic digits', async () => {
    const scarf = countedPerOption(
      aSellerProduct({ slug: 'sadu-scarf', name: { en: 'Sadu scarf', ar: 'وشاح سدو' }, colours: [{ id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' }, hex: '#2b3a67' }] }),
      { indigo: 1 },
    );
    const gateway = new InMemorySellerProducts([scarf]);
    const app = await open('/ar/seller/stock', gateway);
    const line = () => app.main().querySelector<HTMLElement>('article[aria-label="وشاح سدو (نيلي)"]');
    await waitFor(() => line() !== null);
    expect(line()!.textContent).toContain('بقيت قطعة واحدة');
    await act(async () => typeInto(line()!.querySelector('input')!, '٤'));
    await click(app.button('تطبيق', line()!));
    await waitFor(() => line()!.textContent!.includes('في المخزون الآن ٥ قطع'));
    expect(gateway.adjustments).toEqual([{ slug: 'sadu-scarf', change: 4, pair: { colourId: 'indigo', sizeId: null } }]);
  });

  it('says so when nothing is running low', async () => {
    const app = await open('/en/seller/stock', new InMemorySellerProducts([aSellerProduct({ slug: 'clay-jar', stock: 50 })]));
    await waitFor(() => app.text().includes('No product is running low'));
  });
});
