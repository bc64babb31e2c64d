// The port of a seller's own products: reading them within the seller's store (a page by status
// and name, one product, the low-stock list) and the writes of the console — a new draft, an
// edit whose stock travels as a change, a move between statuses, a stock adjustment. Every
// command names the store: another store's product is as if it did not exist. An adapter stores
// them (server/persistence/seller-products); the use cases in seller-products.ts decide.
import type { SellerProductStatus } from '../../../src/contract/seller-products';

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

/** What a stock change came to: done, no such product of the store's, or fewer pieces than it would take away. */
export type StockOutcome = 'changed' | 'notFound' | 'notEnoughStock';

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
  create(sellerSlug: string, slug: string, fields: ProductFields, stock: number, at: Date): Promise<boolean>;
  /**
   * Replaces the product's fields and adds `stockChange` to its stock as it is at that moment
   * (pieces bought meanwhile stay bought), as one change; refused, writing nothing, when the
   * stock would fall below zero.
   */
  update(sellerSlug: string, slug: string, fields: ProductFields, stockChange: number, at: Date): Promise<StockOutcome>;
  /** Sets the status to `to` if it is one of `from`: 'refused' (nothing written) when it is not. */
  move(sellerSlug: string, slug: string, from: readonly SellerProductStatus[], to: SellerProductStatus, at: Date): Promise<'moved' | 'notFound' | 'refused'>;
  /** Adds `change` pieces (taking away when negative) to the stock as it is at that moment; refused below zero. */
  adjustStock(sellerSlug: string, slug: string, change: number, at: Date): Promise<StockOutcome>;
  /** The store's draft and published products with at most `threshold` pieces, fewest first. */
  lowStock(sellerSlug: string, threshold: number): Promise<readonly SellerProductRow[]>;
}
