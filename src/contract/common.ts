// Schemas every part of the API shares: the error body, pages of results, query-string numbers
// and flags, slugs, money and the two languages.
import * as v from 'valibot';
import { toLatinDigits } from '../domain/validation';

/** Every failed answer. `code` is stable and is the i18n key of `message`, which is in the request's language. */
export const ErrorBody = v.object({
  code: v.string(),
  message: v.string(),
  /** Per-field messages of a 400, keyed by the field's path (`address.city`). */
  fields: v.optional(v.record(v.string(), v.array(v.string()))),
  requestId: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120));

/** Integer halalas (1 SAR = 100 halalas). */
export const Money = v.pipe(v.number(), v.safeInteger());

export const Language = v.picklist(['en', 'ar']);

const wholeNumberText = (minimum: number, maximum: number) =>
  // Arabic-Indic and Persian digits as Latin ones: a shopper may type either.
  v.pipe(v.string(), v.transform(toLatinDigits), v.regex(/^\d{1,15}$/), v.transform(Number), v.number(), v.minValue(minimum), v.maxValue(maximum));

/** A whole number in a query string, within bounds; absent stays undefined. */
export const queryInteger = (minimum: number, maximum: number) => v.optional(wholeNumberText(minimum, maximum));

/** A whole number in a query string, within bounds, with a default when absent. */
export const queryIntegerOr = (minimum: number, maximum: number, fallback: number) =>
  v.optional(wholeNumberText(minimum, maximum), String(fallback));

/** A flag in a query string: `true`/`1` is on; absent is off. */
export const queryFlag = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0']),
    v.transform((flag) => flag === 'true' || flag === '1'),
  ),
  'false',
);

/** A comma-separated list in a query string (`categories=pottery,sadu`). */
export const queryList = <T extends v.GenericSchema<string, string>>(item: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(2000),
      v.transform((text) => text.split(',').map((part) => part.trim()).filter((part) => part !== '')),
      v.array(item),
      v.maxLength(50),
    ),
    '',
  );

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = {
  page: queryIntegerOr(1, 10_000, 1),
  pageSize: queryIntegerOr(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/**
 * How far a product listing counts and pages by number. Counting every match of a filter grows
 * with the catalogue; past this many the answer says "at least" (the storefront shows "1,000+")
 * and further pages are reached by the `next` cursor instead of a page number.
 */
export const LISTING_COUNT_CAP = 1000;

/** A page of a list: `{ items, total, page, pageSize }` (DESIGN.md). */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  });

export const SlugParams = v.object({ slug: Slug });
export const IdParams = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** An answer that only confirms: `{ ok: true }`. */
export const Done = v.object({ ok: v.literal(true) });
