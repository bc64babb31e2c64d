// Product cards: the listing, gift and search pages, and the product rows of the home feed and
// store deals. One query per page (the store is joined, the total is a window count; the
// listing's is prepared), answered in the request's language, with prices through the domain's
// pricing.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductCard, ProductSort, SearchSort } from '../../../src/contract/catalogue';
import { ratingAverage } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/locale';
import { salePrice, stockState } from '../../../src/domain/pricing';
import type { Db } from '../database';
import { products, sellers } from '../schema';
import { prepared } from './prepared';
import { canWiden, textMatches, textRank, type MatchMode, type TextQuery } from './text-search';

export interface Page<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The filters of spec §9 (and the store, and gifts), each absent or off when not asked for. */
export interface ProductFilters {
  readonly categories?: readonly string[];
  readonly seller?: string;
  /** Halalas, on the sale price, included. */
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly freeShipping?: boolean;
  readonly discounted?: boolean;
  readonly customisable?: boolean;
  readonly giftsOnly?: boolean;
  readonly inStockOnly?: boolean;
}

export interface ProductPageQuery {
  readonly filters: ProductFilters;
  /** 'relevance' needs `text`; without it the page is the newest first. */
  readonly sort: SearchSort;
  readonly text?: TextQuery;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * The sale price in SQL, for filters and sorts: price − round(price × bp / 10000), rounded half
 * away from zero as src/domain/money.ts roundDiv does ((2n + d) div 2d, all positive). The
 * answers themselves take the sale price from the domain; tests hold the two to each other.
 */
const saleSql = sql<number>`(${products.price} - coalesce((2 * ${products.price} * ${products.discountBasisPoints} + 10000) / 20000, 0))`;

export const cardColumns = (language: Language) => ({
  slug: products.slug,
  name: language === 'ar' ? products.nameAr : products.nameEn,
  price: products.price,
  discountBasisPoints: products.discountBasisPoints,
  freeShipping: products.freeShipping,
  customisable: products.customisable,
  isGift: products.isGift,
  stock: products.stock,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  image: sql<string | null>`(${products.images} ->> 0)`,
  sellerSlug: products.sellerSlug,
  sellerName: language === 'ar' ? sellers.nameAr : sellers.nameEn,
});

interface CardRow {
  readonly slug: string;
  readonly name: string;
  readonly price: number;
  readonly discountBasisPoints: number | null;
  readonly freeShipping: boolean;
  readonly customisable: boolean;
  readonly isGift: boolean;
  readonly stock: number;
  readonly ratingSum: number;
  readonly ratingCount: number;
  readonly image: string | null;
  readonly sellerSlug: string;
  readonly sellerName: string;
}

export function toCard(row: CardRow): ProductCard {
  const price = Number(row.price);
  const stock = Number(row.stock);
  const discountBasisPoints = row.discountBasisPoints === null ? null : Number(row.discountBasisPoints);
  const priced = {
    id: row.slug,
    sellerId: row.sellerSlug,
    price,
    discountBasisPoints: discountBasisPoints ?? undefined,
    freeShipping: row.freeShipping,
    stock,
    customisable: row.customisable,
  };
  return {
    slug: row.slug,
    name: row.name,
    price,
    salePrice: salePrice(priced),
    discountBasisPoints,
    freeShipping: row.freeShipping,
    customisable: row.customisable,
    isGift: row.isGift,
    stockState: stockState(stock),
    rating: { average: ratingAverage(Number(row.ratingSum), Number(row.ratingCount)), count: Number(row.ratingCount) },
    image: row.image,
    seller: { slug: row.sellerSlug, name: row.sellerName },
  };
}

/** The filters as query parameters: each is '', null or false when not asked for. */
interface FilterParameters {
  /** Category slugs joined by commas (slugs have none). */
  readonly categories: string;
  readonly seller: string | null;
  readonly priceFrom: number | null;
  readonly priceTo: number | null;
  readonly freeShipping: boolean;
  readonly discounted: boolean;
  readonly customisable: boolean;
  readonly giftsOnly: boolean;
  readonly inStockOnly: boolean;
}

const filterParameters = (filters: ProductFilters): FilterParameters => ({
  categories: (filters.categories ?? []).join(','),
  seller: filters.seller ?? null,
  priceFrom: filters.priceFrom ?? null,
  priceTo: filters.priceTo ?? null,
  freeShipping: filters.freeShipping ?? false,
  discounted: filters.discounted ?? false,
  customisable: filters.customisable ?? false,
  giftsOnly: filters.giftsOnly ?? false,
  inStockOnly: filters.inStockOnly ?? false,
});

/** A filter parameter in SQL: a placeholder of a prepared query, or a value. */
type Bind = (name: keyof FilterParameters) => SQL;
const bindPlaceholders: Bind = (name) => sql`${sql.placeholder(name)}`;
const bindValues =
  (parameters: FilterParameters): Bind =>
  (name) =>
    sql`${parameters[name]}`;

/** The products `filters` allow, as a condition with its values. */
export const matchingFilters = (filters: ProductFilters): SQL => listingFilter(bindValues(filterParameters(filters)));

/**
 * Every filter at once, each switched off by its parameter, so that one prepared query per
 * language and sort serves every combination of filters.
 */
function listingFilter(bind: Bind): SQL {
  return and(
    sql`(${bind('categories')}::text = '' or ${products.categorySlug} = any(string_to_array(${bind('categories')}::text, ',')))`,
    sql`(${bind('seller')}::text is null or ${products.sellerSlug} = ${bind('seller')}::text)`,
    sql`(${bind('priceFrom')}::bigint is null or ${saleSql} >= ${bind('priceFrom')}::bigint)`,
    sql`(${bind('priceTo')}::bigint is null or ${saleSql} <= ${bind('priceTo')}::bigint)`,
    sql`(not ${bind('freeShipping')}::boolean or ${products.freeShipping})`,
    // As the domain's isDiscounted: the discount is worth at least a halala.
    sql`(not ${bind('discounted')}::boolean or ${saleSql} < ${products.price})`,
    sql`(not ${bind('customisable')}::boolean or ${products.customisable})`,
    sql`(not ${bind('giftsOnly')}::boolean or ${products.isGift})`,
    sql`(not ${bind('inStockOnly')}::boolean or ${products.stock} > 0)`,
  )!;
}

/** Every sort ends with the slug, so equal keys keep one order and pages never overlap. */
function orderOf(sort: SearchSort, text: TextQuery | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      return text ? [desc(textRank(products.searchText, text)), desc(products.createdAt), asc(products.slug)] : orderOf('newest', text);
    case 'newest':
      return [desc(products.createdAt), asc(products.slug)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.slug)];
    case 'price-desc':
      return [desc(saleSql), asc(products.slug)];
    case 'price-asc':
      return [asc(saleSql), asc(products.slug)];
  }
}

