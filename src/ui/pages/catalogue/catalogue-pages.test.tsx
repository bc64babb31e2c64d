// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { aProductDetail } from '../../../application/testing/product-details';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const catalogue = () =>
  new InMemoryCatalogueGateway({
    products: [
      aProductDetail('jar', { freeShipping: true, salePrice: 8000, discountBasisPoints: 2000 }),
      aProductDetail('bowl', { freeShipping: true, salePrice: 30_000, price: 30_000 }),
      aProductDetail('sandals', {
        category: { slug: 'leather', name: 'Leather Goods' },
        colours: [{ id: 'tan', name: 'Tan', hex: '#c89a64' }],
        sizes: [{ id: 'eu-41', name: 'EU 41' }],
        stock: 3,
        stockState: 'low-stock',
      }),
    ],
    categories: [
      { slug: 'pottery', name: 'Pottery', image: '/pottery.svg', productCount: 2 },
      { slug: 'leather', name: 'Leather Goods', image: '/leather.svg', productCount: 1 },
    ],
  });

async function visit(path: string, gateway = catalogue()) {
  stubLayoutApis();
  const app = await renderApp(path, { ports: { catalogue: gateway } });
  unmount = app.unmount;
  return { ...app, gateway, text: () => app.host.textContent ?? '' };
}

describe('a product listing reads its settings from the URL', () => {
  it('asks the catalogue for the path’s category with the query’s filters, sort and page', async () => {
    const app = await visit('/en/products/pottery?priceFrom=50&priceTo=120.5&freeShipping=1&sort=price-asc');
    await waitFor(() => app.text().includes('1 product found'));
    expect(app.gateway.requests.at(-1)).toEqual({
      categories: ['pottery'],
      priceFrom: 5000,
      priceTo: 12_050,
      freeShipping: true,
      discounted: false,
      customised: false,
      sort: 'price-asc',
      page: 1,
    });
    expect(app.host.querySelector('h1')?.textContent).toBe('Pottery');
    expect(app.host.querySelectorAll('main article')).toHaveLength(1);
  });

  it('shows the empty state when nothing matches', async () => {
    const app = await visit('/en/products/all?priceFrom=9000');
    await waitFor(() => app.text().includes('No products found'));
    expect(app.text()).toContain('No product matches these filters.');
  });

  it('writes a filter change into the URL, page back to 1', async () => {
    const app = await visit('/en/products/all?page=1&sort=oldest');
    await waitFor(() => app.text().includes('3 products found'));
    const discounted = [...app.host.querySelectorAll<HTMLLabelElement>('label')].find((label) => label.textContent === 'Discounted');
    await act(async () => discounted!.click());
    await waitFor(() => app.router.state.location.search === '?discounted=1&sort=oldest');
    await waitFor(() => app.text().includes('1 product found'));
  });
});

describe('a product page', () => {
  it('asks for the options, then puts the chosen item in the session’s tempCart', async () => {
    const app = await visit('/en/products/details/sandals');
    await waitFor(() => app.text().includes('Only 3 left in stock'));
    const button = (name: string) => [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

    await act(async () => button('Add to cart').click());
    expect(app.text()).toContain('The colour field is required');
    expect(app.text()).toContain('The size field is required');

    const radio = (name: string) => app.host.querySelector<HTMLInputElement>(`input[type=radio][value="${name}"]`)!;
    await act(async () => radio('tan').click());
    await act(async () => radio('eu-41').click());
    const increase = app.host.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity"]')!;
    for (let i = 0; i < 5; i += 1) await act(async () => increase.click());
    expect(increase.disabled).toBe(true);
    await act(async () => button('Add to cart').click());

    const session = app.ports.sessionStore;
    expect(session.getState().tempCart).toEqual([{ productSlug: 'sandals', quantity: 3, colour: 'tan', size: 'eu-41' }]);
    expect(session.getState().cartItemsCount).toBe(3);
  });

  it('says so when the product does not exist', async () => {
    const app = await visit('/ar/products/details/nothing');
    await waitFor(() => app.text().includes('لم نعثر على هذا المنتج.'));
  });
});

describe('the home page', () => {
  it('shows the feed’s categories and products under the welcome', async () => {
    const app = await visit('/en');
    await waitFor(() => app.text().includes('Featured pieces'));
    expect(app.host.querySelector('h1')?.textContent).toBe('Handmade in Saudi Arabia');
    expect(app.text()).toContain('Shop by craft');
    expect(app.text()).toContain('Product jar');
  });

  it('counts a craft past a thousand pieces as "1,000+", in both languages', async () => {
    const gateway = () =>
      new InMemoryCatalogueGateway({
        products: [aProductDetail('jar')],
        categories: [
          { slug: 'pottery', name: 'Pottery', image: '/pottery.svg', productCount: 1000, productCountIsLowerBound: true },
          { slug: 'leather', name: 'Leather Goods', image: '/leather.svg', productCount: 3 },
        ],
      });
    const en = await visit('/en', gateway());
    await waitFor(() => en.text().includes('Shop by craft'));
    expect(en.text()).toContain('1,000+ pieces');
    expect(en.text()).toContain('3 pieces');
    en.unmount();
    const ar = await visit('/ar', gateway());
    await waitFor(() => ar.text().includes('+١٬٠٠٠ قطعة'));
    expect(ar.text()).toContain('٣ قطع');
  });
});
