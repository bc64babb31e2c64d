// What every adapter of the wallet port does, run against each of them: the database's on PGlite
// (wallet-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the in-memory one
// the use cases' tests rely on, so that a fast test stands for the real thing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertStore, signedInShopper } from '../../testing/account-fixtures';
import { insertLedger, insertPaidCheckout } from '../../testing/cart-fixtures';
import type { LedgerRowInput } from '../../testing/memory/memory-wallet-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { ReferencedOrder, WalletRepository } from '../../use-cases/wallet/wallet-repository';
import { DrizzleWalletRepository } from './drizzle-wallet-repository';

/** An adapter, a way to add shoppers, and ways to write what the port reads: ledger rows and paid orders. */
export interface WalletWorld {
  readonly repository: WalletRepository;
  newShopper(): Promise<string>;
  /** Appends rows in the order given, one second apart from `from`. */
  record(userId: string, rows: readonly LedgerRowInput[], from?: Date): Promise<void>;
  /** A paid checkout with one order per code; its id and its orders' ids. */
  paidCheckout(userId: string, codes: readonly string[]): Promise<{ checkoutId: string; orderIds: string[] }>;
  close(): Promise<void>;
}

const byCode = (orders: readonly ReferencedOrder[]) => [...orders].sort((a, b) => a.code.localeCompare(b.code));

export function walletRepositoryContract(adapter: string, open: () => Promise<WalletWorld>): void {
  describe(`the wallet port: ${adapter}`, () => {
    let world: WalletWorld;
    let shopper: string;
    let codes = 0;
    /** Order codes are unique across the store; each test takes new ones. */
    const newCodes = (count: number) => Array.from({ length: count }, () => `HRF-${String(++codes).padStart(6, '0')}`);
    // One database for the suite; every test acts for a shopper of its own, as every method is scoped to one.
    beforeAll(async () => {
      world = await open();
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    it('reads a new shopper’s ledger as empty', async () => {
      expect(await world.repository.ledger(shopper)).toEqual([]);
    });

    it('reads the shopper’s ledger oldest first, each row as written, numbered in the order written', async () => {
      const other = await world.newShopper();
      const from = new Date('2026-03-01T10:00:00.000Z');
      await world.record(shopper, [{ kind: 'topup', amount: 50_000, ref: 'top-up-1' }], from);
      await world.record(other, [{ kind: 'topup', amount: 99_900, ref: 'top-up-2' }], from);
      await world.record(
        shopper,
        [
          { kind: 'hold', amount: -5_000, ref: 'checkout-1' },
          { kind: 'capture', amount: 5_000, ref: 'checkout-1' },
          { kind: 'payment', amount: -5_000, ref: 'checkout-1' },
        ],
        new Date('2026-03-02T10:00:00.000Z'),
      );
      const ledger = await world.repository.ledger(shopper);
      expect(ledger.map(({ seq: _seq, ...row }) => row)).toEqual([
        { kind: 'topup', amount: 50_000, ref: 'top-up-1', createdAt: from },
        { kind: 'hold', amount: -5_000, ref: 'checkout-1', createdAt: new Date('2026-03-02T10:00:00.000Z') },
        { kind: 'capture', amount: 5_000, ref: 'checkout-1', createdAt: new Date('2026-03-02T10:00:01.000Z') },
        { kind: 'payment', amount: -5_000, ref: 'checkout-1', createdAt: new Date('2026-03-02T10:00:02.000Z') },
      ]);
      const seqs = ledger.map((row) => row.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(4);
      const [theirs] = await world.repository.ledger(other);
      expect(theirs).toMatchObject({ kind: 'topup', amount: 99_900, ref: 'top-up-2' });
      expect(seqs).not.toContain(theirs!.seq);
    });

    it('finds the shopper’s orders a reference names, by checkout id or by order id', async () => {
      const [first, second, third] = newCodes(3);
      const both = await world.paidCheckout(shopper, [first!, second!]);
      const alone = await world.paidCheckout(shopper, [third!]);
      await world.paidCheckout(shopper, newCodes(1));

      const byCheckout = await world.repository.ordersReferencedBy(shopper, [both.checkoutId]);
      expect(byCode(byCheckout)).toEqual([
        { id: both.orderIds[0], checkoutId: both.checkoutId, code: first },
        { id: both.orderIds[1], checkoutId: both.checkoutId, code: second },
      ]);
      const byOrder = await world.repository.ordersReferencedBy(shopper, [alone.orderIds[0]!, both.orderIds[1]!, both.orderIds[1]!]);
      expect(byCode(byOrder).map((order) => order.code)).toEqual([second, third]);
    });

    it('names no order for references that are not ids of the shopper’s orders, uuids or not', async () => {
      const other = await world.newShopper();
      const theirs = await world.paidCheckout(other, newCodes(1));
      await world.paidCheckout(shopper, newCodes(1));
      expect(await world.repository.ordersReferencedBy(shopper, [])).toEqual([]);
      expect(await world.repository.ordersReferencedBy(shopper, ['top-up-1', 'HRF-000001', randomUUID()])).toEqual([]);
      expect(await world.repository.ordersReferencedBy(shopper, [theirs.checkoutId, theirs.orderIds[0]!])).toEqual([]);
      expect(await world.repository.ordersReferencedBy(other, ['top-up-1', theirs.checkoutId])).toHaveLength(1);
    });
  });
}

/** The database's adapter over a fresh database holding the store (its seller takes the orders): PGlite, or the PostgreSQL server. */
export async function drizzleWalletWorld({ postgres = false } = {}): Promise<WalletWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertStore(db);
  return {
    repository: new DrizzleWalletRepository(db),
    newShopper: async () => (await signedInShopper(db)).id,
    record: (userId, rows, from) => insertLedger(db, userId, rows, from),
    paidCheckout: (userId, codes) => insertPaidCheckout(db, userId, codes),
    close: drop,
  };
}
