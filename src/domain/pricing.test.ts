import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import {
  LOW_STOCK_THRESHOLD,
  discountInForce,
  hasFreeShipping,
  isCustomisable,
  isDiscounted,
  isInStock,
  salePrice,
  stockState,
  unitDiscount,
} from './pricing';
import { aProduct } from './testing/commerce';

const price = fc.integer({ min: 0, max: 100_000_000 });
const discount = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined });
const product = fc
  .record({ price, discount, stock: fc.nat(1_000) })
  .map(({ price, discount, stock }) => {
    const base = aProduct().priced(price).inStock(stock);
    return (discount === undefined ? base : base.discounted(discount)).build();
  });

describe('the price a shopper pays for one piece', () => {
  it('takes the discount off the price', () => {
    const cushion = aProduct().priced(riyals(200)).discounted(2500).build();
    expect(unitDiscount(cushion)).toBe(riyals(50));
    expect(salePrice(cushion)).toBe(riyals(150));
    expect(isDiscounted(cushion)).toBe(true);
  });

  it('rounds the discount on one piece to the nearest halala, half away from zero', () => {
    // 10 % of 12.35 SAR is 123.5 halalas: the shopper gets 124 off.
    expect(unitDiscount(aProduct().priced(1_235).discounted(1000).build())).toBe(124);
    expect(salePrice(aProduct().priced(1_235).discounted(1000).build())).toBe(1_111);
  });

  it('a product with no discount sells at its price', () => {
    const plain = aProduct().priced(riyals(75)).build();
    expect(salePrice(plain)).toBe(riyals(75));
    expect(isDiscounted(plain)).toBe(false);
  });

  it('refuses a negative or fractional price, and a discount above 100 %', () => {
    expect(() => salePrice(aProduct().priced(-1).build())).toThrow(RangeError);
    expect(() => salePrice(aProduct().priced(10.5).build())).toThrow(RangeError);
    expect(() => salePrice(aProduct().discounted(10_001).build())).toThrow(RangeError);
  });

  it('the sale price is never above the price nor below zero', () => {
    fc.assert(
      fc.property(product, (p) => {
        expect(salePrice(p)).toBeLessThanOrEqual(p.price);
        expect(salePrice(p)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the discount is the exact percentage of the price, to the nearest halala', () => {
    fc.assert(
      fc.property(product, (p) => {
        // |discount − price·bp/10000| ≤ 1/2, kept in integers.
        expect(2 * Math.abs(unitDiscount(p) * 10_000 - p.price * (p.discountBasisPoints ?? 0))).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it('sale price plus discount is the price', () => {
    fc.assert(fc.property(product, (p) => salePrice(p) + unitDiscount(p) === p.price));
  });

  it('a 0 % discount is the same as no discount', () => {
    fc.assert(
      fc.property(price, (amount) => {
        expect(salePrice(aProduct().priced(amount).discounted(0).build())).toBe(amount);
        expect(salePrice(aProduct().priced(amount).build())).toBe(amount);
      }),
    );
  });

  it('a 100 % discount makes the piece free', () => {
    fc.assert(fc.property(price, (amount) => salePrice(aProduct().priced(amount).discounted(10_000).build()) === 0));
  });

  it('a deeper discount never raises the sale price', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, p, q) => {
        const [shallow, deep] = p <= q ? [p, q] : [q, p];
        expect(salePrice(aProduct().priced(amount).discounted(deep).build()))
          .toBeLessThanOrEqual(salePrice(aProduct().priced(amount).discounted(shallow).build()));
      }),
    );
  });
});

describe('stock state', () => {
  it('names the three states around the threshold', () => {
    expect(stockState(0)).toBe('out-of-stock');
    expect(stockState(1)).toBe('low-stock');
    expect(stockState(LOW_STOCK_THRESHOLD)).toBe('low-stock');
    expect(stockState(LOW_STOCK_THRESHOLD + 1)).toBe('in-stock');
  });

  it('refuses a negative or fractional stock', () => {
    expect(() => stockState(-1)).toThrow(RangeError);
    expect(() => stockState(2.5)).toThrow(RangeError);
  });

  it('a product is out of stock exactly when no piece is left', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (stock) => {
        const p = aProduct().inStock(stock).build();
        expect(stockState(stock) === 'out-of-stock').toBe(!isInStock(p));
        expect(isInStock(p)).toBe(stock > 0);
      }),
    );
  });

  it('more stock never makes the state worse', () => {
    const rank = { 'out-of-stock': 0, 'low-stock': 1, 'in-stock': 2 } as const;
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(rank[stockState(less)]).toBeLessThanOrEqual(rank[stockState(more)]);
      }),
    );
  });
});

