// The API client turns the server's error answer into a RequestFailure with its code, its
// translated message and its per-field messages, and an unreachable server into status 0.
import { describe, expect, it, vi } from 'vitest';
import { isRequestFailure, type RequestFailure } from '../application/ports/request-failure';
import { accountOperations } from '../contract/accounts';
import { catalogueOperations } from '../contract/catalogue';
import { ApiClient } from './api-client';
import { createHttpClient } from './http';

const client = (fetch: typeof globalThis.fetch) =>
  new ApiClient(createHttpClient({ currentLanguage: () => 'ar', fetch, baseUrl: 'http://herfa.test' }));

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!isRequestFailure(error)) throw new Error(`expected a RequestFailure, got ${String(error)}`);
  return error;
}

describe('ApiClient', () => {
  it('answers a refusal as a RequestFailure with the server\'s code, message and field messages', async () => {
    const answer = { code: 'auth.emailTaken', message: 'هذا البريد الإلكتروني مسجل بالفعل.', fields: { email: ['هذا البريد الإلكتروني مسجل بالفعل.'] } };
    const api = client(async () => new Response(JSON.stringify(answer), { status: 409, headers: { 'content-type': 'application/json' } }));
    const failure = await failureOf(api.call(accountOperations.login, { body: { email: 'sara@herfa.test', password: 'x', rememberMe: false } }));
    expect(failure).toMatchObject({ status: 409, code: 'auth.emailTaken', message: answer.message, fields: answer.fields });
  });

  it('answers a body that is not the error shape as http.error with the status', async () => {
    const api = client(async () => new Response('<html>Bad gateway</html>', { status: 400, headers: { 'content-type': 'text/html' } }));
    const failure = await failureOf(api.call(accountOperations.login, { body: { email: 'a@b.co', password: 'x', rememberMe: false } }));
    expect(failure).toMatchObject({ status: 400, code: 'http.error' });
  });

  it('abandons a request when its signal is aborted', async () => {
    let sent: AbortSignal | undefined;
    // A server that answers only once the request is abandoned, as fetch does: by rejecting.
    const api = client(
      async (input) =>
        new Promise<Response>((_, reject) => {
          sent = (input as Request).signal;
          sent.addEventListener('abort', () => reject(sent!.reason as Error));
        }),
    );
    const request = new AbortController();
    const answer = failureOf(api.call(catalogueOperations.searchSuggestions, { query: { q: 'sadu' } }, { signal: request.signal }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    request.abort();
    expect(sent?.aborted).toBe(true);
    await expect(answer).resolves.toMatchObject({ status: 0 });
  });

  it('answers an unreachable server as status 0', async () => {
    const api = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await failureOf(api.call(accountOperations.login, { body: { email: 'a@b.co', password: 'x', rememberMe: false } }));
    expect(failure).toMatchObject({ status: 0, code: 'http.unreachable' });
  });
});
