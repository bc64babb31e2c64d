import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import { stockFor } from '../../../domain/pricing';
import {
  GIFT_TEXT_MAX,
  EMPTY_CHOICE,
  cartItemOf,
  choiceProblems,
  choiceStock,
  clampQuantity,
  isChoiceComplete,
  maxQuantity,
  soldOutOptions,
  withOption,
  type ProductChoice,
} from './product-choice';

type Options = Pick<
  ProductDetail,
  'slug' | 'colours' | 'sizes' | 'customisable' | 'nameOnProductMaxLength' | 'stock' | 'stockState' | 'optionStock'
>;

const sandals: Options = {
  slug: 'camel-leather-sandals-najdi-now',
  colours: [{ id: 'tan', name: 'Tan', hex: '#c89a64' }],
  sizes: [{ id: 'eu-40', name: 'EU 40' }],
  customisable: false,
  nameOnProductMaxLength: 40,
  stock: 4,
  stockState: 'low-stock',
  optionStock: null,
};
const canvas: Options = {
  slug: 'diwani-canvas',
  colours: [],
  sizes: [],
  customisable: true,
  nameOnProductMaxLength: 12,
  stock: 39,
  stockState: 'in-stock',
  optionStock: null,
};

/**
 * Thobes counted per colour and size:      S   M   L
 *                                 white    0   2   9
 *                                 indigo   0   0   0
 */
const thobe: Options = {
  slug: 'embroidered-thobe',
  colours: [
    { id: 'white', name: 'White', hex: '#ffffff' },
    { id: 'indigo', name: 'Indigo', hex: '#3f51b5' },
  ],
  sizes: [
    { id: 's', name: 'S' },
    { id: 'm', name: 'M' },
    { id: 'l', name: 'L' },
  ],
  customisable: false,
  nameOnProductMaxLength: 40,
  stock: 11,
  stockState: 'in-stock',
  optionStock: [
    { colour: 'white', size: 's', stock: 0 },
    { colour: 'white', size: 'm', stock: 2 },
    { colour: 'white', size: 'l', stock: 9 },
    { colour: 'indigo', size: 's', stock: 0 },
    { colour: 'indigo', size: 'm', stock: 0 },
    { colour: 'indigo', size: 'l', stock: 0 },
  ],
};

/** Rings counted per size only: the pairs have no colour. */
const ring: Options = {
  ...canvas,
  slug: 'silver-ring',
  customisable: false,
  sizes: [
    { id: 'r-14', name: '14' },
    { id: 'r-16', name: '16' },
  ],
  stock: 3,
  stockState: 'low-stock',
  optionStock: [
    { colour: null, size: 'r-14', stock: 0 },
    { colour: null, size: 'r-16', stock: 3 },
  ],
};

const choosing = (options: Pick<ProductChoice, 'colour' | 'size'>, quantity = 1): ProductChoice => ({ ...EMPTY_CHOICE, ...options, quantity });

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

  it('holds no more pieces than the chosen pair has', () => {
    expect(cartItemOf(thobe, choosing({ colour: 'white', size: 'm' }, 5), { gift: false }).quantity).toBe(2);
  });
});

describe('quantity, when every option draws on the product’s stock', () => {
  const stocked = (stock: number): Options => ({ ...canvas, stock, stockState: stock === 0 ? 'out-of-stock' : 'in-stock' });

  it('is never below one nor above the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 1, max: 200 }), (quantity, stock) => {
        const clamped = clampQuantity(quantity, stocked(stock), {});
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(stock);
      }),
    );
  });

  it('cannot be chosen when the product is out of stock, whatever options are chosen', () => {
    expect(maxQuantity(stocked(0), {})).toBe(0);
    expect(maxQuantity({ ...sandals, stock: 3 }, { colour: 'tan' })).toBe(3);
    expect(maxQuantity({ ...sandals, stock: 3 }, { colour: 'tan', size: 'eu-40' })).toBe(3);
  });

  it('leaves every option choosable and the stock line on the product', () => {
    expect(soldOutOptions({ ...sandals, stock: 0, stockState: 'out-of-stock' }, {})).toEqual({ colours: new Set(), sizes: new Set() });
    expect(choiceStock(sandals, { colour: 'tan', size: 'eu-40' })).toEqual({ stock: 4, state: 'low-stock' });
  });
});

