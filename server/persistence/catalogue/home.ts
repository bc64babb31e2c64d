// Categories with their product counts, and the home feed: featured products, new arrivals,
// the best discounts in stock, featured stores and the categories, in five queries run together.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { HOME_PRODUCTS, HOME_SELLERS, type Category, type HomeFeed } from '../../../src/contract/catalogue';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../database';
import { categories, products } from '../schema';
import { matchingFilters, selectCards, toCard } from './product-cards';
import { featuredSellers } from './sellers';

export async function allCategories(db: Db, language: Language): Promise<Category[]> {
  const counts = db
    .select({ categorySlug: products.categorySlug, productCount: sql<number>`count(*)::int`.as('product_count') })
    .from(products)
    .groupBy(products.categorySlug)
    .as('counts');
  const rows = await db
    .select({
      slug: categories.slug,
      name: language === 'ar' ? categories.nameAr : categories.nameEn,
      image: categories.image,
      productCount: sql<number>`coalesce(${counts.productCount}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categorySlug, categories.slug))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  return rows;
}

export async function homeFeed(db: Db, language: Language): Promise<HomeFeed> {
  const newest = [desc(products.createdAt), asc(products.slug)];
  const [featured, newArrivals, deals, sellers, categoryList] = await Promise.all([
    selectCards(db, language).where(eq(products.featured, true)).orderBy(...newest).limit(HOME_PRODUCTS),
    selectCards(db, language).orderBy(...newest).limit(HOME_PRODUCTS),
    selectCards(db, language)
      .where(matchingFilters({ discounted: true, inStockOnly: true }))
      .orderBy(desc(products.discountBasisPoints), ...newest)
      .limit(HOME_PRODUCTS),
    featuredSellers(db, language, HOME_SELLERS),
    allCategories(db, language),
  ]);
  return {
    featured: featured.map(toCard),
    newArrivals: newArrivals.map(toCard),
    deals: deals.map(toCard),
    sellers,
    categories: categoryList,
  };
}
