// The session (spec §4) for components: re-renders when it changes. The server renders every
// page as a guest's, so hydration starts signed out too and the browser's session follows at once.
import { useSyncExternalStore } from 'react';
import { SIGNED_OUT, type SessionState, type SessionStore } from '../application/session/session-store';
import { usePorts } from './ports';

export function useSessionStore(): SessionStore {
  return usePorts().sessionStore;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, signedOut);
}

const signedOut = (): SessionState => SIGNED_OUT;
