// What the storefront does about a newer deployment: the hourly version check's update hook
// tells the shopper, and the next page they open loads in full from the new build instead of
// pulling old chunks that may no longer exist. A chunk that fails to load (a deploy happened
// under the page) also reloads the page, and the reload guard keeps either from looping.
import type { createBrowserRouter } from 'react-router';
import type { Toasts } from '../application/ports/toasts';
import { ReloadGuard } from '../application/version/reload-guard';
import { VersionCheck, type BuildManifest } from '../application/version/version-check';

type Router = ReturnType<typeof createBrowserRouter>;

export function watchForNewBuilds({ router, manifest, toasts, translate }: {
  readonly router: Router;
  readonly manifest: BuildManifest;
  readonly toasts: Toasts;
  readonly translate: (key: string) => string;
}): void {
  const guard = new ReloadGuard(window.sessionStorage, Date.now);
  let newBuildOut = false;

  const check = new VersionCheck(
    __HERFA_BUILD_ID__,
    manifest,
    {
      every: (intervalMs, tick) => {
        const id = window.setInterval(tick, intervalMs);
        return () => window.clearInterval(id);
      },
    },
    () => {
      newBuildOut = true;
      toasts.show({ type: 'info', title: translate('common.newBuild.title'), message: translate('common.newBuild.message') });
    },
  );
  check.start();

  router.subscribe((state) => {
    const next = state.navigation.location;
    if (!newBuildOut || state.navigation.state !== 'loading' || next === undefined) return;
    guard.reload(() => window.location.assign(router.createHref(next)));
  });

  window.addEventListener('vite:preloadError', (event) => {
    // Handled: the failed import is not rethrown, and the page loads afresh.
    if (guard.reload(() => window.location.reload())) event.preventDefault();
  });
}
