// A map location as the shopper reads it, "24.7136° N, 46.6753° E" (in Arabic with Arabic-Indic
// digits): four decimals, about eleven metres, are as close as a pin on this map means.
import type { TFunction } from 'i18next';
import type { Coordinates } from '../../../application/ports/address-book';
import type { Format } from '../../format';

const DEGREES = { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false } as const;

export const coordinatesText = (t: TFunction, { number }: Pick<Format, 'number'>, { latitude, longitude }: Coordinates): string =>
  t('addresses.map.coordinates', { latitude: number(latitude, DEGREES), longitude: number(longitude, DEGREES) });
