import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTokens } from '../search-text';
import { documentTerms, indexTerms, matchesQuery, MAX_TERM_LENGTH, queryTerms, termOf, type DocumentFields } from './analyse';

/** Words of the seeded catalogue (server/persistence/seed), as sellers write them. */
const ENGLISH_WORDS = [
  'Sadu', 'Cushion', 'Cover', 'woven', 'Bedouin', 'loom', 'hand-spun', 'sheep', 'wool', 'Rug', 'Wall', 'Hanging', 'Table', 'Runner',
  'Tote', 'Bag', 'Camel', 'Shawl', 'Throw', 'Pottery', 'Clay', 'Water', 'Jug', 'Cooking', 'Pot', 'Terracotta', 'Planter', 'Coffee',
  'Cups', 'Hand-Thrown', 'Serving', 'Bowl', 'Jar', 'Khoos', 'Food', 'Palm-Frond', 'Sufra', 'Mat', 'Storage', 'Basket', 'Fan', 'Rope',
  'Tray', 'Lampshade', 'Najdi', 'Door', 'Carving', 'carved', 'Miniature', 'Panel', 'Wooden', 'Jewellery', 'Box', 'Book', 'Stand',
  'Mortar', 'Shelf', 'shelves', 'Silver', 'Murtasha', 'Necklace', 'Asiri', 'Bracelet', 'Ring', 'Carnelian', 'Earrings', 'Anklet',
  'Pendant', 'Calligraphy', 'Hejazi', 'Embroidered', 'Thobe', 'Dress', 'Prayer', 'Tablecloth', 'Clutch', 'Name', 'Plate', 'Framed',
  'Personalised', 'Diwani', 'Canvas', 'Reed', 'Pen', 'knife', 'Coaster', 'Qatt-Painted', 'Mirror', 'Chest', 'Mugs', 'Leather',
  'Sandals', 'Wallet', 'Messenger', 'Saddle', 'Key', 'Holder', 'Pouffe', 'Mabkhara', 'Brass', 'Inlay', 'Bakhoor', 'Taif', 'Rose',
  'Oil', 'Soap', 'Dallah', 'Finjan', 'Porcelain', 'Set', 'Roasting', 'Pan', 'Dates', 'Gift', 'Hamper', 'colours', 'grey', 'centre',
  'favourite', 'teeth', 'women', 'children', 'glazed', 'plaited', 'tasselled', 'dyed', 'undyed', 'family', 'naturally', '45', 'cm',
];
const ARABIC_WORDS = [
  'غطاء', 'وسادة', 'سدو', 'بساط', 'أرضي', 'معلّقة', 'جدارية', 'مفرش', 'طاولة', 'حقيبة', 'شال', 'وبر', 'الإبل', 'بطانية', 'جحلة',
  'ماء', 'فخارية', 'فخار', 'برمة', 'طبخ', 'أصيص', 'فناجين', 'فنجان', 'زبدية', 'حِبّ', 'مكبّة', 'خوص', 'سُفرة', 'زنبيل', 'مَهفّة',
  'حبل', 'ليف', 'النخيل', 'طَبَق', 'إنارة', 'السعف', 'باب', 'نجدي', 'لوحة', 'صندوق', 'مجوهرات', 'كرسي', 'مصحف', 'صينية', 'مِهباش',
  'رف', 'قلادة', 'المرتعشة', 'سوار', 'فضة', 'عسيري', 'خاتم', 'عقيق', 'أقراط', 'خلخال', 'خلاخيل', 'ثوب', 'حجازي', 'مطرّز', 'سجادة',
  'سجاد', 'صلاة', 'مائدة', 'الخط', 'العربي', 'مؤطّرة', 'أقلام', 'القصب', 'قواعد', 'أكواب', 'القط', 'مرآة', 'مرايا', 'كوبان', 'نعال',
  'جلد', 'محفظة', 'خُرج', 'ميدالية', 'مفاتيح', 'بوف', 'مبخرة', 'مباخر', 'خشبية', 'بخور', 'نجراني', 'دهن', 'الورد', 'الطائفي',
  'صابون', 'دلة', 'دلال', 'نحاسية', 'بورسلان', 'القهوة', 'نجر', 'محماس', 'تمور', 'هدية', 'سلة', 'الفخار', 'الحلي', 'الفضية',
  'يدويًا', 'ألوان', 'أبواب', 'التطريز', '٤٥', 'سم', 'طقم', 'الأحساء',
];
const ARABIC_PREFIXES = ['', '', '', 'ال', 'وال', 'بال', 'كال', 'فال', 'لل', 'و', 'ب', 'ف', 'ك', 'ل'];
const ARABIC_SUFFIXES = ['', '', '', 'ات', 'ة', 'ي', 'ية', 'ين', 'ون', 'ها', 'هم', 'ًا'];
const ENGLISH_SUFFIXES = ['', '', '', 's', 'es', 'ed', 'ing', 'er', 'ers', 'ly'];

