// Routes of the shopper's favourite products. Every query is scoped to the signed-in shopper.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { DEFAULT_PAGE_SIZE } from '../../../src/contract/common';
import { favouriteOperations, type FavouriteProduct } from '../../../src/contract/favourites';
import { salePrice, stockState } from '../../../src/domain/pricing';
import type { Db } from '../../persistence/database';
import { favourites, products } from '../../persistence/schema';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { mount } from '../operation';

export function registerFavouriteRoutes(app: Hono<AppEnv>): void {
  mount(app, favouriteOperations.list, async ({ query }, { services, user, language }) => {
    // The query schema fills in both defaults; its valibot type still admits undefined.
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const mine = eq(favourites.userId, user.id);
    const [rows, [counted]] = await Promise.all([
      services.db
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
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      services.db.select({ total: count() }).from(favourites).where(mine),
    ]);
    const items = rows.map(
      (row): FavouriteProduct => ({
        slug: row.slug,
        name: language === 'ar' ? row.nameAr : row.nameEn,
        price: row.price,
        salePrice: salePrice({ ...row, id: row.slug, sellerId: row.sellerSlug, discountBasisPoints: row.discountBasisPoints ?? undefined }),
        discountBasisPoints: row.discountBasisPoints,
        image: row.images[0] ?? null,
        stockState: stockState(row.stock),
      }),
    );
    return { items, total: counted?.total ?? 0, page, pageSize };
  });

  mount(app, favouriteOperations.add, async ({ params }, { services, user }) => {
    await requireProduct(services.db, params.slug);
    await services.db.insert(favourites).values({ userId: user.id, productSlug: params.slug }).onConflictDoNothing();
  });

  mount(app, favouriteOperations.remove, async ({ params }, { services, user }) => {
    await requireProduct(services.db, params.slug);
    await services.db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.productSlug, params.slug)));
  });
}

async function requireProduct(db: Db, slug: string): Promise<void> {
  const [product] = await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) throw notFound('favourites.productNotFound');
}
