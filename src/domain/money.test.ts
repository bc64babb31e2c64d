import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, assertNonNegativeHalalas, max, min, multiply, percentOf, riyals, roundDiv, splitVat, subtract, sum } from './money';

// Up to ten million riyals: far above any basket, and every intermediate product stays a safe integer.
const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const nonNegativeAmount = fc.integer({ min: 0, max: 1_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const quantity = fc.integer({ min: 0, max: 1_000 });

describe('money is whole halalas', () => {
  it('counts riyals in halalas', () => {
    expect(riyals(1_250)).toBe(125_000);
  });

  it('refuses a fraction of a halala anywhere, even when the result would be whole', () => {
    expect(() => add(0.5, 0.5)).toThrow(RangeError);
    expect(() => subtract(1.5, 0.5)).toThrow(RangeError);
    expect(() => multiply(0.5, 2)).toThrow(RangeError);
    expect(() => multiply(100, 1.5)).toThrow(RangeError);
    expect(() => sum([10, 0.1])).toThrow(RangeError);
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => splitVat(0.1)).toThrow(RangeError);
  });

  it('refuses a negative price, fee or balance where only non-negative ones make sense', () => {
    expect(assertNonNegativeHalalas(0)).toBe(0);
    expect(() => assertNonNegativeHalalas(-1)).toThrow(RangeError);
  });

  it('a refusal names the value it refused, so that the log line of a failed payment shows what went wrong', () => {
    expect(() => add(0.5, 1)).toThrow('Not a whole number of halalas: 0.5');
    expect(() => assertNonNegativeHalalas(-250)).toThrow('Amount must not be negative: -250');
    expect(() => multiply(100, 1.5)).toThrow('Quantity must be a whole number: 1.5');
    expect(() => roundDiv(7, 0)).toThrow('roundDiv needs whole numbers and a positive divisor: 7 / 0');
    expect(() => percentOf(100, 10_001)).toThrow('A percentage is 0 to 10000 basis points: 10001');
  });

  it('never yields a negative zero, which would make equal amounts unequal under Object.is', () => {
    expect(Object.is(multiply(-150, 0), 0)).toBe(true);
    expect(Object.is(roundDiv(-4, 10), 0)).toBe(true);
    expect(Object.is(percentOf(-4, 1000), 0)).toBe(true);
  });

  it('subtracting what was added gives back the start', () => {
    fc.assert(fc.property(amount, amount, (a, b) => subtract(add(a, b), b) === a));
  });

  it('a sum does not depend on the order of its terms', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        expect(sum([...amounts].reverse())).toBe(sum(amounts));
      }),
    );
  });

  it('multiplying by a quantity is adding the amount that many times', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 20 }), (a, q) => {
        expect(multiply(a, q)).toBe(sum(Array.from({ length: q }, () => a)));
      }),
    );
  });

  it('multiplying distributes over adding prices', () => {
    fc.assert(fc.property(amount, amount, quantity, (a, b, q) => multiply(add(a, b), q) === add(multiply(a, q), multiply(b, q))));
  });

  it('the smaller and the larger of two amounts are those amounts, in order', () => {
    expect([min(300, 500), max(300, 500)]).toEqual([300, 500]);
    expect([min(500, 300), max(500, 300)]).toEqual([300, 500]);
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect([min(a, b), max(a, b)]).toEqual(a <= b ? [a, b] : [b, a]);
      }),
    );
  });

  it('the smaller and the larger of 0 and −0 are 0, and a half halala is refused', () => {
    for (const [a, b] of [[0, -0], [-0, 0], [-0, -0]] as const) {
      expect(Object.is(min(a, b), 0)).toBe(true);
      expect(Object.is(max(a, b), 0)).toBe(true);
    }
    expect(() => min(0.5, 1)).toThrow(RangeError);
  });
});

