// One product option (colour or size) as a group of radio buttons: colours as swatches with the
// chosen colour's name beside the legend, sizes as chips. Native radios, so arrow keys move
// between choices and screen readers announce "Colour, Tan, radio, 1 of 3".
import { useId } from 'react';
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
}

export function OptionPicker({ legend, options, value, onChange, variant, error }: OptionPickerProps) {
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
        {options.map((option) => (
          <label key={option.id} className={classes.option} data-variant={variant} title={option.name}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
              className={classes.input}
            />
            {variant === 'swatch' ? (
              <>
                <span className={classes.swatch} style={{ background: option.hex ?? 'transparent' }} aria-hidden="true" />
                <span className={classes.hiddenName}>{option.name}</span>
              </>
            ) : (
              <span className={classes.chip}>{option.name}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
