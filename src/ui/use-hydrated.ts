// False while the server renders a page and while the browser hydrates it, true from then on
// (and at once in a page the browser renders itself): what needs the page's script waits for it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
