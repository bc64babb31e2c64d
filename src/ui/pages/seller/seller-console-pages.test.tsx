// @vitest-environment jsdom
// The seller console's frame and its store pages against an in-memory seller-store gateway: the
// navigation shared by every section (a labelled landmark, the open section marked current), the
// dashboard's figures in the page's money format with the best sellers and the CSV export of
// chosen days, the profile form refusing a wrong VAT number before sending it and showing the
// server's messages beside their fields, and the shipping form saving every region together,
// reading Arabic-Indic digits, with a message on each wrong row. Both languages.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { RequestFailure } from '../../../application/ports/request-failure';
import type {
  DownloadedFile,
  RegionShipping,
  SalesSummary,
  SellerStoreGateway,
  ShippingInput,
  StoreProfile,
  StoreProfileInput,
} from '../../../application/ports/seller-store-gateway';
import { SessionStore, USER_DATA_COOKIE, type SessionUser } from '../../../application/session/session-store';
import { riyadhMonthOf } from '../../../domain/sales';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';
import { SELLER } from './products/console-testing';


const PROFILE: StoreProfile = {
  slug: 'sadu-house',
  name: { en: 'Sadu House', ar: 'بيت السدو' },
  description: { en: 'Sadu weaving from the Najd, made by hand.', ar: 'نسيج السدو من نجد، مصنوع يدويًا.' },
  logo: '/images/sellers/sadu-house.svg',
  vatNumber: '310000000000003',
  city: 'Riyadh',
};

const SALES: SalesSummary = {
  today: { orders: 2, revenue: 125_000, vat: 16_304 },
  month: { orders: 12, revenue: 1_250_050, vat: 163_050 },
  bestSellers: [
    { slug: 'sadu-cushion', name: 'Sadu cushion', quantity: 7, revenue: 175_000 },
    { slug: 'palm-basket', name: 'Palm basket', quantity: 1, revenue: 8_000 },
  ],
};

/** The seller's store in memory: what it was asked, and answers as the API would. */
class FakeSellerStore implements SellerStoreGateway {
  readonly profileUpdates: StoreProfileInput[] = [];
  readonly shippingUpdates: ShippingInput[] = [];
  readonly exports: { from: string; to: string }[] = [];
  refuseWith: RequestFailure | null = null;
  failSales = false;
  constructor(
    private stored: StoreProfile = PROFILE,
    private regions: RegionShipping[] = [
      { regionId: 'riyadh', regionName: 'Riyadh', fee: 2_500 },
      { regionId: 'eastern', regionName: 'Eastern Province', fee: null },
      { regionId: 'hail', regionName: 'Hail', fee: 4_050 },
    ],
    private summary: SalesSummary = SALES,
  ) {}

  async profile() {
    return this.stored;
  }

  async updateProfile(input: StoreProfileInput) {
    this.profileUpdates.push(input);
    this.refuse();
    this.stored = { ...this.stored, description: { en: input.descriptionEn, ar: input.descriptionAr }, vatNumber: input.vatNumber };
    return this.stored;
  }

  async shipping() {
    return this.regions;
  }

  async updateShipping(input: ShippingInput) {
    this.shippingUpdates.push(input);
    this.refuse();
    this.regions = this.regions.map((region) => ({ ...region, fee: input.rates.find((rate) => rate.regionId === region.regionId)?.fee ?? null }));
    return this.regions;
  }

  async sales() {
    if (this.failSales) throw new RequestFailure(503, 'http.unavailable', 'The service is busy.');
    return this.summary;
  }

  async exportOrders(span: { readonly from: string; readonly to: string }): Promise<DownloadedFile> {
    this.exports.push({ ...span });
    return { file: new Blob(['\uFEFFOrder\r\n'], { type: 'text/csv' }), fileName: `herfa-sadu-house-orders-${span.from}-${span.to}.csv` };
  }

