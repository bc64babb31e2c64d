// What every adapter of the favourites port does, run against each of them: the database's on
// PGlite (favourites-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the
// in-memory one the use cases' tests rely on, so that a fast test stands for the real thing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertStore, signedInShopper } from '../../testing/account-fixtures';
import { STORE_FAVOURITE_ROWS } from '../../testing/memory/memory-favourites-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { FavouritesRepository } from '../../use-cases/favourites/favourites-repository';
import { DrizzleFavouritesRepository } from './drizzle-favourites-repository';

/** An adapter over a store holding STORE_PRODUCTS, and a way to add shoppers to it. */
export interface FavouritesWorld {
  readonly repository: FavouritesRepository;
  newShopper(): Promise<string>;
  close(): Promise<void>;
}

const bySlug = (slug: string) => STORE_FAVOURITE_ROWS.find((row) => row.slug === slug)!;

export function favouritesRepositoryContract(adapter: string, open: () => Promise<FavouritesWorld>): void {
  describe(`the favourites port: ${adapter}`, () => {
    let world: FavouritesWorld;
    let shopper: string;
    // One store for the suite; every test acts for a shopper of its own, as every method is scoped to one.
    beforeAll(async () => {
      world = await open();
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const all = { offset: 0, limit: 100 };

    it('knows the products of the catalogue and no others', async () => {
      expect(await world.repository.productExists('palm-basket')).toBe(true);
      expect(await world.repository.productExists('no-such-product')).toBe(false);
    });

    it('lists what a shopper kept, the most recently kept first, with each product as stored', async () => {
      await world.repository.add(shopper, 'palm-basket');
      await world.repository.add(shopper, 'sadu-cushion');
      expect(await world.repository.page(shopper, all)).toEqual({ rows: [bySlug('sadu-cushion'), bySlug('palm-basket')], total: 2 });
    });

    it('keeps a product once however often it is added, and forgets it once removed (twice is harmless)', async () => {
      await world.repository.add(shopper, 'palm-basket');
      await world.repository.add(shopper, 'palm-basket');
      expect((await world.repository.page(shopper, all)).total).toBe(1);
      await world.repository.remove(shopper, 'palm-basket');
      await world.repository.remove(shopper, 'palm-basket');
      expect(await world.repository.page(shopper, all)).toEqual({ rows: [], total: 0 });
    });

    it('pages by offset and limit, counting them all', async () => {
      for (const slug of ['incense-burner', 'palm-basket', 'sadu-cushion']) await world.repository.add(shopper, slug);
      expect(await world.repository.page(shopper, { offset: 1, limit: 1 })).toEqual({ rows: [bySlug('palm-basket')], total: 3 });
      expect(await world.repository.page(shopper, { offset: 3, limit: 2 })).toEqual({ rows: [], total: 3 });
    });

    it("keeps each shopper's favourites apart", async () => {
      const other = await world.newShopper();
      await world.repository.add(other, 'palm-basket');
      await world.repository.add(shopper, 'sadu-cushion');
      await world.repository.remove(other, 'sadu-cushion');
      expect((await world.repository.page(shopper, all)).rows.map((row) => row.slug)).toEqual(['sadu-cushion']);
      expect((await world.repository.page(other, all)).rows.map((row) => row.slug)).toEqual(['palm-basket']);
    });
  });
}

/** The database's adapter over a fresh database holding the store: PGlite, or the PostgreSQL server. */
export async function drizzleFavouritesWorld({ postgres = false } = {}): Promise<FavouritesWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  await insertStore(database.db);
  return {
    repository: new DrizzleFavouritesRepository(database.db),
    newShopper: async () => (await signedInShopper(database.db)).id,
    close: drop,
  };
}
