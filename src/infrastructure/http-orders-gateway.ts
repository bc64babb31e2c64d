// OrdersGateway over the API's order operations (src/contract/orders.ts), and the invoice PDF,
// which is a file rather than JSON: it is fetched through the same HTTP client, so it carries
// the shopper's bearer token (a plain link could not). Loaded lazily by the container, so
// neither this module nor the contract's schemas weigh on the first page.
import { HTTPError, type KyInstance } from 'ky';
import type { Page } from '../application/ports/catalogue-gateway';
import type { OrderDetail, OrderListQuery, OrdersGateway, OrderSummary } from '../application/ports/orders-gateway';
import { RequestFailure } from '../application/ports/request-failure';
import { pathOf } from '../contract/operation';
import { orderOperations } from '../contract/orders';
import type { Language } from '../domain/locale';
import type { ApiClient } from './api-client';

/** GET /api/orders/{code}/invoice?lang=: the order's invoice, application/pdf. */
export const INVOICE_PATH = '/api/orders/{code}/invoice' as const;

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

export class HttpOrdersGateway implements OrdersGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly http: KyInstance,
  ) {}

  list(query: OrderListQuery): Promise<Page<OrderSummary>> {
    return this.api.call(orderOperations.list, {
      query: { status: query.status, group: query.group, page: text(query.page), pageSize: text(query.pageSize) },
    });
  }

  detail(code: string): Promise<OrderDetail> {
    return this.api.call(orderOperations.detail, { params: { code } });
  }

  cancel(code: string, reason: string): Promise<OrderDetail> {
    return this.api.call(orderOperations.cancel, { params: { code }, body: { reason } });
  }

  async invoice(code: string, language: Language): Promise<Blob> {
    const path = pathOf({ path: INVOICE_PATH }, { code }).replace(/^\/api\//, '');
    try {
      const response = await this.http.get(path, { searchParams: { lang: language }, headers: { Accept: 'application/pdf' } });
      return await response.blob();
    } catch (error) {
      throw failureOf(error);
    }
  }
}

/** The same RequestFailure the ApiClient makes of a refused call (its JSON error body). */
function failureOf(error: unknown): RequestFailure {
  if (error instanceof HTTPError) {
    const body = (typeof error.data === 'object' ? error.data : null) as { code?: unknown; message?: unknown } | null;
    if (body && typeof body.code === 'string' && typeof body.message === 'string') {
      return new RequestFailure(error.response.status, body.code, body.message);
    }
    return new RequestFailure(error.response.status, 'http.error', error.message);
  }
  return new RequestFailure(0, 'http.unreachable', error instanceof Error ? error.message : String(error));
}
