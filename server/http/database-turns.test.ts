// Requests to the embedded database take turns: one at a time, first come first served, each
// turn in a pass of the event loop of its own; a request that waits too long is told to retry.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { memoryLog } from '../logging/memory-log';
import { handleError } from './app';
import { turnTaking, type Turns } from './database-turns';
import type { AppEnv } from './env';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An app whose one route takes `workMs` (or what the query says), recording when each request ran. */
function appTakingTurns(turns: Turns, workMs = 20) {
  const log = memoryLog('warn');
  const ran: { name: string; started: number; ended: number }[] = [];
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('log', log.logger);
    await next();
  });
  app.use(turnTaking(turns));
  app.onError(handleError(log.logger));
  let gate: Promise<void> = Promise.resolve();
  const closeGate = () => {
    let open!: () => void;
    gate = new Promise((opened) => (open = opened));
    return open;
  };
  app.get('/gated', async (c) => {
    await gate;
    return c.json({ done: 'gated' });
  });
  app.get('/work/:name', async (c) => {
    const started = performance.now();
    // As the embedded database runs a query: on the event loop, without giving it back.
    if (c.req.query('busy')) while (performance.now() - started < Number(c.req.query('busy')));
    else await sleep(Number(c.req.query('ms') ?? workMs));
    ran.push({ name: c.req.param('name'), started, ended: performance.now() });
    return c.json({ done: c.req.param('name') });
  });
  return { app, ran, log, closeGate };
}

describe('turns at the embedded database', () => {
  it('serve requests one at a time, in the order they came', async () => {
    const { app, ran } = appTakingTurns({ waitMs: 5_000, holdMs: 1_000 });

    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((name) => app.request(`/work/${name}`)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(ran.map((run) => run.name)).toEqual(['a', 'b', 'c', 'd']);
    for (let i = 1; i < ran.length; i++) expect(ran[i]!.started).toBeGreaterThanOrEqual(ran[i - 1]!.ended);
  });

  it('start each turn in a pass of the event loop of its own, so nothing waiting on the loop is held up for the whole queue', async () => {
    const { app } = appTakingTurns({ waitMs: 5_000, holdMs: 1_000 });
    const passes: string[] = [];
    const requests = ['a', 'b', 'c'].map((name) => Promise.resolve(app.request(`/work/${name}?busy=5`)).then(() => passes.push(name)));
    // Queued after the requests: it runs before the second turn starts, not after the last one ends.
    setImmediate(() => passes.push('loop'));

    await Promise.all(requests);

    expect(passes).toEqual(['a', 'loop', 'b', 'c']);
  });

  it('answer 503 in the language asked, with Retry-After, to a request whose turn does not come in time', async () => {
    const { app, log } = appTakingTurns({ waitMs: 50, holdMs: 1_000 }, 200);

    const [first, second] = await Promise.all([app.request('/work/slow'), app.request('/work/late', { headers: { 'Accept-Language': 'ar' } })]);

    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.headers.get('Retry-After')).toBe('1');
    expect(await second.json()).toEqual({ code: 'http.unavailable', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'database busy: no turn came, answered 503', path: '/work/late' }));
  });

  it('let the next request start when a turn is held longer than holdMs, and the one after it in turn', async () => {
    const { app, ran } = appTakingTurns({ waitMs: 5_000, holdMs: 30 });

    await Promise.all([app.request('/work/gateway?ms=300'), app.request('/work/b?ms=10'), app.request('/work/c?ms=10')]);

    const byName = Object.fromEntries(ran.map((run) => [run.name, run]));
    expect(byName.b!.ended).toBeLessThan(byName.gateway!.ended);
    expect(byName.c!.started).toBeGreaterThanOrEqual(byName.b!.ended);
  });

  it('hand the turn over for good: a time-out due at the same moment as the hand-over cannot take it back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    try {
      const { app, closeGate } = appTakingTurns({ waitMs: 30, holdMs: 1_000 });
      const openGate = closeGate();
      const first = app.request('/gated');
      await vi.advanceTimersByTimeAsync(0);
      // Due at 30 ms, like the second request's time-out, and set before it: it fires first.
      setTimeout(openGate, 30);
      const second = app.request('/work/second?busy=1');
      await vi.advanceTimersByTimeAsync(30);
      await vi.runAllTimersAsync();

      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
      const third = app.request('/work/third?busy=1');
      await vi.runAllTimersAsync();
      expect((await third).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
