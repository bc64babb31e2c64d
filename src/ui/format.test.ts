import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, pageFormat } from './format';

// Intl separates the currency from the amount with a no-break space, and marks Arabic text
// with right-to-left marks (U+200F) so the price keeps its order inside Latin text.
const NBSP = '\u00a0';
const RLM = '\u200f';

describe('formatMoney', () => {
  it('writes English prices as "SAR 1,250.00"', () => {
    expect(formatMoney(125_000, 'en')).toBe(`SAR${NBSP}1,250.00`);
    expect(formatMoney(50, 'en')).toBe(`SAR${NBSP}0.50`);
    expect(formatMoney(0, 'en')).toBe(`SAR${NBSP}0.00`);
  });

  it('writes Arabic prices with Arabic-Indic digits and the riyal abbreviation wherever the font is not Herfa\'s', () => {
    expect(formatMoney(125_000, 'ar')).toBe(`${RLM}١٬٢٥٠٫٠٠${NBSP}ر.س.${RLM}`);
    expect(formatMoney(1_999, 'ar')).toBe(`${RLM}١٩٫٩٩${NBSP}ر.س.${RLM}`);
  });

  it('writes them on a page with the Saudi riyal sign (U+20C1), which the page\'s fonts draw, and English pages keep SAR', () => {
    expect(pageFormat('ar').money(125_000)).toBe(`${RLM}١٬٢٥٠٫٠٠${NBSP}\u20c1${RLM}`);
    expect(pageFormat('ar').money(-2_500, { sign: 'always' })).toBe(formatMoney(-2_500, 'ar', { sign: 'always' }).replace('ر.س.', '\u20c1'));
    expect(pageFormat('en').money(125_000)).toBe(`SAR${NBSP}1,250.00`);
  });

  it('never shows a float artefact', () => {
    expect(formatMoney(1_005, 'en')).toBe(`SAR${NBSP}10.05`);
    expect(formatMoney(10, 'en')).toBe(`SAR${NBSP}0.10`);
  });
});

describe('formatNumber', () => {
  it('groups thousands in each language', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatNumber(4.5, 'ar')).toBe('٤٫٥');
  });

  it('keeps each call\'s own options and language, whatever was formatted before', () => {
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(formatNumber(0.25, 'en')).toBe('0.25');
    expect(formatNumber(0.25, 'ar', { style: 'percent' })).toBe('٢٥٪؜');
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 2 })).toBe('1.50');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
  });
});

describe('formatDate', () => {
  it('writes the Saudi calendar date, Gregorian, in the language', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 March 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'ar')).toBe('٥ مارس ٢٠٢٦');
  });

  it('dates by Riyadh time, whatever the browser’s zone', () => {
    expect(formatDate('2026-03-05T22:30:00Z', 'en')).toBe('6 March 2026');
  });

  it('takes other styles', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'), 'en', { dateStyle: 'medium' })).toBe('5 Mar 2026');
    expect(formatDate(new Date('2026-03-05T10:00:00Z'), 'en')).toBe('5 March 2026');
    expect(formatDate(new Date('2026-03-05T10:00:00Z'), 'ar', { dateStyle: 'medium' })).not.toBe(formatDate(new Date('2026-03-05T10:00:00Z'), 'en', { dateStyle: 'medium' }));
  });
});
