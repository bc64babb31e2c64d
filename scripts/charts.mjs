// `npm run charts`: writes docs/state-charts (one page per machine, the order transition table and
// an index) from the machines themselves; scripts/charts/state-charts.ts holds the generator, and
// test/unit/state-charts.test.ts fails when a committed page no longer matches it.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const started = performance.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
register();
const { CHARTS_DIR, generateCharts } = await import('./charts/state-charts.ts');

const files = await generateCharts(root);
mkdirSync(join(root, CHARTS_DIR), { recursive: true });
// A page whose machine is gone goes too.
const written = new Set(files.map((file) => file.path));
for (const name of readdirSync(join(root, CHARTS_DIR))) {
  if (!written.has(`${CHARTS_DIR}/${name}`)) rmSync(join(root, CHARTS_DIR, name), { recursive: true });
}
for (const file of files) writeFileSync(join(root, file.path), file.content);
console.info(`charts: ${files.length} pages in ${CHARTS_DIR} (${((performance.now() - started) / 1000).toFixed(1)} s); open ${CHARTS_DIR}/index.html`);
