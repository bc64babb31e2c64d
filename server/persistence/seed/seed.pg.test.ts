// The seed on the PostgreSQL server: the same catalogue as on PGlite, and safe when several
// server processes start together on one empty database (exactly one of them seeds).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../testing/test-database';
import { openDatabase, type Database } from '../database';
import { seedDatabase } from '.';
import { buildProducts } from './products';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createPostgresDatabase());
}, 60_000);

afterAll(() => drop?.());

describe('seeding on PostgreSQL', () => {
  it('seeds once when two processes start on the same empty database at the same moment', async () => {
    const second = await openSecondConnection();
    try {
      const results = await Promise.all([seedDatabase(database.db), seedDatabase(second.db)]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(results.filter((result) => !result.seeded)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('writes the whole catalogue', async () => {
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(rows[0]?.n).toBe(buildProducts().length);
  });
});

/** Another pool on the same database, as a second server process would have. */
function openSecondConnection(): Promise<Database> {
  const { connectionString } = (database.driverDb as unknown as { $client: { options: { connectionString: string } } }).$client.options;
  return openDatabase({ kind: 'postgres', url: connectionString });
}
