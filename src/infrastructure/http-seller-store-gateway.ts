// SellerStoreGateway over the API's seller-store operations (src/contract/seller-store.ts), and
// the orders' CSV, a file rather than JSON: fetched through the same HTTP client so it carries the
// seller's bearer token (a plain link could not), saved under the name the server gave it.
// Loaded lazily by the container, so neither this module nor the contract's schemas weigh on
// the first page.
import { HTTPError, type KyInstance } from 'ky';
import { RequestFailure } from '../application/ports/request-failure';
import type {
  DownloadedFile,
  RegionShipping,
  SalesSummary,
  SellerStoreGateway,
  ShippingInput,
  StoreProfile,
  StoreProfileInput,
} from '../application/ports/seller-store-gateway';
import { SALES_EXPORT_PATH, sellerStoreOperations } from '../contract/seller-store';
import type { ApiClient } from './api-client';

const FILE_NAME = /filename="([^"]+)"/;

export class HttpSellerStoreGateway implements SellerStoreGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly http: KyInstance,
  ) {}

  profile(): Promise<StoreProfile> {
    return this.api.call(sellerStoreOperations.profile);
  }

  updateProfile(input: StoreProfileInput): Promise<StoreProfile> {
    return this.api.call(sellerStoreOperations.updateProfile, { body: input });
  }

  shipping(): Promise<readonly RegionShipping[]> {
    return this.api.call(sellerStoreOperations.shipping);
  }

  updateShipping(input: ShippingInput): Promise<readonly RegionShipping[]> {
    return this.api.call(sellerStoreOperations.updateShipping, { body: { rates: input.rates.map((rate) => ({ ...rate })) } });
  }

  sales(): Promise<SalesSummary> {
    return this.api.call(sellerStoreOperations.sales);
  }

  async exportOrders(span: { readonly from: string; readonly to: string }): Promise<DownloadedFile> {
    try {
      const response = await this.http.get(SALES_EXPORT_PATH.replace(/^\/api\//, ''), { searchParams: span, headers: { Accept: 'text/csv' } });
      const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `herfa-orders-${span.from}-${span.to}.csv`;
      return { file: await response.blob(), fileName };
    } catch (error) {
      throw failureOf(error);
    }
  }
}

/** The same RequestFailure the ApiClient makes of a refused call (its JSON error body, fields included). */
function failureOf(error: unknown): RequestFailure {
  if (error instanceof HTTPError) {
    const body = (typeof error.data === 'object' ? error.data : null) as { code?: unknown; message?: unknown; fields?: unknown } | null;
    if (body && typeof body.code === 'string' && typeof body.message === 'string') {
      const fields = typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string[]>) : undefined;
      return new RequestFailure(error.response.status, body.code, body.message, fields);
    }
    return new RequestFailure(error.response.status, 'http.error', error.message);
  }
  return new RequestFailure(0, 'http.unreachable', error instanceof Error ? error.message : String(error));
}
