// One API operation described once — method, path, who may call it, and the valibot schemas of
// its path parameters, query, body and answer — so the server validates with exactly what the
// browser's gateways send, and the OpenAPI document is generated from the same objects.
import type * as v from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** public: anyone; optional: the shopper when signed in; user: a signed-in account; seller: a seller account. */
export type Access = 'public' | 'optional' | 'user' | 'seller';

type AnySchema = v.GenericSchema<unknown, unknown>;

export interface Operation {
  /** Unique, camelCase: the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Under /api, with path parameters in braces: /api/products/{slug}. */
  readonly path: `/api${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** The success answer's schema; null for 204 No Content. */
  readonly response: AnySchema | null;
  /** The success status; 200 unless given (201 for creations, 202 for a request that waits on the caller, 204 when response is null). */
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * For answers that are the same for every guest (catalogue, content): how long one may be
   * reused. A signed-in shopper's request is always answered afresh.
   */
  readonly cacheSeconds?: number;
}

/** How long guests' catalogue and content answers are shared: short enough that stock and prices stay current. */
export const SHARED_CACHE_SECONDS = 5;

export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type OutputOf<S> = S extends v.GenericSchema<unknown, infer Output> ? Output : undefined;
type InputOfSchema<S> = S extends v.GenericSchema<infer Input, unknown> ? Input : undefined;

/** What a server handler receives: validated and transformed values. */
export interface OperationInput<O extends Operation> {
  readonly params: OutputOf<O['params']>;
  readonly query: OutputOf<O['query']>;
  readonly body: OutputOf<O['body']>;
}

/** What a handler answers (and a browser gateway receives). */
export type OperationResult<O extends Operation> = O['response'] extends AnySchema ? v.InferInput<O['response']> : void;

/** What a browser gateway sends. */
export interface OperationRequest<O extends Operation> {
  readonly params: InputOfSchema<O['params']>;
  readonly query: InputOfSchema<O['query']>;
  readonly body: InputOfSchema<O['body']>;
}

/** The path with its parameters filled in: /api/products/{slug} → /api/products/sadu-cushion. */
export function pathOf(operation: Pick<Operation, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${operation.path}`);
    return encodeURIComponent(String(value));
  });
}
