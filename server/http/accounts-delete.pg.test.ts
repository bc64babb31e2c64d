// Deleting an account against checkouts and top-ups on the PostgreSQL server, where requests truly
// race (PGlite runs one statement at a time). Closing the account, placing a checkout and starting
// a top-up all take the shopper's users-row lock, and closing reads the orders, payments and wallet
// under it: whichever comes first, the other sees it. A checkout or top-up first makes the deletion
// refuse; a deletion first leaves the checkout or top-up nothing to act for (401). Never both.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { Argon2PasswordHasher } from '../adapters/argon2-password-hasher';
import { cardPayments, checkouts, users } from '../persistence/schema';
import { CLOSED_ACCOUNT_NAME, closedAccountEmail } from '../use-cases/accounts/accounts';
import { aBuyer, addToCart, insertShop, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'Herfa#2025';
const ROUNDS = 8;

let server: TestServer;
let passwordHash: string;

beforeAll(async () => {
  server = await startTestServer({
    postgres: true,
    prepare: async ({ db }) => {
      await insertShop(db);
      await resetStock(db, { 'incense-burner': 1_000 });
    },
  });
  passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** A signed-in shopper with a password, an address and an incense burner in the cart. */
async function aShopper(): Promise<Buyer> {
  const buyer = await aBuyer(db());
  await db().update(users).set({ passwordHash }).where(eq(users.id, buyer.id));
  await addToCart(server, buyer, 'incense-burner');
  return buyer;
}

const remove = (buyer: Buyer) => server.json<ErrorBody>('DELETE', '/api/auth/me', { password: PASSWORD }, buyer.auth);
const checkOut = (buyer: Buyer) =>
  server.json<ErrorBody & { state?: string }>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, buyer.auth);
const topUp = (buyer: Buyer) => server.json<ErrorBody>('POST', '/api/wallet/topups', { amount: 5_000, idempotencyKey: randomUUID() }, buyer.auth);

async function isClosed(userId: string): Promise<boolean> {
  const [row] = await db().select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  return row !== undefined && row.deletedAt !== null;
}
const paymentsOf = (userId: string) => db().select().from(cardPayments).where(eq(cardPayments.userId, userId));
const checkoutsOf = (userId: string) => db().select().from(checkouts).where(eq(checkouts.userId, userId));

/** One of the two won and the other saw it; answers which won. */
async function expectOneWinner(buyer: Buyer, deletion: { status: number; body: ErrorBody }, other: { status: number; body: ErrorBody }): Promise<'deletion' | 'other'> {
  if (deletion.status === 200) {
    expect(other.status).toBe(401);
    expect(await isClosed(buyer.id)).toBe(true);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await checkoutsOf(buyer.id)).toEqual([]);
    return 'deletion';
  }
  expect(deletion).toMatchObject({ status: 409, body: { code: 'account.deletePaymentPending' } });
  expect([200, 201]).toContain(other.status);
  expect(await isClosed(buyer.id)).toBe(false);
  return 'other';
}

describe('deleting an account while the shopper pays', () => {
  it('never both places a checkout and deletes the account, in whichever order they come', async () => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await aShopper();
      // The deletion spends a password check before its turn; start it earlier some rounds.
      const head = (round % 4) * 15;
      const [deletion, checkout] = await Promise.all([remove(buyer), pause(head).then(() => checkOut(buyer))]);
      winners.push(await expectOneWinner(buyer, deletion, checkout));
    }
    expect(winners).toHaveLength(ROUNDS);
  });

  it('never both starts a top-up and deletes the account', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await aShopper();
      const head = (round % 4) * 15;
      const [deletion, started] = await Promise.all([remove(buyer), pause(head).then(() => topUp(buyer))]);
      await expectOneWinner(buyer, deletion, started);
    }
  });

  it('leaves a checkout that was signed in before the deletion and reached its turn after nothing to act for', async () => {
    const buyer = await aShopper();
    const { accounts } = server.services.repositories;
    let placing: ReturnType<typeof checkOut> | undefined;
    let startingTopUp: ReturnType<typeof topUp> | undefined;
    // The deletion's turn holds the lock while the requests, already signed in, wait for their turns.
    await accounts.inAccountTurn(buyer.id, async (turn) => {
      placing = checkOut(buyer);
      startingTopUp = topUp(buyer);
      await pause(400);
      expect(await turn.obligations()).toEqual({ openOrders: 0, paymentsUnderWay: 0, walletBalance: 0, walletHeld: 0 });
      await turn.close({ fullName: CLOSED_ACCOUNT_NAME, email: closedAccountEmail(buyer.id), at: new Date() });
    });
    expect(await placing).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    expect(await startingTopUp).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    expect(await checkoutsOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
  });
});
