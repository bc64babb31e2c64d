// The multi-select of spec §8 and §9 (the categories filter), on Mantine's MultiSelect: up to
// 1000 options shown, a 300 px dropdown of 40 px options, the placeholder "Select option", and
// the spec's three messages: nothing matches the search, the list is empty, the maximum is reached.
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './multi-select-field.styles';

/** Spec §9: options shown at most, the dropdown's greatest height and one option's height, in px. */
export const MULTI_SELECT = { optionsLimit: 1000, maxDropdownHeight: 300, optionHeightPx: 40 } as const;

export interface MultiSelectOption {
  readonly value: string;
  readonly label: string;
}

export type MultiSelectNotice = 'listEmpty' | 'noElementsFound';

/** What the dropdown says when it shows no option: the list itself is empty, or the search matched nothing. */
export const emptyNotice = (optionCount: number): MultiSelectNotice => (optionCount === 0 ? 'listEmpty' : 'noElementsFound');

/** Whether the shopper has chosen as many options as allowed (and must remove one to choose another). */
export const atMaximum = (selected: number, max: number | undefined): boolean => max !== undefined && selected >= max;

export interface MultiSelectFieldProps {
  readonly label: string;
  readonly options: readonly MultiSelectOption[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** The most options one may choose; unlimited when absent. */
  readonly max?: number;
  readonly disabled?: boolean;
}

export function MultiSelectField({ label, options, value, onChange, max, disabled }: MultiSelectFieldProps) {
  const { t } = useTranslation();
  const full = atMaximum(value.length, max);
  return (
    <MultiSelect
      label={label}
      // At the maximum the other options are shown disabled, so the limit is visible in the list too.
      data={options.map((option) => ({ value: option.value, label: option.label, disabled: full && !value.includes(option.value) }))}
      value={[...value]}
      onChange={onChange}
      maxValues={max}
      searchable
      clearable
      disabled={disabled}
      limit={MULTI_SELECT.optionsLimit}
      maxDropdownHeight={MULTI_SELECT.maxDropdownHeight}
      placeholder={value.length === 0 ? t('catalogue.multiSelect.placeholder') : undefined}
      nothingFoundMessage={t(`catalogue.multiSelect.${emptyNotice(options.length)}`)}
      // Above the field, where the open dropdown cannot cover it.
      description={full && max !== undefined ? <span role="status">{t('catalogue.multiSelect.maxElements', { count: max })}</span> : undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      clearButtonProps={{ 'aria-label': t('catalogue.multiSelect.clear') }}
      classNames={{ description: classes.notice }}
      styles={{ option: { minHeight: MULTI_SELECT.optionHeightPx, alignItems: 'center' } }}
    />
  );
}
