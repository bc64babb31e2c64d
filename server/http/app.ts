// The HTTP application: cross-cutting middleware (request ids, security headers, one error shape),
// the API routes, the language redirect at `/`, and the built storefront with its SPA fallback.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LOCALE_COOKIE, parseAcceptLanguage, resolveLanguage } from '../../src/domain/locale';
import type { Database } from '../persistence/database';

export type AppEnv = { Variables: RequestIdVariables };

export interface AppDependencies {
  readonly database: Pick<Database, 'db' | 'kind'>;
  /** The built storefront (index.html and assets/). */
  readonly staticDir: string;
  /** Where failures are reported; the console unless a test passes its own. */
  readonly logger?: Pick<Console, 'error'>;
}

/** The body of every failed response. `code` is stable and will be the i18n key of `message`. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly requestId?: string;
}

export function createApp({ database, staticDir, logger = console }: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId(), secureHeaders(securityHeaders));
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-shopper unless a route says otherwise.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.onError(handleError(logger));
  app.notFound((c) => failure(c, 404, 'http.notFound', `Nothing is found at ${c.req.path}.`));

  app.get('/api/health', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      logger.error(`[${c.get('requestId')}] health check: the database does not answer`, error);
      return failure(c, 503, 'http.unavailable', 'The database is not available.');
    }
    return c.json({ status: 'ok', database: database.kind });
  });

  app.get('/', (c) => {
    const language = resolveLanguage(getCookie(c, LOCALE_COOKIE), parseAcceptLanguage(c.req.header('Accept-Language')));
    c.header('Vary', 'Cookie, Accept-Language');
    return c.redirect(`/${language}${new URL(c.req.url).search}`, 302);
  });

  app.get('*', storefront(resolve(staticDir)));
  return app;
}

const SELF = "'self'";

const securityHeaders: Parameters<typeof secureHeaders>[0] = {
  contentSecurityPolicy: {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    // Mantine writes its theme variables and responsive styles into <style> elements at run time.
    styleSrc: [SELF, "'unsafe-inline'"],
    fontSrc: [SELF, 'data:'],
    imgSrc: [SELF, 'data:'],
    connectSrc: [SELF],
    objectSrc: ["'none'"],
    baseUri: [SELF],
    formAction: [SELF],
    frameAncestors: [SELF],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Social sign-in opens the provider in a popup that must be able to report back.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
};

export function failure(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ code, message } satisfies ErrorBody, status);
}

const codeOfStatus: Readonly<Partial<Record<number, string>>> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  413: 'http.payloadTooLarge',
  415: 'http.unsupportedMediaType',
  429: 'http.tooManyRequests',
  503: 'http.unavailable',
};

/** Deliberate HTTP errors keep their status; anything else is logged and answered without internals. */
export function handleError(logger: Pick<Console, 'error'>) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof HTTPException && error.status < 500) {
      const code = codeOfStatus[error.status] ?? 'http.error';
      return failure(c, error.status, code, error.message || 'The request cannot be served.');
    }
    const id = c.get('requestId');
    logger.error(`[${id}] ${c.req.method} ${c.req.path} failed`, error);
    const body: ErrorBody = { code: 'http.internal', message: 'Internal Server Error', requestId: id };
    return c.json(body, 500);
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const NOT_BUILT =
  'The storefront has not been built: run `npm run build` (or `npm start`, which builds it), then reload.';

/**
 * Files of the built storefront. Hashed files under /assets/ never change, so browsers keep them
 * for a year; everything else (index.html, latest.json, the service worker) is revalidated.
 * Any other GET outside /api is a storefront route (/en, /ar/products/…): it gets index.html.
 */
function storefront(root: string): MiddlewareHandler<AppEnv> {
  const indexFile = join(root, 'index.html');
  let files: MiddlewareHandler<AppEnv> | undefined; // made once the build exists: serveStatic warns about a missing root

  return async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Checked per request so that a build made while the server runs is picked up.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT, 503);
    files ??= serveStatic<AppEnv>({ root });
    const file = await files(c, async () => {});
    if (file) {
      file.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return file;
    }
    // A missing hashed asset is a 404: answering HTML there would break the page in confusing ways.
    if (c.req.path.startsWith('/assets/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  };
}