describe('a product whose seller counts each colour and size apart', () => {
  it('bounds the quantity by the chosen pair, and before that by the most any pair still possible has', () => {
    expect(maxQuantity(thobe, {})).toBe(9);
    expect(maxQuantity(thobe, { size: 'm' })).toBe(2);
    expect(maxQuantity(thobe, { colour: 'white', size: 'm' })).toBe(2);
    expect(maxQuantity(thobe, { colour: 'indigo' })).toBe(0);
    expect(maxQuantity(ring, { size: 'r-16' })).toBe(3);
    expect(maxQuantity(ring, { size: 'r-14' })).toBe(0);
    expect(clampQuantity(7, thobe, { colour: 'white', size: 'm' })).toBe(2);
  });

  it('counts a pair the answer does not list as sold out', () => {
    expect(maxQuantity({ ...thobe, optionStock: [{ colour: 'white', size: 'l', stock: 9 }] }, { colour: 'white', size: 'm' })).toBe(0);
  });

  it('shows a colour none of whose sizes is left, and a size not left in the chosen colour, as sold out', () => {
    expect(soldOutOptions(thobe, {})).toEqual({ colours: new Set(['indigo']), sizes: new Set(['s']) });
    expect(soldOutOptions(thobe, { colour: 'white' })).toEqual({ colours: new Set(['indigo']), sizes: new Set(['s']) });
    expect(soldOutOptions(thobe, { colour: 'indigo' })).toEqual({ colours: new Set(['indigo']), sizes: new Set(['s', 'm', 'l']) });
    // The colour does not follow the size, so every colour with pieces stays choosable.
    expect(soldOutOptions(thobe, { size: 'l' }).colours).toEqual(new Set(['indigo']));
    expect(soldOutOptions(ring, {})).toEqual({ colours: new Set(), sizes: new Set(['r-14']) });
  });

  it('drops the chosen size when the colour chosen has none of it left, and brings the quantity within the pair', () => {
    const dyed: Options = {
      ...thobe,
      optionStock: [
        { colour: 'white', size: 's', stock: 0 },
        { colour: 'white', size: 'm', stock: 2 },
        { colour: 'white', size: 'l', stock: 9 },
        { colour: 'indigo', size: 's', stock: 4 },
        { colour: 'indigo', size: 'm', stock: 0 },
        { colour: 'indigo', size: 'l', stock: 1 },
      ],
    };
    expect(withOption(dyed, choosing({ colour: 'indigo', size: 'm' }), 'colour', 'white')).toEqual(choosing({ colour: 'white', size: 'm' }));
    expect(withOption(dyed, choosing({ colour: 'white', size: 'm' }), 'colour', 'indigo')).toEqual(choosing({ colour: 'indigo', size: undefined }));
    expect(withOption(dyed, choosing({ colour: 'white' }, 6), 'colour', 'indigo').quantity).toBe(4);
    expect(withOption(dyed, choosing({ colour: 'white', size: 'l' }, 6), 'size', 'm').quantity).toBe(2);
  });

  it('has the stock line speak for the pair once both are chosen, for the product before', () => {
    expect(choiceStock(thobe, {})).toEqual({ stock: 11, state: 'in-stock' });
    expect(choiceStock(thobe, { colour: 'white' })).toEqual({ stock: 11, state: 'in-stock' });
    expect(choiceStock(thobe, { colour: 'white', size: 'm' })).toEqual({ stock: 2, state: 'low-stock' });
    expect(choiceStock(thobe, { colour: 'white', size: 'l' })).toEqual({ stock: 9, state: 'in-stock' });
    expect(choiceStock(ring, { size: 'r-14' })).toEqual({ stock: 0, state: 'out-of-stock' });
  });
});

describe('laws of a choice over any counts per option', () => {
  const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, name: `${prefix}${index}` }));
  /** A product with up to three colours and three sizes (at least one option), each pair with 0 to 4 pieces. */
  const counted = fc
    .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
    .filter(([colours, sizes]) => colours + sizes > 0)
    .chain(([colourCount, sizeCount]) => {
      const colours = ids('c', colourCount);
      const sizes = ids('s', sizeCount);
      const pairs = (colours.length === 0 ? [null] : colours.map((colour) => colour.id)).flatMap((colour) =>
        (sizes.length === 0 ? [null] : sizes.map((size) => size.id)).map((size) => ({ colour, size })),
      );
      return fc.array(fc.integer({ min: 0, max: 4 }), { minLength: pairs.length, maxLength: pairs.length }).map((counts): Options => {
        const stock = counts.reduce((sum, count) => sum + count, 0);
        return {
          ...canvas,
          colours,
          sizes,
          stock,
          stockState: stock === 0 ? 'out-of-stock' : 'in-stock',
          optionStock: pairs.map((pair, index) => ({ ...pair, stock: counts[index]! })),
        };
      });
    });
  const pick = (options: ProductDetail['colours']) => fc.option(fc.constantFrom(...options.map((option) => option.id)), { nil: undefined });
  const withChoice = counted.chain((product) =>
    fc.record({ colour: product.colours.length > 0 ? pick(product.colours) : fc.constant(undefined), size: product.sizes.length > 0 ? pick(product.sizes) : fc.constant(undefined) }).map((choice) => ({ product, choice })),
  );
  const pieces = (product: Options, choice: Pick<ProductChoice, 'colour' | 'size'>) =>
    stockFor({ stock: product.stock, optionStock: product.optionStock ?? undefined }, choice);

  it('a complete choice may add exactly what its pair holds', () => {
    fc.assert(
      fc.property(withChoice, ({ product, choice }) => {
        if (isChoiceComplete(product, choice)) expect(maxQuantity(product, choice)).toBe(pieces(product, choice));
      }),
    );
  });

  it('a colour is sold out exactly when none of its pairs has a piece', () => {
    fc.assert(
      fc.property(counted, (product) => {
        for (const colour of product.colours) {
          const left = product.optionStock!.filter((pair) => pair.colour === colour.id).some((pair) => pair.stock > 0);
          expect(soldOutOptions(product, {}).colours.has(colour.id)).toBe(!left);
        }
      }),
    );
  });

  it('choosing an option never leaves a sold-out size chosen, nor a quantity outside 1 and what is left', () => {
    fc.assert(
      fc.property(withChoice, fc.integer({ min: 1, max: 9 }), fc.boolean(), ({ product, choice }, quantity, colourFirst) => {
        const kind = colourFirst && product.colours.length > 0 ? 'colour' : 'size';
        const offered = kind === 'colour' ? product.colours : product.sizes;
        for (const option of offered) {
          const next = withOption(product, choosing(choice, quantity), kind, option.id);
          if (next.size !== undefined) expect(soldOutOptions(product, next).sizes.has(next.size)).toBe(false);
          expect(next.quantity).toBeGreaterThanOrEqual(1);
          expect(next.quantity).toBeLessThanOrEqual(Math.max(1, maxQuantity(product, next)));
        }
      }),
    );
  });
});
