// The services the page's frame reads synchronously from its first render: the session, the
// cookies and the toasts. They are built here, without the container, so that a page the server
// rendered hydrates before inversify and any adapter have loaded; the container then binds these
// same instances (container.ts), and every other port is an async gateway that can wait for it
// (deferred-container.ts).
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { InMemorySessionStorage } from '../application/ports/in-memory-session-storage';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { TOASTS } from '../application/ports/toasts';
import { SESSION_STORE, SessionStore } from '../application/session/session-store';
import { DeferredToasts, TOASTER } from '../application/toasts/deferred-toasts';
import { DocumentCookies, type CookieJar } from './document-cookies';
import { LocalStorageSession } from './local-storage-session';

export interface FrameServices {
  readonly sessionStorage: SessionStorage;
  readonly cookies: Cookies;
  readonly sessionStore: SessionStore;
  readonly toasts: DeferredToasts;
}

/**
 * In the browser: the shopper's local storage and document cookies. On the server (`cookies`
 * given): the request's cookies and an empty session, which lives in the shopper's browser
 * storage (spec §3).
 */
export function buildFrameServices(server?: { readonly cookies: CookieJar }): FrameServices {
  const sessionStorage = server ? new InMemorySessionStorage() : new LocalStorageSession(window.localStorage);
  const cookies = new DocumentCookies(server?.cookies ?? document);
  return {
    sessionStorage,
    cookies,
    sessionStore: new SessionStore(sessionStorage, cookies),
    // XState and the renderer load on the first toast (or when the browser is idle), not with the
    // first page: their code is run in one task and the toaster built in the next (together one
    // task of 135 ms on a phone at 4×).
    toasts: new DeferredToasts(async () => {
      const { MachineToasts } = await import('../application/toasts/machine-toasts');
      await new Promise((resolve) => setTimeout(resolve, 0));
      return new MachineToasts();
    }),
  };
}

/** The frame's services by their tokens: so the container binds them, and the DeferredContainer answers them before it loads. */
export function frameBindings(frame: FrameServices): ReadonlyMap<symbol, unknown> {
  return new Map<symbol, unknown>([
    [SESSION_STORAGE, frame.sessionStorage],
    [COOKIES, frame.cookies],
    [SESSION_STORE, frame.sessionStore],
    [TOASTS, frame.toasts],
    [TOASTER, frame.toasts],
  ]);
}
