// The address form's map location (spec §3 "map location"): a pin placed on a map of the Kingdom
// drawn from data shipped with the code, or the device's own position; optional, and removable.
// The map comes with the form's code, which only the screens that show the form load (checkout,
// the address book), never a first page.
import { useId, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coordinates } from '../../../application/ports/address-book';
import { isLocationFailure, type LocationFailureReason } from '../../../application/ports/location-failure';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import fieldset from '../fieldset.module.css';
import { coordinatesText } from './coordinates-text';
import classes from './location-field.module.css';
import { LANDMARKS, type LandmarkKey } from './landmarks';
import { LocationMap } from './location-map';
import { isOnMap, withinMap } from './map-projection';

type Problem = LocationFailureReason | 'outside';

export function LocationField({ value, onChange }: { readonly value: Coordinates | null; readonly onChange: (value: Coordinates | null) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { deviceLocation } = usePorts();
  const hintId = useId();
  const pinId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const locateButton = useRef<HTMLButtonElement>(null);

  const place = (next: Coordinates | null) => {
    setProblem(null);
    onChange(next);
  };

  const locate = async () => {
    setProblem(null);
    setLocating(true);
    try {
      const found = await deviceLocation.locate();
      // Herfa ships within the Kingdom: a position elsewhere is no address's.
      if (isOnMap(found)) onChange(withinMap(found));
      else setProblem('outside');
    } catch (error) {
      setProblem(isLocationFailure(error) ? error.reason : 'unavailable');
    } finally {
      setLocating(false);
    }
  };

  return (
    <fieldset className={fieldset.fieldset}>
      <legend className={fieldset.legend}>{t('addresses.map.legend')}</legend>
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id={hintId}>
          {t('addresses.map.hint')}
        </Text>
        <div className={classes.frame}>
          <LocationMap
            value={value}
            onChange={place}
            label={t('addresses.map.label')}
            describedBy={`${hintId} ${pinId}`}
            cityNames={Object.fromEntries(LANDMARKS.map(({ key }) => [key, t(`addresses.map.cities.${key}`)])) as Record<LandmarkKey, string>}
          />
        </div>
        <Text size="sm" id={pinId} aria-live="polite" className={classes.pin}>
          {value === null ? t('addresses.map.noPin') : t('addresses.map.pin', { location: coordinatesText(t, format, value) })}
        </Text>
        {problem === null ? null : (
          <Alert color="orange" variant="light" role="alert">
            {t(`addresses.map.${problem}`)}
          </Alert>
        )}
        <Group gap="sm">
          <Button ref={locateButton} variant="default" size="sm" loading={locating} onClick={() => void locate()}>
            {t('addresses.map.useMyLocation')}
          </Button>
          {value === null ? null : (
            <Button
              variant="subtle"
              size="sm"
              onClick={() => {
                place(null);
                // This button goes with the pin: the focus stays in the field.
                locateButton.current?.focus();
              }}
            >
              {t('addresses.map.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </fieldset>
  );
}
