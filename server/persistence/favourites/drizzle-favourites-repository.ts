// The shopper's favourites in the database: one row per (shopper, product), its createdAt the
// moment the product was kept.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FavouritesRepository } from '../../use-cases/favourites/favourites-repository';
import type { Db } from '../database';
import { stampedInTurn } from '../in-turn';
import { favourites, products } from '../schema';

export class DrizzleFavouritesRepository implements FavouritesRepository {
  constructor(private readonly db: Db) {}

  async productExists(slug: string): Promise<boolean> {
    // Only a product shoppers may see (published) can be kept.
    const found = await this.db.select({ slug: products.slug }).from(products).where(and(eq(products.slug, slug), sql`${products.listed}`)).limit(1);
    return found.length > 0;
  }

  async page(userId: string, { offset, limit }: { readonly offset: number; readonly limit: number }) {
    // A kept product its seller withdrew (a draft again, or archived) leaves the list, and comes
    // back should it be published again.
    const mine = and(eq(favourites.userId, userId), sql`${products.listed}`);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          slug: products.slug,
          sellerSlug: products.sellerSlug,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          price: products.price,
          discountBasisPoints: products.discountBasisPoints,
          freeShipping: products.freeShipping,
          customisable: products.customisable,
          stock: products.stock,
          images: products.images,
        })
        .from(favourites)
        .innerJoin(products, eq(products.slug, favourites.productSlug))
        .where(mine)
        .orderBy(desc(favourites.createdAt), asc(favourites.productSlug))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(favourites).innerJoin(products, eq(products.slug, favourites.productSlug)).where(mine),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  async add(userId: string, productSlug: string): Promise<void> {
    await this.db.insert(favourites).values({ userId, productSlug, createdAt: stampedInTurn(favourites, favourites.createdAt, favourites.userId, userId) }).onConflictDoNothing();
  }

  async remove(userId: string, productSlug: string): Promise<void> {
    await this.db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productSlug, productSlug)));
  }
}
