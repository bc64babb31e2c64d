// Malformed input never breaks the server and never changes data: every operation of the
// contract gets random bodies, queries and path parameters (fast-check), as a guest and as a
// signed-in shopper. Bodies that happen to be valid are left out, so every request sent must
// be refused with a 4xx, and the whole database must read the same afterwards.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { Operation } from '../../src/contract/operation';
import { allOperations } from '../../src/contract/operations';
import { aRegistration, signedInShopper } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signedInShopper(server.database.db));
}, 60_000);
afterAll(() => server.close());

/** A fingerprint of every row of every table. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await server.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: name } of tables as { table_name: string }[]) {
    const { rows } = await server.database.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as f from "${name}" t`),
    );
    fingerprint[name] = String(rows[0]?.f);
  }
  return fingerprint;
}

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '../../etc/passwd', "' or 1=1 --", '%00', '\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\u0085', '<script>alert(1)</script>', 'سدو', '\u202e', '9'.repeat(400)),
);

const pathParams = (operation: Operation) =>
  fc.record(
    Object.fromEntries(
      [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, fc.oneof(weirdText, fc.uuid())]),
    ),
  );

const queryOf = fc.dictionary(fc.oneof(fc.constantFrom('page', 'pageSize', 'q', 'sort', 'priceFrom', 'priceTo', 'category', 'freeShipping'), fc.string({ maxLength: 12 })), weirdText, { maxKeys: 5 });

const bodyOf = (operation: Operation) =>
  fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.object({ maxDepth: 2 }),
      // The operation's own keys with values of the wrong kind, the most likely near-miss.
      fc.record(Object.fromEntries(keysOf(operation.body).map((key) => [key, fc.jsonValue({ maxDepth: 1 })])), { requiredKeys: [] }),
    )
    .filter((body) => !operation.body || !v.safeParse(operation.body, body).success);

function keysOf(schema: Operation['body']): string[] {
  const entries = (schema as { entries?: Record<string, unknown>; wrapped?: { entries?: Record<string, unknown> } } | undefined);
  return Object.keys(entries?.entries ?? entries?.wrapped?.entries ?? {});
}

function urlOf(operation: Operation, params: Record<string, string>, query: Record<string, string>): string {
  // A URL is UTF-8: half a surrogate pair cannot be written in one (URLSearchParams makes it U+FFFD too).
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((params[name] ?? '').toWellFormed()));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const mutating = (operation: Operation) => operation.method !== 'get';

/** An action with no input at all (logout) has nothing malformed to send: only a guest tries it. */
const takesInput = (operation: Operation) => Boolean(operation.body || operation.query || operation.path.includes('{'));

describe('random malformed input', () => {
  it.each(allOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s answers 4xx or a normal answer, never a 500, and changes nothing',
    async (_, operation) => {
      const before = await databaseFingerprint();
      await fc.assert(
        fc.asyncProperty(pathParams(operation), queryOf, bodyOf(operation), fc.boolean(), fc.boolean(), async (params, query, body, signedIn, rawText) => {
          const headers: Record<string, string> = { 'Accept-Language': 'ar' };
          if (signedIn && (takesInput(operation) || !mutating(operation))) headers.Authorization = `Bearer ${token}`;
          let payload: string | undefined;
          if (mutating(operation)) {
            headers['Content-Type'] = 'application/json';
            payload = rawText ? JSON.stringify(body).slice(0, -1) : JSON.stringify(body);
          }
          const response = await server.request(urlOf(operation, params, query), { method: operation.method.toUpperCase(), headers, body: payload });
          const text = await response.text();
          expect(response.status, `${operation.method} ${urlOf(operation, params, query)} ${payload ?? ''} → ${text}`).toBeLessThan(500);
          if (response.status >= 400) {
            const error = JSON.parse(text) as { code: string; message: string };
            expect(typeof error.code).toBe('string');
            expect(error.message).not.toBe('');
          }
          if (mutating(operation)) expect(response.status, text).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 25 },
      );
      expect(await databaseFingerprint()).toEqual(before);
    },
    120_000,
  );
});

describe('an unwritable character in an otherwise valid request', () => {
  const NUL = 'a\u0000b';
  const cases: readonly (readonly [string, string, string, object | undefined, string])[] = [
    ['product search', 'GET', `/api/search/products?q=${encodeURIComponent(NUL)}`, undefined, 'q'],
    ['store search', 'GET', `/api/search/sellers?q=${encodeURIComponent(NUL)}`, undefined, 'q'],
    ['registration', 'POST', '/api/auth/register', aRegistration('nul@herfa.test', { fullName: `Sara ${NUL}` }), 'fullName'],
    ['forgotten password', 'POST', '/api/auth/forgot-password', { email: `sara${NUL}@herfa.test` }, 'email'],
    ['newsletter', 'POST', '/api/newsletter', { email: `sara\ud800@herfa.test` }, 'email'],
    ['a new address', 'POST', '/api/addresses', { regionId: 'riyadh', cityId: 'riyadh-city', country: 'SA', addressText: `King Fahd Road ${NUL}` }, 'addressText'],
    ['an order cancelled', 'POST', '/api/orders/HRF-000001/cancel', { reason: `Changed my mind ${NUL}` }, 'reason'],
  ];

  it.each(cases)('%s answers 400 naming the field, translated, and changes nothing', async (_, method, path, body, field) => {
    const before = await databaseFingerprint();
    const answer = await server.json<ErrorBody>(method, path, body, { 'Accept-Language': 'ar', Authorization: `Bearer ${token}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('http.invalidInput');
    expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    expect(answer.body.fields?.[field]?.[0]).toMatch(/غير صالح/);
    expect(await databaseFingerprint()).toEqual(before);
  });
});
