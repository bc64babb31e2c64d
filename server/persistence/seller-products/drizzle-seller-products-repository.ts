// A seller's products in the database. Stock changes take the product's row first, the lock
// checkout takes (server/persistence/catalogue/stock.ts): an adjustment goes through the same
// movePieces as checkout, and an edit locks the row, then reads and rewrites the counts. So an
// adjustment or an edit that meets a purchase waits for it and then moves from what the purchase
// left, and judges the product's pieces in all (at most the limit it is given) as they then are.
// Each holds no other product's row, so it cannot close a cycle with a checkout taking several in
// slug order.
// Writing a product writes its search documents with it (and their terms to the lexicon), so a
// product is found by search as soon as shoppers may see it.
import { and, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SellerProductStatus } from '../../../src/contract/seller-products';
import type {
  CountedPair,
  EditedCount,
  LowStockRow,
  ProductFields,
  SellerProductPageQuery,
  SellerProductRow,
  SellerProductsRepository,
  StockOutcome,
  StockPlan,
} from '../../use-cases/seller-products/seller-products-repository';
import { productDocument, recordTerms } from '../catalogue/search-document';
import { movePieces, optionStockJson } from '../catalogue/stock';
import type { Db } from '../database';
import { categories, productOptionStock, products, sellers } from '../schema';
import { inTransaction, type Tx } from '../transactions';

const rowColumns = {
  slug: products.slug,
  status: products.status,
  categorySlug: products.categorySlug,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  price: products.price,
  offerBasisPoints: products.offerBasisPoints,
  offerStartsAt: products.offerStartsAt,
  offerEndsAt: products.offerEndsAt,
  discountBasisPoints: products.discountBasisPoints,
  freeShipping: products.freeShipping,
  customisable: products.customisable,
  nameOnProductMaxLength: products.nameOnProductMaxLength,
  isGift: products.isGift,
  colours: products.colours,
  sizes: products.sizes,
  stock: products.stock,
  optionStock: optionStockJson({ forSale: false }),
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** `text` as a LIKE pattern that finds it anywhere, its wildcard characters taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ofStore = (sellerSlug: string, slug: string): SQL => and(eq(products.slug, slug), eq(products.sellerSlug, sellerSlug))!;

const CHANGED: StockOutcome = { kind: 'changed' };
const NOT_FOUND: StockOutcome = { kind: 'notFound' };
const TOO_MUCH_STOCK: StockOutcome = { kind: 'tooMuchStock' };

/** Thrown inside a transaction to undo it: a count would fall below zero. */
class CountBelowZero extends Error {
  constructor(readonly count: number | null) {
    super('A count would fall below zero');
  }
}

/** A count after an edit: moved by what the editor changed from what it is now, or new. */
const countAfter = ({ stock, seen }: EditedCount, now: number): number => (seen === null ? stock : now + stock - seen);

/** A product's counts as a plan leaves them: its pieces in all, and its colour and size rows (none for a shared count). */
interface Counts {
  readonly total: number;
  readonly rows: readonly { productSlug: string; colourId: string; sizeId: string; stock: number }[];
}

/**
 * The plan's counts of a product whose row this transaction holds, moved from the product's stock
 * and its colour and size rows as they now are. Throws CountBelowZero when a count would fall
 * below zero.
 */
async function countsAfter(tx: Tx, slug: string, plan: StockPlan, productStock: number): Promise<Counts> {
  if (plan.kind === 'shared') {
    const total = countAfter(plan.count, productStock);
    if (total < 0) throw new CountBelowZero(null);
    return { total, rows: [] };
  }
  const now = await tx.select().from(productOptionStock).where(eq(productOptionStock.productSlug, slug));
  const rows = plan.counts.map((count, index) => {
    const held = now.find((row) => row.colourId === (count.colourId ?? '') && row.sizeId === (count.sizeId ?? ''));
    const stock = countAfter(count, held?.stock ?? 0);
    if (stock < 0) throw new CountBelowZero(index);
    return { productSlug: slug, colourId: count.colourId ?? '', sizeId: count.sizeId ?? '', stock };
  });
  return { total: rows.reduce((sum, row) => sum + row.stock, 0), rows };
}

/** Replaces the product's colour and size rows by the counts' (the product's stock is the caller's to write). */
async function writeCounts(tx: Tx, slug: string, { rows }: Counts): Promise<void> {
  await tx.delete(productOptionStock).where(eq(productOptionStock.productSlug, slug));
  if (rows.length > 0) await tx.insert(productOptionStock).values([...rows]);
}

/** Runs `work` in a transaction; a CountBelowZero it throws undoes it and is its outcome. */
async function refusedBelowZero(db: Db, work: (tx: Tx) => Promise<StockOutcome>): Promise<StockOutcome> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (error instanceof CountBelowZero) return { kind: 'notEnoughStock', count: error.count };
    throw error;
  }
}

