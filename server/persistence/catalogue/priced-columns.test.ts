// The sale price and the discounted flag the database keeps (stored generated columns, which the
// price filters, sorts and indexes read) are the domain's own, to the halala, for any price and
// discount: the rounding at half a halala included.
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isDiscounted, salePrice } from '../../../src/domain/pricing';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../../testing/catalogue-fixtures';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../database';
import { products } from '../schema';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await insertCatalogue(database.db, { sellers: [aSeller('najd-weavers')], categories: [aCategory('sadu')], products: [] });
});
afterAll(() => drop());

const terms = fc.record({
  // Small prices reach the half-halala edge (1 halala at 50 %); large ones reach the top of the catalogue.
  price: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 100_000_000 })),
  discountBasisPoints: fc.option(fc.oneof(fc.constantFrom(1, 4999, 5000, 5001, 9999), fc.integer({ min: 1, max: 9999 })), { nil: null }),
});

let batch = 0;

it("keeps the sale price and the discounted flag as the domain's salePrice and isDiscounted", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(terms, { minLength: 1, maxLength: 20 }), async (cases) => {
      batch++;
      const slugs = cases.map((_, index) => `priced-${batch}-${index}`);
      await insertCatalogue(database.db, {
        products: cases.map(({ price, discountBasisPoints }, index) => {
          const product = aProduct(slugs[index]!).priced(price);
          return discountBasisPoints === null ? product : product.discounted(discountBasisPoints);
        }),
      });
      const stored = await database.db
        .select({ slug: products.slug, salePrice: products.salePrice, isDiscounted: products.isDiscounted })
        .from(products)
        .where(inArray(products.slug, slugs));
      const bySlug = new Map(stored.map((row) => [row.slug, row]));
      cases.forEach(({ price, discountBasisPoints }, index) => {
        const priced = { id: 'p', sellerId: 's', price, freeShipping: false, stock: 1, customisable: false, ...(discountBasisPoints === null ? {} : { discountBasisPoints }) };
        expect(bySlug.get(slugs[index]!)).toEqual({ slug: slugs[index], salePrice: salePrice(priced), isDiscounted: isDiscounted(priced) });
      });
    }),
    { numRuns: 40 },
  );
});
