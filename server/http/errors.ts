// Expected failures of a request, thrown by handlers and answered in one shape by the app's
// error handler: `{ code, message, fields? }`, the message in the request's language.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Failure } from '../../src/domain/result';

/** A translatable message on one field: a validation rule's (`validation.min`) or a command's own code. */
export interface FieldMessage {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}
export type FieldMessages = Readonly<Record<string, readonly FieldMessage[]>>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    readonly fields?: FieldMessages,
    /** Seconds before a retry may succeed (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, params?: Record<string, string | number>) => new ApiError(400, code, params);
export const invalidInput = (fields: FieldMessages) => new ApiError(400, 'http.invalidInput', {}, fields);
export const unauthorized = (code = 'http.unauthorized') => new ApiError(401, code);
export const forbidden = (code = 'http.forbidden') => new ApiError(403, code);
export const notFound = (code = 'http.notFound', params?: Record<string, string | number>) => new ApiError(404, code, params);
export const conflict = (code: string, params?: Record<string, string | number>) => new ApiError(409, code, params);
/** "Try again in 30 seconds": `count` picks the message's plural form (locales/<lang>/http.json). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'http.tooManyRequests', { count: retryAfterSeconds }, undefined, retryAfterSeconds);

/** A domain failure (src/domain/result.ts) as an answer: its code is already an i18n key. */
export const fromFailure = (failure: Failure, status: ContentfulStatusCode = 422) =>
  new ApiError(status, failure.code, failure.params ?? {});

/** A failure on one field, answered like a validation error (e.g. "this email is already registered"):
 * the code is both the answer's code and the field's message. */
export const fieldError = (status: ContentfulStatusCode, code: string, field: string, params: Readonly<Record<string, string | number>> = {}) =>
  new ApiError(status, code, params, { [field]: [{ key: code, params: { field, ...params } }] });
