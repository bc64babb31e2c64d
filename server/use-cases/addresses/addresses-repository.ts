// The port of the shopper's addresses and of the places (regions, cities) they lie in. An
// adapter reads and writes rows (server/persistence/addresses, or an in-memory one in tests);
// the use cases in addresses.ts decide the limit, the default and whether a place is valid.

/** A city as stored, in both languages. */
export interface CityRow {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

/** A region as stored, with its cities ordered by id. */
export interface RegionRow {
  readonly id: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly cities: readonly CityRow[];
}

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** What an address holds besides its owner and id: what is written. */
export interface AddressFields {
  readonly regionId: string;
  readonly cityId: string;
  readonly country: string;
  readonly addressText: string;
  readonly location: Coordinates | null;
  readonly isDefault: boolean;
}

/** An address as read: its fields with its region's and city's names in both languages. */
export interface AddressRow extends AddressFields {
  readonly id: string;
  readonly regionNameEn: string;
  readonly regionNameAr: string;
  readonly cityNameEn: string;
  readonly cityNameAr: string;
}

/**
 * One shopper's addresses inside `forShopper`: every read and write is scoped to that shopper,
 * so another shopper's address id reads as missing and is never written.
 */
export interface ShopperAddresses {
  /** The shopper's addresses, the default first, then in the order they were saved. */
  list(): Promise<readonly AddressRow[]>;
  find(id: string): Promise<AddressRow | null>;
  /** Saves a new address and answers its id. Throws if it would be a second default or its place is unknown. */
  insert(address: AddressFields): Promise<string>;
  /** Replaces every field of the address; nothing happens if it is not the shopper's. */
  replace(id: string, address: AddressFields): Promise<void>;
  /** Sets one address's flag, nothing else; throws if that makes a second default. */
  setDefault(id: string, isDefault: boolean): Promise<void>;
  /** Leaves the shopper without a default address. */
  clearDefault(): Promise<void>;
  /** Deletes the address; false if the shopper has none of this id. */
  remove(id: string): Promise<boolean>;
}

export interface AddressesRepository {
  /** Every region in display order, each with its cities. */
  regions(): Promise<readonly RegionRow[]>;
  /** One region with its cities, or null if there is none of this id. */
  region(id: string): Promise<RegionRow | null>;
  /** The shopper's addresses as `ShopperAddresses.list` orders them, without taking the shopper's turn. */
  list(userId: string): Promise<readonly AddressRow[]>;
  /**
   * Runs `work` on the shopper's addresses all or nothing, one at a time per shopper: a change
   * that reads then writes is never interleaved with another of the same shopper's, and when
   * `work` throws, nothing it wrote stays.
   */
  forShopper<T>(userId: string, work: (addresses: ShopperAddresses) => Promise<T>): Promise<T>;
}