  private refuse() {
    const failure = this.refuseWith;
    this.refuseWith = null;
    if (failure !== null) throw failure;
  }
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());
beforeEach(() => {
  // jsdom has no object URLs: the saved file is followed through them.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

async function open(path: string, gateway = new FakeSellerStore(), user: SessionUser | null = SELLER) {
  stubLayoutApis();
  const cookies = new InMemoryCookies(user === null ? {} : { [USER_DATA_COOKIE]: user.id });
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  if (user !== null) {
    session.setToken('t0k3n');
    session.setUser(user);
  }
  const app = await renderApp(path, { cookies: user === null ? {} : { [USER_DATA_COOKIE]: user.id }, ports: { sessionStore: session, sellerStore: gateway } });
  unmount = app.unmount;
  const main = () => app.host.querySelector('main')!;
  const text = () => (main().textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const button = (name: string) => [...main().querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent?.trim() === name)!;
  const field = (label: string) => {
    const labelElement = [...main().querySelectorAll('label')].find((element) => element.textContent?.replace('*', '').trim() === label);
    if (labelElement === undefined) throw new Error(`No field labelled ${label}`);
    return main().querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(labelElement.getAttribute('for')!)}`)!;
  };
  const errorOf = (input: HTMLElement) => {
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    return described.filter((message) => message !== '').join(' | ');
  };
  return { ...app, main, text, button, field, errorOf };
}

async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => {
    element.click();
  });
}

describe('the console’s frame', () => {
  it('puts every section in one labelled navigation, the open one marked current', async () => {
    const app = await open('/en/seller');
    const nav = app.host.querySelector<HTMLElement>('nav[aria-label="Seller console"]')!;
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/en/seller'],
      ['Orders', '/en/seller/orders'],
      ['Products', '/en/seller/products'],
      ['Stock', '/en/seller/stock'],
      ['Store', '/en/seller/store'],
      ['Shipping', '/en/seller/shipping'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Dashboard']);

    await click(links[5]!);
    await waitFor(() => app.main().querySelector('h1')?.textContent === 'Shipping');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Shipping']);
  });

  it('reads in Arabic', async () => {
    const app = await open('/ar/seller/store');
    const nav = app.host.querySelector<HTMLElement>('nav[aria-label="لوحة البائع"]')!;
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['الملخص', 'الطلبات', 'المنتجات', 'المخزون', 'المتجر', 'الشحن']);
    expect(nav.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/ar/seller/store');
  });

  it('tells a shopper the console is for sellers, without its sections', async () => {
    const app = await open('/en/seller/shipping', new FakeSellerStore(), { ...SELLER, role: 'shopper', sellerSlug: null });
    expect(app.text()).toContain('This page is for sellers');
    expect(app.host.querySelector('nav[aria-label="Seller console"]')).toBeNull();
  });

  it('is the seller’s way in from the account menu', async () => {
    const app = await open('/en/seller/store');
    const menuLinks = [...app.host.querySelectorAll<HTMLAnchorElement>('header a')].filter((anchor) => anchor.textContent === 'Seller console');
    expect(menuLinks.map((anchor) => anchor.getAttribute('href'))).toContain('/en/seller');
  });
});

describe('the dashboard', () => {
  it('shows today’s and this month’s orders, revenue and VAT, and the best sellers', async () => {
    const app = await open('/en/seller');
    await waitFor(() => app.text().includes('Best sellers this month') && app.text().includes('Sadu cushion'));
    const today = app.main().querySelector('[aria-labelledby="sales-today"]')!.textContent!.replace(/\u00a0/g, ' ');
    expect(today).toContain('Orders2');
    expect(today).toContain('RevenueSAR 1,250.00');
    expect(today).toContain('VAT includedSAR 163.04');
    const month = app.main().querySelector('[aria-labelledby="sales-month"]')!.textContent!.replace(/\u00a0/g, ' ');
    expect(month).toContain('Orders12');
    expect(month).toContain('SAR 12,500.50');
    expect([...app.main().querySelectorAll('ol li')].map((item) => item.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'Sadu cushion7 piecesSAR 1,750.00',
      'Palm basket1 pieceSAR 80.00',
    ]);
    expect([...app.main().querySelectorAll('a')].find((link) => link.textContent === 'Check your stock')!.getAttribute('href')).toBe('/en/seller/stock');
  });

  it('writes money with the riyal sign and Arabic-Indic digits in Arabic', async () => {
    const app = await open('/ar/seller');
    await waitFor(() => app.text().includes('الأكثر مبيعًا هذا الشهر') && app.text().includes('Sadu cushion'));
    const today = app.main().querySelector('[aria-labelledby="sales-today"]')!.textContent!;
    expect(today).toContain('٢');
    expect(today).toContain('١٬٢٥٠٫٠٠');
    expect(today).toContain('\u20C1');
    expect(app.text()).toContain('٧ قطع');
  });

  it('says when nothing sold this month yet', async () => {
    const app = await open('/en/seller', new FakeSellerStore(PROFILE, [], { today: { orders: 0, revenue: 0, vat: 0 }, month: { orders: 0, revenue: 0, vat: 0 }, bestSellers: [] }));
    await waitFor(() => app.text().includes('No sales this month yet'));
  });

  it('says why the figures could not be loaded, and loads them again on demand', async () => {
    const gateway = new FakeSellerStore();
    gateway.failSales = true;
    const app = await open('/en/seller', gateway);
    await waitFor(() => app.text().includes('The service is busy.'));
    gateway.failSales = false;
    await click(app.button('Try again'));
    await waitFor(() => app.text().includes('Sadu cushion'));
  });

  it('exports this month’s orders unless other days are chosen, and refuses a span that ends before it starts', async () => {
    const gateway = new FakeSellerStore();
    const app = await open('/en/seller', gateway);
    const month = riyadhMonthOf(new Date());
    expect(app.field('From').value).toBe(month.first);
    expect(app.field('To').value).toBe(month.last);
    await click(app.button('Download CSV'));
    await waitFor(() => gateway.exports.length === 1);
    expect(gateway.exports[0]).toEqual({ from: month.first, to: month.last });
    expect(URL.createObjectURL).toHaveBeenCalled();

    await type(app.field('From'), '2026-03-10');
    await type(app.field('To'), '2026-03-01');
    expect(app.errorOf(app.field('To'))).toContain('The end date must not be before the start date.');
    await click(app.button('Download CSV'));
    expect(gateway.exports).toHaveLength(1);
    await type(app.field('To'), '2026-03-31');
    await click(app.button('Download CSV'));
    await waitFor(() => gateway.exports.length === 2);
    expect(gateway.exports[1]).toEqual({ from: '2026-03-10', to: '2026-03-31' });
  });
});

describe('the store profile', () => {
  it('shows the store, its logo and its descriptions side by side, each in its own direction', async () => {
    const app = await open('/en/seller/store');
    await waitFor(() => app.text().includes('Sadu House'));
    expect(app.main().querySelector('img')!.getAttribute('src')).toBe(PROFILE.logo);
    expect(app.field('English description').value).toBe(PROFILE.description.en);
    expect(app.field('English description').closest('[dir]')!.getAttribute('dir')).toBe('ltr');
    expect(app.field('Arabic description').closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    expect(app.field('Arabic description').getAttribute('lang')).toBe('ar');
    expect(app.field('VAT number').value).toBe(PROFILE.vatNumber);
  });

  it('refuses a wrong VAT number before sending it, with the spec’s messages', async () => {
    const gateway = new FakeSellerStore();
    const app = await open('/en/seller/store', gateway);
    await waitFor(() => app.text().includes('Sadu House'));
    await type(app.field('VAT number'), '210000000000003');
    await click(app.button('Save profile'));
    expect(app.errorOf(app.field('VAT number'))).toContain('The VAT number field format is invalid');
    await type(app.field('VAT number'), '3100');
    expect(app.errorOf(app.field('VAT number'))).toContain('The VAT number field must be numeric and exactly contain 15 digits');
    expect(gateway.profileUpdates).toEqual([]);
  });

  it('saves the descriptions and the VAT number, typed in Arabic-Indic digits, trimmed', async () => {
    const gateway = new FakeSellerStore();
    const app = await open('/ar/seller/store', gateway);
    await waitFor(() => app.text().includes('بيت السدو'));
    await type(app.field('الوصف بالإنجليزية'), '  Sadu weaving and palm baskets from the Najd.  ');
    await type(app.field('الرقم الضريبي'), '٣١١١١١١١١١١١١١٣');
    await click(app.button('حفظ الملف'));
    await waitFor(() => gateway.profileUpdates.length === 1);
    expect(gateway.profileUpdates[0]).toEqual({ descriptionEn: 'Sadu weaving and palm baskets from the Najd.', descriptionAr: PROFILE.description.ar, vatNumber: '311111111111113' });
    await waitFor(() => app.field('الرقم الضريبي').value === '311111111111113');
  });

  it('shows the server’s message beside its field', async () => {
    const gateway = new FakeSellerStore();
    gateway.refuseWith = new RequestFailure(400, 'http.invalidInput', 'Check the highlighted fields.', { descriptionAr: ['حقل الوصف بالعربية مطلوب'] });
    const app = await open('/en/seller/store', gateway);
    await waitFor(() => app.text().includes('Sadu House'));
    await type(app.field('VAT number'), '310000000000013');
    await click(app.button('Save profile'));
    await waitFor(() => app.errorOf(app.field('Arabic description')).includes('حقل الوصف بالعربية مطلوب'));
  });
});

describe('shipping', () => {
  it('lists every region with its switch and fee in Arabic-Indic digits, and saves them together, Arabic-Indic digits read', async () => {
    const gateway = new FakeSellerStore();
    const app = await open('/ar/seller/shipping', gateway);
    await waitFor(() => app.text().includes('التوصيل إلى Riyadh'));
    const switchOf = (region: string) => app.field(`التوصيل إلى ${region}`) as HTMLInputElement;
    expect([switchOf('Riyadh').checked, switchOf('Eastern Province').checked, switchOf('Hail').checked]).toEqual([true, false, true]);
    expect(app.field('الرسوم في Hail (ر.س)').value).toBe('٤٠٫٥');

    await click(switchOf('Hail'));
    await click(switchOf('Eastern Province'));
    await type(app.field('الرسوم في Eastern Province (ر.س)'), '٢٠٫٧٥');
    await click(app.button('حفظ الشحن'));
    await waitFor(() => gateway.shippingUpdates.length === 1);
    expect(gateway.shippingUpdates[0]).toEqual({
      rates: [
        { regionId: 'riyadh', fee: 2_500 },
        { regionId: 'eastern', fee: 2_075 },
        { regionId: 'hail', fee: null },
      ],
    });
    await waitFor(() => app.field('الرسوم في Eastern Province (ر.س)').value === '٢٠٫٧٥');
  });

  it('shows a message on each wrong row and sends nothing', async () => {
    const gateway = new FakeSellerStore();
    const app = await open('/en/seller/shipping', gateway);
    await waitFor(() => app.text().includes('Delivers to Riyadh'));
    await type(app.field('Fee in Riyadh (SAR)'), '12.345');
    await type(app.field('Fee in Hail (SAR)'), '1000.01');
    await click(app.field('Delivers to Eastern Province'));
    await click(app.button('Save shipping'));
    expect(app.errorOf(app.field('Fee in Riyadh (SAR)'))).toBe('shipping fee is not valid.');
    expect(app.errorOf(app.field('Fee in Eastern Province (SAR)'))).toBe('The shipping fee field is required');
    expect(app.errorOf(app.field('Fee in Hail (SAR)'))).toBe('The shipping fee field must be 1,000 or less');
    expect(gateway.shippingUpdates).toEqual([]);
  });

  it('shows the server’s message on its row', async () => {
    const gateway = new FakeSellerStore();
    gateway.refuseWith = new RequestFailure(400, 'http.invalidInput', 'Check the highlighted fields.', { 'rates.2.fee': ['The shipping fee field must be between 0 and 100000'] });
    const app = await open('/en/seller/shipping', gateway);
    await waitFor(() => app.text().includes('Delivers to Riyadh'));
    await click(app.button('Save shipping'));
    await waitFor(() => app.errorOf(app.field('Fee in Hail (SAR)')).includes('between 0 and 100000'));
    expect(app.errorOf(app.field('Fee in Riyadh (SAR)'))).toBe('');
  });
});
