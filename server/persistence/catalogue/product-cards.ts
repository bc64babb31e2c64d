// Product cards: the listing, gift and search pages, and the product rows of the home feed and
// store deals. One query per page (the store is joined, the total is a bounded count; the
// listing's is prepared), answered in the request's language, with prices through the domain's
// pricing. Pages by number reach LISTING_COUNT_CAP products; deeper, a cursor continues. A search
// by relevance ranks its matches, but one word common enough is read from the search postings,
// already in order (search-postings.ts).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductCard, ProductPage, ProductSort, SearchSort } from '../../../src/contract/catalogue';
import { LISTING_COUNT_CAP } from '../../../src/contract/common';
import { ratingAverage } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/locale';
import { salePrice, stockState } from '../../../src/domain/pricing';
import type { Db } from '../database';
import { products, sellers } from '../schema';
import { jsonRow } from './json-row';
import { prepared, rowCount, rowCountText } from './prepared';
import { POSTINGS_ORDER, postingsHold, postingsPage, postingsPageValues, postingTermsOf, type PostingTerms } from './search-postings';
import { documentMatches, relevanceKeys, searchQueries, TS_QUERY_PLACEHOLDERS, widenedQuery, type TextQuery } from './text-search';

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
  /** The page after this row of the sort (a listing's `next`), instead of the page by number. */
  readonly after?: ListingCursor;
  /**
   * A listing's bounded count (up to LISTING_COUNT_CAP + 1) of these filters, counted a moment
   * ago: the page is then read without counting again. Ignored by a search.
   */
  readonly knownCount?: number;
  /**
   * A search's searchPostingsHold, found a moment ago: whether the postings hold its candidates.
   * Found again when absent.
   */
  readonly postingsHold?: boolean;
}

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

/** A filter's value in SQL: a placeholder of a prepared query, or the value itself. */
type Bind = (name: keyof ProductFilters) => SQL;
const bindPlaceholder: Bind = (name) => sql`${sql.placeholder(name)}`;
const bindValues =
  (filters: ProductFilters): Bind =>
  (name) =>
    sql`${filters[name]}`;

/**
 * The conditions of the filters asked for, and only those: a condition switched off by a
 * parameter would hide the filter from the planner, which then could not walk the index of
 * the category, the store or gifts in the page's order. Flags are bare boolean columns, so
 * that `is_gift` matches the gift indexes' own predicate. Shoppers see published products only:
 * `listed` is always a condition, bare too, as the last column of every listing index and in the
 * featured and deals indexes' predicates.
 */
function filterConditions(filters: ProductFilters, bind: Bind): SQL[] {
  const conditions: SQL[] = [sql`${products.listed}`];
  const categories = filters.categories ?? [];
  if (categories.length === 1) conditions.push(sql`${products.categorySlug} = ${bind('categories')}`);
  if (categories.length > 1) conditions.push(sql`${products.categorySlug} = any(${bind('categories')}::text[])`);
  if (filters.seller !== undefined) conditions.push(sql`${products.sellerSlug} = ${bind('seller')}`);
  if (filters.priceFrom !== undefined) conditions.push(sql`${products.salePrice} >= ${bind('priceFrom')}`);
  if (filters.priceTo !== undefined) conditions.push(sql`${products.salePrice} <= ${bind('priceTo')}`);
  if (filters.freeShipping) conditions.push(sql`${products.freeShipping}`);
  // As the domain's isDiscounted: the discount is worth at least a halala (a stored column, in the listings' indexes).
  if (filters.discounted) conditions.push(sql`${products.isDiscounted}`);
  if (filters.customisable) conditions.push(sql`${products.customisable}`);
  if (filters.giftsOnly) conditions.push(sql`${products.isGift}`);
  if (filters.inStockOnly) conditions.push(sql`${products.stock} > 0`);
  return conditions;
}

/** The values of a prepared listing's filter placeholders. */
const filterValues = (filters: ProductFilters) => ({
  categories: (filters.categories ?? []).length === 1 ? filters.categories?.[0] : filters.categories,
  seller: filters.seller,
  priceFrom: filters.priceFrom,
  priceTo: filters.priceTo,
});

/** The products `filters` allow, as a condition with its values. */
export const matchingFilters = (filters: ProductFilters): SQL => and(sql`true`, ...filterConditions(filters, bindValues(filters)))!;

