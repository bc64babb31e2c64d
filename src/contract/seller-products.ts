// A seller's own products in the seller console (/{lang}/seller): the list by status, one product
// in both languages for its editor, creating and editing it, moving it between draft, published
// and archived, and its stock. Every operation is scoped to the signed-in seller's store: another
// store's product answers 404 exactly like a slug that does not exist.
import * as v from 'valibot';
import { between, inHalalas, integer, max, maxValue, min, minValue, regex, required } from '../domain/validation';
import { Money, PageQuery, Slug, SlugParams, pageOf, queryIntegerOr } from './common';
import { NAME_ON_PRODUCT_MAX_LENGTH } from './cart';
import { defineOperation } from './operation';
import { crossFieldRule, rules } from './validation';

export const SELLER_PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

/** Which way a product may move: publish (draft → published), unpublish (published → draft), archive (draft or published → archived), restore (archived → draft). */
export const PRODUCT_MOVES = ['publish', 'unpublish', 'archive', 'restore'] as const;
export type ProductMove = (typeof PRODUCT_MOVES)[number];

/** Bounds of a product's texts, in characters after trimming. */
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_NAME_MIN_LENGTH = 3;
export const PRODUCT_DESCRIPTION_MIN_LENGTH = 20;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 4000;
/** A product's price, in halalas: 1 SAR to 1,000,000 SAR. */
export const PRODUCT_PRICE_MIN = 100;
export const PRODUCT_PRICE_MAX = 100_000_000;
/** A discount, in whole percent (stored as basis points). */
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 90;
/** Most colours, and most sizes, one product offers. */
export const MAX_PRODUCT_OPTIONS = 12;
/** Most pieces one product keeps in stock. */
export const MAX_STOCK = 100_000;
/** At or under this many pieces (and above none) a product is on the low-stock list. */
export const LOW_STOCK_THRESHOLD = 5;

const text = (field: string, minimum: number, maximum: number) => v.pipe(v.string(), v.trim(), rules(field, required(), min(minimum), max(maximum)));

/** A colour or size as the seller names it; `id` is made from the English name when absent. */
export const SellerOptionInput = v.object({
  id: v.optional(Slug),
  nameEn: v.pipe(v.string(), v.trim(), rules('optionNameEn', required(), max(40))),
  nameAr: v.pipe(v.string(), v.trim(), rules('optionNameAr', required(), max(40))),
  /** Colours only: the swatch. */
  hex: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), rules('colourHex', regex(/^#[0-9a-f]{6}$/)))),
});
export type SellerOptionInput = v.InferOutput<typeof SellerOptionInput>;

/** An index into the input's colours or sizes: new options have no id yet. */
const OptionIndex = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_PRODUCT_OPTIONS - 1));

/**
 * Pieces of one colour and size: the input's `colours[colour]` and `sizes[size]` (null for a
 * kind the product does not offer). As with the product's stock, an update applies the
 * difference (stock − stockSeen) to the cell's count as it is now; a cell the editor did not load
 * (a new option, or the switch to counting per option) has no stockSeen and is counted afresh.
 */
