// A real Herfa server for integration tests: the real app on a real socket (port 0) over a
// fresh database of its own (test-database.ts).
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Services } from '../use-cases/services';
import { createServices, mailDeskOf, type AdapterConfig } from '../composition';
import type { RenderedMail } from '../use-cases/mail/mail';
import { deliverDueMails } from '../use-cases/mail/mail-delivery';
import { createApp, type AppDependencies } from '../http/app';
import type { Logger } from '../logging/logger';
import { silentLogger } from '../logging/memory-log';
import type { Database } from '../persistence/database';
import { openTestDatabase } from './test-database';

export interface TestServerOptions {
  /** Run against the PostgreSQL server of TEST_DATABASE_URL instead of PGlite. */
  readonly postgres?: boolean;
  /** Replace adapters (a fixed clock, a mailer that records, ...). */
  readonly services?: (database: Database) => Partial<Services>;
  /** The configuration the composition chooses the other adapters by (loadConfig's parts); the embedded defaults unless given. */
  readonly adapters?: AdapterConfig;
  /** Prepare data (the seed, fixtures) before the server starts answering. */
  readonly prepare?: (database: Database) => Promise<void>;
  /** Where the server logs (a `memoryLog()` to read it); nothing is logged unless given. */
  readonly logger?: Logger;
  /** The storefront's files and page renderer (server-rendering tests); none by default. */
  readonly storefront?: Pick<AppDependencies, 'staticDir' | 'pages'>;
}

/** A delivered mail as its reader gets it. */
export interface SentMail extends RenderedMail {
  readonly kind: string | null;
  readonly to: string;
}

export interface TestServer {
  readonly url: string;
  readonly database: Database;
  readonly services: Services;
  /** fetch() against the server: `request('/api/products', { headers })`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** JSON request helper: sends `body` as JSON and answers status + parsed JSON. */
  json<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Headers }>;
  /** Delivers the mail due (as the running server does every second) and answers what was sent to `address`, the newest first. */
  mailsTo(address: string): Promise<SentMail[]>;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop: dropDatabase } = await openTestDatabase({ postgres: options.postgres });
  await options.prepare?.(database);

  const services = createServices(database, { log: options.logger ?? silentLogger(), ...options.services?.(database) }, options.adapters);
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
    async mailsTo(address) {
      await deliverDueMails(mailDeskOf(services));
      const entries = await services.repositories.mailOutbox.latest(1000, address);
      return entries.flatMap(({ kind, to, sent }) => (sent === null || to === null ? [] : [{ kind, to, subject: sent.subject, text: sent.text, html: sent.html }]));
    },
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await dropDatabase();
    },
  };
}
