// A seller's store through real HTTP over a real (PGlite) database: the profile (descriptions and
// VAT number, validated with the spec's messages in both languages, and found by search under
// the new description at once), the fee per region (every region listed, replaced at once, and
// the very next checkout quote priced or refused by it), the sales of today and this month with
// their VAT, and the orders as CSV (quoted, defused, headed in the request language). Orders are
// made by real checkouts; one store never sees another's, and shoppers and guests are kept out.
import { formatMoney } from '../../src/domain/money-format';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { Quote } from '../../src/contract/checkout';
import { MAX_SHIPPING_FEE, RegionShipping, SalesSummary, StoreProfile } from '../../src/contract/seller-store';
import { splitVat } from '../../src/domain/money';
import { riyadhDate } from '../../src/domain/sales';
import { users } from '../persistence/schema';
import { aBuyer, addToCart, anotherAddress, insertShop, resetStock } from '../testing/checkout-fixtures';
import { aSellerAccount, anOrder, buy, orderRow, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let hejaz: SellerAccount;
let najd: SellerAccount;
beforeAll(async () => {
  server = await startTestServer({
    prepare: async ({ db }) => {
      await insertShop(db);
      await resetStock(db, { 'clay-pot': 1_000, 'incense-burner': 1_000, 'sadu-cushion': 1_000, 'palm-basket': 1_000 });
    },
  });
  hejaz = await aSellerAccount(server.database.db, 'hejaz-pottery');
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
type Failed = ErrorBody & { fields?: Record<string, string[]> };
const arabic = (seller: SellerAccount) => ({ ...seller.auth, 'Accept-Language': 'ar' });
const get = <T>(path: string, headers: Record<string, string>) => server.json<T & Failed>('GET', path, undefined, headers);
const put = <T>(path: string, body: unknown, headers: Record<string, string>) => server.json<T & Failed>('PUT', path, body, headers);
const csvOf = (path: string, headers: Record<string, string>) => server.request(path, { headers });

const DESCRIPTION_EN = 'Hand-thrown clay pots and incense burners from the kilns of the Hejaz.';
const DESCRIPTION_AR = 'قدور فخارية ومباخر مصنوعة يدويًا في أفران الحجاز.';

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted && char === '"' && text[at + 1] === '"') {
      field += '"';
      at++;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' && text[at + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      at++;
    } else {
      field += char;
    }
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

describe('who may use the store’s routes', () => {
  const routes: readonly [string, string, unknown?][] = [
    ['GET', '/api/seller/store'],
    ['PUT', '/api/seller/store', { descriptionEn: DESCRIPTION_EN, descriptionAr: DESCRIPTION_AR, vatNumber: '300000000000003' }],
    ['GET', '/api/seller/shipping'],
    ['PUT', '/api/seller/shipping', { rates: [] }],
    ['GET', '/api/seller/sales'],
    ['GET', '/api/seller/sales/orders.csv'],
  ];

  it('answers a guest 401 and a shopper 403 on every route, changing nothing', async () => {
    const shopper = await aBuyer(db());
    for (const [method, path, body] of routes) {
      expect((await server.json(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await server.json(method, path, body, shopper.auth)).status, `${method} ${path}`).toBe(403);
    }
    expect((await get<RegionShipping[]>('/api/seller/shipping', hejaz.auth)).body.filter((region) => region.fee !== null)).toHaveLength(2);
  });

  it('answers 403 to a seller account without a store', async () => {
    const orphan = await aSellerAccount(db(), 'najd-weavers');
    await db().update(users).set({ sellerSlug: null }).where(eq(users.id, orphan.id));
    for (const [method, path, body] of routes) expect((await server.json(method, path, body, orphan.auth)).status, `${method} ${path}`).toBe(403);
  });
});

describe('the store profile', () => {
  it('answers the store’s own profile, its city in the request language', async () => {
    const { status, body } = await get<StoreProfile>('/api/seller/store', hejaz.auth);
    expect(status).toBe(200);
    v.parse(StoreProfile, body);
    expect(body).toMatchObject({ slug: 'hejaz-pottery', name: { en: 'Hejaz Pottery', ar: 'فخار الحجاز' }, vatNumber: '300000000000003' });
    expect((await get<StoreProfile>('/api/seller/store', najd.auth)).body.slug).toBe('najd-weavers');
    const city = body.city;
    expect((await get<StoreProfile>('/api/seller/store', arabic(hejaz))).body.city).not.toBe(city);
  });

  it('changes the descriptions and VAT number, trimmed, and the store is found by its new description at once', async () => {
    const before = await get<{ items: { slug: string }[] }>('/api/search/sellers?q=kilns', {});
    expect(before.body.items.map((store) => store.slug)).not.toContain('hejaz-pottery');
    const { status, body } = await put<StoreProfile>('/api/seller/store', { descriptionEn: `  ${DESCRIPTION_EN} `, descriptionAr: DESCRIPTION_AR, vatNumber: ' 310000000000013 ' }, hejaz.auth);
    expect(status).toBe(200);
    expect(body).toMatchObject({ description: { en: DESCRIPTION_EN, ar: DESCRIPTION_AR }, vatNumber: '310000000000013' });
    expect((await get<StoreProfile>('/api/seller/store', hejaz.auth)).body.vatNumber).toBe('310000000000013');
    const after = await get<{ items: { slug: string }[] }>('/api/search/sellers?q=kilns', {});
    expect(after.body.items.map((store) => store.slug)).toEqual(['hejaz-pottery']);
    const inArabicSearch = await get<{ items: { slug: string }[] }>(`/api/search/sellers?q=${encodeURIComponent('أفران')}`, { 'Accept-Language': 'ar' });
    expect(inArabicSearch.body.items.map((store) => store.slug)).toContain('hejaz-pottery');
    // The store page guests read shows it at once, not after the shared cache's minutes.
    const storePage = await get<{ description: string }>('/api/sellers/hejaz-pottery', {});
    expect(JSON.stringify(storePage.body)).toContain('kilns of the Hejaz');
  });

  it('refuses a wrong VAT number and short descriptions with the spec’s messages, in both languages, changing nothing', async () => {
    const wrong = { descriptionEn: 'Pots', descriptionAr: '', vatNumber: '31000000000001' };
    const english = await put<StoreProfile>('/api/seller/store', wrong, najd.auth);
    expect(english.status).toBe(400);
    expect(english.body.fields).toEqual({
      descriptionEn: ['The English description field must be at least 20 characters'],
      descriptionAr: ['The Arabic description field is required'],
      vatNumber: ['The VAT number field must be numeric and exactly contain 15 digits', 'The VAT number field format is invalid'],
    });
    const notThrees = await put<StoreProfile>('/api/seller/store', { descriptionEn: DESCRIPTION_EN, descriptionAr: DESCRIPTION_AR, vatNumber: '210000000000012' }, najd.auth);
    expect(notThrees.body.fields).toEqual({ vatNumber: ['The VAT number field format is invalid'] });
    const inArabicAnswer = await put<StoreProfile>('/api/seller/store', wrong, arabic(najd));
    expect(inArabicAnswer.body.fields).toEqual({
      descriptionEn: ['يجب ألا يقل طول حقل الوصف بالإنجليزية عن ٢٠ حرفًا'],
      descriptionAr: ['حقل الوصف بالعربية مطلوب'],
      vatNumber: ['يجب أن يتكون حقل الرقم الضريبي من ١٥ رقمًا بالضبط', 'صيغة حقل الرقم الضريبي غير صحيحة'],
    });
    expect((await get<StoreProfile>('/api/seller/store', najd.auth)).body.vatNumber).toBe('300000000000003');
  });
});

describe('shipping', () => {
  it('lists every region in its order, named in the request language, with the store’s fee or null', async () => {
    const { status, body } = await get<RegionShipping[]>('/api/seller/shipping', najd.auth);
    expect(status).toBe(200);
    v.parse(v.array(RegionShipping), body);
    expect(body.map(({ regionId, fee }) => [regionId, fee])).toEqual([
      ['riyadh', 2_500],
      ['eastern', 3_500],
      ['hail', null],
    ]);
    const names = (await get<RegionShipping[]>('/api/seller/shipping', arabic(najd))).body.map((region) => region.regionName);
    expect(names).not.toEqual(body.map((region) => region.regionName));
    expect(names.every((name) => /\p{Script=Arabic}/u.test(name))).toBe(true);
  });

  it('refuses an unknown or repeated region and a fee out of range, row by row, in both languages, changing nothing', async () => {
    const rates = [
      { regionId: 'atlantis', fee: 1_000 },
      { regionId: 'riyadh', fee: MAX_SHIPPING_FEE + 1 },
      { regionId: 'eastern', fee: 12.5 },
      { regionId: 'hail', fee: -1 },
    ];
    const english = await put<RegionShipping[]>('/api/seller/shipping', { rates }, najd.auth);
    expect(english.status).toBe(400);
    expect(english.body.fields).toEqual({
      'rates.1.fee': [`The shipping fee field must be between ${formatMoney(0, 'en')} and ${formatMoney(MAX_SHIPPING_FEE, 'en')}`],
      'rates.2.fee': ['The shipping fee field must be an integer'],
      'rates.3.fee': [`The shipping fee field must be between ${formatMoney(0, 'en')} and ${formatMoney(MAX_SHIPPING_FEE, 'en')}`],
    });
    expect(formatMoney(MAX_SHIPPING_FEE, 'en')).toMatch(/^SAR.1,000\.00$/);
    // The bounds are halalas: the seller reads them as money, in the page's digits.
    const arabicBounds = await put<RegionShipping[]>('/api/seller/shipping', { rates: [rates[1]] }, arabic(najd));
    expect(arabicBounds.body.fields?.['rates.0.fee']?.[0]).toContain(formatMoney(MAX_SHIPPING_FEE, 'ar'));
    expect(formatMoney(MAX_SHIPPING_FEE, 'ar')).toContain('١٬٠٠٠٫٠٠');
    const unknown = await put<RegionShipping[]>('/api/seller/shipping', { rates: [rates[0], { regionId: 'riyadh', fee: 0 }, { regionId: 'riyadh', fee: 10 }] }, arabic(najd));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'rates.0.regionId': ['قيمة المنطقة غير صالحة.'], 'rates.2.regionId': ['قيمة المنطقة غير صالحة.'] });
    expect((await get<RegionShipping[]>('/api/seller/shipping', najd.auth)).body.map((region) => region.fee)).toEqual([2_500, 3_500, null]);
  });

  it('replaces the fees at once, and the very next checkout quote is priced or refused by them', async () => {
    const buyer = await aBuyer(db(), { region: 'eastern' });
    await addToCart(server, buyer, 'incense-burner');
    const hail = await anotherAddress(db(), buyer, 'hail');
    const quote = (addressId: string) => server.json<Quote & Failed>('POST', '/api/checkout/quote', { addressId }, buyer.auth);
    expect((await quote(buyer.addressId)).status).toBe(422);
    expect((await quote(hail)).body.orders[0]!.shippingFee).toBe(4_000);
    // A guest's product page (a shared, cached answer) gives the store's lowest fee.
    const productShipping = async () => (await get<{ shipping: { fee: number | null } }>('/api/products/incense-burner', {})).body.shipping.fee;
    expect(await productShipping()).toBe(1_500);

    const { status, body } = await put<RegionShipping[]>(
      '/api/seller/shipping',
      { rates: [{ regionId: 'eastern', fee: 2_000 }, { regionId: 'hail', fee: null }, { regionId: 'riyadh', fee: 0 }] },
      hejaz.auth,
    );
    expect(status).toBe(200);
    expect(body.map(({ regionId, fee }) => [regionId, fee])).toEqual([
      ['riyadh', 0],
      ['eastern', 2_000],
      ['hail', null],
    ]);
    expect((await quote(buyer.addressId)).body.orders[0]!.shippingFee).toBe(2_000);
    // The product page shows the new lowest fee at once, not after the shared cache's minutes.
    expect(await productShipping()).toBe(0);
    const refused = await quote(hail);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('checkout.noShippingForAddress');
    // The other store's fees are its own.
    expect((await get<RegionShipping[]>('/api/seller/shipping', najd.auth)).body.map((region) => region.fee)).toEqual([2_500, 3_500, null]);

    // A region left out stops being served too; the fees come back as they were for the tests after.
    await put('/api/seller/shipping', { rates: [{ regionId: 'riyadh', fee: 1_500 }, { regionId: 'hail', fee: 4_000 }] }, hejaz.auth);
    expect((await quote(buyer.addressId)).status).toBe(422);
  });
});

describe('sales', () => {
  it('counts today’s and this month’s orders of the store alone, with revenue and each invoice’s VAT, rejected and cancelled ones left out', async () => {
    const sales = async (seller: SellerAccount) => (await get<SalesSummary>('/api/seller/sales', seller.auth)).body;
    const hejazBefore = await sales(hejaz);
    const najdBefore = await sales(najd);
    v.parse(SalesSummary, hejazBefore);

    const buyer = await aBuyer(db(), { wallet: 500_000 });
    const codes = await buy(server, buyer, [{ product: 'incense-burner', quantity: 3 }, { product: 'clay-pot' }, { product: 'palm-basket' }]);
    const rows = await Promise.all(codes.map((code) => orderRow(db(), code)));
    const hejazOrder = rows.find((row) => row.sellerSlug === 'hejaz-pottery')!;
    const { code: cancelled } = await anOrder(server, { product: 'incense-burner' });
    expect((await server.json('POST', `/api/seller/orders/${cancelled}/status`, { to: 'rejected', reason: 'Out of clay' }, hejaz.auth)).status).toBe(200);

    const after = await sales(hejaz);
    const delta = (period: 'today' | 'month') => ({
      orders: after[period].orders - hejazBefore[period].orders,
      revenue: after[period].revenue - hejazBefore[period].revenue,
      vat: after[period].vat - hejazBefore[period].vat,
    });
    const expected = { orders: 1, revenue: hejazOrder.total, vat: splitVat(hejazOrder.total).vat };
    expect(hejazOrder.total).toBe(3 * 9_000 + 6_000 + 1_500);
    expect(delta('today')).toEqual(expected);
    expect(delta('month')).toEqual(expected);
    // Najd's sale is Najd's alone.
    const najdAfter = await sales(najd);
    const najdOrder = rows.find((row) => row.sellerSlug === 'najd-weavers')!;
    expect(najdAfter.month.revenue - najdBefore.month.revenue).toBe(najdOrder.total);
    expect(after.bestSellers.map((product) => product.slug)).not.toContain('palm-basket');
    expect(najdAfter.bestSellers.map((product) => product.slug)).not.toContain('incense-burner');
  });

  it('ranks this month’s best sellers by pieces, named in the request language', async () => {
    const buyer = await aBuyer(db(), { wallet: 500_000 });
    await buy(server, buyer, [{ product: 'clay-pot', quantity: 40 }]);
    const { body } = await get<SalesSummary>('/api/seller/sales', arabic(hejaz));
    expect(body.bestSellers[0]).toMatchObject({ slug: 'clay-pot', name: 'قدر فخار' });
    expect(body.bestSellers.length).toBeLessThanOrEqual(5);
    const pieces = body.bestSellers.map((product) => product.quantity);
    expect(pieces).toEqual([...pieces].sort((a, b) => b - a));
  });
});

describe('the orders as CSV', () => {
  it('is described in the OpenAPI document beside the JSON operations', async () => {
    const { body } = await server.json<{ paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>> }>('GET', '/api/openapi.json');
    const exported = body.paths['/api/seller/sales/orders.csv']!.get!;
    expect(exported.operationId).toBe('exportSellerOrders');
    expect(Object.keys(exported.responses['200']!.content!)).toEqual(['text/csv']);
  });

  it('downloads this month’s orders of the store alone, one row each, quoted and defused, headed in English', async () => {
    const mischief = await aBuyer(db(), { wallet: 100_000 });
    await db().update(users).set({ fullName: '=HYPERLINK("http://evil.test","Sara, "the" buyer")' }).where(eq(users.id, mischief.id));
    const [mine] = await buy(server, mischief, [{ product: 'incense-burner', quantity: 2 }]);
    const other = await aBuyer(db(), { wallet: 100_000 });
    const [theirs] = await buy(server, other, [{ product: 'palm-basket' }]);

    const response = await csvOf('/api/seller/sales/orders.csv', hejaz.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const month = riyadhDate(new Date()).slice(0, 7);
    expect(response.headers.get('Content-Disposition')).toMatch(new RegExp(`^attachment; filename="herfa-hejaz-pottery-orders-${month}-01-${month}-\\d{2}\\.csv"$`));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual(['Order', 'Date', 'Status', 'Shopper', 'City', 'Items', 'Subtotal (SAR)', 'Discount (SAR)', 'Shipping (SAR)', 'Total (SAR)', 'VAT (SAR)']);
    const codes = records.map((record) => record[0]);
    expect(codes).toContain(mine);
    expect(codes).not.toContain(theirs);
    for (const code of codes) expect((await orderRow(db(), code!)).sellerSlug).toBe('hejaz-pottery');
    expect(codes).toEqual([...codes].sort());
    const row = records.find((record) => record[0] === mine)!;
    expect(row).toEqual([mine, expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/), 'New', `'=HYPERLINK("http://evil.test","Sara, "the" buyer")`, 'Riyadh', '2', '180.00', '0.00', '15.00', '195.00', '25.43']);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Sara, ""the"" buyer"")"`);
    expect(records.find((record) => record[2] === 'Rejected')).toBeDefined();
  });

  it('heads the file in Arabic with Arabic statuses and cities, amounts in Latin digits', async () => {
    const { code } = await anOrder(server, { product: 'clay-pot' });
    const today = riyadhDate(new Date());
    const response = await csvOf(`/api/seller/sales/orders.csv?from=${today}&to=${today}`, arabic(hejaz));
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="herfa-hejaz-pottery-orders-${today}-${today}.csv"`);
    const [header, ...records] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(header![0]).toBe('الطلب');
    const row = records.find((record) => record[0] === code)!;
    expect(row.slice(2, 5)).toEqual(['جديد', 'Sara Al-Qahtani', 'الرياض']);
    expect(row.slice(5)).toEqual(['1', '60.00', '0.00', '0.00', '60.00', '7.83']);
  });

  it('lists nothing for days without orders, and refuses a wrong or backwards span', async () => {
    const empty = await csvOf('/api/seller/sales/orders.csv?from=2020-01-01&to=2020-01-31', hejaz.auth);
    expect((await empty.text()).replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
    const backwards = await server.json<Failed>('GET', '/api/seller/sales/orders.csv?from=2026-03-02&to=2026-03-01', undefined, hejaz.auth);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ to: ['end date is not valid.'] });
    const impossible = await server.json<Failed>('GET', '/api/seller/sales/orders.csv?from=2026-02-30', undefined, arabic(hejaz));
    expect(impossible.status).toBe(400);
    expect(Object.keys(impossible.body.fields!)).toEqual(['from']);
  });
});
