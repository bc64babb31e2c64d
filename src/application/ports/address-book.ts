// The AddressBook port: the signed-in shopper's saved shipping addresses as checkout needs them
// (listed, one added from the checkout screen), and the regions and cities the address form offers.
import type { ShippingAddress } from '../../domain/checkout';
import { serviceToken } from './service-token';

export interface SavedAddress extends ShippingAddress {
  /** In the interface language. */
  readonly regionName: string;
  readonly cityId: string;
  readonly cityName: string;
  readonly addressText: string;
}

export interface City {
  readonly id: string;
  readonly name: string;
}

export interface Region {
  readonly id: string;
  readonly name: string;
  readonly cities: readonly City[];
}

export interface NewAddress {
  readonly regionId: string;
  readonly cityId: string;
  readonly addressText: string;
  /** The shopper's first address becomes the default whatever this says. */
  readonly isDefault: boolean;
}

/** Every method rejects with a RequestFailure when the API refuses. */
export interface AddressBook {
  /** The default first. */
  list(): Promise<readonly SavedAddress[]>;
  add(address: NewAddress): Promise<SavedAddress>;
  regions(): Promise<readonly Region[]>;
}

export const ADDRESS_BOOK = serviceToken<AddressBook>('AddressBook');
