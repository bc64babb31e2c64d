// The three colour schemes as a radio group: the system's (the default), light and dark. The
// header's switch shows it in its panel, the navigation drawer in its list; a choice applies at
// once and is kept in the colour-scheme cookie (colour-scheme-manager.ts).
import { useId } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COLOUR_SCHEME_CHOICES } from '../../domain/colour-scheme';
import { ColourSchemeIcon } from './colour-scheme-icon';
import classes from './colour-scheme-choices.module.css';

export function ColourSchemeChoices({ legendClassName }: { readonly legendClassName?: string }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = useId();
  return (
    <fieldset className={classes.choices}>
      <legend className={legendClassName ?? classes.legend}>{t('common.colourScheme.label')}</legend>
      {COLOUR_SCHEME_CHOICES.map((choice) => (
        <label key={choice} className={classes.choice}>
          <input type="radio" name={name} value={choice} checked={colorScheme === choice} onChange={() => setColorScheme(choice)} />
          <ColourSchemeIcon choice={choice} size={18} />
          {t(`common.colourScheme.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}
