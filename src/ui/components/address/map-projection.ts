// Where a point of the Kingdom falls on the location map and back: an equirectangular projection
// whose longitudes are narrowed by the cosine of the map's middle latitude, so the country keeps
// its shape. Pins are kept inside the map's frame and to 5 decimals (about a metre).
import type { Coordinates } from '../../../application/ports/address-book';

/** The map's frame, in degrees: the Kingdom with a little sea and land around it. */
export const MAP_BOUNDS = { west: 34, east: 56.3, south: 15.8, north: 32.7 } as const;

const MIDDLE_LATITUDE = (MAP_BOUNDS.south + MAP_BOUNDS.north) / 2;
const LONGITUDE_SCALE = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);
const WIDTH = 600;

/** The map's drawing size in SVG units (its viewBox). */
export const MAP_SIZE = {
  width: WIDTH,
  height: Math.round((WIDTH * (MAP_BOUNDS.north - MAP_BOUNDS.south)) / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * LONGITUDE_SCALE)),
} as const;

/** Where the pin starts when the keyboard places it on an empty map: the middle of the Kingdom. */
export const MAP_CENTRE: Coordinates = { latitude: 24, longitude: 45 };

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const fiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

export function toMapPoint({ latitude, longitude }: Coordinates): MapPoint {
  return {
    x: ((longitude - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * MAP_SIZE.width,
    y: ((MAP_BOUNDS.north - latitude) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * MAP_SIZE.height,
  };
}

/** The coordinates under a point of the map (in SVG units), kept inside the map. */
export function toCoordinates({ x, y }: MapPoint): Coordinates {
  return withinMap({
    latitude: MAP_BOUNDS.north - (y / MAP_SIZE.height) * (MAP_BOUNDS.north - MAP_BOUNDS.south),
    longitude: MAP_BOUNDS.west + (x / MAP_SIZE.width) * (MAP_BOUNDS.east - MAP_BOUNDS.west),
  });
}

/** The same point held inside the map's frame, to 5 decimals. */
export function withinMap({ latitude, longitude }: Coordinates): Coordinates {
  return {
    latitude: fiveDecimals(clamp(latitude, MAP_BOUNDS.south, MAP_BOUNDS.north)),
    longitude: fiveDecimals(clamp(longitude, MAP_BOUNDS.west, MAP_BOUNDS.east)),
  };
}

export const isOnMap = ({ latitude, longitude }: Coordinates): boolean =>
  latitude >= MAP_BOUNDS.south && latitude <= MAP_BOUNDS.north && longitude >= MAP_BOUNDS.west && longitude <= MAP_BOUNDS.east;

/** Degrees a key press moves the pin: an arrow alone, and with Shift. */
export const STEP = { fine: 0.1, coarse: 1 } as const;

const MOVES: Readonly<Record<string, { readonly north: number; readonly east: number }>> = {
  ArrowUp: { north: 1, east: 0 },
  ArrowDown: { north: -1, east: 0 },
  ArrowRight: { north: 0, east: 1 },
  ArrowLeft: { north: 0, east: -1 },
};

/**
 * The pin after an arrow key: north is up and east is right on every page, Arabic ones too (a map
 * is not mirrored), or undefined for any other key. An empty map gets its pin in the middle.
 */
export function movedByKey(pin: Coordinates | null, key: string, coarse: boolean): Coordinates | undefined {
  const move = Object.hasOwn(MOVES, key) ? MOVES[key] : undefined;
  if (move === undefined) return undefined;
  if (pin === null) return MAP_CENTRE;
  const step = coarse ? STEP.coarse : STEP.fine;
  return withinMap({ latitude: pin.latitude + move.north * step, longitude: pin.longitude + move.east * step });
}

/** An outline's "lon,lat,lon,lat,…" as an SVG path. */
export function outlinePath(outline: string): string {
  const numbers = outline.split(',').map(Number);
  const points: string[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    const { x, y } = toMapPoint({ longitude: numbers[index]!, latitude: numbers[index + 1]! });
    points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}
