import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../search-text';
import { closestTerms, deletionVariants, TYPO_MIN_LENGTH, withinOneEdit } from './edit-distance';

/** Optimal string alignment distance over code points, the textbook way: the reference to check against. */
function distance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** Few letters, so that random words are often close; an astral letter and an Arabic one among them. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'م', '𝒜'), maxLength: 7 });
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }));

describe('one edit apart, by example', () => {
  it('forgives one letter replaced, left out, added, or two neighbours swapped', () => {
    expect(withinOneEdit('kushion', 'cushion')).toBe(true);
    expect(withinOneEdit('cushin', 'cushion')).toBe(true);
    expect(withinOneEdit('cushiion', 'cushion')).toBe(true);
    expect(withinOneEdit('cusihon', 'cushion')).toBe(true);
    expect(withinOneEdit('incence', 'incense')).toBe(true);
  });

  it('does not forgive two edits', () => {
    expect(withinOneEdit('kushin', 'cushion')).toBe(false);
    expect(withinOneEdit('cuhsoin', 'cushion')).toBe(false);
    expect(withinOneEdit('abc', 'cba')).toBe(false);
    expect(withinOneEdit('ab', 'abcd')).toBe(false);
  });

  it('works on Arabic: مبخرة and مبخره are one letter apart, and the same word once normalised', () => {
    expect(withinOneEdit('مبخرة', 'مبخره')).toBe(true);
    expect(normaliseSearchText('مبخرة')).toBe(normaliseSearchText('مبخره'));
    expect(withinOneEdit('مبرخه', 'مبخره')).toBe(true);
    expect(withinOneEdit('فخار', 'فخاري')).toBe(true);
    expect(withinOneEdit('سجاد', 'سجادات')).toBe(false);
  });

  it('counts a letter outside the Basic Multilingual Plane as one letter, not two UTF-16 units', () => {
    expect(withinOneEdit('𝒜bc', 'bc')).toBe(true);
    expect(withinOneEdit('a𝒜', '𝒜a')).toBe(true);
    expect(withinOneEdit('𝒜𝒜', '𝒜')).toBe(true);
    expect(withinOneEdit('𝒜', '𝒝')).toBe(true);
  });
});

describe('laws of one edit apart', () => {
  it('agrees with the textbook distance: within one edit exactly when the distance is at most 1', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(distance(a, b) <= 1);
      }),
      { numRuns: 5000 },
    );
  });

  it('is reflexive and symmetric', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(withinOneEdit(a, a)).toBe(true);
        expect(withinOneEdit(a, b)).toBe(withinOneEdit(b, a));
      }),
    );
  });

  it('a swap of two neighbouring letters is one edit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'ف', 'خ', '𝒜'), minLength: 2, maxLength: 10 }), fc.nat(), (text, at) => {
        const letters = Array.from(text);
        const i = at % (letters.length - 1);
        const swapped = [...letters];
        [swapped[i], swapped[i + 1]] = [letters[i + 1]!, letters[i]!];
        expect(withinOneEdit(text, swapped.join(''))).toBe(true);
      }),
    );
  });
});

describe('closest terms of a lexicon', () => {
  const lexicon = ['cushion', 'cushions', 'cushion', 'incense', 'carv', 'فخار', 'فخاري', 'مبخر'];

  it('are the terms one edit away, in the lexicon’s order, once each, without the word itself', () => {
    expect(closestTerms('kushion', lexicon)).toEqual(['cushion']);
    expect(closestTerms('cushion', lexicon)).toEqual(['cushions']);
    expect(closestTerms('فخاز', lexicon)).toEqual(['فخار']);
    expect(closestTerms('نمبخر', lexicon)).toEqual(['مبخر']);
  });

  it('are none for a word shorter than the minimum length', () => {
    expect(TYPO_MIN_LENGTH).toBe(4);
    expect(closestTerms('carx', lexicon)).toEqual(['carv']);
    expect(closestTerms('car', lexicon)).toEqual([]);
    expect(closestTerms('car', lexicon, 3)).toEqual(['carv']);
  });

  it('are each within one edit of the word, and every such term is found', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 20 }), (query, terms) => {
        const found = closestTerms(query, terms, 0);
        expect(found).toEqual([...new Set(terms.filter((term) => term !== query && withinOneEdit(query, term)))]);
      }),
    );
  });

  it('never throw, whatever the text', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 10 }), (query, terms) => {
        expect(() => closestTerms(query, terms)).not.toThrow();
      }),
    );
  });
});

describe('deletion variants', () => {
  it('are the term and the term less each one letter, counted in code points', () => {
    expect(deletionVariants('cat')).toEqual(['cat', 'at', 'ct', 'ca']);
    expect(deletionVariants('a𝒜')).toEqual(['a𝒜', '𝒜', 'a']);
    expect(deletionVariants('aa')).toEqual(['aa', 'a']);
  });

  it('meet for every pair within one edit, so a lexicon of them finds every close term', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const shared = deletionVariants(a).some((variant) => deletionVariants(b).includes(variant));
        if (withinOneEdit(a, b)) expect(shared, `${a} / ${b}`).toBe(true);
        if (distance(a, b) > 2) expect(shared, `${a} / ${b}`).toBe(false);
      }),
    );
  });
});
