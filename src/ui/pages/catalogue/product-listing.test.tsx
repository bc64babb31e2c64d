// @vitest-environment jsdom
// A listing larger than the API counts (issue 13): it says "1,000+", numbers its pages only as far
// as the count goes, and goes on by the API's cursor, all in the URL, in both languages.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTING_COUNT_CAP, type SellerDetail } from '../../../application/ports/catalogue-gateway';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { aProductDetail } from '../../../application/testing/product-details';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const store: SellerDetail = {
  slug: 'sadu-house',
  name: 'Sadu House',
  logo: '/logo.svg',
  city: { id: 'hail', name: "Ha'il" },
  region: { id: 'hail', name: "Ha'il" },
  description: 'Woven by hand.',
  featured: false,
  productCount: 1100,
  rating: { average: null, count: 0 },
  banner: null,
  deals: [],
};

/** 1,100 free-shipping gifts of one store: more than the API counts, 24 to a page. */
const largeCatalogue = (count = 1100) =>
  new InMemoryCatalogueGateway({
    products: Array.from({ length: count }, (_, n) => aProductDetail(`piece-${n}`, { freeShipping: true, isGift: true })),
    sellers: [store],
  });

/** The last page the count allows, 24 products a page: ⌈1000 / 24⌉. */
const LAST_NUMBERED_PAGE = Math.ceil(LISTING_COUNT_CAP / 24);

async function visit(path: string, gateway = largeCatalogue()) {
  stubLayoutApis();
  const app = await renderApp(path, { ports: { catalogue: gateway } });
  unmount = app.unmount;
  const pages = () => app.host.querySelector('nav[aria-label="Pages"], nav[aria-label="الصفحات"]');
  return {
    ...app,
    gateway,
    text: () => app.host.textContent ?? '',
    pages,
    /** The link of the pages' navigation named `name`, by its text. */
    link: (name: string) => [...(pages()?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent === name),
    pageButtons: () => [...(pages()?.querySelectorAll('button[aria-label]') ?? [])].map((button) => button.getAttribute('aria-label')),
  };
}

describe('a listing larger than the count', () => {
  it('says "1,000+ products found" in English', async () => {
    const app = await visit('/en/products/all');
    await waitFor(() => app.text().includes('1,000+ products found'));
    expect(app.host.querySelectorAll('main article')).toHaveLength(24);
  });

  it('says "+١٬٠٠٠ منتج" in Arabic, in Arabic digits and the plural form for a thousand', async () => {
    const app = await visit('/ar/products/all');
    await waitFor(() => app.text().includes('+١٬٠٠٠ منتج'));
    expect(app.text()).not.toContain('1,000');
  });

  it('numbers its pages up to the last one the count allows, and no further', async () => {
    const app = await visit('/en/products/all');
    await waitFor(() => app.pages() !== null);
    expect(app.pageButtons()).toContain(`Page ${LAST_NUMBERED_PAGE}`);
    expect(app.pageButtons()).not.toContain(`Page ${LAST_NUMBERED_PAGE + 1}`);
    expect(app.link('More products'), 'not before the last numbered page').toBeUndefined();
  });

  it('leads on from the last numbered page by a link carrying the cursor, the filters and the sort, and no page number', async () => {
    const app = await visit(`/en/products/all?freeShipping=1&sort=oldest&page=${LAST_NUMBERED_PAGE}`);
    await waitFor(() => app.link('More products') !== undefined);
    // The fake's cursor is the index of the next page's first product: 42 pages of 24.
    expect(app.link('More products')!.getAttribute('href')).toBe('/en/products/all?freeShipping=1&sort=oldest&after=at-1008');
    expect(app.link('Back to the first page'), 'the page numbers lead there').toBeUndefined();
  });

  it('shows a page reached by cursor with "More products" and "Back to the first page" instead of page numbers', async () => {
    const app = await visit('/en/products/all?freeShipping=1&sort=oldest&after=at-1008');
    await waitFor(() => app.text().includes('Product piece-1008'));
    expect(app.gateway.requests.at(-1)).toMatchObject({ after: 'at-1008', freeShipping: true, sort: 'oldest', page: 1 });
    expect(app.host.querySelectorAll('main article')).toHaveLength(24);
    expect(app.link('More products')!.getAttribute('href')).toBe('/en/products/all?freeShipping=1&sort=oldest&after=at-1032');
    expect(app.link('Back to the first page')!.getAttribute('href')).toBe('/en/products/all?freeShipping=1&sort=oldest');
    expect(app.pageButtons()).toEqual([]);

    await act(async () => app.link('More products')!.click());
    await waitFor(() => app.text().includes('Product piece-1032'));
    expect(app.router.state.location.search).toBe('?freeShipping=1&sort=oldest&after=at-1032');
  });

  it('names both links in Arabic, and has no "More products" on the last page', async () => {
    const app = await visit('/ar/products/all?after=at-1080');
    await waitFor(() => app.text().includes('Product piece-1099'));
    expect(app.link('العودة إلى الصفحة الأولى')!.getAttribute('href')).toBe('/ar/products/all');
    expect(app.link('مزيد من المنتجات')).toBeUndefined();
  });

  it('keeps the store of a store’s listing in its links', async () => {
    const app = await visit(`/en/sellers/products?seller=sadu-house&page=${LAST_NUMBERED_PAGE}`);
    await waitFor(() => app.link('More products') !== undefined);
    expect(app.link('More products')!.getAttribute('href')).toBe('/en/sellers/products?seller=sadu-house&after=at-1008');
  });

  it('offers no cursor in search, whose pages stop at the count', async () => {
    const app = await visit(`/en/search-results/products?q=piece&page=${LAST_NUMBERED_PAGE}`);
    await waitFor(() => app.text().includes('1,000+ products found'));
    expect(app.pageButtons()).toContain(`Page ${LAST_NUMBERED_PAGE}`);
    expect(app.link('More products')).toBeUndefined();
  });

  it('has no "More products" on the last page of a listing the count covers', async () => {
    const app = await visit('/en/products/all?page=42', largeCatalogue(LISTING_COUNT_CAP));
    await waitFor(() => app.text().includes('1,000 products found'));
    expect(app.link('More products')).toBeUndefined();
  });
});

describe('a page link the API refuses', () => {
  it('shows the API’s message for a cursor it cannot read, with the way back to the first page', async () => {
    const gateway = largeCatalogue();
    const message = 'رابط هذه الصفحة غير صالح. ابدأ من الصفحة الأولى.';
    gateway.products = async () => {
      throw new RequestFailure(400, 'catalogue.cursorInvalid', message, { after: [message] });
    };
    const app = await visit('/ar/gift-products?sort=price-asc&after=garbage', gateway);
    await waitFor(() => app.text().includes(message));
    const back = [...app.host.querySelectorAll('main a')].find((anchor) => anchor.textContent === 'العودة إلى الصفحة الأولى');
    expect(back?.getAttribute('href')).toBe('/ar/gift-products?sort=price-asc');
    expect(app.text()).not.toContain('تعذّر التحميل');
  });

  it('says the same for a page number past the count, rather than the rule the API broke', async () => {
    const app = await visit(`/en/products/all?freeShipping=1&page=${LAST_NUMBERED_PAGE + 1}`);
    await waitFor(() => app.text().includes('This page link is not valid. Start again from the first page.'));
    const back = [...app.host.querySelectorAll('main a')].find((anchor) => anchor.textContent === 'Back to the first page');
    expect(back?.getAttribute('href')).toBe('/en/products/all?freeShipping=1');
  });
});
