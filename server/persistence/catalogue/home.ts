// Categories with their product counts, and the home feed: featured products, new arrivals and
// the best discounts in stock in one prepared query, with the featured stores and the categories
// the caller has (each aggregated over many products here, and kept a few seconds by the routes).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LISTING_COUNT_CAP } from '../../../src/contract/common';
import { HOME_PRODUCTS, HOME_SELLERS, type Category, type HomeFeed, type SellerCard } from '../../../src/contract/catalogue';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../database';
import { categories, products, sellers } from '../schema';
import { prepared, rowCount } from './prepared';
import { cardRow, matchingFilters, toCard } from './product-cards';
import { featuredSellers } from './sellers';

/**
 * The categories, each with its product count up to LISTING_COUNT_CAP and whether it has more:
 * a count that stops at the cap reads the category's index a bounded way, however large.
 */
export async function allCategories(db: Db, language: Language): Promise<Category[]> {
  // Qualified by hand: Drizzle leaves the columns of a one-table query unqualified, and inside the
  // subquery an unqualified "slug" would be the product's.
  const counted = sql<number>`(select count(*) from (select 1 from ${products} as p where p.category_slug = ${sql.identifier('categories')}.${sql.identifier('slug')} and p.listed limit ${LISTING_COUNT_CAP + 1}) as bounded)`;
  const rows = await db
    .select({
      slug: categories.slug,
      name: language === 'ar' ? categories.nameAr : categories.nameEn,
      image: categories.image,
      counted: counted.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  return rows.map(({ counted: count, ...category }) => ({
    ...category,
    productCount: Math.min(count, LISTING_COUNT_CAP),
    productCountIsLowerBound: count > LISTING_COUNT_CAP,
  }));
}

/** The home feed's product sections, as their rows carry them (`section`). */
const SECTION = { featured: 0, newArrivals: 1, deals: 2 } as const;
type Section = (typeof SECTION)[keyof typeof SECTION];

/**
 * The home feed's three product sections in one prepared query per language, each section the
 * first HOME_PRODUCTS rows of its own index: products_featured_newest_idx, products_newest_idx,
 * and products_deals_idx (each condition spelled as the index's predicate, so the planner walks it).
 */
const homeProductsQuery = (db: Db, language: Language) =>
  prepared(db, `catalogue_home_products_${language}`, (name) => {
    const newest = [desc(products.createdAt), desc(products.slug)];
    const section = (index: Section, where: SQL, order: SQL[]) =>
      db
        .select({
          card: cardRow(language),
          section: sql<number>`${sql.raw(String(index))}`.mapWith(Number).as('section'),
          // The row's place in its section: a union's rows come in no promised order.
          place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.mapWith(Number).as('place'),
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
        .where(where)
        .orderBy(...order)
        .limit(rowCount(HOME_PRODUCTS));
    return section(SECTION.featured, sql`${products.featured} and ${products.listed}`, newest)
      .unionAll(section(SECTION.newArrivals, matchingFilters({}), newest))
      .unionAll(
        section(
          SECTION.deals,
          and(sql`${products.discountBasisPoints} is not null and ${products.stock} > 0 and ${products.listed}`, matchingFilters({ discounted: true, inStockOnly: true }))!,
          [desc(products.discountBasisPoints), ...newest],
        ),
      )
      .prepare(name);
  });

/** The parts of home that aggregate over many products, which the caller may keep a few seconds. */
export interface HomeAggregates {
  readonly categories: Promise<Category[]>;
  readonly sellers: Promise<SellerCard[]>;
}

/** The featured stores of home, each with its product count and rating over all its products. */
export const homeSellers = (db: Db, language: Language): Promise<SellerCard[]> => featuredSellers(db, language, HOME_SELLERS);

export async function homeFeed(db: Db, language: Language, aggregates: HomeAggregates): Promise<HomeFeed> {
  const [rows, sellerCards, categoriesWithCounts] = await Promise.all([homeProductsQuery(db, language).execute(), aggregates.sellers, aggregates.categories]);
  const cardsOf = (section: Section) =>
    rows
      .filter((row) => row.section === section)
      .sort((a, b) => a.place - b.place)
      .map(({ card }) => toCard(card));
  return {
    featured: cardsOf(SECTION.featured),
    newArrivals: cardsOf(SECTION.newArrivals),
    deals: cardsOf(SECTION.deals),
    sellers: sellerCards,
    categories: categoriesWithCounts,
  };
}
