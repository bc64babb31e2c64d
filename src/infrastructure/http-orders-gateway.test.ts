// The orders gateway asks for what the contract names, and fetches the invoice PDF with the
// shopper's token and the chosen language, turning a refusal into a RequestFailure.
import { describe, expect, it } from 'vitest';
import { isRequestFailure } from '../application/ports/request-failure';
import { ApiClient } from './api-client';
import { createHttpClient } from './http';
import { HttpOrdersGateway } from './http-orders-gateway';

/** A gateway over a fake server that remembers each request and answers with `answer`. */
function gatewayAnswering(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const http = createHttpClient({
    currentLanguage: () => 'ar',
    currentToken: () => 'shopper-token',
    baseUrl: 'http://herfa.test',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return answer(request);
    },
  });
  return { gateway: new HttpOrdersGateway(new ApiClient(http), http), requests };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PDF = '%PDF-1.7\n…';

describe('HttpOrdersGateway', () => {
  it('lists by status or group, reads one order and cancels it with the reason', async () => {
    const { gateway, requests } = gatewayAnswering(() => json({}));
    await gateway.list({ status: 'shipped', page: 2, pageSize: 10 });
    await gateway.list({ group: 'previous' });
    await gateway.detail('HRF-001042');
    await gateway.cancel('HRF-001042', 'I ordered the wrong size.');

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://herfa.test/api/orders?status=shipped&page=2&pageSize=10',
      'GET http://herfa.test/api/orders?group=previous',
      'GET http://herfa.test/api/orders/HRF-001042',
      'POST http://herfa.test/api/orders/HRF-001042/cancel',
    ]);
    expect(await requests[3]!.json()).toEqual({ reason: 'I ordered the wrong size.' });
  });

  it('downloads the invoice in the language asked for, with the bearer token', async () => {
    const { gateway, requests } = gatewayAnswering(() => new Response(PDF, { headers: { 'content-type': 'application/pdf' } }));
    const invoice = await gateway.invoice('HRF-001042', 'en');

    expect(await invoice.text()).toBe(PDF);
    expect(invoice.type).toBe('application/pdf');
    expect(requests[0]!.url).toBe('http://herfa.test/api/orders/HRF-001042/invoice?lang=en');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer shopper-token');
  });

  it("answers another shopper's invoice as the server's refusal", async () => {
    const { gateway } = gatewayAnswering(() => json({ code: 'http.notFound', message: 'غير موجود' }, 404));
    const error = await gateway.invoice('HRF-009999', 'ar').catch((reason: unknown) => reason);

    expect(isRequestFailure(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'http.notFound', message: 'غير موجود' });
  });
});
