// Herfa's service worker, at the site root: it shows the pushes the server sends (one for each
// notification it writes: an order placed, a status change, a refund, a wallet top-up), in the
// shopper's language, and a click on one opens where it leads. It has no fetch handler and no
// caches on purpose: it never answers a request, so it can never serve a stale build.
// Plain JavaScript, served as is from /sw.js (public/ is copied into the build unchanged).

/** The icon every notification shows (a file of public/). */
const ICON = '/favicon.svg';

/** A new version takes over at once: it holds no state that an older page could depend on. */
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * The push's payload, the server's PushPayload (src/contract/push.ts): { title, body, url, tag,
 * lang, dir }; null when it is missing or malformed, and then nothing is shown.
 */
function payloadOf(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    return null;
  }
  if (payload === null || typeof payload !== 'object') return null;
  const { title, body, url, tag, lang, dir } = payload;
  if (typeof title !== 'string' || title === '') return null;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' ? url : '/',
    tag: typeof tag === 'string' ? tag : '',
    lang: typeof lang === 'string' ? lang : '',
    dir: dir === 'rtl' || dir === 'ltr' ? dir : 'auto',
  };
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event.data);
  if (payload === null) return;
  const { title, body, url, tag, lang, dir } = payload;
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      lang,
      dir,
      icon: ICON,
      data: { url },
      // One notification per tag: a push delivered twice (the server retries) shows once.
      ...(tag === '' ? {} : { tag }),
    }),
  );
});

/** A same-origin path's absolute URL; null for anything else (another site, a javascript: URL). */
function sameOriginUrl(path) {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  let url;
  try {
    url = new URL(path, self.location.origin);
  } catch {
    return null;
  }
  return url.origin === self.location.origin ? url.href : null;
}

/**
 * Focuses a window already at `url`; else brings one of the site's windows there (the one in
 * front, if any); else opens a new one.
 */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => client.url === url);
  if (there) return focusing(there);
  // Only a window this worker controls can be navigated; activation claimed the site's open ones.
  const controlled = await self.clients.matchAll({ type: 'window' });
  const target = controlled.find((client) => client.focused) ?? controlled.find((client) => client.visibilityState === 'visible') ?? controlled[0];
  if (target) {
    // Focus first: a browser lets a notification's click raise a window only for a short while.
    await focusing(target);
    try {
      return await target.navigate(url);
    } catch {
      // It could not go there (it left the site meanwhile): a new window does.
    }
  }
  return self.clients.openWindow(url);
}

/** Focus is a courtesy: a browser may refuse it, and the page is there all the same. */
async function focusing(client) {
  try {
    return await client.focus();
  } catch {
    return client;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  if (url === null) return;
  event.waitUntil(openPage(url));
});
