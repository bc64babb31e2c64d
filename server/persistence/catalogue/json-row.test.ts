// jsonRow reads a row as a select of the same columns reads it, for the values it is meant for.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../database';
import { jsonRow } from './json-row';

describe('a row read as one JSON value', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  }, 60_000);
  afterAll(() => drop?.());

  const values = sql`(values
    ('Bedouin "Coffee" Set — Classic', 'مبخرة\\فخارية' || chr(10) || '🐪', 9007199254740991::bigint, 0, true, null::text),
    ('', 'ا', -1::bigint, 2147483647, false, 'products/a.svg')
  ) as v(name, name_ar, price, stock, gift, image)`;
  const fields = {
    name: sql<string>`v.name`,
    nameAr: sql<string>`v.name_ar`,
    price: sql<number>`v.price`.mapWith(Number),
    stock: sql<number>`v.stock`,
    gift: sql<boolean>`v.gift`,
    image: sql<string | null>`v.image`,
  };

  it('as a select of its columns reads it: text of any script and escape, integers to 2^53, booleans and nulls', async () => {
    const { db } = database;
    const plain = await db.select(fields).from(values).orderBy(sql`v.stock`);
    const asJson = await db.select({ row: jsonRow(fields) }).from(values).orderBy(sql`v.stock`);
    expect(asJson.map(({ row }) => row)).toEqual(plain);
    expect(plain[1]).toEqual({ name: '', nameAr: 'ا', price: -1, stock: 2147483647, gift: false, image: 'products/a.svg' });
    expect(asJson[0]!.row.nameAr).toBe('مبخرة\\فخارية\n🐪');
  });

  it('keeps the fields in the order they were given, whatever their names', async () => {
    const { db } = database;
    const [read] = await db.select({ row: jsonRow({ z: sql<number>`1`, a: sql<number>`2`, m: sql<string>`'three'` }) }).from(sql`(select 1) as one`);
    expect(Object.entries(read!.row)).toEqual([
      ['z', 1],
      ['a', 2],
      ['m', 'three'],
    ]);
  });
});
