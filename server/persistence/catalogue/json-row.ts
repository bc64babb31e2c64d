// A row's columns read as one value: a JSON array that PostgreSQL builds and the driver parses
// natively, turned back into the row it stands for. The PostgreSQL driver's cost is per value read
// (its parser, a type parser and Drizzle's mapping for each): a page of 25 cards of 17 columns was
// 425 values, about a tenth of a millisecond of the server's thread per page; as arrays it is 25.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * `fields` (columns and SQL, in a select's shape) as one value of a select: the row they make,
 * as a select of them would read it. Only for values JSON carries as they are: text, numbers
 * within 2^53, booleans and nulls; not timestamps, which a select reads as dates. The fields'
 * own decoders (`mapWith`) are not applied: JSON has already made their numbers numbers.
 */
export function jsonRow<F extends Record<string, SQLWrapper>>(fields: F): SQL<SelectResultFields<F>> {
  const keys = Object.keys(fields);
  const row = (value: unknown): SelectResultFields<F> => {
    // Parsed by the driver (json is one of its types); a driver that hands over text is parsed here.
    const values = (typeof value === 'string' ? JSON.parse(value) : value) as readonly unknown[];
    const read: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) read[keys[index]!] = values[index];
    return read as SelectResultFields<F>;
  };
  return sql`json_build_array(${sql.join(
    keys.map((key) => fields[key]!),
    sql`, `,
  )})`.mapWith(row) as SQL<SelectResultFields<F>>;
}
