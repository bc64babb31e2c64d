import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../config';
import { migrate, openDatabase, type Database } from '../persistence/database';
import type { ErrorBody } from '../../src/contract/common';
import { createServices } from '../composition';
import { memoryLog, silentLogger, type MemoryLog } from '../logging/memory-log';
import type { Logger } from '../logging/logger';
import { createApp, identitySources, MAX_BODY_BYTES, SYSTEM_SCHEME_SCRIPT_SOURCE } from './app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

let database: Database;
let staticDir: string;
const logger = silentLogger();

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
  await migrate(database);
  staticDir = await mkdtemp(join(tmpdir(), 'herfa-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("herfa")');
  await writeFile(join(staticDir, 'latest.json'), '{"version":"1"}');
}, 60_000); // an in-memory PGlite still runs initdb: about a second, more on a busy machine

afterAll(async () => {
  await database?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

const app = (log: Logger = logger) => createApp({ services: createServices(database), staticDir, logger: log });

describe('GET /api/health', () => {
  it('answers ok and names the embedded database after querying it', async () => {
    const response = await app().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503 in the error shape when the database fails, and logs why', async () => {
    const broken = { kind: 'pglite' as const, db: { execute: () => Promise.reject(new Error('connection lost')) } };
    const log = memoryLog();
    const response = await createApp({ services: createServices(broken as never), staticDir, logger: log.logger }).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'http.unavailable', message: expect.any(String) });
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 'error', requestId: response.headers.get('X-Request-Id'), err: expect.objectContaining({ message: 'connection lost' }) }),
    );
  });
});

