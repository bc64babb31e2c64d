// The seeded catalogue, read back from a real database after seeding: enough of everything,
// consistent with itself, the same on every install, and applied only once.
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTerms } from '../../../src/domain/search';
import { Argon2PasswordHasher } from '../../adapters/argon2-password-hasher';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { Db } from '../database';
import * as schema from '../schema';
import { DEMO_PASSWORD, DEMO_SHOPPERS, SEED_EPOCH, SEED_VERSION, seedDatabase } from '.';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY_MS = 86_400_000;

let server: TestServer;
let db: Db;
let firstRun: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (database) => {
      firstRun = await seedDatabase(database.db, { now: new Date('2026-11-20T08:00:00Z') });
    },
  });
  db = server.database.db;
}, 60_000);

afterAll(() => server?.close());

/** A stored search document as its terms and the weights each was written with ("'sadu':1A 'rug':2A" → sadu → A). */
function weightsOf(document: string | null): Map<string, string> {
  const weights = new Map<string, string>();
  for (const [, quoted, positions] of (document ?? '').matchAll(/'((?:[^']|'')*)':([0-9A-D,]+)/g)) {
    weights.set((quoted as string).replace(/''/g, "'"), (positions as string).replace(/[0-9,]/g, '') || 'D');
  }
  return weights;
}