describe('flags for the filters', () => {
  it('reads free shipping and customisation', () => {
    expect(hasFreeShipping(aProduct().withFreeShipping().build())).toBe(true);
    expect(hasFreeShipping(aProduct().build())).toBe(false);
    expect(isCustomisable(aProduct().customisable().build())).toBe(true);
    expect(isCustomisable(aProduct().build())).toBe(false);
  });
});

describe('the discount an offer puts in force', () => {
  const starts = new Date('2026-03-01T00:00:00.000Z');
  const ends = new Date('2026-03-08T00:00:00.000Z');
  const offer = { basisPoints: 2500, startsAt: starts, endsAt: ends };

  it('is the offer’s from the moment its window opens until the moment it closes', () => {
    expect(discountInForce(offer, new Date(starts.getTime() - 1))).toBeNull();
    expect(discountInForce(offer, starts)).toBe(2500);
    expect(discountInForce(offer, new Date(ends.getTime() - 1))).toBe(2500);
    expect(discountInForce(offer, ends)).toBeNull();
  });

  it('is always the offer’s without a window, and from its start or until its end with half of one', () => {
    expect(discountInForce({ basisPoints: 1000, startsAt: null, endsAt: null }, new Date('2000-01-01T00:00:00Z'))).toBe(1000);
    expect(discountInForce({ basisPoints: 1000, startsAt: starts, endsAt: null }, new Date('2100-01-01T00:00:00Z'))).toBe(1000);
    expect(discountInForce({ basisPoints: 1000, startsAt: null, endsAt: ends }, new Date('2000-01-01T00:00:00Z'))).toBe(1000);
    expect(discountInForce({ basisPoints: 1000, startsAt: null, endsAt: ends }, ends)).toBeNull();
  });

  it('is none without a discount, whatever the window', () => {
    expect(discountInForce({ basisPoints: null, startsAt: null, endsAt: null }, starts)).toBeNull();
    expect(discountInForce({ basisPoints: null, startsAt: starts, endsAt: ends }, starts)).toBeNull();
  });

  const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
  const anOffer = fc.record({
    basisPoints: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
    startsAt: fc.option(instant, { nil: null }),
    endsAt: fc.option(instant, { nil: null }),
  });

  it('is either none or the offer’s own, and the offer’s exactly inside its window', () => {
    fc.assert(
      fc.property(anOffer, instant, (given, now) => {
        const inForce = discountInForce(given, now);
        expect(inForce === null || inForce === given.basisPoints).toBe(true);
        const opened = given.startsAt === null || given.startsAt <= now;
        const open = opened && (given.endsAt === null || now < given.endsAt);
        expect(inForce).toBe(open ? given.basisPoints : null);
      }),
    );
  });

  it('is in force over one unbroken stretch of time: never again once its window has closed', () => {
    fc.assert(
      fc.property(anOffer, fc.array(instant, { minLength: 3, maxLength: 12 }), (given, instants) => {
        const states = [...instants].sort((a, b) => a.getTime() - b.getTime()).map((now) => discountInForce(given, now) !== null);
        // Off, then on, then off: at most two changes, and never off→on after on→off.
        const firstOn = states.indexOf(true);
        const lastOn = states.lastIndexOf(true);
        if (firstOn >= 0) expect(states.slice(firstOn, lastOn + 1).every(Boolean)).toBe(true);
      }),
    );
  });
});
