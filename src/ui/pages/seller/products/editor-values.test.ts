import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSellerProduct, countedPerOption } from '../../../../infrastructure/testing/in-memory-seller-products';
import {
  draftOf,
  emptyValues,
  gridPlaceOf,
  gridTotal,
  halalasOf,
  isoInstant,
  localDateTime,
  moveRow,
  newRowKey,
  numberOf,
  sameValues,
  stockGrid,
  valuesOf,
  withCellStock,
  withOptions,
  withStockPerOption,
  type EditorValues,
  type OptionRow,
} from './editor-values';

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
    const values = valuesOf(product, 'en');
    expect(values.price).toBe('125.5');
    expect(sameValues(values, valuesOf(product, 'en'))).toBe(true);
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
      stockPerOption: false,
      optionStock: [],
    });
  });

  it('send the longest name a product allows when it is not customisable, whatever was left in the hidden field', () => {
    expect(draftOf({ ...emptyValues('en'), nameOnProductMaxLength: 'x' }).nameOnProductMaxLength).toBe(40);
    expect(draftOf({ ...emptyValues('en'), nameOnProductMaxLength: '12' }).nameOnProductMaxLength).toBe(12);
    expect(draftOf({ ...emptyValues('en'), customisable: true, nameOnProductMaxLength: 'x' }).nameOnProductMaxLength).toBeNaN();
  });

  it('move a row one place, and not past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

const RED = { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#aa3300' };
const SAND = { id: 'sand', name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c29d' };
const SMALL = { id: 'small', name: { en: 'Small', ar: 'صغير' } };
const LARGE = { id: 'large', name: { en: 'Large', ar: 'كبير' } };

/** A jar in two colours and two sizes, each pair counted apart. */
const jar = () => valuesOf(countedPerOption(aSellerProduct({ slug: 'clay-jar', colours: [RED, SAND], sizes: [SMALL, LARGE] }), { 'red/small': 1, 'red/large': 2, 'sand/small': 3, 'sand/large': 4 }), 'en');

/** The draft's cells as "colour/size=stock (seen)", by the rows' English names. */
const cellsOf = (values: EditorValues) =>
  draftOf(values).optionStock.map(
    (cell) => `${cell.colour === null ? '-' : values.colours[cell.colour]!.nameEn}/${cell.size === null ? '-' : values.sizes[cell.size]!.nameEn}=${cell.stock}${cell.stockSeen === undefined ? '' : ` (${cell.stockSeen})`}`,
  );

const aRow = (nameEn: string, nameAr: string): OptionRow => ({ key: newRowKey(), nameEn, nameAr, hex: '#000000' });

describe('the stock of each colour and size', () => {
  it('comes from the product as a grid, colours by sizes, each cell keeping the count it was loaded with', () => {
    const values = jar();
    expect(values.stockPerOption).toBe(true);
    expect(cellsOf(values)).toEqual(['Red/Small=1 (1)', 'Red/Large=2 (2)', 'Sand/Small=3 (3)', 'Sand/Large=4 (4)']);
    expect(draftOf(values)).toMatchObject({ stockPerOption: true, stock: 10 });
    expect(sameValues(values, jar())).toBe(true);
  });

  it('has one cell per colour, or per size, when the product offers only one kind', () => {
    const colours = valuesOf(countedPerOption(aSellerProduct({ slug: 'scarf', colours: [RED, SAND] }), { red: 2, sand: 5 }), 'en');
    expect(cellsOf(colours)).toEqual(['Red/-=2 (2)', 'Sand/-=5 (5)']);
    const sizes = valuesOf(countedPerOption(aSellerProduct({ slug: 'ring', sizes: [SMALL, LARGE] }), { small: 1, large: 0 }), 'en');
    expect(cellsOf(sizes)).toEqual(['-/Small=1 (1)', '-/Large=0 (0)']);
  });

  it('keeps each count with its colour and size when rows are reordered, and the cells follow the order shown', () => {
    const values = jar();
    const reordered = withOptions(withOptions(values, 'colours', moveRow(values.colours, 1, -1), 'en'), 'sizes', moveRow(values.sizes, 1, -1), 'en');
    expect(cellsOf(reordered)).toEqual(['Sand/Large=4 (4)', 'Sand/Small=3 (3)', 'Red/Large=2 (2)', 'Red/Small=1 (1)']);
    expect(sameValues(reordered, values)).toBe(false);
  });

  it('adds a new pair at 0, never loaded, and leaves out a removed row’s counts', () => {
    const values = jar();
    const withMedium = withOptions(values, 'sizes', [values.sizes[0]!, aRow('Medium', 'وسط'), values.sizes[1]!], 'en');
    expect(cellsOf(withMedium)).toEqual(['Red/Small=1 (1)', 'Red/Medium=0', 'Red/Large=2 (2)', 'Sand/Small=3 (3)', 'Sand/Medium=0', 'Sand/Large=4 (4)']);
    const withoutRed = withOptions(withMedium, 'colours', withMedium.colours.slice(1), 'en');
    expect(cellsOf(withoutRed)).toEqual(['Sand/Small=3 (3)', 'Sand/Medium=0', 'Sand/Large=4 (4)']);
    expect(gridTotal(withoutRed)).toBe(7);
  });

  it('counts a pair afresh once its kind is gone, and its own count again should the kind come back unsaved', () => {
    const values = jar();
    const coloursOnly = withOptions(values, 'sizes', [], 'en');
    expect(cellsOf(coloursOnly)).toEqual(['Red/-=0', 'Sand/-=0']);
    const back = withOptions(coloursOnly, 'sizes', values.sizes, 'en');
    expect(cellsOf(back)).toEqual(cellsOf(values));
  });

  it('reads a typed count in either digit system, the total of those that read as counts', () => {
    const values = jar();
    const [redSmall, , sandSmall] = stockGrid(values, 'en');
    const typed = withCellStock(withCellStock(values, redSmall!, '١٢'), sandSmall!, 'many');
    expect(draftOf(typed).optionStock.map((cell) => cell.stock)).toEqual([12, 2, Number.NaN, 4]);
    expect(gridTotal(typed)).toBe(18);
    expect(draftOf(typed).stock).toBe(18);
    // A pair new to the editor, typed before it was saved, is still sent without a count seen.
    const withMedium = withOptions(typed, 'sizes', [...typed.sizes, aRow('Medium', 'وسط')], 'en');
    const medium = stockGrid(withMedium, 'en').find((cell) => cell.colour === 0 && cell.size === 2)!;
    expect(cellsOf(withCellStock(withMedium, medium, '٣'))).toContain('Red/Medium=3');
  });

  it('switches to counting per option at 0 a pair, and back to one count starting from the grid’s total', () => {
    const shared = valuesOf(aSellerProduct({ slug: 'clay-jar', stock: 10, colours: [RED, SAND] }), 'en');
    const perOption = withStockPerOption(shared, true, 'en');
    expect(cellsOf(perOption)).toEqual(['Red/-=0', 'Sand/-=0']);
    const counted = withCellStock(perOption, stockGrid(perOption, 'en')[1]!, '6');
    const back = withStockPerOption(counted, false, 'en');
    expect(back.stock).toBe('6');
    expect(draftOf(back)).toMatchObject({ stockPerOption: false, optionStock: [], stock: 6 });
    // Switched on again before saving, the grid is as the seller left it.
    expect(cellsOf(withStockPerOption(back, true, 'en'))).toEqual(['Red/-=0', 'Sand/-=6']);
  });

  it('goes back to one count, the grid’s total, when the last colour and size are removed', () => {
    const values = valuesOf(countedPerOption(aSellerProduct({ slug: 'scarf', colours: [RED, SAND] }), { red: 2, sand: 5 }), 'en');
    const none = withOptions(values, 'colours', [], 'en');
    expect(none.stockPerOption).toBe(false);
    expect(draftOf(none)).toMatchObject({ stockPerOption: false, optionStock: [], stock: 7 });
  });

  it('places a message on a cell by its place in the grid as sent, and the grid’s own under the grid', () => {
    const values = jar();
    expect(gridPlaceOf('optionStock.3.stock', values)).toEqual({ cell: 3 });
    expect(stockGrid(values, 'en')[3]).toMatchObject({ colour: 1, size: 1 });
    expect(gridPlaceOf('optionStock', values)).toBe('grid');
    expect(gridPlaceOf('stockPerOption', values)).toBe('grid');
    // The product's stock is the grid's sum while counted per option, its own field otherwise.
    expect(gridPlaceOf('stock', values)).toBe('grid');
    expect(gridPlaceOf('stock', withStockPerOption(values, false, 'en'))).toBeNull();
    // A cell the grid no longer has: the grid's.
    expect(gridPlaceOf('optionStock.9.stock', values)).toBe('grid');
    expect(gridPlaceOf('nameEn', values)).toBeNull();
    // Without a colour or size there is no grid, nor checkbox, to show them.
    expect(gridPlaceOf('stockPerOption', emptyValues('en'))).toBeNull();
  });
});

describe('the numbers an Arabic page prefills', () => {
  /** The values' number inputs as the seller sees them: price, discount, name length, the one count and every cell. */
  const numberTexts = (values: EditorValues) => [values.price, values.discountPercent, values.nameOnProductMaxLength, values.stock, ...values.optionStock.map((cell) => cell.stock)];

  it('are written in Arabic-Indic digits with the Arabic decimal separator, as the page writes every number', () => {
    const product = aSellerProduct({ slug: 'clay-jar', price: 1_250, discountPercent: 15, customisable: true, nameOnProductMaxLength: 12, stock: 100_000 });
    const values = valuesOf(product, 'ar');
    expect(numberTexts(values).slice(0, 4)).toEqual(['١٢٫٥', '١٥', '١٢', '١٠٠٠٠٠']);
    expect(emptyValues('ar').nameOnProductMaxLength).toBe('٤٠');
    const scarf = valuesOf(countedPerOption(aSellerProduct({ slug: 'scarf', colours: [RED, SAND] }), { red: 2, sand: 15 }), 'ar');
    expect(scarf.optionStock.map((cell) => cell.stock)).toEqual(['٢', '١٥']);
    // What the editor writes itself: a new pair's 0, and the grid's total as the one count.
    const withSizes = withOptions(scarf, 'sizes', [aRow('Large', 'كبير')], 'ar');
    expect(stockGrid(withSizes, 'ar').map((cell) => cell.stock)).toEqual(['٠', '٠']);
    expect(withStockPerOption(scarf, false, 'ar').stock).toBe('١٧');
    expect(withOptions(scarf, 'colours', [], 'ar').stock).toBe('١٧');
  });

  const products = fc
    .record({
      price: fc.integer({ min: 100, max: 100_000_000 }),
      discountPercent: fc.option(fc.integer({ min: 1, max: 90 })),
      nameOnProductMaxLength: fc.integer({ min: 1, max: 40 }),
      stock: fc.integer({ min: 0, max: 100_000 }),
      counts: fc.option(fc.tuple(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.nat(100_000))),
    })
    .map(({ counts, ...fields }) => {
      const product = aSellerProduct({ slug: 'clay-jar', customisable: true, colours: [RED, SAND], sizes: [SMALL, LARGE], ...fields });
      return counts === null ? product : countedPerOption(product, { 'red/small': counts[0], 'red/large': counts[1], 'sand/small': counts[2], 'sand/large': counts[3] });
    });

  it('read back as the very numbers the product has, as the English page’s do, and never in Latin digits', () => {
    fc.assert(
      fc.property(products, (product) => {
        const arabic = valuesOf(product, 'ar');
        const draft = draftOf(arabic);
        expect(draft).toEqual(draftOf(valuesOf(product, 'en')));
        expect(draft).toMatchObject({ price: product.price, discountPercent: product.discountPercent, nameOnProductMaxLength: product.nameOnProductMaxLength, stock: product.stock });
        expect(draft.optionStock.map((cell) => cell.stock)).toEqual(product.optionStock.map((cell) => cell.stock));
        expect(sameValues(arabic, valuesOf(product, 'en'))).toBe(true);
        for (const text of numberTexts(arabic)) expect(text).not.toMatch(/[0-9.,\u066c]/);
      }),
    );
  });

  it('read back as the price in halalas, whatever the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (halalas) => {
        const price = valuesOf(aSellerProduct({ slug: 'clay-jar', price: halalas }), 'ar').price;
        expect(halalasOf(price)).toBe(halalas);
      }),
    );
  });
});
