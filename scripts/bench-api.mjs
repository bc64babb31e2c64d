// `npm run bench:api -- [--products N] [--only pg|pglite] [--seconds S] [--connections C] [--scenarios A,B]`
// (with SERVER_PROCESSES=2 and REDIS_URL set, the PostgreSQL server runs as two processes):
// the API's figures at catalogue scale (issue 13). For each database (the PostgreSQL server of
// BENCH_DATABASE_URL, default the local one; and embedded PGlite) it fills a database with the
// seed plus N generated products (`npm run catalogue:generate`; kept between runs, named by N,
// since generating takes minutes), starts the real server on it, and measures every catalogue
// scenario with autocannon at C connections, a new URL per request so the guest cache never
// answers. Beside them, measured in the same run: a bare Hono server on the same Node (the
// ceiling of any handler) and pgbench running the SQL the API sends for the listing, the
// product and the search (the ceiling the database sets). Prints requests/s, p50/p99 latency
// and non-2xx per scenario, and the API's share of pgbench. Figures, not verdicts: not part of
// the test command.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    only: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    // Only the scenarios whose names contain one of these words (`--scenarios home,suggestions`).
    scenarios: { type: 'string' },
  },
});
const SCENARIOS = options.scenarios?.split(',').map((word) => word.trim()).filter(Boolean);
const PRODUCTS = Number(options.products.replace(/[_,]/g, ''));
const DURATION = Number(options.seconds);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const BARE_PORT = PORT + 1;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = `http://127.0.0.1:${PORT}`;

function run(command, args, env) {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitFor(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes`);
}

async function startServer(env) {
  // The request log (one JSON line per request) is left out: nothing reads the server's standard
  // output here, and a pipe nobody reads fills up and stalls the server under load.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), STATIC_DIR: '/nonexistent', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  await waitFor(`${base}/api/health`, server);
  return { server, startSeconds: (Date.now() - started) / 1000 };
}

const stop = (child) =>
  new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.on('exit', done);
    child.kill('SIGTERM');
  });

const json = async (path) => {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

/** A category and a product of this catalogue, for the scenarios and for pgbench. */
let sample;

/** Every catalogue scenario of issue 13, with real slugs of this catalogue. */
async function scenarios() {
  const categories = await json('/api/categories');
  const category = categories[1]?.slug ?? categories[0].slug;
  const newest = await json('/api/products?pageSize=24');
  const product = newest.items[0].slug;
  const seller = newest.items[0].seller.slug;
  const deepPage = Math.max(1, Math.floor(newest.total / 24));
  sample = { category, product };
  return [
    ['listing, newest', '/api/products?pageSize=24'],
    // A listing's count is kept a few seconds per set of filters: here every request's price floor
    // is new, so every request counts, as a filter set nobody asked for lately does.
    ['listing, a new price floor each request (counted)', (n) => `/api/products?priceFrom=${n}&pageSize=24`],
    ['listing, category, price high→low', `/api/products?category=${category}&sort=price-desc&pageSize=24`],
    ['listing, price low→high', '/api/products?sort=price-asc&pageSize=24'],
    ['listing, every filter', `/api/products?category=${category}&priceFrom=1000&priceTo=500000&freeShipping=true&discounted=true&sort=price-asc&pageSize=24`],
    [`listing, deep page (${deepPage})`, `/api/products?page=${deepPage}&pageSize=24`],
    ['gift products', '/api/gift-products?pageSize=24'],
    ['product detail', `/api/products/${product}`],
    ['store page', `/api/sellers/${seller}/products?pageSize=24`],
    ['store deals', '/api/store-deals'],
    ['home', '/api/home'],
    ['search (Arabic)', `/api/search/products?q=${encodeURIComponent('سدو')}`],
    ['search (English)', '/api/search/products?q=basket'],
    ['search (Arabic plural)', `/api/search/products?q=${encodeURIComponent('مباخر')}`],
    ['suggestions', '/api/search/suggestions?q=cush'],
  ];
}

/**
 * A query parameter the API ignores makes every URL distinct, so no answer is reused; a scenario
 * given as a function of the request's number makes its own URLs.
 */
function everyRequestNew(path) {
  let n = 0;
  const next = typeof path === 'function' ? () => path(n++) : () => `${path}${path.includes('?') ? '&' : '?'}n=${n++}`;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }];
}

async function cannon(url, connections, requests) {
  await autocannon({ url, connections: Math.min(10, connections), duration: 2, requests }); // warm-up
  const result = await autocannon({ url, connections, duration: DURATION, requests });
  return { 'requests/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'non-2xx': result.non2xx, errors: result.errors + result.timeouts };
}

async function measureApi(label, connections) {
  const rows = [];
  for (const [name, path] of (await scenarios()).filter(([name]) => !SCENARIOS || SCENARIOS.some((word) => name.includes(word)))) {
    const row = { database: label, scenario: name, ...(await cannon(`${base}${typeof path === 'function' ? path(0) : path}`, connections, everyRequestNew(path))) };
    console.info(JSON.stringify(row));
    rows.push(row);
  }
  return rows;
}

async function measureBareHono(connections) {
  const bare = spawn('node', ['--input-type=module', '-e', `
    import { Hono } from 'hono';
    import { serve } from '@hono/node-server';
    const app = new Hono();
    app.get('/api/products', (c) => c.json({ items: [], total: 0, page: 1, pageSize: 24 }));
    serve({ fetch: app.fetch, port: ${BARE_PORT} });
  `], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/api/products`, bare);
    return { database: '—', scenario: 'bare Hono (same Node, a fixed JSON answer)', ...(await cannon(`http://127.0.0.1:${BARE_PORT}/api/products`, connections, everyRequestNew('/api/products'))) };
  } finally {
    await stop(bare);
  }
}

