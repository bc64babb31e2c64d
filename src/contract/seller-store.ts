// A seller's store in the seller console: its profile (descriptions in both languages, VAT
// number, logo), its shipping fee per region and the regions it does not serve, and its sales.
// Scoped to the signed-in seller's store.
import * as v from 'valibot';
import { isCalendarDate } from '../domain/sales';
import { between, digits, inHalalas, integer, max, min, regex, required, validationMessage } from '../domain/validation';
import { MAX_SHIPPING_FEE, STORE_DESCRIPTION_MAX_LENGTH, STORE_DESCRIPTION_MIN_LENGTH, VAT_NUMBER_PATTERN } from '../domain/store';
import { Money, Slug } from './common';
import { defineOperation } from './operation';
import { encodeMessage, rules } from './validation';

// The rules' numbers live in the domain (src/domain/store.ts), where the console's forms read them too.
export { MAX_SHIPPING_FEE, STORE_DESCRIPTION_MAX_LENGTH, STORE_DESCRIPTION_MIN_LENGTH, VAT_NUMBER_PATTERN };

const Bilingual = v.object({ en: v.string(), ar: v.string() });
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const StoreProfile = v.object({
  slug: Slug,
  name: Bilingual,
  description: Bilingual,
  logo: v.string(),
  vatNumber: v.string(),
  /** In the request language. */
  city: v.string(),
});
export type StoreProfile = v.InferOutput<typeof StoreProfile>;

const description = (field: string) =>
  v.pipe(v.string(), v.trim(), rules(field, required(), min(STORE_DESCRIPTION_MIN_LENGTH), max(STORE_DESCRIPTION_MAX_LENGTH)));

export const StoreProfileInput = v.object({
  descriptionEn: description('storeDescriptionEn'),
  descriptionAr: description('storeDescriptionAr'),
  vatNumber: v.pipe(v.string(), v.trim(), rules('vatNumber', required(), digits(15), regex(VAT_NUMBER_PATTERN))),
});
export type StoreProfileInput = v.InferOutput<typeof StoreProfileInput>;

/** One region as the store ships to it: its fee, or null where the store does not deliver. */
export const RegionShipping = v.object({ regionId: v.string(), regionName: v.string(), fee: v.nullable(Money) });
export type RegionShipping = v.InferOutput<typeof RegionShipping>;

export const ShippingInput = v.object({
  rates: v.pipe(
    v.array(
      v.object({
        regionId: v.pipe(v.string(), v.maxLength(64)),
        fee: v.nullable(v.pipe(v.number(), rules('shippingFee', integer(), inHalalas(between(0, MAX_SHIPPING_FEE))))),
      }),
    ),
    v.maxLength(50),
  ),
});
export type ShippingInput = v.InferOutput<typeof ShippingInput>;

/** Orders and revenue of a period: every order not rejected or cancelled, with the VAT the revenue includes. */
export const SalesFigures = v.object({ orders: Count, revenue: Money, vat: Money });

export const SalesSummary = v.object({
  /** Today and this month in Riyadh time. */
  today: SalesFigures,
  month: SalesFigures,
  /** This month's products by pieces sold, most first (up to 5). */
  bestSellers: v.array(v.object({ slug: Slug, name: v.string(), quantity: Count, revenue: Money })),
});
export type SalesSummary = v.InferOutput<typeof SalesSummary>;

export const sellerStoreOperations = {
  profile: defineOperation({
    id: 'getSellerStore',
    method: 'get',
    path: '/api/seller/store',
    summary: 'The seller’s store profile, both languages',
    tag: 'seller',
    access: 'seller',
    response: StoreProfile,
  }),
  updateProfile: defineOperation({
    id: 'updateSellerStore',
    method: 'put',
    path: '/api/seller/store',
    summary: 'Change the store’s descriptions and VAT number',
    tag: 'seller',
    access: 'seller',
    body: StoreProfileInput,
    response: StoreProfile,
  }),
  shipping: defineOperation({
    id: 'getSellerShipping',
    method: 'get',
    path: '/api/seller/shipping',
    summary: 'The store’s fee to every region, null where it does not deliver',
    tag: 'seller',
    access: 'seller',
    response: v.array(RegionShipping),
  }),
  updateShipping: defineOperation({
    id: 'updateSellerShipping',
    method: 'put',
    path: '/api/seller/shipping',
    summary: 'Set the store’s fee per region; null stops delivering there',
    tag: 'seller',
    access: 'seller',
    body: ShippingInput,
    response: v.array(RegionShipping),
  }),
  sales: defineOperation({
    id: 'getSellerSales',
    method: 'get',
    path: '/api/seller/sales',
    summary: 'Today’s and this month’s orders and revenue (with the VAT part), and the best sellers',
    tag: 'seller',
    access: 'seller',
    response: SalesSummary,
  }),
} as const;

/**
 * GET /api/seller/sales/orders.csv?from=&to=: the store's orders of those Riyadh days (both
 * included; this month when absent) as a CSV file. A file rather than JSON, so a plain route
 * (server/http/routes/seller-store.ts) beside these operations, described in the OpenAPI document
 * by hand; the browser fetches it with the seller's token.
 */
export const SALES_EXPORT_PATH = '/api/seller/sales/orders.csv';

const CalendarDay = (field: string) => v.optional(v.pipe(v.string(), rules(field, regex(/^\d{4}-\d{2}-\d{2}$/)), v.check(isCalendarDate, encodeMessage(validationMessage('invalid', { field })))));

export const SalesExportQuery = v.pipe(
  v.object({ from: CalendarDay('exportFrom'), to: CalendarDay('exportTo') }),
  v.forward(
    v.check((query) => query.from === undefined || query.to === undefined || query.from <= query.to, encodeMessage(validationMessage('invalid', { field: 'exportTo' }))),
    ['to'],
  ),
);
export type SalesExportQuery = v.InferOutput<typeof SalesExportQuery>;
