import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from './locale';
import { formatMoney, formatNumber, inputDigits, INTL_LOCALES, type NumberStyle } from './money-format';
import { readNumber } from './validation';

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

  it('writes every amount as Intl writes it in both languages, without asking Intl (building its first number format is slow)', () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      const written = formatMoney(125_000, 'ar', { sign: 'always', riyal: 'sign' });
      expect(written).toBe(`\u061c+${RLM}١٬٢٥٠٫٠٠${NBSP}\u20c1${RLM}`);
      expect(NumberFormat).not.toHaveBeenCalled();
    } finally {
      NumberFormat.mockRestore();
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), fc.constantFrom(0, -0, 99, 100, 999_999, -1)),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('negative' as const, 'always' as const),
        fc.boolean(),
        (halalas, language, sign, currency) => {
          const intl = new Intl.NumberFormat(INTL_LOCALES[language], {
            ...(currency ? { style: 'currency', currency: 'SAR' } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
            signDisplay: sign === 'always' ? 'exceptZero' : 'auto',
          });
          expect(formatMoney(halalas, language, { sign, currency })).toBe(intl.format(halalas / 100));
        },
      ),
    );
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

describe('numbers as text', () => {
  const styles = fc.record(
    {
      style: fc.constantFrom('decimal' as const, 'percent' as const),
      minimumFractionDigits: fc.integer({ min: 0, max: 2 }),
      maximumFractionDigits: fc.integer({ min: 2, max: 4 }),
      useGrouping: fc.boolean(),
      signDisplay: fc.constantFrom('auto' as const, 'exceptZero' as const),
    },
    { requiredKeys: [] },
  );
  const numbers = fc.oneof(
    fc.double({ min: -1e22, max: 1e22, noNaN: true }),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
    fc.constantFrom(0, -0, 1.005, 0.125, 0.07, 9.995, 999.9995, -0.004, 2.5e-7, 1e21, 123_456_789.125),
  );

  it('writes numbers, fractions and percentages as Intl does, in both languages, signs and rounding included', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...LANGUAGES), styles, (value, language, style: NumberStyle) => {
        expect(formatNumber(value, language, style)).toBe(new Intl.NumberFormat(INTL_LOCALES[language], style).format(value));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('numbers as an input holds them', () => {
  it('are written in the page’s digits, the Arabic decimal separator in Arabic, without grouping, the minus a plain hyphen', () => {
    expect(inputDigits(12.5, 'ar')).toBe('١٢٫٥');
    expect(inputDigits(100_000, 'ar')).toBe('١٠٠٠٠٠');
    expect(inputDigits(-3, 'ar')).toBe('-٣');
    expect(inputDigits('125.05', 'ar')).toBe('١٢٥٫٠٥');
    expect(inputDigits(1_234.5, 'en')).toBe('1234.5');
    // The digits and separator formatNumber writes on a page, without its grouping.
    expect(inputDigits(1_234.5, 'ar')).toBe(formatNumber(1_234.5, 'ar', { useGrouping: false }));
  });

  it('read back as the very number written, in either language (Latin digits never left in Arabic)', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(numbers, fc.constantFrom(...LANGUAGES), (value, language) => {
        const written = inputDigits(value, language);
        expect(readNumber(written)).toBe(value);
        if (language === 'ar') expect(written).not.toMatch(/[0-9.,\u066c]/);
      }),
    );
  });
});
