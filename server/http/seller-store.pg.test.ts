// A store's shipping fees replaced under real concurrency, on the PostgreSQL server (PGlite runs
// one statement at a time, so only here do requests truly race): many saves of one store at once
// all succeed and leave exactly one of them, never a mixture; and checkout quotes asked while the
// fees are being replaced always find the store delivering, at the old fee or the new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/contract/checkout';
import type { RegionShipping } from '../../src/contract/seller-store';
import { aBuyer, addToCart, insertShop, resetStock } from '../testing/checkout-fixtures';
import { aSellerAccount, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let seller: SellerAccount;
beforeAll(async () => {
  server = await startTestServer({
    postgres: true,
    prepare: async ({ db }) => {
      await insertShop(db);
      await resetStock(db, { 'incense-burner': 1_000 });
    },
  });
  seller = await aSellerAccount(server.database.db, 'hejaz-pottery');
}, 60_000);
afterAll(() => server?.close());

/** Save `round`: Riyadh at 10.00 + round, Hail served on even rounds only. */
const ratesOf = (round: number) => [
  { regionId: 'riyadh', fee: 1_000 + round },
  { regionId: 'eastern', fee: null },
  { regionId: 'hail', fee: round % 2 === 0 ? 4_000 : null },
];
const save = (round: number) => server.json<RegionShipping[]>('PUT', '/api/seller/shipping', { rates: ratesOf(round) }, seller.auth);

describe('replacing a store’s fees at once', () => {
  it('lets many saves of one store race, each succeeding, the last one standing whole', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, round) => save(round)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const { body } = await server.json<RegionShipping[]>('GET', '/api/seller/shipping', undefined, seller.auth);
    const fees = body.map((region) => region.fee);
    const round = fees[0]! - 1_000;
    expect(round).toBeGreaterThanOrEqual(0);
    expect(fees).toEqual(ratesOf(round).map((rate) => rate.fee));
  });

  it('never shows a quote the store with no fee while its fees are replaced', async () => {
    const buyer = await aBuyer(server.database.db);
    await addToCart(server, buyer, 'incense-burner');
    const quote = () => server.json<Quote>('POST', '/api/checkout/quote', { addressId: buyer.addressId }, buyer.auth);
    for (let batch = 0; batch < 5; batch++) {
      const [saves, quotes] = await Promise.all([
        Promise.all([save(batch * 2), save(batch * 2 + 1)]),
        Promise.all(Array.from({ length: 6 }, quote)),
      ]);
      expect(saves.map((answer) => answer.status)).toEqual([200, 200]);
      for (const answer of quotes) {
        expect(answer.status).toBe(200);
        expect(answer.body.orders[0]!.shippingFee).toBeGreaterThanOrEqual(1_000);
      }
    }
  });
});