export class DrizzleSellerProductsRepository implements SellerProductsRepository {
  constructor(private readonly db: Db) {}

  async page(sellerSlug: string, { status, text, offset, limit }: SellerProductPageQuery) {
    const where = and(
      eq(products.sellerSlug, sellerSlug),
      status === null ? undefined : eq(products.status, status),
      text === '' ? undefined : or(ilike(products.nameEn, containing(text)), ilike(products.nameAr, containing(text))),
    );
    const [rows, [counted]] = await Promise.all([
      this.db.select(rowColumns).from(products).where(where).orderBy(desc(products.updatedAt), desc(products.slug)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async find(sellerSlug: string, slug: string): Promise<SellerProductRow | null> {
    const [row] = await this.db.select(rowColumns).from(products).where(ofStore(sellerSlug, slug));
    return row ?? null;
  }

  async categoryExists(categorySlug: string): Promise<boolean> {
    return (await this.db.$count(categories, eq(categories.slug, categorySlug))) > 0;
  }

  async create(sellerSlug: string, slug: string, fields: ProductFields, stock: StockPlan, at: Date): Promise<boolean> {
    const document = await this.documentOf(sellerSlug, fields);
    const created = await inTransaction(this.db, async (tx) => {
      const inserted = await tx
        .insert(products)
        .values({
          slug,
          sellerSlug,
          ...writable(fields),
          stock: 0,
          status: 'draft',
          images: [],
          searchDocument: document.vector,
          searchNames: document.names,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: products.slug })
        .returning({ slug: products.slug });
      if (inserted.length === 0) return false;
      const counts = await countsAfter(tx, slug, stock, 0);
      await writeCounts(tx, slug, counts);
      await tx.update(products).set({ stock: counts.total }).where(eq(products.slug, slug));
      return true;
    });
    if (created) await recordTerms(this.db, document.terms);
    return created;
  }

  async update(sellerSlug: string, slug: string, fields: ProductFields, stock: StockPlan, maxStock: number, at: Date): Promise<StockOutcome> {
    const document = await this.documentOf(sellerSlug, fields);
    const outcome = await refusedBelowZero(this.db, async (tx) => {
      // The product's row first, as checkout takes it: no purchase moves its counts until this ends.
      const [held] = await tx.select({ stock: products.stock }).from(products).where(ofStore(sellerSlug, slug)).for('update');
      if (held === undefined) return NOT_FOUND;
      const counts = await countsAfter(tx, slug, stock, held.stock);
      // Judged before anything is written: the edit is refused whole.
      if (counts.total > maxStock) return TOO_MUCH_STOCK;
      await writeCounts(tx, slug, counts);
      await tx
        .update(products)
        .set({ ...writable(fields), stock: counts.total, searchDocument: document.vector, searchNames: document.names, updatedAt: at })
        .where(eq(products.slug, slug));
      return CHANGED;
    });
    if (outcome.kind === 'changed') await recordTerms(this.db, document.terms);
    return outcome;
  }

  async move(sellerSlug: string, slug: string, from: readonly SellerProductStatus[], to: SellerProductStatus, at: Date) {
    const moved = await this.db
      .update(products)
      .set({ status: to, updatedAt: at })
      .where(and(ofStore(sellerSlug, slug), inArray(products.status, [...from])))
      .returning({ slug: products.slug });
    if (moved.length === 1) return 'moved';
    return (await this.find(sellerSlug, slug)) === null ? 'notFound' : 'refused';
  }

  async adjustStock(sellerSlug: string, slug: string, pair: CountedPair, change: number, maxStock: number, at: Date): Promise<StockOutcome> {
    return inTransaction(this.db, async (tx) => {
      const [held] = await tx.select({ stock: products.stock }).from(products).where(ofStore(sellerSlug, slug)).for('update');
      if (held === undefined) return NOT_FOUND;
      // The row is held, so no purchase moves the product's pieces (the sum of its pairs' when
      // counted per option) until this ends: an addition past the limit is refused before it moves.
      if (change > 0 && held.stock + change > maxStock) return TOO_MUCH_STOCK;
      const moved = await movePieces(tx, { productSlug: slug, colourId: pair?.colourId ?? null, sizeId: pair?.sizeId ?? null, by: change }, { forSale: false });
      if (moved.kind === 'short') return { kind: 'notEnoughStock', count: null };
      if (moved.kind !== 'moved') return NOT_FOUND;
      await tx.update(products).set({ updatedAt: at }).where(eq(products.slug, slug));
      return CHANGED;
    });
  }

  async lowStock(sellerSlug: string, threshold: number): Promise<readonly LowStockRow[]> {
    const lowOption = sql`exists (select 1 from ${productOptionStock} where ${productOptionStock.productSlug} = ${products.slug} and ${productOptionStock.stock} <= ${threshold})`;
    const countedPerOption = sql`exists (select 1 from ${productOptionStock} where ${productOptionStock.productSlug} = ${products.slug})`;
    const rows = await this.db
      .select(rowColumns)
      .from(products)
      .where(
        and(
          eq(products.sellerSlug, sellerSlug),
          inArray(products.status, ['draft', 'published']),
          or(and(lte(products.stock, threshold), sql`not ${countedPerOption}`), lowOption),
        ),
      );
    const lines = rows.flatMap((product): LowStockRow[] =>
      product.optionStock === null
        ? [{ product, colourId: null, sizeId: null, stock: product.stock }]
        : product.optionStock
            .filter((count) => count.stock <= threshold)
            .map((count) => ({ product, colourId: count.colour, sizeId: count.size, stock: count.stock })),
    );
    const place = (ids: readonly { id: string }[], id: string | null) => (id === null ? -1 : ids.findIndex((option) => option.id === id));
    return lines.sort(
      (a, b) =>
        a.stock - b.stock ||
        b.product.updatedAt.getTime() - a.product.updatedAt.getTime() ||
        (a.product.slug < b.product.slug ? -1 : a.product.slug > b.product.slug ? 1 : 0) ||
        place(a.product.colours, a.colourId) - place(b.product.colours, b.colourId) ||
        place(a.product.sizes, a.sizeId) - place(b.product.sizes, b.sizeId),
    );
  }

  /** The product's search documents: its names and descriptions, its category's and its store's names. */
  private async documentOf(sellerSlug: string, fields: ProductFields) {
    const [[category], [store]] = await Promise.all([
      this.db.select({ nameEn: categories.nameEn, nameAr: categories.nameAr }).from(categories).where(eq(categories.slug, fields.categorySlug)),
      this.db.select({ nameEn: sellers.nameEn, nameAr: sellers.nameAr }).from(sellers).where(eq(sellers.slug, sellerSlug)),
    ]);
    if (category === undefined || store === undefined) throw new Error(`No category ${fields.categorySlug} or store ${sellerSlug} to index a product under`);
    return productDocument(fields, category, store);
  }
}

/** The fields as the table's columns. */
const writable = (fields: ProductFields) => ({
  ...fields,
  colours: [...fields.colours],
  sizes: [...fields.sizes],
});
