// Hydration of the page the server drew, which must leave it as drawn: a hydration that had to
// add or remove an element, or change the page's text, is a mismatch between the server's
// rendering and the browser's, reported as an error (the end-to-end tests fail on any).
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beginPageHydration } from './page-hydration';

/**
 * Preact hydrates in one go, so what it changed is what was recorded meanwhile. It also splits a
 * text the server wrote in one piece where the components write it in several, and removes its
 * own markers: neither changes an element or the text.
 */
export function hydrate(root: HTMLElement, app: ReactNode, logger: Pick<Console, 'error'>): void {
  const text = root.textContent;
  const changes = new MutationObserver(() => {});
  changes.observe(root, { childList: true, characterData: true, subtree: true });
  beginPageHydration();
  hydrateRoot(root, app);
  const records = changes.takeRecords();
  changes.disconnect();
  const elements = records.flatMap(({ addedNodes, removedNodes }) => [...addedNodes, ...removedNodes]).filter((node) => node instanceof Element);
  if (elements.length > 0) {
    logger.error('hydration added or removed elements the server drew', elements.map((element) => element.outerHTML.slice(0, 200)));
  }
  if (records.length > 0 && root.textContent !== text) logger.error('hydration changed the text the server drew', firstDifference(text, root.textContent));
}

/** Where two texts part, with a little of each around it. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 60));
  return `${around(before)} → ${around(after)}`;
}
