// One log line per request, written when the response is ready: its id, method, matched route
// pattern, status and duration. Handlers log through the same request's child logger.
import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { LogMethod, Logger } from './logger';

export type RequestLogVariables = {
  /** This request's logger: every line it writes carries the request id. */
  log: Logger;
};

/** Must run after `requestId()` and before everything else, so that every handler finds `log`. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables & RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const log = childWhenWriting(logger, { requestId: c.get('requestId') });
    c.set('log', log);
    await next();
    // The pattern, never the path: paths carry ids and tokens (a reset link), queries carry search terms.
    const fields = {
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      // Until the response starts: a streamed page may still be writing its body.
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (fields.status >= 500) log.error(fields, 'request failed');
    else if (isStaticFile(c.req.method, c.req.path)) log.debug(fields, 'request completed');
    else log.info(fields, 'request completed');
  };
}

type WritingLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * `logger.child(bindings)`, made when it first writes a line. Most requests write none (below
 * `info`, a request's own line is not written), and making a child (its bindings redacted) costs
 * a sixth of the server's time for an answer it keeps.
 */
function childWhenWriting(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const made = () => (child ??= logger.child(bindings));
  const writer = (level: WritingLevel): LogMethod =>
    ((fields: object | string, message?: string) => {
      if (!logger.isLevelEnabled(level)) return;
      if (typeof fields === 'string') made()[level](fields);
      else made()[level](fields, message);
    }) as LogMethod;
  return {
    debug: writer('debug'),
    info: writer('info'),
    warn: writer('warn'),
    error: writer('error'),
    child: (more) => made().child(more),
    isLevelEnabled: (level) => logger.isLevelEnabled(level),
  };
}

/** Scripts, styles, images and the like: one page view fetches dozens, so they are logged at debug. */
function isStaticFile(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/')) return false;
  return /\.[A-Za-z0-9]+$/.test(path);
}
