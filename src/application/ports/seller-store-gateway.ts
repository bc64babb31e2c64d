// The SellerStoreGateway port: the signed-in seller's store — its profile (descriptions in both
// languages, VAT number), its fee per region (null where it does not deliver), its sales of today
// and this month, and its orders of a span of days as a CSV file. The shapes mirror the API's
// answers (src/contract/seller-store.ts); amounts are integer halalas.
import { serviceToken } from './service-token';

interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

export interface StoreProfile {
  readonly slug: string;
  readonly name: Bilingual;
  readonly description: Bilingual;
  readonly logo: string;
  readonly vatNumber: string;
  /** In the interface language. */
  readonly city: string;
}

export interface StoreProfileInput {
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly vatNumber: string;
}

/** One region as the store ships to it: its fee, or null where the store does not deliver. */
export interface RegionShipping {
  readonly regionId: string;
  readonly regionName: string;
  readonly fee: number | null;
}

export interface ShippingInput {
  readonly rates: readonly { readonly regionId: string; readonly fee: number | null }[];
}

export interface SalesFigures {
  readonly orders: number;
  readonly revenue: number;
  /** The VAT the revenue includes, as the orders' invoices state it. */
  readonly vat: number;
}

export interface SalesSummary {
  /** In Riyadh time. */
  readonly today: SalesFigures;
  readonly month: SalesFigures;
  /** This month's products by pieces sold, most first (up to 5), named in the interface language. */
  readonly bestSellers: readonly { readonly slug: string; readonly name: string; readonly quantity: number; readonly revenue: number }[];
}

/** A file the server made, with the name it gave it. */
export interface DownloadedFile {
  readonly file: Blob;
  readonly fileName: string;
}

export interface SellerStoreGateway {
  profile(): Promise<StoreProfile>;
  updateProfile(input: StoreProfileInput): Promise<StoreProfile>;
  shipping(): Promise<readonly RegionShipping[]>;
  /** Replaces every fee at once; the answer is every region as it now is. */
  updateShipping(input: ShippingInput): Promise<readonly RegionShipping[]>;
  sales(): Promise<SalesSummary>;
  /** The orders of the Riyadh days `from` to `to` (YYYY-MM-DD, both included) as CSV. */
  exportOrders(span: { readonly from: string; readonly to: string }): Promise<DownloadedFile>;
}

export const SELLER_STORE_GATEWAY = serviceToken<SellerStoreGateway>('SellerStoreGateway');
