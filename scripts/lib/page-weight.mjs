// What a browser downloads to show one page and make it work: every response it asked for until
// the server-rendered page is hydrated (its load event, then the route's lazy code and locale
// files that hydration waits for), summed for JavaScript (entry, module preloads, dynamic
// imports) and CSS; what the page fetches once it works (the other screens' texts, a prefetch)
// belongs to the next page. Bytes are
// each body gzipped at level 9, so the figure does not depend on whether the server compresses;
// `wire` is the encoded body size the server actually sent. Code inlined in an HTML document
// (`<style>`, `<script>` without `src`) counts in its kind's gzip bytes as one entry marked
// `inline`, which is not a file: it adds nothing to `count` nor to `wire` (the document's).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

/** A phone-sized window, as Lighthouse's Moto G Power. */
const VIEWPORT = { width: 412, height: 823 };
const KINDS = ['js', 'css', 'other'];

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/**
 * The visitor asks to save data, so the storefront skips its idle prefetch of the other main
 * screens (src/ui/prefetch.ts): that code belongs to the next page, not to this one.
 */
function askToSaveData() {
  Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true });
}

/** Calls the measurement's binding as soon as the storefront marks `<html data-hydrated>`. */
function reportHydration() {
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    observer.disconnect();
    void window.__herfaWeightHydrated();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] }); // <html> may not exist yet
}

function kindOf(request, response) {
  const type = response.headers()['content-type'] ?? '';
  if (request.resourceType() === 'script' || type.includes('javascript')) return 'js';
  if (request.resourceType() === 'stylesheet' || type.includes('text/css')) return 'css';
  return 'other';
}

const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** The inline styles and scripts of an HTML page (not its JSON data blocks), as inline entries. */
function inlineCode(html, url, afterLoad) {
  const blocks = {
    css: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]),
    js: [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc=/i.test(attributes) && !/type=["']?application\/(ld\+)?json/i.test(attributes))
      .map((match) => match[2]),
  };
  return Object.entries(blocks)
    .filter(([, code]) => code.join('').trim() !== '')
    .map(([kind, code]) => ({ kind, url, inline: true, afterLoad, gzip: gzipSize(code.join('\n')), wire: 0 }));
}

async function measureResponse(request, afterLoad) {
  const response = await request.response();
  if (!response) return [];
  const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
  const kind = kindOf(request, response);
  const entry = { kind, url: request.url(), inline: false, afterLoad, gzip: gzipSize(body), wire: sizes.responseBodySize };
  const isPage = request.resourceType() === 'document' && (response.headers()['content-type'] ?? '').includes('text/html');
  return isPage ? [entry, ...inlineCode(body.toString('utf8'), request.url(), afterLoad)] : [entry];
}

/**
 * Loads `url` in a fresh context of `browser`; answers `{ js, css, other }`, each
 * `{ count, gzip, wire, files: [{ url, inline, afterLoad, gzip, wire }] }`, bytes, largest first.
 */
export async function measurePageWeight(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(askToSaveData);
    const page = await context.newPage();
    const measured = [];
    const asked = new Map(); // request → asked after the load event
    let phase = 'loading';
    // Told by the page itself, in the task that marks it hydrated: polling for the mark from here
    // would let the requests of the next moments (the other texts, when the browser is idle) in.
    let hydrated;
    const whenHydrated = new Promise((resolve) => (hydrated = resolve));
    await page.exposeFunction('__herfaWeightHydrated', () => {
      phase = 'settled';
      hydrated();
    });
    await page.addInitScript(reportHydration);
    page.on('request', (request) => {
      if (phase !== 'settled') asked.set(request, phase === 'loaded');
    });
    page.on('requestfinished', (request) => {
      if (asked.has(request)) measured.push(measureResponse(request, asked.get(request)));
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (phase === 'loading') phase = 'loaded';
    await Promise.race([whenHydrated, page.waitForTimeout(30_000).then(() => Promise.reject(new Error(`${url} did not hydrate in 30 s`)))]);
    await page.waitForLoadState('networkidle'); // what was asked before finishes
    const files = (await Promise.all(measured)).flat().sort((a, b) => b.gzip - a.gzip);
    const total = (list, size) => list.reduce((sum, file) => sum + file[size], 0);
    return Object.fromEntries(
      KINDS.map((kind) => {
        const ofKind = files.filter((file) => file.kind === kind);
        const count = ofKind.filter((file) => !file.inline).length;
        return [kind, { count, gzip: total(ofKind, 'gzip'), wire: total(ofKind, 'wire'), files: ofKind }];
      }),
    );
  } finally {
    await context.close();
  }
}
