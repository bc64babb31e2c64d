// Lines of mixed Arabic and Latin text become runs of one direction in visual order (left to
// right on the page), each run's characters kept in logical order for the font to shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolateLtr, visualRuns, wrapLines } from './bidi-text';

const rtl = (text: string) => ({ text, direction: 'rtl' });
const ltr = (text: string) => ({ text, direction: 'ltr' });

describe('visual runs of one line', () => {
  it('keeps a Latin line in an English document as one left-to-right run', () => {
    expect(visualRuns('Total incl. VAT', 'ltr')).toEqual([ltr('Total incl. VAT')]);
  });

  it('keeps an Arabic line as one right-to-left run in logical order (the font reverses it)', () => {
    expect(visualRuns('فاتورة ضريبية مبسطة', 'rtl')).toEqual([rtl('فاتورة ضريبية مبسطة')]);
  });

  it('puts an Arabic-Indic amount after Arabic text to its left, its digits left to right', () => {
    expect(visualRuns('الإجمالي ١٬٠٠٥٫٠٠', 'rtl')).toEqual([ltr('١٬٠٠٥٫٠٠'), rtl('الإجمالي ')]);
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(visualRuns('المنتجات (شاملة الضريبة)', 'rtl')).toEqual([rtl('المنتجات )شاملة الضريبة(')]);
  });

  it('orders Latin words inside Arabic text from the right, each reading left to right', () => {
    expect(visualRuns('رسالة الإهداء: Happy Eid هنا', 'rtl')).toEqual([rtl(' هنا'), ltr('Happy Eid'), rtl('رسالة الإهداء: ')]);
  });

  it('orders Arabic words inside English text from the right', () => {
    expect(visualRuns('Seller: بيت السدو', 'ltr')).toEqual([ltr('Seller: '), rtl('بيت السدو')]);
  });

  it('keeps an isolated code left to right and drops the isolate marks and the RLM of Intl', () => {
    expect(visualRuns(`رقم الفاتورة ${isolateLtr('INV-001001')}`, 'rtl')).toEqual([ltr('INV-001001'), rtl('رقم الفاتورة ')]);
    expect(visualRuns('\u200F١٬٢٥٠٫٠٠ ر.س.\u200F', 'rtl')).toEqual([rtl(' ر.س.'), ltr('١٬٢٥٠٫٠٠')]);
  });

  it('loses no character but the bidi controls', () => {
    const alphabet = fc.constantFrom('ا', 'ب', 'ة', 'a', 'B', '1', '٣', ' ', '(', ')', '.', ',', '-', '\u200F', '\u2066', '\u2069', '٫');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((characters) => characters.join('')), fc.constantFrom('ltr' as const, 'rtl' as const), (text, base) => {
        const shown = visualRuns(text, base).map((run) => run.text).join('');
        const sorted = (value: string) => [...value.replace(/[\u200F\u2066\u2069]/g, '').replace(/[()]/g, '()')].sort().join('');
        expect(sorted(shown)).toBe(sorted(text));
      }),
    );
  });
});

describe('line breaking', () => {
  const byCharacters = (text: string) => [...text].length;

  it('fills lines with whole words', () => {
    expect(wrapLines('one two three four five', 9, byCharacters)).toEqual(['one two', 'three', 'four five']);
  });

  it('cuts a word longer than a line between characters', () => {
    expect(wrapLines('a verylongwordindeed b', 6, byCharacters)).toEqual(['a', 'verylo', 'ngword', 'indeed', 'b']);
  });

  it('keeps given line breaks and an empty text as one empty line', () => {
    expect(wrapLines('first\nsecond', 20, byCharacters)).toEqual(['first', 'second']);
    expect(wrapLines('', 20, byCharacters)).toEqual(['']);
  });

  it('never makes a line wider than the width unless one character is', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zب]{1,12}$/), { maxLength: 20 }), fc.integer({ min: 1, max: 15 }), (words, width) => {
        const lines = wrapLines(words.join(' '), width, byCharacters);
        for (const line of lines) expect(byCharacters(line)).toBeLessThanOrEqual(width);
        expect(lines.join(' ').split(' ').join('')).toBe(words.join(''));
      }),
    );
  });
});
