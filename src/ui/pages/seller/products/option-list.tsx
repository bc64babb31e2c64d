// A product's colours or sizes in its editor: each in its own group ("Colour 2") with its
// English and Arabic names (each input in its own language and direction) and, for a colour, its
// swatch; rows are added up to the API's limit, removed, and moved up or down with buttons, so
// the order shoppers see is set without dragging.
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_OPTIONS } from '../../../../domain/seller-product';
import { ArrowUpIcon } from '../../../components/icons';
import { DEFAULT_SWATCH, moveRow, newRowKey, type OptionRow } from './editor-values';
import classes from './product-editor-page.module.css';

export interface OptionListProps {
  readonly kind: 'colours' | 'sizes';
  readonly rows: readonly OptionRow[];
  readonly onChange: (rows: OptionRow[]) => void;
  /** The message under a row's field ("colours.1.nameAr"), if any. */
  readonly errorOf: (path: string) => string | undefined;
  readonly idOf: (path: string) => string;
}

export function OptionList({ kind, rows, onChange, errorOf, idOf }: OptionListProps) {
  const { t } = useTranslation();
  const colours = kind === 'colours';
  const one = (index: number) => t(`seller-console.editor.${kind}.item`, { number: index + 1 });
  const change = (index: number, field: 'nameEn' | 'nameAr' | 'hex', value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  return (
    <div className={classes.options}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`seller-console.editor.${kind}.none`)}
        </Text>
      ) : (
        <ol className={classes.optionRows}>
          {rows.map((row, index) => {
            const path = (field: string) => `${kind}.${index}.${field}`;
            return (
              <li key={row.key}>
                <fieldset className={classes.optionRow}>
                  <legend className={classes.optionLegend}>{one(index)}</legend>
                  {colours && (
                    <div className={classes.swatch}>
                      <label htmlFor={idOf(path('hex'))} className={classes.swatchLabel}>
                        {t('seller-console.editor.colours.swatch')}
                      </label>
                      <input
                        id={idOf(path('hex'))}
                        type="color"
                        value={row.hex}
                        onChange={(event) => change(index, 'hex', event.currentTarget.value)}
                        className={classes.swatchInput}
                        aria-invalid={errorOf(path('hex')) !== undefined}
                      />
                      {errorOf(path('hex')) !== undefined && (
                        <Text size="xs" c="var(--herfa-colour-danger)">
                          {errorOf(path('hex'))}
                        </Text>
                      )}
                    </div>
                  )}
                  <TextInput
                    id={idOf(path('nameEn'))}
                    label={t('seller-console.editor.options.nameEn')}
                    value={row.nameEn}
                    onChange={(event) => change(index, 'nameEn', event.currentTarget.value)}
                    error={errorOf(path('nameEn'))}
                    lang="en"
                    dir="ltr"
                    maxLength={60}
                    required
                    className={classes.optionName}
                  />
                  <TextInput
                    id={idOf(path('nameAr'))}
                    label={t('seller-console.editor.options.nameAr')}
                    value={row.nameAr}
                    onChange={(event) => change(index, 'nameAr', event.currentTarget.value)}
                    error={errorOf(path('nameAr'))}
                    lang="ar"
                    dir="rtl"
                    maxLength={60}
                    required
                    className={classes.optionName}
                  />
                  <Group gap={4} className={classes.optionActions} role="group" aria-label={t('seller-console.editor.options.actions', { item: one(index) })}>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('seller-console.editor.options.up', { item: one(index) })}
                      disabled={index === 0}
                      onClick={() => onChange(moveRow(rows, index, -1))}
                    >
                      <ArrowUpIcon size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={t('seller-console.editor.options.down', { item: one(index) })}
                      disabled={index === rows.length - 1}
                      onClick={() => onChange(moveRow(rows, index, 1))}
                    >
                      <ArrowUpIcon size={18} className={classes.down} />
                    </ActionIcon>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={t('seller-console.editor.options.removeNamed', { item: one(index) })}
                      onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    >
                      {t('seller-console.editor.options.remove')}
                    </Button>
                  </Group>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="light"
        mt="sm"
        disabled={rows.length >= MAX_PRODUCT_OPTIONS}
        onClick={() => onChange([...rows, { key: newRowKey(), nameEn: '', nameAr: '', hex: DEFAULT_SWATCH }])}
      >
        {t(`seller-console.editor.${kind}.add`)}
      </Button>
      {rows.length >= MAX_PRODUCT_OPTIONS && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('seller-console.editor.options.limit', { count: MAX_PRODUCT_OPTIONS })}
        </Text>
      )}
    </div>
  );
}
