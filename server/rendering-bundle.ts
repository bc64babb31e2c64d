// Loads the storefront's rendering bundle (dist/render, built from src/ui/entry-server.tsx) for
// the composition root. The API server imports no browser code: it finds the built bundle beside
// the browser's files and hands it the page template and the app's own API.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDependencies, PageRenderer } from './http/app';

/** What dist/render/entry-server.js exports. */
interface RenderingBundle {
  createPageRenderer(options: {
    template: string;
    api: (request: Request) => Promise<Response>;
    assets: readonly string[];
    manifest: unknown;
    stylesheets: Readonly<Record<string, string>>;
  }): PageRenderer;
}

/** The bundle built beside `staticDir` (dist/client → dist/render), or undefined before a build. */
export async function loadPages(staticDir: string): Promise<AppDependencies['pages']> {
  const bundle = resolve(staticDir, '..', 'render', 'entry-server.js');
  const template = join(staticDir, 'index.html');
  if (!existsSync(bundle) || !existsSync(template)) return undefined;
  const [{ createPageRenderer }, html, files, manifest] = await Promise.all([
    import(pathToFileURL(bundle).href) as Promise<RenderingBundle>,
    readFile(template, 'utf8'),
    readdir(join(staticDir, 'assets')).catch(() => []),
    // Which stylesheets and code each screen needs (Vite's manifest of the browser's build).
    readFile(join(staticDir, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as unknown, () => ({})),
  ]);
  const assets = files.map((file) => `/assets/${file}`);
  // Every built stylesheet's text (about 180 KB in all), which the pages carry in their head.
  const stylesheets = Object.fromEntries(
    await Promise.all(
      files.filter((file) => file.endsWith('.css')).map(async (file) => [`/assets/${file}`, await readFile(join(staticDir, 'assets', file), 'utf8')] as const),
    ),
  );
  return (api) => createPageRenderer({ template: html, api, assets, manifest, stylesheets });
}
