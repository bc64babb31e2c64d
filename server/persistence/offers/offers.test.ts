// The offers sweep moves each windowed offer's discount in force as its window opens and closes,
// touches no offer without a window, and answers how many products it changed.
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { discountInForce } from '../../../src/domain/pricing';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../../testing/catalogue-fixtures';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../database';
import { products } from '../schema';
import { DrizzleOffersRepository } from './drizzle-offers-repository';

let database: Database;
let drop: () => Promise<void>;
let offers: DrizzleOffersRepository;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await insertCatalogue(database.db, {
    sellers: [aSeller('najd-weavers')],
    categories: [aCategory('sadu')],
    products: ['eid-cushion', 'from-now-rug', 'until-friday-bag', 'always-basket'].map((slug) => aProduct(slug).priced(10_000)),
  });
  const offer = (slug: string, startsAt: string | null, endsAt: string | null, inForce: number | null) =>
    database.db
      .update(products)
      .set({ offerBasisPoints: 2000, offerStartsAt: startsAt === null ? null : at(startsAt), offerEndsAt: endsAt === null ? null : at(endsAt), discountBasisPoints: inForce })
      .where(eq(products.slug, slug));
  await offer('eid-cushion', '2026-12-01T00:00:00Z', '2026-12-08T00:00:00Z', null);
  await offer('from-now-rug', '2026-12-01T00:00:00Z', null, null);
  await offer('until-friday-bag', null, '2026-12-04T00:00:00Z', 2000);
  await offer('always-basket', null, null, 2000);
  offers = new DrizzleOffersRepository(database.db);
});
afterAll(() => drop());

async function inForce(): Promise<Record<string, { discount: number | null; salePrice: number }>> {
  const rows = await database.db.select({ slug: products.slug, discount: products.discountBasisPoints, salePrice: products.salePrice }).from(products);
  return Object.fromEntries(rows.map(({ slug, discount, salePrice }) => [slug, { discount, salePrice: Number(salePrice) }]));
}

it('starts each offer when its window opens and ends it when the window closes, to the instant', async () => {
  expect(await offers.applyOfferWindows(at('2026-11-30T23:59:59Z'))).toBe(0);

  expect(await offers.applyOfferWindows(at('2026-12-01T00:00:00Z'))).toBe(2);
  expect(await inForce()).toMatchObject({
    'eid-cushion': { discount: 2000, salePrice: 8_000 },
    'from-now-rug': { discount: 2000 },
    'until-friday-bag': { discount: 2000 },
    'always-basket': { discount: 2000 },
  });

  expect(await offers.applyOfferWindows(at('2026-12-04T00:00:00Z'))).toBe(1);
  expect((await inForce())['until-friday-bag']).toEqual({ discount: null, salePrice: 10_000 });

  expect(await offers.applyOfferWindows(at('2026-12-08T00:00:00Z'))).toBe(1);
  expect(await inForce()).toMatchObject({ 'eid-cushion': { discount: null }, 'from-now-rug': { discount: 2000 }, 'always-basket': { discount: 2000 } });
});

it('changes nothing on a second pass at the same moment', async () => {
  await offers.applyOfferWindows(at('2026-12-10T00:00:00Z'));
  expect(await offers.applyOfferWindows(at('2026-12-10T00:00:00Z'))).toBe(0);
});

it('leaves an offer without a window alone, whatever its discount in force says', async () => {
  await database.db.update(products).set({ discountBasisPoints: null }).where(eq(products.slug, 'always-basket'));
  await offers.applyOfferWindows(at('2026-12-10T00:00:00Z'));
  expect((await inForce())['always-basket']?.discount).toBeNull();
  await database.db.execute(sql`update products set discount_basis_points = 2000 where slug = 'always-basket'`);
});

it("puts in force what the domain's discountInForce says, for any window and moment", async () => {
  const base = Date.parse('2027-01-01T00:00:00Z');
  const instant = fc.integer({ min: -5, max: 5 }).map((minutes) => new Date(base + minutes * 60_000));
  const offer = fc
    .record({ basisPoints: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }), startsAt: fc.option(instant, { nil: null }), endsAt: fc.option(instant, { nil: null }) })
    .filter(({ startsAt, endsAt }) => startsAt === null || endsAt === null || startsAt < endsAt);
  let batch = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(offer, { minLength: 1, maxLength: 8 }), instant, async (cases, now) => {
      batch++;
      const slugs = cases.map((_, index) => `windowed-${batch}-${index}`);
      await insertCatalogue(database.db, { products: slugs.map((slug) => aProduct(slug).priced(10_000)) });
      for (const [index, { basisPoints, startsAt, endsAt }] of cases.entries()) {
        await database.db.update(products).set({ offerBasisPoints: basisPoints, offerStartsAt: startsAt, offerEndsAt: endsAt }).where(eq(products.slug, slugs[index]!));
      }
      await offers.applyOfferWindows(now);
      const rows = await database.db.select({ slug: products.slug, discount: products.discountBasisPoints }).from(products).where(inArray(products.slug, slugs));
      const windowed = (index: number) => cases[index]!.startsAt !== null || cases[index]!.endsAt !== null;
      for (const [index, slug] of slugs.entries()) {
        const expected = windowed(index) ? discountInForce(cases[index]!, now) : null; // without a window, the sweep leaves the write's own value (none here)
        expect(rows.find((row) => row.slug === slug)?.discount, slug).toBe(expected);
      }
    }),
    { numRuns: 40 },
  );
});
