// The addresses use cases over the in-memory port: regions with their cities in the language's
// order, the limit, the single default and how it moves, the place checks, and another shopper's
// address failing exactly like a missing one. A property runs random sequences of changes.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address, type AddressInput } from '../../../src/contract/addresses';
import { MemoryAddressesRepository, PLACE_ROWS } from '../../testing/memory/memory-addresses-repository';
import { createAddress, listAddresses, listRegions, makeAddressDefault, removeAddress, updateAddress } from './addresses';

const SHOPPER = 'shopper-1';
const OTHER = 'shopper-2';
let addresses: MemoryAddressesRepository;
beforeEach(() => {
  addresses = new MemoryAddressesRepository(PLACE_ROWS);
});

const home: AddressInput = { regionId: 'riyadh', cityId: 'riyadh-city', country: 'SA', addressText: 'King Fahd Road, Al Olaya' };
const office: AddressInput = {
  regionId: 'makkah',
  cityId: 'jeddah',
  country: 'SA',
  addressText: 'Tahlia Street, office 4',
  location: { latitude: 21.5433, longitude: 39.1728 },
};

/** Creates an address that must be accepted, and answers it. */
async function created(input: AddressInput, userId = SHOPPER): Promise<Address> {
  const result = await createAddress(addresses, userId, input, 'en');
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value;
}
const defaultsOf = async (userId = SHOPPER) => (await listAddresses(addresses, userId, 'en')).filter((address) => address.isDefault).map((address) => address.id);

describe('the regions of the address form', () => {
  it('keeps the regions in display order and sorts each one’s cities by name in the language asked', async () => {
    expect(await listRegions(addresses, 'en')).toEqual([
      { id: 'riyadh', name: 'Riyadh', cities: [{ id: 'diriyah', name: 'Diriyah' }, { id: 'riyadh-city', name: 'Riyadh' }] },
      { id: 'makkah', name: 'Makkah', cities: [{ id: 'jeddah', name: 'Jeddah' }, { id: 'makkah-city', name: 'Makkah' }] },
    ]);
    // Stored as (riyadh-city, diriyah) would be the id order reversed: the names decide, by Arabic collation.
    const reversed = new MemoryAddressesRepository(PLACE_ROWS.map((region) => ({ ...region, cities: [...region.cities].reverse() })));
    expect((await listRegions(reversed, 'ar')).map((region) => [region.name, region.cities.map((city) => city.name)])).toEqual([
      ['الرياض', ['الدرعية', 'الرياض']],
      ['مكة المكرمة', ['جدة', 'مكة المكرمة']],
    ]);
  });
});

describe('saving an address', () => {
  it('answers it with its names in the language asked; the first address becomes the default whatever it says', async () => {
    const result = await createAddress(addresses, SHOPPER, { ...office, isDefault: false }, 'ar');
    expect(result).toEqual({
      ok: true,
      value: {
        id: expect.any(String),
        regionId: 'makkah',
        regionName: 'مكة المكرمة',
        cityId: 'jeddah',
        cityName: 'جدة',
        country: 'SA',
        addressText: 'Tahlia Street, office 4',
        isDefault: true,
        location: { latitude: 21.5433, longitude: 39.1728 },
      },
    });
  });

  it('keeps the default when another is added, and moves it to a new address that asks for it', async () => {
    const first = await created(home);
    const second = await created(office);
    expect(second.isDefault).toBe(false);
    expect(await defaultsOf()).toEqual([first.id]);
    const third = await created({ ...home, cityId: 'diriyah', isDefault: true });
    expect(await defaultsOf()).toEqual([third.id]);
    expect((await listAddresses(addresses, SHOPPER, 'en')).map((address) => address.id)).toEqual([third.id, first.id, second.id]);
  });

  it(`refuses a ${MAX_ADDRESSES + 1}th address, naming the limit, and saves nothing`, async () => {
    for (let index = 0; index < MAX_ADDRESSES; index++) await created({ ...home, addressText: `Street ${index + 1}` });
    expect(await createAddress(addresses, SHOPPER, home, 'en')).toEqual({ ok: false, error: { code: 'addresses.limitReached', params: { max: MAX_ADDRESSES } } });
    expect(await listAddresses(addresses, SHOPPER, 'en')).toHaveLength(MAX_ADDRESSES);
    expect((await createAddress(addresses, OTHER, home, 'en')).ok).toBe(true);
  });

  it('refuses an unknown region, and a city that is not one of the region’s, before anything else', async () => {
    expect(await createAddress(addresses, SHOPPER, { ...home, regionId: 'narnia' }, 'en')).toEqual({ ok: false, error: { code: 'addresses.regionNotFound' } });
    expect(await createAddress(addresses, SHOPPER, { ...home, cityId: 'jeddah' }, 'en')).toEqual({ ok: false, error: { code: 'addresses.cityNotInRegion' } });
    expect(await createAddress(addresses, SHOPPER, { ...home, cityId: 'atlantis' }, 'en')).toEqual({ ok: false, error: { code: 'addresses.cityNotInRegion' } });
    expect(await listAddresses(addresses, SHOPPER, 'en')).toEqual([]);
    // The place is checked first: a wrong city on someone else's address is told as the wrong city.
    const theirs = await created(home, OTHER);
    expect(await updateAddress(addresses, SHOPPER, theirs.id, { ...home, cityId: 'jeddah' }, 'en')).toEqual({ ok: false, error: { code: 'addresses.cityNotInRegion' } });
  });
});

