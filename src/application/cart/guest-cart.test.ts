import { describe, expect, it } from 'vitest';
import { guestLineKey, guestLines, MAX_LINE_QUANTITY, MAX_MERGE_LINES, mergeBatches, withGuestQuantity, withoutGuestLine } from './guest-cart';

const cushion = { productSlug: 'sadu-cushion', quantity: 1, colour: 'red' };
const basket = { productSlug: 'palm-basket', quantity: 2 };

describe('a guest cart', () => {
  it('shows one line per product and options, in the order first added, with the quantities added up', () => {
    const lines = guestLines([cushion, basket, { ...cushion, quantity: 3 }, { ...cushion, colour: 'blue' }]);
    expect(lines.map((line) => line.item)).toEqual([
      { productSlug: 'sadu-cushion', quantity: 4, colour: 'red' },
      basket,
      { productSlug: 'sadu-cushion', quantity: 1, colour: 'blue' },
    ]);
  });

  it('treats a blank option as no option and trims texts, as the domain’s line identity does', () => {
    expect(guestLineKey({ productSlug: 'mug', quantity: 1, nameOnProduct: ' Sara ' })).toBe(
      guestLineKey({ productSlug: 'mug', quantity: 1, nameOnProduct: 'Sara', giftText: '  ' }),
    );
    expect(guestLineKey({ productSlug: 'mug', quantity: 1, nameOnProduct: 'Sara' })).not.toBe(
      guestLineKey({ productSlug: 'mug', quantity: 1, nameOnProduct: 'sara' }),
    );
  });

  it('changes one line’s quantity and leaves the others', () => {
    const tempCart = [cushion, basket, cushion];
    expect(withGuestQuantity(tempCart, guestLineKey(cushion), 5)).toEqual([{ ...cushion, quantity: 5 }, basket]);
    expect(() => withGuestQuantity(tempCart, guestLineKey(cushion), 0)).toThrow(RangeError);
    expect(() => withGuestQuantity(tempCart, guestLineKey(cushion), 1.5)).toThrow(RangeError);
  });

  it('removes a line with all its pieces; removing a missing line changes nothing', () => {
    expect(withoutGuestLine([cushion, basket, cushion], guestLineKey(cushion))).toEqual([basket]);
    expect(withoutGuestLine([basket], guestLineKey(cushion))).toEqual([basket]);
  });

  it('is sent to be merged as combined lines within the API’s limits', () => {
    expect(mergeBatches([])).toEqual([]);
    expect(mergeBatches([{ ...basket, quantity: 60 }, { ...basket, quantity: 60 }])).toEqual([[{ ...basket, quantity: MAX_LINE_QUANTITY }]]);
    const many = Array.from({ length: MAX_MERGE_LINES + 3 }, (_, index) => ({ productSlug: `p-${index}`, quantity: 1 }));
    const batches = mergeBatches([...many, ...many]);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_MERGE_LINES, 3]);
    expect(batches.flat().every((item) => item.quantity === 2)).toBe(true);
  });
});
