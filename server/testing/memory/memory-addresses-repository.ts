// The addresses port in memory, for the use cases' fast tests. Like the database it runs one
// turn at a time per shopper, keeps a turn's writes only if the turn succeeds, and refuses what
// the database's constraints refuse (a second default, an unknown region or city); the contract
// suite (server/persistence/addresses/addresses-repository.contract.ts) holds it to that.
import { TurnQueue } from './turn-queue';
import { randomUUID } from 'node:crypto';
import type {
  AddressFields,
  AddressRow,
  AddressesRepository,
  CityRow,
  RegionRow,
  ShopperAddresses,
} from '../../use-cases/addresses/addresses-repository';

/** The places insertPlaces (account-fixtures.ts) writes, as the port reads them. */
export const PLACE_ROWS: readonly RegionRow[] = [
  {
    id: 'riyadh',
    nameEn: 'Riyadh',
    nameAr: 'الرياض',
    cities: [
      { id: 'diriyah', nameEn: 'Diriyah', nameAr: 'الدرعية' },
      { id: 'riyadh-city', nameEn: 'Riyadh', nameAr: 'الرياض' },
    ],
  },
  {
    id: 'makkah',
    nameEn: 'Makkah',
    nameAr: 'مكة المكرمة',
    cities: [
      { id: 'jeddah', nameEn: 'Jeddah', nameAr: 'جدة' },
      { id: 'makkah-city', nameEn: 'Makkah', nameAr: 'مكة المكرمة' },
    ],
  },
];

interface StoredAddress extends AddressFields {
  readonly id: string;
  /** The turn that saved it, standing in for the transaction's time. */
  readonly savedIn: number;
}

/** One shopper's addresses by id. */
type Book = Map<string, StoredAddress>;

export class MemoryAddressesRepository implements AddressesRepository {
  private readonly places: readonly RegionRow[];
  private readonly cities = new Map<string, CityRow>();
  private readonly books = new Map<string, Book>();
  /** One shopper's turns run one after another. */
  private readonly queue = new TurnQueue();
  private turns = 0;

  /** `places`: the regions in display order, each with its cities ordered by id. */
  constructor(places: readonly RegionRow[]) {
    this.places = places;
    for (const region of places) for (const city of region.cities) this.cities.set(city.id, city);
  }

  async regions(): Promise<readonly RegionRow[]> {
    return this.places;
  }

  async region(id: string): Promise<RegionRow | null> {
    return this.places.find((region) => region.id === id) ?? null;
  }

  async list(userId: string): Promise<readonly AddressRow[]> {
    return this.session(this.books.get(userId) ?? new Map(), 0).list();
  }

  forShopper<T>(userId: string, work: (addresses: ShopperAddresses) => Promise<T>): Promise<T> {
    return this.queue.run(userId, async () => {
      // The turn writes to a copy, kept only when the work succeeds: a throw leaves nothing behind.
      const draft: Book = new Map(this.books.get(userId));
      const result = await work(this.session(draft, ++this.turns));
      this.books.set(userId, draft);
      return result;
    });
  }

  private session(book: Book, turn: number): ShopperAddresses {
    const rowOf = (address: StoredAddress): AddressRow => {
      const region = this.places.find((candidate) => candidate.id === address.regionId)!;
      const city = this.cities.get(address.cityId)!;
      const { savedIn: _, ...fields } = address;
      return { ...fields, regionNameEn: region.nameEn, regionNameAr: region.nameAr, cityNameEn: city.nameEn, cityNameAr: city.nameAr };
    };
    /** What the database's foreign keys and addresses_one_default_idx refuse. */
    const check = (address: StoredAddress) => {
      if (!this.places.some((region) => region.id === address.regionId)) throw new Error(`no region ${address.regionId}`);
      if (!this.cities.has(address.cityId)) throw new Error(`no city ${address.cityId}`);
      const otherDefault = [...book.values()].some((other) => other.id !== address.id && other.isDefault);
      if (address.isDefault && otherDefault) throw new Error('a shopper has one default address at most');
    };
    const write = (address: StoredAddress) => {
      check(address);
      book.set(address.id, address);
    };
    return {
      list: async () =>
        [...book.values()]
          .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.savedIn - b.savedIn || (a.id < b.id ? -1 : 1))
          .map(rowOf),
      find: async (id) => {
        const address = book.get(id);
        return address ? rowOf(address) : null;
      },
      insert: async (address) => {
        const id = randomUUID();
        write({ ...copyOf(address), id, savedIn: turn });
        return id;
      },
      replace: async (id, address) => {
        const current = book.get(id);
        if (current) write({ ...copyOf(address), id, savedIn: current.savedIn });
      },
      setDefault: async (id, isDefault) => {
        const current = book.get(id);
        if (current) write({ ...current, isDefault });
      },
      clearDefault: async () => {
        for (const address of book.values()) if (address.isDefault) book.set(address.id, { ...address, isDefault: false });
      },
      remove: async (id) => book.delete(id),
    };
  }
}

/** Only the port's fields, the location copied: a caller's object never becomes the stored one. */
const copyOf = ({ regionId, cityId, country, addressText, location, isDefault }: AddressFields): AddressFields => ({
  regionId,
  cityId,
  country,
  addressText,
  location: location && { latitude: location.latitude, longitude: location.longitude },
  isDefault,
});
