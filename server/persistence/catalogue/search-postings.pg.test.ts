// The search postings (search-postings.ts) on PostgreSQL, on a generated catalogue: the triggers
// keep them what the products' names parts say through every kind of write, and a one-word
// search read from them lists the products in the order the ranked search gives them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../cli/generate-catalogue';
import { createPostgresDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { seedDatabase } from '../seed';
import { productPage } from './product-cards';
import { indexSearchDocuments } from './search-index';
import { postingsHold, postingTermsOf } from './search-postings';
import { completedQuery, readTextQuery } from './text-search';

let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
const db = (): Db => created!.database.db;

beforeAll(async () => {
  created = await createPostgresDatabase();
  await seedDatabase(db());
  await generateCatalogue(db(), { products: 3_000 });
}, 120_000);
afterAll(() => created?.drop());

/** Postings the table has that the products do not give, and the other way round. */
async function postingsOutOfStep(): Promise<{ extra: number; missing: number }> {
  const derived = sql`select o.* from products as p, search_postings_of(p.slug, p.search_names, p.created_at) as o where p.listed and p.search_names is not null`;
  const [row] = (
    await db().execute<{ extra: number; missing: number }>(sql`select
      (select count(*)::int from (select * from search_postings except all ${derived}) as e) as extra,
      (select count(*)::int from (${derived} except all select * from search_postings) as m) as missing`)
  ).rows;
  return row!;
}

const postingsOf = async (slug: string): Promise<number> =>
  Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from search_postings where product_slug = ${slug}`)).rows[0]!.n);

describe('the triggers keep the postings', () => {
  it('as the seed, the generator and the indexing wrote the products', async () => {
    expect(Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from search_postings`)).rows[0]!.n)).toBeGreaterThan(3_000 * 10);
    expect(await postingsOutOfStep()).toEqual({ extra: 0, missing: 0 });
  });

  it('through a new name, a withdrawal, a republication, a store renamed and a deletion, and not for a stock change', async () => {
    const [product] = (await db().execute<{ slug: string; seller_slug: string }>(sql`select slug, seller_slug from products where listed order by slug limit 1`)).rows;
    const { slug, seller_slug: store } = product!;
    // A sale: no posting changes, and the trigger does not run (its condition leaves it out).
    await db().execute(sql`update products set stock = stock + 1 where slug = ${slug}`);
    expect(await postingsOutOfStep()).toEqual({ extra: 0, missing: 0 });

    // A new name, as a seller's edit writes it: the document is rebuilt by the indexing.
    await db().execute(sql`update products set name_en = 'Kaleidoscope lantern', search_document = null, search_names = null where slug = ${slug}`);
    expect(await postingsOf(slug)).toBe(0);
    await indexSearchDocuments(db());
    expect(Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from search_postings where product_slug = ${slug} and term = 'kaleidoscop' or product_slug = ${slug} and term = 'kaleidoscope'`)).rows[0]!.n)).toBe(1);
    expect(await postingsOutOfStep()).toEqual({ extra: 0, missing: 0 });

    await db().execute(sql`update products set status = 'archived' where slug = ${slug}`);
    expect(await postingsOf(slug)).toBe(0);
    await db().execute(sql`update products set status = 'published' where slug = ${slug}`);
    expect(await postingsOf(slug)).toBeGreaterThan(0);

    // A store's new name reaches its products' documents when they are indexed again.
    await db().execute(sql`update sellers set name_en = 'Zephyrine Looms' where slug = ${store}`);
    await db().execute(sql`update products set search_document = null where seller_slug = ${store}`);
    await indexSearchDocuments(db());
    expect(await postingsOutOfStep()).toEqual({ extra: 0, missing: 0 });
    expect(Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from search_postings where term = 'zephyrin' or term = 'zephyrine'`)).rows[0]!.n)).toBeGreaterThan(0);

    const [draft] = (await db().execute<{ slug: string }>(sql`select slug from products p where not exists (select 1 from reviews r where r.product_slug = p.slug)
      and not exists (select 1 from order_items o where o.product_slug = p.slug) and not exists (select 1 from cart_lines c where c.product_slug = p.slug)
      and not exists (select 1 from favourites f where f.product_slug = p.slug) and listed order by slug desc limit 1`)).rows;
    await db().execute(sql`delete from products where slug = ${draft!.slug}`);
    expect(await postingsOf(draft!.slug)).toBe(0);
    expect(await postingsOutOfStep()).toEqual({ extra: 0, missing: 0 });
  });
});

describe('a one-word search read from the postings', () => {
  const page = async (words: string, language: 'en' | 'ar', fromPostings: boolean, pageNumber = 1) => {
    const text = await completedQuery(db(), readTextQuery(words)!);
    return productPage(db(), language, { filters: {}, sort: 'relevance', page: pageNumber, pageSize: 24, text, postingsHold: fromPostings });
  };

  // Words common enough for a full page of matches in names or context, at 3,000 products; every
  // match is ranked by the other path here (fewer than its thousand candidates).
  it.each([
    ['pottery', 'en'],
    ['incense', 'en'],
    ['ring', 'en'],
    ['سدو', 'ar'],
    ['فخار', 'ar'],
    ['مبخرة', 'ar'],
  ] as const)('"%s" lists the ranked search\'s products in its order', async (words, language) => {
    const text = await completedQuery(db(), readTextQuery(words)!);
    expect(postingTermsOf(text)?.terms).toHaveLength(1);
    for (const pageNumber of [1, 2]) {
      const ranked = await page(words, language, false, pageNumber);
      const posted = await page(words, language, true, pageNumber);
      expect(ranked.items.length, `${words}, page ${pageNumber}`).toBe(24);
      expect(posted.items.map((item) => item.slug)).toEqual(ranked.items.map((item) => item.slug));
      expect(posted.items).toEqual(ranked.items);
    }
  });

  it('counts the candidates when the postings hold them, and is not used when they do not', async () => {
    const text = await completedQuery(db(), readTextQuery('basket')!);
    const terms = postingTermsOf(text)!;
    const postings = Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from search_postings where term = ${terms.terms[0]!}`)).rows[0]!.n);
    expect(await postingsHold(db(), terms, postings)).toBe(true);
    expect(await postingsHold(db(), terms, postings + 1)).toBe(false);
    // Found as productPage finds it: at 3,000 products no word has a thousand postings.
    const found = await productPage(db(), 'en', { filters: {}, sort: 'relevance', page: 1, pageSize: 24, text });
    expect(found).toEqual(await page('basket', 'en', false));
    const posted = await page('basket', 'en', true);
    expect([posted.total, posted.totalIsLowerBound]).toEqual([1_000, true]);
  });

  it('a word with several completions: each product once, best first', async () => {
    const text = await completedQuery(db(), readTextQuery('bask')!);
    expect(postingTermsOf(text)!.terms.length).toBeGreaterThan(1);
    const posted = await page('bask', 'en', true);
    const slugs = posted.items.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBe(24);
    // The same products as the ranked search's first page, give or take where ts_rank adds up several terms.
    const ranked = await page('bask', 'en', false);
    expect(slugs.filter((slug) => ranked.items.some((item) => item.slug === slug)).length).toBeGreaterThanOrEqual(20);
  });
});
