import { describe, expect, it } from 'vitest';
import { LocationFailure } from '../application/ports/location-failure';
import { BrowserGeolocation } from './browser-geolocation';

/** A Geolocation that answers every request with `answer`. */
const geolocationAnswering = (answer: { coords: { latitude: number; longitude: number } } | { code: number }): Geolocation =>
  ({
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
      'coords' in answer ? success(answer as GeolocationPosition) : failure?.(answer as GeolocationPositionError),
  }) as Geolocation;

describe('BrowserGeolocation', () => {
  it('answers the position the browser found', async () => {
    const location = new BrowserGeolocation(geolocationAnswering({ coords: { latitude: 24.7136, longitude: 46.6753 } }));
    await expect(location.locate()).resolves.toEqual({ latitude: 24.7136, longitude: 46.6753 });
  });

  it('tells a refusal apart from a position that could not be found or came too late', async () => {
    await expect(new BrowserGeolocation(geolocationAnswering({ code: 1 })).locate()).rejects.toEqual(new LocationFailure('refused'));
    await expect(new BrowserGeolocation(geolocationAnswering({ code: 2 })).locate()).rejects.toEqual(new LocationFailure('unavailable'));
    await expect(new BrowserGeolocation(geolocationAnswering({ code: 3 })).locate()).rejects.toEqual(new LocationFailure('unavailable'));
  });

  it('says so when the browser has no geolocation', async () => {
    await expect(new BrowserGeolocation(undefined).locate()).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
