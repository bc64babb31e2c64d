// Builds the storefront; in development, proxies /api to the Hono server.
import { randomUUID } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), buildManifest()],
  define: { __HERFA_BUILD_ID__: JSON.stringify(buildId) },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
