// The page's only script tag. A page rendered by the server is readable before any script runs,
// so the storefront's code (which makes it interactive) loads once the page has loaded, and so
// does not compete with the stylesheets, fonts and pictures a slow phone needs to paint it. The
// screens the server rendered are fetched beside it, not after it (their URLs are in the page).
// The global stylesheet is imported here so that it stays a render-blocking link in the head.
import './stylesheets';

function start(): void {
  const state = document.getElementById('herfa-state');
  for (const url of state?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
  void import('./main');
}

// Under Vite's dev server (no server rendering) there is nothing to paint first.
if (document.readyState === 'complete' || document.getElementById('herfa-state') === null) start();
else window.addEventListener('load', start, { once: true });
