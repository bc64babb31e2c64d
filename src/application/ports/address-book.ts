// The AddressBook port: the signed-in shopper's saved shipping addresses (listed, added, edited,
// deleted, one made the default: the profile's address book; listed and added: checkout), and
// the regions and cities the address form offers.
import type { ShippingAddress } from '../../domain/checkout';
import { serviceToken } from './service-token';

/** A point on the map, in degrees (WGS 84). */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface SavedAddress extends ShippingAddress {
  /** In the interface language. */
  readonly regionName: string;
  readonly cityId: string;
  readonly cityName: string;
  readonly addressText: string;
  /** The pin the shopper placed on the map, if any. */
  readonly location: Coordinates | null;
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

/** What the address form sends, to add an address or to replace one. */
export interface NewAddress {
  readonly regionId: string;
  readonly cityId: string;
  readonly addressText: string;
  /**
   * Added: the shopper's first address becomes the default whatever this says. Replaced: `true`
   * makes it the default, `false` keeps its flag as it is (a default stops being one only when
   * another is made the default, or it is deleted).
   */
  readonly isDefault: boolean;
  /** Absent or null: no pin (a replaced address loses the one it had). */
  readonly location?: Coordinates | null;
}

/** Every method rejects with a RequestFailure when the API refuses. */
export interface AddressBook {
  /** The default first. */
  list(): Promise<readonly SavedAddress[]>;
  add(address: NewAddress): Promise<SavedAddress>;
  update(id: string, address: NewAddress): Promise<SavedAddress>;
  remove(id: string): Promise<void>;
  /** The previous default stops being one. */
  makeDefault(id: string): Promise<SavedAddress>;
  regions(): Promise<readonly Region[]>;
}

export const ADDRESS_BOOK = serviceToken<AddressBook>('AddressBook');
