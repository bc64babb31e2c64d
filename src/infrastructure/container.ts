// The browser's composition root: the one place that chooses concrete adapters for the ports.
import { Container } from 'inversify';
import type { KyInstance } from 'ky';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { SESSION_STORE, SessionStore } from '../application/session/session-store';
import { API_CLIENT, ApiClient } from './api-client';
import type { Language } from '../domain/locale';
import { DocumentCookies } from './document-cookies';
import { createHttpClient, HTTP_CLIENT } from './http';
import { LocalStorageSession } from './local-storage-session';

export interface ContainerOptions {
  /** The interface language, owned by the UI's i18n; sent to the API as Accept-Language. */
  readonly currentLanguage: () => Language;
}

export function buildContainer(options: ContainerOptions): Container {
  const container = new Container();
  container
    .bind<SessionStorage>(SESSION_STORAGE)
    .toDynamicValue(() => new LocalStorageSession(window.localStorage))
    .inSingletonScope();
  container
    .bind<Cookies>(COOKIES)
    .toDynamicValue(() => new DocumentCookies(document))
    .inSingletonScope();
  container
    .bind<SessionStore>(SESSION_STORE)
    .toDynamicValue(() => new SessionStore(container.get(SESSION_STORAGE), container.get(COOKIES)))
    .inSingletonScope();
  container
    .bind<KyInstance>(HTTP_CLIENT)
    .toDynamicValue(() =>
      createHttpClient({
        currentLanguage: options.currentLanguage,
        currentToken: () => container.get<SessionStore>(SESSION_STORE).getState().token,
      }),
    )
    .inSingletonScope();
  container
    .bind<ApiClient>(API_CLIENT)
    .toDynamicValue(() => new ApiClient(container.get(HTTP_CLIENT)))
    .inSingletonScope();
  return container;
}
