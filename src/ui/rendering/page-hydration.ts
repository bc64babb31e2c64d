// Whether the page the server drew is still being hydrated. It is hydrated in parts (HydrateLater),
// and a part hydrated later must find the page as the server drew it: Preact does not correct an
// attribute that differs from the server's HTML while it hydrates, so a cart count that arrived
// in between would stay out of its label. What only the browser knows (the session, a media
// query, "hydrated") therefore keeps the server's answer until the last part is hydrated, then
// every component that reads it draws the browser's, as an ordinary update.
import { useMemo, useSyncExternalStore } from 'react';

let hydrating = false;
const listeners = new Set<() => void>();

/** Called as hydration starts (a page the browser draws itself never is hydrating). */
export function beginPageHydration(): void {
  hydrating = true;
}

/** Called once the last part is hydrated: what only the browser knows now shows. */
export function endPageHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of [...listeners]) listener();
}

/**
 * useSyncExternalStore that answers `serverSnapshot` while the page is hydrated (as on the
 * server), and `snapshot` from then on.
 */
export function useClientSnapshot<T>(subscribe: (notify: () => void) => () => void, snapshot: () => T, serverSnapshot: () => T): T {
  const subscribeToBoth = useMemo(
    () => (notify: () => void) => {
      listeners.add(notify);
      const unsubscribe = subscribe(notify);
      return () => {
        listeners.delete(notify);
        unsubscribe();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(subscribeToBoth, () => (hydrating ? serverSnapshot() : snapshot()), serverSnapshot);
}
