import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseSearchText, searchTokens } from './search-text';

const DIACRITICS = [...Array.from({ length: 0x65f - 0x64b + 1 }, (_, i) => String.fromCodePoint(0x64b + i)), '\u0670'];
const TATWEEL = '\u0640';
const FORBIDDEN_IN_OUTPUT = /[\u064B-\u065F\u0670\u0640أإآٱىة\u0660-\u0669\u06F0-\u06F9]/u;
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC_INDIC_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

const arabicLetter = fc.integer({ min: 0x621, max: 0x64a }).map((cp) => String.fromCodePoint(cp));
/** Text that looks like what shoppers and sellers type: Arabic, some Latin, marks, spaces. */
const arabicText = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: arabicLetter },
    { weight: 2, arbitrary: fc.constantFrom(...DIACRITICS, TATWEEL, 'أ', 'إ', 'آ', 'ٱ', 'ى', 'ة', 'ؤ', 'ئ') },
    { weight: 2, arbitrary: fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '،', '؟', '-') },
    { weight: 1, arbitrary: fc.constantFrom(...'SaduCafé123', ...ARABIC_INDIC_DIGITS, ...EASTERN_ARABIC_INDIC_DIGITS) },
    { weight: 1, arbitrary: fc.integer({ min: 0xfe70, max: 0xfefc }).map((cp) => String.fromCodePoint(cp)) },
  ),
  maxLength: 40,
});
/** Any Unicode at all, including unpaired surrogates. */
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), arabicText);

describe('normalising search text, by example', () => {
  it('removes harakat, shadda and the superscript alef', () => {
    expect(normaliseSearchText('مُحَمَّد')).toBe('محمد');
    expect(normaliseSearchText('رَحْمٰن')).toBe('رحمن');
  });

  it('removes tatweel', () => {
    expect(normaliseSearchText('الســـــدو')).toBe('السدو');
  });

  it('writes every alef form as a bare alef', () => {
    expect(normaliseSearchText('أحمد إبراهيم آمنة ٱلسدو')).toBe('احمد ابراهيم امنه السدو');
  });

  it('writes alef maqsura as ya and ta marbuta as ha', () => {
    expect(normaliseSearchText('مستشفى')).toBe('مستشفي');
    expect(normaliseSearchText('وسادة')).toBe('وساده');
  });

  it('treats a precomposed hamza and a combining one alike', () => {
    expect(normaliseSearchText('\u0627\u0654حمد')).toBe(normaliseSearchText('أحمد'));
    expect(normaliseSearchText('مسؤول')).toBe('مسوول');
  });

  it('reads Arabic presentation forms, as copied out of a PDF, as ordinary letters', () => {
    expect(normaliseSearchText('\ufe8d\ufedf\ufeb4\ufeaa\ufeed')).toBe('السدو');
  });

  it('drops invisible direction marks from pasted text', () => {
    expect(normaliseSearchText('\u200fسدو\u200e Sadu\u200b')).toBe('سدو sadu');
  });

  it('lower-cases Latin text and otherwise leaves it alone', () => {
    expect(normaliseSearchText('  Sadu   Cushion\tCOVER \n')).toBe('sadu cushion cover');
    expect(normaliseSearchText('Café Crème')).toBe('café crème');
  });

  it('finds the same product however the name is spelled', () => {
    const indexed = normaliseSearchText('وِسَادَة سَدُو مُطَرَّزَة');
    expect(normaliseSearchText('وساده سدو مطرزه')).toBe(indexed);
    expect(normaliseSearchText('وسادة  سدو  مطرزة')).toBe(indexed);
  });

  it('writes Arabic-Indic and Eastern Arabic-Indic digits as 0–9, so a size typed either way is found', () => {
    expect(normaliseSearchText(ARABIC_INDIC_DIGITS)).toBe('0123456789');
    expect(normaliseSearchText(EASTERN_ARABIC_INDIC_DIGITS)).toBe('0123456789');
    expect(normaliseSearchText('٤٥ × ٤٥ سم')).toBe(normaliseSearchText('45 × 45 سم'));
    expect(searchTokens('مقاس ۴۲، طقم من ٦')).toEqual(['مقاس', '42', 'طقم', 'من', '6']);
  });

  it('splits into words at spaces and punctuation in either script', () => {
    expect(searchTokens('وسادة سدو، حمراء؟')).toEqual(['وساده', 'سدو', 'حمراء']);
    expect(searchTokens('Hand-made  Sadu!')).toEqual(['hand', 'made', 'sadu']);
    expect(searchTokens('   ')).toEqual([]);
    expect(normaliseSearchText('')).toBe('');
  });
});

describe('laws of search text', () => {
  it('normalising twice is normalising once', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('the result has no diacritics, tatweel, hamza or madda alef, alef wasla, alef maqsura, ta marbuta or Arabic digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(normaliseSearchText(text)).not.toMatch(FORBIDDEN_IN_OUTPUT);
      }),
      { numRuns: 2000 },
    );
  });

  it('the result has single spaces only between words', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const normalised = normaliseSearchText(text);
        expect(normalised).toBe(normalised.trim());
        expect(normalised).not.toMatch(/\s\s|[^\S ]/u);
      }),
    );
  });

  it('ASCII text is only lower-cased, with its whitespace collapsed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }), (text) => {
        expect(normaliseSearchText(text)).toBe(text.toLowerCase().replace(/\s+/g, ' ').trim());
      }),
    );
  });

  it('a number reads the same in any of the three digit sets', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 12 }), (digits) => {
        const western = digits.join('');
        const inScript = (set: string) => digits.map((digit) => set[digit]).join('');
        expect(normaliseSearchText(inScript(ARABIC_INDIC_DIGITS))).toBe(western);
        expect(normaliseSearchText(inScript(EASTERN_ARABIC_INDIC_DIGITS))).toBe(western);
      }),
    );
  });

  it('inserting diacritics or tatweel anywhere changes nothing', () => {
    const insertion = fc.tuple(fc.nat(), fc.constantFrom(...DIACRITICS, TATWEEL));
    fc.assert(
      fc.property(anyText, fc.array(insertion, { maxLength: 8 }), (text, insertions) => {
        const codePoints = [...text];
        const withMarks = insertions.reduce((chars, [at, mark]) => {
          const position = at % (chars.length + 1);
          return [...chars.slice(0, position), mark, ...chars.slice(position)];
        }, codePoints);
        expect(normaliseSearchText(withMarks.join(''))).toBe(normaliseSearchText(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('tokens are non-empty normalised words, the same for a text and its normal form', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const tokens = searchTokens(text);
        expect(searchTokens(normaliseSearchText(text))).toEqual(tokens);
        for (const token of tokens) {
          expect(token).not.toBe('');
          expect(token).not.toMatch(/\s/u);
          expect(normaliseSearchText(token)).toBe(token);
        }
      }),
    );
  });
});
