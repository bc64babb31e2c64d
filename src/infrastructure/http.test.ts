import { describe, expect, it } from 'vitest';
import type { Language } from '../domain/locale';
import { createHttpClient } from './http';

/** A fetch that answers every call with one status and counts the calls. */
function fakeFetch(status: number) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return new Response(JSON.stringify({ status }), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function client(status: number, language: Language = 'en') {
  const fake = fakeFetch(status);
  const http = createHttpClient({ currentLanguage: () => language, fetch: fake.fetch, baseUrl: 'http://herfa.test' });
  return { http, requests: fake.requests };
}

describe('HTTP retry policy (spec §7)', () => {
  it('retries a GET once on 503', async () => {
    const { http, requests } = client(503);
    await expect(http.get('products')).rejects.toThrow();
    expect(requests).toHaveLength(2);
  });

  it('never retries a POST, even on 503', async () => {
    const { http, requests } = client(503);
    await expect(http.post('orders', { json: {} })).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it.each(['put', 'patch', 'delete'] as const)('never retries a %s', async (method) => {
    const { http, requests } = client(503);
    await expect(http[method]('orders/HRF-000123')).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });

  it('does not retry a GET on 404', async () => {
    const { http, requests } = client(404);
    await expect(http.get('products/details/nope')).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});

describe('HTTP client', () => {
  it('calls the API under /api with the interface language', async () => {
    const { http, requests } = client(200, 'ar');
    await http.get('faqs').json();
    expect(requests[0]?.url).toBe('http://herfa.test/api/faqs');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ar');
  });
});
