import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH_MIN_STEM, stemEnglish } from './english-stem';

const sameStem = (...words: string[]) => {
  const stems = words.map(stemEnglish);
  expect(new Set(stems).size, `${words.join(', ')} → ${stems.join(', ')}`).toBe(1);
};

const SUFFIXES = ['', 's', 'es', 'ies', 'ed', 'ing', 'er', 'ers', 'ly', 'e', 'ings', 'ied', 'ise', 'ize', 'ised', 'ized', 'izing'];
const latinWord = fc
  .tuple(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzé'), minLength: 1, maxLength: 10 }), fc.constantFrom(...SUFFIXES))
  .map(([root, suffix]) => root + suffix);

describe('English stemming, by example', () => {
  it('joins a verb and its forms: carve, carves, carved, carving, carver, carvings', () => {
    sameStem('carve', 'carves', 'carved', 'carving', 'carver', 'carvers', 'carvings');
    sameStem('weave', 'weaves', 'weaving', 'weaver', 'weavers');
    sameStem('paint', 'painted', 'painting', 'painter', 'painters');
    sameStem('handle', 'handles', 'handled', 'handling');
    sameStem('glaze', 'glazed', 'glazes', 'glazing');
    sameStem('embroider', 'embroidered', 'embroiderers');
  });

  it('joins a noun and its plural, whatever the plural ending', () => {
    sameStem('basket', 'baskets');
    sameStem('cushion', 'cushions', 'cushioned');
    sameStem('box', 'boxes');
    sameStem('glass', 'glasses');
    sameStem('dress', 'dresses');
    sameStem('berry', 'berries');
    sameStem('necklace', 'necklaces');
    sameStem('horse', 'horses');
    sameStem('tray', 'trays');
    sameStem('century', 'centuries');
  });

  it('undoubles the consonant doubled before -ing and -ed, and the British -ll- of travelled', () => {
    sameStem('wed', 'wedding');
    sameStem('knit', 'knitted', 'knitting');
    sameStem('shop', 'shopping', 'shopped');
    sameStem('travel', 'travelled', 'traveled', 'travelling', 'traveling', 'traveller');
    sameStem('tassel', 'tasselled', 'tassels');
    expect(stemEnglish('stuffed')).toBe('stuff');
    expect(stemEnglish('rolled')).toBe('roll');
  });

  it('takes -ly off an adverb: naturally, lovely', () => {
    sameStem('natural', 'naturally');
    sameStem('love', 'lovely');
    expect(stemEnglish('daily')).toBe('daily');
  });

  it('reads the British -ise- and the American -ize- as one spelling', () => {
    sameStem('personalised', 'personalized', 'personalise', 'personalize');
    sameStem('customisable', 'customizable');
    sameStem('organisation', 'organization');
    expect(stemEnglish('unaizah')).toBe('unaizah');
  });

  it('leaves short words and the words whose ending is not a suffix as they are', () => {
    for (const word of ['red', 'bed', 'ring', 'king', 'string', 'seed', 'need', 'glass', 'bus', 'oasis', 'this', 'its']) {
      expect(stemEnglish(word), word).toBe(word);
    }
    expect(stemEnglish('seeds')).toBe('seed');
    expect(stemEnglish('earrings')).toBe('earring');
    for (const word of ['silver', 'leather', 'water', 'paper', 'amber', 'copper', 'center']) expect(stemEnglish(word), word).toBe(word);
  });

  it('does not let -er join unrelated words: flower is not flow, corner is not corn, earring is not ear', () => {
    expect(stemEnglish('flower')).not.toBe(stemEnglish('flow'));
    expect(stemEnglish('corner')).not.toBe(stemEnglish('corn'));
    expect(stemEnglish('earring')).not.toBe(stemEnglish('ear'));
    expect(stemEnglish('shoulder')).not.toBe(stemEnglish('should'));
  });
});

describe('laws of English stemming', () => {
  it('the stem of a stem is the stem', () => {
    fc.assert(
      fc.property(latinWord, (word) => {
        expect(stemEnglish(stemEnglish(word))).toBe(stemEnglish(word));
      }),
      { numRuns: 3000 },
    );
  });

  it('no rule leaves fewer than three letters of a longer word', () => {
    fc.assert(
      fc.property(latinWord, (word) => {
        expect(stemEnglish(word).length).toBeGreaterThanOrEqual(Math.min(word.length, ENGLISH_MIN_STEM));
      }),
      { numRuns: 3000 },
    );
  });

  it('a plain plural in -s stems like its singular', () => {
    const singular = fc
      .string({ unit: fc.constantFrom(...'bcdfgklmnprtw'), minLength: 1, maxLength: 3 })
      .chain((consonants) => fc.constantFrom(...'aeiou').map((vowel) => `${consonants}${vowel}${consonants}`))
      .filter((word) => word.length >= 3 && !/[sy]$/.test(word));
    fc.assert(
      fc.property(singular, (word) => {
        expect(stemEnglish(`${word}s`)).toBe(stemEnglish(word));
      }),
    );
  });
});
