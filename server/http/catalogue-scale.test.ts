// The catalogue past the count's cap (issue 13), over real HTTP on PGlite: the seed plus 1,400
// generated products (the generator itself is under test too). A listing counts up to
// LISTING_COUNT_CAP and says "at least" beyond; pages by number stop at the cap; the `next`
// cursor walks every product once, in the sort's order, for every sort and filter shape.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductPage, PRODUCT_SORTS } from '../../src/contract/catalogue';
import { LISTING_COUNT_CAP, type ErrorBody } from '../../src/contract/common';
import { generateCatalogue, parseGenerateArguments, progressBar } from '../cli/generate-catalogue';
import { seedDatabase } from '../persistence/seed';
import { generatedProduct, generatorPlan, storeCount } from '../persistence/seed/generated-catalogue';
import { useTestServer } from '../testing/use-test-server';

const GENERATED = 1_400;
const progress: string[] = [];

const server = useTestServer({
  prepare: async ({ db }) => {
    await seedDatabase(db);
    await generateCatalogue(db, { products: GENERATED, progress: (line) => progress.push(line) });
  },
});

const page = async (path: string) => {
  const { status, body } = await server.json('GET', path);
  expect(status, JSON.stringify(body)).toBe(200);
  return v.parse(ProductPage, body);
};

/** Every product of a listing, following `next` from its first page. */
async function walk(path: string): Promise<{ slugs: string[]; pages: number }> {
  const slugs: string[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const answer = await page(`${path}${path.includes('?') ? '&' : '?'}pageSize=100${next === null ? '' : `&after=${next}`}`);
    slugs.push(...answer.items.map((item) => item.slug));
    next = answer.next;
    pages++;
  } while (next !== null && pages < 100);
  return { slugs, pages };
}

