// One store's profile, shipping fees and sales in the database. A profile change writes the
// store's search document in the same statement (search-document.ts storeDocument, as the
// indexer builds it), so a search finds the store by its new description at once and never by
// the old one; the new terms then join the lexicon that corrects misspelt queries.
import { and, asc, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Language } from '../../../src/domain/locale';
import type {
  BestSeller,
  ExportedOrder,
  RegionFee,
  SellerStoreRepository,
  StoreProfileChange,
  StoreProfileRow,
} from '../../use-cases/seller-store/seller-store-repository';
import { recordTerms, storeDocument } from '../catalogue/search-document';
import type { Db } from '../database';
import { cities, orderItems, orders, products, regions, sellers, shippingRates, users } from '../schema';

/** The statuses whose orders are not sales: the money went back. */
const NOT_SALES = ['rejected', 'cancelled'] as const;

export class DrizzleSellerStoreRepository implements SellerStoreRepository {
  constructor(private readonly db: Db) {}

  async profile(sellerSlug: string, language: Language): Promise<StoreProfileRow | null> {
    const [row] = await this.db
      .select({
        slug: sellers.slug,
        nameEn: sellers.nameEn,
        nameAr: sellers.nameAr,
        descriptionEn: sellers.descriptionEn,
        descriptionAr: sellers.descriptionAr,
        logo: sellers.logo,
        vatNumber: sellers.vatNumber,
        city: language === 'ar' ? cities.nameAr : cities.nameEn,
      })
      .from(sellers)
      .innerJoin(cities, eq(cities.id, sellers.cityId))
      .where(eq(sellers.slug, sellerSlug));
    if (row === undefined) return null;
    return {
      slug: row.slug,
      name: { en: row.nameEn, ar: row.nameAr },
      description: { en: row.descriptionEn, ar: row.descriptionAr },
      logo: row.logo,
      vatNumber: row.vatNumber,
      city: row.city,
    };
  }

  async updateProfile(sellerSlug: string, change: StoreProfileChange): Promise<void> {
    const [names] = await this.db.select({ nameEn: sellers.nameEn, nameAr: sellers.nameAr }).from(sellers).where(eq(sellers.slug, sellerSlug));
    if (names === undefined) return;
    const document = storeDocument({ ...names, descriptionEn: change.descriptionEn, descriptionAr: change.descriptionAr });
    await this.db
      .update(sellers)
      .set({
        descriptionEn: change.descriptionEn,
        descriptionAr: change.descriptionAr,
        vatNumber: change.vatNumber,
        searchDocument: sql`${document.vector}::tsvector`,
      })
      .where(eq(sellers.slug, sellerSlug));
    await recordTerms(this.db, document.terms);
  }

  async shipping(sellerSlug: string, language: Language): Promise<readonly RegionFee[]> {
    const rows = await this.db
      .select({ regionId: regions.id, regionName: language === 'ar' ? regions.nameAr : regions.nameEn, fee: shippingRates.fee })
      .from(regions)
      .leftJoin(shippingRates, and(eq(shippingRates.regionId, regions.id), eq(shippingRates.sellerSlug, sellerSlug)))
      .orderBy(asc(regions.sortOrder), asc(regions.id));
    return rows.map((row) => ({ regionId: row.regionId, regionName: row.regionName, fee: row.fee ?? null }));
  }

  async regionIds(): Promise<ReadonlySet<string>> {
    return new Set((await this.db.select({ id: regions.id }).from(regions)).map((row) => row.id));
  }

  async replaceShipping(sellerSlug: string, rates: readonly { readonly regionId: string; readonly fee: number | null }[]): Promise<void> {
    const served = rates.flatMap((rate) => (rate.fee === null ? [] : [{ sellerSlug, regionId: rate.regionId, fee: rate.fee }]));
    // One transaction: a checkout quoting meanwhile sees the old fees or the new ones, never a store with none.
    // The store's row is locked first, so two saves of one store run one after the other: otherwise the
    // second's delete, begun before the first committed, would miss the first's new rows and its inserts
    // would collide with them. NO KEY UPDATE leaves orders free to reference the store meanwhile.
    await this.db.transaction(async (tx) => {
      await tx.select({ slug: sellers.slug }).from(sellers).where(eq(sellers.slug, sellerSlug)).for('no key update');
      await tx.delete(shippingRates).where(eq(shippingRates.sellerSlug, sellerSlug));
      if (served.length > 0) await tx.insert(shippingRates).values(served);
    });
  }

  private counted(sellerSlug: string, from: Date, to: Date) {
    return and(eq(orders.sellerSlug, sellerSlug), gte(orders.createdAt, from), lt(orders.createdAt, to), notInArray(orders.status, [...NOT_SALES]));
  }

  async saleTotals(sellerSlug: string, from: Date, to: Date): Promise<readonly number[]> {
    const rows = await this.db.select({ total: orders.total }).from(orders).where(this.counted(sellerSlug, from, to));
    return rows.map((row) => row.total);
  }

  async bestSellers(sellerSlug: string, from: Date, to: Date, language: Language, limit: number): Promise<readonly BestSeller[]> {
    const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
    const revenue = sql<number>`sum(${orderItems.total})`.mapWith(Number);
    const name = language === 'ar' ? products.nameAr : products.nameEn;
    return this.db
      .select({ slug: products.slug, name, quantity, revenue })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.slug, orderItems.productSlug))
      .where(this.counted(sellerSlug, from, to))
      .groupBy(products.slug, name)
      .orderBy(desc(quantity), desc(revenue), asc(products.slug))
      .limit(limit);
  }

  async exportOrders(sellerSlug: string, from: Date, to: Date, language: Language): Promise<readonly ExportedOrder[]> {
    const rows = await this.db
      .select({
        code: orders.code,
        createdAt: orders.createdAt,
        status: orders.status,
        shopperName: users.fullName,
        shippedTo: orders.shippedTo,
        items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
        subtotal: orders.subtotal,
        discount: orders.discount,
        shippingFee: orders.shippingFee,
        total: orders.total,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.sellerSlug, sellerSlug), gte(orders.createdAt, from), lt(orders.createdAt, to)))
      .orderBy(asc(orders.createdAt), asc(orders.code));
    return rows.map(({ shippedTo, ...row }) => ({ ...row, city: shippedTo.city[language] }));
  }
}
