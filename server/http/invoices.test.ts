// The invoice download through real HTTP over a real (PGlite) database, for orders placed
// through the real checkout: a PDF attachment in the shopper's language (?lang, else
// Accept-Language) with the order's invoice number, the seller's VAT number, the totals and the
// ZATCA QR code; a cancelled order's invoice says so. Only the order's own shopper gets it:
// a guest is asked to sign in, another shopper and any seller account meet a 404.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { decodeZatcaQr, encodeZatcaQr, formatAmount } from '../../src/domain/invoice';
import { translatorFor } from '../use-cases/messages';
import { qrModules } from '../invoices/invoice-pdf';
import { qrSymbolOn, readPdf } from '../invoices/pdf-reader.test-support';
import { sellers } from '../persistence/schema';
import { aBuyer, insertShop, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, buy, orderRow } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const VAT_NUMBER = '310458273600003';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    prepare: async ({ db }) => {
      await insertShop(db);
      await db.update(sellers).set({ vatNumber: VAT_NUMBER }).where(eq(sellers.slug, 'najd-weavers'));
    },
  });
}, 60_000);
afterAll(() => server.close());
afterEach(() => resetStock(server.database.db));

const db = () => server.database.db;
const invoicePath = (code: string, query = '') => `/api/orders/${code}/invoice${query}`;
const download = (code: string, headers: Record<string, string> = {}, query = '') => server.request(invoicePath(code, query), { headers });

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = readPdf(bytes);
  return { pages, text: pages.flatMap((page) => page.runs).join('').replace(/\u00A0/g, ' ') };
}

/** A shopper who bought two cushions (250.00 −20 %) and a red kilim rug from najd-weavers, shipped to Riyadh (25.00). */
async function anOrderOfTwoLines(): Promise<{ buyer: Buyer; code: string }> {
  const buyer = await aBuyer(db(), { wallet: 200_000 });
  const [code] = await buy(server, buyer, [
    { product: 'sadu-cushion', quantity: 2 },
    { product: 'kilim-rug', options: { colour: 'red' } },
  ]);
  return { buyer, code: code! };
}

describe('the invoice of an order', () => {
  it('is a PDF attachment named after the invoice number, never cached', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    const response = await download(code, buyer.auth);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${code.replace('HRF-', 'INV-')}.pdf"`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    await pdfOf(response);
  });

  it('carries the invoice number, the seller and its VAT number, the lines and the totals (English)', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    const order = await orderRow(db(), code);
    expect(order.total).toBe(2 * 20_000 + 40_000 + 2_500);
    const { text } = await pdfOf(await download(code, buyer.auth));
    for (const expected of [
      'Simplified tax invoice',
      code.replace('HRF-', 'INV-'),
      code,
      'Najd Weavers',
      `VAT number: ${VAT_NUMBER}`,
      'Sara Al-Qahtani',
      'King Fahd Road 1',
      'Sadu cushion',
      'Kilim rug',
      'Colour: Red',
      'SAR 825.00', // 400.00 + 400.00 + 25.00
      'SAR 107.61', // 825.00 × 15/115
      'SAR 717.39',
      'Paid from the Herfa wallet',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries the ZATCA QR code of the order: seller, VAT number, time, total and VAT', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    const order = await orderRow(db(), code);
    const { pages } = await pdfOf(await download(code, buyer.auth));
    const fields = {
      sellerName: 'نساجو نجد',
      vatNumber: VAT_NUMBER,
      timestamp: order.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      totalWithVat: 82_500,
      vatTotal: 10_761,
    };
    const payload = encodeZatcaQr(fields);
    expect(decodeZatcaQr(payload)).toEqual(fields);
    expect(formatAmount(fields.totalWithVat)).toBe('825.00');
    expect(qrSymbolOn(pages[0]!)).toEqual(qrModules(payload));
  });

  it('keeps the VAT number it was issued under after the seller changes it; the next order carries the new one', async () => {
    const earlier = await anOrderOfTwoLines();
    const NEW_VAT_NUMBER = '311111111100003';
    await db().update(sellers).set({ vatNumber: NEW_VAT_NUMBER }).where(eq(sellers.slug, 'najd-weavers'));
    try {
      const later = await anOrderOfTwoLines();
      const before = (await pdfOf(await download(earlier.code, earlier.buyer.auth))).text;
      const after = (await pdfOf(await download(later.code, later.buyer.auth))).text;
      expect(before).toContain(`VAT number: ${VAT_NUMBER}`);
      expect(before).not.toContain(NEW_VAT_NUMBER);
      expect(after).toContain(`VAT number: ${NEW_VAT_NUMBER}`);
    } finally {
      await db().update(sellers).set({ vatNumber: VAT_NUMBER }).where(eq(sellers.slug, 'najd-weavers'));
    }
  });

  it('is in Arabic for ?lang=ar or an Arabic Accept-Language, ?lang winning', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    const arabicTitle = [...'فاتورة'].reverse().join(''); // a right-to-left run is drawn from its last letter
    const byQuery = await pdfOf(await download(code, buyer.auth, '?lang=ar'));
    const byHeader = await pdfOf(await download(code, { ...buyer.auth, 'Accept-Language': 'ar' }));
    const englishByQuery = await pdfOf(await download(code, { ...buyer.auth, 'Accept-Language': 'ar' }, '?lang=en'));
    for (const { text } of [byQuery, byHeader]) {
      expect(text).toContain(arabicTitle);
      expect(text).toContain('٣١٠٤٥٨٢٧٣٦٠٠٠٠٣');
      expect(text).toContain('٨٢٥٫٠٠');
      expect(text).toContain(code);
    }
    expect(englishByQuery.text).toContain('Simplified tax invoice');
  });

  it('of a cancelled order says it was cancelled, why, and what was refunded', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    const cancelled = await server.json('POST', `/api/orders/${code}/cancel`, { reason: 'Ordered the wrong colour' }, buyer.auth);
    expect(cancelled.status).toBe(200);
    const { text } = await pdfOf(await download(code, buyer.auth));
    expect(text).toMatch(/This order was cancelled on \d{1,2} \w+ \d{4}\./);
    expect(text).toContain('Reason: Ordered the wrong colour');
    expect(text).toMatch(/SAR 825\.00 was refunded to the Herfa wallet on/);
  });
});

