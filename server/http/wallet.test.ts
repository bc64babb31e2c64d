// The shopper's wallet through real HTTP over a real (PGlite) database: the balance is the sum
// of the shopper's ledger rows, money on hold is what open holds set aside, and the rows are
// listed newest first with the order codes a shopper recognises.
import { shortReference } from '../use-cases/wallet/wallet';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, type ErrorBody } from '../../src/contract/common';
import { Wallet, WalletEntry } from '../../src/contract/wallet';
import { insertStore, signedInShopper, type SignedInShopper } from '../testing/account-fixtures';
import { insertLedger, insertPaidCheckout } from '../testing/cart-fixtures';
import { useTestServer } from '../testing/use-test-server';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const server = useTestServer({ prepare: ({ db }) => insertStore(db) });

let shopper: SignedInShopper;
beforeEach(async () => {
  shopper = await signedInShopper(server.database.db);
});

const wallet = (who = shopper) => server.json<{ balance: number; held: number }>('GET', '/api/wallet', undefined, who.auth);
const entries = (query = '', who = shopper) => server.json<Page<WalletEntry>>('GET', `/api/wallet/entries${query}`, undefined, who.auth);

describe('only a signed-in shopper has a wallet', () => {
  it.each(['/api/wallet', '/api/wallet/entries'])('GET %s without a session answers 401', async (path) => {
    const { status, body } = await server.json<ErrorBody>('GET', path, undefined, { 'Accept-Language': 'ar' });
    expect(status).toBe(401);
    expect(body.code).toBe('auth.required');
  });
});

describe('the balance', () => {
  it('is zero with nothing held for a new shopper', async () => {
    expect(await wallet()).toMatchObject({ status: 200, body: { balance: 0, held: 0 } });
    expect((await entries()).body).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('sums the ledger; open holds are already subtracted and reported as held', async () => {
    const db = server.database.db;
    const paid = await insertPaidCheckout(db, shopper.id, ['HRF-001001', 'HRF-001002']);
    const waiting = crypto.randomUUID();
    const failed = crypto.randomUUID();
    const captured = crypto.randomUUID();
    await insertLedger(db, shopper.id, [
      { kind: 'topup', amount: 50_000, ref: 'top-up-1' },
      { kind: 'payment', amount: -12_000, ref: paid.checkoutId },
      { kind: 'hold', amount: -5_000, ref: waiting },
      { kind: 'hold', amount: -3_000, ref: failed },
      { kind: 'release', amount: 3_000, ref: failed },
      { kind: 'hold', amount: -2_000, ref: captured },
      { kind: 'capture', amount: 2_000, ref: captured },
      { kind: 'payment', amount: -2_000, ref: captured },
      { kind: 'refund', amount: 4_000, ref: paid.orderIds[1]! },
    ]);
    // Another shopper's rows count for nobody else.
    const other = await signedInShopper(db, 'Omar');
    await insertLedger(db, other.id, [{ kind: 'topup', amount: 99_900, ref: 'top-up-2' }]);

    expect((await wallet()).body).toEqual({ balance: 50_000 - 12_000 - 5_000 - 2_000 + 4_000, held: 5_000 });
    expect((await wallet(other)).body).toEqual({ balance: 99_900, held: 0 });

    const { body } = await entries();
    // Settled holds and their captures or releases net to zero and are left out; the open hold stays.
    expect(body.total).toBe(5);
    expect(body.items.map((entry) => [entry.kind, entry.amount, entry.reference])).toEqual([
      ['refund', 4_000, 'HRF-001002'],
      ['payment', -2_000, shortReference(captured)],
      ['hold', -5_000, shortReference(waiting)],
      ['payment', -12_000, 'HRF-001001, HRF-001002'],
      ['topup', 50_000, 'TOP-UP-1'],
    ]);
    expect(body.items.reduce((sum, entry) => sum + entry.amount, 0)).toBe(50_000 - 12_000 - 5_000 - 2_000 + 4_000);
    expect(body.items[0]).toEqual({ id: expect.any(String), kind: 'refund', amount: 4_000, reference: 'HRF-001002', createdAt: '2026-01-01T09:00:08.000Z' });
    expect(new Set(body.items.map((entry) => entry.id)).size).toBe(5);
    expect(v.safeParse(pageOf(WalletEntry), body).issues).toBeUndefined();
    expect(v.safeParse(Wallet, (await wallet()).body).issues).toBeUndefined();
  });

  it('pages the rows, newest first', async () => {
    await insertLedger(
      server.database.db,
      shopper.id,
      Array.from({ length: 5 }, (_, index) => ({ kind: 'topup' as const, amount: 1_000 * (index + 1), ref: `top-up-${index + 1}` })),
    );
    const first = (await entries('?page=1&pageSize=2')).body;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((entry) => entry.reference)).toEqual(['TOP-UP-5', 'TOP-UP-4']);
    expect((await entries('?page=3&pageSize=2')).body.items.map((entry) => entry.reference)).toEqual(['TOP-UP-1']);
    expect((await entries('?page=4&pageSize=2')).body.items).toEqual([]);
    expect((await entries('?pageSize=0')).status).toBe(400);
    expect((await entries('?page=-1')).status).toBe(400);
  });

  it('never shows another shopper’s order codes, even for a reference naming their checkout', async () => {
    const other = await signedInShopper(server.database.db, 'Omar');
    const theirs = await insertPaidCheckout(server.database.db, other.id, ['HRF-002001']);
    await insertLedger(server.database.db, shopper.id, [
      { kind: 'topup', amount: 1_000, ref: 'top-up-1' },
      { kind: 'payment', amount: -1_000, ref: theirs.checkoutId },
    ]);
    expect((await entries()).body.items.map((entry) => entry.reference)).toEqual([shortReference(theirs.checkoutId), 'TOP-UP-1']);
  });
});
