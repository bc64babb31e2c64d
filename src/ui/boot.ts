// The page's only script tag. A page rendered by the server is readable before any script runs,
// so the storefront's code (which makes it interactive) loads once the page has loaded, and so
// does not compete with the stylesheets, fonts and pictures a slow phone needs to paint it. The
// screens the server rendered are fetched beside it, not after it (their URLs are in the page).
// The largest libraries are evaluated first, in a task of their own (libraries.ts).
// The global stylesheet is imported here so that it stays a render-blocking link in the head.
import './stylesheets';
import { appendLinksInTurns } from './rendering/head-links';
import { nextTask } from './rendering/next-task';

async function start(): Promise<void> {
  // The libraries first (a failure shows when the app's own import fails alike, below).
  const libraries = import('./libraries').catch(() => undefined);
  const urls = document.getElementById('herfa-state')?.dataset.preload?.split(' ').filter(Boolean) ?? [];
  await appendLinksInTurns(
    document,
    urls.map((url) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url })),
  );
  await nextTask();
  await libraries;
  await nextTask();
  await import('./main');
}

// Under Vite's dev server (no server rendering) there is nothing to paint first.
if (document.readyState === 'complete' || document.getElementById('herfa-state') === null) void start();
else window.addEventListener('load', () => void start(), { once: true });
