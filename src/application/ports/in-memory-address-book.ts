// A test twin of the AddressBook port: addresses held in memory with the API's rules (the default
// first, the first one added becomes the default, at most `limit` of them, one default at most),
// a record of every call, and a switch that makes the next calls fail as the API would.
import type { AddressBook, NewAddress, Region, SavedAddress } from './address-book';
import { RequestFailure } from './request-failure';

export const TEST_REGIONS: readonly Region[] = [
  { id: 'riyadh', name: 'Riyadh', cities: [{ id: 'riyadh', name: 'Riyadh' }, { id: 'al-kharj', name: 'Al Kharj' }] },
  { id: 'makkah', name: 'Makkah', cities: [{ id: 'jeddah', name: 'Jeddah' }, { id: 'makkah', name: 'Makkah' }] },
];

export class InMemoryAddressBook implements AddressBook {
  /** Every call, by method name, in order. */
  readonly calls: { readonly method: keyof AddressBook; readonly args: readonly unknown[] }[] = [];
  /** While set, every call that changes the book rejects with it. */
  refuseWith: Error | null = null;
  private addresses: SavedAddress[];
  private nextId = 1;

  constructor(
    addresses: readonly SavedAddress[] = [],
    private readonly regionList: readonly Region[] = TEST_REGIONS,
    private readonly limit = 20,
  ) {
    this.addresses = [...addresses];
  }

  /** What the book holds now, the default first. */
  get all(): readonly SavedAddress[] {
    return [...this.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  async list(): Promise<readonly SavedAddress[]> {
    this.record('list', []);
    return this.all;
  }

  async add(address: NewAddress): Promise<SavedAddress> {
    this.record('add', [address]);
    this.refuseIfAsked();
    if (this.addresses.length >= this.limit) {
      throw new RequestFailure(409, 'addresses.limitReached', `You can save up to ${this.limit} addresses. Please delete one before adding another.`);
    }
    const isDefault = address.isDefault || !this.addresses.some((saved) => saved.isDefault);
    const id = `a0000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`;
    const saved = { id, ...this.placeOf(address), isDefault };
    this.addresses = [...(isDefault ? this.withoutDefault() : this.addresses), saved];
    return saved;
  }

  async update(id: string, address: NewAddress): Promise<SavedAddress> {
    this.record('update', [id, address]);
    this.refuseIfAsked();
    const current = this.find(id);
    const saved = { id, ...this.placeOf(address), isDefault: address.isDefault || current.isDefault };
    this.addresses = (address.isDefault ? this.withoutDefault() : this.addresses).map((candidate) => (candidate.id === id ? saved : candidate));
    return saved;
  }

  async remove(id: string): Promise<void> {
    this.record('remove', [id]);
    this.refuseIfAsked();
    this.find(id);
    this.addresses = this.addresses.filter((candidate) => candidate.id !== id);
  }

  async makeDefault(id: string): Promise<SavedAddress> {
    this.record('makeDefault', [id]);
    this.refuseIfAsked();
    this.find(id);
    this.addresses = this.withoutDefault().map((candidate) => (candidate.id === id ? { ...candidate, isDefault: true } : candidate));
    return this.find(id);
  }

  async regions(): Promise<readonly Region[]> {
    this.record('regions', []);
    return this.regionList;
  }

  private placeOf({ regionId, cityId, addressText, location }: NewAddress): Omit<SavedAddress, 'id' | 'isDefault'> {
    const region = this.regionList.find((candidate) => candidate.id === regionId);
    const city = region?.cities.find((candidate) => candidate.id === cityId);
    if (region === undefined || city === undefined) throw new RequestFailure(400, 'addresses.cityNotInRegion', 'Please choose a city in the selected region.', { cityId: ['Please choose a city in the selected region.'] });
    return { regionId, regionName: region.name, cityId, cityName: city.name, addressText, location: location ?? null };
  }

  private find(id: string): SavedAddress {
    const found = this.addresses.find((candidate) => candidate.id === id);
    if (found === undefined) throw new RequestFailure(404, 'addresses.notFound', 'This address could not be found.');
    return found;
  }

  private withoutDefault(): SavedAddress[] {
    return this.addresses.map((candidate) => (candidate.isDefault ? { ...candidate, isDefault: false } : candidate));
  }

  private refuseIfAsked(): void {
    if (this.refuseWith !== null) throw this.refuseWith;
  }

  private record(method: keyof AddressBook, args: readonly unknown[]): void {
    this.calls.push({ method, args });
  }
}
