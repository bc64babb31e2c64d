// Several server processes (SERVER_PROCESSES=2) as an operator runs them, on the PostgreSQL server
// of TEST_DATABASE_URL and the Redis server of TEST_REDIS_URL: one URL printed once all listen,
// a guest answer dropped by one process (a store's new description) is dropped by the other too,
// and SIGTERM to the first process stops them all. Each guest request below comes on a connection
// of its own, which the first process hands to the next request process in turn.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SellerDetail } from '../src/contract/catalogue';
import { createPostgresDatabase } from './testing/test-database';

let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let server: ChildProcess | undefined;
let output = '';
let base = '';

const STORE = 'sadu-house-hail';
const SELLER = { email: 'sadu-house-hail@sellers.herfa.test', password: 'Herfa@2026' };

function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: e.g. TEST_REDIS_URL=redis://127.0.0.1:6379 npm run test:pg');
  return url;
}

beforeAll(async () => {
  created = await createPostgresDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: created.url, REDIS_URL: redisUrl(), SERVER_PROCESSES: '2', PORT: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'error', OUTBOX_PRINT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 60_000 && base === ''; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    base = /Herfa is running at (http:\/\/localhost:\d+)/.exec(output)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (base === '') throw new Error(`the server did not start: ${output}`);
}, 90_000);

afterAll(async () => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  await created?.drop();
});

/** A guest's GET on a connection of its own. */
const guestGet = (path: string): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve, reject) => {
    get(`${base}${path}`, { agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    }).on('error', reject);
  });

/** The store's English description, as four guests in a row see it. */
const descriptionsSeen = async (): Promise<string[]> => {
  const seen: string[] = [];
  for (let guest = 0; guest < 4; guest++) {
    const { status, body } = await guestGet(`/api/sellers/${STORE}`);
    expect(status).toBe(200);
    seen.push((body as SellerDetail).description);
  }
  return seen;
};

async function signedIn<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

it('prints one URL once both processes listen', () => {
  expect(output.match(/Herfa is running at/g)).toHaveLength(1);
});

it("drops a guest answer in every process when one of them changes what it shows", async () => {
  const before = await descriptionsSeen();
  expect(new Set(before).size).toBe(1);

  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(SELLER) });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const { vatNumber } = await signedIn<{ vatNumber: string }>('GET', '/api/seller/store', token);
  const changed = 'Sadu weaving from Hail, now with a workshop open to visitors.';
  await signedIn('PUT', '/api/seller/store', token, { descriptionEn: changed, descriptionAr: 'نسيج السدو من حائل، ومشغل مفتوح للزوار.', vatNumber });

  // The other process heard of it from the first one: no guest sees the old description.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await descriptionsSeen()).toEqual([changed, changed, changed, changed]);
});

it('stops every process on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  server!.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect(guestGet('/api/health')).rejects.toThrow();
}, 20_000);
