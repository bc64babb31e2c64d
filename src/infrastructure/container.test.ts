// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { buildContainer } from './container';
import { DocumentCookies } from './document-cookies';
import { HTTP_CLIENT } from './http';
import { LocalStorageSession } from './local-storage-session';

describe('the browser container', () => {
  it('binds each port to its browser adapter, once', () => {
    const container = buildContainer({ currentLanguage: () => 'en' });

    expect(container.get<SessionStorage>(SESSION_STORAGE)).toBeInstanceOf(LocalStorageSession);
    expect(container.get<Cookies>(COOKIES)).toBeInstanceOf(DocumentCookies);
    expect(typeof container.get(HTTP_CLIENT).get).toBe('function');
    expect(container.get(SESSION_STORAGE)).toBe(container.get(SESSION_STORAGE));
  });
});
