// Use cases of a seller's own products (src/contract/seller-products.ts): the list, one product
// for its editor, creating a draft, editing, moving between draft, published and archived, and
// the stock. The contract's schema has checked each field; this layer checks what it cannot
// say (the category exists, a discount's window, options unique within the product), makes the
// slug and the options' ids, and decides the discount in force with the domain's discountInForce.
// Stock is one count per product, or one per colour and size when the seller counts them apart:
// an edit carries the counts its editor saw, and only the differences are applied, so pieces
// bought while the editor was open stay bought. Whatever the changes, a product holds at most
// MAX_STOCK pieces in all, judged on the counts as they are when the change is made.
import { randomInt } from 'node:crypto';
import {
  MAX_STOCK,
  PRODUCT_MOVES,
  type LowStockLine,
  type ProductMove,
  type SellerProduct,
  type SellerProductInput,
  type SellerProductStatus,
  type SellerProductSummary,
} from '../../../src/contract/seller-products';
import { discountInForce, salePrice } from '../../../src/domain/pricing';
import { validationMessage } from '../../../src/domain/validation';
import type { Clock } from '../ports';
import type {
  CountedPair,
  EditedOptionCount,
  LowStockRow,
  ProductFields,
  SellerProductRow,
  SellerProductsRepository,
  StockPlan,
  StoredOption,
} from './seller-products-repository';

/** Which statuses each move leaves from, and where it goes. */
export const MOVES: Readonly<Record<ProductMove, { readonly from: readonly SellerProductStatus[]; readonly to: SellerProductStatus }>> = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
};

/** The moves a product in `status` may make, in the contract's order. */
export const allowedMoves = (status: SellerProductStatus): ProductMove[] => PRODUCT_MOVES.filter((move) => MOVES[move].from.includes(status));

/** A translatable message on one field (a locales key and its parameters), as the route answers it. */
export interface FieldProblem {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}
export type FieldProblems = Readonly<Record<string, readonly FieldProblem[]>>;

/**
 * Why a command was refused: no such product of the store's, fields the schema could not judge, a
 * move the status does not allow, stock below zero, or more pieces than a product may hold (`max`).
 */
export type SellerProductRefusal =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'invalidFields'; readonly fields: FieldProblems }
  | { readonly kind: 'moveRefused'; readonly move: ProductMove }
  | { readonly kind: 'notEnoughStock' }
  | { readonly kind: 'tooMuchStock'; readonly max: number };

export type SellerProductResult = { readonly ok: true; readonly value: SellerProduct } | { readonly ok: false; readonly refusal: SellerProductRefusal };

export interface SellerProductsDesk {
  readonly products: SellerProductsRepository;
  readonly clock: Clock;
}

const refused = (refusal: SellerProductRefusal): SellerProductResult => ({ ok: false, refusal });
const NOT_FOUND = refused({ kind: 'notFound' });

// ── Views ───────────────────────────────────────────────────────────────────────────────────

const salePriceOf = (row: SellerProductRow): number =>
  salePrice({
    id: row.slug,
    sellerId: '',
    price: row.price,
    ...(row.discountBasisPoints === null ? {} : { discountBasisPoints: row.discountBasisPoints }),
    freeShipping: row.freeShipping,
    stock: row.stock,
    customisable: row.customisable,
  });

