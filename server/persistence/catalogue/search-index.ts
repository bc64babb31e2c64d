// Keeping the search documents (search-document.ts) filled and current. A row may be written
// without its document (the seed, test fixtures, an older database upgraded by migration 0006):
// indexing fills every row whose document is null, found through a partial index that holds
// only such rows. When the analysis itself changes (new lemmas, a different stemmer), every
// document is rebuilt once: the analyser version recorded in app_meta says which one built them.
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { appMeta, categories, products, searchLexicon, sellers } from '../schema';
import { productDocument, recordTerms, storeDocument, type SearchDocument } from './search-document';

/** Bump when src/domain/search analyses any text differently: every document is then rebuilt. */
export const SEARCH_ANALYSER_VERSION = '1';
export const SEARCH_ANALYSER_KEY = 'search_analyser';

const BATCH = 2_000;

export interface IndexingReport {
  readonly rebuilt: boolean;
  readonly products: number;
  readonly sellers: number;
}

/**
 * Fills the documents still missing, or rebuilds them all when they were built by another
 * analyser version. Cheap when there is nothing to do: one key read and two empty index scans.
 */
export async function indexSearchDocuments(db: Db, { progress }: { readonly progress?: (indexed: number) => void } = {}): Promise<IndexingReport> {
  const [recorded] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEARCH_ANALYSER_KEY));
  const rebuild = recorded?.value !== SEARCH_ANALYSER_VERSION;
  if (rebuild) await db.delete(searchLexicon);
  const sellerCount = await indexSellers(db, rebuild);
  const productCount = await indexProducts(db, rebuild, progress);
  if (rebuild) {
    await db
      .insert(appMeta)
      .values({ key: SEARCH_ANALYSER_KEY, value: SEARCH_ANALYSER_VERSION, updatedAt: new Date() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEARCH_ANALYSER_VERSION, updatedAt: new Date() } });
  }
  return { rebuilt: rebuild, products: productCount, sellers: sellerCount };
}

/** The rows to index after `slug`: every row when rebuilding, else those without a document. */
const pending = (table: typeof products | typeof sellers, after: string, rebuild: boolean): SQL | undefined =>
  and(gt(table.slug, after), rebuild ? undefined : isNull(table.searchDocument));

/** One statement per batch: the documents as arrays, joined to their rows by slug. */
async function writeDocuments(db: Db, table: 'products' | 'sellers', rows: readonly ({ slug: string } & SearchDocument)[]): Promise<void> {
  const slugs = sql.param(rows.map((row) => row.slug));
  const vectors = sql.param(rows.map((row) => row.vector));
  await db.execute(
    table === 'products'
      ? sql`update products as t set search_document = d.document, search_names = d.names
          from unnest(${slugs}::text[], ${vectors}::tsvector[], ${sql.param(rows.map((row) => row.names))}::tsvector[]) as d(slug, document, names)
          where t.slug = d.slug`
      : sql`update sellers as t set search_document = d.document
          from unnest(${slugs}::text[], ${vectors}::tsvector[]) as d(slug, document)
          where t.slug = d.slug`,
  );
}

async function indexSellers(db: Db, rebuild: boolean): Promise<number> {
  let after = '';
  let count = 0;
  for (;;) {
    const batch = await db.select().from(sellers).where(pending(sellers, after, rebuild)).orderBy(asc(sellers.slug)).limit(BATCH);
    if (batch.length === 0) return count;
    const documents = batch.map((seller) => ({ slug: seller.slug, ...storeDocument(seller) }));
    await writeDocuments(db, 'sellers', documents);
    await recordTerms(db, documents.flatMap((document) => document.terms));
    count += batch.length;
    after = batch.at(-1)!.slug;
  }
}

async function indexProducts(db: Db, rebuild: boolean, progress?: (indexed: number) => void): Promise<number> {
  const categoryRows = await db.select().from(categories);
  const categoryBySlug = new Map(categoryRows.map((category) => [category.slug, category]));
  let after = '';
  let count = 0;
  for (;;) {
    const batch = await db
      .select({
        slug: products.slug,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        descriptionEn: products.descriptionEn,
        descriptionAr: products.descriptionAr,
        categorySlug: products.categorySlug,
        sellerSlug: products.sellerSlug,
      })
      .from(products)
      .where(pending(products, after, rebuild))
      .orderBy(asc(products.slug))
      .limit(BATCH);
    if (batch.length === 0) return count;
    const storeRows = await db
      .select({ slug: sellers.slug, nameEn: sellers.nameEn, nameAr: sellers.nameAr })
      .from(sellers)
      .where(inArray(sellers.slug, [...new Set(batch.map((row) => row.sellerSlug))]));
    const storeBySlug = new Map(storeRows.map((store) => [store.slug, store]));
    const documents = batch.map((row) => ({
      slug: row.slug,
      ...productDocument(row, categoryBySlug.get(row.categorySlug)!, storeBySlug.get(row.sellerSlug)!),
    }));
    await writeDocuments(db, 'products', documents);
    await recordTerms(db, documents.flatMap((document) => document.terms));
    count += batch.length;
    after = batch.at(-1)!.slug;
    progress?.(count);
  }
}
