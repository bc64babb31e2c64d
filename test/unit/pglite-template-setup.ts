// Global setup of the unit suite: one migrated PGlite cluster for all its test files (see
// server/testing/test-database.ts), written to a temporary file removed at the end.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedCluster } from '../../server/testing/test-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'herfa-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await (await dumpMigratedCluster()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
