// The product editor's values as its inputs hold them (texts, as typed, in either digit system)
// and the conversions both ways: from a product the API answered, its numbers written in the
// page's digits (Arabic-Indic on an Arabic page, as every number there), and to the draft the
// contract's checks read. A price is riyals ("12.5", "١٢٫٥") read without floating point; a
// discount's window is a local date and time in the seller's time zone, sent as an ISO instant.
// Stock counted per option is a grid of colours × sizes whose cells are known by their rows' keys,
// so a count stays with its colour and size however the rows are added, removed or reordered.
import type { OptionStockDraft, SellerOptionInput, SellerProduct, SellerProductDraft } from '../../../../application/ports/seller-products-gateway';
import type { Language } from '../../../../domain/locale';
import { inputDigits } from '../../../../domain/money-format';
import { NAME_ON_PRODUCT_LIMIT } from '../../../../domain/seller-product';
import { readNumber } from '../../../../domain/validation';
import { parseRiyals, riyalText } from '../../../components/catalogue/listing-query';

/** A colour or size row; `key` tells rows apart while they are reordered. */
export interface OptionRow {
  readonly key: string;
  /** An existing option's id, so carts and orders that name it keep doing so. */
  readonly id?: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** Colours only. */
  readonly hex: string;
}

/** The pieces of one colour and size, as typed; the pair is its rows' keys (null for a kind not offered). */
export interface StockCell {
  readonly colourKey: string | null;
  readonly sizeKey: string | null;
  readonly stock: string;
  /** The count the editor loaded for this pair; absent for a pair it did not load, which the server counts afresh. */
  readonly stockSeen?: number;
}

export interface EditorValues {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly categorySlug: string;
  readonly price: string;
  readonly discountPercent: string;
  readonly discountStartsAt: string;
  readonly discountEndsAt: string;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly nameOnProductMaxLength: string;
  readonly isGift: boolean;
  readonly colours: readonly OptionRow[];
  readonly sizes: readonly OptionRow[];
  /** The product's one count, while its options share it. */
  readonly stock: string;
  readonly stockPerOption: boolean;
  /**
   * Every pair's count the editor has known: those of the grid now, and those of rows since
   * removed or of a kind since added, which the grid no longer shows and the draft leaves out.
   */
  readonly optionStock: readonly StockCell[];
}

export const DEFAULT_SWATCH = '#8a5a44';

/** A new product's values, its numbers in `language`'s digits. */
export const emptyValues = (language: Language): EditorValues => ({
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  categorySlug: '',
  price: '',
  discountPercent: '',
  discountStartsAt: '',
  discountEndsAt: '',
  freeShipping: false,
  customisable: false,
  nameOnProductMaxLength: inputDigits(NAME_ON_PRODUCT_LIMIT, language),
  isGift: false,
  colours: [],
  sizes: [],
  stock: '',
  stockPerOption: false,
  optionStock: [],
});

