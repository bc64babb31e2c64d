// Comma-separated values as spreadsheet programs read them: RFC 4180 quoting (a field holding a
// comma, a double quote or a line break is quoted, its quotes doubled; records end in CRLF), a
// UTF-8 byte order mark so that Excel reads Arabic as Arabic rather than as Latin-1, and the
// OWASP defence against formula injection: a text cell that begins with = + - @, a tab or a
// carriage return would be run as a formula by a spreadsheet (a shopper's name "=HYPERLINK(…)"),
// so it gets a leading apostrophe, which spreadsheets read as "this is text".

/** The byte order mark, as the document's first character. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell: text is defended against formulas; numbers (already formatted by the caller) are written as they are. */
export type CsvCell = string | { readonly number: string };

/** A text cell as written: defused if a spreadsheet would run it, quoted if it must be. */
export function csvField(cell: CsvCell): string {
  const text = typeof cell === 'string' ? (FORMULA_START.test(cell) ? `'${cell}` : cell) : cell.number;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, without its line end. */
export const csvRecord = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',');

/** The whole document: BOM, header, records, each ending in CRLF. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  UTF8_BOM + [header, ...rows].map((cells) => `${csvRecord(cells)}\r\n`).join('');
