// `npm run bench:api`: starts the real server on a fresh seeded database — embedded PGlite, then
// the PostgreSQL server of BENCH_DATABASE_URL (default: the local one) — and measures the product
// listing with filters, product detail and search at 50 concurrent connections with autocannon.
// Each scenario runs twice: one URL repeated (guests share answers for a few seconds, so this
// is what a popular page costs), and a new URL every request (each one reaches the database).
// Prints requests/s and p50/p99 latency. Not part of the test command: figures, not verdicts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function startServer(env) {
  // The request log (one JSON line per request) is left out: nothing reads the server's standard
  // output here, and a pipe nobody reads fills up and stalls the server under load.
  const server = spawn('tsx', ['server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), STATIC_DIR: '/nonexistent', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill();
  throw new Error('the server did not start within 2 minutes');
}

const stopServer = (server) =>
  new Promise((done) => {
    server.on('exit', done);
    server.kill('SIGTERM');
  });

async function scenarios() {
  const base = `http://127.0.0.1:${PORT}`;
  const categories = await (await fetch(`${base}/api/categories`)).json();
  const category = categories[0].slug;
  const listing = await (await fetch(`${base}/api/products?sort=price-asc&pageSize=24`)).json();
  const product = listing.items[0].slug;
  return [
    ['listing with filters', `${base}/api/products?category=${category}&priceFrom=1000&priceTo=500000&sort=price-desc&page=1&pageSize=24`],
    ['product detail', `${base}/api/products/${product}`],
    ['search (Arabic)', `${base}/api/search/products?q=${encodeURIComponent('سدو')}`],
    ['search (English)', `${base}/api/search/products?q=basket`],
  ];
}

/** A query parameter the API ignores makes every URL distinct, so no answer is reused. */
function everyRequestNew(url) {
  let n = 0;
  const { pathname, search } = new URL(url);
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${pathname}${search}${search ? '&' : '?'}n=${n++}` }) }];
}

async function measure(label) {
  const rows = [];
  for (const [name, url] of await scenarios()) {
    for (const [mode, requests] of [['one URL (shared)', undefined], ['new URL each time', everyRequestNew(url)]]) {
    await autocannon({ url, connections: 10, duration: 2, requests }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
    rows.push({
      database: label,
      scenario: name,
      requests: mode,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
    });
    }
  }
  return rows;
}

const results = [];

const dataDir = mkdtempSync(join(tmpdir(), 'herfa-bench-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  results.push(...(await measure('PGlite')));
  await stopServer(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const name = `herfa_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: POSTGRES });
try {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const server = await startServer({ DATABASE_URL: Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString() });
  results.push(...(await measure('PostgreSQL')));
  await stopServer(server);
} catch (error) {
  console.error(`PostgreSQL part skipped: ${error.message}`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
}

console.info(`\n${CONNECTIONS} connections, ${DURATION} s per scenario, on ${(await import('node:os')).cpus().length} cores`);
console.table(results);
