// False while the server renders a page and while the browser hydrates it (every part of it),
// true from then on (and at once in a page the browser renders itself): what needs the page's
// script waits for it.
import { useClientSnapshot } from './rendering/page-hydration';

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useClientSnapshot(
    subscribe,
    () => true,
    () => false,
  );
