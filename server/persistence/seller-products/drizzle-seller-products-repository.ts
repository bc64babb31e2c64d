// A seller's products in the database. Stock is only ever changed by one guarded statement,
// `stock = stock + change where stock + change >= 0`, on the one row: it takes the row's lock the
// way checkout's moveStock does (server/persistence/payments), so an adjustment or an edit that
// meets a purchase waits for it and then adds its change to what the purchase left. It holds no
// other product's row, so it cannot close a cycle with a checkout taking several in slug order.
// Writing a product writes its search documents with it (and their terms to the lexicon), so a
// product is found by search as soon as shoppers may see it.
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SellerProductStatus } from '../../../src/contract/seller-products';
import type {
  ProductFields,
  SellerProductPageQuery,
  SellerProductRow,
  SellerProductsRepository,
  StockOutcome,
} from '../../use-cases/seller-products/seller-products-repository';
import { productDocument, recordTerms } from '../catalogue/search-document';
import type { Db } from '../database';
import { categories, products, sellers } from '../schema';

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
  images: products.images,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** `text` as a LIKE pattern that finds it anywhere, its wildcard characters taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ofStore = (sellerSlug: string, slug: string): SQL => and(eq(products.slug, slug), eq(products.sellerSlug, sellerSlug))!;

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

  async create(sellerSlug: string, slug: string, fields: ProductFields, stock: number, at: Date): Promise<boolean> {
    const document = await this.documentOf(sellerSlug, fields);
    const inserted = await this.db
      .insert(products)
      .values({
        slug,
        sellerSlug,
        ...writable(fields),
        stock,
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
    await recordTerms(this.db, document.terms);
    return true;
  }

  async update(sellerSlug: string, slug: string, fields: ProductFields, stockChange: number, at: Date): Promise<StockOutcome> {
    const document = await this.documentOf(sellerSlug, fields);
    const updated = await this.db
      .update(products)
      .set({
        ...writable(fields),
        stock: sql`${products.stock} + ${stockChange}`,
        searchDocument: document.vector,
        searchNames: document.names,
        updatedAt: at,
      })
      .where(and(ofStore(sellerSlug, slug), sql`${products.stock} + ${stockChange} >= 0`))
      .returning({ slug: products.slug });
    if (updated.length === 0) return (await this.find(sellerSlug, slug)) === null ? 'notFound' : 'notEnoughStock';
    await recordTerms(this.db, document.terms);
    return 'changed';
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

  async adjustStock(sellerSlug: string, slug: string, change: number, at: Date): Promise<StockOutcome> {
    const adjusted = await this.db
      .update(products)
      .set({ stock: sql`${products.stock} + ${change}`, updatedAt: at })
      .where(and(ofStore(sellerSlug, slug), sql`${products.stock} + ${change} >= 0`))
      .returning({ slug: products.slug });
    if (adjusted.length === 1) return 'changed';
    return (await this.find(sellerSlug, slug)) === null ? 'notFound' : 'notEnoughStock';
  }

  async lowStock(sellerSlug: string, threshold: number): Promise<readonly SellerProductRow[]> {
    return this.db
      .select(rowColumns)
      .from(products)
      .where(and(eq(products.sellerSlug, sellerSlug), inArray(products.status, ['draft', 'published']), lte(products.stock, threshold)))
      .orderBy(asc(products.stock), desc(products.updatedAt), asc(products.slug));
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
