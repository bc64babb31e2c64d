// One product option (colour or size) as a group of radio buttons: colours as swatches with the
// chosen colour's name beside the legend, sizes as chips. Native radios, so arrow keys move
// between choices and screen readers announce "Colour, Tan, radio, 1 of 3". An option nothing is
// left of stays in the group, crossed out and disabled, its name saying "sold out" (seen on
// touch screens too, where there is no hovering).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductOption } from '../../../application/ports/catalogue-gateway';
import fieldset from '../fieldset.module.css';
import classes from './option-picker.module.css';

export interface OptionPickerProps {
  readonly legend: string;
  readonly options: readonly ProductOption[];
  readonly value: string | undefined;
  readonly onChange: (id: string) => void;
  readonly variant: 'swatch' | 'chip';
  readonly error?: string;
  /** The ids of options nothing is left of. */
  readonly soldOut?: ReadonlySet<string>;
  /**
   * A polite announcement about the choice (a choice undone); given, even empty, the live region
   * is in the page before its text changes, which screen readers need to read it.
   */
  readonly status?: string;
}

const NONE: ReadonlySet<string> = new Set();

export function OptionPicker({ legend, options, value, onChange, variant, error, soldOut = NONE, status }: OptionPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = options.find((option) => option.id === value);
  return (
    <fieldset className={fieldset.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={fieldset.legend}>
        {legend}
        {chosen && variant === 'swatch' && <span className={classes.chosen}>: {chosen.name}</span>}
      </legend>
      <div className={classes.options} data-variant={variant}>
        {options.map((option) => {
          const unavailable = soldOut.has(option.id);
          const spoken = unavailable ? t('catalogue.detail.optionSoldOut', { option: option.name }) : option.name;
          return (
            <label key={option.id} className={classes.option} data-variant={variant} data-sold-out={unavailable || undefined} title={spoken}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={option.id === value}
                onChange={() => onChange(option.id)}
                disabled={unavailable}
                aria-disabled={unavailable || undefined}
                className={classes.input}
              />
              {variant === 'swatch' ? (
                <>
                  <span className={classes.swatch} style={{ backgroundColor: option.hex ?? 'transparent' }} aria-hidden="true" />
                  <span className={classes.hiddenName}>{spoken}</span>
                </>
              ) : unavailable ? (
                <span className={classes.chip}>
                  <span aria-hidden="true">{option.name}</span>
                  <span className={classes.hiddenName}>{spoken}</span>
                </span>
              ) : (
                <span className={classes.chip}>{option.name}</span>
              )}
            </label>
          );
        })}
      </div>
      {status !== undefined && (
        <p role="status" className={classes.status}>
          {status}
        </p>
      )}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
