// Text answers leave compressed when the client accepts it: the API on a real server over a real
// database, and a streamed page whose first chunk must be readable before the rest exists.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAGES_PATH } from '../adapters/sandbox-gateway';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../testing/catalogue-fixtures';
import { useTestServer } from '../testing/use-test-server';
import { compressResponses, negotiateEncoding } from './compression';
import type { AppEnv } from './env';

const server = useTestServer({
  prepare: ({ db }) =>
    insertCatalogue(db, {
      sellers: [aSeller('najd-weavers').named('Najd Weavers', 'نساجو نجد')],
      categories: [aCategory('sadu').named('Sadu', 'السدو')],
      products: Array.from({ length: 12 }, (_, index) =>
        aProduct(`sadu-cushion-${index}`).named(`Sadu Cushion ${index}`, `وسادة سدو ${index}`).describedAs('Woven on a ground loom in Hail.', 'منسوجة على نول أرضي في حائل.'),
      ),
    }),
});

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes on the wire, not decoded (fetch() would decode them). */
  readonly body: Buffer;
}

function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((answer, fail) => {
    const request = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => answer({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url + path, headers);

describe('API answers', () => {
  it('are sent with brotli when the client accepts it, and decode to the same JSON', async () => {
    const plain = await get('/api/products?pageSize=12');
    const brotli = await get('/api/products?pageSize=12', { 'Accept-Encoding': 'gzip, deflate, br' });

    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('are sent with gzip when that is all the client accepts', async () => {
    const plain = await get('/api/products?pageSize=12');
    const gzip = await get('/api/products?pageSize=12', { 'Accept-Encoding': 'br;q=0, gzip' });

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('are sent as they are when the client accepts no compression', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const answer = await get('/api/products?pageSize=12', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ total: 12 });
    }
  });

  it('keep the API’s Vary and add Accept-Encoding to it', async () => {
    const { headers } = await get('/api/products', { 'Accept-Encoding': 'br' });
    expect(headers.vary).toBe('Accept-Language, Authorization, Accept-Encoding');
  });

  it('under 1 KB are not compressed', async () => {
    const small = await get('/api/categories', { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual([expect.objectContaining({ slug: 'sadu' })]);
  });

  it('to HEAD requests are not compressed', async () => {
    const head = await rawRequest(`${server.url}/api/products`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('other answers still work', () => {
  it('an error keeps its status and shape', async () => {
    const error = await get('/api/no-such-thing', { 'Accept-Encoding': 'br' });
    expect(error.status).toBe(404);
    const body = error.headers['content-encoding'] === 'br' ? brotliDecompressSync(error.body) : error.body;
    expect(JSON.parse(body.toString('utf8'))).toEqual({ code: 'http.notFound', message: expect.any(String) });
  });

  it('a redirect keeps its location and has no body to encode', async () => {
    const redirect = await get('/?ref=sms', { 'Accept-Encoding': 'br', 'Accept-Language': 'ar' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/ar?ref=sms');
    expect(redirect.headers['content-encoding']).toBeUndefined();
  });

  it('a sandbox gateway page is compressed and keeps its status and security headers', async () => {
    const page = await get(`${SANDBOX_PAGES_PATH}/${randomUUID()}`, { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(404);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(gunzipSync(page.body).toString('utf8')).toMatch(/^<!doctype html>/i);
  });
});

describe('a streamed page', () => {
  const HEAD = '<!doctype html><html><head><title>Herfa</title></head>';
  const REST = `<body>${'<p>سدو</p>'.repeat(400)}</body></html>`;

  let app: ServerType;
  let url: string;
  /** Lets the page's second chunk go; the stream waits for it after the head. */
  let releaseRest: () => void = () => {};
  let restReleased = false;

  beforeAll(async () => {
    const pages = new Hono<AppEnv>();
    pages.use(compressResponses());
    pages.get('/page', (c) => {
      const encoder = new TextEncoder();
      const rest = new Promise<void>((resolve) => {
        restReleased = false;
        releaseRest = () => {
          restReleased = true;
          resolve();
        };
      });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(HEAD));
          await rest;
          controller.enqueue(encoder.encode(REST));
          controller.close();
        },
      });
      return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
    });
    app = await new Promise((ready) => {
      const listening = serve({ fetch: pages.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(listening));
    });
    url = `http://127.0.0.1:${(app.address() as AddressInfo).port}/page`;
  });
  afterAll(() => new Promise<void>((done) => app.close(() => done())));

  const decoderOf = { br: createBrotliDecompress, gzip: createGunzip } as const;

  it.each(['br', 'gzip'] as const)('with %s, sends a decodable head before the rest is rendered', async (encoding) => {
    const response = await new Promise<IncomingMessage>((answer, fail) => {
      httpRequest(url, { headers: { 'Accept-Encoding': encoding }, agent: false }, answer).on('error', fail).end();
    });
    expect(response.headers['content-encoding']).toBe(encoding);

    const decoder = decoderOf[encoding]();
    let decoded = '';
    decoder.on('data', (chunk: Buffer) => (decoded += chunk.toString('utf8')));
    const headDecoded = new Promise<void>((resolve) => decoder.on('data', () => decoded.includes('</head>') && resolve()));
    response.on('data', (chunk: Buffer) => decoder.write(chunk));

    await headDecoded;
    expect(restReleased).toBe(false);
    expect(decoded).toBe(HEAD);

    const ended = new Promise<void>((resolve) => decoder.on('end', () => resolve()));
    response.on('end', () => decoder.end());
    releaseRest();
    await ended;
    expect(decoded).toBe(HEAD + REST);
  });
});

describe('choosing an encoding', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['*;q=0', undefined],
    ['deflate, identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j chooses %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