describe('GET / sends the visitor to their language', () => {
  const redirect = async (headers: Record<string, string>, path = '/') => {
    const response = await app().request(path, { headers });
    expect(response.status).toBe(302);
    return response.headers.get('Location');
  };

  it('follows the locale cookie first', async () => {
    expect(await redirect({ Cookie: 'locale=ar', 'Accept-Language': 'en-US' })).toBe('/ar');
  });
  it('then the browser languages', async () => {
    expect(await redirect({ 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.8' })).toBe('/ar');
  });
  it('and otherwise English', async () => {
    expect(await redirect({})).toBe('/en');
    expect(await redirect({ Cookie: 'locale=fr', 'Accept-Language': 'fr-FR' })).toBe('/en');
  });
  it('keeps the query string', async () => {
    expect(await redirect({ 'Accept-Language': 'ar' }, '/?ref=sms')).toBe('/ar?ref=sms');
  });
});

describe('failures share one shape', () => {
  it('an unknown API path is a 404 with a stable code', async () => {
    const response = await app().request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: 'http.notFound', message: expect.any(String) });
  });

  it('a body over the limit is a 413 in the language asked, and a GET is never asked for one', async () => {
    const response = await app().request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar' },
      body: JSON.stringify({ email: 'a@herfa.test', password: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'http.payloadTooLarge', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await app().request('/api/categories')).status).toBe(200);
  });

  it('API answers are not stored by caches unless the route shares them, and vary on the language and the account', async () => {
    const failed = await app().request('/api/no-such-thing');
    expect(failed.headers.get('Cache-Control')).toBe('no-store');
    expect(failed.headers.get('Vary')).toBe('Accept-Language, Authorization, Accept-Encoding');
    const shared = await app().request('/api/categories');
    expect(shared.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(shared.headers.get('Vary')).toBe('Accept-Language, Authorization, Accept-Encoding');
  });

  it('an unexpected error is a 500 with the request id and no internals', async () => {
    const log = memoryLog();
    const withBrokenRoute = app(log.logger);
    withBrokenRoute.get('/api/test/broken', () => {
      throw new Error('password=hunter2 at /srv/secret.ts:12');
    });

    const response = await withBrokenRoute.request('/api/test/broken');
    const text = await response.text();
    const body = JSON.parse(text) as ErrorBody;

    expect(response.status).toBe(500);
    expect(body).toEqual({ code: 'http.internal', message: 'Internal Server Error', requestId: expect.any(String) });
    expect(response.headers.get('X-Request-Id')).toBe(body.requestId);
    expect(text).not.toMatch(/hunter2|secret\.ts|at /);
    expect(log.lines()).toEqual([
      expect.objectContaining({ level: 'error', requestId: body.requestId, route: '/api/test/broken', msg: 'unexpected error', err: expect.objectContaining({ message: expect.stringContaining('hunter2') }) }),
      expect.objectContaining({ level: 'error', requestId: body.requestId, route: '/api/test/broken', status: 500, msg: 'request failed' }),
    ]);
  });

  it('logs a failed query without the values it carried', async () => {
    const log = memoryLog();
    const withFailingQuery = app(log.logger);
    withFailingQuery.post('/api/test/failing-query', () => {
      throw new DrizzleQueryError('update "users" set "password_hash" = $1 where "email" = $2', ['$argon2id$v=19$secret', 'noura@example.com'], new Error('deadlock detected'));
    });

    const response = await withFailingQuery.request('/api/test/failing-query', { method: 'POST' });

    expect(response.status).toBe(500);
    const logged = log.text();
    expect(logged).toContain('update \\"users\\" set \\"password_hash\\" = $1 where \\"email\\" = $2');
    expect(logged).toContain('deadlock detected');
    expect(logged).not.toMatch(/argon2id|noura@example\.com/);
  });
});

describe('the log', () => {
  let log: MemoryLog;
  const request = (path: string) => app(log.logger).request(path);

  it('has one line for a request, with its id, method, route pattern, status and duration', async () => {
    log = memoryLog();
    const response = await request('/api/products/no-such-product?q=sadu');

    expect(response.status).toBe(404);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request completed',
        requestId: response.headers.get('X-Request-Id'),
        method: 'GET',
        route: '/api/products/:slug',
        status: 404,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(log.text()).not.toMatch(/no-such-product|sadu/);
  });

  it("logs the storefront's files at debug only", async () => {
    log = memoryLog('info');
    await request('/assets/index-3f9a1c.js');
    expect(log.lines()).toEqual([]);
    await request('/ar/cart');
    expect(log.lines()).toEqual([expect.objectContaining({ level: 'info', route: '/*', status: 200 })]);
  });
});

describe('the storefront', () => {
  it('serves index.html for any storefront route, revalidated on every visit', async () => {
    const response = await app().request('/ar/cart');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await app().request('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("herfa")');
  });

  it('revalidates files that are not hashed', async () => {
    const response = await app().request('/latest.json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toEqual({ version: '1' });
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const response = await app().request('/assets/gone-000000.js');
    expect(response.status).toBe(404);
  });

  it('tells the operator to build when there is no build', async () => {
    const response = await createApp({ services: createServices(database), staticDir: join(staticDir, 'missing'), logger }).request('/en');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('sends the security headers', async () => {
    const response = await app().request('/en');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${SYSTEM_SCHEME_SCRIPT_SOURCE};`);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]+$/);
  });

  it('lets Firebase Authentication in only when social sign-in is configured, and only its own addresses', () => {
    expect(identitySources({ firebase: null })).toEqual({ script: [], frame: [], connect: [] });
    const firebase = { apiKey: 'key', authDomain: 'herfa-prod.firebaseapp.com', projectId: 'herfa-prod', appId: null, emulatorUrl: null };
    expect(identitySources({ firebase })).toEqual({
      script: ['https://apis.google.com'],
      frame: ['https://herfa-prod.firebaseapp.com'],
      connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    });
    expect(identitySources({ firebase: { ...firebase, emulatorUrl: 'http://127.0.0.1:9099' } })).toEqual({
      script: ['https://apis.google.com'],
      frame: ['http://127.0.0.1:9099'],
      connect: ['http://127.0.0.1:9099'],
    });
  });
});
