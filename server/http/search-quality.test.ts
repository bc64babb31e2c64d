// Search quality on the seeded catalogue (issue 13): every row of search-quality-table.ts is a
// query sent over real HTTP to a server holding the real seed, and its own test. Expectations
// are resolved against the seed's own data (buildProducts, SELLERS) at run time, so the table
// names kinds, categories and stores and never counts products or spells hash suffixes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../persistence/seed';
import { buildProducts } from '../persistence/seed/products';
import { SELLERS } from '../persistence/seed/sellers';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SEARCH_QUALITY, type ProductQuery, type Selector, type StoreQuery } from './search-quality-table';

/** The most the API gives in one page, and the page the shopper sees first. */
const PAGE_SIZE = 100;
const FIRST_PAGE = 24;

const PRODUCTS = buildProducts();
const STORE_SLUGS = new Set(SELLERS.map((seller) => seller.slug));

const hasPrefix = (slug: string, prefixes: readonly string[] = []) => prefixes.some((prefix) => slug.startsWith(`${prefix}-`));

/** The seeded slugs a selector stands for. */
function productsOf(selector: Selector): ReadonlySet<string> {
  return new Set(
    PRODUCTS.filter(
      (product) =>
        (hasPrefix(product.slug, selector.kinds) || product.categorySlug === selector.category || product.sellerSlug === selector.store) &&
        !hasPrefix(product.slug, selector.except),
    ).map((product) => product.slug),
  );
}

/** A slug without its hash suffix, as people read it: wooden-mabkhara-najrani. */
const readable = (slug: string) => slug.replace(/-[0-9a-z]{3}$/, '');
const listed = (slugs: Iterable<string>) => [...slugs].map(readable).join(', ') || '(none)';
const sameSet = (a: readonly string[], b: ReadonlySet<string>) => a.length === b.size && a.every((slug) => b.has(slug));

interface Answer {
  readonly slugs: readonly string[];
  readonly total: number;
}

describe('the search-quality table', () => {
  const products = SEARCH_QUALITY.filter((row): row is ProductQuery => row.search === 'products');

  it('has at least 60 queries, 25 or more in each language', () => {
    expect(SEARCH_QUALITY.length).toBeGreaterThanOrEqual(60);
    expect(SEARCH_QUALITY.filter((row) => row.lang === 'ar').length).toBeGreaterThanOrEqual(25);
    expect(SEARCH_QUALITY.filter((row) => row.lang === 'en').length).toBeGreaterThanOrEqual(25);
  });

  it('names only seeded products and stores, and every name stands for at least one', () => {
    for (const row of products) {
      for (const selector of [row.top, row.then, row.all, row.none]) {
        if (!selector) continue;
        for (const prefix of [...(selector.kinds ?? []), ...(selector.except ?? [])]) {
          expect(PRODUCTS.some((product) => hasPrefix(product.slug, [prefix])), `"${row.q}": no seeded product is ${prefix}-…`).toBe(true);
        }
        expect(productsOf(selector).size, `"${row.q}": ${JSON.stringify(selector)} stands for nothing`).toBeGreaterThan(0);
      }
    }
    for (const row of SEARCH_QUALITY) {
      const stores = row.search === 'stores' ? [...(row.top ?? []), ...(row.all ?? [])] : [row.top?.store, row.then?.store, row.all?.store, row.none?.store];
      for (const slug of stores) if (slug !== undefined) expect(STORE_SLUGS.has(slug), `"${row.q}": no seeded store ${slug}`).toBe(true);
    }
  });
});

describe('search quality on the seeded catalogue', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ prepare: async (database) => void (await seedDatabase(database.db)) });
  }, 180_000);
  afterAll(() => server?.close());

  async function ask(row: ProductQuery | StoreQuery): Promise<Answer> {
    const path = row.search === 'products' ? '/api/search/products' : '/api/search/sellers';
    const { status, body } = await server.json<{ items?: { slug: string }[]; total?: number }>(
      'GET',
      `${path}?${new URLSearchParams({ q: row.q, pageSize: String(PAGE_SIZE) })}`,
      undefined,
      { 'Accept-Language': row.lang },
    );
    expect(status, `"${row.q}" answered ${status}: ${JSON.stringify(body)}`).toBe(200);
    return { slugs: (body.items ?? []).map((item) => item.slug), total: body.total ?? 0 };
  }

  /** What a product query's answer gets wrong, one sentence each; none when it is right. */
  function productProblems(row: ProductQuery, { slugs, total }: Answer): string[] {
    const problems: string[] = [];
    if (row.empty && total > 0) problems.push('should find nothing');
    let ranked = 0;
    for (const [label, selector] of [['top', row.top], ['then', row.then]] as const) {
      if (!selector) continue;
      const expected = productsOf(selector);
      const place = slugs.slice(ranked, ranked + expected.size);
      if (!sameSet(place, expected)) {
        const missing = [...expected].filter((slug) => !place.includes(slug));
        const intruders = place.filter((slug) => !expected.has(slug));
        problems.push(
          `results ${ranked + 1}–${ranked + expected.size} (${label}) should be ${listed(expected)}; missing there: ${listed(missing)}; in their place: ${listed(intruders)}`,
        );
      }
      ranked += expected.size;
    }
    if (row.all) {
      const missing = [...productsOf(row.all)].filter((slug) => !slugs.includes(slug));
      if (missing.length > 0) problems.push(`should find all ${productsOf(row.all).size}; missing ${missing.length}: ${listed(missing)}`);
    }
    if (row.none) {
      const unwanted = productsOf(row.none);
      const present = slugs.slice(0, FIRST_PAGE).filter((slug) => unwanted.has(slug));
      if (present.length > 0) problems.push(`should not show on the first page: ${listed(present)}`);
    }
    return problems;
  }

  function storeProblems(row: StoreQuery, { slugs, total }: Answer): string[] {
    const problems: string[] = [];
    if (row.top && !sameSet(slugs.slice(0, row.top.length), new Set(row.top))) problems.push(`the first ${row.top.length} should be ${row.top.join(', ')}`);
    const missing = (row.all ?? []).filter((slug) => !slugs.includes(slug));
    if (missing.length > 0) problems.push(`should find ${missing.join(', ')}`);
    if (total === 0 && (row.top?.length ?? 0) + (row.all?.length ?? 0) > 0) problems.push('found nothing');
    return problems;
  }

  it.each(SEARCH_QUALITY)('[$lang] $search "$q" — $why', async (row) => {
    const answer = await ask(row);
    const problems = row.search === 'products' ? productProblems(row, answer) : storeProblems(row, answer);
    const shown = row.search === 'products' ? listed(answer.slugs.slice(0, 30)) : answer.slugs.join(', ') || '(none)';
    const more = answer.slugs.length > 30 ? `, … (${answer.slugs.length - 30} more on this page)` : '';
    expect(problems, `"${row.q}" (${row.lang}, ${row.why}) found ${answer.total}: ${shown}${more}\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});
