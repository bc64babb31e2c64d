// AddressBook over the API's address operations (src/contract/addresses.ts). Loaded lazily by the
// container, like the other commerce gateways.
import type { AddressBook, NewAddress, Region, SavedAddress } from '../application/ports/address-book';
import { addressOperations } from '../contract/addresses';
import type { ApiClient } from './api-client';

export class HttpAddressBook implements AddressBook {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<readonly SavedAddress[]> {
    return this.api.call(addressOperations.list);
  }

  add(address: NewAddress): Promise<SavedAddress> {
    return this.api.call(addressOperations.create, { body: { ...bodyOf(address), isDefault: address.isDefault } });
  }

  update(id: string, address: NewAddress): Promise<SavedAddress> {
    // An absent flag keeps the address's own: `false` would clear a default (see AddressInput).
    return this.api.call(addressOperations.update, { params: { id }, body: { ...bodyOf(address), ...(address.isDefault ? { isDefault: true } : {}) } });
  }

  async remove(id: string): Promise<void> {
    await this.api.call(addressOperations.remove, { params: { id } });
  }

  makeDefault(id: string): Promise<SavedAddress> {
    return this.api.call(addressOperations.makeDefault, { params: { id } });
  }

  regions(): Promise<readonly Region[]> {
    return this.api.call(addressOperations.regions);
  }
}

function bodyOf({ regionId, cityId, addressText, location }: NewAddress) {
  return {
    regionId,
    cityId,
    country: 'SA',
    addressText,
    location: location ? { latitude: location.latitude, longitude: location.longitude } : null,
  };
}
