// SellerOrdersGateway over the API's seller operations (src/contract/orders.ts). Loaded lazily
// by the container, so neither this module nor the contract's schemas weigh on the first page.
import type { Page } from '../application/ports/catalogue-gateway';
import type {
  SellerMove,
  SellerOrder,
  SellerOrderSummary,
  SellerOrdersGateway,
  SellerOrdersQuery,
} from '../application/ports/seller-orders-gateway';
import { orderOperations } from '../contract/orders';
import type { ApiClient } from './api-client';

export class HttpSellerOrdersGateway implements SellerOrdersGateway {
  constructor(private readonly api: ApiClient) {}

  list(query: SellerOrdersQuery): Promise<Page<SellerOrderSummary>> {
    return this.api.call(orderOperations.sellerList, {
      query: {
        status: query.status,
        page: String(query.page),
        pageSize: query.pageSize === undefined ? undefined : String(query.pageSize),
      },
    });
  }

  detail(code: string): Promise<SellerOrder> {
    return this.api.call(orderOperations.sellerDetail, { params: { code } });
  }

  move(code: string, to: SellerMove, reason?: string): Promise<SellerOrder> {
    return this.api.call(orderOperations.sellerMove, {
      params: { code },
      body: reason === undefined ? { to } : { to, reason },
    });
  }
}
