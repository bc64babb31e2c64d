// Use cases of the shopper's addresses and of the regions their form offers. A shopper keeps at
// most MAX_ADDRESSES addresses and at most one default: the first address saved (and any saved
// while none is the default) becomes it, and making one the default clears the others. Every
// address is scoped to its shopper: another shopper's id fails exactly like a missing one.
import { MAX_ADDRESSES, type Address, type AddressInput, type Region } from '../../../src/contract/addresses';
import type { Language } from '../../../src/domain/locale';
import { fail, ok, type Result } from '../../../src/domain/result';
import type { AddressFields, AddressRow, AddressesRepository, ShopperAddresses } from './addresses-repository';

export type AddressNotFound = 'addresses.notFound';
/** The place of an address: an unknown region, or a city that is not one of the region's. */
export type PlaceFailureCode = 'addresses.regionNotFound' | 'addresses.cityNotInRegion';
export type AddressFailureCode = AddressNotFound | PlaceFailureCode | 'addresses.limitReached';

/** The regions in display order, each with its cities by name in the language's collation. */
export async function listRegions(addresses: AddressesRepository, language: Language): Promise<Region[]> {
  const collator = new Intl.Collator(language);
  return (await addresses.regions()).map((region) => ({
    id: region.id,
    name: nameIn(language, region),
    cities: region.cities
      .map((city) => ({ id: city.id, name: nameIn(language, city) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/** The shopper's addresses, the default first. */
export async function listAddresses(addresses: AddressesRepository, userId: string, language: Language): Promise<Address[]> {
  return (await addresses.list(userId)).map((row) => addressIn(language, row));
}

export async function createAddress(
  addresses: AddressesRepository,
  userId: string,
  input: AddressInput,
  language: Language,
): Promise<Result<Address, PlaceFailureCode | 'addresses.limitReached'>> {
  const place = await checkPlace(addresses, input);
  if (!place.ok) return place;
  return addresses.forShopper(userId, async (mine) => {
    const saved = await mine.list();
    if (saved.length >= MAX_ADDRESSES) return fail('addresses.limitReached', { max: MAX_ADDRESSES });
    const isDefault = input.isDefault === true || !saved.some((address) => address.isDefault);
    if (isDefault) await mine.clearDefault();
    const id = await mine.insert(fieldsOf(input, isDefault));
    return ok(await answer(mine, id, language));
  });
}

/** Replaces an address; an absent `isDefault` keeps its flag, `false` clears it (leaving no default). */
export async function updateAddress(
  addresses: AddressesRepository,
  userId: string,
  id: string,
  input: AddressInput,
  language: Language,
): Promise<Result<Address, PlaceFailureCode | AddressNotFound>> {
  const place = await checkPlace(addresses, input);
  if (!place.ok) return place;
  return addresses.forShopper(userId, async (mine) => {
    const current = await mine.find(id);
    if (!current) return fail('addresses.notFound');
    const isDefault = input.isDefault ?? current.isDefault;
    if (isDefault && !current.isDefault) await mine.clearDefault();
    await mine.replace(id, fieldsOf(input, isDefault));
    return ok(await answer(mine, id, language));
  });
}

/**
 * Deleting the default leaves the shopper without one on purpose: checkout then asks for a
 * choice (the spec's "There is no default address available") instead of silently picking one.
 */
export async function removeAddress(addresses: AddressesRepository, userId: string, id: string): Promise<Result<void, AddressNotFound>> {
  const removed = await addresses.forShopper(userId, (mine) => mine.remove(id));
  return removed ? ok(undefined) : fail('addresses.notFound');
}

export async function makeAddressDefault(
  addresses: AddressesRepository,
  userId: string,
  id: string,
  language: Language,
): Promise<Result<Address, AddressNotFound>> {
  return addresses.forShopper(userId, async (mine) => {
    const current = await mine.find(id);
    if (!current) return fail('addresses.notFound');
    if (!current.isDefault) {
      await mine.clearDefault();
      await mine.setDefault(id, true);
    }
    return ok(await answer(mine, id, language));
  });
}

/** The region must exist and the city must be one of its cities. */
async function checkPlace(addresses: AddressesRepository, input: AddressInput): Promise<Result<void, PlaceFailureCode>> {
  const region = await addresses.region(input.regionId);
  if (!region) return fail('addresses.regionNotFound');
  if (!region.cities.some((city) => city.id === input.cityId)) return fail('addresses.cityNotInRegion');
  return ok(undefined);
}

/** The address just written, read back in the same turn. */
async function answer(mine: ShopperAddresses, id: string, language: Language): Promise<Address> {
  const row = await mine.find(id);
  if (!row) throw new Error(`address ${id} vanished inside its own shopper's turn`);
  return addressIn(language, row);
}

const fieldsOf = (input: AddressInput, isDefault: boolean): AddressFields => ({
  regionId: input.regionId,
  cityId: input.cityId,
  country: input.country,
  addressText: input.addressText,
  location: input.location ? { latitude: input.location.latitude, longitude: input.location.longitude } : null,
  isDefault,
});

const nameIn = (language: Language, row: { readonly nameEn: string; readonly nameAr: string }) => (language === 'ar' ? row.nameAr : row.nameEn);

function addressIn(language: Language, row: AddressRow): Address {
  return {
    id: row.id,
    regionId: row.regionId,
    regionName: nameIn(language, { nameEn: row.regionNameEn, nameAr: row.regionNameAr }),
    cityId: row.cityId,
    cityName: nameIn(language, { nameEn: row.cityNameEn, nameAr: row.cityNameAr }),
    country: row.country,
    addressText: row.addressText,
    isDefault: row.isDefault,
    location: row.location,
  };
}
