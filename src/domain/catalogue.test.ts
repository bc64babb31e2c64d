import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingAverage, reviewerName, shortText } from './catalogue';

describe('a rating average', () => {
  it('is null when nobody has rated', () => {
    expect(ratingAverage(0, 0)).toBeNull();
  });

  it('has one decimal, rounded half away from zero', () => {
    expect(ratingAverage(9, 2)).toBe(4.5);
    expect(ratingAverage(14, 3)).toBe(4.7); // 4.666…
    expect(ratingAverage(13, 3)).toBe(4.3); // 4.333…
    expect(ratingAverage(29, 20)).toBe(1.5); // 1.45 exactly rounds up
  });

  it('always lies between one and five stars for ratings of one to five stars', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const average = ratingAverage(ratings.reduce((a, b) => a + b, 0), ratings.length)!;
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.round(average * 10)).toBeCloseTo(average * 10, 9);
      }),
    );
  });

  it('refuses counts that are not whole', () => {
    expect(() => ratingAverage(3, 0.5)).toThrow(RangeError);
    expect(() => ratingAverage(3, -1)).toThrow(RangeError);
  });
});

describe("a reviewer's public name", () => {
  it('is the first name and the initial of the family name', () => {
    expect(reviewerName('Fatimah Zahrani')).toBe('Fatimah Z.');
    expect(reviewerName('  Noura  bint  Saad ')).toBe('Noura S.');
  });

  it('skips the article of the family name, in Arabic and in Latin letters', () => {
    expect(reviewerName('فاطمة الزهراني')).toBe('فاطمة ز.');
    expect(reviewerName('Fatimah Al-Zahrani')).toBe('Fatimah Z.');
    expect(reviewerName('Omar el-Sayed')).toBe('Omar S.');
  });

  it('is the name itself when there is only one word', () => {
    expect(reviewerName('Huda')).toBe('Huda');
  });

  it('never contains the family name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), fc.stringMatching(/^[A-Z][a-z]{3,10}$/), (first, family) => {
        expect(reviewerName(`${first} ${family}`)).toBe(`${first} ${family[0]}.`);
      }),
    );
  });
});

describe('a short text for a card', () => {
  it('is the text itself when it is short enough', () => {
    expect(shortText('Handwoven Sadu from Hail.', 140)).toBe('Handwoven Sadu from Hail.');
  });

  it('is cut at a word boundary, with an ellipsis', () => {
    expect(shortText('Handwoven Sadu rugs and cushions from Hail', 20)).toBe('Handwoven Sadu rugs…');
  });

  it('never exceeds the limit, counting characters and not UTF-16 units', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (text, limit) => {
        expect([...shortText(text, limit)].length).toBeLessThanOrEqual(limit);
      }),
    );
  });
});
