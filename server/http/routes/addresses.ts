// Routes of the shopper's addresses and of the regions and cities the address form offers.
// Every address query is scoped to the signed-in shopper, so another shopper's address id is
// answered exactly like an id that does not exist (404): its existence is never revealed.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MAX_ADDRESSES, addressOperations, type Address, type AddressInput, type Region } from '../../../src/contract/addresses';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../../persistence/database';
import { addresses, cities, regions, users } from '../../persistence/schema';
import type { AppEnv } from '../env';
import { conflict, fieldError, notFound } from '../errors';
import { mount } from '../operation';

/** The transaction handle of Db (same query builder). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function registerAddressRoutes(app: Hono<AppEnv>): void {
  mount(app, addressOperations.regions, async (_, { services, language }) => {
    const [regionRows, cityRows] = await Promise.all([
      services.db.select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id)),
      services.db.select().from(cities),
    ]);
    const collator = new Intl.Collator(language);
    const nameOf = (row: { nameEn: string; nameAr: string }) => (language === 'ar' ? row.nameAr : row.nameEn);
    return regionRows.map(
      (region): Region => ({
        id: region.id,
        name: nameOf(region),
        cities: cityRows
          .filter((city) => city.regionId === region.id)
          .map((city) => ({ id: city.id, name: nameOf(city) }))
          .sort((a, b) => collator.compare(a.name, b.name)),
      }),
    );
  });

  mount(app, addressOperations.list, async (_, { services, user, language }) => listAddresses(services.db, user.id, language));

  mount(app, addressOperations.create, async ({ body }, { services, user, language }) => {
    await checkPlace(services.db, body);
    const id = await services.db.transaction(async (tx) => {
      await lockShopper(tx, user.id);
      const [mine] = await tx
        .select({ total: count(), defaults: sql<number>`count(*) filter (where ${addresses.isDefault})`.mapWith(Number) })
        .from(addresses)
        .where(eq(addresses.userId, user.id));
      if ((mine?.total ?? 0) >= MAX_ADDRESSES) throw conflict('addresses.limitReached', { max: MAX_ADDRESSES });
      const makeDefault = body.isDefault === true || (mine?.defaults ?? 0) === 0;
      if (makeDefault) await clearDefault(tx, user.id);
      const [row] = await tx
        .insert(addresses)
        .values({ userId: user.id, ...columnsOf(body), isDefault: makeDefault })
        .returning({ id: addresses.id });
      return row!.id;
    });
    return findAddress(services.db, user.id, id, language);
  });

  mount(app, addressOperations.update, async ({ params, body }, { services, user, language }) => {
    await checkPlace(services.db, body);
    await services.db.transaction(async (tx) => {
      await lockShopper(tx, user.id);
      const current = await ownAddress(tx, user.id, params.id);
      const isDefault = body.isDefault ?? current.isDefault;
      if (isDefault && !current.isDefault) await clearDefault(tx, user.id);
      await tx
        .update(addresses)
        .set({ ...columnsOf(body), isDefault })
        .where(and(eq(addresses.id, params.id), eq(addresses.userId, user.id)));
    });
    return findAddress(services.db, user.id, params.id, language);
  });

  mount(app, addressOperations.remove, async ({ params }, { services, user }) => {
    // Deleting the default leaves the shopper without one on purpose: checkout then asks for a
    // choice (the spec's "There is no default address available") instead of silently picking one.
    const deleted = await services.db
      .delete(addresses)
      .where(and(eq(addresses.id, params.id), eq(addresses.userId, user.id)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw notFound('addresses.notFound');
  });

  mount(app, addressOperations.makeDefault, async ({ params }, { services, user, language }) => {
    await services.db.transaction(async (tx) => {
      // The shopper's row lock orders concurrent changes; addresses_one_default_idx guarantees the result.
      await lockShopper(tx, user.id);
      const current = await ownAddress(tx, user.id, params.id);
      if (current.isDefault) return;
      await clearDefault(tx, user.id);
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, params.id));
    });
    return findAddress(services.db, user.id, params.id, language);
  });
}

/** Serialises one shopper's address changes (count limit, the single default) across transactions. */
async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The shopper's own address (another shopper's is answered as missing), inside the transaction. */
async function ownAddress(tx: Tx, userId: string, id: string): Promise<{ isDefault: boolean }> {
  const [address] = await tx
    .select({ isDefault: addresses.isDefault })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!address) throw notFound('addresses.notFound');
  return address;
}

async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** The region must exist and the city must be one of its cities; otherwise the field is answered as invalid. */
async function checkPlace(db: Db, input: AddressInput): Promise<void> {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
  if (!region) throw fieldError(400, 'addresses.regionNotFound', 'regionId');
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, input.cityId), eq(cities.regionId, input.regionId)));
  if (!city) throw fieldError(400, 'addresses.cityNotInRegion', 'cityId');
}

const columnsOf = (input: AddressInput) => ({
  regionId: input.regionId,
  cityId: input.cityId,
  country: input.country,
  addressText: input.addressText,
  latitude: input.location?.latitude ?? null,
  longitude: input.location?.longitude ?? null,
});

const addressColumns = {
  id: addresses.id,
  regionId: addresses.regionId,
  regionNameEn: regions.nameEn,
  regionNameAr: regions.nameAr,
  cityId: addresses.cityId,
  cityNameEn: cities.nameEn,
  cityNameAr: cities.nameAr,
  country: addresses.country,
  addressText: addresses.addressText,
  isDefault: addresses.isDefault,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
};

function selectAddresses(db: Db) {
  return db
    .select(addressColumns)
    .from(addresses)
    .innerJoin(regions, eq(regions.id, addresses.regionId))
    .innerJoin(cities, eq(cities.id, addresses.cityId));
}

async function listAddresses(db: Db, userId: string, language: Language): Promise<Address[]> {
  const rows = await selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map((row) => toAddress(row, language));
}

async function findAddress(db: Db, userId: string, id: string, language: Language): Promise<Address> {
  const [row] = await selectAddresses(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound('addresses.notFound');
  return toAddress(row, language);
}

interface AddressRow {
  readonly id: string;
  readonly regionId: string;
  readonly regionNameEn: string;
  readonly regionNameAr: string;
  readonly cityId: string;
  readonly cityNameEn: string;
  readonly cityNameAr: string;
  readonly country: string;
  readonly addressText: string;
  readonly isDefault: boolean;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

function toAddress(row: AddressRow, language: Language): Address {
  const ar = language === 'ar';
  return {
    id: row.id,
    regionId: row.regionId,
    regionName: ar ? row.regionNameAr : row.regionNameEn,
    cityId: row.cityId,
    cityName: ar ? row.cityNameAr : row.cityNameEn,
    country: row.country,
    addressText: row.addressText,
    isDefault: row.isDefault,
    location: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  };
}
