// The product editor's schema on stock: a product holds at most MAX_STOCK pieces, whether one
// count or, counted per option, its cells together, each of which is within the limit on its
// own. A grid above it is refused on the grid, as the product's total stock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STOCK, SellerProductInput } from './seller-products';
import { aSellerProductInput } from './testing/seller-product-input';
import { validate } from './validation';

/** A vase in two colours and two sizes. */
const vase = aSellerProductInput({
  colours: [
    { nameEn: 'Indigo', nameAr: 'نيلي' },
    { nameEn: 'Saffron', nameAr: 'زعفراني' },
  ],
  sizes: [
    { nameEn: 'Small', nameAr: 'صغير' },
    { nameEn: 'Large', nameAr: 'كبير' },
  ],
  stock: 0,
});

/** The vase counted per colour and size, its four cells holding these pieces. */
const grid = (counts: readonly number[], stockPerOption = true) => ({
  ...vase,
  stockPerOption,
  optionStock: counts.map((stock, index) => ({ colour: index >> 1, size: index & 1, stock })),
});

const TOTAL_REFUSED = { optionStock: [{ key: 'validation.max_value', params: { field: 'stockTotal', max: MAX_STOCK } }] };

describe('a product’s stock', () => {
  it('counted per option, refuses cells that each fit but together hold more than a product may, on the grid as its total stock', () => {
    expect(validate(SellerProductInput, grid([MAX_STOCK, MAX_STOCK, 0, 0]))).toEqual({ ok: false, fields: TOTAL_REFUSED });
    expect(validate(SellerProductInput, grid([40_000, 30_000, 20_000, 10_001]))).toEqual({ ok: false, fields: TOTAL_REFUSED });
    expect(validate(SellerProductInput, grid([40_000, 30_000, 20_000, 10_000])).ok).toBe(true);
  });

  it('judges the grid only when the product is counted per option (otherwise its cells are not kept)', () => {
    expect(validate(SellerProductInput, grid([MAX_STOCK, MAX_STOCK, MAX_STOCK, MAX_STOCK], false)).ok).toBe(true);
  });

  it('names a cell above the limit on that cell, as before, and a single count above it on the stock', () => {
    const cell = validate(SellerProductInput, grid([MAX_STOCK + 1, 0, 0, 0]));
    expect(cell.ok || cell.fields['optionStock.0.stock']).toEqual([{ key: 'validation.max_value', params: { field: 'stock', max: MAX_STOCK } }]);
    const one = validate(SellerProductInput, { ...vase, stock: MAX_STOCK + 1 });
    expect(one.ok || one.fields).toEqual({ stock: [{ key: 'validation.max_value', params: { field: 'stock', max: MAX_STOCK } }] });
  });

  it('accepts a grid exactly when its cells together hold at most MAX_STOCK pieces', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(MAX_STOCK), { minLength: 4, maxLength: 4 }), (counts) => {
        const checked = validate(SellerProductInput, grid(counts));
        expect(checked.ok).toBe(counts.reduce((sum, count) => sum + count, 0) <= MAX_STOCK);
        if (!checked.ok) expect(checked.fields).toEqual(TOTAL_REFUSED);
      }),
    );
  });
});
