// Compiles the API server (server/main.ts and the src/domain and src/contract modules it uses)
// into dist/server/main.js, so that `npm start` runs plain JavaScript on a production install.
// Packages stay external: they are runtime dependencies; but for Drizzle ORM, which is compiled
// in: Node loaded its hundreds of small modules one by one in 0.3-0.5 s of every start, a
// quarter of the time the server took to answer on an existing embedded database. Run after the
// storefront's build, which empties dist/; this one replaces dist/server/ only.
//
// What the server reads by path at run time is found relative to the compiled file: the
// migrations are copied beside it, locales/ and the invoice fonts (node_modules) are found from
// dist/server/ as from server/<dir>/. The check at the end fails the build if a path the
// bundle resolves with `new URL(…, import.meta.url)` does not exist.
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const outDir = 'dist/server';
const entry = 'main.js';

await build({
  configFile: false, // not the storefront's config: no React plugin, no build manifest
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: ['drizzle-orm'] },
  build: {
    ssr: 'server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node22',
    minify: false, // readable stack traces
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: entry } },
  },
});

cpSync('server/persistence/migrations', `${outDir}/migrations`, { recursive: true });

const bundle = readFileSync(`${outDir}/${entry}`, 'utf8');
const base = pathToFileURL(`${outDir}/${entry}`);
const missing = [...bundle.matchAll(/new URL\(\s*(["'`])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g)]
  .map((match) => match[2])
  .filter((path) => !existsSync(fileURLToPath(new URL(path, base))));
if (missing.length > 0) {
  console.error(`dist/server/${entry} reads paths that do not exist beside it: ${missing.join(', ')}`);
  process.exit(1);
}
console.info(`Built ${outDir}/${entry} (${Math.round(statSync(`${outDir}/${entry}`).size / 1024)} KB)`);