const allProducts = () => db.select().from(schema.products).orderBy(asc(schema.products.slug));
const count = async (table: PgTable) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('seeding an empty database', () => {
  it('reports what it wrote and records the seed version', async () => {
    expect(firstRun).toEqual({ seeded: true, products: await count(schema.products), sellers: await count(schema.sellers) });
    const [meta] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, 'seed_version'));
    expect(meta?.value).toBe(SEED_VERSION);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([count(schema.products), count(schema.users), count(schema.reviews), count(schema.walletEntries)]);
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await Promise.all([count(schema.products), count(schema.users), count(schema.reviews), count(schema.walletEntries)])).toEqual(before);
  });

  it('writes the same rows into another fresh database', async () => {
    const other = await startTestServer({ prepare: async (database) => void (await seedDatabase(database.db)) });
    try {
      const tables = [schema.products, schema.sellers, schema.categories, schema.storeDeals, schema.shippingRates, schema.users, schema.addresses, schema.favourites, schema.reviews, schema.staticPages, schema.faqs, schema.cities];
      for (const table of tables) {
        const rows = async (on: Db) => (await on.select().from(table)).map((row) => JSON.stringify(row)).sort();
        expect(await rows(other.database.db)).toEqual(await rows(db));
      }
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('the catalogue', () => {
  it('has at least 12 stores, 8 categories and 150 products', async () => {
    expect(await count(schema.sellers)).toBeGreaterThanOrEqual(12);
    expect(await count(schema.categories)).toBeGreaterThanOrEqual(8);
    expect(await count(schema.products)).toBeGreaterThanOrEqual(150);
  });

  it('gives every category and every store products, and every store a logo, description and VAT number', async () => {
    const perCategory = await db.select({ slug: schema.categories.slug, n: sql<number>`(select count(*)::int from products p where p.category_slug = categories.slug)` }).from(schema.categories);
    for (const { slug, n } of perCategory) expect(n, slug).toBeGreaterThanOrEqual(5);
    for (const seller of await db.select().from(schema.sellers)) {
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.products).where(eq(schema.products.sellerSlug, seller.slug));
      expect(n, seller.slug).toBeGreaterThanOrEqual(5);
      expect(seller.logo).toBe(`/media/sellers/${seller.slug}.svg`);
      expect(seller.vatNumber).toMatch(/^3\d{13}3$/);
      expect(seller.descriptionEn.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(seller.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      const document = weightsOf(seller.searchDocument);
      for (const term of indexTerms(`${seller.nameEn} ${seller.nameAr}`)) expect(document.get(term), `${seller.slug}: ${term}`).toContain('A');
    }
    expect((await db.select().from(schema.sellers).where(eq(schema.sellers.featured, true))).length).toBeGreaterThan(0);
  });

  it('names and describes every product in both languages, and indexes it by them, its category and its store', async () => {
    const categoryOf = new Map((await db.select().from(schema.categories)).map((category) => [category.slug, category]));
    const storeOf = new Map((await db.select().from(schema.sellers)).map((seller) => [seller.slug, seller]));
    for (const product of await allProducts()) {
      expect(product.nameAr, product.slug).toMatch(/[\u0600-\u06FF]/);
      expect(product.descriptionAr, product.slug).toMatch(/[\u0600-\u06FF]/);
      expect(product.nameEn, product.slug).toMatch(/^[A-Z]/);
      const document = weightsOf(product.searchDocument);
      for (const term of indexTerms(`${product.nameEn} ${product.nameAr}`)) expect(document.get(term), `${product.slug}: ${term}`).toContain('A');
      const category = categoryOf.get(product.categorySlug)!;
      const store = storeOf.get(product.sellerSlug)!;
      for (const term of indexTerms(`${category.nameEn} ${category.nameAr} ${store.nameEn} ${store.nameAr}`)) expect(document.get(term), `${product.slug}: ${term}`).toMatch(/[AB]/);
      for (const term of indexTerms(`${product.descriptionEn} ${product.descriptionAr}`)) expect(document.has(term), `${product.slug}: ${term}`).toBe(true);
    }
  });

  it('uses unique kebab-case slugs, positive whole-halala prices and 2 to 4 pictures per product', async () => {
    const products = await allProducts();
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(product.slug).toMatch(KEBAB);
      expect(Number.isSafeInteger(product.price) && product.price > 0, product.slug).toBe(true);
      expect(product.price).toBeGreaterThanOrEqual(4_500);
      expect(product.price).toBeLessThanOrEqual(450_000);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(4);
      product.images.forEach((image, index) => expect(image).toBe(`/media/products/${product.slug}-${index + 1}.svg`));
    }
  });

  it('mixes discounted, free-shipping, customisable, gift, featured, low-stock and out-of-stock products', async () => {
    const products = await allProducts();
    const share = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).length / products.length;
    expect(share((p) => p.discountBasisPoints !== null)).toBeGreaterThan(0.2);
    expect(share((p) => p.discountBasisPoints !== null)).toBeLessThan(0.45);
    for (const p of products.filter((p) => p.discountBasisPoints !== null)) expect([1000, 1500, 2000, 2500, 3000, 3500, 4000]).toContain(p.discountBasisPoints);
    expect(share((p) => p.freeShipping)).toBeGreaterThan(0.15);
    expect(share((p) => p.freeShipping)).toBeLessThan(0.4);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.04);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.15);
    expect(products.filter((p) => p.stock >= 1 && p.stock <= 4).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.customisable).length).toBeGreaterThan(10);
    expect(products.filter((p) => p.isGift).length).toBeGreaterThanOrEqual(12);
    expect(products.filter((p) => p.featured)).toHaveLength(12);
    expect(products.filter((p) => p.featured && p.stock === 0)).toHaveLength(0);
  });

  it('offers colours with swatches and sizes where they make sense', async () => {
    const products = await allProducts();
    const coloured = products.filter((p) => p.colours.length > 0);
    const sized = products.filter((p) => p.sizes.length > 0);
    expect(coloured.length).toBeGreaterThan(20);
    expect(sized.length).toBeGreaterThan(20);
    for (const option of coloured.flatMap((p) => p.colours)) {
      expect(option.id).toMatch(KEBAB);
      expect(option.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(option.name.ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(sized.some((p) => p.categorySlug === 'leather' && p.sizes.some((size) => size.id === 'eu-42'))).toBe(true);
  });

  it('counts each colour and size apart on what is worn in sizes, every pair once, their stock the sum, some pairs sold out', async () => {
    const products = await allProducts();
    const counts = await db.select().from(schema.productOptionStock);
    const sized = products.filter((p) => p.sizes.length > 0 && ['embroidery', 'leather', 'silver-jewellery'].includes(p.categorySlug));
    expect(sized.length).toBeGreaterThan(10);
    expect(new Set(counts.map((count) => count.productSlug))).toEqual(new Set(sized.map((p) => p.slug)));
    for (const product of sized) {
      const own = counts.filter((count) => count.productSlug === product.slug);
      const pairs = (product.colours.length > 0 ? product.colours.map((colour) => colour.id) : ['']).flatMap((colour) => product.sizes.map((size) => `${colour}/${size.id}`));
      expect(own.map((count) => `${count.colourId}/${count.sizeId}`).sort()).toEqual(pairs.sort());
      expect(own.reduce((sum, count) => sum + count.stock, 0)).toBe(product.stock);
    }
    const inStock = sized.filter((p) => p.stock > 0).map((p) => counts.filter((count) => count.productSlug === p.slug));
    expect(inStock.filter((own) => own.some((count) => count.stock === 0)).length).toBeGreaterThan(5);
  });

  it('dates products over the 120 days before the seed epoch, no two at the same instant', async () => {
    const dates = (await allProducts()).map((p) => p.createdAt.getTime());
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date).toBeLessThanOrEqual(SEED_EPOCH.getTime());
      expect(date).toBeGreaterThanOrEqual(SEED_EPOCH.getTime() - 120 * DAY_MS);
    }
  });

  it('keeps each product’s rating summary equal to its reviews, on about sixty products', async () => {
    const { rows } = await db.execute<{ slug: string; rating_count: number; rating_sum: number; reviews: number; total: number }>(sql`
      select p.slug, p.rating_count, p.rating_sum, count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as total
      from products p left join reviews r on r.product_slug = p.slug group by p.slug`);
    for (const row of rows) {
      expect(row.rating_count, row.slug).toBe(row.reviews);
      expect(row.rating_sum, row.slug).toBe(row.total);
      expect(row.reviews).toBeLessThanOrEqual(6);
    }
    const reviewed = rows.filter((row) => row.reviews > 0).length;
    expect(reviewed).toBeGreaterThanOrEqual(50);
    expect(reviewed).toBeLessThanOrEqual(70);
    const bodies = (await db.select({ body: schema.reviews.body }).from(schema.reviews)).map((r) => r.body);
    expect(bodies.some((body) => /[\u0600-\u06FF]/.test(body))).toBe(true);
    expect(bodies.some((body) => /^[A-Z]/.test(body))).toBe(true);
  });

  it('has store deals, most of them running at the seed epoch and for a long while after', async () => {
    const deals = await db.select().from(schema.storeDeals);
    const running = deals.filter((deal) => deal.startsAt <= SEED_EPOCH && deal.endsAt > new Date(SEED_EPOCH.getTime() + 365 * DAY_MS));
    expect(running.length).toBeGreaterThanOrEqual(5);
    for (const deal of deals) {
      expect(deal.banner).toBe(`/media/deals/${deal.slug}.svg`);
      expect(deal.discountBasisPoints).toBeGreaterThan(0);
      expect(deal.titleAr).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('regions and shipping', () => {
  it('lists all 13 regions of the Kingdom with 2 to 5 cities each', async () => {
    const regions = await db.select().from(schema.regions);
    expect(regions.map((r) => r.id).sort()).toEqual(
      ['al-bahah', 'al-jawf', 'asir', 'eastern-province', 'hail', 'jazan', 'madinah', 'makkah', 'najran', 'northern-borders', 'qassim', 'riyadh', 'tabuk'],
    );
    for (const region of regions) {
      const cities = await db.select().from(schema.cities).where(eq(schema.cities.regionId, region.id));
      expect(cities.length, region.id).toBeGreaterThanOrEqual(2);
      expect(cities.length, region.id).toBeLessThanOrEqual(5);
    }
  });

  it('has every store ship to most regions for 15 to 45 SAR, cheapest at home, and some regions unserved', async () => {
    const rates = await db.select().from(schema.shippingRates);
    const sellers = await db.select({ slug: schema.sellers.slug, region: schema.cities.regionId }).from(schema.sellers).innerJoin(schema.cities, eq(schema.cities.id, schema.sellers.cityId));
    for (const seller of sellers) {
      const own = rates.filter((rate) => rate.sellerSlug === seller.slug);
      expect(own.length, seller.slug).toBeGreaterThanOrEqual(10);
      const home = own.find((rate) => rate.regionId === seller.region);
      expect(home?.fee, seller.slug).toBe(1_500);
      for (const rate of own) {
        expect(rate.fee).toBeGreaterThanOrEqual(1_500);
        expect(rate.fee).toBeLessThanOrEqual(4_500);
        expect(rate.fee % 100).toBe(0);
      }
    }
    expect(rates.length).toBeLessThan(sellers.length * 13);
  });
});

describe('content', () => {
  it('answers at least ten questions in both languages', async () => {
    const faqs = await db.select().from(schema.faqs);
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    for (const faq of faqs) expect(faq.questionAr + faq.answerAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('has the about-us, terms, privacy-policy, returns and shipping pages, several paragraphs each in both languages', async () => {
    const pages = await db.select().from(schema.staticPages);
    expect(pages.map((page) => page.slug).sort()).toEqual(['about-us', 'privacy-policy', 'returns', 'shipping', 'terms']);
    for (const page of pages) {
      const en = page.bodyEn.split('\n\n');
      const ar = page.bodyAr.split('\n\n');
      expect(en.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(ar.length, page.slug).toBe(en.length);
      for (const paragraph of [...en, ...ar]) expect(paragraph.trim(), page.slug).toBe(paragraph);
    }
  });
});

describe('accounts', () => {
  const userByEmail = async (email: string) => (await db.select().from(schema.users).where(eq(schema.users.email, email)))[0];
  const walletOf = async (userId: string) =>
    (await db.select({ total: sql<number>`coalesce(sum(amount), 0)::int` }).from(schema.walletEntries).where(eq(schema.walletEntries.userId, userId)))[0]?.total;
  const addressesOf = (userId: string) => db.select().from(schema.addresses).where(eq(schema.addresses.userId, userId));

  it('lets the demo shoppers and every store’s owner sign in with the demo password', async () => {
    const hasher = new Argon2PasswordHasher();
    const demo = [...Object.values(DEMO_SHOPPERS).map((s) => s.email), 'sadu-house-hail@sellers.herfa.test'];
    for (const email of demo) {
      const user = await userByEmail(email);
      expect(await hasher.verify(user?.passwordHash ?? '', DEMO_PASSWORD), email).toBe(true);
      expect(await hasher.verify(user?.passwordHash ?? '', 'herfa@2026'), email).toBe(false);
    }
  });

  it('gives Sara 500 SAR, Omar 50 SAR and Noura nothing, as top-ups', async () => {
    expect(await walletOf(DEMO_SHOPPERS.sara.id)).toBe(50_000);
    expect(await walletOf(DEMO_SHOPPERS.omar.id)).toBe(5_000);
    expect(await walletOf(DEMO_SHOPPERS.noura.id)).toBe(0);
    const entries = await db.select().from(schema.walletEntries);
    for (const entry of entries) expect(entry.kind).toBe('topup');
    expect(new Set(entries.map((entry) => entry.ref)).size).toBe(entries.length);
    // The totals kept beside the ledger say the same; Noura, with no rows, has no wallets row.
    const kept = await db.select({ userId: schema.wallets.userId, balance: schema.wallets.balance, held: schema.wallets.held }).from(schema.wallets);
    expect(kept.sort((a, b) => a.balance - b.balance)).toEqual([
      { userId: DEMO_SHOPPERS.omar.id, balance: 5_000, held: 0 },
      { userId: DEMO_SHOPPERS.sara.id, balance: 50_000, held: 0 },
    ]);
  });

  it('gives Sara and Omar a default address, Omar one in a region some stores do not serve, and Noura addresses but no default', async () => {
    const sara = await addressesOf(DEMO_SHOPPERS.sara.id);
    expect(sara.filter((a) => a.isDefault).map((a) => a.cityId)).toEqual(['riyadh']);
    const omar = await addressesOf(DEMO_SHOPPERS.omar.id);
    expect(omar.filter((a) => a.isDefault).map((a) => a.cityId)).toEqual(['jeddah']);
    const unserved = await db.execute<{ n: number }>(sql`select count(*)::int as n from sellers s where not exists (select 1 from shipping_rates r where r.seller_slug = s.slug and r.region_id = 'northern-borders')`);
    expect(omar.some((a) => a.regionId === 'northern-borders')).toBe(true);
    expect(unserved.rows[0]?.n).toBeGreaterThan(0);
    const noura = await addressesOf(DEMO_SHOPPERS.noura.id);
    expect(noura.length).toBeGreaterThanOrEqual(2);
    expect(noura.filter((a) => a.isDefault)).toHaveLength(0);
  });

  it('gives the demo shoppers Saudi mobile numbers, languages and a few favourites', async () => {
    for (const { email, id } of Object.values(DEMO_SHOPPERS)) {
      const user = await userByEmail(email);
      expect(user?.phone).toMatch(/^\+9665\d{8}$/);
      expect(['en', 'ar']).toContain(user?.language);
      expect(user?.role).toBe('shopper');
      const favourites = await db.select().from(schema.favourites).where(eq(schema.favourites.userId, id));
      expect(favourites.length).toBeGreaterThan(0);
    }
  });

  it('has one seller account per store and reviewers who cannot sign in', async () => {
    const sellers = await db.select().from(schema.sellers);
    const accounts = await db.select().from(schema.users).where(eq(schema.users.role, 'seller'));
    expect(accounts.map((a) => [a.email, a.sellerSlug]).sort()).toEqual(sellers.map((s) => [`${s.slug}@sellers.herfa.test`, s.slug]).sort());
    const reviewers = await db.execute<{ password_hash: string | null }>(sql`select password_hash from users where id in (select user_id from reviews)`);
    expect(reviewers.rows.length).toBeGreaterThanOrEqual(6);
    for (const reviewer of reviewers.rows) expect(reviewer.password_hash).toBeNull();
  });
});
