// Builds the storefront: the browser's bundle into dist/client and, with --ssr, the rendering
// bundle into dist/render (see `npm run build`); in development, proxies /api to the Hono server.
import { randomUUID } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { reactOnPreact } from './build/preact/aliases';
import { precompress } from './build/precompress';

/** One id per build: compiled into the app and written to latest.json, which pages compare hourly. */
const buildId = randomUUID();

/** Emits latest.json beside index.html: `{ id, builtAt }` (spec §7's build manifest). */
function buildManifest(): Plugin {
  return {
    name: 'herfa-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'latest.json',
        source: `${JSON.stringify({ id: buildId, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    ...(isSsrBuild ? [] : [buildManifest(), precompress()]),
    // `npm run analyze`: what each chunk of the browser's bundle holds, as a treemap and as data.
    ...(process.env.ANALYZE === undefined ? [] : [visualizer({ filename: process.env.ANALYZE, template: process.env.ANALYZE.endsWith('.json') ? 'raw-data' : 'treemap', gzipSize: true })]),
  ],
  resolve: { alias: reactOnPreact() },
  // The rendering bundle carries its libraries, so that React's names resolve to Preact there too
  // (and start needs no dev dependency).
  ssr: { noExternal: isSsrBuild ? true : [] },
  define: { __HERFA_BUILD_ID__: JSON.stringify(buildId) },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: isSsrBuild ? 'dist/render' : 'dist/client',
    // The public files (favicon, …) are the browser's.
    copyPublicDir: !isSsrBuild,
    // Which stylesheets and code each screen needs, for the server to send with its pages
    // (dist/client/.vite/manifest.json, which the server does not serve).
    manifest: !isSsrBuild,
    sourcemap: false,
    // The riyal sign's fonts stay files: inlined, every page (English ones too) would carry them
    // in its stylesheet; as files, only a page that writes the sign fetches them.
    assetsInlineLimit: (file) => (file.includes('saudi-riyal-font') ? false : undefined),
    chunkSizeWarningLimit: 600,
  },
}));