describe('only the order’s own shopper gets its invoice', () => {
  it('asks a guest, or a request with an unknown token, to sign in', async () => {
    const { code } = await anOrderOfTwoLines();
    for (const headers of [{}, { Authorization: `Bearer ${'x'.repeat(43)}` }, { Authorization: 'Basic abc' }] as Record<string, string>[]) {
      for (const language of ['en', 'ar'] as const) {
        const response = await download(code, { ...headers, 'Accept-Language': language });
        expect(response.status).toBe(401);
        expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
        expect(await response.json()).toMatchObject({ code: 'auth.required', message: translatorFor(language)('auth.required') });
      }
    }
  });

  it('answers another shopper as if the order did not exist', async () => {
    const { code } = await anOrderOfTwoLines();
    const stranger = await aBuyer(db());
    const theirs = await download(code, stranger.auth);
    const nobodys = await download('HRF-999999', stranger.auth);
    expect(theirs.status).toBe(404);
    expect(nobodys.status).toBe(404);
    const [theirsBody, nobodysBody] = (await Promise.all([theirs.json(), nobodys.json()])) as ErrorBody[];
    expect(theirsBody).toEqual(nobodysBody);
    expect(theirsBody).toMatchObject({ code: 'orders.notFound' });
  });

  it('answers a seller account, even the order’s own seller, with 404', async () => {
    const { code } = await anOrderOfTwoLines();
    for (const slug of ['najd-weavers', 'hejaz-pottery']) {
      const seller = await aSellerAccount(db(), slug);
      const response = await download(code, seller.auth);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
  });

  it('refuses a malformed code or language with 400, never a PDF', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    expect((await download('not-a-code', buyer.auth)).status).toBe(400);
    expect((await download(code, buyer.auth, '?lang=fr')).status).toBe(400);
  });
});

describe('speed over HTTP', () => {
  it('serves an invoice in tens of milliseconds', async () => {
    const { buyer, code } = await anOrderOfTwoLines();
    await pdfOf(await download(code, buyer.auth));
    const rounds = 10;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) await (await download(code, buyer.auth, round % 2 ? '?lang=ar' : '')).arrayBuffer();
    console.info(`invoice download: ${((performance.now() - started) / rounds).toFixed(1)} ms per invoice (request, database, PDF)`);
  });
});