/** Cards matching `where`, in `orderBy`, joined to their stores; the base of every product list. */
export function selectCards(db: Db, language: Language) {
  return db.select(cardColumns(language)).from(products).innerJoin(sellers, eq(sellers.slug, products.sellerSlug)).$dynamic();
}

const withTotal = (language: Language) => ({ ...cardColumns(language), total: sql<number>`count(*) over ()`.mapWith(Number) });

/** The listing (without a search text): one prepared query per language and sort. */
const listingQuery = (db: Db, language: Language, sort: ProductSort) =>
  prepared(db, `catalogue_listing_${language}_${sort}`, (name) =>
    db
      .select(withTotal(language))
      .from(products)
      .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
      .where(listingFilter(bindPlaceholders))
      .orderBy(...orderOf(sort, undefined))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

export async function productPage(db: Db, language: Language, query: ProductPageQuery): Promise<Page<ProductCard>> {
  const parameters = filterParameters(query.filters);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  let rows: (CardRow & { total: number })[];
  let where: SQL;
  if (query.text) {
    ({ rows, where } = await searchRows(db, language, query.text, query.sort, parameters, window));
  } else {
    where = listingFilter(bindValues(parameters));
    rows = await listingQuery(db, language, query.sort === 'relevance' ? 'newest' : query.sort).execute({ ...parameters, ...window });
  }
  // Past the last page there is no row to carry the window count: count on its own.
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await db.$count(products, where));
  return { items: rows.map(toCard), total, page: query.page, pageSize: query.pageSize };
}

/** A search: the exact match, or when it finds nothing and can be widened, the widened one. */
async function searchRows(
  db: Db,
  language: Language,
  text: TextQuery,
  sort: SearchSort,
  parameters: FilterParameters,
  window: { limit: number; offset: number },
) {
  const run = async (mode: MatchMode) => {
    const where = and(listingFilter(bindValues(parameters)), textMatches(products.searchText, text, mode))!;
    const rows = await db
      .select(withTotal(language))
      .from(products)
      .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
      .where(where)
      .orderBy(...orderOf(sort, text))
      .limit(window.limit)
      .offset(window.offset);
    return { rows, where };
  };
  const exact = await run('exact');
  if (exact.rows.length > 0 || !canWiden(text)) return exact;
  // Nothing on this page: widen only when nothing matched at all, not past the last page.
  if (window.offset > 0 && (await db.$count(products, exact.where)) > 0) return exact;
  return run('widened');
}
