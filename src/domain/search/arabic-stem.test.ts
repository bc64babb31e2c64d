import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../search-text';
import { ARABIC_MIN_AFTER_ARTICLE, ARABIC_MIN_STEM, stemArabic } from './arabic-stem';

/** The stemmer reads normalised words; tests write words as a shopper would. */
const stem = (word: string): string => stemArabic(normaliseSearchText(word));

const ARTICLES = ['ال', 'وال', 'فال', 'بال', 'كال', 'لل', 'وبال', 'فبال', 'وكال', 'ولل'];
const SUFFIXES = ['', 'ة', 'ات', 'ي', 'ية', 'يات', 'ين', 'ون', 'ها', 'هم', 'هن', 'ًا', 'تين', 'تان'];
const arabicLetter = fc.integer({ min: 0x621, max: 0x64a }).map((code) => String.fromCodePoint(code));
const arabicWord = fc
  .tuple(fc.constantFrom('', ...ARTICLES), fc.string({ unit: arabicLetter, minLength: 1, maxLength: 9 }), fc.constantFrom(...SUFFIXES))
  .map(([article, root, suffix]) => normaliseSearchText(article + root + suffix))
  .filter((word) => word !== '' && !word.includes(' '));

describe('Arabic stemming, by example', () => {
  it('takes the article off, and keeps a word without one as it is', () => {
    expect(stem('الفخار')).toBe('فخار');
    expect(stem('فخار')).toBe('فخار');
    expect(stem('السدو')).toBe('سدو');
  });

  it('takes a particle off only together with the article: فخار, بخور, وبر and فضة keep their first letter', () => {
    expect(stem('بالفضة')).toBe('فضه');
    expect(stem('والخوص')).toBe('خوص');
    expect(stem('للبيت')).toBe('بيت');
    expect(stem('كالجرس')).toBe('جرس');
    expect(stem('وبالماء')).toBe('ماء');
    expect(stem('بخور')).toBe('بخور');
    expect(stem('وبر')).toBe('وبر');
    expect(stem('فضة')).toBe('فضه');
    expect(stem('وسادة')).toBe('وساد');
    expect(stem('وسادة')).not.toBe(stem('سادة'));
  });

  it('leaves two letters after the article (الخط → خط) and three after a suffix (دلة, جرة and سنة stay whole)', () => {
    expect(stem('الخط')).toBe('خط');
    expect(stem('بالخط')).toBe('خط');
    expect(stem('دلة')).toBe('دله');
    expect(stem('جرة')).toBe('جره');
    expect(stem('سنة')).toBe('سنه');
    expect(stem('حلي')).toBe('حلي');
    expect(stem('فضية')).toBe('فضي');
  });

  it('joins a word, its feminine, plural and dual, and the forms with the article', () => {
    for (const word of ['السجادة', 'سجادة', 'سجادات', 'السجادات', 'والسجادات']) expect(stem(word)).toBe('سجاد');
    for (const word of ['المبخرة', 'مبخرة', 'مبخره', 'والمبخرة']) expect(stem(word)).toBe('مبخر');
    for (const word of ['مقبض', 'مقبضين', 'المقبضين']) expect(stem(word)).toBe('مقبض');
    for (const word of ['ضلفة', 'ضلفتان', 'الضلفتين']) expect(stem(word)).toBe('ضلف');
    expect(stem('نساجات')).toBe(stem('نساجة'));
  });

  it('joins a noun and its nisba adjective, masculine and feminine: فخار, فخاري, فخارية', () => {
    for (const word of ['فخار', 'فخاري', 'فخارية', 'الفخارية', 'فخاريات']) expect(stem(word)).toBe('فخار');
    expect(stem('نجدي')).toBe('نجد');
    expect(stem('العسيرية')).toBe('عسير');
    expect(stem('خشبية')).toBe('خشب');
    expect(stem('السعفيات')).toBe('سعف');
  });

  it('takes attached pronouns off: ألوانها, فناجينهم, بخورهم', () => {
    expect(stem('ألوانها')).toBe(stem('ألوان'));
    expect(stem('بخورهم')).toBe('بخور');
    expect(stem('حوافها')).toBe(stem('حواف'));
  });

  it('reads a final alef as the accusative tanween: يدويًا and يدوي, فنجانًا and فنجان meet', () => {
    expect(stem('يدويًا')).toBe(stem('يدوي'));
    expect(stem('فنجانًا')).toBe('فنجان');
    expect(stem('حبالًا')).toBe(stem('حبال'));
  });

  it('drops a final hamza, whose seat changes before a suffix: غطاء and غطائها, الأحساء and أحسائي meet', () => {
    expect(stem('غطائها')).toBe(stem('غطاء'));
    expect(stem('أحسائي')).toBe(stem('الأحساء'));
    expect(stem('حمراء')).toBe('حمر');
    expect(stem('ماء')).toBe('ماء');
  });

  it('reads a word that begins with a hamza-less alef and lam the same with or without the article: ألوان, الألوان', () => {
    expect(stem('الألوان')).toBe(stem('ألوان'));
    expect(stem('بالألوان')).toBe(stem('ألوان'));
  });

  it('keeps ان, which ends names and nouns more often than it marks a dual: نجران is not نجر, فنجان stays', () => {
    expect(stem('نجران')).toBe('نجران');
    expect(stem('نجران')).not.toBe(stem('نجر'));
    expect(stem('فنجان')).toBe('فنجان');
    expect(stem('الزعفران')).toBe(stem('زعفراني'));
  });

  it('keeps the ين of verbal nouns like تمرين and تخزين, which are not plurals of تمر and تخز', () => {
    expect(stem('للتمرين')).toBe('تمرين');
    expect(stem('تمرين')).not.toBe(stem('تمر'));
    expect(stem('التخزين')).toBe('تخزين');
  });
});

describe('laws of Arabic stemming', () => {
  it('the stem of a stem is the stem', () => {
    fc.assert(
      fc.property(arabicWord, (word) => {
        expect(stemArabic(stemArabic(word))).toBe(stemArabic(word));
      }),
      { numRuns: 3000 },
    );
  });

  it('a stem is a piece of its word, never shorter than two letters or the word itself', () => {
    fc.assert(
      fc.property(arabicWord, (word) => {
        const result = stemArabic(word);
        expect(word.includes(result)).toBe(true);
        expect(result.length).toBeGreaterThanOrEqual(Math.min(word.length, ARABIC_MIN_AFTER_ARTICLE));
      }),
      { numRuns: 3000 },
    );
  });

  it('a suffix never leaves fewer than three letters: a word without an article is cut to three at the least', () => {
    fc.assert(
      fc.property(fc.string({ unit: arabicLetter, minLength: 1, maxLength: 12 }).map(normaliseSearchText), (word) => {
        fc.pre(word.length > 0 && !ARTICLES.some((article) => word.startsWith(article)));
        expect(stemArabic(word).length).toBeGreaterThanOrEqual(Math.min(word.length, ARABIC_MIN_STEM));
      }),
      { numRuns: 3000 },
    );
  });

  it('a word with the article stems like the word without it, when two letters or more remain', () => {
    fc.assert(
      fc.property(arabicWord, fc.constantFrom(...ARTICLES), (word, article) => {
        fc.pre(word.length >= ARABIC_MIN_AFTER_ARTICLE);
        expect(stemArabic(article + word)).toBe(stemArabic(word));
      }),
      { numRuns: 3000 },
    );
  });
});
