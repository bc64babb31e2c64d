// Order status changes under real concurrency, on the PostgreSQL server (PGlite runs one
// statement at a time, so only here do requests truly race): a shopper's cancel and the
// seller's move of the same order sent at once, again and again with fresh orders — exactly one
// of two conflicting moves wins, the refund happens at most once, the ledger sums to the balance
// and the pieces come back to stock at most once — and many cancels and rejections of one order
// at once, refunded once. The operators' tool, a separate process, races the shopper too.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { OrderDetail } from '../../src/contract/orders';
import { balanceOf, insertShop, ledgerOf, resetStock, stockOf, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, anOrder, eventsOf, notificationsOf, orderRow, refundsOf, type SellerAccount } from '../testing/order-fixtures';
import { postgresTestUrl } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const WALLET = 100_000;
/** incense-burner × 2 from Hejaz Pottery, shipped to Riyadh: 2 × 90.00 + 15.00. */
const QUANTITY = 2;
const TOTAL = 2 * 9_000 + 1_500;

let server: TestServer;
let seller: SellerAccount;
beforeAll(async () => {
  server = await startTestServer({
    postgres: true,
    prepare: async ({ db }) => {
      await insertShop(db);
      await resetStock(db, { 'incense-burner': 10_000 });
    },
  });
  seller = await aSellerAccount(server.database.db, 'hejaz-pottery');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
type Answer = { status: number; body: OrderDetail & ErrorBody };
const cancel = (buyer: Buyer, code: string): Promise<Answer> =>
  server.json('POST', `/api/orders/${code}/cancel`, { reason: 'Changed my mind' }, buyer.auth);
const move = (code: string, to: string, reason?: string): Promise<Answer> =>
  server.json('POST', `/api/seller/orders/${code}/status`, reason === undefined ? { to } : { to, reason }, seller.auth);

/** Money and stock agree with what became of the order: refunded at most once, and only when it will not be delivered. */
async function expectSettled(buyer: Buyer, code: string, stockBefore: number): Promise<void> {
  const order = await orderRow(db(), code);
  const refunded = order.status === 'cancelled' || order.status === 'rejected';
  expect(await refundsOf(db(), code)).toEqual(refunded ? [{ amount: TOTAL }] : []);
  const ledgerSum = (await ledgerOf(db(), buyer.id)).reduce((sum, row) => sum + row.amount, 0);
  expect(await balanceOf(db(), buyer.id)).toBe(ledgerSum);
  expect(ledgerSum).toBe(WALLET - TOTAL + (refunded ? TOTAL : 0));
  const wallet = await server.json<{ balance: number }>('GET', '/api/wallet', undefined, buyer.auth);
  expect(wallet.body.balance).toBe(ledgerSum);
  expect(await stockOf(db(), 'incense-burner')).toBe(stockBefore - (refunded ? 0 : QUANTITY));
  const told = await notificationsOf(db(), buyer.id);
  expect(told.filter((notification) => notification.kind === 'orderRefunded')).toHaveLength(refunded ? 1 : 0);
  // The history ends in the order's status, and has exactly one event per move made.
  const events = await eventsOf(db(), code);
  expect(events.at(-1)?.status).toBe(order.status);
  expect(told.filter((notification) => notification.kind === 'orderStatus')).toHaveLength(events.length - 1);
}

describe('a shopper’s cancel racing the seller’s move', () => {
  const ROUNDS = 16;

  it.each([
    ['new', 'rejected', 'Out of stock'],
    ['inprogress', 'shipped', undefined],
  ] as const)(
    `from %s, cancelled against %s: exactly one wins, the refund at most once (${ROUNDS} rounds)`,
    async (from, to, reason) => {
      const winners = { shopper: 0, seller: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const { buyer, code } = await anOrder(server, { quantity: QUANTITY, wallet: WALLET });
        if (from === 'inprogress') expect((await move(code, 'inprogress')).status).toBe(200);
        const stockBefore = (await stockOf(db(), 'incense-burner')) + QUANTITY;
        // The seller first in odd rounds, the shopper first in even ones: neither side has a head start.
        const [cancelled, moved] =
          round % 2 === 0
            ? await Promise.all([cancel(buyer, code), move(code, to, reason)])
            : await Promise.all([move(code, to, reason), cancel(buyer, code)]).then(([m, c]) => [c, m] as const);
        expect([cancelled.status, moved.status].sort(), `round ${round}: ${JSON.stringify([cancelled.body, moved.body])}`).toEqual([200, 409]);
        const winner = cancelled.status === 200 ? 'cancelled' : to;
        winners[cancelled.status === 200 ? 'shopper' : 'seller']++;
        expect((cancelled.status === 200 ? moved : cancelled).body.code).toBe('orders.transitionNotAllowed');
        expect((await orderRow(db(), code)).status).toBe(winner);
        await expectSettled(buyer, code, stockBefore);
      }
      expect(winners.shopper + winners.seller).toBe(ROUNDS);
    },
    120_000,
  );

  it(`from new, cancelled against inprogress: both may succeed, in one order or the other, and the order ends cancelled, refunded once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { buyer, code } = await anOrder(server, { quantity: QUANTITY, wallet: WALLET });
      const stockBefore = (await stockOf(db(), 'incense-burner')) + QUANTITY;
      const [cancelled, moved] = await Promise.all([cancel(buyer, code), move(code, 'inprogress')]);
      expect(cancelled.status).toBe(200);
      const history = (await eventsOf(db(), code)).map((event) => event.status);
      // Serialised: the seller's move came first (both succeeded) or was refused after the cancel.
      expect(history).toEqual(moved.status === 200 ? ['new', 'inprogress', 'cancelled'] : ['new', 'cancelled']);
      if (moved.status !== 200) expect(moved).toMatchObject({ status: 409, body: { code: 'orders.transitionNotAllowed' } });
      expect((await orderRow(db(), code)).status).toBe('cancelled');
      await expectSettled(buyer, code, stockBefore);
    }
  }, 120_000);
});

describe('many conflicting requests on one order at once', () => {
  it('3 cancels and 2 rejections at once: one wins, refunded once (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const { buyer, code } = await anOrder(server, { quantity: QUANTITY, wallet: WALLET });
      const stockBefore = (await stockOf(db(), 'incense-burner')) + QUANTITY;
      const answers = await Promise.all([cancel(buyer, code), move(code, 'rejected', 'No'), cancel(buyer, code), move(code, 'rejected', 'No'), cancel(buyer, code)]);
      expect(answers.filter((answer) => answer.status === 200), JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
      await expectSettled(buyer, code, stockBefore);
    }
  }, 120_000);

  it('one shopper cancelling several orders at once: each refunded once, the balance the ledger’s sum', async () => {
    const { buyer, code: first } = await anOrder(server, { quantity: 1, wallet: WALLET });
    const codes = [first];
    // More orders of the same shopper: the cancels all wait on one shopper's lock.
    for (let i = 0; i < 5; i++) {
      await server.json('POST', '/api/cart/lines', { productSlug: 'incense-burner', quantity: 1 }, buyer.auth);
      const placed = await server.json<{ orderCodes: string[] }>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID() }, buyer.auth);
      codes.push(...placed.body.orderCodes);
    }
    const each = 9_000 + 1_500;
    expect(await balanceOf(db(), buyer.id)).toBe(WALLET - 6 * each);
    const answers = await Promise.all(codes.flatMap((code) => [cancel(buyer, code), cancel(buyer, code)]));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(6);
    for (const code of codes) expect(await refundsOf(db(), code)).toEqual([{ amount: each }]);
    expect(await balanceOf(db(), buyer.id)).toBe(WALLET);
  }, 60_000);
});

describe('the operators’ tool on the same PostgreSQL database as the running server', () => {
  /** The test database's URL: the server's, with this database's name. */
  async function databaseUrl(): Promise<string> {
    const { rows } = await db().execute<{ name: string }>(sql`select current_database() as name`);
    return Object.assign(new URL(postgresTestUrl()), { pathname: `/${rows[0]!.name}` }).toString();
  }

  function orders(url: string, ...argv: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', ...argv], {
        env: { ...process.env, DATABASE_URL: url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('rejects an order while the shopper cancels it: one of them wins, refunded once', async () => {
    const url = await databaseUrl();
    const { buyer, code } = await anOrder(server, { quantity: QUANTITY, wallet: WALLET });
    const stockBefore = (await stockOf(db(), 'incense-burner')) + QUANTITY;
    const operator = orders(url, 'reject', code, '--reason', 'Cannot be made in time');
    // The shopper keeps trying until one of the two has decided the order.
    let cancelled: Answer | undefined;
    for (let attempt = 0; attempt < 200 && (await orderRow(db(), code)).status === 'new'; attempt++) {
      cancelled = await cancel(buyer, code);
      if (cancelled.status === 200) break;
    }
    const tool = await operator;
    const status = (await orderRow(db(), code)).status;
    if (status === 'rejected') {
      expect(tool).toMatchObject({ code: 0 });
      expect(tool.stdout).toContain(`${code}: new → rejected.`);
    } else {
      expect(status).toBe('cancelled');
      expect(tool.code, tool.stderr).toBe(1);
      expect(tool.stderr).toContain("can't be changed to Rejected");
    }
    await expectSettled(buyer, code, stockBefore);

    const listed = await orders(url, 'list', '--status', status);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(code);
  }, 60_000);
});
