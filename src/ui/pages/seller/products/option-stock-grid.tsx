// A product's stock counted per option in its editor: a table whose rows are the colours (or the
// sizes, when there is no colour) and whose columns are the sizes (or a single column of pieces),
// each cell a count typed in either digit system and named for screen readers by its colour and
// size, the total under it. A wide grid scrolls inside its own box, its row names staying in view.
import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../use-language';
import { gridTotal, stockGrid, type EditorValues, type GridCell, type OptionRow } from './editor-values';
import classes from './product-editor-page.module.css';

export interface OptionStockGridProps {
  readonly values: Pick<EditorValues, 'colours' | 'sizes' | 'optionStock'>;
  readonly onChange: (cell: GridCell, index: number, stock: string) => void;
  /** The message under a cell, by its place in the grid ("optionStock.3.stock"), if any. */
  readonly cellError: (index: number) => string | undefined;
  /** Messages on the grid as a whole. */
  readonly messages: readonly string[];
  readonly idOf: (path: string) => string;
  /** Under the total: how an edit counts pieces sold meanwhile. */
  readonly hint?: string | undefined;
}

export function OptionStockGrid({ values, onChange, cellError, messages, idOf, hint }: OptionStockGridProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cells = stockGrid(values, language);
  const byColour = values.colours.length > 0;
  const rows = byColour ? values.colours : values.sizes;
  const columns: readonly (OptionRow | null)[] = byColour && values.sizes.length > 0 ? values.sizes : [null];
  /** An option as the page's language names it: its name there, else the other language's, else "Colour 2". */
  const nameOf = (kind: 'colours' | 'sizes', row: OptionRow, index: number) =>
    (language === 'ar' ? [row.nameAr, row.nameEn] : [row.nameEn, row.nameAr]).map((name) => name.trim()).find((name) => name !== '') ??
    t(`seller-console.editor.${kind}.item`, { number: index + 1 });
  const rowName = (index: number) => nameOf(byColour ? 'colours' : 'sizes', rows[index]!, index);
  const columnName = (index: number) => nameOf('sizes', values.sizes[index]!, index);
  const cellName = (cell: GridCell) =>
    cell.colour !== null && cell.size !== null
      ? t('seller-console.editor.optionStock.pair', { colour: rowName(cell.colour), size: columnName(cell.size) })
      : rowName(cell.colour ?? cell.size ?? 0);
  const cellId = (index: number) => idOf(`optionStock.${index}.stock`);
  const problems = cells.map((cell, index) => ({ cell, index, message: cellError(index) })).filter((problem) => problem.message !== undefined);
  const messagesId = `${idOf('optionStock')}-error`;

  return (
    <div
      id={idOf('optionStock')}
      tabIndex={-1}
      role="group"
      aria-label={t('seller-console.editor.optionStock.label')}
      aria-describedby={messages.length > 0 ? messagesId : undefined}
      className={classes.stockGrid}
    >
      <div className={classes.gridScroll}>
        <table className={classes.gridTable}>
          <thead>
            <tr>
              <th scope="col">{t(byColour ? 'seller-console.editor.colours.title' : 'seller-console.editor.sizes.title')}</th>
              {columns.map((column, index) => (
                <th scope="col" key={column?.key ?? 'pieces'}>
                  {column === null ? t('seller-console.editor.optionStock.pieces') : columnName(index)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row.key}>
                <th scope="row">
                  <span className={classes.gridOption}>
                    {byColour && <span className={classes.gridSwatch} style={{ background: row.hex }} aria-hidden="true" />}
                    {rowName(rowIndex)}
                  </span>
                </th>
                {columns.map((column, columnIndex) => {
                  const index = rowIndex * columns.length + columnIndex;
                  const cell = cells[index]!;
                  const error = cellError(index);
                  return (
                    <td key={column?.key ?? 'pieces'}>
                      <TextInput
                        id={cellId(index)}
                        aria-label={t('seller-console.editor.optionStock.cell', { option: cellName(cell) })}
                        value={cell.stock}
                        onChange={(event) => onChange(cell, index, event.currentTarget.value)}
                        inputMode="numeric"
                        dir="ltr"
                        size="sm"
                        className={classes.gridCell}
                        error={error !== undefined}
                        aria-describedby={error === undefined ? undefined : `${cellId(index)}-error`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text size="sm" fw={600} mt="xs" aria-live="polite">
        {t('seller-console.editor.optionStock.total', { count: gridTotal(values) })}
      </Text>
      {hint !== undefined && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
      {problems.length > 0 && (
        <ul className={classes.gridProblems}>
          {problems.map(({ cell, index, message }) => (
            <li key={index}>
              {cellName(cell)}: <span id={`${cellId(index)}-error`}>{message}</span>
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && (
        <Text id={messagesId} size="sm" mt="xs" c="var(--herfa-colour-danger)">
          {messages.join(' ')}
        </Text>
      )}
    </div>
  );
}
