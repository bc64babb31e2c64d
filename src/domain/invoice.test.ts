import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals, splitVat } from './money';
import {
  decodeZatcaQr,
  encodeZatcaQr,
  formatAmount,
  invoiceTotals,
  lineGross,
  parseAmount,
  zatcaFields,
  type ZatcaQrFields,
} from './invoice';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The payload's bytes, read with the platform's own Base64 decoder rather than ours. */
const payloadBytes = (base64: string): number[] => [...globalThis.atob(base64)].map((c) => c.charCodeAt(0));

const salla: ZatcaQrFields = {
  sellerName: 'Salla',
  vatNumber: '1234567891',
  timestamp: '2021-07-12T14:25:09Z',
  totalWithVat: riyals(100),
  vatTotal: riyals(15),
};

describe('invoice VAT, by example', () => {
  it('a 1,150.00 SAR piece carries 150.00 SAR VAT', () => {
    const totals = invoiceTotals([{ unitPrice: riyals(1150), quantity: 1 }]);
    expect(totals).toMatchObject({ gross: 115_000, net: 100_000, vat: 15_000 });
    expect(totals.lines[0]).toEqual({ unitPrice: 115_000, quantity: 1, gross: 115_000, net: 100_000, vat: 15_000 });
  });

  it('applies the discount per piece before the quantity, and keeps the line fields', () => {
    const line = { sku: 'sadu-cushion', unitPrice: riyals(200), unitDiscount: riyals(50), quantity: 3 };
    expect(lineGross(line)).toBe(riyals(450));
    expect(invoiceTotals([line]).lines[0]).toMatchObject({ sku: 'sadu-cushion', gross: 45_000 });
  });

  it('splits the shipping fee like a line', () => {
    const totals = invoiceTotals([{ unitPrice: riyals(115), quantity: 2 }], riyals(23));
    expect(totals.shipping).toEqual({ gross: 2_300, net: 2_000, vat: 300 });
    expect(totals).toMatchObject({ gross: 25_300, net: 22_000, vat: 3_300 });
  });

  it('computes the VAT of the total, and shares it out so the lines add up', () => {
    // A one-halala line has no VAT of its own (0.13 rounds to 0), but ten of them carry one halala.
    const totals = invoiceTotals(Array.from({ length: 10 }, () => ({ unitPrice: 1, quantity: 1 })));
    expect(totals).toMatchObject({ gross: 10, net: 9, vat: 1 });
    expect(totals.lines.map((line) => line.vat)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives the halala of difference to the line whose own VAT was rounded furthest off, not to the first line', () => {
    // 2 and 3 halalas carry 0.26 and 0.39 halala of VAT, both rounded to 0; their 5 carry 0.65, so 1.
    expect(invoiceTotals([{ unitPrice: 2, quantity: 1 }, { unitPrice: 3, quantity: 1 }]).lines.map((line) => line.vat)).toEqual([0, 1]);
    // 5 and 4 halalas carry 0.65 and 0.52, both rounded to 1; their 9 carry 1.17, so one halala too many
    // is taken back, from the line rounded up the furthest.
    expect(invoiceTotals([{ unitPrice: 5, quantity: 1 }, { unitPrice: 4, quantity: 1 }]).lines.map((line) => line.vat)).toEqual([1, 0]);
  });

  it('an empty order with no shipping is all zeros', () => {
    expect(invoiceTotals([])).toEqual({ gross: 0, net: 0, vat: 0, lines: [], shipping: { gross: 0, net: 0, vat: 0 } });
  });

  it('a refused line names what is wrong with it', () => {
    expect(() => lineGross({ unitPrice: 100, unitDiscount: 101, quantity: 1 })).toThrow('Discount 101 exceeds the price 100');
    expect(() => lineGross({ unitPrice: 100, quantity: 0 })).toThrow('A line has a whole, positive quantity: 0');
  });

  it('refuses lines that cannot come from a checkout', () => {
    expect(() => lineGross({ unitPrice: 100, unitDiscount: 101, quantity: 1 })).toThrow(RangeError);
    expect(() => lineGross({ unitPrice: 100, quantity: 0 })).toThrow(RangeError);
    expect(() => lineGross({ unitPrice: 100, quantity: 1.5 })).toThrow(RangeError);
    expect(() => lineGross({ unitPrice: -100, quantity: 1 })).toThrow(RangeError);
  });
});

describe('amounts as text', () => {
  it('always shows two decimals', () => {
    expect(formatAmount(115_000)).toBe('1150.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(1_250)).toBe('12.50');
    expect(formatAmount(-50)).toBe('-0.50');
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('reads back exactly what it wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(parseAmount(formatAmount(amount))).toBe(amount);
      }),
    );
  });

  it('matches decimal arithmetic done in BigInt', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }), (amount) => {
        expect(formatAmount(Number(amount))).toBe(`${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`);
      }),
    );
  });

  it('a refused amount is quoted, so that a stray space or sign shows', () => {
    expect(() => parseAmount(' 1.00')).toThrow('Not an amount with two decimals: " 1.00"');
  });

  it('refuses anything that is not two decimals', () => {
    for (const text of ['100', '100.0', '100.000', '01.00', '-1.00', '1,000.00', ' 1.00']) {
      expect(() => parseAmount(text)).toThrow(RangeError);
    }
  });
});