describe('changing an address', () => {
  it('replaces every field; an absent isDefault keeps the flag and false clears it, leaving no default', async () => {
    const address = await created(home);
    const replaced = await updateAddress(addresses, SHOPPER, address.id, office, 'en');
    expect(replaced).toEqual({ ok: true, value: { ...address, regionId: 'makkah', regionName: 'Makkah', cityId: 'jeddah', cityName: 'Jeddah', addressText: office.addressText, location: office.location } });
    const cleared = await updateAddress(addresses, SHOPPER, address.id, { ...home, isDefault: false }, 'en');
    expect(cleared).toMatchObject({ ok: true, value: { isDefault: false, location: null } });
    expect(await defaultsOf()).toEqual([]);
  });

  it('moves the default to an address replaced with isDefault, and to one made the default', async () => {
    const first = await created(home);
    const second = await created(office);
    await updateAddress(addresses, SHOPPER, second.id, { ...office, isDefault: true }, 'en');
    expect(await defaultsOf()).toEqual([second.id]);
    expect(await makeAddressDefault(addresses, SHOPPER, first.id, 'ar')).toMatchObject({ ok: true, value: { id: first.id, isDefault: true, cityName: 'الرياض' } });
    expect(await defaultsOf()).toEqual([first.id]);
    expect(await makeAddressDefault(addresses, SHOPPER, first.id, 'en')).toMatchObject({ ok: true, value: { isDefault: true } });
    expect(await defaultsOf()).toEqual([first.id]);
  });

  it('leaves no default when the default is removed, until the next address saved becomes it', async () => {
    const first = await created(home);
    const second = await created(office);
    expect(await removeAddress(addresses, SHOPPER, first.id)).toEqual({ ok: true, value: undefined });
    expect(await removeAddress(addresses, SHOPPER, first.id)).toEqual({ ok: false, error: { code: 'addresses.notFound' } });
    expect(await defaultsOf()).toEqual([]);
    expect((await listAddresses(addresses, SHOPPER, 'en')).map((address) => address.id)).toEqual([second.id]);
    expect((await created({ ...home, addressText: 'Olaya Street 7' })).isDefault).toBe(true);
  });

  it("fails on another shopper's address exactly as on a missing one, and changes nothing of theirs", async () => {
    const theirs = await created(home, OTHER);
    await created(office);
    const missing = randomUUID();
    for (const id of [theirs.id, missing]) {
      const notFound = { ok: false, error: { code: 'addresses.notFound' } };
      expect(await updateAddress(addresses, SHOPPER, id, { ...office, isDefault: true }, 'en')).toEqual(notFound);
      expect(await makeAddressDefault(addresses, SHOPPER, id, 'en')).toEqual(notFound);
      expect(await removeAddress(addresses, SHOPPER, id)).toEqual(notFound);
    }
    expect(await listAddresses(addresses, OTHER, 'en')).toEqual([theirs]);
  });
});

describe('whatever a shopper does', () => {
  type Change =
    | { readonly kind: 'create'; readonly isDefault: boolean | undefined }
    | { readonly kind: 'update'; readonly target: number; readonly isDefault: boolean | undefined }
    | { readonly kind: 'remove'; readonly target: number }
    | { readonly kind: 'setDefault'; readonly target: number };

  const asked = fc.option(fc.boolean(), { nil: undefined });
  /** `target` picks among the shopper's addresses, then another shopper's, then one that never existed. */
  const target = fc.nat({ max: 2 * MAX_ADDRESSES });
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), isDefault: asked }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('update' as const), target, isDefault: asked }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), target }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('setDefault' as const), target }) },
  );

  it(`keeps at most ${MAX_ADDRESSES} addresses and one default, exactly one right after a create or a set-default, and never touches another shopper's`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 3 * MAX_ADDRESSES, size: 'max' }), async (changes) => {
        const repository = new MemoryAddressesRepository(PLACE_ROWS);
        const theirs = await createAddress(repository, OTHER, home, 'en');
        const theirsBefore = await listAddresses(repository, OTHER, 'en');
        const idOf = async (index: number) => {
          const mine = await listAddresses(repository, SHOPPER, 'en');
          if (index < mine.length) return mine[index]!.id;
          return index % 2 === 0 && theirs.ok ? theirs.value.id : randomUUID();
        };
        for (const [index, next] of changes.entries()) {
          const input = { ...home, addressText: `Street ${index + 1}`, isDefault: 'isDefault' in next ? next.isDefault : undefined };
          const result =
            next.kind === 'create'
              ? await createAddress(repository, SHOPPER, input, 'en')
              : next.kind === 'update'
                ? await updateAddress(repository, SHOPPER, await idOf(next.target), input, 'en')
                : next.kind === 'remove'
                  ? await removeAddress(repository, SHOPPER, await idOf(next.target))
                  : await makeAddressDefault(repository, SHOPPER, await idOf(next.target), 'en');
          const mine = await listAddresses(repository, SHOPPER, 'en');
          const defaults = mine.filter((address) => address.isDefault).length;
          expect(mine.length).toBeLessThanOrEqual(MAX_ADDRESSES);
          expect(defaults).toBeLessThanOrEqual(1);
          if (result.ok && (next.kind === 'create' || next.kind === 'setDefault')) expect(defaults).toBe(1);
          if (result.ok && next.kind === 'update' && next.isDefault === true) expect(defaults).toBe(1);
        }
        expect(await listAddresses(repository, OTHER, 'en')).toEqual(theirsBefore);
      }),
      { numRuns: 100 },
    );
  });
});
