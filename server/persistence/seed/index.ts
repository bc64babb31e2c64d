// The deterministic seed: a bilingual catalogue of Saudi handicrafts, regions and shipping
// rates, content pages, and demo accounts, written in one transaction into an empty database
// on its first start. The seed version recorded in app_meta makes every later start a no-op.
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { indexSearchDocuments } from '../catalogue/search-index';
import { appendLedgerRows } from '../wallet/ledger-rows';
import * as schema from '../schema';
import { buildAddresses, buildFavourites, buildUsers, buildWalletEntries } from './accounts';
import { CATEGORIES } from './categories';
import { FAQS, STATIC_PAGES } from './content';
import { DEALS } from './deals';
import { buildOptionStock } from './option-stock';
import { buildProducts, DAY_MS, SEED_EPOCH } from './products';
import { distanceKm, REGIONS, regionOfCity } from './regions';
import { buildReviews } from './reviews';
import { SELLERS, type SeedSeller } from './sellers';

export { DEMO_PASSWORD, DEMO_PASSWORD_HASH, DEMO_SHOPPERS } from './accounts';
export { SEED_EPOCH } from './products';

/** Recorded under app_meta 'seed_version'; bump it when the seed changes shape. */
export const SEED_VERSION = '1';
export const SEED_VERSION_KEY = 'seed_version';

export interface SeedOptions {
  /** The installation time, recorded beside the seed version. Catalogue dates use SEED_EPOCH instead. */
  readonly now?: Date;
}

export type SeedResult = { readonly seeded: false } | { readonly seeded: true; readonly products: number; readonly sellers: number };

/** A store's delivery fee to a region in halalas: 15 SAR at home, growing with distance, at most 45 SAR. */
export function shippingFee(seller: SeedSeller, regionId: string): number {
  const home = regionOfCity(seller.cityId);
  if (home.id === regionId) return 1500;
  const region = REGIONS.find((candidate) => candidate.id === regionId);
  if (!region) throw new Error(`Unknown region ${regionId}`);
  return Math.min(45, 18 + Math.round(distanceKm(home, region) / 50)) * 100;
}

/** A store's row: its names, descriptions, city, pictures (generated from its slug) and VAT number; search-index.ts indexes it. */
export const sellerRow = (seller: SeedSeller): typeof schema.sellers.$inferInsert => ({
  slug: seller.slug,
  nameEn: seller.nameEn,
  nameAr: seller.nameAr,
  descriptionEn: seller.descriptionEn,
  descriptionAr: seller.descriptionAr,
  cityId: seller.cityId,
  logo: `/media/sellers/${seller.slug}.svg`,
  banner: `/media/seller-banners/${seller.slug}.svg`,
  vatNumber: seller.vatNumber,
  featured: seller.featured,
});

/** A store's delivery fees, to every region it serves. */
export const shippingRatesOf = (seller: SeedSeller): (typeof schema.shippingRates.$inferInsert)[] =>
  REGIONS.filter((region) => !seller.unservedRegions.includes(region.id)).map((region) => ({ sellerSlug: seller.slug, regionId: region.id, fee: shippingFee(seller, region.id) }));

/**
 * Fills an empty database. Safe to call at every start and from several processes at once:
 * claiming the seed-version key is the first write of the transaction, so a second caller
 * either sees the key and does nothing, or waits on it and then does nothing.
 */
export async function seedDatabase(db: Db, { now = new Date() }: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(schema.appMeta)
      .values({ key: SEED_VERSION_KEY, value: SEED_VERSION, updatedAt: now })
      .onConflictDoNothing()
      .returning({ key: schema.appMeta.key });
    if (claimed.length === 0) return { seeded: false };

    await tx.insert(schema.regions).values(REGIONS.map(({ id, nameEn, nameAr }, index) => ({ id, nameEn, nameAr, sortOrder: index })));
    await tx.insert(schema.cities).values(REGIONS.flatMap((region) => region.cities.map((city) => ({ ...city, regionId: region.id }))));
    await tx.insert(schema.categories).values(
      CATEGORIES.map((category, index) => ({ ...category, image: `/media/categories/${category.slug}.svg`, sortOrder: index })),
    );
    await tx.insert(schema.sellers).values(SELLERS.map((seller, index) => ({ ...sellerRow(seller), createdAt: new Date(SEED_EPOCH.getTime() - (180 - index * 3) * DAY_MS) })));
    await tx.insert(schema.shippingRates).values(SELLERS.flatMap(shippingRatesOf));

    const products = buildProducts();
    const reviews = buildReviews(products); // also sets the products' rating summaries
    // Every seeded discount is an offer without a window, changed last when the product was made.
    await tx.insert(schema.products).values(products.map((row) => ({ ...row, offerBasisPoints: row.discountBasisPoints ?? null, updatedAt: row.createdAt })));
    await tx.insert(schema.productOptionStock).values(buildOptionStock(products));
    await tx.insert(schema.storeDeals).values([...DEALS]);
    await tx.insert(schema.faqs).values([...FAQS]);
    await tx.insert(schema.staticPages).values(STATIC_PAGES.map((page) => ({ ...page, updatedAt: new Date(SEED_EPOCH.getTime() - 10 * DAY_MS) })));

    await tx.insert(schema.users).values(buildUsers());
    await tx.insert(schema.addresses).values(buildAddresses());
    await tx.insert(schema.favourites).values(buildFavourites(products));
    // Through the ledger's one writer, which keeps each shopper's wallets row with their rows.
    for (const { userId, ...row } of buildWalletEntries()) await appendLedgerRows(tx, userId, [row]);
    await tx.insert(schema.reviews).values(reviews);
    await indexSearchDocuments(tx);
    // Fresh statistics, so the first listings and searches are planned for the real row counts.
    await tx.execute(sql`analyze products`);
    return { seeded: true, products: products.length, sellers: SELLERS.length };
  });
}
