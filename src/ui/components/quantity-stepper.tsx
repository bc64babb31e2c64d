// How many pieces: − and + around the number, bounded by 1 and the stock. A value above the
// stock (stock fell since it was chosen) comes down to the stock in one step.
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useFormat } from '../format';
import classes from './quantity-stepper.module.css';

export function QuantityStepper({ value, max, disabled, onChange, size, labels, className }: {
  readonly value: number;
  readonly max: number;
  readonly disabled: boolean;
  readonly onChange: (value: number) => void;
  /** The buttons' size in pixels. */
  readonly size: number;
  /** In the interface language: the group's name and each button's. */
  readonly labels: { readonly group: string; readonly decrease: string; readonly increase: string };
  readonly className?: string;
}) {
  const { number } = useFormat();
  return (
    <div
      role="group"
      aria-label={labels.group}
      className={className === undefined ? classes.stepper : `${classes.stepper} ${className}`}
      style={{ '--stepper-size': `${size}px` } as CSSProperties}
    >
      <ActionIcon variant="default" size={size} onClick={() => onChange(Math.min(value - 1, max))} disabled={disabled || value <= 1} aria-label={labels.decrease}>
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <output className={classes.value} aria-live="polite">
        {number(value)}
      </output>
      <ActionIcon variant="default" size={size} onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={labels.increase}>
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </div>
  );
}
