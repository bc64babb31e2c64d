import { describe, expect, it } from 'vitest';
import { aSellerProduct } from '../../../../infrastructure/testing/in-memory-seller-products';
import { EMPTY_VALUES, draftOf, halalasOf, isoInstant, localDateTime, moveRow, numberOf, sameValues, valuesOf } from './editor-values';

describe('the product editor’s values', () => {
  it('read riyals and whole numbers in either digit system, empty as null and nonsense as NaN', () => {
    expect(halalasOf('125')).toBe(12_500);
    expect(halalasOf('١٢٥٫٥')).toBe(12_550);
    expect(halalasOf(' 0.05 ')).toBe(5);
    expect(halalasOf('')).toBeNull();
    expect(halalasOf('12.345')).toBeNaN();
    expect(halalasOf('twelve')).toBeNaN();
    expect(numberOf('٧')).toBe(7);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('2.5')).toBe(2.5);
    expect(numberOf('  ')).toBeNull();
    expect(numberOf('many')).toBeNaN();
  });

  it('type a discount’s window in this browser’s time zone and send the instant it names', () => {
    const instant = new Date(2026, 3, 1, 18, 30).toISOString();
    expect(localDateTime(instant)).toBe('2026-04-01T18:30');
    expect(isoInstant('2026-04-01T18:30')).toBe(instant);
    expect(isoInstant('')).toBeNull();
    expect(isoInstant('soon')).toBe('soon');
    expect(localDateTime(null)).toBe('');
  });

  it('come back unchanged from a product and go out as its fields', () => {
    const product = aSellerProduct({
      slug: 'clay-jar',
      price: 12_550,
      discountPercent: 15,
      customisable: true,
      nameOnProductMaxLength: 12,
      colours: [{ id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#aa3300' }],
      sizes: [{ id: 'large', name: { en: 'Large', ar: 'كبير' } }],
    });
    const values = valuesOf(product);
    expect(values.price).toBe('125.5');
    expect(sameValues(values, valuesOf(product))).toBe(true);
    expect(draftOf(values)).toEqual({
      nameEn: 'Clay jar',
      nameAr: 'جرة فخار',
      descriptionEn: product.description.en,
      descriptionAr: product.description.ar,
      categorySlug: 'pottery',
      price: 12_550,
      discountPercent: 15,
      discountStartsAt: null,
      discountEndsAt: null,
      freeShipping: false,
      customisable: true,
      nameOnProductMaxLength: 12,
      isGift: false,
      colours: [{ id: 'red', nameEn: 'Red', nameAr: 'أحمر', hex: '#aa3300' }],
      sizes: [{ id: 'large', nameEn: 'Large', nameAr: 'كبير' }],
      stock: 10,
    });
  });

  it('send the longest name a product allows when it is not customisable, whatever was left in the hidden field', () => {
    expect(draftOf({ ...EMPTY_VALUES, nameOnProductMaxLength: 'x' }).nameOnProductMaxLength).toBe(40);
    expect(draftOf({ ...EMPTY_VALUES, nameOnProductMaxLength: '12' }).nameOnProductMaxLength).toBe(12);
    expect(draftOf({ ...EMPTY_VALUES, customisable: true, nameOnProductMaxLength: 'x' }).nameOnProductMaxLength).toBeNaN();
  });

  it('move a row one place, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