describe('the catalogue generator', () => {
  it('draws the same rows for the same number, with one store per 500 products and every category', () => {
    const plan = generatorPlan(1_000_000);
    expect(storeCount(1_000_000)).toBe(2_000);
    expect(plan.stores).toBe(2_000);
    expect(generatedProduct(123_456, plan)).toEqual(generatedProduct(123_456, generatorPlan(1_000_000)));
    const categories = new Set(Array.from({ length: 200 }, (_, n) => generatedProduct(n, plan).categorySlug));
    expect(categories.size).toBe(11);
    const slugs = Array.from({ length: 5_000 }, (_, n) => generatedProduct(n, plan).slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs.slice(0, 50)) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('reads its arguments and draws its progress', () => {
    expect(parseGenerateArguments(['--products', '1_000_000'])).toEqual({ products: 1_000_000 });
    expect(() => parseGenerateArguments(['--products', 'many'])).toThrow(/Usage/);
    expect(() => parseGenerateArguments([])).toThrow(/Usage/);
    expect(progressBar(250, 1_000, 0, 5_000)).toBe('[████████░░░░░░░░░░░░░░░░░░░░░░] 25% 250/1,000 products · 50/s · 15 s left');
  });

  it('filled the database, reporting its progress, and refuses to fill it again with another number', async () => {
    expect(progress.at(-1)).toContain(`100% ${GENERATED.toLocaleString('en')}/${GENERATED.toLocaleString('en')} products`);
    expect(await generateCatalogue(server.database.db, { products: GENERATED })).toBe('already there');
    await expect(generateCatalogue(server.database.db, { products: 10 })).rejects.toThrow(/already holds 1400 generated products/);
  });
});

describe('a listing larger than the count', () => {
  it('counts up to the cap and says there are more', async () => {
    const all = await page('/api/products');
    expect(all).toMatchObject({ total: LISTING_COUNT_CAP, totalIsLowerBound: true, page: 1, pageSize: 24 });
    expect(all.next).toEqual(expect.any(String));
    const pottery = await page('/api/products?category=pottery');
    expect(pottery.totalIsLowerBound).toBe(false);
    expect(pottery.total).toBeGreaterThan(100);
  });

  it('pages by number up to the cap, and refuses a page past it on `page` in the request language', async () => {
    const last = await page(`/api/products?pageSize=24&page=${Math.ceil(LISTING_COUNT_CAP / 24)}`);
    expect(last.items).toHaveLength(24);
    const en = await server.json<ErrorBody>('GET', `/api/products?pageSize=24&page=${Math.ceil(LISTING_COUNT_CAP / 24) + 1}`);
    expect(en.status).toBe(400);
    expect(en.body.fields?.page).toEqual([`The page field must be ${Math.ceil(LISTING_COUNT_CAP / 24)} or less`]);
    const ar = await server.json<ErrorBody>('GET', '/api/products?pageSize=100&page=11', undefined, { 'Accept-Language': 'ar' });
    expect(ar.status).toBe(400);
    expect(ar.body.fields?.page?.[0]).toMatch(/١٠/);
  });

  for (const sort of PRODUCT_SORTS) {
    it(`walks every product once by cursor, in the ${sort} order`, async () => {
      const { slugs } = await walk(`/api/products?category=pottery&sort=${sort}`);
      const byNumber: string[] = [];
      for (let n = 1; byNumber.length < slugs.length && n <= 10; n++) byNumber.push(...(await page(`/api/products?category=pottery&sort=${sort}&pageSize=100&page=${n}`)).items.map((item) => item.slug));
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).toEqual(byNumber);
    });
  }

  it('walks past the cap: the whole catalogue, newest first, in order', async () => {
    const { slugs, pages } = await walk('/api/products');
    expect(slugs.length).toBeGreaterThan(LISTING_COUNT_CAP + 400);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(pages).toBe(Math.ceil(slugs.length / 100));
    const gifts = await walk('/api/gift-products?sort=price-desc');
    expect(new Set(gifts.slugs).size).toBe(gifts.slugs.length);
    expect(gifts.slugs.length).toBeGreaterThan(24);
  });

  it('keeps the filters while walking: every card of every page matches them', async () => {
    let next: string | null = null;
    do {
      const answer = await page(`/api/products?sort=price-asc&priceFrom=5000&priceTo=60000&freeShipping=true&pageSize=50${next ? `&after=${next}` : ''}`);
      for (const item of answer.items) {
        expect(item.salePrice).toBeGreaterThanOrEqual(5000);
        expect(item.salePrice).toBeLessThanOrEqual(60000);
        expect(item.freeShipping).toBe(true);
      }
      next = answer.next;
    } while (next !== null);
  });

  it('keeps the microseconds of a creation time: products a microsecond apart are each walked once, both ways', async () => {
    const slugs = (await page('/api/products?category=leather&sort=oldest&pageSize=3')).items.map((item) => item.slug);
    for (const [n, slug] of slugs.entries()) {
      await server.database.db.execute(sql`update products set created_at = ${`2020-01-01T00:00:00.00000${n + 1}Z`}::timestamptz where slug = ${slug}`);
    }
    for (const sort of ['oldest', 'newest']) {
      const walked: string[] = [];
      let next: string | null = null;
      do {
        const answer = await page(`/api/products?category=leather&sort=${sort}&pageSize=1${next ? `&after=${next}` : ''}`);
        walked.push(...answer.items.map((item) => item.slug));
        next = answer.next;
      } while (next !== null && walked.length < 1_000);
      expect(new Set(walked).size, sort).toBe(walked.length);
      const ours = walked.filter((slug) => slugs.includes(slug));
      expect(ours, sort).toEqual(sort === 'oldest' ? slugs : [...slugs].reverse());
    }
  });

  it('refuses a cursor that is not one, or not of this sort, on `after`', async () => {
    const newest = await page('/api/products?pageSize=5');
    for (const path of ['/api/products?after=garbage', `/api/products?sort=price-asc&after=${newest.next}`, '/api/products?after=%27%3B--']) {
      const { status, body } = await server.json<ErrorBody>('GET', path);
      expect(status, path).toBe(400);
      expect(body.fields?.after ?? body.fields?.['after'], path).toHaveLength(1);
    }
    const { body } = await server.json<ErrorBody>('GET', '/api/products?after=garbage', undefined, { 'Accept-Language': 'ar' });
    expect(body.fields?.after).toEqual(['رابط هذه الصفحة غير صالح. ابدأ من الصفحة الأولى.']);
  });

  it('takes prices in Arabic-Indic digits', async () => {
    const arabic = await page('/api/products?priceFrom=%D9%A5%D9%A0%D9%A0%D9%A0&priceTo=%DB%B6%DB%B0%DB%B0%DB%B0%DB%B0');
    const ascii = await page('/api/products?priceFrom=5000&priceTo=60000');
    expect(arabic).toEqual(ascii);
  });
});

describe('a search matching more than the count', () => {
  // Each test asks its own page size: the guest cache would answer a URL asked before the reviews changed.
  const search = (query: string, n: number, pageSize: number) => page(`/api/search/products?q=${encodeURIComponent(query)}&pageSize=${pageSize}&page=${n}`);

  it('ranks every match while fewer than the cap of them are reviewed, and counts them all', async () => {
    const first = await search('handmade', 1, 50);
    expect(first).toMatchObject({ total: LISTING_COUNT_CAP, totalIsLowerBound: true });
    expect(first.items.some((item) => item.rating.count === 0)).toBe(true);
  });

  it('ranks the reviewed products alone once more than the cap of them match, and still says there are more', async () => {
    // The newest generated products are reviewed; the older ones, read first from the table, are not.
    await server.database.db.execute(sql`
      update products set rating_count = 1, rating_sum = 5
      where slug in (select slug from products where slug ~ '-g[0-9a-z]+$' order by created_at desc, slug desc limit ${LISTING_COUNT_CAP + 50})`);
    const pages = await Promise.all([1, 2, 3, 20].map((n) => search('handmade', n, 40)));
    for (const answer of pages) {
      expect(answer).toMatchObject({ total: LISTING_COUNT_CAP, totalIsLowerBound: true });
      expect(answer.items).toHaveLength(40);
      expect(answer.items.filter((item) => item.rating.count === 0)).toEqual([]);
    }
    const slugs = pages.flatMap((answer) => answer.items.map((item) => item.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    // The header's suggestions rank among fewer candidates, reviewed first too.
    const { body: suggested } = await server.json<{ products: { slug: string }[] }>('GET', '/api/search/suggestions?q=handm');
    expect(suggested.products).toHaveLength(5);
    const unreviewed = await server.database.db.execute<{ slug: string }>(
      sql`select slug from products where rating_count = 0 and slug in (${sql.join(suggested.products.map((product) => sql`${product.slug}`), sql`, `)})`,
    );
    expect(unreviewed.rows).toEqual([]);
    // A word that few reviewed products have is still found in every product that has it.
    const pottery = await search('pottery', 1, 50);
    expect(pottery.items.some((item) => item.rating.count === 0)).toBe(true);
  });
});
