// A fresh, migrated database for a test: in-memory PGlite, or a new database on the PostgreSQL
// server in TEST_DATABASE_URL, dropped at the end.
//
// Every in-memory one starts from the same migrated cluster. Migrating a new cluster takes
// seconds, and each test file runs in a fresh module graph, so the unit suite's global setup
// (test/unit/pglite-template-setup.ts) migrates one once, writes its dump to a file and provides
// the file's path; a test file run without that setup migrates its own.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { IN_MEMORY } from '../config';
import { migrate, openDatabase, type Database } from '../persistence/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the global setup wrote the migrated cluster's dump (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
  }
}

/** A new in-memory cluster, migrated, as PGlite's dump. */
export async function dumpMigratedCluster(): Promise<Blob> {
  const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
  try {
    await migrate(database);
    if (database.kind !== 'pglite') throw new Error('unreachable');
    const client = (database.driverDb as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

let template: Promise<Blob> | undefined;

/** The dump every test database of this file starts from: the global setup's, or one of its own. */
function migratedTemplate(): Promise<Blob> {
  const written = inject('pgliteTemplate');
  template ??= written ? readFile(written).then((bytes) => new Blob([bytes])) : dumpMigratedCluster();
  return template;
}

export function postgresTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL is not set: e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:pg');
  }
  return url;
}

/** A fresh, migrated database of its own on the PostgreSQL server, and its URL; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const serverUrl = postgresTestUrl();
  const name = `herfa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ kind: 'postgres', url });
  await migrate(database);
  return {
    database,
    url,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Closing the pool tells its connections to end but does not wait for their sessions to: a
      // drop that forced out one still closing sent it a FATAL that no listener was left to take,
      // an uncaught error in the test run. So wait (up to a second) for them to go first.
      for (let waited = 0; waited < 1_000; waited += 20) {
        const { rows } = await client.query<{ sessions: number }>('select count(*)::int as sessions from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.sessions === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
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
