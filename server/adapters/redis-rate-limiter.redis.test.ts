// The Redis rate limiter against the Redis server in TEST_REDIS_URL: the same fixed-window
// behaviour as the in-memory one, atomic under concurrent attempts, and shared by several
// server processes (here, limiters on separate connections).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../../src/contract/content';
import { EMBEDDED_ADAPTERS, createServices } from '../composition';
import { startTestServer } from '../testing/test-server';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { KEY_PREFIX, RedisRateLimiter } from './redis-rate-limiter';
import { silentLogger } from '../logging/memory-log';

function redisTestUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error('TEST_REDIS_URL is not set: e.g. TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project postgres server/adapters/redis-rate-limiter.redis.test.ts');
  }
  return url;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let processA: RedisRateLimiter;
let processB: RedisRateLimiter;
let inspector: Redis;
/** Keys of this run only, so parallel runs and leftovers never meet. */
const run = randomBytes(6).toString('hex');
const key = (name: string) => `test:${run}:${name}`;

beforeAll(() => {
  const url = redisTestUrl();
  processA = RedisRateLimiter.connect(url, silentLogger());
  processB = RedisRateLimiter.connect(url, silentLogger());
  inspector = new Redis(url);
});
afterAll(async () => {
  const leftovers = await inspector.keys(`${KEY_PREFIX}test:${run}:*`);
  if (leftovers.length > 0) await inspector.del(...leftovers);
  await Promise.all([processA?.close(), processB?.close(), inspector?.quit()]);
});

describe('RedisRateLimiter', () => {
  it('allows `limit` attempts in a window and refuses the next, saying how long until the window ends', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await processA.hit(key('window'), 3, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    }
    const refused = await processA.hit(key('window'), 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('stores its counters under herfa:rl: with the window as their expiry', async () => {
    await processA.hit(key('stored'), 5, 30_000);
    expect(await inspector.get(`${KEY_PREFIX}${key('stored')}`)).toBe('1');
    const ttl = await inspector.pttl(`${KEY_PREFIX}${key('stored')}`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it('shares one counter between server processes', async () => {
    expect((await processA.hit(key('shared'), 3, 60_000)).allowed).toBe(true);
    expect((await processB.hit(key('shared'), 3, 60_000)).allowed).toBe(true);
    expect((await processA.hit(key('shared'), 3, 60_000)).allowed).toBe(true);
    expect((await processB.hit(key('shared'), 3, 60_000)).allowed).toBe(false);
    expect((await processA.hit(key('shared'), 3, 60_000)).allowed).toBe(false);
  });

  it('takes back one attempt on forgive, keeping the expiry, never below none', async () => {
    await processA.hit(key('forgive'), 2, 30_000);
    await processA.hit(key('forgive'), 2, 30_000);
    await processB.forgive(key('forgive'));
    expect(await inspector.get(`${KEY_PREFIX}${key('forgive')}`)).toBe('1');
    expect(await inspector.pttl(`${KEY_PREFIX}${key('forgive')}`)).toBeGreaterThan(25_000);
    for (let time = 0; time < 3; time++) await processA.forgive(key('forgive'));
    expect(await inspector.get(`${KEY_PREFIX}${key('forgive')}`)).toBe('0');
    await processA.forgive(key('never-hit'));
    expect(await inspector.exists(`${KEY_PREFIX}${key('never-hit')}`)).toBe(0);
  });

  it('counts atomically: of many simultaneous attempts from two processes, exactly `limit` are allowed', async () => {
    const attempts = Array.from({ length: 60 }, (_, index) => (index % 2 === 0 ? processA : processB).hit(key('burst'), 10, 60_000));
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });

  it('starts a new window once the old one has passed', async () => {
    await processA.hit(key('expiry'), 1, 300);
    expect((await processB.hit(key('expiry'), 1, 300)).allowed).toBe(false);
    await sleep(400);
    expect(await processB.hit(key('expiry'), 1, 300)).toEqual({ allowed: true, retryAfterMs: 0 });
  });

  it('counts each key on its own, and forgets a key for every process on reset', async () => {
    await processA.hit(key('reset'), 1, 60_000);
    expect((await processA.hit(key('other'), 1, 60_000)).allowed).toBe(true);
    expect((await processB.hit(key('reset'), 1, 60_000)).allowed).toBe(false);
    await processA.reset(key('reset'));
    expect((await processB.hit(key('reset'), 1, 60_000)).allowed).toBe(true);
  });

  it('gives a counter left without an expiry one, instead of counting it forever', async () => {
    await inspector.set(`${KEY_PREFIX}${key('no-expiry')}`, '7');
    expect((await processA.hit(key('no-expiry'), 3, 60_000)).allowed).toBe(false);
    expect(await inspector.pttl(`${KEY_PREFIX}${key('no-expiry')}`)).toBeGreaterThan(0);
  });
});

describe('with REDIS_URL configured', () => {
  it('the composition root counts attempts in Redis, and in memory without it', async () => {
    const database = { db: {} as never, kind: 'pglite' as const };
    const configured = createServices(database, {}, { ...EMBEDDED_ADAPTERS, redisUrl: redisTestUrl() });
    expect(configured.rateLimiter).toBeInstanceOf(RedisRateLimiter);
    await (configured.rateLimiter as RedisRateLimiter).close();
    expect(createServices(database).rateLimiter).toBeInstanceOf(MemoryRateLimiter);
  });

  it('two servers share the contact form limit of one address', async () => {
    const servers = await Promise.all([1, 2].map(() => startTestServer({ services: () => ({ rateLimiter: RedisRateLimiter.connect(redisTestUrl(), silentLogger()) }) })));
    const limitKey = 'contact:127.0.0.1';
    await processA.reset(limitKey);
    try {
      const message = { name: 'Sara', email: 'sara@example.sa', subject: 'Hello', message: 'A message long enough.' };
      const statuses = [];
      for (let attempt = 0; attempt <= CONTACT_LIMIT.attempts; attempt++) {
        statuses.push((await servers[attempt % 2]!.json('POST', '/api/contact', message)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await processA.reset(limitKey);
      for (const server of servers) {
        await (server.services.rateLimiter as RedisRateLimiter).close();
        await server.close();
      }
    }
  }, 60_000);
});
