import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money-format';

const NBSP = '\u00a0';
const RLM = '\u200f';

describe('money as text', () => {
  it('writes riyals with two decimals: "SAR 1,250.00" in English, the riyal sign and Arabic-Indic digits in Arabic', () => {
    expect(formatMoney(125_000, 'en')).toBe(`SAR${NBSP}1,250.00`);
    expect(formatMoney(5, 'en')).toBe(`SAR${NBSP}0.05`);
    expect(formatMoney(125_000, 'ar')).toBe(`${RLM}١٬٢٥٠٫٠٠${NBSP}ر.س.${RLM}`);
  });

  it('writes the Saudi riyal sign (U+20C1) for text drawn in Herfa\'s fonts, where the abbreviation stands, and English keeps SAR', () => {
    expect(formatMoney(125_000, 'ar', { riyal: 'sign' })).toBe(`${RLM}١٬٢٥٠٫٠٠${NBSP}\u20c1${RLM}`);
    expect(formatMoney(-2_500, 'ar', { riyal: 'sign', sign: 'always' })).toBe(formatMoney(-2_500, 'ar', { sign: 'always' }).replace('ر.س.', '\u20c1'));
    expect(formatMoney(115_000, 'ar', { riyal: 'sign', currency: false })).toBe('١٬١٥٠٫٠٠');
    expect(formatMoney(125_000, 'en', { riyal: 'sign' })).toBe(`SAR${NBSP}1,250.00`);
  });

  it('signs both ways when asked (a wallet transaction, a discount), and never signs zero', () => {
    expect(formatMoney(10_000, 'en', { sign: 'always' })).toBe(`+SAR${NBSP}100.00`);
    expect(formatMoney(-2_500, 'en', { sign: 'always' })).toBe(`-SAR${NBSP}25.00`);
    expect(formatMoney(-2_500, 'en')).toBe(`-SAR${NBSP}25.00`);
    expect(formatMoney(0, 'en', { sign: 'always' })).toBe(`SAR${NBSP}0.00`);
  });

  it('writes the amount alone, for columns under a currency heading', () => {
    expect(formatMoney(115_000, 'en', { currency: false })).toBe('1,150.00');
    expect(formatMoney(115_000, 'ar', { currency: false })).toBe('١٬١٥٠٫٠٠');
  });

  it('builds one number format per language and style, however many amounts it writes (building one is slow)', async () => {
    vi.resetModules();
    const { formatMoney: freshFormatMoney } = await import('./money-format');
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const halalas of [0, 5, 125_000, -2_500]) {
        freshFormatMoney(halalas, 'en');
        freshFormatMoney(halalas, 'ar');
        freshFormatMoney(halalas, 'en', { sign: 'always' });
      }
      expect(NumberFormat).toHaveBeenCalledTimes(3);
    } finally {
      NumberFormat.mockRestore();
    }
  });

  it('loses no halala: the digits read back as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (halalas) => {
        const text = formatMoney(halalas, 'en', { currency: false }).replace(/,/g, '');
        expect(Math.round(Number(text) * 100)).toBe(halalas);
      }),
    );
  });
});
