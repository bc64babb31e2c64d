// The DeviceLocation port: where the shopper's device says it is, asked only when they press
// "Use my location" on the address form (the browser then asks them for permission). Its failure
// is in location-failure.ts, apart from the token every page's ports hold.
import type { Coordinates } from './address-book';
import { serviceToken } from './service-token';

export interface DeviceLocation {
  /** Rejects with a LocationFailure. */
  locate(): Promise<Coordinates>;
}

export const DEVICE_LOCATION = serviceToken<DeviceLocation>('DeviceLocation');
