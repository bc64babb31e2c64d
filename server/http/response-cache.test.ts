// Guests share catalogue and content answers for a few seconds; signed-in shoppers never do.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_CACHE_SECONDS } from '../../src/contract/operation';
import { faqs } from '../persistence/schema';
import { ResponseCache } from './response-cache';
import { signedInShopper } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let now = new Date('2026-11-22T10:00:00Z');
let server: TestServer;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;

beforeAll(async () => {
  server = await startTestServer({
    services: () => ({ clock: { now: () => now } }),
    prepare: async ({ db }) => {
      await db.insert(faqs).values({ id: 1, questionEn: 'How long?', questionAr: 'كم المدة؟', answerEn: 'Three days.', answerAr: 'ثلاثة أيام.', sortOrder: 1 });
    },
  });
  shopper = await signedInShopper(server.database.db);
}, 60_000);
afterAll(() => server.close());

const answerOf = async (headers: Record<string, string> = {}) =>
  ((await server.json<{ answer: string }[]>('GET', '/api/faqs', undefined, headers)).body[0]?.answer ?? '');

describe('the shared answer cache', () => {
  it('answers guests from the cache within its lifetime, and afresh after it', async () => {
    expect(await answerOf()).toBe('Three days.');
    await server.database.db.update(faqs).set({ answerEn: 'Two days.' }).where(eq(faqs.id, 1));

    expect(await answerOf()).toBe('Three days.');
    now = new Date(now.getTime() + SHARED_CACHE_SECONDS * 1000 + 1);
    expect(await answerOf()).toBe('Two days.');
  });

  it('keeps each language apart and says how long the answer may be kept', async () => {
    const response = await server.request('/api/faqs', { headers: { 'Accept-Language': 'ar' } });
    expect(response.headers.get('Cache-Control')).toBe(`public, max-age=${SHARED_CACHE_SECONDS}`);
    expect(((await response.json()) as { answer: string }[])[0]?.answer).toBe('ثلاثة أيام.');
  });

  it('always answers a signed-in shopper afresh', async () => {
    await server.database.db.update(faqs).set({ answerEn: 'One day.' }).where(eq(faqs.id, 1));
    expect(await answerOf(shopper.auth)).toBe('One day.');
  });

  it('forgets everything when cleared (after a sale changes stock)', async () => {
    expect(await answerOf()).not.toBe('One day.');
    server.services.responseCache.clear();
    expect(await answerOf()).toBe('One day.');
  });

  it('tells the other processes when cleared, and not again when they told it', () => {
    const cache = new ResponseCache({ now: () => now });
    let told = 0;
    cache.announceClearsTo(() => (told += 1));
    cache.set('a', '1', 5);
    cache.clearAnnounced();
    expect([cache.get('a'), told]).toEqual([undefined, 0]);
    cache.set('a', '1', 5);
    cache.clear();
    expect([cache.get('a'), told]).toEqual([undefined, 1]);
  });
});