describe('the ZATCA QR code', () => {
  it("matches the example from ZATCA's documentation", () => {
    expect(encodeZatcaQr(salla)).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
    expect(decodeZatcaQr('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=')).toEqual(salla);
  });

  it('counts an Arabic seller name in UTF-8 bytes, not characters', () => {
    const sellerName = 'متجر حرفة للسدو';
    const bytes = payloadBytes(encodeZatcaQr({ ...salla, sellerName }));
    expect(sellerName.length).toBe(15);
    expect(bytes.slice(0, 2)).toEqual([1, 28]); // 13 letters of 2 bytes each and 2 spaces
    expect(new TextDecoder().decode(new Uint8Array(bytes.slice(2, 30)))).toBe(sellerName);
    expect(bytes[30]).toBe(2);
  });

  it('takes its fields from the invoice totals', () => {
    const totals = invoiceTotals([{ unitPrice: riyals(100), quantity: 1 }]);
    const fields = zatcaFields(totals, { name: 'Salla', vatNumber: '1234567891' }, '2021-07-12T14:25:09Z');
    expect(fields).toEqual({ ...salla, vatTotal: 1_304 });
  });

  it('throws on a value longer than 255 bytes, wherever it is', () => {
    expect(() => encodeZatcaQr({ ...salla, sellerName: 'a'.repeat(255) })).not.toThrow();
    expect(() => encodeZatcaQr({ ...salla, sellerName: 'a'.repeat(256) })).toThrow(RangeError);
    expect(() => encodeZatcaQr({ ...salla, sellerName: 'ب'.repeat(127) })).not.toThrow();
    expect(() => encodeZatcaQr({ ...salla, sellerName: 'ب'.repeat(128) })).toThrow(RangeError);
    expect(() => encodeZatcaQr({ ...salla, timestamp: '🧵'.repeat(64) })).toThrow(RangeError);
  });

  it('names the tag it cannot encode, so that the field at fault is known', () => {
    expect(() => encodeZatcaQr({ ...salla, vatNumber: '1'.repeat(256) })).toThrow('Tag 2 is 256 bytes; a ZATCA TLV value is at most 255');
    expect(() => encodeZatcaQr({ ...salla, timestamp: '2021-07-12\ud83e' })).toThrow('Tag 3 is not well-formed Unicode');
  });

  it('keeps a value exactly, even one that starts with a byte order mark', () => {
    const odd = { ...salla, sellerName: '\ufeffHerfa', vatNumber: '' };
    expect(decodeZatcaQr(encodeZatcaQr(odd))).toEqual(odd);
  });

  it('throws on a lone surrogate, which UTF-8 cannot carry', () => {
    expect(() => encodeZatcaQr({ ...salla, sellerName: 'Herfa \ud83e' })).toThrow(RangeError);
  });

  it('skips the tags phase 2 adds after the first five, and refuses a broken payload', () => {
    const withTag6 = globalThis.btoa(globalThis.atob(encodeZatcaQr(salla)) + '\x06\x02ab');
    expect(decodeZatcaQr(withTag6)).toEqual(salla);
    expect(() => decodeZatcaQr('AQVTYWxsYQ==')).toThrow(RangeError); // only tag 1
    expect(() => decodeZatcaQr(globalThis.btoa('\x01\x09Salla'))).toThrow(RangeError); // length past the end
    expect(() => decodeZatcaQr('not base64!')).toThrow(RangeError);
  });

  it('refuses a payload that a reader could misread, and says why', () => {
    const tlv = (tag: number, text: string) => [tag, utf8Length(text), ...new TextEncoder().encode(text)];
    const payload = (bytes: readonly number[]) => globalThis.btoa(String.fromCharCode(...bytes));
    const [seller, vat, time, total] = [tlv(1, 'Salla'), tlv(2, '1234567891'), tlv(3, '2021-07-12T14:25:09Z'), tlv(4, '100.00')];
    const valid = payloadBytes(encodeZatcaQr(salla));
    expect(valid).toEqual([...seller, ...vat, ...time, ...total, ...tlv(5, '15.00')]);

    expect(() => decodeZatcaQr(payload([...vat, ...seller, ...time, ...total, ...tlv(5, '15.00')]))).toThrow(/Tag 2 out of order/);
    expect(() => decodeZatcaQr(payload([...valid, ...tlv(5, '0.00')]))).toThrow(/Tag 5 out of order/);
    // The last value claims one byte more than there is, or a last tag has no length at all.
    expect(() => decodeZatcaQr(payload([...seller, ...vat, ...time, ...total, 5, 6, ...new TextEncoder().encode('15.00')]))).toThrow(/Truncated TLV/);
    expect(() => decodeZatcaQr(payload([...valid, 6]))).toThrow(/Truncated TLV/);
    expect(() => decodeZatcaQr(payload(seller))).toThrow(/Only 1 of the 5 ZATCA tags/);
    expect(() => decodeZatcaQr(payload([...seller, ...vat, ...time, ...total]))).toThrow(/Only 4 of the 5 ZATCA tags/);
    expect(() => decodeZatcaQr(encodeZatcaQr(salla).replace(/=+$/, ''))).toThrow(/Not Base64 with padding/);
    // Bytes that are not UTF-8 are refused rather than read as U+FFFD.
    expect(() => decodeZatcaQr(payload([1, 2, 0xc3, 0x28, ...vat, ...time, ...total, ...tlv(5, '15.00')]))).toThrow();
  });
});

