// The full layer of the stars is as wide as the average's share of five stars, held to 0–100 %.
import { describe, expect, it } from 'vitest';
import { starsFilled } from './rating-stars';

describe('starsFilled', () => {
  it.each([
    [0, '0%'],
    [1, '20%'],
    [3.6, '72%'],
    [4.5, '90%'],
    [5, '100%'],
  ])('fills %s of five stars as %s', (average, width) => {
    expect(starsFilled(average)).toBe(width);
  });

  it('never fills past the five stars nor below none', () => {
    expect(starsFilled(7)).toBe('100%');
    expect(starsFilled(-1)).toBe('0%');
  });
});
