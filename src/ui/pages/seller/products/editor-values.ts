// The product editor's values as its inputs hold them (texts, as typed, in either digit system)
// and the conversions both ways: from a product the API answered, and to the draft the
// contract's checks read. A price is riyals ("12.5", "١٢٫٥") read without floating point; a
// discount's window is a local date and time in the seller's time zone, sent as an ISO instant.
import type { SellerOptionInput, SellerProduct, SellerProductDraft } from '../../../../application/ports/seller-products-gateway';
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
  readonly stock: string;
}

export const DEFAULT_SWATCH = '#8a5a44';

export const EMPTY_VALUES: EditorValues = {
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
  nameOnProductMaxLength: String(NAME_ON_PRODUCT_LIMIT),
  isGift: false,
  colours: [],
  sizes: [],
  stock: '',
};

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

export function valuesOf(product: SellerProduct): EditorValues {
  const rows = (options: SellerProduct['colours']): OptionRow[] =>
    options.map((option) => ({ key: newRowKey(), id: option.id, nameEn: option.name.en, nameAr: option.name.ar, hex: option.hex ?? DEFAULT_SWATCH }));
  return {
    nameEn: product.name.en,
    nameAr: product.name.ar,
    descriptionEn: product.description.en,
    descriptionAr: product.description.ar,
    categorySlug: product.categorySlug,
    price: riyalText(product.price),
    discountPercent: product.discountPercent === null ? '' : String(product.discountPercent),
    discountStartsAt: localDateTime(product.discountStartsAt),
    discountEndsAt: localDateTime(product.discountEndsAt),
    freeShipping: product.freeShipping,
    customisable: product.customisable,
    nameOnProductMaxLength: String(product.nameOnProductMaxLength),
    isGift: product.isGift,
    colours: rows(product.colours),
    sizes: rows(product.sizes),
    stock: String(product.stock),
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
    stock: numberOf(values.stock),
  };
}

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
