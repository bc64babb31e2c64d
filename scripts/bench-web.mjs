// `npm run bench:web`: Lighthouse (its default mobile run: a Moto G Power on simulated slow 4G)
// on the built storefront's home, listing, product and search pages in English and Arabic, on a
// fresh database. Each page is measured --runs times (3), each in a new Chromium with a new
// profile; prints the median of every figure and the machine's load, so a reader can judge the
// noise, and for every page that misses a target (issue 11's), what holds it back as its median
// run measured it. Not part of the test command: figures, not verdicts.
//   --no-build      measure dist/ as it is
//   --runs N        runs per page
//   --pages LIST    only these pages, by kind or name: `--pages listing,search` or `--pages "home (ar)"`
//   --json FILE     also write the medians (and every run's figures) as JSON
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startBuiltApp } from './lib/built-app.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { targetsMissed, whatHoldsItBack } from './lib/lighthouse-diagnosis.mjs';
import { storefrontPages } from './lib/storefront-pages.mjs';
import { formatTable, kilobytes } from './lib/table.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    json: { type: 'string' },
  },
  allowNegative: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number above 0, not "${options.runs}"`);

const load = () => loadavg().map((average) => average.toFixed(2)).join(' ');
const loadAtStart = load();
const started = Date.now();

/** Chromium with a new profile and its DevTools port; `close()` ends it and removes the profile. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'herfa-lighthouse-'));
  const browser = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((done) => browser.once('exit', done));
  const killGroup = (signal) => {
    try {
      process.kill(-browser.pid, signal);
    } catch {
      // already gone
    }
  };
  const leaveNothing = () => {
    killGroup('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  process.once('exit', leaveNothing);
  const close = async () => {
    killGroup('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
    process.off('exit', leaveNothing);
  };
  const port = await new Promise((done, fail) => {
    let output = '';
    browser.stderr.on('data', (chunk) => {
      output += chunk;
      const listening = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (listening) done(Number(listening[1]));
    });
    exited.then(() => fail(new Error(`Chromium exited before listening:\n${output}`)));
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return { port, close };
}

/**
 * One Lighthouse run of `url`: its `figures` (scores 0–100, LCP in s, TBT in ms, CLS, script and
 * style bytes as sent) and its `diagnosis`, the lines that explain a missed target.
 */
async function audit(url) {
  const chromium = await launchChromium();
  try {
    const { lhr } = await lighthouse(url, { hostname: '127.0.0.1', port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.warn(`  warning (${url}): ${warning}`);
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const sent = (type) => requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const score = (category) => (lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100));
    const figures = {
      ...Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])),
      lcpSeconds: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      scriptBytes: sent('Script'),
      stylesheetBytes: sent('Stylesheet'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { figures, diagnosis: whatHoldsItBack(lhr) };
  } finally {
    await chromium.close();
  }
}

/** A run that fails (a page answering 503 while dist/ is being rebuilt) is tried once more. */
const retryOnce = (url) => (error) => {
  console.warn(`  ${error.message}\n  trying once more`);
  return audit(url);
};

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((figure) => [figure, median(runs.map((run) => run[figure]))]));

/** The run whose performance score is the median one: the run whose diagnosis speaks for the page. */
const medianRun = (runs) => {
  const ranked = [...runs].sort((a, b) => (a.figures.performance ?? 0) - (b.figures.performance ?? 0));
  return ranked[Math.floor((ranked.length - 1) / 2)];
};

if (options.build) {
  console.info('Building…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const app = await startBuiltApp();
const measured = [];
try {
  const wanted = options.pages?.split(',').map((name) => name.trim());
  const pages = (await storefrontPages(app.origin)).filter((page) => !wanted || wanted.includes(page.kind) || wanted.includes(page.name));
  if (pages.length === 0) throw new Error(`--pages ${options.pages} names no page (kinds: home, listing, product, search)`);
  for (const page of pages) measured.push({ page, runs: [] });
  // Every page once per round, so that the machine's changing load spreads over all pages.
  for (let round = 1; round <= runs; round++) {
    for (const entry of measured) {
      console.info(`run ${round}/${runs}: ${entry.page.name}`);
      entry.runs.push(await audit(entry.page.url).catch(retryOnce(entry.page.url)));
    }
  }
} finally {
  await app.stop();
}

const results = measured.map(({ page, runs: pageRuns }) => ({
  page: page.name,
  url: page.url,
  median: medians(pageRuns.map((run) => run.figures)),
  diagnosis: medianRun(pageRuns).diagnosis,
  runs: pageRuns.map((run) => run.figures),
}));
const fixed = (value, digits) => (value === null ? '–' : value.toFixed(digits));
console.info(
  `\n${formatTable(
    results.map(({ page, median: figures }) => ({
      page,
      perf: fixed(figures.performance, 0),
      a11y: fixed(figures.accessibility, 0),
      'best pr.': fixed(figures['best-practices'], 0),
      SEO: fixed(figures.seo, 0),
      'LCP s': fixed(figures.lcpSeconds, 1),
      'TBT ms': fixed(figures.tbtMs, 0),
      CLS: fixed(figures.cls, 3),
      'JS KB': kilobytes(figures.scriptBytes),
      'CSS KB': kilobytes(figures.stylesheetBytes),
    })),
  )}`,
);
const missing = results.map((result) => ({ ...result, missed: targetsMissed(result.median) })).filter((result) => result.missed.length > 0);
console.info(missing.length === 0 ? '\nevery page meets the targets' : '\nwhat holds back the pages that miss a target (Lighthouse, the run of median performance; times at 4× CPU):');
for (const { page, missed, diagnosis } of missing) {
  console.info(`${page}: misses ${missed.join(', ')}`);
  for (const line of diagnosis) console.info(`  ${line.label}: ${line.text}`);
}
const benchmarkIndex = median(results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex)));
console.info(
  `\nmedian of ${runs} run${runs === 1 ? '' : 's'} per page; Lighthouse mobile (simulated slow 4G, 4× CPU slowdown); ` +
    `JS and CSS KB as sent (transferSize),\n` +
    `counting the storefront's idle prefetch of the other main screens 1 s after load, which \`npm run budget\` leaves out\n` +
    `load average (1, 5, 15 min): ${loadAtStart} at start, ${load()} at end; Lighthouse benchmark index ${benchmarkIndex?.toFixed(0)}; ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
);

if (options.json) {
  writeFileSync(options.json, `${JSON.stringify({ runs, loadAverage: { start: loadAtStart, end: load() }, pages: results }, null, 2)}\n`);
  console.info(`figures written to ${options.json}`);
}
