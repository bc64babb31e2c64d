import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTokens } from '../search-text';
import { indexTerms, matchesQuery, queryTerms, termOf } from './analyse';
import { ARABIC_LEMMAS, ENGLISH_LEMMAS, SPELLINGS } from './lemmas';

const GROUPS = [...ARABIC_LEMMAS, ...ENGLISH_LEMMAS, ...SPELLINGS];
const termOfListed = (word: string) => termOf(searchTokens(word)[0] as string);

/** Two members of one group, the query one written with an article or particle, or in capitals. */
const memberPair = fc.constantFrom(...GROUPS).chain((group) => fc.tuple(fc.constantFrom(...group), fc.constantFrom(...group)));
const arabicPrefix = fc.constantFrom('', 'ال', 'وال', 'بال', 'لل', 'فال', 'كال');
const asTyped = (word: string, prefix: string): string => (/\p{Script=Arabic}/u.test(word) ? prefix + word : prefix === '' ? word : word.toUpperCase());

describe('the lemma and spelling lists', () => {
  it('hold single words, in groups of two or more', () => {
    for (const group of GROUPS) {
      expect(group.length, group.join(' ')).toBeGreaterThanOrEqual(2);
      for (const word of group) expect(searchTokens(word), word).toHaveLength(1);
    }
  });

  it('give every member of a group the term of its first word', () => {
    for (const group of GROUPS) {
      const term = termOfListed(group[0] as string);
      for (const word of group) expect(termOfListed(word), `${word} in ${group.join(' ')}`).toBe(term);
    }
  });

  it('give each group its own term: no two groups are joined by accident', () => {
    const owners = new Map<string, string>();
    for (const group of GROUPS) {
      const term = termOfListed(group[0] as string);
      expect(owners.get(term), `${group.join(' ')} shares its term ${term} with ${owners.get(term)}`).toBeUndefined();
      owners.set(term, group.join(' '));
    }
  });

  it('join the broken plurals of the catalogue: مباخر, دلال, أقراط, خلاخيل, مرايا, أبواب, فناجين', () => {
    const pairs = [
      ['مبخرة', 'المباخر'], ['دلة', 'الدلال'], ['قرط', 'والأقراط'], ['خلخال', 'والخلاخيل'], ['مرآة', 'بالمرايا'],
      ['باب', 'الأبواب'], ['فنجان', 'فناجينهم'], ['وسادة', 'وسائد'], ['حقيبة', 'حقائب'], ['صينية', 'والصواني'], ['فضة', 'الفضية'],
    ];
    for (const [singular, plural] of pairs) expect(termOfListed(plural as string), plural).toBe(termOfListed(singular as string));
  });

  it('join English irregular forms and spellings: knives, woven, jewellery, colour, bukhoor', () => {
    expect(termOfListed('knives')).toBe(termOfListed('knife'));
    expect(termOfListed('woven')).toBe(termOfListed('weaving'));
    expect(termOfListed('jewelry')).toBe(termOfListed('jewellery'));
    expect(termOfListed('jewels')).toBe(termOfListed('jewellery'));
    expect(termOfListed('coloured')).toBe(termOfListed('colors'));
    expect(termOfListed('centred')).toBe(termOfListed('center'));
    expect(termOfListed('bukhoor')).toBe(termOfListed('bakhoor'));
    expect(termOfListed('embroidery')).toBe(termOfListed('embroidered'));
  });
});

describe('a lemma group as search', () => {
  it('a member of a group as a query finds a document that holds any other member', () => {
    fc.assert(
      fc.property(memberPair, arabicPrefix, arabicPrefix, ([asked, held], queryPrefix, documentPrefix) => {
        const document = indexTerms(`something ${asTyped(held, documentPrefix)} شيء`);
        expect(matchesQuery(document, queryTerms(asTyped(asked, queryPrefix)))).toBe(true);
        expect(matchesQuery(document, queryTerms(`${asTyped(asked, queryPrefix)} something`))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
