// The SQL the API sends for a bench scenario, for pgbench to run beside it (scripts/bench-api.mjs):
// the server's own read functions are called on a database of DATABASE_URL whose Drizzle logger
// records every statement with its parameters, which are then written in as literals. Prints
// one JSON object per scenario: { name, statements }.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LISTING_COUNT_CAP } from '../src/contract/common';
import { productDetail } from '../server/persistence/catalogue/product-detail';
import { productPage, searchPostingsHold } from '../server/persistence/catalogue/product-cards';
import { completedQuery, readTextQuery } from '../server/persistence/catalogue/text-search';
import type { Db } from '../server/persistence/database';
import * as schema from '../server/persistence/schema';

const [url, category, product] = [process.env.DATABASE_URL, process.argv[2], process.argv[3]];
if (!url || !category || !product) throw new Error('Usage: DATABASE_URL=… node --import tsx scripts/bench-sql.ts <category> <product>');

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
};

/** `$1`…`$n` replaced by the values, from the highest number down so that $1 never eats $10. */
const inline = (text: string, params: readonly unknown[]): string =>
  params.reduceRight<string>((sql, value, index) => sql.replaceAll(`$${index + 1}`, literal(value)), text);

const pool = new pg.Pool({ connectionString: url, max: 1 });
let recorded: string[] = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (text, params) => void recorded.push(inline(text, params)) } }) as unknown as Db;

async function capture(name: string, run: () => Promise<unknown>) {
  recorded = [];
  await run();
  console.info(JSON.stringify({ name, statements: recorded }));
}

const page = { page: 1, pageSize: 24 } as const;
// As the server reads a listing whose filters it counted a moment ago (server/http/routes/catalogue.ts
// listingPage): the page alone. The count it keeps is read once per few seconds, not per request.
const counted = { ...page, knownCount: LISTING_COUNT_CAP + 1 } as const;
try {
  await capture('listing, newest', () => productPage(db, 'en', { filters: {}, sort: 'newest', ...counted }));
  await capture('listing, category, price high→low', () => productPage(db, 'en', { filters: { categories: [category] }, sort: 'price-desc', ...counted }));
  await capture('listing, a new price floor each request (counted)', () => productPage(db, 'en', { filters: { priceFrom: 1 }, sort: 'newest', ...page }));
  await capture('product detail', () => productDetail(db, product, { language: 'en', userId: null }));
  // As the route does: the last word completed from the lexicon, then the page. The completions
  // and whether the postings answer the query are kept a few seconds, as a listing's count: found
  // before, not recorded.
  const search = async (language: 'en' | 'ar', query: string) => {
    const before = recorded.length;
    const text = await completedQuery(db, readTextQuery(query)!);
    const found = { filters: {}, sort: 'relevance', text } as const;
    const postingsHold = await searchPostingsHold(db, found);
    recorded.length = before;
    return productPage(db, language, { ...found, ...page, postingsHold });
  };
  await capture('search (Arabic)', () => search('ar', 'سدو'));
  await capture('search (English)', () => search('en', 'basket'));
} finally {
  await pool.end();
}
