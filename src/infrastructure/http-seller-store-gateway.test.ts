// The seller-store gateway asks for what the contract names, and fetches the orders' CSV with the
// seller's token, saving it under the name the server gave, a refusal (with its field messages)
// turned into a RequestFailure.
import { describe, expect, it } from 'vitest';
import { isRequestFailure } from '../application/ports/request-failure';
import { ApiClient } from './api-client';
import { createHttpClient } from './http';
import { HttpSellerStoreGateway } from './http-seller-store-gateway';
import { recordingApi } from './testing/recording-api';

function gatewayAnswering(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const http = createHttpClient({
    currentLanguage: () => 'ar',
    currentToken: () => 'seller-token',
    baseUrl: 'http://herfa.test',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return answer(request);
    },
  });
  return { gateway: new HttpSellerStoreGateway(new ApiClient(http), http), requests };
}

const CSV = '\uFEFFالطلب,التاريخ\r\nHRF-001001,2026-03-01T09:30:00+03:00\r\n';

describe('HttpSellerStoreGateway', () => {
  it('reads and changes the profile and the shipping, and reads the sales, as the contract names them', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpSellerStoreGateway(api, createHttpClient({ currentLanguage: () => 'en', currentToken: () => null, baseUrl: 'http://herfa.test' }));
    await gateway.profile();
    await gateway.updateProfile({ descriptionEn: 'English words', descriptionAr: 'كلمات عربية', vatNumber: '310000000000003' });
    await gateway.shipping();
    await gateway.updateShipping({ rates: [{ regionId: 'riyadh', fee: 1_500 }, { regionId: 'hail', fee: null }] });
    await gateway.sales();
    expect(calls).toEqual([
      { id: 'getSellerStore', request: {} },
      { id: 'updateSellerStore', request: { body: { descriptionEn: 'English words', descriptionAr: 'كلمات عربية', vatNumber: '310000000000003' } } },
      { id: 'getSellerShipping', request: {} },
      { id: 'updateSellerShipping', request: { body: { rates: [{ regionId: 'riyadh', fee: 1_500 }, { regionId: 'hail', fee: null }] } } },
      { id: 'getSellerSales', request: {} },
    ]);
  });

  it('downloads the orders of the days asked for with the bearer token, named as the server named them', async () => {
    const { gateway, requests } = gatewayAnswering(
      () => new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="herfa-sadu-house-orders-2026-03-01-2026-03-31.csv"' } }),
    );
    const { file, fileName } = await gateway.exportOrders({ from: '2026-03-01', to: '2026-03-31' });
    expect(fileName).toBe('herfa-sadu-house-orders-2026-03-01-2026-03-31.csv');
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(requests[0]!.url).toBe('http://herfa.test/api/seller/sales/orders.csv?from=2026-03-01&to=2026-03-31');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer seller-token');
  });

  it('answers a refused export as the server’s refusal, its field messages kept', async () => {
    const { gateway } = gatewayAnswering(
      () => new Response(JSON.stringify({ code: 'http.invalidInput', message: 'تحقق من الحقول', fields: { to: ['قيمة تاريخ النهاية غير صالحة.'] } }), { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const error = await gateway.exportOrders({ from: '2026-03-02', to: '2026-03-01' }).catch((reason: unknown) => reason);
    expect(isRequestFailure(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'http.invalidInput', fields: { to: ['قيمة تاريخ النهاية غير صالحة.'] } });
  });
});
