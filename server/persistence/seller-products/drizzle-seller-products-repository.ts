// A seller's products in the database. Stock changes take the product's row first, the lock
// checkout takes (server/persistence/catalogue/stock.ts): an adjustment goes through the same
// movePieces as checkout, and an edit locks the row, then reads and rewrites the counts. So an
// adjustment or an edit that meets a purchase waits for it and then moves from what the purchase
// left. Each holds no other product's row, so it cannot close a cycle with a checkout taking
// several in slug order.
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

/** Thrown inside a transaction to undo it: a count would fall below zero. */
class CountBelowZero extends Error {
  constructor(readonly count: number | null) {
    super('A count would fall below zero');
  }
}

/** A count after an edit: moved by what the editor changed from what it is now, or new. */
const countAfter = ({ stock, seen }: EditedCount, now: number): number => (seen === null ? stock : now + stock - seen);

/**
 * Writes the plan's counts of a product whose row this transaction holds: the product's stock, and
 * its colour and size rows (replaced by the plan's, none for a shared count). Throws
 * CountBelowZero, before writing, when a count would fall below zero.
 */
async function writeCounts(tx: Tx, slug: string, plan: StockPlan, productStock: number): Promise<number> {
  let total: number;
  let rows: { productSlug: string; colourId: string; sizeId: string; stock: number }[] = [];
  if (plan.kind === 'shared') {
    total = countAfter(plan.count, productStock);
    if (total < 0) throw new CountBelowZero(null);
  } else {
    const now = await tx.select().from(productOptionStock).where(eq(productOptionStock.productSlug, slug));
    rows = plan.counts.map((count, index) => {
      const held = now.find((row) => row.colourId === (count.colourId ?? '') && row.sizeId === (count.sizeId ?? ''));
      const stock = countAfter(count, held?.stock ?? 0);
      if (stock < 0) throw new CountBelowZero(index);
      return { productSlug: slug, colourId: count.colourId ?? '', sizeId: count.sizeId ?? '', stock };
    });
    total = rows.reduce((sum, row) => sum + row.stock, 0);
  }
  await tx.delete(productOptionStock).where(eq(productOptionStock.productSlug, slug));
  if (rows.length > 0) await tx.insert(productOptionStock).values(rows);
  return total;
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
      const total = await writeCounts(tx, slug, stock, 0);
      await tx.update(products).set({ stock: total }).where(eq(products.slug, slug));
      return true;
    });
    if (created) await recordTerms(this.db, document.terms);
    return created;
  }

  async update(sellerSlug: string, slug: string, fields: ProductFields, stock: StockPlan, at: Date): Promise<StockOutcome> {
    const document = await this.documentOf(sellerSlug, fields);
    const outcome = await refusedBelowZero(this.db, async (tx) => {
      // The product's row first, as checkout takes it: no purchase moves its counts until this ends.
      const [held] = await tx.select({ stock: products.stock }).from(products).where(ofStore(sellerSlug, slug)).for('update');
      if (held === undefined) return NOT_FOUND;
      const total = await writeCounts(tx, slug, stock, held.stock);
      await tx
        .update(products)
        .set({ ...writable(fields), stock: total, searchDocument: document.vector, searchNames: document.names, updatedAt: at })
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

  async adjustStock(sellerSlug: string, slug: string, pair: CountedPair, change: number, at: Date): Promise<StockOutcome> {
    return inTransaction(this.db, async (tx) => {
      const [held] = await tx.select({ slug: products.slug }).from(products).where(ofStore(sellerSlug, slug)).for('update');
      if (held === undefined) return NOT_FOUND;
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
