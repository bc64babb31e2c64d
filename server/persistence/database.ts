// Opens the database the configuration names (embedded PGlite or a PostgreSQL server) behind one
// Drizzle interface, and applies the committed migrations with the matching driver's migrator.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Assume } from 'drizzle-orm/utils';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY, type DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import type { Logger } from '../logging/logger';

export type Schema = typeof schema;

/** What both drivers' raw results (`db.execute`) have in common: the rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
interface RowsResult<Row> {
  rows: Row[];
}

/** What repositories and routes use: the same query builder whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type Database = {
  readonly db: Db;
  close(): Promise<void>;
} & (
  // The driver-specific instance, narrowed by `kind`: only the migrators need it.
  | { readonly kind: 'pglite'; readonly driverDb: PgliteDatabase<Schema> }
  | { readonly kind: 'postgres'; readonly driverDb: NodePgDatabase<Schema> }
);

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster. Tests use it. */
  readonly loadDataDir?: Blob;
  /** Where a lost PostgreSQL connection is reported; the console unless the server's log is given. */
  readonly log?: Pick<Logger, 'error'>;
}

/**
 * The PostgreSQL pool. Two cores run the server and the database here; ten connections kept
 * both busy in `npm run bench:api` (more only queued inside PostgreSQL instead of in the pool).
 * A request waits for a connection at most `waitMs`; then the pool is saturated and the API
 * answers 503 with Retry-After (health.ts, isDatabaseBusy), rather than a 500 after a long wait.
 */
export const POOL = { size: 10, waitMs: 2_000 } as const;

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    // JIT compilation off: it pays off for long analytic queries, not for a page of cards. A search
    // for a common word is estimated at a hundred thousand rows (it reads a thousand), which
    // crossed jit_above_cost and spent 20 ms compiling a query that runs in 60.
    const pool = new pg.Pool({ connectionString: config.url, max: POOL.size, connectionTimeoutMillis: POOL.waitMs, options: '-c jit=off' });
    // An idle client losing its connection must not crash the process; the next query reports it.
    const { log } = options;
    pool.on('error', (error) =>
      log ? log.error({ reason: error.message }, 'PostgreSQL connection error') : console.error('PostgreSQL connection error:', error.message),
    );
    await checkConnection(pool, config.url);
    const driverDb = drizzleNodePg({ client: pool, schema });
    return { kind: 'postgres', db: driverDb, driverDb, close: () => pool.end() };
  }

  const inMemory = config.dataDir === IN_MEMORY;
  const dataDir = inMemory ? IN_MEMORY : resolve(config.dataDir);
  const unlock = inMemory ? async () => {} : await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
    const driverDb = drizzlePglite({ client, schema });
    const close = async () => {
      await client.close();
      await unlock();
    };
    return { kind: 'pglite', db: driverDb, driverDb, close };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Fails at start, naming the server (never the password), rather than at the first query. */
async function checkConnection(pool: pg.Pool, url: string): Promise<void> {
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    const { host, pathname } = new URL(url);
    // A refused connection to a name with several addresses is an AggregateError with no message of its own.
    const errors = error instanceof AggregateError && error.message === '' ? error.errors : [error];
    const reason = errors.map((e) => (e instanceof Error ? e.message : String(e))).join('; ');
    throw new Error(`Cannot connect to PostgreSQL at ${host || 'localhost'}${pathname}: ${reason}`, { cause: error });
  }
}

/**
 * Applies the migrations not yet applied; safe to run at every start. When it applied any to a
 * database that had some already, it vacuums and analyzes: a migration may rewrite a table (a new
 * stored column) and rebuild its indexes, which leaves the table without statistics for the
 * planner and without the visibility map that lets a count read the index alone. PGlite has no
 * autovacuum to catch up: after migration 0008 a listing at 100,000 products read the table
 * again, and home's counts fell from 134 to 49 pages a second.
 */
export async function migrate(database: Database, folder: string = migrationsFolder): Promise<void> {
  const before = await appliedMigrations(database.db);
  if (database.kind === 'pglite') await migratePglite(database.driverDb, { migrationsFolder: folder });
  else await migrateNodePg(database.driverDb, { migrationsFolder: folder });
  if (before > 0 && (await appliedMigrations(database.db)) > before) await database.db.execute(sql`vacuum analyze`);
}

/** How many migrations the database records as applied (none before the first). */
async function appliedMigrations(db: Db): Promise<number> {
  const { rows: [table] } = await db.execute<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return 0;
  const { rows: [counted] } = await db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(counted?.applied ?? 0);
}
