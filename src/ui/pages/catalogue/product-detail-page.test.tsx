// @vitest-environment jsdom
// The product page's options against what is left of them: when the seller counts each colour and
// size apart, an option nothing is left of stays in its group, disabled and said to be sold out;
// a colour that has none of the chosen size undoes that size, saying so; the stock line, the
// quantity and "Add to cart" follow the chosen pair. A product whose options share its stock shows
// every option as before. The name on the product is bounded by the seller's limit.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { aProductDetail } from '../../../application/testing/product-details';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/**
 * Thobes, counted per colour and size:  S   M   L
 *                               White   0   2   9
 *                               Indigo  0   0   4
 */
const THOBE = aProductDetail('thobe', {
  name: 'Embroidered thobe',
  colours: [
    { id: 'white', name: 'White', hex: '#ffffff' },
    { id: 'indigo', name: 'Indigo', hex: '#3f51b5' },
  ],
  sizes: [
    { id: 's', name: 'S' },
    { id: 'm', name: 'M' },
    { id: 'l', name: 'L' },
  ],
  stock: 15,
  optionStock: [
    { colour: 'white', size: 's', stock: 0 },
    { colour: 'white', size: 'm', stock: 2 },
    { colour: 'white', size: 'l', stock: 9 },
    { colour: 'indigo', size: 's', stock: 0 },
    { colour: 'indigo', size: 'm', stock: 0 },
    { colour: 'indigo', size: 'l', stock: 4 },
  ],
});

/** The thobe with nothing left in Indigo. */
const WHITE_ONLY: ProductDetail = {
  ...THOBE,
  stock: 11,
  optionStock: THOBE.optionStock!.map((pair) => (pair.colour === 'indigo' ? { ...pair, stock: 0 } : pair)),
};

async function visit(path: string, products: readonly ProductDetail[]) {
  stubLayoutApis();
  const app = await renderApp(path, { ports: { catalogue: new InMemoryCatalogueGateway({ products }) } });
  unmount = app.unmount;
  const radio = (id: string) => app.host.querySelector<HTMLInputElement>(`input[type=radio][value="${id}"]`)!;
  return {
    ...app,
    text: () => app.host.textContent ?? '',
    radio,
    /** What a screen reader reads for an option: its label's text without what is hidden from it. */
    spoken: (id: string) => spokenText(radio(id).closest('label')!),
    choose: (id: string) => act(async () => radio(id).click()),
    stockLine: () => app.host.querySelector('[data-state]')?.textContent ?? '',
    button: (name: string) => [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent === name),
    increase: (label: string) => app.host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!,
  };
}

function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

