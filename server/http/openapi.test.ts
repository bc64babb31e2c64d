import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../../src/contract/operations';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('lists every operation of the contract, by method and path', async () => {
    const { status, body } = await server.json<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const operation of allOperations) {
      expect(body.paths[operation.path]?.[operation.method]?.operationId, `${operation.method} ${operation.path}`).toBe(operation.id);
    }
  });

  it('has unique operation ids', () => {
    const ids = allOperations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('errors are translated', () => {
  it('answers an unknown API path in the request language', async () => {
    const english = await server.json<{ code: string; message: string }>('GET', '/api/nothing', undefined, { 'Accept-Language': 'en' });
    const arabic = await server.json<{ code: string; message: string }>('GET', '/api/nothing', undefined, { 'Accept-Language': 'ar-SA' });
    expect(english).toMatchObject({ status: 404, body: { code: 'http.notFound', message: 'Nothing was found here.' } });
    expect(arabic).toMatchObject({ status: 404, body: { code: 'http.notFound', message: 'لا يوجد شيء هنا.' } });
  });
});
