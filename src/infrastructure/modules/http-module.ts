// The API's transport: ky with the interface language and the session token, and the typed API
// client over it. Both load with the first call of any gateway, not with the first page: a page
// the server rendered needs no request to become interactive.
import { ContainerModule } from 'inversify';
import type { Language } from '../../domain/locale';
import { SESSION_STORE, type SessionStore } from '../../application/session/session-store';
import { API_CLIENT, HTTP_CLIENT } from '../tokens';

export interface HttpModuleOptions {
  readonly currentLanguage: () => Language;
  /** On the server, the API answering in-process and the origin it answers for. */
  readonly server?: { readonly fetch: typeof globalThis.fetch; readonly origin: string };
}

export const httpModule = ({ currentLanguage, server }: HttpModuleOptions) =>
  new ContainerModule(({ bind }) => {
    bind(HTTP_CLIENT)
      .toDynamicValue(async (context) =>
        (await import('../http')).createHttpClient({
          ...(server ? { fetch: server.fetch, baseUrl: server.origin } : {}),
          currentLanguage,
          currentToken: () => context.get<SessionStore>(SESSION_STORE).getState().token,
        }),
      )
      .inSingletonScope();
    bind(API_CLIENT)
      .toDynamicValue(async (context) => new (await import('../api-client')).ApiClient(await context.getAsync(HTTP_CLIENT)))
      .inSingletonScope();
  });