describe('roundDiv rounds half away from zero', () => {
  it('rounds the spec cases', () => {
    expect(roundDiv(14, 10)).toBe(1);
    expect(roundDiv(15, 10)).toBe(2);
    expect(roundDiv(25, 10)).toBe(3); // not banker's rounding
    expect(roundDiv(-15, 10)).toBe(-2);
    expect(roundDiv(-14, 10)).toBe(-1);
    expect(roundDiv(0, 7)).toBe(0);
  });

  it('refuses fractions and a divisor that is not positive', () => {
    expect(() => roundDiv(1.5, 2)).toThrow(RangeError);
    expect(() => roundDiv(1, 0)).toThrow(RangeError);
    expect(() => roundDiv(1, -3)).toThrow(RangeError);
  });

  it('is never more than half a unit from the exact quotient', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 100_000 }), (n, d) => {
        // |r − n/d| ≤ 1/2, kept in integers: 2·|r·d − n| ≤ d.
        expect(2 * Math.abs(roundDiv(n, d) * d - n)).toBeLessThanOrEqual(d);
      }),
    );
  });

  it('an exact half goes away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000 }), (q, half) => {
        // (2q + 1)·half / (2·half) = q + 1/2 exactly.
        const rounded = roundDiv((2 * q + 1) * half, 2 * half);
        expect(rounded).toBe(q >= 0 ? q + 1 : q);
      }),
    );
  });

  it('is symmetric around zero', () => {
    fc.assert(fc.property(amount, fc.integer({ min: 1, max: 100_000 }), (n, d) => roundDiv(-n, d) === -roundDiv(n, d)));
  });

  it('divides a multiple exactly', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000 }), (q, d) => roundDiv(q * d, d) === q));
  });
});

describe('percentOf (basis points)', () => {
  it('takes the spec-style discounts', () => {
    expect(percentOf(riyals(200), 2500)).toBe(riyals(50)); // 25 % of 200 SAR
    expect(percentOf(999, 1000)).toBe(100); // 99.9 halalas rounds up
    expect(percentOf(5, 1000)).toBe(1); // half a halala rounds away from zero
    expect(percentOf(4, 1000)).toBe(0);
  });

  it('refuses a percentage outside 0 to 100 %', () => {
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, 10_001)).toThrow(RangeError);
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
  });

  it('a percentage of an amount lies between nothing and the whole amount', () => {
    fc.assert(
      fc.property(nonNegativeAmount, basisPoints, (a, bp) => {
        const part = percentOf(a, bp);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(a);
      }),
    );
  });

  it('is within half a halala of the exact percentage', () => {
    fc.assert(
      fc.property(amount, basisPoints, (a, bp) => {
        expect(2 * Math.abs(percentOf(a, bp) * 10_000 - a * bp)).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it('0 % is nothing and 100 % is everything', () => {
    fc.assert(fc.property(amount, (a) => percentOf(a, 0) === 0 && percentOf(a, 10_000) === a));
  });

  it('a larger percentage never takes less', () => {
    fc.assert(
      fc.property(nonNegativeAmount, basisPoints, basisPoints, (a, p, q) => {
        const [low, high] = p <= q ? [p, q] : [q, p];
        expect(percentOf(a, low)).toBeLessThanOrEqual(percentOf(a, high));
      }),
    );
  });
});

describe('VAT-inclusive split at 15 %', () => {
  it('splits the spec-style prices', () => {
    expect(splitVat(riyals(115))).toEqual({ gross: 11_500, net: 10_000, vat: 1_500 });
    expect(splitVat(100)).toEqual({ gross: 100, net: 87, vat: 13 }); // 86.96 → 87
    expect(splitVat(0)).toEqual({ gross: 0, net: 0, vat: 0 });
  });

  it('net plus VAT is exactly the gross', () => {
    fc.assert(fc.property(amount, (gross) => {
      const { net, vat } = splitVat(gross);
      expect(net + vat).toBe(gross);
    }));
  });

  it('VAT and net are never negative on a non-negative gross', () => {
    fc.assert(fc.property(nonNegativeAmount, (gross) => {
      const { net, vat } = splitVat(gross);
      expect(vat).toBeGreaterThanOrEqual(0);
      expect(net).toBeGreaterThanOrEqual(0);
    }));
  });

  it('VAT is 15/115 of the gross within half a halala', () => {
    fc.assert(fc.property(amount, (gross) => {
      // |vat − 15·gross/115| ≤ 1/2, in integers: 2·|115·vat − 15·gross| ≤ 115.
      expect(2 * Math.abs(115 * splitVat(gross).vat - 15 * gross)).toBeLessThanOrEqual(115);
    }));
  });

  it('net is the rounded gross / 1.15, so adding back 15 % lands on the gross within a halala', () => {
    fc.assert(fc.property(nonNegativeAmount, (gross) => {
      const { net } = splitVat(gross);
      expect(Math.abs(net + percentOf(net, 1500) - gross)).toBeLessThanOrEqual(1);
    }));
  });
});
