// Composition root of the API server: configuration → log → database (migrated) → HTTP app →
// listening socket, and the way back down on SIGINT/SIGTERM. The log is JSON lines on standard
// output; the line with the URL and the reasons the server cannot start are for the person at
// the terminal, so they stay plain text on the console whatever LOG_LEVEL says.
import { serve } from '@hono/node-server';
import { inCluster, runsJobs, shareGuestAnswerClears, startCluster } from './cluster';
import { ConfigError, IN_MEMORY, loadConfig, type Config } from './config';
import { createServices, mailDeskOf, pushDeskOf, vapidKeysOf, webPush } from './composition';
import { startPushDelivery } from './use-cases/push/push';
import { startMailDelivery } from './use-cases/mail/mail-delivery';
import { startRegistrationSweep } from './use-cases/accounts/accounts';
import { startOffersSweep } from './use-cases/offers/offers';
import { startExpirySweeper } from './use-cases/payments/payments';
import { createApp } from './http/app';
import { createLogger, type Logger } from './logging/logger';
import { migrate, openDatabase, type Database } from './persistence/database';
import { loadPages } from './rendering-bundle';
import { seedDatabase } from './persistence/seed';
import { indexSearchDocuments } from './persistence/catalogue/search-index';

const SHUTDOWN_GRACE_MS = 10_000;
// An idle keep-alive connection is closed after this long. Node's default (5 s) is shorter than
// what clients and proxies keep one open for (a load balancer's 60 s, an HTTP client's pool), so
// a request sent as the server closes the connection meets a reset (ECONNRESET): the server must
// be the one that waits longer. Headers may take a moment more than that.
const KEEP_ALIVE_MS = 65_000;
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000;

// React renders pages in its production mode unless told otherwise (it reads this when the
// rendering bundle loads, after start-up).
process.env.NODE_ENV ??= 'production';

/** Brings the database up to this build: migrations, the seed catalogue, search documents. */
async function prepareDatabase(database: Database, logger: Logger): Promise<void> {
  await migrate(database);
  const seed = await seedDatabase(database.db);
  if (seed.seeded) logger.info({ products: seed.products, sellers: seed.sellers }, 'seeded the catalogue');
  // Rows written before search documents existed, or by an older analyser, are indexed now.
  const indexed = await indexSearchDocuments(database.db, { progress: (products) => logger.info({ products }, 'indexing the catalogue for search') });
  if (indexed.products + indexed.sellers > 0) logger.info(indexed, 'indexed the catalogue for search');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  // A cluster's processes find the database prepared by the first one.
  const database = await openDatabase(config.database, { log: logger });
  try {
    if (!inCluster()) await prepareDatabase(database, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (config.processes > 1 && !inCluster()) {
    await database.close();
    startCluster({ processes: config.processes, log: logger, onListening: (port) => console.info(runningLine(config, port)) });
    return;
  }

  const services = createServices(database, { log: logger, push: webPush(await vapidKeysOf(database, config.push)) }, config);
  if (inCluster()) shareGuestAnswerClears(services.responseCache);
  const pages = await loadPages(config.staticDir);
  if (pages === undefined) {
    logger.warn({ staticDir: config.staticDir }, 'no rendering bundle beside the storefront: pages are rendered in the browser (run `npm run build`)');
  }
  const app = createApp({ services, staticDir: config.staticDir, trustProxy: config.trustProxy, pages });
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: HEADERS_TIMEOUT_MS } },
    (address) => {
      // A cluster's first process says it once all of them listen.
      if (!inCluster()) console.info(runningLine(config, address.port));
    },
  );

  // Abandoned card payments give their wallet holds and reserved stock back (every minute), sellers'
  // discounts start and end as their windows say (every minute), unconfirmed registrations are
  // forgotten a day after their code expired (every hour), and the mail and pushes the turns
  // queued go out (every second). In a cluster, one process runs them.
  const jobs = runsJobs()
    ? [
        startExpirySweeper(services),
        startOffersSweep(services),
        startRegistrationSweep({ accounts: services.repositories.accounts, clock: services.clock, log: services.log }),
        startMailDelivery(mailDeskOf(services)),
        startPushDelivery(pushDeskOf(services)),
      ]
    : [];
  const stopJobs = () => Promise.all(jobs.map((job) => job.stop()));

  server.on('error', async (error: NodeJS.ErrnoException) => {
    await stopJobs();
    console.error(
      error.code === 'EADDRINUSE'
        ? `Herfa could not start: port ${config.port} is already in use. Stop the other server or choose another port, e.g. PORT=3001.`
        : `Herfa could not start: ${error.message}`,
    );
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C means now
    stopping = true;
    logger.info({ signal }, 'stopping Herfa');
    setTimeout(() => {
      logger.error({ graceMs: SHUTDOWN_GRACE_MS }, 'open connections did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await stopJobs();
    await new Promise<void>((done) => server.close(() => done()));
    await database.close();
    process.exit(0);
  };
  // A cluster's processes are stopped by the first one (SIGTERM), not by the Ctrl-C the terminal
  // sends them too, which would stop them before it says so.
  process.on('SIGINT', inCluster() ? () => {} : stop);
  process.on('SIGTERM', stop);
}

const runningLine = (config: Config, port: number): string => `Herfa is running at http://${displayHost(config.host)}:${port} ${describeDatabase(config)}`;

/** Wildcard and loopback addresses are reachable as localhost; anything else is shown as given. */
function displayHost(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function describeDatabase({ database }: Config): string {
  if (database.kind === 'postgres') return '(PostgreSQL)';
  return database.dataDir === IN_MEMORY ? '(embedded PGlite in memory)' : `(embedded PGlite in ${database.dataDir})`;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Herfa could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
