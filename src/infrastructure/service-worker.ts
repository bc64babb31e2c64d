// The storefront's service worker (public/sw.js): at the site root, so that it can show pushes
// for every page and open any of them. It has no fetch handler and no caches, so it never serves
// a page or a build (a deployment is seen on the next load, as without it). Registered once the
// first page works and the browser is idle (main.tsx), and by push on first use if sooner.

export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

/** Registers the worker with navigator.serviceWorker (absent in browsers without, and on insecure pages); null then, or when it failed. */
export async function registerServiceWorker(serviceWorker: Pick<ServiceWorkerContainer, 'register'> | undefined): Promise<ServiceWorkerRegistration | null> {
  if (serviceWorker === undefined) return null;
  try {
    // updateViaCache 'none': the browser checks /sw.js past its HTTP cache on every navigation.
    return await serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope, updateViaCache: 'none' });
  } catch (error) {
    // A browser that refuses (private mode, disabled by policy) simply has no push.
    console.warn('service worker', error);
    return null;
  }
}
