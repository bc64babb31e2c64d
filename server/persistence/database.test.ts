import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database';
import { appMeta } from './schema';

// Creating a PGlite data directory runs initdb in WebAssembly: seconds, more on a busy machine.
const CREATE_TIMEOUT_MS = 60_000;

const scratch = await mkdtemp(join(tmpdir(), 'herfa-db-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

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
