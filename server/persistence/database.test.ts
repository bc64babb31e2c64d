import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase } from './database';
import { appMeta } from './schema';
import { IN_MEMORY } from '../config';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../testing/catalogue-fixtures';

// Creating a PGlite data directory runs initdb in WebAssembly: seconds, more on a busy machine.
const CREATE_TIMEOUT_MS = 60_000;

const scratch = await mkdtemp(join(tmpdir(), 'herfa-db-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops one migration short of the real one. */
async function allButTheLastMigration(): Promise<string> {
  const folder = join(scratch, `migrations-${Date.now()}`);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return folder;
}

describe('upgrading a database that has data', () => {
  it('vacuums and analyzes once it applied a migration, so counts read the index alone again', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY });
    const allVisiblePages = async () =>
      Number((await database.db.execute<{ pages: number }>(sql`select relallvisible as pages from pg_class where relname = 'products'`)).rows[0]?.pages);
    try {
      // The database as it stood before the last migration, with data in it.
      await migrate(database, await allButTheLastMigration());
      await insertCatalogue(database.db, { sellers: [aSeller('najd-weavers')], categories: [aCategory('sadu')] });
      // Products by the columns every migration has had: the schema's own may be newer than this database.
      await database.db.execute(sql`
        insert into products (slug, seller_slug, category_slug, name_en, name_ar, description_en, description_ar, price, stock)
        select 'sadu-cushion-' || n, 'najd-weavers', 'sadu', 'Sadu cushion', 'وسادة سدو', 'Woven', 'منسوجة', 10000, 5 from generate_series(1, 200) as n`);
      expect(await allVisiblePages()).toBe(0);
      const applied = async () => Number((await database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).rows[0]?.count);
      const before = await applied();

      await migrate(database);
      expect(await applied()).toBe(before + 1);
      expect(await allVisiblePages()).toBeGreaterThan(0);
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
