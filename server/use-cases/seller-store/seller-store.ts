// A seller's store, as the console changes and reads it: the shipping fees checked against the
// regions there are, the sales of today and this month (Riyadh calendar) with their VAT, and the
// orders of a span of days as a spreadsheet (CSV) in the seller's language.
import type { TFunction } from 'i18next';
import { csvDocument, type CsvCell } from '../../../src/domain/csv';
import { formatAmount } from '../../../src/domain/invoice';
import type { Language } from '../../../src/domain/locale';
import type { Halalas } from '../../../src/domain/money';
import { orderVat, riyadhDays, riyadhMonthOf, riyadhTimestamp, salesFigures, salesPeriods, type CalendarDate, type SalesFigures } from '../../../src/domain/sales';
import { validationMessage, type ValidationMessage } from '../../../src/domain/validation';
import type { BestSeller, ExportedOrder, SellerStoreRepository } from './seller-store-repository';

export const BEST_SELLERS = 5;

export interface SalesSummary {
  readonly today: SalesFigures;
  readonly month: SalesFigures;
  readonly bestSellers: readonly BestSeller[];
}

export async function salesSummary(repository: SellerStoreRepository, sellerSlug: string, now: Date, language: Language): Promise<SalesSummary> {
  const { today, month } = salesPeriods(now);
  const [todayTotals, monthTotals, bestSellers] = await Promise.all([
    repository.saleTotals(sellerSlug, today.from, today.to),
    repository.saleTotals(sellerSlug, month.from, month.to),
    repository.bestSellers(sellerSlug, month.from, month.to, language, BEST_SELLERS),
  ]);
  return { today: salesFigures(todayTotals), month: salesFigures(monthTotals), bestSellers };
}

export interface RateChange {
  readonly regionId: string;
  readonly fee: Halalas | null;
}

/**
 * The field messages of a shipping change the schema let through: a region that does not exist,
 * or one named twice (which fee would it be?), each on its own row's regionId.
 */
export async function shippingProblems(repository: SellerStoreRepository, rates: readonly RateChange[]): Promise<Readonly<Record<string, readonly ValidationMessage[]>>> {
  const known = await repository.regionIds();
  const seen = new Set<string>();
  const problems: Record<string, ValidationMessage[]> = {};
  rates.forEach((rate, index) => {
    if (!known.has(rate.regionId) || seen.has(rate.regionId)) problems[`rates.${index}.regionId`] = [validationMessage('invalid', { field: 'regionId' })];
    seen.add(rate.regionId);
  });
  return problems;
}

/** The days an export covers: those asked for, else this month in Riyadh. */
export function exportSpan(now: Date, from: CalendarDate | undefined, to: CalendarDate | undefined): { readonly from: CalendarDate; readonly to: CalendarDate } {
  const month = riyadhMonthOf(now);
  return { from: from ?? month.first, to: to ?? month.last };
}

export const EXPORT_COLUMNS = ['code', 'date', 'status', 'shopper', 'city', 'items', 'subtotal', 'discount', 'shipping', 'total', 'vat'] as const;

const money = (amount: Halalas): CsvCell => ({ number: formatAmount(amount) });

/** The store's orders of the span as a CSV document, headed in `t`'s language; amounts in riyals with Latin digits. */
export async function ordersCsv(
  repository: SellerStoreRepository,
  sellerSlug: string,
  span: { readonly from: CalendarDate; readonly to: CalendarDate },
  language: Language,
  t: TFunction,
): Promise<string> {
  const { from, to } = riyadhDays(span.from, span.to);
  const orders = await repository.exportOrders(sellerSlug, from, to, language);
  const header = EXPORT_COLUMNS.map((column) => t(`seller-store.export.columns.${column}`));
  return csvDocument(header, orders.map((order) => exportRow(order, t)));
}

const exportRow = (order: ExportedOrder, t: TFunction): CsvCell[] => [
  order.code,
  riyadhTimestamp(order.createdAt),
  t(`orders.status.${order.status}`),
  order.shopperName,
  order.city,
  { number: String(order.items) },
  money(order.subtotal),
  money(order.discount),
  money(order.shippingFee),
  money(order.total),
  money(orderVat(order.total)),
];
