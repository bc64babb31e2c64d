// The DeviceLocation port: where the shopper's device says it is, asked only when they press
// "Use my location" on the address form (the browser then asks them for permission).
import type { Coordinates } from './address-book';
import { serviceToken } from './service-token';

/** Why no position came: the shopper (or the site's settings) said no, none could be found, or the browser cannot tell. */
export type LocationFailureReason = 'refused' | 'unavailable' | 'unsupported';

export class LocationFailure extends Error {
  constructor(readonly reason: LocationFailureReason) {
    super(`device location ${reason}`);
    this.name = 'LocationFailure';
  }
}

export const isLocationFailure = (error: unknown): error is LocationFailure => error instanceof LocationFailure;

export interface DeviceLocation {
  /** Rejects with a LocationFailure. */
  locate(): Promise<Coordinates>;
}

export const DEVICE_LOCATION = serviceToken<DeviceLocation>('DeviceLocation');