const fitsIn255Bytes = (text: string) => utf8Length(text) <= 255;
const tlvText = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...'متجر حرفة للسدو ًٌٍَُِّْـ'), maxLength: 130 }),
  )
  .filter((text) => text.isWellFormed() && fitsIn255Bytes(text));
const amount = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const fields: fc.Arbitrary<ZatcaQrFields> = fc.record({
  sellerName: tlvText,
  vatNumber: tlvText,
  timestamp: tlvText,
  totalWithVat: amount,
  vatTotal: amount,
});

describe('laws of the ZATCA QR code', () => {
  it('decoding an encoded payload gives back the same fields', () => {
    fc.assert(
      fc.property(fields, (f) => {
        expect(decodeZatcaQr(encodeZatcaQr(f))).toEqual(f);
      }),
      { numRuns: 500 },
    );
  });

  it('the payload is, per tag in order, the tag, the UTF-8 byte length and the UTF-8 bytes', () => {
    fc.assert(
      fc.property(fields, (f) => {
        const values = [f.sellerName, f.vatNumber, f.timestamp, formatAmount(f.totalWithVat), formatAmount(f.vatTotal)];
        const expected = values.flatMap((value, i) => {
          const bytes = [...new TextEncoder().encode(value)];
          return [i + 1, bytes.length, ...bytes];
        });
        expect(payloadBytes(encodeZatcaQr(f))).toEqual(expected);
        expect(globalThis.btoa(String.fromCharCode(...expected))).toBe(encodeZatcaQr(f));
      }),
    );
  });

  it('any value over 255 bytes throws', () => {
    const tooLong = fc.string({ unit: 'binary', minLength: 64, maxLength: 300 }).filter((t) => t.isWellFormed() && utf8Length(t) > 255);
    fc.assert(
      fc.property(fields, tooLong, fc.constantFrom('sellerName', 'vatNumber', 'timestamp'), (f, value, key) => {
        expect(() => encodeZatcaQr({ ...f, [key]: value })).toThrow(RangeError);
      }),
    );
  });
});

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  discountShare: fc.integer({ min: 0, max: 100 }),
  quantity: fc.integer({ min: 1, max: 50 }),
}).map(({ unitPrice, discountShare, quantity }) => ({
  unitPrice,
  unitDiscount: Math.floor((unitPrice * discountShare) / 100),
  quantity,
}));
const invoice = fc.tuple(fc.array(line, { maxLength: 25 }), fc.integer({ min: 0, max: 100_000 }));

