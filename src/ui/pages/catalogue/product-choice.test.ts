import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import { GIFT_TEXT_MAX, EMPTY_CHOICE, cartItemOf, choiceProblems, clampQuantity, maxQuantity } from './product-choice';

type Options = Pick<ProductDetail, 'slug' | 'colours' | 'sizes' | 'customisable' | 'nameOnProductMaxLength' | 'stock' | 'stockState'>;

const sandals: Options = {
  slug: 'camel-leather-sandals-najdi-now',
  colours: [{ id: 'tan', name: 'Tan', hex: '#c89a64' }],
  sizes: [{ id: 'eu-40', name: 'EU 40' }],
  customisable: false,
  nameOnProductMaxLength: 40,
  stock: 4,
  stockState: 'low-stock',
};
const canvas: Options = { slug: 'diwani-canvas', colours: [], sizes: [], customisable: true, nameOnProductMaxLength: 12, stock: 39, stockState: 'in-stock' };

describe('what must be chosen before adding to the cart', () => {
  it('asks for a colour and a size when the product has them', () => {
    expect(choiceProblems(sandals, EMPTY_CHOICE, { gift: false })).toEqual({
      colour: { key: 'validation.required', params: { field: 'colour' } },
      size: { key: 'validation.required', params: { field: 'size' } },
    });
    expect(choiceProblems(sandals, { ...EMPTY_CHOICE, colour: 'tan', size: 'eu-40' }, { gift: false })).toEqual({});
  });

  it('asks nothing of a product without options; a name on it and a gift text are optional', () => {
    expect(choiceProblems(canvas, EMPTY_CHOICE, { gift: true })).toEqual({});
  });

  it('limits the name on the product to the seller’s own limit, in characters, and the gift text', () => {
    const limit = canvas.nameOnProductMaxLength;
    const long = { ...EMPTY_CHOICE, nameOnProduct: 'x'.repeat(limit + 1), giftText: 'ب'.repeat(GIFT_TEXT_MAX + 1) };
    expect(choiceProblems(canvas, long, { gift: true })).toEqual({
      nameOnProduct: { key: 'validation.max', params: { field: 'nameOnProduct', length: limit } },
      giftText: { key: 'validation.max', params: { field: 'giftText', length: GIFT_TEXT_MAX } },
    });
    // Characters as the server counts them (code points): an emoji is one, surrounding spaces none.
    const fits = { ...EMPTY_CHOICE, nameOnProduct: ` ${'س'.repeat(limit - 1)}🌙 `, giftText: 'ب'.repeat(GIFT_TEXT_MAX) };
    expect(choiceProblems(canvas, fits, { gift: true })).toEqual({});
    expect(choiceProblems({ ...canvas, nameOnProductMaxLength: 40 }, long, { gift: false })).toEqual({});
  });
});

describe('the tempCart item a choice becomes', () => {
  it('carries the options chosen, trimmed, and nothing blank or not offered', () => {
    expect(cartItemOf(canvas, { colour: 'tan', nameOnProduct: '  Sara ', giftText: ' ', quantity: 2 }, { gift: true })).toEqual({
      productSlug: 'diwani-canvas',
      quantity: 2,
      nameOnProduct: 'Sara',
    });
    expect(cartItemOf(sandals, { colour: 'tan', size: 'eu-40', nameOnProduct: 'ignored', giftText: 'عيد سعيد', quantity: 1 }, { gift: false })).toEqual({
      productSlug: 'camel-leather-sandals-najdi-now',
      quantity: 1,
      colour: 'tan',
      size: 'eu-40',
    });
  });

  it('keeps the gift text on a gift', () => {
    expect(cartItemOf(canvas, { ...EMPTY_CHOICE, giftText: 'كل عام وأنت بخير' }, { gift: true }).giftText).toBe('كل عام وأنت بخير');
  });
});

describe('quantity', () => {
  it('is never below one nor above the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 1, max: 200 }), (quantity, stock) => {
        const clamped = clampQuantity(quantity, { stock, stockState: 'in-stock' });
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(stock);
      }),
    );
  });

  it('cannot be chosen when the product is out of stock', () => {
    expect(maxQuantity({ stock: 0, stockState: 'out-of-stock' })).toBe(0);
    expect(maxQuantity({ stock: 3, stockState: 'low-stock' })).toBe(3);
  });
});
