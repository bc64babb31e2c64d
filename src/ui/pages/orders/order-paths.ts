// Where the orders screens live, and what their addresses say: the status filter and each
// group's page are kept in the query string, so a filtered list can be reloaded and shared.
import type { Language } from '../../../domain/locale';
import { isOrderFilter, type OrderFilter } from '../../../domain/order';
import type { OrderGroup } from '../../../application/ports/orders-gateway';

/** HRF-001001, as the contract's OrderCode: anything else names no order. */
export const ORDER_CODE = /^HRF-\d{6,}$/;

export const ordersPath = (language: Language): string => `/${language}/orders`;

export const orderPath = (language: Language, code: string): string => `/${language}/orders/${encodeURIComponent(code)}`;

/** The query parameter holding a group's page number. */
export const pageParam = (group: OrderGroup): string => `${group}Page`;

export const filterOf = (params: URLSearchParams): OrderFilter => {
  const status = params.get('status');
  return isOrderFilter(status) ? status : 'all';
};

export const pageOf = (params: URLSearchParams, group: OrderGroup): number => {
  const page = Number(params.get(pageParam(group)));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The list filtered by `filter`, from its first page. */
export const filterSearch = (filter: OrderFilter): string => (filter === 'all' ? '' : `?status=${filter}`);

/**
 * Keeps a code in its own left-to-right run inside translated plain text (a toast, the
 * document title): unisolated, an Arabic sentence shows HRF-001001 as 001001-HRF.
 */
export const isolated = (code: string): string => `\u2066${code}\u2069`;
