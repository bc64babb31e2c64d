// The invoice PDF read back: in both languages it carries the invoice number, the seller's VAT
// number and the domain's totals in the page's digits, the status of a cancelled order, every
// line across pages, and a QR symbol that is exactly the ZATCA payload of the invoice.
import { describe, expect, it } from 'vitest';
import { decodeZatcaQr } from '../../src/domain/invoice';
import type { PurchasedLine } from '../persistence/schema';
import type { InvoiceDocument } from './invoice-document';
import { invoiceAmounts, invoiceQrPayload, qrModules, renderInvoicePdf } from './invoice-pdf';
import { qrSymbolOn, readPdf } from './pdf-reader.test-support';

const aLine = (slug: string, en: string, ar: string, unitPrice: number, quantity = 1, unitDiscount = 0, extra: Partial<PurchasedLine> = {}): PurchasedLine => ({
  productSlug: slug,
  name: { en, ar },
  image: null,
  colour: null,
  size: null,
  nameOnProduct: null,
  giftText: null,
  quantity,
  unitPrice,
  unitDiscount,
  total: (unitPrice - unitDiscount) * quantity,
  cartLineKey: slug,
  ...extra,
});

/** Two cushions at 250.00 −50.00, a red kilim rug at 400.00, three pots at 60.00, 25.00 shipping: 1,005.00. */
const anInvoice = (changes: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  orderCode: 'HRF-001001',
  invoiceNumber: 'INV-001001',
  issuedAt: new Date('2026-03-05T11:25:09.123Z'),
  status: 'delivered',
  seller: { name: { en: "Sadu House — Ha'il", ar: 'بيت السدو — حائل' }, vatNumber: '310458273600003' },
  buyer: { name: 'Sara Al-Qahtani' },
  shippedTo: {
    addressId: '00000000-0000-4000-8000-000000000001',
    regionId: 'riyadh',
    region: { en: 'Riyadh', ar: 'الرياض' },
    cityId: 'riyadh-city',
    city: { en: 'Riyadh', ar: 'الرياض' },
    country: 'SA',
    addressText: 'King Fahd Road 1, Al Olaya',
  },
  lines: [
    aLine('sadu-cushion', 'Sadu cushion', 'وسادة سدو', 25_000, 2, 5_000),
    aLine('kilim-rug', 'Kilim rug', 'سجادة كليم', 40_000, 1, 0, { colour: { id: 'red', name: { en: 'Red', ar: 'أحمر' } }, giftText: 'عيد مبارك' }),
    aLine('clay-pot', 'Clay pot', 'قدر فخار', 6_000, 3),
  ],
  shippingFee: 2_500,
  walletPart: 50_000,
  cardPart: 55_500,
  ended: null,
  refund: null,
  ...changes,
});

const textOf = async (invoice: InvoiceDocument, language: 'en' | 'ar') => {
  const pages = readPdf(await renderInvoicePdf(invoice, language));
  // Intl puts a no-break space between the currency and the amount.
  return { pages, text: pages.flatMap((page) => page.runs).join('').replace(/\u00A0/g, ' ') };
};

describe('the amounts', () => {
  it('are the VAT of the total, shared over the lines and the shipping fee', () => {
    const amounts = invoiceAmounts(anInvoice());
    expect(amounts.gross).toBe(100_500);
    expect(amounts.vat).toBe(13_109); // 1,005.00 × 15/115 = 131.087 → 131.09
    expect(amounts.net).toBe(100_500 - 13_109);
    expect(amounts.lines.map((line) => line.gross)).toEqual([40_000, 40_000, 18_000]);
    expect(amounts.lines.reduce((total, line) => total + line.vat, 0) + amounts.shipping.vat).toBe(amounts.vat);
  });
});

