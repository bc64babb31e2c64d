// DeviceLocation over the browser's Geolocation API (navigator.geolocation): one fresh-enough
// position, its refusal told apart from a position that could not be found.
import type { Coordinates } from '../application/ports/address-book';
import type { DeviceLocation } from '../application/ports/device-location';
import { LocationFailure } from '../application/ports/location-failure';

/** A position a minute old is still where the shopper is; a fix that takes longer than this is given up. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 60_000, timeout: 15_000 };
const PERMISSION_DENIED = 1;

export class BrowserGeolocation implements DeviceLocation {
  constructor(private readonly geolocation: Geolocation | undefined = typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined) {}

  locate(): Promise<Coordinates> {
    const { geolocation } = this;
    if (geolocation === undefined) return Promise.reject(new LocationFailure('unsupported'));
    return new Promise((resolve, reject) => {
      geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new LocationFailure(error.code === PERMISSION_DENIED ? 'refused' : 'unavailable')),
        OPTIONS,
      );
    });
  }
}
