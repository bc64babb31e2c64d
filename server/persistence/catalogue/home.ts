// Categories with their product counts, and the home feed: featured products, new arrivals,
// the best discounts in stock and featured stores, in four queries run together, with the
// categories the caller has (counted here, and kept a few seconds by the routes).
import { and, asc, desc, sql } from 'drizzle-orm';
import { LISTING_COUNT_CAP } from '../../../src/contract/common';
import { HOME_PRODUCTS, HOME_SELLERS, type Category, type HomeFeed } from '../../../src/contract/catalogue';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../database';
import { categories, products } from '../schema';
import { matchingFilters, selectCards, toCard } from './product-cards';
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

export async function homeFeed(db: Db, language: Language, categoryList: Promise<Category[]>): Promise<HomeFeed> {
  // The listings' own order (products_newest_idx and the partial indexes of featured and discounted products).
  const newest = [desc(products.createdAt), desc(products.slug)];
  const [featured, newArrivals, deals, sellers, categoriesWithCounts] = await Promise.all([
    // Spelled as products_featured_newest_idx's predicate.
    selectCards(db, language).where(sql`${products.featured} and ${products.listed}`).orderBy(...newest).limit(HOME_PRODUCTS),
    selectCards(db, language).where(matchingFilters({})).orderBy(...newest).limit(HOME_PRODUCTS),
    selectCards(db, language)
      // Spelled as products_deals_idx's predicate, so the planner can walk it; the discount filter says the rest.
      .where(and(sql`${products.discountBasisPoints} is not null and ${products.stock} > 0 and ${products.listed}`, matchingFilters({ discounted: true, inStockOnly: true })))
      .orderBy(desc(products.discountBasisPoints), ...newest)
      .limit(HOME_PRODUCTS),
    featuredSellers(db, language, HOME_SELLERS),
    categoryList,
  ]);
  return {
    featured: featured.map(toCard),
    newArrivals: newArrivals.map(toCard),
    deals: deals.map(toCard),
    sellers,
    categories: categoriesWithCounts,
  };
}
