// A real Herfa server for integration tests: the real app on a real socket (port 0) over a
// fresh database — in-memory PGlite started from a migrated template (fast), or, with
// `postgres: true`, a new database on the PostgreSQL server in TEST_DATABASE_URL, dropped at close.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import type { Services } from '../use-cases/services';
import { createServices } from '../composition';
import { createApp, type AppDependencies } from '../http/app';
import { IN_MEMORY } from '../config';
import type { Logger } from '../logging/logger';
import { silentLogger } from '../logging/memory-log';
import { migrate, openDatabase, type Database } from '../persistence/database';

export interface TestServerOptions {
  /** Run against the PostgreSQL server of TEST_DATABASE_URL instead of PGlite. */
  readonly postgres?: boolean;
  /** Replace adapters (a fixed clock, a mailer that records, ...). */
  readonly services?: (database: Database) => Partial<Services>;
  /** Prepare data (the seed, fixtures) before the server starts answering. */
  readonly prepare?: (database: Database) => Promise<void>;
  /** Where the server logs (a `memoryLog()` to read it); nothing is logged unless given. */
  readonly logger?: Logger;
  /** The storefront's files and page renderer (server-rendering tests); none by default. */
  readonly storefront?: Pick<AppDependencies, 'staticDir' | 'pages'>;
}

export interface TestServer {
  readonly url: string;
  readonly database: Database;
  readonly services: Services;
  /** fetch() against the server: `request('/api/products', { headers })`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON request helper: sends `body` as JSON and answers status + parsed JSON. */
  json<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

let template: Promise<Blob> | undefined;

/** One migrated PGlite cluster per test worker, dumped once and loaded by every test server. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
    await migrate(database);
    if (database.kind !== 'pglite') throw new Error('unreachable');
    const client = (database.driverDb as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return template;
}

export function postgresTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg');
  }
  return url;
}

/** A fresh, migrated database of its own on the PostgreSQL server; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = postgresTestUrl();
  const name = `herfa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() });
  await migrate(database);
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database of its own: in-memory PGlite, or one on the PostgreSQL server; `drop` removes it. */
export async function openTestDatabase({ postgres = false } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  if (postgres) return createPostgresDatabase();
  const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY }, { loadDataDir: await migratedTemplate() });
  return { database, drop: () => database.close() };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop: dropDatabase } = await openTestDatabase({ postgres: options.postgres });
  await options.prepare?.(database);

  const services = createServices(database, { log: options.logger ?? silentLogger(), ...options.services?.(database) });
  const app = createApp({ services, staticDir: '/nonexistent', ...options.storefront });
  const server: ServerType = await new Promise((ready) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const request = (path: string, init?: RequestInit) => fetch(url + path, init);
  return {
    url,
    database,
    services,
    request,
    async json<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await request(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
    },
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await dropDatabase();
    },
  };
}
