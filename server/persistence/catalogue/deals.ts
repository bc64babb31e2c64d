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
  const rows = await dealPageQuery(db, language, pageSize).execute({ now, offset: (page - 1) * pageSize });
  const total = rows[0]?.total ?? (page === 1 ? 0 : await db.$count(storeDeals, running(now)));
  const productsBySeller = await discountedProductsOf(db, language, [...new Set(rows.map((row) => row.sellerSlug))]);
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

/** Up to DEAL_PRODUCTS discounted products per store of `sellers`: in stock first, biggest discount first. Prepared per language. */
const discountedProductsQuery = (db: Db, language: Language) =>
  prepared(db, `catalogue_deal_products_${language}`, (name) => {
    const inStockFirst = sql`(${products.stock} > 0)`;
    const order = [desc(inStockFirst), desc(products.discountBasisPoints), asc(products.slug)];
    // Inside the subquery "products" is its own FROM item, so the column references resolve there.
    const amongTheFirst = sql`${products.slug} in (
      select ranked.slug from (
        select ${products.slug}, row_number() over (partition by ${products.sellerSlug} order by ${sql.join(order, sql`, `)}) as place
        from ${products}
        where ${and(sql`${products.sellerSlug} = any(${sql.placeholder('sellers')}::text[])`, matchingFilters({ discounted: true }))}
      ) ranked
      where ranked.place <= ${sql.raw(String(DEAL_PRODUCTS))}
    )`;
    return selectCards(db, language)
      .where(amongTheFirst)
      .orderBy(asc(products.sellerSlug), ...order)
      .prepare(name);
  });

async function discountedProductsOf(db: Db, language: Language, sellerSlugs: readonly string[]): Promise<Map<string, ProductCard[]>> {
  const bySeller = new Map<string, ProductCard[]>();
  if (sellerSlugs.length === 0) return bySeller;
  const rows = await discountedProductsQuery(db, language).execute({ sellers: sellerSlugs });
  for (const { card } of rows) {
    const list = bySeller.get(card.sellerSlug) ?? [];
    list.push(toCard(card));
    bySeller.set(card.sellerSlug, list);
  }
  return bySeller;
}