/** What a listing sorts by, and which way: every sort is (key, slug) in one direction. */
const SORT_KEYS = {
  newest: { key: products.createdAt, descending: true },
  oldest: { key: products.createdAt, descending: false },
  'price-desc': { key: products.salePrice, descending: true },
  'price-asc': { key: products.salePrice, descending: false },
} as const;

/** A listing's order, or a search's by price or date; relevance is searchRows' own. */
function orderOf(sort: ProductSort): SQL[] {
  const { key, descending } = SORT_KEYS[sort];
  return descending ? [desc(key), desc(products.slug)] : [asc(key), asc(products.slug)];
}

/**
 * A cursor names the last row of a page by its sort key and slug: the next page is the rows
 * after it in the sort's order, a range of the sort's index however deep. Opaque to clients
 * (base64url of "key~slug"); a cursor that does not read as one of this sort is refused.
 */
export interface ListingCursor {
  readonly key: string;
  readonly slug: string;
}

export function encodeCursor(sort: ProductSort, row: { readonly cursorTime: string; readonly salePrice: number | string; readonly slug: string }): string {
  const key = SORT_KEYS[sort].key === products.createdAt ? row.cursorTime : String(row.salePrice);
  return Buffer.from(`${key}~${row.slug}`, 'utf8').toString('base64url');
}

