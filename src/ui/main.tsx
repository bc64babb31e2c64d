// The storefront's entry: builds the container, loads the visit's language, then renders.
// Together with infrastructure/container.ts, the only code that knows concrete adapters.
import 'reflect-metadata';
import './stylesheets';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { TOASTS } from '../application/ports/toasts';
import { SESSION_STORE, type SessionStore } from '../application/session/session-store';
import type { DeferredToasts } from '../application/toasts/deferred-toasts';
import { directionOf } from '../domain/locale';
import { buildContainer } from '../infrastructure/container';
import { HttpBuildManifest } from '../infrastructure/http-build-manifest';
import { App } from './app';
import { mainNavigationPaths } from './components/main-navigation';
import { createI18n, currentLanguage, startI18n } from './i18n';
import { browserPrefetchScheduler, prefetchRoutes, schedulePrefetch } from './prefetch';
import { watchForNewBuilds } from './new-builds';
import { createRoutes, languageOfVisit, type RouteDependencies } from './routes';

async function start(root: HTMLElement): Promise<void> {
  const i18n = createI18n();
  const container = buildContainer({ currentLanguage: () => currentLanguage(i18n) });
  container.get<SessionStore>(SESSION_STORE).start();
  const dependencies: RouteDependencies = {
    i18n,
    cookies: container.get<Cookies>(COOKIES),
    preferredLanguages: () => navigator.languages,
  };

  const language = languageOfVisit(window.location.pathname, dependencies);
  await startI18n(i18n, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);

  const routes = createRoutes(dependencies);
  const router = createBrowserRouter(routes);
  createRoot(root).render(<App services={container} i18n={i18n} router={router} initialLanguage={language} />);
  watchForNewBuilds({ router, manifest: new HttpBuildManifest(), toasts: container.get<DeferredToasts>(TOASTS), translate: (key) => i18n.t(key) });
  schedulePrefetch(
    () => Promise.all([prefetchRoutes(routes, mainNavigationPaths(language)), container.get<DeferredToasts>(TOASTS).ready()]),
    browserPrefetchScheduler(),
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
start(root).catch((error: unknown) => {
  console.error(error);
  // Translations may be what failed to load, so this one message is written here in both languages.
  root.textContent = 'Herfa could not start; please reload the page. · تعذّر تشغيل حِرفة؛ يُرجى إعادة تحميل الصفحة.';
});
