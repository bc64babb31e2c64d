// The operators' order tool: its arguments, its commands run on a real (PGlite) database with
// orders placed through checkout — listing, showing, moving as the seller, rejecting (refunded
// once), confirming delivery as the system, refusing what the transition table refuses — and the
// real `scripts/orders.ts` process against a data directory of its own, exit codes included.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, insertShop } from '../testing/checkout-fixtures';
import { anOrder, eventsOf, orderRow, refundsOf } from '../testing/order-fixtures';
import { runScript } from '../testing/run-script';
import { startTestServer, type TestServer } from '../testing/test-server';
import { parseOrdersCommand, runOrdersCommand, UsageError, type CliOutput } from './orders-cli';

describe('arguments', () => {
  it('reads each command', () => {
    expect(parseOrdersCommand([])).toEqual({ kind: 'help' });
    expect(parseOrdersCommand(['list', '--help'])).toEqual({ kind: 'help' });
    expect(parseOrdersCommand(['list'])).toEqual({ kind: 'list', status: 'all', page: 1, pageSize: 50 });
    expect(parseOrdersCommand(['list', '--status', 'Shipped', '--group', 'current', '--seller', 'najd-weavers', '--page', '2', '--page-size', '10'])).toEqual({
      kind: 'list',
      status: 'shipped',
      group: 'current',
      seller: 'najd-weavers',
      page: 2,
      pageSize: 10,
    });
    expect(parseOrdersCommand(['show', 'hrf-001001'])).toEqual({ kind: 'show', code: 'HRF-001001' });
    expect(parseOrdersCommand(['move', 'HRF-001001', 'shipped'])).toEqual({ kind: 'move', code: 'HRF-001001', to: 'shipped', by: 'seller' });
    expect(parseOrdersCommand(['reject', 'HRF-001001', '--reason', ' Out of stock '])).toEqual({
      kind: 'move',
      code: 'HRF-001001',
      to: 'rejected',
      by: 'seller',
      reason: 'Out of stock',
    });
    expect(parseOrdersCommand(['deliver', 'HRF-001001'])).toEqual({ kind: 'move', code: 'HRF-001001', to: 'delivered', by: 'system' });
  });

  it.each([
    [['ship', 'HRF-001001'], 'Unknown command "ship".'],
    [['move', 'HRF-001001'], 'Move it to which status?'],
    [['move', 'HRF-001001', 'lost'], 'The status must be one of new, inprogress, shipped, delivered, rejected, cancelled; got "lost".'],
    [['move', '1001', 'shipped'], '"1001" is not an order code'],
    [['deliver'], 'Which order?'],
    [['deliver', 'HRF-001001', 'now'], 'Unexpected argument "now" for deliver.'],
    [['deliver', 'HRF-001001', '--reason', 'x'], 'deliver does not take --reason.'],
    [['list', '--status', 'lost'], '--status must be one of'],
    [['list', '--group', 'old'], '--group must be current or previous'],
    [['list', '--page', '0'], '--page must be a whole number from 1 to 10000'],
    [['list', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOrdersCommand(argv)).toThrow(UsageError);
    expect(() => parseOrdersCommand(argv)).toThrow(message);
  });
});

describe('commands on the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: ({ db }) => insertShop(db) });
  }, 60_000);
  afterAll(() => server.close());
  const db = () => server.database.db;

  /** Runs a command line; answers the exit code and what was printed. */
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliOutput = { out: (line) => out.push(line), err: (line) => err.push(line) };
    const code = await runOrdersCommand(server.services, parseOrdersCommand(argv), io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists orders newest first, filtered, and shows one in full', async () => {
    const first = await anOrder(server, { product: 'clay-pot' });
    const second = await anOrder(server, { product: 'palm-basket', quantity: 2 });
    const all = await run('list');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines[0]).toMatch(/^CODE\s+PLACED \(UTC\)\s+STATUS\s+SELLER\s+SHOPPER\s+ITEMS\s+TOTAL$/);
    expect(lines.findIndex((line) => line.startsWith(second.code))).toBeLessThan(lines.findIndex((line) => line.startsWith(first.code)));
    expect(lines.find((line) => line.startsWith(second.code))).toMatch(/ new\s+najd-weavers\s+Sara, Riyadh\s+2\s+SAR 185\.00$/);
    expect(all.out).toMatch(/Orders 1–\d+ of \d+\.$/);
    expect((await run('list', '--seller', 'hejaz-pottery')).out).not.toContain(second.code);
    expect((await run('list', '--status', 'delivered')).out).toBe('No orders.');

    const shown = await run('show', second.code);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`${second.code}  new`);
    expect(shown.out).toContain('Shopper: Sara Al-Qahtani');
    expect(shown.out).toContain('Ship to: King Fahd Road 1, Riyadh, Riyadh, SA');
    expect(shown.out).toContain('2 × Palm basket  SAR 160.00');
    expect(shown.out).toMatch(/History:\n {2}\S+ \S+ {2}new by shopper$/);
  });

  it('moves an order as its seller and confirms delivery as the system', async () => {
    const { code } = await anOrder(server);
    expect(await run('move', code, 'inprogress')).toEqual({ code: 0, out: `${code}: new → inprogress.`, err: '' });
    expect((await run('move', code, 'shipped')).code).toBe(0);
    expect(await run('deliver', code)).toEqual({ code: 0, out: `${code}: shipped → delivered (confirmed by the system).`, err: '' });
    expect((await eventsOf(db(), code)).map((event) => [event.status, event.actor])).toEqual([
      ['new', 'shopper'],
      ['inprogress', 'seller'],
      ['shipped', 'seller'],
      ['delivered', 'system'],
    ]);
  });

  it('refuses what the table refuses, with a clear message and exit code 1, changing nothing', async () => {
    const { code } = await anOrder(server);
    expect(await run('move', code, 'shipped')).toEqual({ code: 1, out: '', err: `${code}: An order that is New can't be changed to Shipped.` });
    expect(await run('deliver', code)).toEqual({ code: 1, out: '', err: `${code}: An order that is New can't be changed to Delivered.` });
    expect(await run('move', code, 'cancelled')).toEqual({ code: 1, out: '', err: `${code}: You can't change this order to Cancelled.` });
    expect(await run('reject', code)).toEqual({ code: 1, out: '', err: `${code}: Please give a reason for rejecting the order.` });
    expect(await run('move', 'HRF-999999', 'shipped')).toEqual({ code: 1, out: '', err: 'HRF-999999: We could not find this order.' });
    expect(await run('show', 'HRF-999999')).toMatchObject({ code: 1 });
    expect((await orderRow(db(), code)).status).toBe('new');
    expect(await eventsOf(db(), code)).toHaveLength(1);
  });

  it('rejects with a reason: refunded to the wallet once', async () => {
    const { buyer, code } = await anOrder(server, { wallet: 20_000 });
    const rejected = await run('reject', code, '--reason', 'Damaged in the workshop');
    expect(rejected).toEqual({
      code: 0,
      out: `${code}: new → rejected.\nSAR 105.00 refunded to the shopper's wallet; the pieces are back in stock.`,
      err: '',
    });
    expect(await balanceOf(db(), buyer.id)).toBe(20_000);
    expect((await run('reject', code, '--reason', 'Again')).code).toBe(1);
    expect(await refundsOf(db(), code)).toEqual([{ amount: 10_500 }]);
    expect((await orderRow(db(), code)).reason).toBe('Damaged in the workshop');
  });
});

describe('the real process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'herfa-orders-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** `npm run orders -- …` without npm, on the embedded database in `dataDir`. */
  const orders = (...argv: string[]) => runScript('scripts/orders.ts', argv, dataDir);

  it('answers on the server’s database with exit codes: 0 done, 1 refused, 2 wrong usage', async () => {
    expect(await orders('list')).toMatchObject({ code: 0, stdout: 'No orders.\n' });
    const missing = await orders('deliver', 'HRF-001001');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('HRF-001001: We could not find this order.');
    const wrong = await orders('move', 'HRF-001001');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Move it to which status?');
    expect((await orders('help')).stdout).toContain('Usage: npm run orders -- <command> [options]');
  }, 60_000);
});
