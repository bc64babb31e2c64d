// Store deals running at a given moment (from the Clock port): a store's own, and the store
// deals page, where each deal shows a few of its store's discounted products. The products of
// every deal on a page come from one query, numbered per store by a window function.
import { and, asc, desc, eq, gt, lte, sql, type Placeholder } from 'drizzle-orm';
import { DEAL_PRODUCTS, type ProductCard, type StoreDeal, type StoreDealCard } from '../../../src/contract/catalogue';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../database';
import { products, sellers, storeDeals } from '../schema';
import { prepared, rowCount } from './prepared';
import { matchingFilters, selectCards, toCard, type Page } from './product-cards';

/** The deals running at `now`: a moment, or a prepared query's placeholder for one. */
const running = (now: Date | Placeholder) => and(lte(storeDeals.startsAt, now), gt(storeDeals.endsAt, now));

const dealColumns = (language: Language) => ({
  slug: storeDeals.slug,
  title: language === 'ar' ? storeDeals.titleAr : storeDeals.titleEn,
  description: language === 'ar' ? storeDeals.descriptionAr : storeDeals.descriptionEn,
  discountBasisPoints: storeDeals.discountBasisPoints,
  banner: storeDeals.banner,
  startsAt: storeDeals.startsAt,
  endsAt: storeDeals.endsAt,
});

interface DealRow {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly discountBasisPoints: number;
  readonly banner: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

const toDeal = (row: DealRow): StoreDeal => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  discountBasisPoints: row.discountBasisPoints,
  banner: row.banner,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** Biggest discount first, then the one ending soonest. */
const dealOrder = [desc(storeDeals.discountBasisPoints), asc(storeDeals.endsAt), asc(storeDeals.slug)];

/** One store's running deals. */
export async function activeDeals(db: Db, language: Language, now: Date, { seller }: { seller: string }): Promise<StoreDeal[]> {
  const rows = await db
    .select(dealColumns(language))
    .from(storeDeals)
    .where(and(eq(storeDeals.sellerSlug, seller), running(now)))
    .orderBy(...dealOrder);
  return rows.map(toDeal);
}

/** The store of each running deal of a page: as the deals' page query finds them, by the moment and the rows skipped. */
const dealPageSellers = (pageSize: number) =>
  sql`select ${storeDeals.sellerSlug} from ${storeDeals} where ${running(sql.placeholder('now'))} order by ${sql.join(dealOrder, sql`, `)} limit ${sql.raw(String(pageSize))} offset ${sql.placeholder('offset')}`;

/** The running deals of a page, with their stores: prepared per language and page size. */
const dealPageQuery = (db: Db, language: Language, pageSize: number) =>
  prepared(db, `catalogue_store_deals_${language}_${pageSize}`, (name) =>
    db
      .select({
        ...dealColumns(language),
        sellerSlug: sellers.slug,
        sellerName: language === 'ar' ? sellers.nameAr : sellers.nameEn,
        sellerLogo: sellers.logo,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(storeDeals)
      .innerJoin(sellers, eq(sellers.slug, storeDeals.sellerSlug))
      .where(running(sql.placeholder('now')))
      .orderBy(...dealOrder)
      .limit(rowCount(pageSize))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

export async function storeDealPage(db: Db, language: Language, now: Date, page: number, pageSize: number): Promise<Page<StoreDealCard>> {
  const values = { now, offset: (page - 1) * pageSize };
  const [rows, productsBySeller] = await Promise.all([dealPageQuery(db, language, pageSize).execute(values), discountedProductsOf(db, language, pageSize, values)]);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await db.$count(storeDeals, running(now)));
  return {
    items: rows.map((row) => ({
      ...toDeal(row),
      seller: { slug: row.sellerSlug, name: row.sellerName, logo: row.sellerLogo },
      products: productsBySeller.get(row.sellerSlug) ?? [],
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * Up to DEAL_PRODUCTS discounted products of the store of each deal of a page: in stock first,
 * biggest discount first. Prepared per language and page size, with the same values as the page
 * (not its stores' slugs: an array's length changes its plan's cost, so PostgreSQL planned it
 * again at every request, a millisecond, more than running it), and run beside it.
 */
const discountedProductsQuery = (db: Db, language: Language, pageSize: number) =>
  prepared(db, `catalogue_deal_products_${language}_${pageSize}`, (name) => {
    const inStockFirst = sql`(${products.stock} > 0)`;
    const order = [desc(inStockFirst), desc(products.discountBasisPoints), asc(products.slug)];
    // Inside the subquery "products" is its own FROM item, so the column references resolve there.
    const amongTheFirst = sql`${products.slug} in (
      select first.slug from (${dealPageSellers(pageSize)}) as store
      cross join lateral (
        select ${products.slug} from ${products}
        where ${and(sql`${products.sellerSlug} = store.seller_slug`, matchingFilters({ discounted: true }))}
        order by ${sql.join(order, sql`, `)}
        limit ${sql.raw(String(DEAL_PRODUCTS))}
      ) as first
    )`;
    return selectCards(db, language)
      .where(amongTheFirst)
      .orderBy(asc(products.sellerSlug), ...order)
      .prepare(name);
  });

async function discountedProductsOf(db: Db, language: Language, pageSize: number, values: { now: Date; offset: number }): Promise<Map<string, ProductCard[]>> {
  const bySeller = new Map<string, ProductCard[]>();
  const rows = await discountedProductsQuery(db, language, pageSize).execute(values);
  for (const { card } of rows) {
    const list = bySeller.get(card.sellerSlug) ?? [];
    list.push(toCard(card));
    bySeller.set(card.sellerSlug, list);
  }
  return bySeller;
}
