// The indexing step: rows written without a document are indexed, a database indexed by another
// analyser version is rebuilt whole (documents and lexicon), and with nothing to do it does nothing.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../../testing/catalogue-fixtures';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../database';
import { appMeta, products, searchLexicon, sellers } from '../schema';
import { indexSearchDocuments, SEARCH_ANALYSER_KEY, SEARCH_ANALYSER_VERSION } from './search-index';
import { recordTerms } from './search-document';
import { completedQuery, documentMatches, MAX_COMPLETIONS, readTextQuery } from './text-search';

describe('indexing the catalogue for search', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await insertCatalogue(database.db, {
      sellers: [aSeller('ahsa-pottery').named('Al-Ahsa Pottery', 'فخار الأحساء')],
      categories: [aCategory('pottery')],
      products: [
        aProduct('clay-mabkhara').named('Clay Incense Burner', 'مبخرة فخارية').from('ahsa-pottery').in('pottery'),
        aProduct('water-jar').named('Water Jar', 'جرة ماء').from('ahsa-pottery').in('pottery'),
      ],
    });
  }, 60_000);
  afterAll(() => drop?.());

  const db = () => database.db;
  const finds = async (query: string) =>
    (await db().select({ slug: products.slug }).from(products).where(documentMatches(products.searchDocument, readTextQuery(query)!))).map((row) => row.slug).sort();
  const unindexed = async () => (await db().select({ slug: products.slug }).from(products).where(isNull(products.searchDocument))).length;

  it('has indexed what the fixtures wrote, and finds it by its analysed terms', async () => {
    expect(await unindexed()).toBe(0);
    expect(await finds('مباخر')).toEqual(['clay-mabkhara']);
    expect(await finds('pottery')).toEqual(['clay-mabkhara', 'water-jar']);
  });

  it('does nothing when every row has its document', async () => {
    expect(await indexSearchDocuments(db())).toEqual({ rebuilt: false, products: 0, sellers: 0 });
  });

  it('indexes the rows written without a document, as an upgraded database has them', async () => {
    await db().update(products).set({ searchDocument: null }).where(eq(products.slug, 'water-jar'));
    expect(await finds('jar')).toEqual([]);
    expect(await indexSearchDocuments(db())).toEqual({ rebuilt: false, products: 1, sellers: 0 });
    expect(await finds('jar')).toEqual(['water-jar']);
  });

  it('rebuilds every document and the lexicon when another analyser version built them', async () => {
    await db().update(appMeta).set({ value: 'an older one' }).where(eq(appMeta.key, SEARCH_ANALYSER_KEY));
    await db().update(products).set({ searchDocument: "'stale':1A" });
    await db().delete(searchLexicon);
    const indexed: number[] = [];
    expect(await indexSearchDocuments(db(), { progress: (count) => indexed.push(count) })).toEqual({ rebuilt: true, products: 2, sellers: 1 });
    expect(indexed).toEqual([2]);
    expect(await finds('stale')).toEqual([]);
    expect(await finds('مبخرة')).toEqual(['clay-mabkhara']);
    const [recorded] = await db().select().from(appMeta).where(eq(appMeta.key, SEARCH_ANALYSER_KEY));
    expect(recorded?.value).toBe(SEARCH_ANALYSER_VERSION);
    // The lexicon holds each term under its deletion variants: "cly" reaches "clay".
    const close = await db().select({ term: searchLexicon.term }).from(searchLexicon).where(eq(searchLexicon.variant, 'cly'));
    expect(close.map((row) => row.term)).toContain('clay');
    expect((await db().select({ slug: sellers.slug }).from(sellers).where(isNull(sellers.searchDocument))).length).toBe(0);
  });

  it('completes a word still being typed to the lexicon\'s terms, or leaves it a beginning when too many share it', async () => {
    await recordTerms(db(), ['zqa', 'zqb', 'zqc']);
    const [few] = (await completedQuery(db(), readTextQuery('zq')!)).words;
    expect(few).toMatchObject({ term: 'zq', completions: ['zqa', 'zqb', 'zqc'], prefix: false });
    await recordTerms(db(), Array.from({ length: MAX_COMPLETIONS + 1 }, (_, n) => `zx${n}`));
    const [many] = (await completedQuery(db(), readTextQuery('zx')!)).words;
    expect(many).toMatchObject({ term: 'zx', completions: [], prefix: true });
    // A whole word (not the last) is never completed.
    const [whole] = (await completedQuery(db(), readTextQuery('zq clay')!)).words;
    expect(whole).toMatchObject({ completions: [], prefix: false });
  });
});
