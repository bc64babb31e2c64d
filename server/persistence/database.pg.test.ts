// The same checks as database.test.ts against a real PostgreSQL server, in a database of its own
// (herfa_test_<random>) created from TEST_DATABASE_URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../composition';
import { createApp } from '../http/app';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate, openDatabase, type Database } from './database';
import { isDatabaseBusy } from './health';
import * as schema from './schema';
import { appMeta } from './schema';
import { memoryLog, silentLogger } from '../logging/memory-log';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  throw new Error(
    'TEST_DATABASE_URL is not set: the postgres suite needs a PostgreSQL server, e.g. ' +
      'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg',
  );
}

const databaseName = `herfa_test_${randomBytes(6).toString('hex')}`;
const testUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run inside the test database). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let database: Database;

beforeAll(async () => {
  await onServer(`create database "${databaseName}"`);
  database = await openDatabase({ kind: 'postgres', url: testUrl });
});

afterAll(async () => {
  await database?.close();
  await onServer(`drop database if exists "${databaseName}" with (force)`);
});

describe('a PostgreSQL server', () => {
  it('takes the migrations, and takes them again without harm', async () => {
    expect(database.kind).toBe('postgres');
    await migrate(database);
    await database.db.insert(appMeta).values({ key: 'seed', value: '1' });
    await migrate(database);
    expect(await database.db.select().from(appMeta)).toEqual([{ key: 'seed', value: '1', updatedAt: expect.any(Date) }]);
  });

  it('compiles no query just in time on any connection: a page of cards is not worth the compiling', async () => {
    const settings = await Promise.all(Array.from({ length: 3 }, () => database.db.execute<{ jit: string }>(sql`show jit`)));
    expect(settings.map((result) => result.rows[0]?.jit)).toEqual(['off', 'off', 'off']);
  });

  it('is reported healthy by the API', async () => {
    const response = await createApp({ services: createServices(database, { log: silentLogger() }), staticDir: '/nonexistent' }).request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('answers 503 with Retry-After while every connection is taken, and serves again once one is free', async () => {
    await migrate(database);
    // A pool of one connection that waits 100 ms for it, the one connection held by someone else.
    const pool = new pg.Pool({ connectionString: testUrl, max: 1, connectionTimeoutMillis: 100 });
    const driverDb = drizzle({ client: pool, schema });
    const saturated: Database = { kind: 'postgres', db: driverDb, driverDb, close: () => pool.end() };
    const log = memoryLog('warn');
    const app = createApp({ services: createServices(saturated, { log: log.logger }), staticDir: '/nonexistent', logger: log.logger });
    const holder = await pool.connect();
    try {
      const failure = await driverDb.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseBusy(failure)).toBe(true);
      const busy = await app.request('/api/products', { headers: { 'Accept-Language': 'ar' } });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('Retry-After')).toBe('1');
      expect(await busy.json()).toMatchObject({ code: 'http.unavailable', message: 'الخدمة غير متاحة حاليًا. يرجى المحاولة بعد قليل.' });
      expect(log.lines().map((line) => line.msg)).toContain('database busy: answered 503');
    } finally {
      holder.release();
    }
    expect((await app.request('/api/products')).status).toBe(200);
    await saturated.close();
  });

  it('tells a saturated pool from other failures', () => {
    expect(isDatabaseBusy(new Error('Failed query', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
    expect(isDatabaseBusy(new Error('relation "products" does not exist'))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
