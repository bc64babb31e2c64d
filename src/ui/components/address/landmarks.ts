// A few cities the location map draws so the shopper finds their way; their names are in
// locales/<lang>/addresses.json (map.cities).
export const LANDMARKS = [
  { key: 'riyadh', latitude: 24.71, longitude: 46.68 },
  { key: 'jeddah', latitude: 21.49, longitude: 39.19 },
  { key: 'madinah', latitude: 24.52, longitude: 39.57 },
  { key: 'dammam', latitude: 26.42, longitude: 50.09 },
  { key: 'tabuk', latitude: 28.38, longitude: 36.57 },
  { key: 'abha', latitude: 18.22, longitude: 42.51 },
] as const;

export type LandmarkKey = (typeof LANDMARKS)[number]['key'];
