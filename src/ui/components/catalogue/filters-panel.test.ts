import { describe, expect, it } from 'vitest';
import { readPriceRange } from './filters-panel';

describe('the price range the shopper typed', () => {
  it('reads riyals into halalas, Arabic-Indic digits and separator too', () => {
    expect(readPriceRange({ from: '50', to: '120.5' })).toEqual({ priceFrom: 5000, priceTo: 12050, errors: { from: undefined, to: undefined } });
    expect(readPriceRange({ from: '٥٠', to: '١٢٠٫٥' })).toMatchObject({ priceFrom: 5000, priceTo: 12050 });
    expect(readPriceRange({ from: '', to: ' ' })).toMatchObject({ priceFrom: undefined, priceTo: undefined, errors: {} });
  });

  it('refuses what is not an amount of riyals', () => {
    expect(readPriceRange({ from: 'abc', to: '1.234' }).errors).toEqual({
      from: { key: 'validation.invalid', params: { field: 'priceFrom' } },
      to: { key: 'validation.invalid', params: { field: 'priceTo' } },
    });
  });

  it('refuses "to" below "from", naming the least "to" in riyals', () => {
    expect(readPriceRange({ from: '300', to: '100' }).errors.to).toEqual({ key: 'validation.min_value', params: { field: 'priceTo', min: 300 } });
    expect(readPriceRange({ from: '100', to: '100' }).errors.to).toBeUndefined();
  });
});
