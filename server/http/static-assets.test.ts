// The storefront's files: the precompressed sibling the client accepts, the right type and
// caching, 304 for a copy the browser holds, and no way out of the root directory.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { staticAssets } from './static-assets';

const SCRIPT = 'export function greet(name) { return `Ahlan, ${name}`; }\n'.repeat(60);
const STYLES = 'body { margin: 0; font-family: "IBM Plex Sans Arabic", sans-serif; }\n'.repeat(40);
const SECRET = 'root:x:0:0:the secret outside the build';
const FELL_THROUGH = 'the app answered';

let parent: string;
let root: string;
const bytes = { br: brotliCompressSync(SCRIPT), gzip: gzipSync(SCRIPT), stylesGzip: gzipSync(STYLES) };

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'herfa-static-assets-'));
  root = join(parent, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'assets', 'app-abc.js'), SCRIPT);
  await writeFile(join(root, 'assets', 'app-abc.js.br'), bytes.br);
  await writeFile(join(root, 'assets', 'app-abc.js.gz'), bytes.gzip);
  await writeFile(join(root, 'assets', 'styles-abc.css'), STYLES);
  await writeFile(join(root, 'assets', 'styles-abc.css.gz'), bytes.stylesGzip);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\n');
  await mkdir(join(root, '.vite'));
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
  // Beside the root, and beside it under a name that starts like it.
  await writeFile(join(parent, 'secret.txt'), SECRET);
  await mkdir(join(parent, 'dist-private'));
  await writeFile(join(parent, 'dist-private', 'secret.txt'), SECRET);
});

afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** The middleware in front of an app that answers whatever it is left with. */
function appServing(directory: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(staticAssets(directory));
  app.all('*', (c) => c.text(FELL_THROUGH, 404));
  return app;
}

const get = (path: string, headers: Record<string, string> = {}) => appServing(root).request(path, { headers });

describe('choosing the precompressed file', () => {
  it.each([
    ['br', 'br', bytes.br],
    ['gzip, deflate, br', 'br', bytes.br],
    ['gzip, deflate', 'gzip', bytes.gzip],
    ['br;q=0, gzip', 'gzip', bytes.gzip],
    ['gzip;q=1, br;q=0.4', 'gzip', bytes.gzip],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, encoding, expected) => {
    const response = await get('/assets/app-abc.js', { 'Accept-Encoding': acceptEncoding });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Content-Length')).toBe(String(expected.byteLength));
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await response.arrayBuffer()).equals(expected)).toBe(true);
  });

  it.each([['identity'], ['br;q=0, gzip;q=0'], [undefined]])('Accept-Encoding %j gets the file itself', async (acceptEncoding) => {
    const response = await get('/assets/app-abc.js', acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('offers only the siblings that exist', async () => {
    const response = await get('/assets/styles-abc.css', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.stylesGzip)).toBe(true);
  });

  it('serves a sibling asked for by name as a plain download', async () => {
    const response = await get('/assets/app-abc.js.gz', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Type')).toBe('application/gzip');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes.gzip)).toBe(true);
  });

  it('answers HEAD with the headers of the chosen file and no body', async () => {
    const response = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br' });
    const head = await appServing(root).request('/assets/app-abc.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(head.headers.get('Content-Length')).toBe(response.headers.get('Content-Length'));
    expect(await head.text()).toBe('');
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/app-abc.js');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files outside /assets/', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it('answers 304 without a body when the browser holds the same file', async () => {
    const first = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\da-f]+-[\da-f]+-br"$/);

    const again = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br', 'If-None-Match': `"stale", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(again.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
  });

  it('tags each encoding apart, so a brotli copy does not validate a gzip one', async () => {
    const brotli = (await get('/assets/app-abc.js', { 'Accept-Encoding': 'br' })).headers.get('ETag')!;
    const gzip = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': brotli });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('ETag')).not.toBe(brotli);
  });
});

describe('what the middleware leaves to the app', () => {
  it.each([
    ['a missing asset', '/assets/gone-000000.js'],
    ['a directory', '/assets'],
    ['the root, which is not mapped to index.html', '/'],
    ['a storefront route', '/en/products/sadu-rug'],
    ['a malformed escape', '/assets/%E0%A4%A.js'],
    ["the build's hidden manifest", '/.vite/manifest.json'],
    ['a hidden file, escaped', '/%2evite/manifest.json'],
  ])('%s falls through', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(FELL_THROUGH);
  });

  it('leaves other methods to the app', async () => {
    const response = await appServing(root).request('/assets/app-abc.js', { method: 'POST' });
    expect(await response.text()).toBe(FELL_THROUGH);
  });
});

describe('paths never leave the root', () => {
  const escapes = [
    '/assets/../../etc/passwd',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2fdist-private%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%252e%252e%252fsecret.txt',
  ];

  it.each(escapes)('%s through app.request', async (path) => {
    const response = await get(path);
    expect(await response.text()).toBe(FELL_THROUGH);
  });

  describe('over a socket, where the path arrives as the client wrote it', () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      server = await new Promise((ready) => {
        const listening = serve({ fetch: appServing(root).fetch, port: 0, hostname: '127.0.0.1' }, () => ready(listening));
      });
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((answer, fail) => {
        const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => answer({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', fail);
        request.end();
      });

    it.each(escapes)('%s', async (path) => {
      const { body } = await rawGet(path);
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('root:x:0:0:root');
    });

    it('still serves the files under the root', async () => {
      expect(await rawGet('/assets/app-abc.js')).toEqual({ status: 200, body: SCRIPT });
    });
  });
});
