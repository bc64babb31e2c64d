// Calls one contract operation over HTTP: fills its path, sends its query and JSON body, and
// turns a failed answer into the application's RequestFailure (code, translated message,
// per-field messages). Every gateway of this layer is a few lines over `call`.
import { HTTPError, type KyInstance } from 'ky';
import type { Operation, OperationRequest, OperationResult } from '../contract/operation';
import { pathOf } from '../contract/operation';
import { RequestFailure } from '../application/ports/request-failure';

type QueryValue = string | number | boolean | readonly string[] | undefined | null;

export class ApiClient {
  constructor(private readonly http: KyInstance) {}

  /** `signal` abandons the request (a search suggestion a newer one replaced); it then rejects. */
  async call<O extends Operation>(
    operation: O,
    request: Partial<OperationRequest<O>> = {},
    { signal }: { readonly signal?: AbortSignal } = {},
  ): Promise<OperationResult<O>> {
    const path = pathOf(operation, (request.params ?? {}) as Record<string, string>).replace(/^\/api\//, '');
    try {
      const response = await this.http(path, {
        method: operation.method,
        searchParams: searchParamsOf(request.query as Record<string, QueryValue> | undefined),
        ...(request.body === undefined ? {} : { json: request.body }),
        ...(signal === undefined ? {} : { signal }),
      });
      if (response.status === 204) return undefined as OperationResult<O>;
      return (await response.json()) as OperationResult<O>;
    } catch (error) {
      throw await failureOf(error);
    }
  }

  /** An upload: `form` as the multipart body (the browser writes its Content-Type and boundary). */
  async upload<O extends Operation>(operation: O, params: Readonly<Record<string, string>>, form: FormData): Promise<OperationResult<O>> {
    const path = pathOf(operation, params).replace(/^\/api\//, '');
    try {
      const response = await this.http(path, { method: operation.method, body: form });
      return (await response.json()) as OperationResult<O>;
    } catch (error) {
      throw await failureOf(error);
    }
  }
}

function searchParamsOf(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

async function failureOf(error: unknown): Promise<RequestFailure> {
  if (error instanceof HTTPError) {
    // ky has already read the error body into `data` (parsed when it is JSON), so the response
    // itself can no longer be read.
    const body = (typeof error.data === 'object' ? error.data : null) as { code?: unknown; message?: unknown; fields?: unknown } | null;
    if (body && typeof body.code === 'string' && typeof body.message === 'string') {
      const fields = (typeof body.fields === 'object' && body.fields !== null ? body.fields : {}) as Record<string, string[]>;
      return new RequestFailure(error.response.status, body.code, body.message, fields);
    }
    return new RequestFailure(error.response.status, 'http.error', error.message);
  }
  return new RequestFailure(0, 'http.unreachable', error instanceof Error ? error.message : String(error));
}
