// A stand-in ApiClient for the HTTP gateways' tests: it answers what the test gives it and
// remembers which operation was called with which request, so a test checks what goes out.
import type { ApiClient } from '../api-client';

export interface RecordedCall {
  readonly id: string;
  readonly request: unknown;
}

/** An ApiClient that answers `answer` to every call and remembers what it was asked. */
export function recordingApi(answer: unknown = {}): { api: ApiClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const api = {
    async call(operation: { id: string }, request: unknown = {}) {
      calls.push({ id: operation.id, request });
      return answer;
    },
    async upload(operation: { id: string }, params: unknown, form: FormData) {
      calls.push({ id: operation.id, request: { params, form: Object.fromEntries(form) } });
      return answer;
    },
  } as unknown as ApiClient;
  return { api, calls };
}
