// What every adapter of the addresses port does, run against each of them: the database's on
// PGlite (addresses-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the
// in-memory one the use cases' tests rely on, so that a fast test stands for the real thing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPlaces, signedInShopper } from '../../testing/account-fixtures';
import { PLACE_ROWS } from '../../testing/memory/memory-addresses-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { AddressFields, AddressesRepository } from '../../use-cases/addresses/addresses-repository';
import { DrizzleAddressesRepository } from './drizzle-addresses-repository';

/** An adapter over the places of PLACE_ROWS, and a way to add shoppers to it. */
export interface AddressesWorld {
  readonly repository: AddressesRepository;
  newShopper(): Promise<string>;
  close(): Promise<void>;
}

const home: AddressFields = {
  regionId: 'riyadh',
  cityId: 'riyadh-city',
  country: 'SA',
  addressText: 'King Fahd Road, Al Olaya',
  location: null,
  isDefault: false,
};
const office: AddressFields = {
  regionId: 'makkah',
  cityId: 'jeddah',
  country: 'SA',
  addressText: 'Tahlia Street, office 4',
  location: { latitude: 21.5433, longitude: 39.1728 },
  isDefault: true,
};

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export function addressesRepositoryContract(adapter: string, open: () => Promise<AddressesWorld>): void {
  describe(`the addresses port: ${adapter}`, () => {
    let world: AddressesWorld;
    let shopper: string;
    // One database for the suite; every test acts for a shopper of its own, as every address is scoped to one.
    beforeAll(async () => {
      world = await open();
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const save = (userId: string, address: AddressFields) => world.repository.forShopper(userId, (mine) => mine.insert(address));
    const texts = async (userId: string) => (await world.repository.list(userId)).map((address) => address.addressText);

    describe('the places', () => {
      it('lists the regions in display order, each with its cities by id', async () => {
        expect(await world.repository.regions()).toEqual(PLACE_ROWS);
      });

      it('finds one region with its cities, and no region of an unknown id', async () => {
        expect(await world.repository.region('makkah')).toEqual(PLACE_ROWS[1]);
        expect(await world.repository.region('narnia')).toBeNull();
      });
    });

    describe('reading and writing addresses', () => {
      it('reads back what was saved, with the names of its region and city in both languages', async () => {
        const id = await save(shopper, office);
        const expected = {
          ...office,
          id,
          regionNameEn: 'Makkah',
          regionNameAr: 'مكة المكرمة',
          cityNameEn: 'Jeddah',
          cityNameAr: 'جدة',
        };
        expect(await world.repository.list(shopper)).toEqual([expected]);
        expect(await world.repository.forShopper(shopper, (mine) => mine.find(id))).toEqual(expected);
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      });

      it('lists the default first, then the others in the order they were saved', async () => {
        await save(shopper, { ...home, addressText: 'first' });
        await save(shopper, { ...home, addressText: 'second' });
        await save(shopper, { ...office, addressText: 'the default' });
        await save(shopper, { ...home, addressText: 'fourth' });
        expect(await texts(shopper)).toEqual(['the default', 'first', 'second', 'fourth']);
        expect(await world.repository.forShopper(shopper, async (mine) => (await mine.list()).map((address) => address.addressText))).toEqual(
          await texts(shopper),
        );
      });

      it('replaces every field of an address, keeping its place in the order', async () => {
        const first = await save(shopper, office);
        await save(shopper, { ...home, addressText: 'second' });
        await world.repository.forShopper(shopper, (mine) => mine.replace(first, { ...home, isDefault: false }));
        const [replaced] = (await world.repository.list(shopper)).filter((address) => address.id === first);
        expect(replaced).toEqual({ ...home, id: first, regionNameEn: 'Riyadh', regionNameAr: 'الرياض', cityNameEn: 'Riyadh', cityNameAr: 'الرياض' });
        expect(await texts(shopper)).toEqual([home.addressText, 'second']);
      });

      it('sets and clears the default flag', async () => {
        const first = await save(shopper, home);
        const second = await save(shopper, { ...home, addressText: 'second' });
        await world.repository.forShopper(shopper, (mine) => mine.setDefault(second, true));
        expect((await world.repository.list(shopper)).map((address) => [address.id, address.isDefault])).toEqual([
          [second, true],
          [first, false],
        ]);
        await world.repository.forShopper(shopper, (mine) => mine.clearDefault());
        expect((await world.repository.list(shopper)).some((address) => address.isDefault)).toBe(false);
      });

      it('removes an address once: the second time there is none to remove', async () => {
        const id = await save(shopper, home);
        expect(await world.repository.forShopper(shopper, (mine) => mine.remove(id))).toBe(true);
        expect(await world.repository.forShopper(shopper, (mine) => mine.remove(id))).toBe(false);
        expect(await world.repository.list(shopper)).toEqual([]);
      });
    });

    describe("each shopper's addresses", () => {
      it("never reads, changes or removes another shopper's address", async () => {
        const other = await world.newShopper();
        const theirs = await save(other, office);
        const before = await world.repository.list(other);
        await save(shopper, home);
        const seen = await world.repository.forShopper(shopper, async (mine) => {
          await mine.replace(theirs, { ...home, addressText: 'taken over' });
          await mine.setDefault(theirs, false);
          await mine.clearDefault();
          return { found: await mine.find(theirs), removed: await mine.remove(theirs) };
        });
        expect(seen).toEqual({ found: null, removed: false });
        expect(await world.repository.list(other)).toEqual(before);
        expect(await texts(shopper)).toEqual([home.addressText]);
      });

      it('keeps one default per shopper: two shoppers may each have theirs', async () => {
        const other = await world.newShopper();
        await save(other, office);
        await save(shopper, office);
        expect((await world.repository.list(shopper))[0]?.isDefault).toBe(true);
        expect((await world.repository.list(other))[0]?.isDefault).toBe(true);
      });
    });

    describe("a shopper's turn", () => {
      it("answers the work's value", async () => {
        expect(await world.repository.forShopper(shopper, async () => 42)).toBe(42);
      });

      it('keeps nothing of work that wrote then threw, and passes the error on', async () => {
        const kept = await save(shopper, home);
        const failure = new Error('refused after writing');
        await expect(
          world.repository.forShopper(shopper, async (mine) => {
            await mine.insert({ ...office, addressText: 'never kept' });
            await mine.replace(kept, { ...home, addressText: 'never changed' });
            await mine.remove(kept);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await texts(shopper)).toEqual([home.addressText]);
        expect((await world.repository.list(shopper))[0]?.id).toBe(kept);
      });

      it('refuses a second default (nothing of the turn stays), and an unknown region or city', async () => {
        await save(shopper, { ...home, isDefault: true });
        await expect(
          world.repository.forShopper(shopper, async (mine) => {
            await mine.insert({ ...home, addressText: 'written first' });
            await mine.insert({ ...office, isDefault: true });
          }),
        ).rejects.toThrow();
        const other = await save(shopper, { ...home, addressText: 'other' });
        await expect(world.repository.forShopper(shopper, (mine) => mine.setDefault(other, true))).rejects.toThrow();
        await expect(save(shopper, { ...home, cityId: 'atlantis' })).rejects.toThrow();
        await expect(save(shopper, { ...home, regionId: 'narnia' })).rejects.toThrow();
        expect((await world.repository.list(shopper)).map((address) => [address.addressText, address.isDefault])).toEqual([
          [home.addressText, true],
          ['other', false],
        ]);
      });

      it("runs one shopper's turns one after the other: two that read then write both land on what the other wrote", async () => {
        const countThenAdd = () =>
          world.repository.forShopper(shopper, async (mine) => {
            const count = (await mine.list()).length;
            await pause(50);
            await mine.insert({ ...home, addressText: `address ${count + 1}` });
          });
        await Promise.all([countThenAdd(), countThenAdd(), countThenAdd()]);
        // The database stamps a row with its transaction's start, not its turn: compare without order.
        expect((await texts(shopper)).sort()).toEqual(['address 1', 'address 2', 'address 3']);
      });

      it('goes on after a turn failed: the next turn of the same shopper runs', async () => {
        const failing = world.repository.forShopper(shopper, async () => {
          throw new Error('refused');
        });
        const next = save(shopper, home);
        await expect(failing).rejects.toThrow('refused');
        await next;
        expect(await texts(shopper)).toEqual([home.addressText]);
      });
    });
  });
}

/** The database's adapter over a fresh database holding the places: PGlite, or the PostgreSQL server. */
export async function drizzleAddressesWorld({ postgres = false } = {}): Promise<AddressesWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  await insertPlaces(database.db);
  return {
    repository: new DrizzleAddressesRepository(database.db),
    newShopper: async () => (await signedInShopper(database.db)).id,
    close: drop,
  };
}
