// `npm run bench:checkout -- [--shoppers S] [--ledger N] [--seconds T]`: checkout at scale
// (issue 13). On the PostgreSQL server of BENCH_DATABASE_URL (default the local one) it creates a
// database of its own (herfa_bench_checkout, made anew each run), a shop, and S shoppers whose
// wallets each hold a ledger of N rows; then every shopper, at once, puts a piece of the same
// product in its cart (straight in the database) and places the order, paid from the wallet,
// again and again for T seconds, through the real API in this process (the Hono app, its pool of
// connections). Prints checkouts/s, the placing requests' p50/p99 latency, this process's CPU per
// checkout, what was refused, and whether stock and orders add up afterwards. Figures, not
// verdicts: not part of the test command.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createServices } from '../server/composition';
import { createApp } from '../server/http/app';
import { silentLogger } from '../server/logging/memory-log';
import { migrate, openDatabase } from '../server/persistence/database';
import { lineKey } from '../src/domain/cart';
import { cartLines, products } from '../server/persistence/schema';
import { insertLedger, type LedgerRow } from '../server/testing/cart-fixtures';
import { aBuyer, insertShop, resetStock, type Buyer } from '../server/testing/checkout-fixtures';

const { values: options } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '20' },
    ledger: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
  },
});
const SHOPPERS = Number(options.shoppers);
const LEDGER_ROWS = Number(options.ledger.replace(/[_,]/g, ''));
const SECONDS = Number(options.seconds);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = 'herfa_bench_checkout';
/** One piece of it, 90.00 SAR plus 15.00 shipping to Riyadh (checkout-fixtures' SHOP). */
const PRODUCT = 'incense-burner';
const STOCK = 1_000_000;
/** Enough for every checkout a shopper can place in a run, on top of what its ledger leaves. */
const WALLET = 100_000_000;
const CHUNK = 10_000;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Rows of a long-used wallet, written as the store writes them: top-ups, and payments of half of each. */
function pastRows(from: number, to: number): LedgerRow[] {
  return Array.from({ length: to - from }, (_, offset) => {
    const n = from + offset;
    return n % 2 === 0 ? { kind: 'topup', amount: 2_000, ref: `bench-topup-${n}` } : { kind: 'payment', amount: -1_000, ref: `bench-payment-${n}` };
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

await admin(`drop database if exists ${NAME} with (force)`);
await admin(`create database ${NAME}`);
const database = await openDatabase({ kind: 'postgres', url: Object.assign(new URL(SERVER), { pathname: `/${NAME}` }).toString() });
try {
  const { db } = database;
  await migrate(database);
  await insertShop(db);
  await resetStock(db, { [PRODUCT]: STOCK });

  const fillingSince = Date.now();
  const buyers: Buyer[] = [];
  for (let index = 0; index < SHOPPERS; index++) buyers.push(await aBuyer(db, { wallet: WALLET }));
  // A few shoppers' ledgers at a time: enough to keep the server busy, few enough for the pool.
  const filling = [...buyers];
  const fillNext = async (): Promise<void> => {
    for (let buyer = filling.shift(); buyer !== undefined; buyer = filling.shift()) {
      for (let from = 0; from < LEDGER_ROWS - 1; from += CHUNK) await insertLedger(db, buyer.id, pastRows(from, Math.min(LEDGER_ROWS - 1, from + CHUNK)));
    }
  };
  await Promise.all(Array.from({ length: 4 }, fillNext));
  await db.execute(sql`analyze`);
  console.info(`${SHOPPERS} shoppers with ${LEDGER_ROWS.toLocaleString('en')} ledger rows each, written in ${((Date.now() - fillingSince) / 1000).toFixed(1)} s`);

  const services = createServices(database, { log: silentLogger() });
  const app = createApp({ services, staticDir: '/nonexistent', logger: silentLogger() });
  const call = async (buyer: Buyer, path: string, body: unknown) => {
    const response = await app.request(path, { method: 'POST', headers: { ...buyer.auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { state?: string; code?: string } };
  };

  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let paid = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        // The piece goes into the cart straight in the database: what is measured is checking out.
        await db
          .insert(cartLines)
          .values({ userId: buyer.id, productSlug: PRODUCT, lineKey: lineKey(PRODUCT, {}), quantity: 1 })
          .onConflictDoUpdate({ target: [cartLines.userId, cartLines.lineKey], set: { quantity: sql`${cartLines.quantity} + 1` } });
        const before = performance.now();
        const answer = await call(buyer, '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true });
        latencies.push(performance.now() - before);
        if (answer.status === 200 && answer.body.state === 'paid') paid++;
        else {
          const why = `${answer.status} ${answer.body.code ?? answer.body.state}`;
          refused.set(why, (refused.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);

  const sorted = [...latencies].sort((a, b) => a - b);
  const [{ stock }] = (await db.select({ stock: products.stock }).from(products).where(eq(products.slug, PRODUCT))) as [{ stock: number }];
  const { rows: counted } = await db.execute<{ checkouts: number; orders: number; pieces: number }>(sql`
    select (select count(*)::int from checkouts where state = 'paid') as checkouts,
           (select count(*)::int from orders) as orders,
           (select coalesce(sum(quantity), 0)::int from order_items where product_slug = ${PRODUCT}) as pieces`);
  const { checkouts: placed, orders: created, pieces } = counted[0]!;
  // A refused checkout leaves its piece in the cart, so a later one may buy two; and a checkout
  // can be placed and still answered 503 (no connection left to read it back). Stock is exact
  // when every piece taken is a piece ordered and every paid checkout created its one order.
  const stockExact = STOCK - stock === pieces && created === placed;

  console.info(`${placed} checkouts placed in ${elapsed.toFixed(1)} s by ${SHOPPERS} shoppers at once: ${(placed / elapsed).toFixed(1)} checkouts/s (${paid} answered paid)`);
  console.info(`placing latency: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
  console.info(`this process (the API and the shoppers): ${((cpu.user + cpu.system) / 1000 / Math.max(1, placed)).toFixed(1)} ms of CPU per checkout`);
  console.info(`checkouts refused: ${refused.size === 0 ? 'none' : [...refused].map(([what, times]) => `${times} × ${what}`).join(', ')}`);
  console.info(`stock exact: ${stockExact ? 'yes' : 'NO'} (${STOCK - stock} pieces taken, ${pieces} pieces ordered, ${created} orders of ${placed} paid checkouts)`);
  console.info(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${cpus().length} cores`);
  if (!stockExact) process.exitCode = 1;
} finally {
  await database.close();
  if (!options.keep) await admin(`drop database if exists ${NAME} with (force)`);
}
