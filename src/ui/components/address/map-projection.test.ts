import { describe, expect, it } from 'vitest';
import { isOnMap, MAP_BOUNDS, MAP_CENTRE, MAP_SIZE, movedByKey, outlinePath, toCoordinates, toMapPoint } from './map-projection';
import { LANDMARKS } from './landmarks';
import { SAUDI_ARABIA_OUTLINE } from './saudi-arabia-outline';

const RIYADH = { latitude: 24.7136, longitude: 46.6753 };

describe('the location map’s projection', () => {
  it('puts north at the top and west on the left, the frame’s corners on the drawing’s', () => {
    expect(toMapPoint({ latitude: MAP_BOUNDS.north, longitude: MAP_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    const corner = toMapPoint({ latitude: MAP_BOUNDS.south, longitude: MAP_BOUNDS.east });
    expect(corner.x).toBeCloseTo(MAP_SIZE.width);
    expect(corner.y).toBeCloseTo(MAP_SIZE.height);
  });

  it('reads back the point it drew, to five decimals', () => {
    expect(toCoordinates(toMapPoint(RIYADH))).toEqual(RIYADH);
  });

  it('keeps a click outside the drawing on its edge', () => {
    expect(toCoordinates({ x: -40, y: MAP_SIZE.height + 40 })).toEqual({ latitude: MAP_BOUNDS.south, longitude: MAP_BOUNDS.west });
  });

  it('draws every city it names inside the frame, and the Kingdom’s outline as one closed path', () => {
    for (const city of LANDMARKS) expect(isOnMap(city)).toBe(true);
    const path = outlinePath(SAUDI_ARABIA_OUTLINE);
    expect(path).toMatch(/^M[\d. ]+(L[\d. ]+)+Z$/);
    expect(path.split('L')).toHaveLength(SAUDI_ARABIA_OUTLINE.split(',').length / 2);
  });

  it('knows a position outside the Kingdom’s frame (London) from one inside', () => {
    expect(isOnMap(RIYADH)).toBe(true);
    expect(isOnMap({ latitude: 51.5, longitude: -0.12 })).toBe(false);
  });
});

describe('moving the pin with the keyboard', () => {
  it('moves a tenth of a degree with an arrow and a whole degree with Shift, north up and east right', () => {
    expect(movedByKey(RIYADH, 'ArrowUp', false)).toEqual({ latitude: 24.8136, longitude: 46.6753 });
    expect(movedByKey(RIYADH, 'ArrowDown', true)).toEqual({ latitude: 23.7136, longitude: 46.6753 });
    expect(movedByKey(RIYADH, 'ArrowRight', false)).toEqual({ latitude: 24.7136, longitude: 46.7753 });
    expect(movedByKey(RIYADH, 'ArrowLeft', true)).toEqual({ latitude: 24.7136, longitude: 45.6753 });
  });

  it('places the first pin in the middle of the Kingdom, and never moves one off the map', () => {
    expect(movedByKey(null, 'ArrowLeft', false)).toEqual(MAP_CENTRE);
    expect(movedByKey({ latitude: MAP_BOUNDS.north, longitude: MAP_BOUNDS.east }, 'ArrowUp', true)).toEqual({
      latitude: MAP_BOUNDS.north,
      longitude: MAP_BOUNDS.east,
    });
  });

  it('leaves every other key to the page', () => {
    expect(movedByKey(RIYADH, 'Tab', false)).toBeUndefined();
    expect(movedByKey(RIYADH, 'Enter', false)).toBeUndefined();
  });
});