/**
 * A statement as pgbench must be given it: pgbench reads `:name` anywhere as one of its variables,
 * string literals included (a tsquery's 'term':A, to_char's HH24:MI), so a colon inside a literal
 * is spelled chr(58), which PostgreSQL folds back when it plans the statement.
 */
const forPgbench = (statement) =>
  statement.replace(/'(?:[^']|'')*'/g, (literal) => (literal.includes(':') ? `(${literal.split(':').join("' || chr(58) || '")})` : literal));

/** pgbench running a scenario's statements (one transaction per request) at `connections` clients, prepared, for DURATION seconds. */
function pgbench(url, name, statements, connections) {
  const file = join(tmpdir(), `herfa-bench-${name.replace(/\W+/g, '-')}.sql`);
  writeFileSync(file, statements.map((statement) => `${forPgbench(statement.replace(/\s+/g, ' ').trim())};\n`).join(''));
  const u = new URL(url);
  const result = spawnSync('pgbench', ['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(DURATION), '-f', file, '-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres', u.pathname.slice(1)], {
    encoding: 'utf8',
    // The session settings the server's pool uses (server/persistence/database.ts), so both run the same plans.
    env: { ...process.env, PGOPTIONS: '-c jit=off' },
  });
  const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
  if (tps === undefined) return { database: 'pgbench', scenario: name, 'requests/s': `failed: ${result.stderr.trim().split('\n').pop()}` };
  return { database: 'pgbench (the same SQL)', scenario: name, 'requests/s': Math.round(Number(tps)), 'p50 ms': `avg ${latency}` };
}

/** The statements the API sends per scenario (scripts/bench-sql.ts records them from the server's own read functions). */
function apiStatements(url, category, product) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-sql.ts', category, product], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`scripts/bench-sql.ts failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return result.stdout.trim().split('\n').map((line) => JSON.parse(line));
}

async function postgresDatabase() {
  const name = `herfa_bench_${PRODUCTS}`;
  const url = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && options.fresh) await admin.query(`drop database ${name} with (force)`);
    if (!exists || options.fresh) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return url;
}

function prepare(env) {
  if (PRODUCTS > 0) run(process.execPath, ['--import', 'tsx', 'scripts/catalogue-generate.ts', '--products', String(PRODUCTS)], env);
}

const results = [];
const notes = [];
const connections = (fallback) => Number(options.connections ?? fallback);

if (options.only !== 'pglite') {
  try {
    const url = await postgresDatabase();
    prepare({ DATABASE_URL: url });
    const { server, startSeconds } = await startServer({ DATABASE_URL: url });
    notes.push(`PostgreSQL: ${process.env.SERVER_PROCESSES ?? 1} server process(es) (SERVER_PROCESSES); the server answered its health check ${startSeconds.toFixed(1)} s after starting`);
    let api;
    try {
      api = await measureApi(`PostgreSQL, ${PRODUCTS.toLocaleString('en')} generated`, connections(50));
      results.push(...api);
    } finally {
      await stop(server);
    }
    for (const { name, statements } of apiStatements(url, sample.category, sample.product)) {
      const row = pgbench(url, name, statements, connections(50));
      const ours = api.find((candidate) => candidate.scenario === name);
      if (ours && typeof row['requests/s'] === 'number') row['API share'] = `${Math.round((100 * ours['requests/s']) / row['requests/s'])} %`;
      console.info(JSON.stringify(row));
      results.push(row);
    }
    results.push(await measureBareHono(connections(50)));
  } catch (error) {
    notes.push(`PostgreSQL part skipped: ${error.message}`);
  }
}

if (options.only !== 'pg') {
  const dataDir = join(process.cwd(), '.tmp', `bench-pglite-${PRODUCTS}`);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  prepare({ DATA_DIR: dataDir, DATABASE_URL: '' });
  // The embedded database belongs to one process, whatever SERVER_PROCESSES says for PostgreSQL.
  const { server, startSeconds } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SERVER_PROCESSES: '1' });
  notes.push(`PGlite: the server answered its health check ${startSeconds.toFixed(1)} s after starting on an existing database`);
  try {
    results.push(...(await measureApi(`PGlite, ${PRODUCTS.toLocaleString('en')} generated`, connections(10))));
  } finally {
    await stop(server);
  }
}

console.info(`\n${DURATION} s per scenario, on ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end`);
for (const note of notes) console.info(note);
console.table(results);
