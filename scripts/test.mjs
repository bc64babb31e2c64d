// `npm test`: every check the project has, in order, stopping at the first failure:
// types, lint and layer rules (two at a time, one per core), unit and property tests, the build and its size budget, then the
// end-to-end tests in Debian's Chromium against the real server. With TEST_DATABASE_URL and
// TEST_REDIS_URL set (as .ci/run does), the server-path suite (PostgreSQL, Redis) runs too.
// Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function step(name, command, args, env = {}) {
  console.info(`\n━━ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) finish(`${name} failed`);
}

function finish(failure) {
  console.info(`\n━━ timings: ${timings.join(', ')}`);
  if (failure) {
    console.error(`\n✖ ${failure}`);
    if (counts.failed === 0) counts.failed = 1;
  }
  console.info(`\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exit(failure ? 1 : 0);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.info(`\n━━ installing Chromium from Debian's packages (${CHROMIUM} is missing)`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => spawnSync(asRoot.length ? 'sudo' : 'apt-get', [...(asRoot.length ? ['apt-get'] : []), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  apt(['update', '-qq']);
  if (apt(['install', '-y', '-qq', 'chromium']).status !== 0 || !existsSync(CHROMIUM)) {
    finish('Chromium is needed for the end-to-end tests: install it with `apt-get install -y chromium`');
  }
}

const vitestJson = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=${reports}/${name}.json`];

/**
 * Runs single-threaded checks two at a time (one per core), each one's output printed whole
 * when it ends; stops at the end of the batch if any failed.
 */
async function checksSideBySide(checks) {
  const failed = [];
  const queue = [...checks];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const [name, command, args] = check;
      const started = Date.now();
      const child = spawn(command, args, { env: process.env });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const status = await new Promise((done) => {
        child.on('error', (error) => {
          output += `${error.message}\n`;
          done(1);
        });
        child.on('close', done);
      });
      timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      console.info(`\n━━ ${name}${output ? `\n${output.trimEnd()}` : ''}`);
      if (status !== 0) failed.push(name);
    }
  };
  await Promise.all([lane(), lane()]);
  if (failed.length > 0) finish(`${failed.join(', ')} failed`);
}

// The browser's code without Node's types, the server's without the DOM's, the rendering entry
// with both, and the tests and tools (tsconfig.json) with both; the lint; the layer rules.
await checksSideBySide([
  ['types (tsconfig.json)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ...['tsconfig.browser.json', 'tsconfig.server.json', 'tsconfig.render.json'].map((project) => [`types (${project})`, 'tsc', ['-p', project, '--noEmit']]),
  ['lint', 'eslint', ['.', '--max-warnings', '0']],
  ['layers', 'depcruise', ['src', 'server', 'test', '--config', '.dependency-cruiser.cjs']],
]);

console.info('\n━━ unit and property tests');
let started = Date.now();
let unit = spawnSync('vitest', ['run', '--project', 'unit', ...vitestJson('unit')], { stdio: 'inherit' });
timings.push(`unit ${((Date.now() - started) / 1000).toFixed(1)} s`);
countVitest(`${reports}/unit.json`);
if (unit.status !== 0) finish('unit tests failed');

if (process.env.TEST_DATABASE_URL || process.env.TEST_REDIS_URL) {
  const hide = (url) => (url ?? 'unset').replace(/\/\/[^@]*@/, '//');
  console.info(`\n━━ server-path tests (PostgreSQL ${hide(process.env.TEST_DATABASE_URL)}, Redis ${hide(process.env.TEST_REDIS_URL)})`);
  started = Date.now();
  unit = spawnSync('vitest', ['run', '--project', 'postgres', ...vitestJson('postgres')], { stdio: 'inherit' });
  timings.push(`postgres ${((Date.now() - started) / 1000).toFixed(1)} s`);
  countVitest(`${reports}/postgres.json`);
  if (unit.status !== 0) finish('server-path tests failed');
}

step('build', 'npm', ['run', 'build', '--silent']);
step('weight budget', 'node', ['scripts/weight-budget.mjs']);

ensureChromium();
console.info('\n━━ end-to-end tests (Chromium, real server, fresh database)');
started = Date.now();
const e2e = spawnSync('playwright', ['test'], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
});
timings.push(`e2e ${((Date.now() - started) / 1000).toFixed(1)} s`);
countPlaywright(`${reports}/e2e.json`);
if (e2e.status !== 0) finish('end-to-end tests failed');

finish();
