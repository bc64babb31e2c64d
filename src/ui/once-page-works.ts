// Code that no first paint needs (the categories filter's dropdown, the filters' drawer) loads
// once the page works: in the browser as soon as the page is hydrated (main.tsx says when), so it
// does not hold up the rest of the page; on the server at once, so that the HTML it sends is
// whole. A component loaded this way sits in its own Suspense boundary: React keeps the server's
// HTML of it until its code has arrived (a click on it before then does nothing), then hydrates it.
import { lazy, type ComponentType } from 'react';

let pageWorks: () => void = () => {};
const whenPageWorks: Promise<void> =
  typeof window === 'undefined' ? Promise.resolve() : new Promise((resolve) => (pageWorks = resolve));

/** Called by the browser's entry once the first page works; from then on such code loads at once. */
export const markPageWorks = (): void => pageWorks();

/** `React.lazy`, whose code is asked for only once the page works. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export const lazyOncePageWorks = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazy(async () => {
    await whenPageWorks;
    return load();
  });
