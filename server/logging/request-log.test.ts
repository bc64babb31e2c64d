import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { memoryLog } from './memory-log';
import { requestLog, type RequestLogVariables } from './request-log';

/** A small app with the request log in front, as createApp mounts it. */
function loggedApp(level: 'info' | 'debug' = 'debug') {
  const log = memoryLog(level);
  const app = new Hono<{ Variables: RequestIdVariables & RequestLogVariables }>();
  app.use(requestId(), requestLog(log.logger));
  app.get('/api/orders/:id', (c) => {
    c.get('log').info({ orderId: c.req.param('id') }, 'order read');
    return c.json({ id: c.req.param('id') });
  });
  app.post('/api/orders/:id/cancel', () => {
    throw new Error('the ledger is locked');
  });
  app.onError((_error, c) => c.json({ code: 'http.internal' }, 500));
  app.get('*', (c) => c.text('file'));
  return { app, log };
}

describe('one log line per request', () => {
  it('with its id, method, route pattern, status and duration, and nothing of the path or query', async () => {
    const { app, log } = loggedApp('info');
    const response = await app.request('/api/orders/ord_42?email=noura@example.com');

    const requests = log.lines().filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual(
      expect.objectContaining({
        level: 'info',
        requestId: response.headers.get('X-Request-Id'),
        method: 'GET',
        route: '/api/orders/:id',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    expect(requests[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(requests[0])).not.toMatch(/ord_42|noura|\?/);
  });

  it("gives handlers the request's logger, so their lines carry the same id", async () => {
    const { app, log } = loggedApp();
    const response = await app.request('/api/orders/ord_42');
    const id = response.headers.get('X-Request-Id');
    expect(log.lines()).toEqual([
      expect.objectContaining({ requestId: id, orderId: 'ord_42', msg: 'order read' }),
      expect.objectContaining({ requestId: id, route: '/api/orders/:id', msg: 'request completed' }),
    ]);
  });

  it('is an error when the answer is a 5xx, with the route that failed', async () => {
    const { app, log } = loggedApp();
    const response = await app.request('/api/orders/ord_42/cancel', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(log.lines()).toEqual([
      expect.objectContaining({ level: 'error', requestId: response.headers.get('X-Request-Id'), method: 'POST', route: '/api/orders/:id/cancel', status: 500 }),
    ]);
  });

  it("is debug for the storefront's files, so the default level does not list every script and image", async () => {
    const { app, log } = loggedApp('info');
    await app.request('/assets/index-3f9a1c.js');
    await app.request('/en/products');
    expect(log.lines()).toEqual([expect.objectContaining({ level: 'info', route: '/*', status: 200 })]);

    const verbose = loggedApp('debug');
    await verbose.app.request('/assets/index-3f9a1c.js');
    expect(verbose.log.lines()).toEqual([expect.objectContaining({ level: 'debug', route: '/*', status: 200 })]);
  });

  it('makes the request\'s logger only when a line is written: below its level, none is', async () => {
    const log = memoryLog('warn');
    let children = 0;
    const counted = { ...log.logger, child: (bindings: Record<string, unknown>) => (children++, log.logger.child(bindings)), isLevelEnabled: log.logger.isLevelEnabled.bind(log.logger) };
    const app = new Hono<{ Variables: RequestIdVariables & RequestLogVariables }>();
    app.use(requestId(), requestLog(counted as typeof log.logger));
    app.get('/api/quiet', (c) => {
      c.get('log').info('not written at warn');
      return c.text('ok');
    });
    app.get('/api/loud', (c) => {
      c.get('log').warn({ reason: 'stock ran low' }, 'warned');
      return c.text('ok');
    });

    await app.request('/api/quiet');
    expect(children).toBe(0);
    expect(log.lines()).toEqual([]);

    const response = await app.request('/api/loud');
    expect(children).toBe(1);
    expect(log.lines()).toEqual([expect.objectContaining({ level: 'warn', requestId: response.headers.get('X-Request-Id'), reason: 'stock ran low', msg: 'warned' })]);
  });
});
