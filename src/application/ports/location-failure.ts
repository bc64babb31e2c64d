// Why the DeviceLocation port gave no position: the shopper (or the site's settings) said no, none
// could be found, or the browser cannot tell.

export type LocationFailureReason = 'refused' | 'unavailable' | 'unsupported';

export class LocationFailure extends Error {
  constructor(readonly reason: LocationFailureReason) {
    super(`device location ${reason}`);
    this.name = 'LocationFailure';
  }
}

export const isLocationFailure = (error: unknown): error is LocationFailure => error instanceof LocationFailure;
