// The catalogue's prepared statements keep one plan on PostgreSQL (issue 13). PostgreSQL plans
// a prepared statement for its values five times, then keeps its generic plan unless that one
// looks dearer. A row count sent as a parameter looks like a tenth of the table to the generic
// plan, so it never won and every page was planned again, which cost more than reading it. With
// the counts in the statements' text, the statements below stop being planned after five runs.
// The catalogue is large enough for the difference: a tenth of it is many pages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCatalogue } from '../../cli/generate-catalogue';
import { createPostgresDatabase } from '../../testing/test-database';
import type { Db } from '../database';
import { seedDatabase } from '../seed';
import { storeDealPage } from './deals';
import { allCategories, homeFeed, homeSellers } from './home';
import { productPage, type ProductFilters } from './product-cards';
import { completedQuery, readTextQuery } from './text-search';

let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

beforeAll(async () => {
  created = await createPostgresDatabase();
  await seedDatabase(created.database.db);
  await generateCatalogue(created.database.db, { products: 3_000 });
  await created.database.db.execute(sql`vacuum analyze products`);
}, 120_000);
afterAll(() => created?.drop());

interface PlanCounts {
  readonly name: string;
  readonly generic: number;
  readonly custom: number;
}

/** Runs `read` seven times on one connection (a transaction holds one), then how that connection planned each prepared statement. */
const plansAfterSevenRuns = (read: (db: Db) => Promise<unknown>): Promise<PlanCounts[]> =>
  created!.database.db.transaction(async (tx) => {
    for (let run = 0; run < 7; run++) await read(tx);
    const { rows } = await tx.execute<{ name: string; generic: number; custom: number }>(
      sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements order by name`,
    );
    return rows;
  });

const listing = (filters: ProductFilters, knownCount?: number, page = 1) => (db: Db) =>
  productPage(db, 'en', { filters, sort: 'newest', page, pageSize: 24, knownCount });

const search = (words: string, postingsHold?: boolean, page = 1) => async (db: Db) =>
  productPage(db, 'ar', { filters: {}, sort: 'relevance', page, pageSize: 24, text: await completedQuery(db, readTextQuery(words)!), postingsHold });

it.each([
  ['the newest products, counted', listing({}), /^listing_en_newest_0_first(_\d+)?$/],
  ['the newest products, their count known', listing({}, 1_001), /^listing_en_newest_0_first(_\d+)?_uncounted$/],
  ['a category', listing({ categories: ['pottery'] }, 1_001), /^listing_en_newest_1_first(_\d+)?_uncounted$/],
  ['the gifts', listing({ giftsOnly: true }, 1_001), /^listing_en_newest_256_first(_\d+)?_uncounted$/],
  ['the deepest page by number', listing({}, 1_001, 41), /^listing_en_newest_0_skip960_25_uncounted$/],
  ['the store deals and their products', (db: Db) => storeDealPage(db, 'en', new Date(), 1, 12), /^catalogue_(store_deals|deal_products)_en_12$/],
  ["home's products and stores", (db: Db) => homeFeed(db, 'en', { categories: allCategories(db, 'en'), sellers: homeSellers(db, 'en') }), /^catalogue_(home_products|featured_sellers)_en/],
  ['a search', search('سدو'), /^search_ar_relevance_0_1001_0_25$/],
  ["a search's second page", search('سدو', false, 2), /^search_ar_relevance_0_1001_24_25$/],
  ['a search from the postings', search('سدو', true), /^search_postings_ar_1001_1_0_25_25$/],
  ["a search's second page from the postings", search('سدو', true, 2), /^search_postings_ar_1001_1_24_25_49$/],
])('%s: planned five times, then the kept plan', async (_, read, statement) => {
  const plans = (await plansAfterSevenRuns(read)).filter(({ name }) => statement.test(name));
  expect(plans.length).toBeGreaterThan(0);
  // The last two runs at least, whatever it did before.
  for (const plan of plans) expect(plan.generic, plan.name).toBeGreaterThanOrEqual(2);
});