let rowCount = 0;
/** A key no other row of this page has. */
export const newRowKey = (): string => `row-${++rowCount}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input's value, in this browser's time zone. */
export function localDateTime(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (this browser's time zone) as an ISO instant; empty → null; nonsense stays as typed, for the checks to refuse. */
export function isoInstant(local: string): string | null {
  const text = local.trim();
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** A whole number as typed (either digit system); empty → null, not a number → NaN. */
export function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : readNumber(trimmed);
}

/** Riyals as typed → halalas; empty → null, not an amount → NaN. */
export function halalasOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseRiyals(text) ?? Number.NaN;
}

function fittingLength(text: string): number {
  const length = numberOf(text);
  return length !== null && Number.isInteger(length) && length >= 1 && length <= NAME_ON_PRODUCT_LIMIT ? length : NAME_ON_PRODUCT_LIMIT;
}

/** The product's values, its numbers in `language`'s digits, which draftOf reads back as they were. */
export function valuesOf(product: SellerProduct, language: Language): EditorValues {
  const rows = (options: SellerProduct['colours']): OptionRow[] =>
    options.map((option) => ({ key: newRowKey(), id: option.id, nameEn: option.name.en, nameAr: option.name.ar, hex: option.hex ?? DEFAULT_SWATCH }));
  const colours = rows(product.colours);
  const sizes = rows(product.sizes);
  const keyOf = (options: readonly OptionRow[], id: string | null) => (id === null ? null : (options.find((row) => row.id === id)?.key ?? null));
  return {
    nameEn: product.name.en,
    nameAr: product.name.ar,
    descriptionEn: product.description.en,
    descriptionAr: product.description.ar,
    categorySlug: product.categorySlug,
    price: inputDigits(riyalText(product.price), language),
    discountPercent: product.discountPercent === null ? '' : inputDigits(product.discountPercent, language),
    discountStartsAt: localDateTime(product.discountStartsAt),
    discountEndsAt: localDateTime(product.discountEndsAt),
    freeShipping: product.freeShipping,
    customisable: product.customisable,
    nameOnProductMaxLength: inputDigits(product.nameOnProductMaxLength, language),
    isGift: product.isGift,
    colours,
    sizes,
    stock: inputDigits(product.stock, language),
    stockPerOption: product.stockPerOption,
    optionStock: product.optionStock.map((cell) => ({
      colourKey: keyOf(colours, cell.colourId),
      sizeKey: keyOf(sizes, cell.sizeId),
      stock: inputDigits(cell.stock, language),
      stockSeen: cell.stock,
    })),
  };
}

export function draftOf(values: EditorValues): SellerProductDraft {
  const options = (rows: readonly OptionRow[], withSwatch: boolean): SellerOptionInput[] =>
    rows.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      ...(withSwatch ? { hex: row.hex } : {}),
    }));
  const perOption = countsPerOption(values);
  return {
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    descriptionEn: values.descriptionEn,
    descriptionAr: values.descriptionAr,
    categorySlug: values.categorySlug,
    price: halalasOf(values.price),
    discountPercent: numberOf(values.discountPercent),
    discountStartsAt: isoInstant(values.discountStartsAt),
    discountEndsAt: isoInstant(values.discountEndsAt),
    freeShipping: values.freeShipping,
    customisable: values.customisable,
    // Hidden while the product is not customisable: then a length left unreadable is not the seller's concern.
    nameOnProductMaxLength: values.customisable ? numberOf(values.nameOnProductMaxLength) : fittingLength(values.nameOnProductMaxLength),
    isGift: values.isGift,
    colours: options(values.colours, true),
    sizes: options(values.sizes, false),
    // Counted per option, the server ignores the product's stock: it is sent as the grid's sum.
    stock: perOption ? gridTotal(values) : numberOf(values.stock),
    stockPerOption: perOption,
    optionStock: perOption ? gridOf(values, NEW_CELL).map(cellDraftOf) : [],
  };
}

const cellDraftOf = (cell: GridCell): OptionStockDraft => ({
  colour: cell.colour,
  size: cell.size,
  stock: numberOf(cell.stock),
  ...(cell.stockSeen === undefined ? {} : { stockSeen: cell.stockSeen }),
});

/** Whether two sets of values say the same (row keys aside). */
export const sameValues = (a: EditorValues, b: EditorValues): boolean => JSON.stringify(draftOf(a)) === JSON.stringify(draftOf(b));

/** The row moved one place towards the start (-1) or the end (+1). */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Whether the product offers a colour or a size, which counting per option needs. */
export const offersOptions = (values: Pick<EditorValues, 'colours' | 'sizes'>): boolean => values.colours.length > 0 || values.sizes.length > 0;

/** Whether the editor counts each colour and size apart: asked for, and something to count. */
export const countsPerOption = (values: EditorValues): boolean => values.stockPerOption && offersOptions(values);

/** A cell of the grid as the editor shows and sends it: its colour and size rows and their places. */
export interface GridCell extends StockCell {
  /** Indexes into the values' colours and sizes (null for a kind not offered), as the contract's cells. */
  readonly colour: number | null;
  readonly size: number | null;
}

/**
 * The grid of the colours and sizes offered now, in the contract's order (colours', then sizes'):
 * rows are the colours (or the sizes, when there is no colour), columns the sizes (or one). Each
 * cell keeps what was typed for its pair; a pair new to the editor starts at 0 (in `language`'s
 * digits), not yet loaded.
 */
export const stockGrid = (values: Pick<EditorValues, 'colours' | 'sizes' | 'optionStock'>, language: Language): GridCell[] =>
  gridOf(values, inputDigits(0, language));

/** What a pair new to the editor holds where only its count matters (it reads as 0 in either digit system). */
const NEW_CELL = '0';

/** The grid (see stockGrid), a pair new to the editor holding `newCell`. */
function gridOf(values: Pick<EditorValues, 'colours' | 'sizes' | 'optionStock'>, newCell: string): GridCell[] {
  const colours: readonly (OptionRow | null)[] = values.colours.length > 0 ? values.colours : [null];
  const sizes: readonly (OptionRow | null)[] = values.sizes.length > 0 ? values.sizes : [null];
  if (values.colours.length === 0 && values.sizes.length === 0) return [];
  return colours.flatMap((colour, colourIndex) =>
    sizes.map((size, sizeIndex): GridCell => {
      const colourKey = colour?.key ?? null;
      const sizeKey = size?.key ?? null;
      const known = values.optionStock.find((cell) => cell.colourKey === colourKey && cell.sizeKey === sizeKey);
      return { ...(known ?? { colourKey, sizeKey, stock: newCell }), colour: colour === null ? null : colourIndex, size: size === null ? null : sizeIndex };
    }),
  );
}

/** The pieces the grid's cells hold, those that read as a count (the others' messages say why). */
export function gridTotal(values: Pick<EditorValues, 'colours' | 'sizes' | 'optionStock'>): number {
  return gridOf(values, NEW_CELL)
    .map((cell) => numberOf(cell.stock))
    .filter((stock): stock is number => stock !== null && Number.isSafeInteger(stock) && stock >= 0)
    .reduce((sum, stock) => sum + stock, 0);
}

/** The values with one pair's count typed anew. */
export function withCellStock(values: EditorValues, cell: Pick<StockCell, 'colourKey' | 'sizeKey'>, stock: string): EditorValues {
  const same = (candidate: StockCell) => candidate.colourKey === cell.colourKey && candidate.sizeKey === cell.sizeKey;
  const optionStock = values.optionStock.some(same)
    ? values.optionStock.map((candidate) => (same(candidate) ? { ...candidate, stock } : candidate))
    : [...values.optionStock, { colourKey: cell.colourKey, sizeKey: cell.sizeKey, stock }];
  return { ...values, optionStock };
}

/** Counting each colour and size apart, or no longer: then the one count starts from the grid's total (in `language`'s digits). */
export function withStockPerOption(values: EditorValues, perOption: boolean, language: Language): EditorValues {
  if (perOption) return { ...values, stockPerOption: true };
  return { ...values, stockPerOption: false, stock: countsPerOption(values) ? inputDigits(gridTotal(values), language) : values.stock };
}

/**
 * The values with a kind's rows changed. Counts stay with their rows; when the last colour or
 * size goes, nothing is left to count apart, and the product's one count is the grid's total (in
 * `language`'s digits).
 */
export function withOptions(values: EditorValues, kind: 'colours' | 'sizes', rows: readonly OptionRow[], language: Language): EditorValues {
  const next = { ...values, [kind]: rows };
  return countsPerOption(values) && !offersOptions(next) ? { ...next, stockPerOption: false, stock: inputDigits(gridTotal(values), language) } : next;
}

/** Where the grid shows a field's message: under one of its cells (by its place in the draft's optionStock), under the grid as a whole, or not in the grid (null). */
export type GridPlace = { readonly cell: number } | 'grid' | null;

/**
 * Where a message on the stock per option goes. A cell's path ("optionStock.3.stock") names the
 * cell at that place of the grid as it was sent; the grid's own ("optionStock", "stockPerOption")
 * go under the grid (or its checkbox), as does the product's stock while it is the grid's sum.
 */
export function gridPlaceOf(path: string, values: EditorValues): GridPlace {
  if (!offersOptions(values)) return null;
  const cell = /^optionStock\.(\d+)(\.|$)/.exec(path);
  if (cell !== null) {
    const index = Number(cell[1]);
    return countsPerOption(values) && index < gridOf(values, NEW_CELL).length ? { cell: index } : 'grid';
  }
  if (path === 'optionStock' || path === 'stockPerOption') return 'grid';
  return path === 'stock' && countsPerOption(values) ? 'grid' : null;
}