describe('laws of invoice VAT', () => {
  it('net plus VAT is the gross, for the invoice, every line and the shipping', () => {
    fc.assert(
      fc.property(invoice, ([lines, shippingFee]) => {
        const totals = invoiceTotals(lines, shippingFee);
        for (const split of [totals, totals.shipping, ...totals.lines]) expect(split.net + split.vat).toBe(split.gross);
      }),
    );
  });

  it('the gross is the lines after discount plus shipping', () => {
    fc.assert(
      fc.property(invoice, ([lines, shippingFee]) => {
        const expected = lines.reduce((t, l) => t + (l.unitPrice - l.unitDiscount) * l.quantity, shippingFee);
        expect(invoiceTotals(lines, shippingFee).gross).toBe(expected);
      }),
    );
  });

  it("the invoice's VAT is the VAT of its total", () => {
    fc.assert(
      fc.property(invoice, ([lines, shippingFee]) => {
        const totals = invoiceTotals(lines, shippingFee);
        expect(totals.vat).toBe(splitVat(totals.gross).vat);
      }),
    );
  });

  it('the halalas of difference go to the parts whose own VAT was rounded furthest off, the earlier part on a tie', () => {
    fc.assert(
      fc.property(invoice, ([lines, shippingFee]) => {
        const totals = invoiceTotals(lines, shippingFee);
        const parts = [...totals.lines, totals.shipping].map((part, index) => {
          const own = splitVat(part.gross).vat;
          // How far rounding moved the part's own VAT, in 115ths of a halala: positive when rounded down.
          return { index, moved: part.vat - own, off: 15 * part.gross - 115 * own };
        });
        for (const adjusted of parts.filter((part) => part.moved !== 0)) {
          for (const kept of parts.filter((part) => part.moved === 0)) {
            // Moving up, the adjusted part was rounded down at least as far; moving down, up at least as far.
            const [need, otherNeed] = [adjusted.moved * adjusted.off, adjusted.moved * kept.off];
            expect(need).toBeGreaterThanOrEqual(otherNeed);
            if (need === otherNeed) expect(adjusted.index).toBeLessThan(kept.index);
          }
        }
      }),
    );
  });

  it('the line and shipping VATs add up to the total, each within a halala of its own split', () => {
    fc.assert(
      fc.property(invoice, ([lines, shippingFee]) => {
        const totals = invoiceTotals(lines, shippingFee);
        const parts = [...totals.lines, totals.shipping];
        expect(parts.reduce((t, p) => t + p.vat, 0)).toBe(totals.vat);
        expect(parts.reduce((t, p) => t + p.net, 0)).toBe(totals.net);
        for (const part of parts) {
          expect(Math.abs(part.vat - splitVat(part.gross).vat)).toBeLessThanOrEqual(1);
          expect(part.vat).toBeGreaterThanOrEqual(0);
          expect(part.vat).toBeLessThanOrEqual(part.gross);
        }
      }),
    );
  });
});
