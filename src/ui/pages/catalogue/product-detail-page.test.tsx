// @vitest-environment jsdom
// The product page's options. The name on the product is bounded by the seller's limit.
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { aProductDetail } from '../../../application/testing/product-details';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function visit(path: string, products: readonly ProductDetail[]) {
  stubLayoutApis();
  const app = await renderApp(path, { ports: { catalogue: new InMemoryCatalogueGateway({ products }) } });
  unmount = app.unmount;
  return { ...app, text: () => app.host.textContent ?? '' };
}

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
