// The cart under real concurrency, on the PostgreSQL server (PGlite runs one statement at a
// time, so only here do requests truly race): one shopper's simultaneous adds and merges never
// put more pieces in the cart than the stock, and each accepted add is counted exactly once.
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, products } from '../persistence/schema';
import { insertStore, signedInShopper } from '../testing/account-fixtures';
import { insertCartProducts } from '../testing/cart-fixtures';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer({
  postgres: true,
  prepare: async ({ db }) => {
    await insertStore(db);
    await insertCartProducts(db);
  },
});

const piecesOf = async (userId: string) =>
  Number((await server.database.db.select({ pieces: sum(cartLines.quantity) }).from(cartLines).where(eq(cartLines.userId, userId)))[0]?.pieces ?? 0);

describe('the cart on PostgreSQL', () => {
  it('never holds more than the stock when 20 adds of a product with 5 in stock race', async () => {
    const shopper = await signedInShopper(server.database.db);
    await server.database.db.update(products).set({ stock: 5 }).where(eq(products.slug, 'gift-box'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.json('POST', '/api/cart/lines', { productSlug: 'gift-box', giftText: index % 2 === 0 ? 'Eid Mubarak' : 'For you' }, shopper.auth),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await piecesOf(shopper.id)).toBe(5);
  });

  it('keeps the stock bound when adds, quantity changes and merges race', async () => {
    const shopper = await signedInShopper(server.database.db);
    const first = await server.json<{ lines: { id: string }[] }>('POST', '/api/cart/lines', { productSlug: 'kilim-rug', colour: 'red', size: 'small' }, shopper.auth);
    const lineId = first.body.lines[0]!.id;
    const kilim = (colour: string, size: string, quantity: number) => ({ productSlug: 'kilim-rug', colour, size, quantity });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, index) => server.json('POST', '/api/cart/lines', kilim(index % 2 ? 'indigo' : 'red', 'large', 2), shopper.auth)),
      ...[3, 5, 6, 2].map((quantity) => server.json('PATCH', `/api/cart/lines/${lineId}`, { quantity }, shopper.auth)),
      ...Array.from({ length: 4 }, () => server.json('POST', '/api/cart/merge', { items: [kilim('indigo', 'small', 4), kilim('red', 'large', 3)] }, shopper.auth)),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await piecesOf(shopper.id)).toBeLessThanOrEqual(6);
  });
});
