// A store's sales over a period of the Riyadh calendar: how many orders, the revenue they brought
// and the VAT that revenue includes. The VAT is each order's invoice VAT (src/domain/invoice.ts:
// the VAT of the invoice's total, rounded once per invoice) added up, so the figure a seller reads
// here is the sum of the VAT printed on the invoices of those orders, to the halala.
import { splitVat, sum, type Halalas } from './money';

/**
 * Saudi Arabia keeps UTC+3 all year (no daylight saving since 1950), so a Riyadh calendar day
 * is a fixed three-hour shift of a UTC one; the arithmetic stays exact and needs no time-zone data.
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date, YYYY-MM-DD. */
export type CalendarDate = string;

/** [from, to): the instants of a span of whole Riyadh days. */
export interface Period {
  readonly from: Date;
  readonly to: Date;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` names a real calendar date (2026-02-30 does not). */
export function isCalendarDate(text: string): text is CalendarDate {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Riyadh calendar date of an instant. */
export const riyadhDate = (instant: Date): CalendarDate => new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** An instant as ISO 8601 in Riyadh time, to the second: 2026-03-01T09:30:00+03:00. */
export const riyadhTimestamp = (instant: Date): string => `${new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;

/** The instant a Riyadh calendar date begins. */
export const riyadhMidnight = (date: CalendarDate): Date => new Date(Date.parse(`${date}T00:00:00Z`) - RIYADH_OFFSET_MS);

/** Every instant of the Riyadh days `from` to `to`, both included. */
export const riyadhDays = (from: CalendarDate, to: CalendarDate): Period => ({
  from: riyadhMidnight(from),
  to: new Date(riyadhMidnight(to).getTime() + DAY_MS),
});

/** The first and last Riyadh dates of the month `now` falls in. */
export function riyadhMonthOf(now: Date): { readonly first: CalendarDate; readonly last: CalendarDate } {
  const today = riyadhDate(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first: `${today.slice(0, 7)}-01`, last };
}

/** Today and this month in Riyadh, as of `now`. */
export function salesPeriods(now: Date): { readonly today: Period; readonly month: Period } {
  const today = riyadhDate(now);
  const month = riyadhMonthOf(now);
  return { today: riyadhDays(today, today), month: riyadhDays(month.first, month.last) };
}

/** The VAT an order's invoice states: the VAT part of its VAT-inclusive total (goods after discounts, and shipping). */
export const orderVat = (total: Halalas): Halalas => splitVat(total).vat;

export interface SalesFigures {
  readonly orders: number;
  readonly revenue: Halalas;
  readonly vat: Halalas;
}

/** The orders of a period (their totals), counted, added up, and their invoices' VAT added up. */
export const salesFigures = (totals: readonly Halalas[]): SalesFigures => ({
  orders: totals.length,
  revenue: sum(totals),
  vat: sum(totals.map(orderVat)),
});
