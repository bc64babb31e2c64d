// A seller's product in the seller console: its statuses (a draft only its seller sees,
// published, archived), the moves between them, and the API's limits the console shows before it
// asks (the contract's, src/contract/seller-products.ts, which the HTTP adapter's test checks).
// Apart from the port, whose token every page's ports carry, so that no page but the console's
// carries these values.

export const SELLER_PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

/** The list's filter: every status, or one. */
export const SELLER_PRODUCT_FILTERS = ['all', ...SELLER_PRODUCT_STATUSES] as const;
export type SellerProductFilter = (typeof SELLER_PRODUCT_FILTERS)[number];

export const isSellerProductFilter = (value: unknown): value is SellerProductFilter =>
  (SELLER_PRODUCT_FILTERS as readonly unknown[]).includes(value);

/** Publish (draft → published), unpublish (published → draft), archive (draft or published → archived), restore (archived → draft). */
export const PRODUCT_MOVES = ['publish', 'unpublish', 'archive', 'restore'] as const;
export type ProductMove = (typeof PRODUCT_MOVES)[number];

/** The low-stock line, the longest name on a product, and how many colours or sizes one product offers. */
export const LOW_STOCK_THRESHOLD = 5;
export const NAME_ON_PRODUCT_LIMIT = 40;
export const MAX_PRODUCT_OPTIONS = 12;
