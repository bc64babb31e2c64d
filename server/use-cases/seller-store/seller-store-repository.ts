// The SellerStoreRepository port: one store's profile (both languages), its shipping fee per
// region, and the orders its sales figures and export are made of. Every method is scoped to
// the store it is given; nothing here reads another store's rows.
import type { Language } from '../../../src/domain/locale';
import type { OrderStatus } from '../../../src/domain/order';
import type { Halalas } from '../../../src/domain/money';

export interface StoreProfileRow {
  readonly slug: string;
  readonly name: { readonly en: string; readonly ar: string };
  readonly description: { readonly en: string; readonly ar: string };
  readonly logo: string;
  readonly vatNumber: string;
  readonly city: string;
}

export interface StoreProfileChange {
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly vatNumber: string;
}

/** A region as the store ships to it: its fee, or null where the store does not deliver. */
export interface RegionFee {
  readonly regionId: string;
  readonly regionName: string;
  readonly fee: Halalas | null;
}

export interface BestSeller {
  readonly slug: string;
  readonly name: string;
  readonly quantity: number;
  readonly revenue: Halalas;
}

/** One order as the seller's export lists it. */
export interface ExportedOrder {
  readonly code: string;
  readonly createdAt: Date;
  readonly status: OrderStatus;
  readonly shopperName: string;
  readonly city: string;
  /** Pieces bought. */
  readonly items: number;
  readonly subtotal: Halalas;
  readonly discount: Halalas;
  readonly shippingFee: Halalas;
  readonly total: Halalas;
}

export interface SellerStoreRepository {
  /** The store's profile, its city in `language`; null if there is no such store. */
  profile(sellerSlug: string, language: Language): Promise<StoreProfileRow | null>;
  /** Changes the descriptions and VAT number, and the store's search document with them. */
  updateProfile(sellerSlug: string, change: StoreProfileChange): Promise<void>;
  /** Every region in its sort order, named in `language`, with the store's fee there. */
  shipping(sellerSlug: string, language: Language): Promise<readonly RegionFee[]>;
  /** The ids of every region there is. */
  regionIds(): Promise<ReadonlySet<string>>;
  /** Replaces the store's fees at once: a region left out, or with a null fee, is no longer served. */
  replaceShipping(sellerSlug: string, rates: readonly { readonly regionId: string; readonly fee: Halalas | null }[]): Promise<void>;
  /** The totals of the store's orders made in [from, to) that count as sales (neither rejected nor cancelled). */
  saleTotals(sellerSlug: string, from: Date, to: Date): Promise<readonly Halalas[]>;
  /** The products most sold (by pieces) in the counted orders of [from, to), most first; ties by revenue, then slug. */
  bestSellers(sellerSlug: string, from: Date, to: Date, language: Language, limit: number): Promise<readonly BestSeller[]>;
  /** Every order of the store made in [from, to), whatever its status, oldest first. */
  exportOrders(sellerSlug: string, from: Date, to: Date, language: Language): Promise<readonly ExportedOrder[]>;
}