export const summaryOf = (row: SellerProductRow): SellerProductSummary => ({
  slug: row.slug,
  name: { en: row.nameEn, ar: row.nameAr },
  status: row.status,
  price: row.price,
  salePrice: salePriceOf(row),
  stock: row.stock,
  image: row.images[0] ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const optionOf = (option: StoredOption) => ({ id: option.id, name: { en: option.name.en, ar: option.name.ar }, ...(option.hex === undefined ? {} : { hex: option.hex }) });

/** Every colour and size pair of the product's options, colours' then sizes' order (an id null for a kind it does not offer). */
function pairsOf({ colours, sizes }: Pick<SellerProductRow, 'colours' | 'sizes'>): { colourId: string | null; sizeId: string | null }[] {
  const colourIds = colours.length > 0 ? colours.map((colour) => colour.id) : [null];
  const sizeIds = sizes.length > 0 ? sizes.map((size) => size.id) : [null];
  if (colours.length === 0 && sizes.length === 0) return [];
  return colourIds.flatMap((colourId) => sizeIds.map((sizeId) => ({ colourId, sizeId })));
}

/** The pieces of a pair of a product counted per option (0 for a pair with none counted). */
const stockOfPair = (row: SellerProductRow, colourId: string | null, sizeId: string | null): number =>
  row.optionStock?.find((count) => count.colour === colourId && count.size === sizeId)?.stock ?? 0;

export const productOf = (row: SellerProductRow): SellerProduct => ({
  ...summaryOf(row),
  description: { en: row.descriptionEn, ar: row.descriptionAr },
  categorySlug: row.categorySlug,
  discountPercent: row.offerBasisPoints === null ? null : row.offerBasisPoints / 100,
  discountStartsAt: row.offerStartsAt?.toISOString() ?? null,
  discountEndsAt: row.offerEndsAt?.toISOString() ?? null,
  discountActive: row.discountBasisPoints !== null,
  freeShipping: row.freeShipping,
  customisable: row.customisable,
  nameOnProductMaxLength: row.nameOnProductMaxLength,
  isGift: row.isGift,
  colours: row.colours.map(optionOf),
  sizes: row.sizes.map(optionOf),
  stockPerOption: row.optionStock !== null,
  optionStock: (row.optionStock === null ? [] : pairsOf(row)).map(({ colourId, sizeId }) => ({ colourId, sizeId, stock: stockOfPair(row, colourId, sizeId) })),
  images: [...row.images],
  allowedMoves: allowedMoves(row.status),
  createdAt: row.createdAt.toISOString(),
});

// ── Reads ───────────────────────────────────────────────────────────────────────────────────

export async function listSellerProducts(
  products: SellerProductsRepository,
  sellerSlug: string,
  query: { readonly status: 'all' | SellerProductStatus; readonly q: string; readonly page: number; readonly pageSize: number },
) {
  const { rows, total } = await products.page(sellerSlug, {
    status: query.status === 'all' ? null : query.status,
    text: query.q,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
}

export async function sellerProduct(products: SellerProductsRepository, sellerSlug: string, slug: string): Promise<SellerProduct | null> {
  const row = await products.find(sellerSlug, slug);
  return row === null ? null : productOf(row);
}

const lowStockLineOf = ({ product, colourId, sizeId, stock }: LowStockRow): LowStockLine => {
  const option = (options: readonly StoredOption[], id: string | null) => {
    const found = id === null ? undefined : options.find((candidate) => candidate.id === id);
    return found === undefined ? null : optionOf(found);
  };
  return { product: summaryOf(product), colour: option(product.colours, colourId), size: option(product.sizes, sizeId), stock };
};

export async function lowStockProducts(products: SellerProductsRepository, sellerSlug: string, threshold: number): Promise<LowStockLine[]> {
  return (await products.lowStock(sellerSlug, threshold)).map(lowStockLineOf);
}

// ── Commands ────────────────────────────────────────────────────────────────────────────────

/** `text` as a slug: lower-case Latin letters and digits joined by single hyphens; empty when it has none. */
export function slugified(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** A new product's slug: its English name's, then a short random suffix (as the seed's generated products have), so two products may share a name. */
export function newProductSlug(nameEn: string): string {
  const suffix = randomInt(36 ** 5).toString(36).padStart(5, '0');
  return `${slugified(nameEn) || 'product'}-${suffix}`;
}

/** Creating a draft: tries a few suffixes should a slug already be taken. */
const SLUG_ATTEMPTS = 5;

const problem = (key: string, field: string): FieldProblem[] => [{ key, params: { field } }];

/** The options with their ids (given, or made from the English name), and the problems of ids used twice. */
function optionsOf(list: 'colours' | 'sizes', options: SellerProductInput['colours'], problems: Record<string, FieldProblem[]>): StoredOption[] {
  const seen = new Set<string>();
  return options.map((option, index) => {
    const id = option.id ?? (slugified(option.nameEn) || `${list === 'colours' ? 'colour' : 'size'}-${index + 1}`);
    if (seen.has(id)) problems[`${list}.${index}.${option.id === undefined ? 'nameEn' : 'id'}`] = problem('seller-products.duplicateOption', 'optionNameEn');
    seen.add(id);
    const hex = list === 'colours' ? option.hex : undefined;
    return { id, name: { en: option.nameEn, ar: option.nameAr }, ...(hex === undefined ? {} : { hex }) };
  });
}

/**
 * The input's counts per colour and size with the options' ids, or null after noting what is
 * wrong: counting per option needs an option, and one count for every pair, each once.
 */
function optionCountsOf(input: SellerProductInput, colours: readonly StoredOption[], sizes: readonly StoredOption[], problems: Record<string, FieldProblem[]>): EditedOptionCount[] | null {
  if (colours.length === 0 && sizes.length === 0) {
    problems.stockPerOption = problem('seller-products.optionStockNeedsOptions', 'stockPerOption');
    return null;
  }
  const wanted = new Set(pairsOf({ colours, sizes }).map(({ colourId, sizeId }) => JSON.stringify([colourId, sizeId])));
  const counts = input.optionStock.map((cell) => ({
    colourId: cell.colour === null ? null : (colours[cell.colour]?.id ?? `#${cell.colour}`),
    sizeId: cell.size === null ? null : (sizes[cell.size]?.id ?? `#${cell.size}`),
    stock: cell.stock,
    seen: cell.stockSeen ?? null,
  }));
  const given = new Set(counts.map(({ colourId, sizeId }) => JSON.stringify([colourId, sizeId])));
  if (given.size !== counts.length || given.size !== wanted.size || [...given].some((pair) => !wanted.has(pair))) {
    problems.optionStock = problem('seller-products.optionStockMismatch', 'optionStock');
    return null;
  }
  return counts;
}

/** The input as the fields to store and the stock to write, or what is wrong with it beyond the schema. */
async function fieldsOf(
  desk: SellerProductsDesk,
  input: SellerProductInput,
  sharedStockSeen: number | null,
): Promise<{ ok: true; fields: ProductFields; stock: StockPlan } | { ok: false; problems: FieldProblems }> {
  const problems: Record<string, FieldProblem[]> = {};
  if (!(await desk.products.categoryExists(input.categorySlug))) problems.categorySlug = problem('seller-products.unknownCategory', 'category');
  const startsAt = input.discountStartsAt === null ? null : new Date(input.discountStartsAt);
  const endsAt = input.discountEndsAt === null ? null : new Date(input.discountEndsAt);
  if ((startsAt !== null || endsAt !== null) && input.discountPercent === null) problems.discountPercent = problem('seller-products.windowNeedsDiscount', 'discount');
  if (startsAt !== null && endsAt !== null && endsAt.getTime() <= startsAt.getTime()) {
    problems.discountEndsAt = problem('seller-products.windowEndsBeforeStart', 'discountEndsAt');
  }
  const colours = optionsOf('colours', input.colours, problems);
  const sizes = optionsOf('sizes', input.sizes, problems);
  const counts = input.stockPerOption ? optionCountsOf(input, colours, sizes, problems) : null;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const stock: StockPlan = counts === null ? { kind: 'shared', count: { stock: input.stock, seen: sharedStockSeen } } : { kind: 'perOption', counts };

  const offer = { basisPoints: input.discountPercent === null ? null : input.discountPercent * 100, startsAt, endsAt };
  return {
    ok: true,
    fields: {
      categorySlug: input.categorySlug,
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      descriptionEn: input.descriptionEn,
      descriptionAr: input.descriptionAr,
      price: input.price,
      offerBasisPoints: offer.basisPoints,
      offerStartsAt: startsAt,
      offerEndsAt: endsAt,
      discountBasisPoints: discountInForce(offer, desk.clock.now()),
      freeShipping: input.freeShipping,
      customisable: input.customisable,
      nameOnProductMaxLength: input.nameOnProductMaxLength,
      isGift: input.isGift,
      colours,
      sizes,
    },
    stock,
  };
}

/** The product as it now is, after a command that changed it (it cannot have left the store). */
async function answer(desk: SellerProductsDesk, sellerSlug: string, slug: string): Promise<SellerProductResult> {
  const row = await desk.products.find(sellerSlug, slug);
  return row === null ? NOT_FOUND : { ok: true, value: productOf(row) };
}

/** Creates a draft of the store's with the input's fields and stock (every count new). */
export async function createSellerProduct(desk: SellerProductsDesk, sellerSlug: string, input: SellerProductInput): Promise<SellerProductResult> {
  const checked = await fieldsOf(desk, input, null);
  if (!checked.ok) return refused({ kind: 'invalidFields', fields: checked.problems });
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const slug = newProductSlug(input.nameEn);
    if (await desk.products.create(sellerSlug, slug, checked.fields, checked.stock, desk.clock.now())) return answer(desk, sellerSlug, slug);
  }
  throw new Error(`No free slug for a product named ${input.nameEn} after ${SLUG_ATTEMPTS} attempts`);
}

/**
 * Replaces the product's fields (not its status or photos). Each count moves by what the editor
 * changed (stock − stockSeen) from the count as it is now, and a count it did not load (a new
 * colour or size, or the switch to counting per option) is set; refused on the count that would
 * fall below zero because pieces were sold meanwhile, and, with the contract's own message, on
 * the stock (or the grid, counted per option) should the counts come to more than MAX_STOCK.
 */
export async function updateSellerProduct(desk: SellerProductsDesk, sellerSlug: string, slug: string, input: SellerProductInput): Promise<SellerProductResult> {
  if ((await desk.products.find(sellerSlug, slug)) === null) return NOT_FOUND;
  if (!input.stockPerOption && input.stockSeen === undefined) return refused({ kind: 'invalidFields', fields: { stockSeen: problem('validation.required', 'stock') } });
  const checked = await fieldsOf(desk, input, input.stockSeen ?? null);
  if (!checked.ok) return refused({ kind: 'invalidFields', fields: checked.problems });
  const outcome = await desk.products.update(sellerSlug, slug, checked.fields, checked.stock, MAX_STOCK, desk.clock.now());
  if (outcome.kind === 'notFound') return NOT_FOUND;
  if (outcome.kind === 'notEnoughStock') {
    const field = outcome.count === null ? 'stock' : `optionStock.${outcome.count}.stock`;
    return refused({ kind: 'invalidFields', fields: { [field]: problem('seller-products.stockBelowZero', 'stock') } });
  }
  if (outcome.kind === 'tooMuchStock') {
    // As the contract words it (SellerProductInput): the one count's bound, or the grid's total.
    const [path, field] = checked.stock.kind === 'shared' ? ['stock', 'stock'] : ['optionStock', 'stockTotal'];
    return refused({ kind: 'invalidFields', fields: { [path]: [validationMessage('max_value', { field, max: MAX_STOCK })] } });
  }
  return answer(desk, sellerSlug, slug);
}

/** Publishes, unpublishes, archives or restores the product, as MOVES allows from its status. */
export async function moveSellerProduct(desk: SellerProductsDesk, sellerSlug: string, slug: string, move: ProductMove): Promise<SellerProductResult> {
  const { from, to } = MOVES[move];
  const outcome = await desk.products.move(sellerSlug, slug, from, to, desk.clock.now());
  if (outcome === 'notFound') return NOT_FOUND;
  if (outcome === 'refused') return refused({ kind: 'moveRefused', move });
  return answer(desk, sellerSlug, slug);
}

/**
 * Adds pieces to a count, or takes them away: a colour and size's of a product counted per option
 * (`pair`), else the product's; refused should the count fall below zero, or an addition take the
 * product's pieces in all above MAX_STOCK.
 */
export async function adjustSellerStock(desk: SellerProductsDesk, sellerSlug: string, slug: string, pair: CountedPair, change: number): Promise<SellerProductResult> {
  const outcome = await desk.products.adjustStock(sellerSlug, slug, pair, change, MAX_STOCK, desk.clock.now());
  if (outcome.kind === 'notFound') return NOT_FOUND;
  if (outcome.kind === 'notEnoughStock') return refused({ kind: 'notEnoughStock' });
  if (outcome.kind === 'tooMuchStock') return refused({ kind: 'tooMuchStock', max: MAX_STOCK });
  return answer(desk, sellerSlug, slug);
}
