// `npm run catalogue:generate -- --products N`: fills the configured database (DATABASE_URL, or
// the embedded one under DATA_DIR) with N generated products on top of the seed, for measuring
// the catalogue at scale (seed/generated-catalogue.ts draws the rows). Products go in batches of
// one multi-row statement each (unnest over column arrays, the same on PGlite and PostgreSQL), and
// their search postings all at once at the end, with a progress bar on standard error; the number
// generated is recorded in app_meta, so a second run with the same N does nothing and a different
// N is refused.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { migrate, openDatabase, type Db } from '../persistence/database';
import * as schema from '../persistence/schema';
import { productDocument, recordTerms, type SearchDocument } from '../persistence/catalogue/search-document';
import { indexSearchDocuments } from '../persistence/catalogue/search-index';
import { deferPostings, writeDeferredPostings } from '../persistence/catalogue/search-postings';
import { seedDatabase, sellerRow, shippingRatesOf } from '../persistence/seed';
import { CATEGORIES } from '../persistence/seed/categories';
import { generatedProduct, generatedReviews, generatedStore, generatorPlan } from '../persistence/seed/generated-catalogue';
import type { ProductRow } from '../persistence/seed/products';
import type { ReviewRow } from '../persistence/seed/reviews';

export const GENERATED_KEY = 'generated_products';
const BATCH = 5_000;

export interface GenerateOptions {
  readonly products: number;
  /** Where the progress bar goes; nothing when absent. */
  readonly progress?: (line: string) => void;
}

/** Reads `--products N` (underscores and commas allowed: 1_000_000). */
export function parseGenerateArguments(args: readonly string[]): { products: number } {
  const at = args.indexOf('--products');
  const raw = at === -1 ? undefined : args[at + 1];
  const products = raw === undefined ? Number.NaN : Number(raw.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(products) || products < 1 || products > 10_000_000) {
    throw new Error('Usage: npm run catalogue:generate -- --products N   (N from 1 to 10,000,000)');
  }
  return { products };
}

/** Adds the generated stores, their shipping rates, products and reviews; answers what it did. */
export async function generateCatalogue(db: Db, { products, progress }: GenerateOptions): Promise<'generated' | 'already there'> {
  const [recorded] = await db.select().from(schema.appMeta).where(sql`${schema.appMeta.key} = ${GENERATED_KEY}`);
  if (recorded !== undefined) {
    if (Number(recorded.value) === products) return 'already there';
    throw new Error(`This database already holds ${recorded.value} generated products; generate ${products} into an empty one.`);
  }
  const plan = generatorPlan(products);
  const stores = Array.from({ length: plan.stores }, (_, n) => generatedStore(n));
  const storeBySlug = new Map(stores.map((store) => [store.slug, store]));
  const categoryBySlug = new Map(CATEGORIES.map((category) => [category.slug, category]));
  const started = Date.now();
  for (let from = 0; from < stores.length; from += 1_000) {
    const batch = stores.slice(from, from + 1_000);
    await db.insert(schema.sellers).values(batch.map(sellerRow));
    await db.insert(schema.shippingRates).values(batch.flatMap(shippingRatesOf));
  }
  for (let from = 0; from < products; from += BATCH) {
    const rows: ProductRow[] = [];
    const reviews: ReviewRow[] = [];
    for (let n = from; n < Math.min(products, from + BATCH); n++) {
      const row = generatedProduct(n, plan, (store) => stores[store]!);
      reviews.push(...generatedReviews(n, row));
      rows.push(row);
    }
    const documents = rows.map((row) => productDocument(row, categoryBySlug.get(row.categorySlug)!, storeBySlug.get(row.sellerSlug)!));
    await db.transaction(async (tx) => {
      await deferPostings(tx);
      await insertProducts(tx, rows, documents);
    });
    await recordTerms(db, documents.flatMap((document) => document.terms));
    for (let at = 0; at < reviews.length; at += 1_000) await db.insert(schema.reviews).values(reviews.slice(at, at + 1_000));
    progress?.(progressBar(from + rows.length, products, started));
  }
  await writeDeferredPostings(db);
  // The stores went in without their documents: the indexing step fills them.
  await indexSearchDocuments(db);
  await db.insert(schema.appMeta).values({ key: GENERATED_KEY, value: String(products), updatedAt: new Date() });
  // Fresh statistics, and a visibility map so that counts and pages read the indexes alone.
  await db.execute(sql`vacuum analyze`);
  return 'generated';
}