describe('the PDF in English', () => {
  it('names the invoice, the seller and its VAT number, and carries the totals', async () => {
    const { pages, text } = await textOf(anInvoice(), 'en');
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Simplified tax invoice',
      'INV-001001',
      'HRF-001001',
      '5 March 2026 at 14:25', // Riyadh time
      "Sadu House — Ha'il",
      'VAT number: 310458273600003',
      'Sara Al-Qahtani',
      'King Fahd Road 1, Al Olaya',
      'Colour: Red',
      'SAR 1,005.00',
      'SAR 131.09',
      'SAR 873.91',
      'SAR 25.00',
      'SAR 500.00',
      'SAR 555.00',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('cancelled');
  });

  it('says when and why a cancelled order ended and what was refunded', async () => {
    const { text } = await textOf(
      anInvoice({
        status: 'cancelled',
        ended: { status: 'cancelled', at: new Date('2026-03-06T08:00:00Z'), reason: 'Ordered the wrong size' },
        refund: { amount: 100_500, at: new Date('2026-03-06T08:00:01Z') },
      }),
      'en',
    );
    expect(text).toContain('This order was cancelled on 6 March 2026.');
    expect(text).toContain('Reason: Ordered the wrong size');
    expect(text).toContain('SAR 1,005.00 was refunded to the Herfa wallet on 6 March 2026.');
  });

  it('continues a long order on further pages, every line and the totals included', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => aLine(`piece-${index + 1}`, `Hand-woven piece number ${index + 1}`, `قطعة منسوجة رقم ${index + 1}`, 1_000));
    const { pages, text } = await textOf(anInvoice({ lines, shippingFee: 0, walletPart: 40_000, cardPart: 0 }), 'en');
    expect(pages.length).toBeGreaterThan(1);
    for (let index = 1; index <= 40; index += 1) expect(text).toContain(`Hand-woven piece number ${index}`);
    expect(pages.at(-1)!.runs.join('')).toContain('SAR\u00A0400.00');
    expect(pages[1]!.runs).toContain('Unit price'); // the table's header again
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });
});

describe('the PDF in Arabic', () => {
  it('uses Arabic-Indic digits for amounts, dates and the VAT number, and keeps codes in Latin', async () => {
    const { text, pages } = await textOf(anInvoice(), 'ar');
    expect(pages).toHaveLength(1);
    for (const expected of ['INV-001001', 'HRF-001001', '٣١٠٤٥٨٢٧٣٦٠٠٠٠٣', '١٬٠٠٥٫٠٠', '١٣١٫٠٩', '٢٥٫٠٠', '٥٠٠٫٠٠', '٥٥٥٫٠٠', '٢٠٢٦', 'Sara Al-Qahtani']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/1,005|131\.09|310458273600003/);
  });

  it('draws Arabic runs in visual order, so the title reads back reversed glyph by glyph', async () => {
    const { text } = await textOf(anInvoice(), 'ar');
    // The shaped glyphs map back to their letters; a right-to-left run is drawn from its last letter.
    expect(text).toContain([...'مبسطة'].reverse().join(''));
  });
});

describe('the ZATCA QR code', () => {
  it('encodes the seller (in Arabic), its VAT number, the time of issue, the total and the VAT', () => {
    expect(decodeZatcaQr(invoiceQrPayload(anInvoice()))).toEqual({
      sellerName: 'بيت السدو — حائل',
      vatNumber: '310458273600003',
      timestamp: '2026-03-05T11:25:09Z',
      totalWithVat: 100_500,
      vatTotal: 13_109,
    });
  });

  it.each(['en', 'ar'] as const)('is drawn in the %s PDF module for module as the payload encodes', async (language) => {
    const { pages } = await textOf(anInvoice(), language);
    expect(qrSymbolOn(pages[0]!)).toEqual(qrModules(invoiceQrPayload(anInvoice())));
  });
});

describe('speed', () => {
  it('renders an invoice in a few tens of milliseconds once the fonts are loaded', async () => {
    await renderInvoicePdf(anInvoice(), 'ar');
    const rounds = 10;
    for (const language of ['en', 'ar'] as const) {
      const started = performance.now();
      for (let round = 0; round < rounds; round += 1) await renderInvoicePdf(anInvoice(), language);
      const perInvoice = (performance.now() - started) / rounds;
      const size = (await renderInvoicePdf(anInvoice(), language)).length;
      console.info(`invoice PDF (${language}): ${perInvoice.toFixed(1)} ms per invoice, ${(size / 1024).toFixed(1)} KB`);
    }
  }, 60_000);
});
