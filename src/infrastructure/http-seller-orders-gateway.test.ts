import { describe, expect, it } from 'vitest';
import { HttpSellerOrdersGateway } from './http-seller-orders-gateway';
import { recordingApi } from './testing/recording-api';

describe('HttpSellerOrdersGateway', () => {
  it('lists by status and page, reads one order, and moves it with a reason only when there is one', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpSellerOrdersGateway(api);
    await gateway.list({ status: 'all', page: 1 });
    await gateway.list({ status: 'shipped', page: 3, pageSize: 10 });
    await gateway.detail('HRF-001001');
    await gateway.move('HRF-001001', 'inprogress');
    await gateway.move('HRF-001002', 'rejected', 'Out of clay');
    expect(calls).toEqual([
      { id: 'listSellerOrders', request: { query: { status: 'all', page: '1', pageSize: undefined } } },
      { id: 'listSellerOrders', request: { query: { status: 'shipped', page: '3', pageSize: '10' } } },
      { id: 'getSellerOrder', request: { params: { code: 'HRF-001001' } } },
      { id: 'moveSellerOrder', request: { params: { code: 'HRF-001001' }, body: { to: 'inprogress' } } },
      { id: 'moveSellerOrder', request: { params: { code: 'HRF-001002' }, body: { to: 'rejected', reason: 'Out of clay' } } },
    ]);
  });
});
