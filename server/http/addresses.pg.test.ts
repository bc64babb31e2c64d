// Address defaults under real concurrency, on the PostgreSQL server (PGlite runs one statement
// at a time, so only here do requests truly race): however requests interleave, a shopper ends
// with exactly one default address and every request succeeds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/contract/addresses';
import { addresses } from '../persistence/schema';
import { insertPlaces, signedInShopper } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ postgres: true, prepare: ({ db }) => insertPlaces(db) });
}, 60_000);
afterAll(() => server?.close());

const home = { regionId: 'riyadh', cityId: 'riyadh-city', addressText: 'King Fahd Road, Al Olaya' };

describe('address defaults on PostgreSQL', () => {
  it('leaves exactly one default when addresses are made the default and created as default at the same time', async () => {
    const shopper = await signedInShopper(server.database.db);
    const created: Address[] = [];
    for (let index = 0; index < 8; index++) {
      created.push((await server.json<Address>('POST', '/api/addresses', { ...home, addressText: `Olaya Street ${index + 1}` }, shopper.auth)).body);
    }
    const answers = await Promise.all([
      ...created.map((address) => server.json('POST', `/api/addresses/${address.id}/default`, undefined, shopper.auth)),
      ...[1, 2, 3, 4].map((index) => server.json('POST', '/api/addresses', { ...home, addressText: `Tahlia Street ${index}`, isDefault: true }, shopper.auth)),
      ...created.slice(0, 4).map((address) => server.json('PUT', `/api/addresses/${address.id}`, { ...home, isDefault: true }, shopper.auth)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(12).fill(200), ...Array(4).fill(201)].sort());
    const defaults = await server.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, shopper.id), eq(addresses.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it('lets a new shopper’s simultaneous first addresses make only one of them the default', async () => {
    const shopper = await signedInShopper(server.database.db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => server.json<Address>('POST', '/api/addresses', { ...home, addressText: `Street ${index}` }, shopper.auth)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((answer) => answer.body.isDefault)).toHaveLength(1);
  });
});