/** A word of the catalogue as it might appear: with a particle or article, a plural or other suffix, or in capitals. */
const arabicWord = fc
  .tuple(fc.constantFrom(...ARABIC_PREFIXES), fc.constantFrom(...ARABIC_WORDS), fc.constantFrom(...ARABIC_SUFFIXES))
  .map(([prefix, word, suffix]) => prefix + word + suffix);
const englishWord = fc
  .tuple(fc.constantFrom(...ENGLISH_WORDS), fc.constantFrom(...ENGLISH_SUFFIXES), fc.boolean())
  .map(([word, suffix, shout]) => (shout ? (word + suffix).toUpperCase() : word + suffix));
const catalogueText = fc
  .array(fc.oneof(arabicWord, englishWord, fc.constantFrom('،', ',', '—', '-', '(', ')', '.', '؟', '&')), { minLength: 1, maxLength: 30 })
  .map((words) => words.join(' '));

/** Any text at all: every Unicode unit, lone surrogates and NUL included. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: fc.constantFrom('\ud800', '\udfff', '\u0000', 'ا', 'ل', 'ة', 'ً', 'ـ', 's', 'e', 'i', 'n', 'g', '٤', ' ', '-'), maxLength: 100 }),
  catalogueText,
);

const product = (fields: Partial<DocumentFields>): ReadonlySet<string> => {
  const terms = documentTerms({ name: [], category: [], store: [], description: [], ...fields });
  return new Set([...terms.name, ...terms.context, ...terms.description]);
};
const finds = (query: string, document: ReadonlySet<string> | readonly string[]) => matchesQuery(document, queryTerms(query));

describe('the queries of issue 13 find the catalogue words they mean', () => {
  it('الفخار finds the pottery category, however its name is written, and pottery named with the adjective', () => {
    expect(finds('الفخار', product({ category: ['Pottery', 'الفخار'] }))).toBe(true);
    expect(finds('الفخار', product({ category: ['فخار'] }))).toBe(true);
    expect(finds('فخار', product({ category: ['الفخار'] }))).toBe(true);
    expect(finds('الفخار', product({ name: ['جحلة ماء فخارية'] }))).toBe(true);
    expect(finds('فخارية', product({ name: ['برمة طبخ فخارية'] }))).toBe(true);
  });

  it('السجادة and سجادات find سجادة', () => {
    const prayerMat = product({ name: ['سجادة صلاة مطرّزة — مخمل أخضر'] });
    expect(finds('السجادة', prayerMat)).toBe(true);
    expect(finds('سجادات', prayerMat)).toBe(true);
    expect(finds('سجاد', prayerMat)).toBe(true);
    expect(finds('سجادة', product({ description: ['سجادات الصلاة'] }))).toBe(true);
  });

  it('المبخرة finds مبخرة and مباخر, and nothing that only has another word', () => {
    expect(finds('المبخرة', product({ name: ['مبخرة خشبية مطعّمة بالنحاس'] }))).toBe(true);
    expect(finds('المبخرة', product({ store: ['مباخر نجران — نجران'] }))).toBe(true);
    expect(finds('مباخر', product({ name: ['مبخرة فخارية'] }))).toBe(true);
    expect(finds('المبخرة', product({ name: ['بخور نجراني'] }))).toBe(false);
  });

  it('pottery finds the products of the category Pottery', () => {
    expect(finds('pottery', product({ name: ['Clay Water Jug (Jahla)'], category: ['Pottery'] }))).toBe(true);
    expect(finds('Pottery', product({ category: ['Pottery', 'الفخار'] }))).toBe(true);
  });

  it('carving finds carved and hand-carved, and carved finds the category Wood Carving', () => {
    expect(finds('carving', product({ name: ['Carved Wooden Jewellery Box'] }))).toBe(true);
    expect(finds('carving', product({ description: ['A hand-carved wall piece'] }))).toBe(true);
    expect(finds('carved', product({ category: ['Najdi Doors & Wood Carving'] }))).toBe(true);
    expect(finds('carvings', product({ name: ['Carved Serving Tray'] }))).toBe(true);
  });

  it('jewellery finds jewelry and jewellery, and jewelry finds jewellery', () => {
    const silver = product({ name: ['Asiri Silver Bracelet'], category: ['Silver Jewellery'] });
    expect(finds('jewellery', silver)).toBe(true);
    expect(finds('jewelry', silver)).toBe(true);
    expect(finds('jewellery', product({ description: ['Handmade jewelry'] }))).toBe(true);
    expect(finds('silver jewelry', silver)).toBe(true);
  });
});

describe('index terms, by example', () => {
  it('are the distinct stems of a text in either language or both', () => {
    expect(indexTerms('Sadu Cushion Cover — غطاء وسادة سدو')).toEqual(['sadu', 'cushion', 'cover', 'غطا', 'وساد', 'سدو']);
    expect(indexTerms('cushions, CUSHION and cushioned')).toEqual(['cushion', 'and']);
    expect(indexTerms('')).toEqual([]);
    expect(indexTerms(' ،. — ')).toEqual([]);
  });

  it('keep numbers as they are, whichever digits wrote them, and words mixing letters and digits', () => {
    expect(indexTerms('45 × 45 cm')).toEqual(['45', 'cm']);
    expect(indexTerms('٤٥ × ۴۵ سم')).toEqual(['45', 'سم']);
    expect(indexTerms('set of 12 finjans, 0.5l')).toEqual(['set', 'of', '12', 'finjan', '0', '5l']);
  });

  it('replace a broken plural or variant spelling by its group’s term, and keep its stem for typing', () => {
    expect(indexTerms('المباخر')).toEqual(['مبخر', 'مباخر']);
    expect(indexTerms('knives')).toEqual(['knif', 'kniv']);
    expect(indexTerms('colour')).toEqual(['color', 'colour']);
    expect(indexTerms('مبخرة')).toEqual(['مبخر']);
  });

  it('cut a very long word to the longest term the index takes, in documents and queries alike', () => {
    const long = 'ب'.repeat(500);
    const [term] = indexTerms(long);
    expect(Array.from(term!).length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
    expect(finds(long, indexTerms(long))).toBe(true);
  });
});

describe('a document’s terms by weight', () => {
  const terms = documentTerms({
    name: ['Clay Mabkhara — Painted', 'مبخرة فخارية — ملوّنة'],
    category: ['Incense & Taif Rose', 'البخور والورد الطائفي'],
    store: ['Al-Qarah Clay Workshop — Al-Ahsa', 'مشغل طين القارة — الأحساء'],
    description: ['A simple incense burner of Al-Qarah clay with a pierced crown.', 'مبخرة بسيطة من طين القارة'],
  });

  it('list the name’s terms as name, the category’s and store’s as context, the rest as description', () => {
    expect(terms.name).toEqual(expect.arrayContaining(['clay', 'mabkhara', 'paint', 'مبخر', 'فخار', 'ملون']));
    expect(terms.context).toEqual(expect.arrayContaining(['incen', 'taif', 'ros', 'بخور', 'ورد', 'طايف', 'workshop', 'مشغل', 'طين', 'ahsa', 'احس']));
    expect(terms.description).toEqual(expect.arrayContaining(['simpl', 'burn', 'pierc', 'crown', 'بسيط']));
  });

  it('list each term once, in the highest class that has it', () => {
    expect(terms.context).not.toContain('clay');
    expect(terms.description).not.toContain('clay');
    expect(terms.description).not.toContain('incen');
    expect(terms.description).not.toContain('مبخر');
    expect(terms.description).not.toContain('طين');
  });
});

describe('query terms, by example', () => {
  it('are one per word, the last one a prefix when it has two letters or more', () => {
    expect(queryTerms('Sadu cush')).toEqual([
      { term: 'sadu', prefix: false },
      { term: 'cush', prefix: true },
    ]);
    expect(queryTerms('الفخار ف')).toEqual([
      { term: 'فخار', prefix: false },
      { term: 'ف', prefix: false },
    ]);
    expect(queryTerms('  ')).toEqual([]);
  });

  it('find a word while it is being typed: cush finds cushion, carvin finds carving, المبخ finds المبخرة', () => {
    expect(finds('cush', indexTerms('Embroidered Cushion'))).toBe(true);
    expect(finds('carvi', indexTerms('hand carving'))).toBe(true);
    expect(finds('carvin', indexTerms('hand carving'))).toBe(true);
    expect(finds('berri', indexTerms('berries'))).toBe(true);
    expect(finds('المبخ', indexTerms('المبخرة'))).toBe(true);
    expect(finds('سجادا', indexTerms('سجادات'))).toBe(true);
    expect(finds('حقائ', indexTerms('حقائب'))).toBe(true);
  });

  it('match a word exactly when it is not the last one', () => {
    expect(finds('cush sadu', indexTerms('Sadu Cushion'))).toBe(false);
    expect(finds('cushion sadu', indexTerms('Sadu Cushion'))).toBe(true);
  });

  it('are analysed as documents are', () => {
    expect(queryTerms('المباخر والسجادات pottery').map(({ term }) => term)).toEqual([termOf('مباخر'), termOf('سجاده'), termOf('pottery')]);
  });
});

describe('laws of search analysis', () => {
  it('every word of a document, used as a query, finds that document', () => {
    fc.assert(
      fc.property(catalogueText, fc.nat(), (text, pick) => {
        const document = indexTerms(text);
        const words = text.split(' ');
        const word = words[pick % words.length]!;
        expect(finds(word, document)).toBe(true);
        expect(finds(`${word} ${word}`, document)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('a document’s whole text, used as a query, finds it, and so does any run of its words', () => {
    fc.assert(
      fc.property(catalogueText, fc.nat(), fc.nat(), (text, from, length) => {
        const words = text.split(' ');
        const start = from % words.length;
        const document = documentTerms({ name: [], category: [], store: [], description: [text] }).description;
        expect(finds(text, document)).toBe(true);
        expect(finds(words.slice(start, start + 1 + (length % 5)).join(' '), document)).toBe(true);
      }),
    );
  });

  it('analysing the terms again gives the same terms', () => {
    fc.assert(
      fc.property(fc.oneof(catalogueText, anyText), (text) => {
        const terms = indexTerms(text);
        expect(new Set(indexTerms(terms.join(' ')))).toEqual(new Set(terms));
      }),
      { numRuns: 3000 },
    );
  });

  it('a query word that is not being typed has the term the index gives that word', () => {
    fc.assert(
      fc.property(catalogueText, (text) => {
        const query = `${text} end`;
        const words = searchTokens(query);
        queryTerms(query).forEach(({ term, prefix }, index) => {
          if (!prefix) expect(indexTerms(words[index]!)).toContain(term);
        });
      }),
    );
  });

  it('the field a term is in does not change whether a query finds the document', () => {
    fc.assert(
      fc.property(catalogueText, catalogueText, (text, query) => {
        const asName = product({ name: [text] });
        const asDescription = product({ description: [text] });
        expect(finds(query, asName)).toBe(finds(query, asDescription));
      }),
    );
  });

  it('terms are non-empty, hold no space and are at most the longest term the index takes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const term of [...indexTerms(text), ...queryTerms(text).map(({ term }) => term)]) {
          expect(term).not.toBe('');
          expect(term).not.toMatch(/\s/u);
          expect(Array.from(term).length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
        }
      }),
    );
  });

  const analyseEveryWay = (text: string) => {
    expect(() => indexTerms(text)).not.toThrow();
    expect(() => queryTerms(text)).not.toThrow();
    expect(() => documentTerms({ name: [text], category: [text], store: [], description: [text] })).not.toThrow();
    expect(() => termOf(text)).not.toThrow();
  };

  it('no function throws, whatever the text: any Unicode, lone surrogates, NUL', () => {
    fc.assert(fc.property(anyText, analyseEveryWay), { numRuns: 300 });
  });

  it('no function throws on 10,000 characters, whether one letter, NUL, lone surrogates or anything', () => {
    for (const text of ['ا'.repeat(10_000), 'ال'.repeat(5_000), 's'.repeat(10_000), 'ing'.repeat(3_400), '\u0000'.repeat(10_000), '\ud800'.repeat(10_000)]) {
      analyseEveryWay(text);
    }
    fc.assert(fc.property(fc.string({ unit: 'binary', minLength: 10_000, maxLength: 10_000 }), analyseEveryWay), { numRuns: 10 });
  });
});
