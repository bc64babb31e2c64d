// Mounts a contract operation (src/contract) on the Hono app: checks who may call it, validates
// path parameters, query and JSON body with the operation's own schemas, and answers with its
// status. Handlers receive validated input and a small request context, never raw requests.
import type { Context, Hono } from 'hono';
import type { Operation, OperationInput, OperationResult } from '../../src/contract/operation';
import { validate } from '../../src/contract/validation';
import type { Language } from '../../src/domain/locale';
import type { AuthUser } from '../use-cases/ports';
import type { Services } from '../use-cases/services';
import { ApiError, forbidden, invalidInput, unauthorized } from './errors';
import type { AppEnv } from './env';

export interface RequestContext {
  readonly services: Services;
  readonly language: Language;
  /** The signed-in account; always present for `user` and `seller` operations. */
  readonly user: AuthUser | null;
  readonly requestId: string;
  /** The caller's address, for rate limits. */
  readonly clientAddress: string;
  /** The bearer token of the request, if any (logout needs it). */
  readonly token: string | null;
  header(name: string, value: string): void;
}

export type SignedIn<C extends RequestContext> = C & { readonly user: AuthUser };

export type Handler<O extends Operation> = (
  input: OperationInput<O>,
  context: O['access'] extends 'user' | 'seller' ? SignedIn<RequestContext> : RequestContext,
) => Promise<OperationResult<O>>;

export function mount<O extends Operation>(app: Hono<AppEnv>, operation: O, handler: Handler<O>): void {
  const path = operation.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(operation.method.toUpperCase(), path, async (c) => {
    const context = await requestContext(c);
    if ((operation.access === 'user' || operation.access === 'seller') && !context.user) throw unauthorized('auth.required');
    if (operation.access === 'seller' && context.user?.role !== 'seller') throw forbidden();

    const cacheKey = operation.cacheSeconds && !context.token ? `${context.language} ${c.req.url}` : null;
    const cached = cacheKey ? context.services.responseCache.get(cacheKey) : undefined;
    if (cached !== undefined) return sharedAnswer(c, cached, operation.cacheSeconds!);

    const params = check(operation.params, c.req.param());
    const query = check(operation.query, c.req.query());
    const body = operation.body ? check(operation.body, await readJsonBody(c)) : undefined;
    const input = { params, query, body } as OperationInput<O>;

    const result = await handler(input, context as SignedIn<RequestContext>);
    if (operation.response === null) return c.body(null, 204);
    if (cacheKey) {
      const body = JSON.stringify(result);
      context.services.responseCache.set(cacheKey, body, operation.cacheSeconds!);
      return sharedAnswer(c, body, operation.cacheSeconds!);
    }
    return c.json(result as object, operation.status === 201 || operation.status === 202 ? operation.status : 200);
  });
}

function sharedAnswer(c: Context<AppEnv>, body: string, seconds: number): Response {
  c.header('Cache-Control', `public, max-age=${seconds}`);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

function check(schema: Operation['params'], input: unknown): unknown {
  if (!schema) return undefined;
  const outcome = validate(schema, input);
  if (!outcome.ok) throw invalidInput(outcome.fields);
  return outcome.value;
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'http.unsupportedMediaType');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'http.malformedJson');
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The request as handlers see it: the services, the language and the signed-in account (if any). */
export async function requestContext(c: Context<AppEnv>): Promise<RequestContext> {
  const services = c.get('services');
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;
  const user = token ? await services.authenticator.userFromToken(token) : null;
  return {
    services,
    language: c.get('language'),
    user,
    requestId: c.get('requestId'),
    clientAddress: c.get('clientAddress'),
    token,
    header: (name, value) => c.header(name, value),
  };
}
