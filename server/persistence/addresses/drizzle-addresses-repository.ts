// The shopper's addresses and the places they lie in, in the database. A shopper's turn is a
// transaction holding the lock on the shopper's users row; addresses_one_default_idx refuses a
// second default and the foreign keys an unknown region or city.
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  AddressFields,
  AddressRow,
  AddressesRepository,
  CityRow,
  RegionRow,
  ShopperAddresses,
} from '../../use-cases/addresses/addresses-repository';
import type { Db } from '../database';
import { addresses, cities, regions } from '../schema';
import { stampedInTurn } from '../in-turn';
import { inShopperTransaction, type Queryable } from '../transactions';

export class DrizzleAddressesRepository implements AddressesRepository {
  constructor(private readonly db: Db) {}

  async regions(): Promise<readonly RegionRow[]> {
    const [regionRows, cityRows] = await Promise.all([
      this.db.select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id)),
      this.db.select().from(cities).orderBy(asc(cities.id)),
    ]);
    return regionRows.map((region) => regionOf(region, cityRows));
  }

  async region(id: string): Promise<RegionRow | null> {
    const [region] = await this.db.select().from(regions).where(eq(regions.id, id));
    if (!region) return null;
    const cityRows = await this.db.select().from(cities).where(eq(cities.regionId, id)).orderBy(asc(cities.id));
    return regionOf(region, cityRows);
  }

  list(userId: string): Promise<readonly AddressRow[]> {
    return new DrizzleShopperAddresses(this.db, userId).list();
  }

  forShopper<T>(userId: string, work: (addresses: ShopperAddresses) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleShopperAddresses(tx, userId)));
  }
}

class DrizzleShopperAddresses implements ShopperAddresses {
  constructor(
    private readonly db: Queryable,
    private readonly userId: string,
  ) {}

  /** The shopper's addresses, or the one of this id if it is the shopper's. */
  private mine(id?: string) {
    return id === undefined ? eq(addresses.userId, this.userId) : and(eq(addresses.userId, this.userId), eq(addresses.id, id));
  }

  async list(): Promise<readonly AddressRow[]> {
    const rows = await this.select()
      .where(this.mine())
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
    return rows.map(addressOf);
  }

  async find(id: string): Promise<AddressRow | null> {
    const [row] = await this.select().where(this.mine(id));
    return row ? addressOf(row) : null;
  }

  async insert(address: AddressFields): Promise<string> {
    const [row] = await this.db
      .insert(addresses)
      .values({ userId: this.userId, ...columnsOf(address), createdAt: stampedInTurn(addresses, addresses.createdAt, addresses.userId, this.userId) })
      .returning({ id: addresses.id });
    return row!.id;
  }

  async replace(id: string, address: AddressFields): Promise<void> {
    await this.db.update(addresses).set(columnsOf(address)).where(this.mine(id));
  }

  async setDefault(id: string, isDefault: boolean): Promise<void> {
    await this.db.update(addresses).set({ isDefault }).where(this.mine(id));
  }

  async clearDefault(): Promise<void> {
    await this.db
      .update(addresses)
      .set({ isDefault: false })
      .where(and(this.mine(), eq(addresses.isDefault, true)));
  }

  async remove(id: string): Promise<boolean> {
    const deleted = await this.db.delete(addresses).where(this.mine(id)).returning({ id: addresses.id });
    return deleted.length > 0;
  }

  private select() {
    return this.db
      .select({
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
      })
      .from(addresses)
      .innerJoin(regions, eq(regions.id, addresses.regionId))
      .innerJoin(cities, eq(cities.id, addresses.cityId));
  }
}

function regionOf(region: typeof regions.$inferSelect, cityRows: readonly (typeof cities.$inferSelect)[]): RegionRow {
  return {
    id: region.id,
    nameEn: region.nameEn,
    nameAr: region.nameAr,
    cities: cityRows.filter((city) => city.regionId === region.id).map(({ id, nameEn, nameAr }): CityRow => ({ id, nameEn, nameAr })),
  };
}

const columnsOf = ({ location, ...fields }: AddressFields) => ({
  ...fields,
  latitude: location?.latitude ?? null,
  longitude: location?.longitude ?? null,
});

function addressOf({ latitude, longitude, ...row }: Omit<AddressRow, 'location'> & { latitude: number | null; longitude: number | null }): AddressRow {
  return { ...row, location: latitude === null || longitude === null ? null : { latitude, longitude } };
}
