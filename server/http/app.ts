// The HTTP application: cross-cutting middleware (request ids, one log line per request, security
// headers, the request's language, one translated error shape), the API operations, the language
// redirect at `/`, and the built storefront with its SPA fallback.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../src/contract/common';
import { SYSTEM_SCHEME_SCRIPT } from '../../src/domain/colour-scheme';
import { LOCALE_COOKIE, parseAcceptLanguage, resolveLanguage, type Language } from '../../src/domain/locale';
import { formatMoney, formatNumber } from '../../src/domain/money-format';
import { displayedBounds } from '../../src/domain/validation';
import { MoyasarGateway } from '../adapters/moyasar-gateway';
import { moyasarGatewayPages } from '../adapters/moyasar-gateway-pages';
import { SandboxGateway } from '../adapters/sandbox-gateway';
import { sandboxGatewayPages } from '../adapters/sandbox-gateway-pages';
import { AccountClosed } from '../use-cases/accounts/accounts-repository';
import type { IdentityConfig } from '../../src/contract/accounts';
import type { Services } from '../use-cases/services';
import { compressResponses } from './compression';
import type { AppEnv } from './env';
import { ApiError, unauthorized, type FieldMessages } from './errors';
import { isUploadRequest } from './routes/seller-media';
import { languageOfRequest, translatorFor } from '../use-cases/messages';
import { registerRoutes } from './routes';
import { staticAssets } from './static-assets';
import type { Logger } from '../logging/logger';
import { isDatabaseBusy, pingDatabase } from '../persistence/health';
import { requestLog } from '../logging/request-log';
import { PGLITE_TURNS, turnTaking } from './database-turns';

export type { AppEnv } from './env';

export interface AppDependencies {
  readonly services: Services;
  /** The built storefront (index.html and assets/). */
  readonly staticDir: string;
  /** Where requests and failures are logged; JSON lines on standard output at `info` unless given. */
  readonly logger?: Logger;
  /** Trust X-Forwarded-For for the client address (behind a load balancer). */
  readonly trustProxy?: boolean;
  /**
   * The storefront's server renderer (the built rendering bundle, which the composition root
   * loads), given this app's own API to call in-process. Without it pages are rendered in the browser.
   */
  readonly pages?: (api: (request: Request) => Promise<Response>) => PageRenderer;
}

/** Answers a page request with HTML, or with a redirect decided by the storefront's route guards. */
export type PageRenderer = (request: Request) => Promise<Response>;

/** The largest JSON body the API accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp({ services, staticDir, logger = services.log, trustProxy = false, pages }: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId(), requestLog(logger));
  app.use(compressResponses());
  app.use(secureHeaders(securityHeaders(services.identityConfig)));
  app.use('/api/*', async (c, next) => {
    c.set('services', services);
    c.set('language', languageOfRequest(c.req.header('Accept-Language')));
    c.set('clientAddress', clientAddress(c, trustProxy));
    await next();
    // API answers are per-shopper unless a route says otherwise. Set on the answer's own headers:
    // c.header() on a finished answer would rebuild it as a stream, which costs a request a tenth
    // of its time on the server.
    const headers = c.res.headers;
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    headers.set('Vary', 'Accept-Language, Authorization');
  });
  // Uploaded pictures are read from the database.
  app.use('/media/*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  if (services.databaseKind === 'pglite') app.use('/api/*', turnTaking(PGLITE_TURNS));
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw new ApiError(413, 'http.payloadTooLarge'); } });
  // Only requests that may carry a body: asking a GET for its body builds the whole web Request.
  // Uploads are not JSON: their routes have a limit of their own (routes/seller-media.ts).
  app.use('/api/*', (c, next) => (BODILESS_METHODS.has(c.req.method) || isUploadRequest(c.req.method, c.req.path) ? next() : limitBody(c, next)));
  app.onError(handleError(logger));
  app.notFound((c) => failure(c, new ApiError(404, 'http.notFound', { path: c.req.path })));

  app.get('/api/health', async (c) => {
    try {
      await pingDatabase(services.db);
    } catch (error) {
      c.get('log').error({ err: error }, 'health check: the database does not answer');
      return failure(c, new ApiError(503, 'http.unavailable'));
    }
    return c.json({ status: 'ok', database: services.databaseKind });
  });

  registerRoutes(app);
  mountGatewayPages(app, services, logger);

  app.get('/', (c) => {
    const language = resolveLanguage(getCookie(c, LOCALE_COOKIE), parseAcceptLanguage(c.req.header('Accept-Language')));
    c.header('Vary', 'Cookie, Accept-Language');
    return c.redirect(`/${language}${new URL(c.req.url).search}`, 302);
  });

  app.get('*', storefront(resolve(staticDir), pages?.(async (request) => app.fetch(request))));
  return app;
}

/** The card pages a gateway needs this server to serve: the sandbox's card and 3-D Secure steps, Moyasar's tokenizing form. */
function mountGatewayPages(app: Hono<AppEnv>, services: Services, logger: Logger): void {
  const gateway = services.paymentGateway;
  if (gateway instanceof SandboxGateway) {
    app.route('/', sandboxGatewayPages(gateway, { clock: services.clock, publicUrl: services.publicUrl }));
  } else if (gateway instanceof MoyasarGateway) {
    app.route('/', moyasarGatewayPages(gateway, logger));
  }
}

