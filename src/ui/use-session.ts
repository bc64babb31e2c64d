// The session (spec §4) for components: re-renders when it changes. The server renders every
// page as a guest's, so hydration is signed out too and the browser's session follows once the
// page is hydrated.
import { SIGNED_OUT, type SessionState, type SessionStore } from '../application/session/session-store';
import { usePorts } from './ports';
import { useClientSnapshot } from './rendering/page-hydration';

export function useSessionStore(): SessionStore {
  return usePorts().sessionStore;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useClientSnapshot(store.subscribe, store.getState, signedOut);
}

const signedOut = (): SessionState => SIGNED_OUT;
