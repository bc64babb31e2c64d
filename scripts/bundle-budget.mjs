// Prints, and holds to a budget, what the first page of the built storefront downloads:
// the entry script with every chunk it preloads, and the stylesheets, gzipped.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 200 * 1024, css: 30 * 1024 };
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const referenced = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
const js = [
  ...referenced(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
];
const css = referenced(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const gzipped = (files) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length, 0);
const raw = (files) => files.reduce((total, file) => total + statSync(join(dist, file.replace(/^\//, ''))).size, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const figures = { js: gzipped(js), css: gzipped(css) };
console.log(`first page JavaScript: ${kb(figures.js)} gzipped (${kb(raw(js))} raw, ${js.length} files), budget ${kb(BUDGET.js)}`);
console.log(`first page CSS:        ${kb(figures.css)} gzipped (${kb(raw(css))} raw, ${css.length} files), budget ${kb(BUDGET.css)}`);

const over = Object.entries(figures).filter(([kind, bytes]) => bytes > BUDGET[kind]);
if (js.length === 0) {
  console.error('bundle budget: no entry script found in index.html');
  process.exit(1);
}
if (over.length > 0) {
  console.error(`bundle budget exceeded: ${over.map(([kind]) => kind).join(', ')}`);
  process.exit(1);
}
