// AddressBook over the API's address operations (src/contract/addresses.ts): what checkout needs
// of them. Loaded lazily by the container, like the other commerce gateways.
import type { AddressBook, NewAddress, Region, SavedAddress } from '../application/ports/address-book';
import { addressOperations } from '../contract/addresses';
import type { ApiClient } from './api-client';

export class HttpAddressBook implements AddressBook {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<readonly SavedAddress[]> {
    return this.api.call(addressOperations.list);
  }

  add({ regionId, cityId, addressText, isDefault }: NewAddress): Promise<SavedAddress> {
    return this.api.call(addressOperations.create, { body: { regionId, cityId, country: 'SA', addressText, isDefault } });
  }

  regions(): Promise<readonly Region[]> {
    return this.api.call(addressOperations.regions);
  }
}