describe('a product whose seller counts each colour and size apart', () => {
  it('keeps an option nothing is left of in its group, disabled and said to be sold out', async () => {
    const app = await visit('/en/products/details/thobe', [WHITE_ONLY]);
    await waitFor(() => app.text().includes('In stock'));

    expect(app.radio('indigo').disabled).toBe(true);
    expect(app.radio('indigo').getAttribute('aria-disabled')).toBe('true');
    expect(app.spoken('indigo')).toBe('Indigo, sold out');
    expect(app.radio('white').disabled).toBe(false);
    expect(app.spoken('white')).toBe('White');
    // No colour has any S left; M and L are left in White.
    expect(app.radio('s').disabled).toBe(true);
    expect(app.spoken('s')).toBe('S, sold out');
    expect(app.radio('m').disabled).toBe(false);
    expect(app.spoken('m')).toBe('M');
    expect(app.host.querySelectorAll('input[type=radio]')).toHaveLength(5);
  });

  it('has the stock line, the quantity and the cart item follow the chosen pair', async () => {
    const app = await visit('/en/products/details/thobe', [THOBE]);
    await waitFor(() => app.text().includes('In stock'));

    await app.choose('white');
    expect(app.stockLine()).toBe('In stock');
    await app.choose('m');
    expect(app.stockLine()).toBe('Only 2 left in stock');

    const increase = app.increase('Increase quantity');
    for (let i = 0; i < 4; i += 1) await act(async () => increase.click());
    expect(increase.disabled).toBe(true);
    expect(app.host.querySelector('output')?.textContent).toBe('2');

    await app.choose('l');
    expect(app.stockLine()).toBe('In stock');
    expect(increase.disabled).toBe(false);
    await act(async () => app.button('Add to cart')!.click());
    expect(app.ports.sessionStore.getState().tempCart).toEqual([{ productSlug: 'thobe', quantity: 2, colour: 'white', size: 'l' }]);
  });

  it('undoes a size the colour chosen has none of, saying so', async () => {
    const app = await visit('/en/products/details/thobe', [THOBE]);
    await waitFor(() => app.text().includes('In stock'));
    const status = () => app.host.querySelector('[role=status]')?.textContent;
    expect(status()).toBe('');

    await app.choose('white');
    await app.choose('m');
    await app.choose('indigo');
    expect(app.radio('m').checked).toBe(false);
    expect(app.radio('m').disabled).toBe(true);
    expect(status()).toBe('M is sold out in Indigo: choose another size.');
    // Back on the product until the choice is complete again.
    expect(app.stockLine()).toBe('In stock');

    await app.choose('l');
    expect(status()).toBe('');
    expect(app.stockLine()).toBe('Only 4 left in stock');
  });

  it('speaks Arabic on an Arabic page', async () => {
    const colours = [
      { id: 'white', name: 'أبيض', hex: '#ffffff' },
      { id: 'indigo', name: 'نيلي', hex: '#3f51b5' },
    ];
    const app = await visit('/ar/products/details/thobe', [{ ...WHITE_ONLY, colours }]);
    await waitFor(() => app.text().includes('متوفر'));

    expect(app.spoken('indigo')).toBe('نيلي، نفدت الكمية');
    expect(app.spoken('s')).toBe('S، نفدت الكمية');
    await app.choose('white');
    await app.choose('m');
    expect(app.stockLine()).toBe('بقيت قطعتان فقط في المخزون');
    app.unmount();

    const undoing = await visit('/ar/products/details/thobe', [{ ...THOBE, colours }]);
    await waitFor(() => undoing.text().includes('متوفر'));
    await undoing.choose('white');
    await undoing.choose('m');
    await undoing.choose('indigo');
    expect(undoing.host.querySelector('[role=status]')?.textContent).toBe('نفدت كمية «M» باللون «نيلي»، فاختر مقاسًا آخر.');
  });

  it('is sold out, every option disabled, when nothing is left of any pair', async () => {
    const gone = { ...THOBE, stock: 0, stockState: 'out-of-stock' as const, optionStock: THOBE.optionStock!.map((pair) => ({ ...pair, stock: 0 })) };
    const app = await visit('/en/products/details/thobe', [gone]);
    await waitFor(() => app.text().includes('Out of stock'));

    expect([...app.host.querySelectorAll<HTMLInputElement>('input[type=radio]')].every((radio) => radio.disabled)).toBe(true);
    expect(app.button('Out of stock')?.disabled).toBe(true);
  });
});

describe('a product whose options share its stock', () => {
  it('offers every option, even with nothing left, and speaks for the product', async () => {
    const app = await visit('/en/products/details/thobe', [{ ...THOBE, optionStock: null, stock: 0, stockState: 'out-of-stock' }]);
    await waitFor(() => app.text().includes('Out of stock'));

    expect([...app.host.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((radio) => radio.disabled)).toBe(false);
    expect(app.spoken('indigo')).toBe('Indigo');
    expect(app.host.querySelector('[role=status]')).toBeNull();
    await app.choose('white');
    await app.choose('m');
    expect(app.stockLine()).toBe('Out of stock');
  });
});

describe('the name on the product', () => {
  it('is bounded by the seller’s limit, in both languages', async () => {
    const mug = aProductDetail('mug', { customisable: true, nameOnProductMaxLength: 12 });
    const en = await visit('/en/products/details/mug', [mug]);
    await waitFor(() => en.text().includes('Name on product'));
    expect(en.host.querySelector('input[type=text], input:not([type])')?.getAttribute('maxlength')).toBe('12');
    expect(en.text()).toContain('Optional, up to 12 characters, written exactly as you type it.');
    en.unmount();

    const ar = await visit('/ar/products/details/mug', [mug]);
    await waitFor(() => ar.text().includes('الاسم على المنتج'));
    expect(ar.text()).toContain('اختياري، حتى ١٢ حرفًا، ويُكتب كما تُدخله تمامًا.');
  });
});
