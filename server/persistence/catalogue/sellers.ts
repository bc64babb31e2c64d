// Stores: cards for the sellers list, the home feed and seller search, and one store's page.
// Each card carries its product count and rating over all its products, from one grouped
// query over the page's stores only (never a query per store, never the whole catalogue).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SellerCard, SellerDetail, SellerSort } from '../../../src/contract/catalogue';
import { ratingAverage, shortText } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../database';
import { cities, products, regions, sellers } from '../schema';
import type { Page } from './product-cards';
import { activeDeals } from './deals';
import { prepared, rowCount } from './prepared';
import { documentMatches, relevanceOrder, widenedQuery, type TextQuery } from './text-search';

/** A store's product count and rating, aggregated over its rows of `products`. */
const productStatsColumns = () => ({
  productCount: sql<number>`count(*)::int`.mapWith(Number).as('product_count'),
  ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`.mapWith(Number).as('rating_sum'),
  ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`.mapWith(Number).as('rating_count'),
});

/**
 * The product count and rating of the given stores, over all their listed products: one grouped query
 * limited to these stores (the store index serves it), so a page of stores never aggregates the
 * whole catalogue.
 */
async function productStatsOf(db: Db, sellerSlugs: readonly string[]): Promise<Map<string, ProductStats>> {
  if (sellerSlugs.length === 0) return new Map();
  const rows = await db
    .select({ sellerSlug: products.sellerSlug, ...productStatsColumns() })
    .from(products)
    .where(and(inArray(products.sellerSlug, [...sellerSlugs]), sql`${products.listed}`))
    .groupBy(products.sellerSlug);
  return new Map(rows.map(({ sellerSlug, ...stats }) => [sellerSlug, stats]));
}

interface ProductStats {
  readonly productCount: number;
  readonly ratingSum: number;
  readonly ratingCount: number;
}

const NO_PRODUCTS: ProductStats = { productCount: 0, ratingSum: 0, ratingCount: 0 };

/** Store rows with their product stats. */
async function withStats<T extends { readonly slug: string }>(db: Db, rows: readonly T[]): Promise<(T & ProductStats)[]> {
  const stats = await productStatsOf(db, rows.map((row) => row.slug));
  return rows.map((row) => ({ ...row, ...(stats.get(row.slug) ?? NO_PRODUCTS) }));
}

function sellerCardColumns(language: Language) {
  const ar = language === 'ar';
  return {
    slug: sellers.slug,
    name: ar ? sellers.nameAr : sellers.nameEn,
    logo: sellers.logo,
    description: ar ? sellers.descriptionAr : sellers.descriptionEn,
    featured: sellers.featured,
    cityId: cities.id,
    cityName: ar ? cities.nameAr : cities.nameEn,
  };
}

function selectSellerCards(db: Db, language: Language) {
  return db
    .select({ ...sellerCardColumns(language), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sellers)
    .innerJoin(cities, eq(cities.id, sellers.cityId))
    .$dynamic();
}

interface SellerRow {
  readonly slug: string;
  readonly name: string;
  readonly logo: string;
  readonly description: string;
  readonly featured: boolean;
  readonly cityId: string;
  readonly cityName: string;
  readonly productCount: number;
  readonly ratingSum: number;
  readonly ratingCount: number;
}

const toSellerCard = (row: SellerRow): SellerCard => ({
  slug: row.slug,
  name: row.name,
  logo: row.logo,
  city: { id: row.cityId, name: row.cityName },
  description: shortText(row.description),
  featured: row.featured,
  productCount: row.productCount,
  rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount },
});

const nameOf = (language: Language) => (language === 'ar' ? sellers.nameAr : sellers.nameEn);

function orderOf(sort: SellerSort, language: Language): SQL[] {
  const byName = [asc(sql`lower(${nameOf(language)})`), asc(sellers.slug)];
  return sort === 'featured' ? [desc(sellers.featured), ...byName] : byName;
}

export interface SellerPageQuery {
  readonly sort: SellerSort;
  readonly page: number;
  readonly pageSize: number;
}

export async function sellerPage(db: Db, language: Language, query: SellerPageQuery & { text?: TextQuery }): Promise<Page<SellerCard>> {
  const found = await sellerPageMatching(db, language, query, query.text);
  // A search that finds nothing is tried once more with its typos widened.
  if (found.total > 0 || !query.text) return found;
  const widened = await widenedQuery(db, query.text);
  return widened ? sellerPageMatching(db, language, query, widened) : found;
}

async function sellerPageMatching(db: Db, language: Language, query: SellerPageQuery, text: TextQuery | undefined): Promise<Page<SellerCard>> {
  const where = text ? documentMatches(sellers.searchDocument, text) : undefined;
  const order = text ? [...relevanceOrder(sellers.searchDocument, text), ...orderOf(query.sort, language)] : orderOf(query.sort, language);
  const rows = await selectSellerCards(db, language)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await db.$count(sellers, where));
  return { items: (await withStats(db, rows)).map(toSellerCard), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Featured stores first, then by name: the home feed's stores. One prepared query per language
 * and number of stores: the first rows of sellers_featured_*_idx (not a sort of every store, and
 * without the stores page's total), each with its product stats from a lateral aggregate over
 * its own products.
 */
export async function featuredSellers(db: Db, language: Language, limit: number): Promise<SellerCard[]> {
  const query = prepared(db, `catalogue_featured_sellers_${language}_${limit}`, (name) => {
    const stats = db
      .select(productStatsColumns())
      .from(products)
      .where(and(eq(products.sellerSlug, sellers.slug), sql`${products.listed}`))
      .as('stats');
    return db
      .select({ ...sellerCardColumns(language), productCount: stats.productCount, ratingSum: stats.ratingSum, ratingCount: stats.ratingCount })
      .from(sellers)
      .innerJoin(cities, eq(cities.id, sellers.cityId))
      .innerJoinLateral(stats, sql`true`)
      .orderBy(...orderOf('featured', language))
      .limit(rowCount(limit))
      .prepare(name);
  });
  return (await query.execute()).map(toSellerCard);
}

export async function sellerDetail(db: Db, language: Language, slug: string, now: Date): Promise<SellerDetail | null> {
  const [[found], deals] = await Promise.all([
    db
      .select({
        ...sellerCardColumns(language),
        banner: sellers.banner,
        regionId: regions.id,
        regionName: language === 'ar' ? regions.nameAr : regions.nameEn,
      })
      .from(sellers)
      .innerJoin(cities, eq(cities.id, sellers.cityId))
      .innerJoin(regions, eq(regions.id, cities.regionId))
      .where(eq(sellers.slug, slug)),
    activeDeals(db, language, now, { seller: slug }),
  ]);
  if (!found) return null;
  const [row] = await withStats(db, [found]);
  if (!row) return null;
  return {
    ...toSellerCard(row),
    description: row.description,
    banner: row.banner,
    region: { id: row.regionId, name: row.regionName },
    deals,
  };
}

export async function sellerExists(db: Db, slug: string): Promise<boolean> {
  return (await db.$count(sellers, eq(sellers.slug, slug))) > 0;
}
