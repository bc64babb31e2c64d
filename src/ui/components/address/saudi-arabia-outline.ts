// The Kingdom's border as the location map draws it: Natural Earth's 1:110m admin-0 outline of
// Saudi Arabia (public domain, naturalearthdata.com), rounded to 0.01° (about a kilometre), as
// longitude,latitude pairs. Shipped with the code: the map fetches no tiles and nothing else.
export const SAUDI_ARABIA_OUTLINE = '42.78,16.35,42.65,16.77,42.35,17.08,42.27,17.47,41.75,17.83,41.22,18.67,40.94,19.49,40.25,20.17,39.8,20.34,39.14,21.29,39.02,21.99,39.07,22.58,38.49,23.69,38.02,24.08,37.48,24.29,37.15,24.86,37.21,25.08,36.93,25.6,36.64,25.83,36.25,26.57,35.64,27.38,35.13,28.06,34.63,28.06,34.79,28.61,34.83,28.96,34.96,29.36,36.07,29.2,36.5,29.51,36.74,29.87,37.5,30,37.67,30.34,38,30.51,37,31.51,39,32.01,39.2,32.16,40.4,31.89,41.89,31.19,44.71,29.18,46.57,29.1,47.46,29,47.71,28.53,48.42,28.55,48.81,27.69,49.3,27.46,49.47,27.11,50.15,26.69,50.21,26.28,50.11,25.94,50.24,25.61,50.53,25.33,50.66,25,50.81,24.75,51.11,24.56,51.39,24.63,51.58,24.25,51.62,24.01,52,23,55.01,22.5,55.21,22.71,55.67,22,55,20,52,19,49.12,18.62,48.18,18.17,47.47,17.12,47,16.95,46.75,17.28,46.37,17.23,45.4,17.33,45.22,17.43,44.06,17.41,43.79,17.32,43.38,17.58,43.12,17.09,43.22,16.67';

/** A few cities drawn on the map so the shopper finds their way; their names are in locales/<lang>/addresses.json (map.cities). */
export const LANDMARKS = [
  { key: 'riyadh', latitude: 24.71, longitude: 46.68 },
  { key: 'jeddah', latitude: 21.49, longitude: 39.19 },
  { key: 'madinah', latitude: 24.52, longitude: 39.57 },
  { key: 'dammam', latitude: 26.42, longitude: 50.09 },
  { key: 'tabuk', latitude: 28.38, longitude: 36.57 },
  { key: 'abha', latitude: 18.22, longitude: 42.51 },
] as const;
