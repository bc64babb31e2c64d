// Links added to the page's head by script (the screens' chunks to preload, the next screen's to
// prefetch), a few per task: each one costs the main thread almost a millisecond, 4–5 ms on a
// phone, and twenty at once made a task of 100 ms at 4× (CDP), eight one of 60 ms.
import { nextTask } from './next-task';

/** How many links are added in one task. */
const LINKS_PER_TASK = 4;

/** Appends `links` to `document`'s head, LINKS_PER_TASK per task; settles once all are in. */
export async function appendLinksInTurns(document: Document, links: readonly HTMLLinkElement[]): Promise<void> {
  for (let first = 0; first < links.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    document.head.append(...links.slice(first, first + LINKS_PER_TASK));
  }
}
