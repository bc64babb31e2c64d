// The port of a seller's own products: reading them within the seller's store (a page by status
// and name, one product, the low-stock list) and the writes of the console — a new draft, an
// edit whose stock travels as a change (the product's one count, or each colour and size's when
// counted apart), a move between statuses, a stock adjustment. Every
// command names the store: another store's product is as if it did not exist. An adapter stores
// them (server/persistence/seller-products); the use cases in seller-products.ts decide.
import type { SellerProductStatus } from '../../../src/contract/seller-products';
import type { OptionStock } from '../../../src/domain/pricing';

/** A text in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** A colour or size as stored: a stable id (unique within the product), its names and, for a colour, its swatch. */
export interface StoredOption {
  readonly id: string;
  readonly name: Bilingual;
  readonly hex?: string;
}

/** Every field of a product the editor writes (not its status, stock or photos). */
export interface ProductFields {
  readonly categorySlug: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** Halalas, VAT included. */
  readonly price: number;
  /** The seller's discount in basis points, and its window. */
  readonly offerBasisPoints: number | null;
  readonly offerStartsAt: Date | null;
  readonly offerEndsAt: Date | null;
  /** The discount in force when written (src/domain/pricing.ts discountInForce), which every price reads. */
  readonly discountBasisPoints: number | null;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly nameOnProductMaxLength: number;
  readonly isGift: boolean;
  readonly colours: readonly StoredOption[];
  readonly sizes: readonly StoredOption[];
}

/** A product of the seller's as stored. */
export interface SellerProductRow extends ProductFields {
  readonly slug: string;
  readonly status: SellerProductStatus;
  /** Pieces, for every colour and size together. */
  readonly stock: number;
  /** Each colour and size's pieces when counted apart (stock is their sum); null when every option draws on `stock`. */
  readonly optionStock: readonly OptionStock[] | null;
  readonly images: readonly string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface SellerProductPageQuery {
  /** Only products in this status; null: every status. */
  readonly status: SellerProductStatus | null;
  /** Words either name contains (case-insensitive); empty: any. */
  readonly text: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * A count as the editor writes it: `stock` pieces, as the editor showed `seen` when it loaded. The
 * count then moves by the difference from what it is at that moment (pieces bought meanwhile stay
 * bought); a count the editor did not load (`seen` null: a new one) is `stock`.
 */
export interface EditedCount {
  readonly stock: number;
  readonly seen: number | null;
}

/** One colour and size's count (an id null for a kind the product does not offer). */
export interface EditedOptionCount extends EditedCount {
  readonly colourId: string | null;
  readonly sizeId: string | null;
}

/** The stock an editor writes: one count every option draws on, or one per colour and size (every pair). */
export type StockPlan = { readonly kind: 'shared'; readonly count: EditedCount } | { readonly kind: 'perOption'; readonly counts: readonly EditedOptionCount[] };

/** A colour and size of a product counted per option (an id null for a kind it does not offer); null for a product's one count. */
export type CountedPair = { readonly colourId: string | null; readonly sizeId: string | null } | null;

/**
 * What a stock change came to: done; no such product of the store's (or no such colour and size
 * of it); fewer pieces than it would take away, with which of the plan's counts (its index in
 * `counts`, null for a shared count or an adjustment); or more pieces in all than the product
 * may hold.
 */
export type StockOutcome =
  | { readonly kind: 'changed' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'notEnoughStock'; readonly count: number | null }
  | { readonly kind: 'tooMuchStock' };

/** A count at or under the low-stock line: a product's, or one of its colour and size's. */
export interface LowStockRow {
  readonly product: SellerProductRow;
  readonly colourId: string | null;
  readonly sizeId: string | null;
  readonly stock: number;
}

export interface SellerProductsRepository {
  /** The store's products, most recently changed first. */
  page(sellerSlug: string, query: SellerProductPageQuery): Promise<{ readonly rows: readonly SellerProductRow[]; readonly total: number }>;
  /** The store's product of this slug, or null (none, or another store's). */
  find(sellerSlug: string, slug: string): Promise<SellerProductRow | null>;
  categoryExists(categorySlug: string): Promise<boolean>;
  /**
   * Stores a new draft of the store's, with its search documents, so that it is found as soon as
   * it is published. False, writing nothing, when the slug is taken.
   */
  create(sellerSlug: string, slug: string, fields: ProductFields, stock: StockPlan, at: Date): Promise<boolean>;
  /**
   * Replaces the product's fields and its counts by the plan (each moved from what it is at that
   * moment, see EditedCount; the counts it does not name go), as one change, under the lock
   * checkout takes; refused, writing nothing, when a count would fall below zero or the product's
   * pieces would come to more than `maxStock` in all.
   */
  update(sellerSlug: string, slug: string, fields: ProductFields, stock: StockPlan, maxStock: number, at: Date): Promise<StockOutcome>;
  /** Sets the status to `to` if it is one of `from`: 'refused' (nothing written) when it is not. */
  move(sellerSlug: string, slug: string, from: readonly SellerProductStatus[], to: SellerProductStatus, at: Date): Promise<'moved' | 'notFound' | 'refused'>;
  /**
   * Adds `change` pieces (taking away when negative) to a count as it is at that moment: the
   * pair's of a product counted per option (notFound when it has no such pair), else the
   * product's; refused below zero, and when an addition would take the product's pieces in all
   * above `maxStock` (a take-away never is, so a product above it can be brought back down).
   */
  adjustStock(sellerSlug: string, slug: string, pair: CountedPair, change: number, maxStock: number, at: Date): Promise<StockOutcome>;
  /** The counts of the store's draft and published products at most `threshold` pieces, fewest first. */
  lowStock(sellerSlug: string, threshold: number): Promise<readonly LowStockRow[]>;
}
