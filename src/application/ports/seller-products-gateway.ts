// The SellerProductsGateway port: the signed-in seller's own products for the seller console
// (the list by status and words of either name, one product in both languages for its editor,
// creating and editing it, moving it between draft, published and archived, its stock (shared by
// every option, or counted for each colour and size apart) and the low-stock list). The shapes mirror the API's (src/contract/seller-products.ts), which the HTTP
// adapter's types check; money is integer halalas.
import type { Halalas } from '../../domain/money';
import type { ProductMove, SellerProductFilter, SellerProductStatus } from '../../domain/seller-product';
import type { ValidationMessage } from '../../domain/validation';
import type { Page } from './catalogue-gateway';
import { serviceToken } from './service-token';

export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

export interface SellerOption {
  readonly id: string;
  readonly name: Bilingual;
  readonly hex?: string | undefined;
}

/** Pieces of one colour and size, by their ids (null for a kind the product does not offer). */
export interface SellerOptionStock {
  readonly colourId: string | null;
  readonly sizeId: string | null;
  readonly stock: number;
}

/** One of the seller's products in its list. */
export interface SellerProductSummary {
  readonly slug: string;
  readonly name: Bilingual;
  readonly status: SellerProductStatus;
  readonly price: Halalas;
  /** What shoppers pay now (after a discount in force). */
  readonly salePrice: Halalas;
  /** Every piece, whatever the option (the sum of `optionStock` when counted per option). */
  readonly stock: number;
  /** The first photo, or null. */
  readonly image: string | null;
  readonly updatedAt: string;
}

/** A product as its editor shows it: every field in both languages. */
export interface SellerProduct extends SellerProductSummary {
  readonly description: Bilingual;
  readonly categorySlug: string;
  readonly discountPercent: number | null;
  readonly discountStartsAt: string | null;
  readonly discountEndsAt: string | null;
  readonly discountActive: boolean;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly nameOnProductMaxLength: number;
  readonly isGift: boolean;
  readonly colours: readonly SellerOption[];
  readonly sizes: readonly SellerOption[];
  /** Whether each colour and size is counted apart; then `optionStock` has every pair, in colours' then sizes' order. */
  readonly stockPerOption: boolean;
  readonly optionStock: readonly SellerOptionStock[];
  readonly images: readonly string[];
  /** What the status allows next. */
  readonly allowedMoves: readonly ProductMove[];
  readonly createdAt: string;
}

/** A colour or size as the seller names it; `id` keeps an existing option's identity. */
export interface SellerOptionInput {
  readonly id?: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly hex?: string;
}

/**
 * The pieces of one colour and size as the editor sends them: `colour` and `size` are indexes into
 * the draft's colours and sizes (a new option has no id yet), null for a kind not offered.
 */
export interface OptionStockDraft {
  readonly colour: number | null;
  readonly size: number | null;
  /** As `SellerProductDraft.stock`: null when left empty, NaN when not a number. */
  readonly stock: number | null;
  /**
   * The count the editor loaded for this pair: the server applies the difference to the count as
   * it is now. Absent for a pair it did not load (a new option, or the switch to counting per
   * option), which is counted afresh.
   */
  readonly stockSeen?: number;
}

/**
 * The editor's fields as the seller left them, before the checks: a number left empty is null
 * and one that is not a number is NaN, so the checks name the field (required, or not valid).
 */
export interface SellerProductDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly categorySlug: string;
  readonly price: number | null;
  readonly discountPercent: number | null;
  readonly discountStartsAt: string | null;
  readonly discountEndsAt: string | null;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly nameOnProductMaxLength: number | null;
  readonly isGift: boolean;
  readonly colours: readonly SellerOptionInput[];
  readonly sizes: readonly SellerOptionInput[];
  /** Counted per option: the sum of `optionStock`, which the server ignores. */
  readonly stock: number | null;
  /** Whether each colour and size is counted apart; needs a colour or a size. */
  readonly stockPerOption: boolean;
  /** With stockPerOption: one count per colour × size pair (per colour, or per size, when only one kind is offered). */
  readonly optionStock: readonly OptionStockDraft[];
}

/** The fields once the checks passed (texts trimmed, numbers numbers): what create and update send. */
export interface SellerProductFields extends Omit<SellerProductDraft, 'price' | 'nameOnProductMaxLength' | 'stock' | 'optionStock'> {
  readonly price: Halalas;
  readonly nameOnProductMaxLength: number;
  readonly stock: number;
  readonly optionStock: readonly (OptionStockDraft & { readonly stock: number })[];
}

/** Which colour and size of a product counted per option (null for a kind it does not offer). */
export interface OptionPair {
  readonly colourId: string | null;
  readonly sizeId: string | null;
}

/**
 * A count on the low-stock list: a product's, or one colour and size's of a product counted per
 * option (each of its low pairs is a line of its own, the other two null).
 */
export interface LowStockLine {
  readonly product: SellerProductSummary;
  readonly colour: SellerOption | null;
  readonly size: SellerOption | null;
  /** The pieces of this count. */
  readonly stock: number;
}

/** Each failing field's messages, by its dot path ("nameEn", "colours.1.nameAr"). */
export type ProductFieldMessages = Readonly<Record<string, readonly ValidationMessage[]>>;

export type ProductCheck =
  | { readonly ok: true; readonly fields: SellerProductFields }
  | { readonly ok: false; readonly messages: ProductFieldMessages };

export interface SellerProductsQuery {
  readonly status: SellerProductFilter;
  /** Words of either name; empty for every product. */
  readonly q: string;
  readonly page: number;
  readonly pageSize?: number;
}

export interface SellerProductsGateway {
  list(query: SellerProductsQuery): Promise<Page<SellerProductSummary>>;
  get(slug: string): Promise<SellerProduct>;
  /** A new product is a draft. */
  create(fields: SellerProductFields): Promise<SellerProduct>;
  /**
   * `stockSeen` is the stock the editor showed when it loaded (the sum, for a product it loaded
   * counted per option): the server applies the difference to the count as it is now, so pieces
   * bought meanwhile stay bought. Each pair's count carries its own (OptionStockDraft.stockSeen).
   */
  update(slug: string, fields: SellerProductFields, stockSeen: number): Promise<SellerProduct>;
  /** The server refuses a move the product's status does not allow (any more). */
  move(slug: string, move: ProductMove): Promise<SellerProduct>;
  /**
   * Adds (positive) or takes away (negative) pieces: of the pair, for a product counted per option
   * (ignored otherwise). Refused when the count would fall below 0.
   */
  adjustStock(slug: string, change: number, pair?: OptionPair): Promise<SellerProduct>;
  /** The counts of published and draft products (per pair where counted apart) at LOW_STOCK_THRESHOLD pieces or fewer, fewest first. */
  lowStock(): Promise<readonly LowStockLine[]>;
  /** The API's own checks of the editor's fields (the same rules and messages), made before sending. */
  check(draft: SellerProductDraft): Promise<ProductCheck>;
}

export const SELLER_PRODUCTS_GATEWAY = serviceToken<SellerProductsGateway>('SellerProductsGateway');