/** A creation time as the cursor carries it: UTC to the microsecond, as PostgreSQL keeps it (a Date would drop the microseconds). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor, or null when `text` is not a cursor of `sort`. */
export function decodeCursor(sort: ProductSort, text: string): ListingCursor | null {
  const [key, slug, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('~');
  if (key === undefined || slug === undefined || rest.length > 0 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  const isTime = SORT_KEYS[sort].key === products.createdAt;
  if (isTime ? !CURSOR_TIME.test(key) || Number.isNaN(Date.parse(key)) : !/^\d{1,15}$/.test(key)) return null;
  return { key, slug };
}

/** The rows after the cursor in `sort`'s order: a row comparison, which the sort's index serves. */
function afterCursor(sort: ProductSort): SQL {
  const { key, descending } = SORT_KEYS[sort];
  const cast = key === products.createdAt ? sql`::timestamptz` : sql`::bigint`;
  const cursor = sql`(${sql.placeholder('afterKey')}${cast}, ${sql.placeholder('afterSlug')}::text)`;
  return descending ? sql`(${key}, ${products.slug}) < ${cursor}` : sql`(${key}, ${products.slug}) > ${cursor}`;
}

/** How far a bounded count reads: the cap and one more, to know it was passed. */
const COUNTED_ROWS = rowCountText(LISTING_COUNT_CAP + 1);

/** How many rows match `where`, counting no further than COUNTED_ROWS. */
const boundedCount = (where: SQL | undefined) =>
  sql<number>`(select count(*) from (select 1 from ${products} where ${where ?? sql`true`} limit ${COUNTED_ROWS}) as bounded)`.mapWith(Number);

/**
 * The bounded count of a search. Its rows come from the document index, but asked for the first
 * thousand rows of a common term the planner would rather scan the table, testing every row's
 * document on the way, than build the index's bitmap: it does not know what a test costs. A
 * materialized CTE is planned for all its rows, so it takes the index, and it is read no
 * further than the limit outside it.
 */
const boundedSearchCount = (where: SQL) =>
  sql<number>`(with matching as materialized (select 1 from ${products} where ${where}) select count(*) from (select 1 from matching limit ${COUNTED_ROWS}) as bounded)`.mapWith(Number);

/** A card's columns as one value (json-row.ts): what a list of cards selects. */
export const cardRow = (language: Language) => jsonRow(cardColumns(language));

/** Cards (as `card`) matching `where`, in `orderBy`, joined to their stores; the base of every product list. */
export function selectCards(db: Db, language: Language) {
  return db.select({ card: cardRow(language) }).from(products).innerJoin(sellers, eq(sellers.slug, products.sellerSlug)).$dynamic();
}

/**
 * A page's row, as one value (json-row.ts): the card, its cursor keys, and the page's count
 * (every row carries it, or none when it is known).
 */
const pageRow = (language: Language, total: SQL<number | null>) => ({
  row: jsonRow({
    ...cardColumns(language),
    cursorTime: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    salePrice: products.salePrice,
    total,
  }),
});

/** The filters a listing can have, each a bit of its prepared statement's shape. */
const SHAPE_BITS: readonly (keyof ProductFilters | 'manyCategories')[] = [
  'categories', 'manyCategories', 'seller', 'priceFrom', 'priceTo', 'freeShipping', 'discounted', 'customisable', 'giftsOnly', 'inStockOnly',
];

/** Which filters a query has, as a number: its prepared statement's name stays within PostgreSQL's 63 characters. */
const shapeOf = (filters: ProductFilters): number =>
  SHAPE_BITS.reduce((shape, name, bit) => {
    const categories = filters.categories?.length ?? 0;
    const present = name === 'categories' ? categories === 1 : name === 'manyCategories' ? categories > 1 : filters[name] !== undefined && filters[name] !== false;
    return present ? shape | (1 << bit) : shape;
  }, 0);

/**
 * How a listing's page is found: the first rows of the sort (page 1), the rows after a cursor, or
 * a page by number past the first, which skips the pages before it.
 */
type Paging = 'first' | 'after' | 'skip';

/**
 * The listing (without a search text): one prepared query per language, sort, set of filters,
 * paging, rows skipped and number of rows (pages by number are few: they stop at the count's cap).
 * It fetches one row more than the page, to know whether a next page exists, and
 * the bounded count of the whole listing with it. A page that skips rows finds its rows first by
 * slug alone, in the sort's index (which also holds the filters' flags, so it is read without
 * the table where the table has not changed since the last vacuum), and only they are read whole
 * and joined to their stores: a skipped row costs an index entry, not a row and a store.
 */
const listingQuery = (db: Db, language: Language, sort: ProductSort, filters: ProductFilters, paging: Paging, skipped: number, counting: boolean, rows: number) =>
  prepared(db, `listing_${language}_${sort}_${shapeOf(filters)}_${paging === 'skip' ? `skip${skipped}` : paging}_${rows}${counting ? '' : '_uncounted'}`, (name) => {
    const filtered = and(...filterConditions(filters, bindPlaceholder));
    const where = paging === 'after' ? and(filtered, afterCursor(sort)) : filtered;
    const total = counting ? boundedCount(filtered) : sql<null>`null`;
    const cards = db.select(pageRow(language, total)).from(products).innerJoin(sellers, eq(sellers.slug, products.sellerSlug));
    if (paging !== 'skip') return cards.where(where).orderBy(...orderOf(sort)).limit(rowCount(rows)).prepare(name);
    const pageSlugs = db
      .select({ slug: products.slug })
      .from(products)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(rowCount(rows))
      .offset(rowCount(skipped));
    return cards.where(inArray(products.slug, pageSlugs)).orderBy(...orderOf(sort)).prepare(name);
  });

export async function productPage(db: Db, language: Language, query: ProductPageQuery): Promise<ProductPage> {
  const sort = query.sort === 'relevance' && !query.text ? 'newest' : query.sort;
  let rows: PageRow[];
  let where: SQL;
  if (query.text) {
    const window = { limit: query.pageSize + 1, offset: (query.page - 1) * query.pageSize };
    ({ rows, where } = await searchRows(db, language, query.text, query.sort, query.filters, window, SEARCH_CANDIDATES, query.postingsHold));
  } else {
    where = matchingFilters(query.filters);
    const listingSort = sort as ProductSort;
    const after = query.after;
    const paging: Paging = after !== undefined ? 'after' : query.page > 1 ? 'skip' : 'first';
    const skipped = paging === 'skip' ? (query.page - 1) * query.pageSize : 0;
    const read = await listingQuery(db, language, listingSort, query.filters, paging, skipped, query.knownCount === undefined, query.pageSize + 1).execute({
      ...filterValues(query.filters),
      afterKey: after?.key,
      afterSlug: after?.slug,
    });
    rows = read.map(({ row }) => row);
  }
  const hasNext = rows.length > query.pageSize;
  const items = rows.slice(0, query.pageSize);
  // Past the last page there is no row to carry the count: count on its own.
  const known = query.text ? undefined : query.knownCount;
  const counted = known ?? rows[0]?.total ?? (query.page === 1 && query.after === undefined ? 0 : await countMatching(db, where, query.text !== undefined));
  const last = items.at(-1);
  return {
    items: items.map(toCard),
    total: Math.min(counted, LISTING_COUNT_CAP),
    totalIsLowerBound: counted > LISTING_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
    // Search pages stop at the count: its relevance order has no index to continue along.
    next: hasNext && last !== undefined && !query.text && sort !== 'relevance' ? encodeCursor(sort, last) : null,
  };
}

/**
 * How many matches the header's suggestions rank: they show a handful of products and no count,
 * so a hundred candidates are enough, and a common beginning ("cush") costs a hundred rows
 * rather than the count's thousand.
 */
export const SUGGESTION_CANDIDATES = 100;

/**
 * The first `limit` products of a search by relevance, ranked among SUGGESTION_CANDIDATES matches.
 * `postingsHold`: suggestionPostingsHold of the query, found a moment ago; found again when absent.
 */
export async function suggestedCards(db: Db, language: Language, text: TextQuery, limit: number, postingsHold?: boolean): Promise<ProductCard[]> {
  const { rows } = await searchRows(db, language, text, 'relevance', {}, { limit, offset: 0 }, SUGGESTION_CANDIDATES, postingsHold);
  return rows.map(toCard);
}

/** Whether suggestedCards reads the query's products from the postings. */
export const suggestionPostingsHold = (db: Db, text: TextQuery): Promise<boolean> =>
  searchPostingsHold(db, { text, sort: 'relevance', filters: {} }, SUGGESTION_CANDIDATES);

/** A page's bounded count as productPage's `knownCount` takes it: LISTING_COUNT_CAP + 1 when the total is a lower bound. */
export const boundedCountOf = (page: Pick<ProductPage, 'total' | 'totalIsLowerBound'>): number => (page.totalIsLowerBound ? LISTING_COUNT_CAP + 1 : page.total);

type PageRow = CardRow & { readonly total: number | null; readonly cursorTime: string; readonly salePrice: number };

async function countMatching(db: Db, where: SQL, search: boolean): Promise<number> {
  const [row] = await db.select({ total: search ? boundedSearchCount(where) : boundedCount(where) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/**
 * How many matching rows a search by relevance ranks: one more than the count shows, so a query
 * matching much of the catalogue costs what a page of the count costs. Sorts by price or date
 * walk their own index instead, and see every match.
 */
export const SEARCH_CANDIDATES = LISTING_COUNT_CAP + 1;

/**
 * The products shoppers have reviewed: where a search by relevance looks first. Spelled as the
 * predicate of products_search_reviewed_idx (with `listed`, which every search has), a document
 * index of the reviewed products alone, a small part of a large catalogue.
 */
const REVIEWED = sql`${products.ratingCount} > 0`;

/**
 * A search's page: one prepared query per language, sort, set of filters, number of candidates,
 * rows skipped and rows, its tsqueries and filters bound as values (searchQueries, filterValues).
 */
const searchQuery = (db: Db, language: Language, sort: SearchSort, filters: ProductFilters, candidateCount: number, skipped: number, rows: number) =>
  prepared(db, `search_${language}_${sort}_${shapeOf(filters)}_${candidateCount}_${skipped}_${rows}`, (name) => {
    const where = and(...filterConditions(filters, bindPlaceholder), documentMatches(products.searchDocument, TS_QUERY_PLACEHOLDERS))!;
    const [limit, offset] = [rowCount(rows), rowCount(skipped)];
    if (sort !== 'relevance') {
      return db
        .select(pageRow(language, boundedSearchCount(where)))
        .from(products)
        .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(limit)
        .offset(offset)
        .prepare(name);
    }
    // The candidates are ranked as an index yields them, reading only their small names column;
    // only the page's rows are then joined to their cards. A common word is in a hundred thousand
    // documents of a million, and listing them all from the document index costs more than the
    // rest of the search: when the reviewed products alone give a full set of candidates, they are
    // the candidates (the proven products of a crowded query, and the count still reads "1,000+"),
    // and the index of every product is not read at all (its side of the union is gated by a
    // one-time filter). Otherwise every match is a candidate. `reviewed` and `matches` are each read
    // twice (their candidates, their count), so PostgreSQL materializes them: planned for all their
    // rows, each takes its document index (see boundedSearchCount), and is read only as far as the
    // candidates go.
    const keys = relevanceKeys(products.searchNames, TS_QUERY_PLACEHOLDERS);
    const ranked = (condition: SQL) =>
      db
        .select({ slug: products.slug, tier: keys.tier.as('tier'), nameStart: keys.nameStart.as('name_start'), rank: keys.rank.as('rank'), createdAt: products.createdAt })
        .from(products)
        .where(condition);
    const reviewed = db.$with('reviewed').as(ranked(and(where, REVIEWED)!).limit(rowCount(candidateCount)));
    const matches = db.$with('matches').as(ranked(where));
    const reviewedAreEnough = sql`((select count(*) from ${reviewed}) >= ${sql.raw(String(candidateCount))})`;
    const candidates = db.$with('candidates').as(
      db
        .select()
        .from(reviewed)
        .where(reviewedAreEnough)
        .unionAll(db.select().from(matches).where(sql`not ${reviewedAreEnough}`).limit(rowCount(candidateCount))),
    );
    const byRelevance = [desc(candidates.tier), desc(candidates.nameStart), desc(candidates.rank), desc(candidates.createdAt), desc(candidates.slug)];
    const page = db.$with('page').as(db.select().from(candidates).orderBy(...byRelevance).limit(limit).offset(offset));
    return db
      .with(reviewed, matches, candidates, page)
      .select(
        pageRow(
          language,
          sql<number>`case when ${reviewedAreEnough} then ${sql.raw(String(candidateCount))} else (select count(*) from (select 1 from ${matches} limit ${sql.raw(String(candidateCount))}) as bounded) end`.mapWith(Number),
        ),
      )
      .from(page)
      .innerJoin(products, eq(products.slug, page.slug))
      .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
      .orderBy(desc(page.tier), desc(page.nameStart), desc(page.rank), desc(page.createdAt), desc(page.slug))
      .prepare(name);
  });

/** The terms of a search the postings can answer (search-postings.ts): one word, by relevance, without filters; else null. */
const postingTermsFor = (query: TextQuery, sort: SearchSort, filters: ProductFilters): PostingTerms | null =>
  sort === 'relevance' && shapeOf(filters) === 0 ? postingTermsOf(query) : null;

/** Whether a search's page is read from the postings (ProductPageQuery's postingsHold), as productPage would find it. */
export async function searchPostingsHold(db: Db, query: Pick<ProductPageQuery, 'text' | 'sort' | 'filters'>, candidates = SEARCH_CANDIDATES): Promise<boolean> {
  const terms = query.text ? postingTermsFor(query.text, query.sort, query.filters) : null;
  return terms !== null && postingsHold(db, terms, candidates);
}

/** A one-word search's page from the postings, its count the candidates: the postings hold that many. */
const postingsQuery = (db: Db, language: Language, candidateCount: number, terms: number, page: { offset: number; limit: number }, reach: number) =>
  prepared(db, `search_postings_${language}_${candidateCount}_${terms}_${page.offset}_${page.limit}_${reach}`, (name) =>
    db
      .select(pageRow(language, sql<number>`${rowCountText(candidateCount)}`.mapWith(Number)))
      .from(postingsPage(terms, page, reach))
      .innerJoin(products, sql`${products.slug} = page.product_slug`)
      .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
      .orderBy(POSTINGS_ORDER)
      .prepare(name),
  );

/** A search: the query as analysed, or when it finds nothing, once more with its typos widened. */
async function searchRows(
  db: Db,
  language: Language,
  text: TextQuery,
  sort: SearchSort,
  filters: ProductFilters,
  window: { limit: number; offset: number },
  candidateCount: number,
  holdKnown?: boolean,
): Promise<{ rows: PageRow[]; where: SQL }> {
  const run = async (query: TextQuery, hold?: boolean) => {
    const where = and(matchingFilters(filters), documentMatches(products.searchDocument, query))!;
    const terms = postingTermsFor(query, sort, filters);
    const fromPostings = terms !== null && (hold ?? (await postingsHold(db, terms, candidateCount)));
    const read = fromPostings
      ? await postingsQuery(db, language, candidateCount, terms.terms.length, window, Math.min(window.offset + window.limit, candidateCount)).execute(postingsPageValues(terms))
      : await searchQuery(db, language, sort, filters, candidateCount, window.offset, window.limit).execute({ ...filterValues(filters), ...searchQueries(query) });
    return { rows: read.map(({ row }): PageRow => row), where };
  };
  const exact = await run(text, holdKnown);
  if (exact.rows.length > 0) return exact;
  // Nothing on this page: widen only when nothing matched at all, not past the last page.
  if (window.offset > 0 && (await countMatching(db, exact.where, true)) > 0) return exact;
  const widened = await widenedQuery(db, text);
  return widened ? run(widened) : exact;
}
