import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import {
  LOW_STOCK_THRESHOLD,
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
