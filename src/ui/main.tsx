// The storefront's entry in the browser: builds the frame's services, loads the visit's language,
// then hydrates the page the server rendered (or, under Vite's dev server, renders it from
// nothing); the container follows with the prefetch. Together with infrastructure/container.ts
// and frame-services.ts, the only code that knows concrete adapters.
import './stylesheets';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { directionOf } from '../domain/locale';
import { DeferredContainer } from '../infrastructure/deferred-container';
import { buildFrameServices, frameBindings } from '../infrastructure/frame-services';
import { HttpBuildManifest } from '../infrastructure/http-build-manifest';
import { App } from './app';
import { createI18n, currentLanguage, FRAME_LOCALE_FILES, loadLanguage, startI18n } from './i18n';
import { browserPrefetchScheduler, filesToPrefetch, prefetchFiles, schedulePrefetch } from './prefetch';
import { watchForNewBuilds } from './new-builds';
import { resumeIdentitySession } from './identity/identity-session';
import { portsOf } from './ports';
import { hydrate } from './rendering/hydrate';
import { nextTask } from './rendering/next-task';
import { readPageState } from './rendering/page-state';
import { ServerAnswers } from './rendering/remote-answers';
import { createRoutes, languageOfVisit, type RouteDependencies } from './routes';

declare global {
  interface Window {
    /** Where React Router's browser router reads the server's hydration data. */
    __staticRouterHydrationData?: unknown;
  }
}

/** Hydration must draw exactly what the server drew, so the screens of this URL load first. */
async function loadMatchedScreens(routes: RouteObject[]): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  const i18n = createI18n();
  // inversify and the adapters load with the prefetch (or on a gateway's first call, if sooner).
  const frame = buildFrameServices();
  const container = new DeferredContainer(frameBindings(frame), async () =>
    (await import('../infrastructure/container')).buildContainerInTurns({ currentLanguage: () => currentLanguage(i18n), frame }, nextTask),
  );
  frame.sessionStore.start();
  const dependencies: RouteDependencies = {
    i18n,
    cookies: frame.cookies,
    preferredLanguages: () => navigator.languages,
  };

  const language = languageOfVisit(window.location.pathname, dependencies);
  const routes = createRoutes(dependencies);
  const state = readPageState(document);
  await Promise.all([
    startI18n(i18n, language, state === null ? {} : { only: [...FRAME_LOCALE_FILES, ...state.locales] }),
    state === null ? undefined : loadMatchedScreens(routes),
  ]);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);

  if (state !== null) window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes);
  const answers = state === null ? null : new ServerAnswers(state.answers);
  // After the first navigation, screens ask the API afresh.
  const stopExpiring = router.subscribe(({ location }) => {
    if (location.key === 'default') return;
    answers?.expire();
    stopExpiring();
  });
  let hydrated: () => void = () => {};
  const whenHydrated = new Promise<void>((resolve) => (hydrated = resolve));
  // Every port at once: the frame's services, and for each gateway a stand-in that loads nothing yet.
  const ports = portsOf(container);
  const app = <App ports={ports} i18n={i18n} router={router} initialLanguage={language} answers={answers} onHydrated={hydrated} />;
  if (state === null) {
    // Nothing drawn by a server to keep: every part of the page loads its code at once.
    createRoot(root).render(app);
  } else {
    // Hydrating is the longest piece of this work: it starts in a task of its own, after the
    // router's (on a phone at 4×, 60 ms and 150 ms instead of one task of 220 ms).
    await nextTask();
    hydrate(root, app, console);
  }

  watchForNewBuilds({ router, manifest: new HttpBuildManifest(), toasts: frame.toasts, translate: (key) => i18n.t(key) });
  // What the next pages need waits until this one works: the language's other files when the
  // browser is idle, and the one prefetch.
  const scheduler = browserPrefetchScheduler();
  await whenHydrated;
  scheduler.whenIdle(() => void loadLanguage(i18n, language));
  // The service worker once the page works and the browser is idle (its few lines load then, not
  // with the page); then a signed-in shopper's push registration, if this device has one, is
  // renewed when it is 7 days old (spec §9). A guest loads nothing more than the registration.
  const startPush = async () => {
    const { registerServiceWorker } = await import('../infrastructure/service-worker');
    if ((await registerServiceWorker(navigator.serviceWorker)) === null || !frame.sessionStore.isLoggedIn) return;
    await ports.push.refreshIfStale(Date.now()).catch((error: unknown) => console.warn('push refresh', error));
  };
  scheduler.afterLoad(() => scheduler.whenIdle(() => void startPush()));
  // A shopper signed in with Google or Apple has the provider's token kept fresh (spec §9).
  scheduler.afterLoad(() =>
    scheduler.whenIdle(() => void resumeIdentitySession(ports).catch((error: unknown) => console.warn('identity session', error))),
  );
  schedulePrefetch(
    () =>
      Promise.all([
        prefetchFiles(filesToPrefetch(document), document),
        frame.toasts.ready(),
        container.ready().catch(() => undefined), // tried again on a gateway's first call
      ]),
    scheduler,
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
start(root).catch((error: unknown) => {
  console.error(error);
  // Translations may be what failed to load, so this one message is written here in both languages.
  root.textContent = 'Herfa could not start; please reload the page. · تعذّر تشغيل حِرفة؛ يُرجى إعادة تحميل الصفحة.';
});
