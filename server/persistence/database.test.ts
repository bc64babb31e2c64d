import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';
import { appMeta } from './schema';
import { IN_MEMORY } from '../config';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../testing/catalogue-fixtures';

// Creating a PGlite data directory runs initdb in WebAssembly: seconds, more on a busy machine.
const CREATE_TIMEOUT_MS = 60_000;

const scratch = await mkdtemp(join(tmpdir(), 'herfa-db-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('upgrading a database that has data', () => {
  it('vacuums and analyzes once it applied a migration, so counts read the index alone again', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
    const allVisiblePages = async () =>
      Number((await database.db.execute<{ pages: number }>(sql`select relallvisible as pages from pg_class where relname = 'products'`)).rows[0]?.pages);
    try {
      await migrate(database);
      await insertCatalogue(database.db, {
        sellers: [aSeller('najd-weavers')],
        categories: [aCategory('sadu')],
        products: Array.from({ length: 200 }, (_, index) => aProduct(`sadu-cushion-${index}`)),
      });
      expect(await allVisiblePages()).toBe(0);

      // The database as it stood before the last migration: without its indexes or its record.
      await database.db.execute(sql`drop index sellers_featured_en_idx`);
      await database.db.execute(sql`drop index sellers_featured_ar_idx`);
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      await migrate(database);

      expect(await allVisiblePages()).toBeGreaterThan(0);
      const { rows } = await database.db.execute<{ name: string }>(sql`select indexname as name from pg_indexes where indexname like 'sellers_featured_%' order by 1`);
      expect(rows.map((row) => row.name)).toEqual(['sellers_featured_ar_idx', 'sellers_featured_en_idx']);
    } finally {
      await database.close();
    }
  }, CREATE_TIMEOUT_MS);

  it('does not vacuum when there was nothing to apply', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
    try {
      await migrate(database);
      await insertCatalogue(database.db, { sellers: [aSeller('najd-weavers')], categories: [aCategory('sadu')], products: [aProduct('sadu-cushion')] });
      await migrate(database);
      const { rows } = await database.db.execute<{ pages: number }>(sql`select relallvisible as pages from pg_class where relname = 'products'`);
      expect(Number(rows[0]?.pages)).toBe(0);
    } finally {
      await database.close();
    }
  }, CREATE_TIMEOUT_MS);
});

describe('the embedded database (PGlite in a directory)', () => {
  const dataDir = join(scratch, 'data'); // not there yet: openDatabase creates it

  it('is created and migrated on first start', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(database.kind).toBe('pglite');
      await migrate(database);
      await database.db.insert(appMeta).values({ key: 'seed', value: '1' });
    } finally {
      await database.close();
    }
  }, CREATE_TIMEOUT_MS);

  it('keeps its data and migrates again without harm when reopened', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrate(database);
      const rows = await database.db.select().from(appMeta);
      expect(rows).toEqual([{ key: 'seed', value: '1', updatedAt: expect.any(Date) }]);
    } finally {
      await database.close();
    }
  });

  it('has trigram matching for Arabic text', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const result = await database.db.execute<{ score: number }>(sql`select similarity('سدو', 'السدو') as score`);
      expect(result.rows[0]?.score).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('refuses to be opened twice at once, which would lose writes', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by this process/);
    } finally {
      await database.close();
    }
    await writeFile(join(dataDir, 'herfa.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`in use by another Herfa process (pid ${process.ppid})`);
  });

  it('takes over the lock of a process that has ended', async () => {
    const endedPid = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(dataDir, 'herfa.lock'), String(endedPid));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });
});
