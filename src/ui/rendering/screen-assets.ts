// The files a rendered page's screens need beyond the entry's: each screen's chunk with the
// chunks it imports (which boot.ts preloads beside the app's code, after the page has loaded)
// and their stylesheets (in the head, so the page paints styled and does not shift when the code
// arrives). Read from Vite's build manifest.
import type { ScreenHandle } from '../routes/screen';

/** One entry of Vite's build manifest (dist/client-manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface ScreenAssets {
  readonly stylesheets: readonly string[];
  readonly scripts: readonly string[];
}

/** The app's code, which boot.ts loads after the page: its layout's stylesheets are the page's too. */
const APP_MODULE = 'src/ui/main.tsx';

/** A matched route, as the static handler and matchRoutes give it: its handle names its screen's module. */
export interface MatchedRoute {
  readonly route: { readonly handle?: unknown };
}

/** The assets of the app and of the screens the request matched, as URLs. */
export function screenAssets(manifest: BuildManifest, matches: readonly MatchedRoute[]): ScreenAssets {
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    // A chunk's imports come first, as Vite itself loads them: the cascade order stays the same.
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
  };
  visit(APP_MODULE);
  for (const { route } of matches) {
    const handle = route.handle as ScreenHandle | undefined;
    if (handle?.module !== undefined) visit(handle.module);
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}

/**
 * What the screen a shopper most likely opens next needs beyond what the page already has: the
 * browser's one prefetch fetches these files without running them (prefetch.ts).
 */
export function prefetchAssets(next: ScreenAssets, page: ScreenAssets): string[] {
  const had = new Set([...page.scripts, ...page.stylesheets]);
  return [...next.scripts, ...next.stylesheets].filter((url) => !had.has(url));
}

/** The built stylesheets' texts by URL, which the server writes into its pages (see stylesheetTag). */
export type StylesheetTexts = Readonly<Record<string, string>>;

/**
 * A stylesheet as the page carries it. With its text known, the text is written into the page,
 * so a phone paints after one answer instead of after a round trip per stylesheet (a product page
 * needs 13), and beside it a disabled link, which the browser never fetches but which tells
 * Vite's loader the file is already in the page: a later screen needing the same stylesheet does
 * not append it again, out of its cascade order.
 */
export function stylesheetTag(url: string, texts: StylesheetTexts = {}): string {
  const text = texts[url];
  if (text === undefined || /<\/style/i.test(text)) return `<link rel="stylesheet" crossorigin href="${url}">`;
  return `<style data-href="${url}">${text}</style><link rel="stylesheet" crossorigin href="${url}" disabled>`;
}

/** The page template with each stylesheet it links written as stylesheetTag writes it. */
export function withStylesheetTags(template: string, texts: StylesheetTexts = {}): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, url: string) => stylesheetTag(url, texts));
}

/** The stylesheets for the end of the head (after the entry's, which they build on), leaving out what the page template already has. */
export function stylesheetTags({ stylesheets }: ScreenAssets, template: string, texts: StylesheetTexts = {}): string {
  return stylesheets
    .filter((url) => !template.includes(`"${url}"`))
    .map((url) => stylesheetTag(url, texts))
    .join('');
}