/** One statement per batch: each column as an array, unnested into rows. */
async function insertProducts(db: Db, rows: readonly ProductRow[], documents: readonly SearchDocument[]): Promise<void> {
  // sql.param keeps an array one parameter (a bare array would become a list of them).
  const column = <T>(pick: (row: ProductRow) => T) => sql.param(rows.map(pick));
  const json = (pick: (row: ProductRow) => unknown) => sql.param(rows.map((row) => JSON.stringify(pick(row))));
  await db.execute(sql`
    insert into products (slug, seller_slug, category_slug, name_en, name_ar, description_en, description_ar, price,
      discount_basis_points, free_shipping, customisable, is_gift, featured, stock, colours, sizes, images,
      rating_count, rating_sum, search_document, search_names, created_at, offer_basis_points, updated_at)
    select slug, seller_slug, category_slug, name_en, name_ar, description_en, description_ar, price,
      discount_basis_points, free_shipping, customisable, is_gift, featured, stock, colours::jsonb, sizes::jsonb, images::jsonb,
      rating_count, rating_sum, search_document, search_names, created_at, discount_basis_points, created_at
    from unnest(
      ${column((row) => row.slug)}::text[], ${column((row) => row.sellerSlug)}::text[], ${column((row) => row.categorySlug)}::text[],
      ${column((row) => row.nameEn)}::text[], ${column((row) => row.nameAr)}::text[],
      ${column((row) => row.descriptionEn)}::text[], ${column((row) => row.descriptionAr)}::text[],
      ${column((row) => row.price)}::bigint[], ${column((row) => row.discountBasisPoints ?? null)}::integer[],
      ${column((row) => row.freeShipping ?? false)}::boolean[], ${column((row) => row.customisable ?? false)}::boolean[],
      ${column((row) => row.isGift ?? false)}::boolean[], ${column((row) => row.featured ?? false)}::boolean[],
      ${column((row) => row.stock)}::integer[], ${json((row) => row.colours)}::text[], ${json((row) => row.sizes)}::text[],
      ${json((row) => row.images)}::text[], ${column((row) => row.ratingCount ?? 0)}::integer[], ${column((row) => row.ratingSum ?? 0)}::integer[],
      ${sql.param(documents.map((document) => document.vector))}::tsvector[], ${sql.param(documents.map((document) => document.names))}::tsvector[],
      ${column((row) => (row.createdAt as Date).toISOString())}::timestamptz[]
    ) as generated(slug, seller_slug, category_slug, name_en, name_ar, description_en, description_ar, price,
      discount_basis_points, free_shipping, customisable, is_gift, featured, stock, colours, sizes, images,
      rating_count, rating_sum, search_document, search_names, created_at)`);
}

/** `[██████░░░░] 60% 600,000/1,000,000 products · 41,000/s · 15 s left` */
export function progressBar(done: number, total: number, startedAt: number, now = Date.now()): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = Math.max((now - startedAt) / 1000, 0.001);
  const rate = done / seconds;
  const left = rate > 0 ? Math.ceil((total - done) / rate) : 0;
  const count = (n: number) => n.toLocaleString('en');
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${Math.floor((done / total) * 100)}% ${count(done)}/${count(total)} products · ${count(Math.round(rate))}/s · ${left} s left`;
}

/** The command: the configured database, migrated and seeded, then the generated catalogue. */
export async function generateCatalogueCli(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { products } = parseGenerateArguments(args);
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await migrate(database);
    await seedDatabase(database.db);
    const started = Date.now();
    const outcome = await generateCatalogue(database.db, {
      products,
      progress: (line) => process.stderr.write(`\r${line}`),
    });
    process.stderr.write('\n');
    console.info(
      outcome === 'generated'
        ? `Generated ${products.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `This database already holds the ${products.toLocaleString('en')} generated products.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
