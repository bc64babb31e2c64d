// The filters of a product listing (spec §9): categories through the spec's multi-select, a
// price range in riyals, free shipping, discounted and customised. Check boxes and categories
// apply at once; the price range applies with its button (or Enter), so typing "150" does not
// load three listings. Every change goes to the URL through `onChange`.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, ProductFilters } from '../../../application/ports/catalogue-gateway';
import { minValue, toLatinDigits, validationMessage, type ValidationMessage } from '../../../domain/validation';
import { useFormat } from '../../format';
import { NO_FILTERS, hasFilters, parseRiyals, riyalText } from './listing-query';
import './multi-select-field.styles';
import fieldset from '../fieldset.module.css';
import classes from './filters-panel.module.css';
import { ClientForm } from '../../forms/client-form';
import { onDemand } from '../../on-demand';
import type { MultiSelectFieldProps } from './multi-select-field';
import { HydrateLater } from '../../layouts/hydrate-later';

/** The dropdown's code (Mantine's combobox, popover and floating UI) is not needed to paint the page. */
const multiSelect = onDemand<MultiSelectFieldProps>('filters', async () => ({ default: (await import('./multi-select-field')).MultiSelectField }));

function CategoriesField(props: MultiSelectFieldProps) {
  // Props other than the first render's mean a change the server's HTML cannot show: the code is
  // asked for in the same render (the change waits for it rather than for the shopper's pointer).
  const [first] = useState(props);
  if (props !== first) multiSelect.load();
  return <multiSelect.Part {...props} fallback={<div className={classes.multiSelectPending} />} />;
}

/** The most categories a listing filters on at once: enough to compare crafts, few enough to still filter. */
export const MAX_SELECTED_CATEGORIES = 5;

const FLAGS = ['freeShipping', 'discounted', 'customised'] as const;

export interface FiltersPanelProps {
  readonly filters: ProductFilters;
  /** Undefined while the categories load; the categories filter is then disabled. */
  readonly categories: readonly Category[] | undefined;
  readonly onChange: (filters: ProductFilters) => void;
  /** Hide the categories filter (a store's own products are still filterable by category; search too). */
  readonly withCategories?: boolean;
}

export interface PriceRangeInput {
  readonly from: string;
  readonly to: string;
}

export interface PriceRangeResult {
  readonly priceFrom?: number;
  readonly priceTo?: number;
  readonly errors: { readonly from?: ValidationMessage; readonly to?: ValidationMessage };
}

/**
 * What the shopper typed as a price range, in halalas, or why it cannot apply: an amount that
 * is not riyals (Arabic-Indic digits are read too) is invalid, and "to" may not be below "from".
 */
export function readPriceRange(input: PriceRangeInput): PriceRangeResult {
  const read = (text: string, field: string) => {
    const latin = toLatinDigits(text).trim();
    if (latin === '') return { value: undefined };
    const value = parseRiyals(latin);
    return value === undefined ? { value, error: validationMessage('invalid', { field }) } : { value };
  };
  const from = read(input.from, 'priceFrom');
  const to = read(input.to, 'priceTo');
  const ordered =
    from.value !== undefined && to.value !== undefined ? minValue(from.value / 100).validate(to.value / 100, 'priceTo') : null;
  return {
    priceFrom: from.value,
    priceTo: to.value,
    errors: { from: from.error, to: to.error ?? ordered ?? undefined },
  };
}

export function FiltersPanel({ filters, categories, onChange, withCategories = true }: FiltersPanelProps) {
  const { t } = useTranslation();
  return (
    // Pointing at any of the filters loads the dropdown's code, before the shopper reaches it.
    <Stack gap="lg" className={classes.panel} {...multiSelect.region}>
      {withCategories && (
        <CategoriesField
          label={t('catalogue.filters.categories')}
          options={(categories ?? []).map((category) => ({ value: category.slug, label: category.name }))}
          value={filters.categories}
          onChange={(selected) => onChange({ ...filters, categories: selected })}
          max={MAX_SELECTED_CATEGORIES}
          disabled={categories === undefined}
        />
      )}
      {/* The price and the options hydrate as parts of their own: as one, the panel took 130 ms at 4×. */}
      <HydrateLater key={`${filters.priceFrom}-${filters.priceTo}`}>
        <PriceRange filters={filters} onChange={onChange} />
      </HydrateLater>
      <HydrateLater>
        <Stack gap="sm" role="group" aria-label={t('catalogue.filters.options')}>
          {FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              label={t(`catalogue.filters.${flag}`)}
              checked={filters[flag]}
              onChange={(event) => onChange({ ...filters, [flag]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      </HydrateLater>
      {hasFilters(filters) && (
        <Button
          variant="subtle"
          color="gray"
          onClick={() => onChange(NO_FILTERS)}
          className={classes.clear}
        >
          {t('catalogue.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

function PriceRange({ filters, onChange }: Pick<FiltersPanelProps, 'filters' | 'onChange'>) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const initial = (halalas: number | undefined) => (halalas === undefined ? '' : riyalText(halalas));
  const [from, setFrom] = useState(initial(filters.priceFrom));
  const [to, setTo] = useState(initial(filters.priceTo));
  const [submitted, setSubmitted] = useState(false);
  const range = readPriceRange({ from, to });
  const message = (error: ValidationMessage | undefined) =>
    submitted && error
      ? t(error.key, {
          ...error.params,
          field: t(`fields.${String(error.params.field)}`),
          ...(error.params.min === undefined ? {} : { min: number(Number(error.params.min)) }),
        })
      : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (range.errors.from || range.errors.to) return;
    onChange({ ...filters, priceFrom: range.priceFrom, priceTo: range.priceTo });
  };

  return (
    <ClientForm onSubmit={apply} noValidate aria-label={t('catalogue.filters.price')}>
      <fieldset className={fieldset.fieldset}>
        <legend className={fieldset.legend}>{t('catalogue.filters.priceInRiyals')}</legend>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('catalogue.filters.priceFrom')}
            inputMode="decimal"
            autoComplete="off"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={message(range.errors.from)}
            className={classes.price}
          />
          <TextInput
            label={t('catalogue.filters.priceTo')}
            inputMode="decimal"
            autoComplete="off"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={message(range.errors.to)}
            className={classes.price}
          />
        </Group>
        <Button type="submit" variant="light" size="xs" mt="sm">
          {t('catalogue.filters.applyPrice')}
        </Button>
      </fieldset>
    </ClientForm>
  );
}