export const OptionStockInput = v.object({
  colour: v.nullable(OptionIndex),
  size: v.nullable(OptionIndex),
  stock: v.pipe(v.number(), rules('stock', required(), integer(), minValue(0), maxValue(MAX_STOCK))),
  stockSeen: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type OptionStockInput = v.InferOutput<typeof OptionStockInput>;

/**
 * Counted per option, a product's stock is the sum of its cells: each is within MAX_STOCK, and so
 * must their sum be. Refused on `optionStock`, naming the product's total stock (`stockTotal`).
 */
const gridWithinMaxStock = <T extends Record<string, unknown> & { stockPerOption: boolean; optionStock: readonly OptionStockInput[] }>() =>
  crossFieldRule<T, readonly OptionStockInput[]>('optionStock', 'stockTotal', ({ stockPerOption }) => {
    const atMost = maxValue(MAX_STOCK);
    return { ...atMost, validate: (cells, field) => (stockPerOption ? atMost.validate(cells.reduce((sum, cell) => sum + cell.stock, 0), field) : null) };
  });

/**
 * The product editor's fields. Prices are halalas. A discount is a whole percent, in force from
 * `discountStartsAt` (or now) until `discountEndsAt` (or for good); a window needs a percent and
 * must end after it starts. A product holds at most MAX_STOCK pieces: its stock, or, counted per
 * option, its cells together (refused on `optionStock` as the total stock, `stockTotal`).
 */
export const SellerProductInput = v.pipe(
  v.object({
    nameEn: text('productNameEn', PRODUCT_NAME_MIN_LENGTH, PRODUCT_NAME_MAX_LENGTH),
    nameAr: text('productNameAr', PRODUCT_NAME_MIN_LENGTH, PRODUCT_NAME_MAX_LENGTH),
    descriptionEn: text('descriptionEn', PRODUCT_DESCRIPTION_MIN_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH),
    descriptionAr: text('descriptionAr', PRODUCT_DESCRIPTION_MIN_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH),
    categorySlug: v.pipe(v.string(), rules('category', required())),
    price: v.pipe(v.number(), rules('price', required(), integer(), inHalalas(between(PRODUCT_PRICE_MIN, PRODUCT_PRICE_MAX)))),
    discountPercent: v.nullable(v.pipe(v.number(), rules('discount', integer(), between(DISCOUNT_PERCENT_MIN, DISCOUNT_PERCENT_MAX)))),
    discountStartsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    discountEndsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    freeShipping: v.boolean(),
    customisable: v.boolean(),
    /** When customisable: the longest name a shopper may have written on it. */
    nameOnProductMaxLength: v.pipe(v.number(), rules('nameOnProductMaxLength', integer(), between(1, NAME_ON_PRODUCT_MAX_LENGTH))),
    isGift: v.boolean(),
    colours: v.pipe(v.array(SellerOptionInput), v.maxLength(MAX_PRODUCT_OPTIONS)),
    sizes: v.pipe(v.array(SellerOptionInput), v.maxLength(MAX_PRODUCT_OPTIONS)),
    stock: v.pipe(v.number(), rules('stock', required(), integer(), minValue(0), maxValue(MAX_STOCK))),
    /**
     * On update: the stock the editor showed when it loaded. The server applies the difference
     * (stock − stockSeen) to the count as it is now, so pieces bought meanwhile stay bought.
     * Absent on create.
     */
    stockSeen: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    /**
     * Whether each colour and size is counted apart (`optionStock`), rather than every option
     * drawing on `stock`. Needs a colour or a size; `stock` is then ignored and becomes the sum.
     */
    stockPerOption: v.optional(v.boolean(), false),
    /** With stockPerOption: one cell per colour × size pair (per colour, or per size, when the product offers only one kind). */
    optionStock: v.optional(v.pipe(v.array(OptionStockInput), v.maxLength(MAX_PRODUCT_OPTIONS * MAX_PRODUCT_OPTIONS)), []),
  }),
  gridWithinMaxStock(),
);
export type SellerProductInput = v.InferOutput<typeof SellerProductInput>;

const Bilingual = v.object({ en: v.string(), ar: v.string() });
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());

export const SellerOption = v.object({ id: Slug, name: Bilingual, hex: v.optional(v.string()) });

/** Pieces of one colour and size, by their ids (null for a kind the product does not offer). */
export const SellerOptionStock = v.object({ colourId: v.nullable(Slug), sizeId: v.nullable(Slug), stock: Count });
export type SellerOptionStock = v.InferOutput<typeof SellerOptionStock>;

/** One of the seller's products in its list. */
export const SellerProductSummary = v.object({
  slug: Slug,
  name: Bilingual,
  status: v.picklist(SELLER_PRODUCT_STATUSES),
  price: Money,
  /** The price shoppers pay now (after a discount in force). */
  salePrice: Money,
  /** Every piece, whatever the option (the sum of `optionStock` when counted per option). */
  stock: Count,
  /** The first photo, or null. */
  image: v.nullable(v.string()),
  updatedAt: Timestamp,
});
export type SellerProductSummary = v.InferOutput<typeof SellerProductSummary>;

/** A product as its editor shows it: every field in both languages. */
export const SellerProduct = v.object({
  ...SellerProductSummary.entries,
  description: Bilingual,
  categorySlug: Slug,
  discountPercent: v.nullable(v.number()),
  discountStartsAt: v.nullable(Timestamp),
  discountEndsAt: v.nullable(Timestamp),
  /** Whether the discount is in force now. */
  discountActive: v.boolean(),
  freeShipping: v.boolean(),
  customisable: v.boolean(),
  nameOnProductMaxLength: v.number(),
  isGift: v.boolean(),
  colours: v.array(SellerOption),
  sizes: v.array(SellerOption),
  /** Whether each colour and size is counted apart; then `optionStock` has every pair, in colours' then sizes' order. */
  stockPerOption: v.boolean(),
  optionStock: v.array(SellerOptionStock),
  /** Every photo's URL (the storefront's largest JPEG), in order. */
  images: v.array(v.string()),
  /** What the status allows next. */
  allowedMoves: v.array(v.picklist(PRODUCT_MOVES)),
  createdAt: Timestamp,
});
export type SellerProduct = v.InferOutput<typeof SellerProduct>;

export const SellerProductListQuery = v.object({
  status: v.optional(v.picklist(['all', ...SELLER_PRODUCT_STATUSES]), 'all'),
  /** Words of either name. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  ...PageQuery,
});

export const StockAdjustment = v.object({
  /** Pieces to add (positive) or take away (negative); the result may not fall below 0. */
  change: v.pipe(v.number(), rules('stockChange', integer(), between(-MAX_STOCK, MAX_STOCK))),
  /** Of a product counted per option: which colour and size (absent for a kind it does not offer). Ignored otherwise. */
  colourId: v.optional(Slug),
  sizeId: v.optional(Slug),
});

/**
 * A count on the low-stock list: a product's, or one colour and size's of a product counted per
 * option (each of its low pairs is a line of its own).
 */
export const LowStockLine = v.object({
  product: SellerProductSummary,
  colour: v.nullable(SellerOption),
  size: v.nullable(SellerOption),
  /** The pieces of this count. */
  stock: Count,
});
export type LowStockLine = v.InferOutput<typeof LowStockLine>;

export const LowStockQuery = v.object({ threshold: queryIntegerOr(0, 1000, LOW_STOCK_THRESHOLD) });

export const sellerProductOperations = {
  list: defineOperation({
    id: 'listOwnSellerProducts',
    method: 'get',
    path: '/api/seller/products',
    summary: "The signed-in seller's products, most recently changed first",
    tag: 'seller',
    access: 'seller',
    query: SellerProductListQuery,
    response: pageOf(SellerProductSummary),
  }),
  get: defineOperation({
    id: 'getSellerProduct',
    method: 'get',
    path: '/api/seller/products/{slug}',
    summary: 'One of the seller’s products, every field in both languages',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    response: SellerProduct,
  }),
  create: defineOperation({
    id: 'createSellerProduct',
    method: 'post',
    path: '/api/seller/products',
    summary: 'Create a product, as a draft',
    tag: 'seller',
    access: 'seller',
    body: SellerProductInput,
    response: SellerProduct,
    status: 201,
  }),
  update: defineOperation({
    id: 'updateSellerProduct',
    method: 'put',
    path: '/api/seller/products/{slug}',
    summary: 'Replace a product’s fields (not its status or photos)',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    body: SellerProductInput,
    response: SellerProduct,
  }),
  move: defineOperation({
    id: 'moveSellerProduct',
    method: 'post',
    path: '/api/seller/products/{slug}/status',
    summary: 'Publish, unpublish, archive or restore a product',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    body: v.object({ move: v.picklist(PRODUCT_MOVES) }),
    response: SellerProduct,
  }),
  adjustStock: defineOperation({
    id: 'adjustSellerStock',
    method: 'post',
    path: '/api/seller/products/{slug}/stock',
    summary: 'Add or take away pieces of stock, under the same lock as checkout',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    body: StockAdjustment,
    response: SellerProduct,
  }),
  lowStock: defineOperation({
    id: 'listSellerLowStock',
    method: 'get',
    path: '/api/seller/stock/low',
    summary: 'The counts of the seller’s published and draft products (per colour and size where counted apart) at `threshold` pieces or fewer, fewest first',
    tag: 'seller',
    access: 'seller',
    query: LowStockQuery,
    response: v.array(LowStockLine),
  }),
} as const;
