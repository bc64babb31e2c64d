// A plain text table for the measuring scripts: one header line, numbers aligned right.

/** `rows` are objects sharing their keys; answers the lines, ready to print. */
export function formatTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  const numeric = columns.map((column) => rows.every((row) => typeof row[column] === 'number' || /^[\d.]+$/.test(String(row[column]))));
  const pad = (text, index) => (numeric[index] ? text.padStart(widths[index]) : text.padEnd(widths[index]));
  return cells.map((line) => line.map(pad).join('  ').trimEnd()).join('\n');
}

export const kilobytes = (bytes) => (bytes / 1024).toFixed(1);