function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

const SELF = "'self'";
/** The one inline script a page may run, by its hash: the head's, which turns a page that follows the system dark before it is painted. */
export const SYSTEM_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SYSTEM_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * What Firebase Authentication's browser SDK reaches when social sign-in is configured: Google's
 * iframe loader (apis.google.com), the auth domain's helper frame and the identity APIs, or the
 * emulator's origin for both when the server is set up for the emulator. Nothing without it.
 */
export function identitySources({ firebase }: IdentityConfig): { script: string[]; frame: string[]; connect: string[] } {
  if (firebase === null) return { script: [], frame: [], connect: [] };
  if (firebase.emulatorUrl !== null) {
    const emulator = new URL(firebase.emulatorUrl).origin;
    return { script: [GOOGLE_SCRIPTS], frame: [emulator], connect: [emulator] };
  }
  return { script: [GOOGLE_SCRIPTS], frame: [`https://${firebase.authDomain}`], connect: [...FIREBASE_AUTH_APIS] };
}

const GOOGLE_SCRIPTS = 'https://apis.google.com';
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

function securityHeaders(identity: IdentityConfig): Parameters<typeof secureHeaders>[0] {
  const sources = identitySources(identity);
  return {
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF, SYSTEM_SCHEME_SCRIPT_SOURCE, ...sources.script],
      // Mantine writes its theme variables and responsive styles into <style> elements at run time.
      styleSrc: [SELF, "'unsafe-inline'"],
      fontSrc: [SELF, 'data:'],
      imgSrc: [SELF, 'data:'],
      connectSrc: [SELF, ...sources.connect],
      frameSrc: [SELF, ...sources.frame],
      objectSrc: ["'none'"],
      baseUri: [SELF],
      formAction: [SELF],
      frameAncestors: [SELF],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Social sign-in opens the provider in a popup that must be able to report back.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // A page that must talk to another origin (a gateway's card tokenization) sets its own policy.
    overwrite: false,
  };
}

const languageOf = (c: Context<AppEnv>): Language =>
  c.get('language') ?? languageOfRequest(c.req.header('Accept-Language'));

/** The one error shape, translated into the request's language. */
export function failure(c: Context<AppEnv>, error: ApiError): Response {
  const t = translatorFor(languageOf(c));
  const body: ErrorBody = { code: error.code, message: t(error.code, { ...error.params, defaultValue: t('http.error') }) };
  if (error.fields) body.fields = translateFields(languageOf(c), error.fields);
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(body, error.status);
}

function translateFields(language: Language, fields: FieldMessages): Record<string, string[]> {
  const t = translatorFor(language);
  return Object.fromEntries(
    Object.entries(fields).map(([path, messages]) => [
      path,
      messages.map(({ key, params }) => {
        const field = String(params.field ?? path);
        const bounds = displayedBounds(params, { number: (value) => formatNumber(value, language), money: (halalas) => formatMoney(halalas, language) });
        return t(key, { ...params, ...bounds, field: t([`fields.${field}`, `seller-fields.${field}`], { defaultValue: field }) });
      }),
    ]),
  );
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

/** How long a client is asked to wait when every database connection is taken. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Expected failures keep their status and code; anything else is logged and answered without internals. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    if (error instanceof ApiError) return failure(c, error);
    // Signed in when the request began, deleted before its turn: the session is gone with the account.
    if (error instanceof AccountClosed) return failure(c, unauthorized('auth.required'));
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, new ApiError(error.status as ContentfulStatusCode, codeOfStatus[error.status] ?? 'http.error'));
    }
    const id = c.get('requestId');
    if (isDatabaseBusy(error)) {
      // Saturated, not broken: the client is told when to come back, and its retry policy does.
      (c.get('log') ?? logger.child({ requestId: id })).warn({ method: c.req.method, route: routePath(c) }, 'database busy: answered 503');
      return failure(c, new ApiError(503, 'http.unavailable', {}, undefined, BUSY_RETRY_AFTER_SECONDS));
    }
    // The request's logger, unless the failure came before the middleware that sets it.
    const log = c.get('log') ?? logger.child({ requestId: id });
    log.error({ err: error, method: c.req.method, route: routePath(c) }, 'unexpected error');
    const t = translatorFor(languageOf(c));
    const body: ErrorBody = { code: 'http.internal', message: t('http.internal'), requestId: id };
    return c.json(body, 500);
  };
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

const NOT_BUILT =
  'The storefront has not been built: run `npm run build` (or `npm start`, which builds it), then reload.';

/**
 * Files of the built storefront. Hashed files under /assets/ never change, so browsers keep them
 * for a year; everything else (index.html, latest.json, the service worker) is revalidated.
 * Any other GET outside /api is a storefront route (/en, /ar/products/…): the server renders it,
 * or, without a renderer, answers index.html for the browser to render.
 */
function storefront(root: string, render: PageRenderer | undefined): MiddlewareHandler<AppEnv> {
  const indexFile = join(root, 'index.html');
  const files = staticAssets(root);

  return async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // Checked per request so that a build made while the server runs is picked up.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT, 503);
    const file = await files(c, async () => {});
    if (file) return file;
    // A missing hashed asset is a 404: answering HTML there would break the page in confusing ways.
    if (c.req.path.startsWith('/assets/')) return c.notFound();
    if (render !== undefined) return render(c.req.raw);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  };
}
