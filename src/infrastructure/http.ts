// The configured HTTP client for the API under /api: language header, time-out and the
// spec's retry policy (§7). Gateways in this layer inject it through HTTP_CLIENT.
import ky, { type KyInstance, type RetryOptions } from 'ky';
import type { Language } from '../domain/locale';


/** Spec §7: these statuses are retried; GET once, POST/PUT/PATCH/DELETE never (not listed here). */
export const RETRY_POLICY = {
  limit: 1,
  methods: ['get'],
  statusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
} as const satisfies RetryOptions;

/** The spec leaves API time-outs open; 15 s lets a slow mobile connection finish a page payload. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpClientOptions {
  /** Read on every request, so a language switch applies to the next call. */
  readonly currentLanguage: () => Language;
  /** The signed-in session's token, sent as a bearer token; null for a guest. */
  readonly currentToken?: () => string | null;
  readonly fetch?: typeof globalThis.fetch;
  /** A base for the /api prefix outside a browser page (tests); a page resolves it against its origin. */
  readonly baseUrl?: string;
}

export function createHttpClient(options: HttpClientOptions): KyInstance {
  return ky.create({
    prefix: '/api',
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    timeout: REQUEST_TIMEOUT_MS,
    retry: RETRY_POLICY,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('Accept-Language', options.currentLanguage());
          const token = options.currentToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}
