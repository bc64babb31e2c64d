// Reviews under real concurrency, on the PostgreSQL server (PGlite runs one statement at a time,
// so only here do requests truly race): a shopper's simultaneous submits create one review, and
// many shoppers reviewing one product at once leave its rating counters equal to its reviews.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import { orders, products, reviews } from '../persistence/schema';
import { aBuyer, addToCart, insertShop, type Buyer } from '../testing/checkout-fixtures';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer({ postgres: true, prepare: ({ db }) => insertShop(db) });

const db = () => server.database.db;

/** A shopper who bought the product from the wallet and had it delivered. */
async function received(slug: string): Promise<Buyer> {
  const buyer = await aBuyer(db(), { wallet: 500_000 });
  await addToCart(server, buyer, slug);
  const placed = await server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID() }, buyer.auth);
  if (placed.body.state !== 'paid') throw new Error(`Checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  await db().update(orders).set({ status: 'delivered' }).where(eq(orders.userId, buyer.id));
  return buyer;
}

async function counters(slug: string) {
  const [stored] = await db().select({ count: products.ratingCount, sum: products.ratingSum }).from(products).where(eq(products.slug, slug));
  const [actual] = await db()
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.productSlug, slug));
  return { stored, actual };
}

describe('reviews on PostgreSQL', () => {
  it('creates one review when a shopper submits 10 times at once', async () => {
    const buyer = await received('incense-burner');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.json('POST', '/api/products/incense-burner/reviews', { rating: 4, body: 'Sturdy and well made.' }, buyer.auth)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await db().$count(reviews, eq(reviews.userId, buyer.id))).toBe(1);
    expect(await counters('incense-burner')).toEqual({ stored: { count: 1, sum: 4 }, actual: { count: 1, sum: 4 } });
  });

  it('keeps the rating counters equal to the reviews when 6 shoppers review one product at once', async () => {
    const buyers: Buyer[] = [];
    for (let index = 0; index < 6; index++) buyers.push(await received('sadu-cushion'));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        server.json('POST', '/api/products/sadu-cushion/reviews', { rating: (index % 5) + 1, body: `Review number ${index + 1} of the cushion.` }, buyer.auth),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 201));
    expect(await counters('sadu-cushion')).toEqual({ stored: { count: 6, sum: 1 + 2 + 3 + 4 + 5 + 1 }, actual: { count: 6, sum: 16 } });
  });
});
