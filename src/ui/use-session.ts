// The session (spec §4) for components: re-renders when it changes.
import { useSyncExternalStore } from 'react';
import { SESSION_STORE, type SessionState, type SessionStore } from '../application/session/session-store';
import { useService } from './services';

export function useSessionStore(): SessionStore {
  return useService<SessionStore>(SESSION_STORE);
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
