// Debian's Chromium and the flags every script and test starts it with: headless, no
// background traffic of its own, so that what is recorded is only what the page fetches.
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium 156 renders the address bar's two suggestion popups (chrome://omnibox-popup.top-chrome)
 * as web pages, each in a renderer of its own, for every window it opens, headless too; every
 * Playwright context is a window. Switched off, the end-to-end tests need about a quarter less
 * time (frame.spec.ts, one worker: 100–110 s → 80 s, twice each).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps only the last --disable-features it is given, and Playwright passes its own list
 * before these flags: the list repeats Playwright's (playwright-core 1.64, chromiumSwitches.ts),
 * so that adding ours does not undo them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];
