// What every adapter of the wallet port does, run against each of them: the database's on PGlite
// (wallet-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where moves truly race),
// and the in-memory one the use cases' tests rely on, so that a fast test stands for the real
// thing. Besides the reads: the totals kept beside the ledger are always the ledger's own, after
// any sequence of money movements and when they happen at once.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../src/domain/result';
import {
  appendedRows,
  captureHold,
  EMPTY_WALLET,
  pay,
  placeHold,
  refund,
  releaseHold,
  topUp,
  totalsOf,
  type Wallet,
  type WalletFailureCode,
} from '../../../src/domain/wallet';
import { insertStore, signedInShopper } from '../../testing/account-fixtures';
import { insertLedger, insertPaidCheckout } from '../../testing/cart-fixtures';
import type { LedgerRowInput } from '../../testing/memory/memory-wallet-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { WalletTurn } from '../../use-cases/wallet/wallet-turn';
import type { ReferencedOrder, WalletRepository } from '../../use-cases/wallet/wallet-repository';
import { DrizzlePaymentsRepository } from '../payments/drizzle-payments-repository';
import { wallets } from '../schema';
import { DrizzleWalletRepository } from './drizzle-wallet-repository';

/** One money movement of the domain's, on one reference. */
export type WalletMove =
  | { readonly op: 'topUp' | 'pay' | 'placeHold' | 'refund'; readonly amount: number; readonly ref: string }
  | { readonly op: 'captureHold' | 'releaseHold'; readonly ref: string };

/** What the domain decides of a move on a wallet. */
export function decide(wallet: Wallet, move: WalletMove): Result<Wallet, WalletFailureCode> {
  switch (move.op) {
    case 'topUp':
      return topUp(wallet, move.amount, move.ref);
    case 'pay':
      return pay(wallet, move.amount, move.ref);
    case 'placeHold':
      return placeHold(wallet, move.amount, move.ref);
    case 'refund':
      return refund(wallet, move.amount, move.ref);
    case 'captureHold':
      return captureHold(wallet, move.ref);
    case 'releaseHold':
      return releaseHold(wallet, move.ref);
  }
}

/** A move as a turn of the shopper's makes it: the wallet of its reference read, the domain's rows appended. Answers whether the domain agreed. */
export async function moveIn(turn: Pick<WalletTurn, 'wallet' | 'appendLedger'>, move: WalletMove, at: Date): Promise<boolean> {
  const wallet = await turn.wallet(move.ref);
  const next = decide(wallet, move);
  if (!next.ok) return false;
  await turn.appendLedger(appendedRows(wallet, next.value), at);
  return true;
}

// Few references, so that moves collide: a hold captured twice, a refund replayed, a top-up of a hold's reference.
const aRef = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const aMove: fc.Arbitrary<WalletMove> = fc.oneof(
  fc.record({ op: fc.constantFrom('topUp', 'refund'), amount: fc.integer({ min: -10, max: 30_000 }), ref: aRef }),
  fc.record({ op: fc.constantFrom('pay', 'placeHold'), amount: fc.integer({ min: -10, max: 40_000 }), ref: aRef }),
  fc.record({ op: fc.constantFrom('captureHold', 'releaseHold'), ref: aRef }),
);

/** An adapter, a way to add shoppers, and ways to write what the port reads: ledger rows and paid orders. */
export interface WalletWorld {
  readonly repository: WalletRepository;
  newShopper(): Promise<string>;
  /** Appends rows in the order given, one second apart from `from`. */
  record(userId: string, rows: readonly LedgerRowInput[], from?: Date): Promise<void>;
  /** Moves the shopper's money in a turn of theirs (moveIn); one shopper's moves run one after another. */
  move(userId: string, move: WalletMove): Promise<boolean>;
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

    it('reads a new shopper’s ledger as empty, and their totals as nothing', async () => {
      expect(await world.repository.ledger(shopper)).toEqual([]);
      expect(await world.repository.totals(shopper)).toEqual({ balance: 0, held: 0 });
    });

    it('reads the totals kept with the rows: the balance, open holds already subtracted, and what they hold', async () => {
      const other = await world.newShopper();
      await world.record(shopper, [
        { kind: 'topup', amount: 50_000, ref: 'top-up-1' },
        { kind: 'hold', amount: -5_000, ref: 'waiting' },
        { kind: 'hold', amount: -3_000, ref: 'failed' },
        { kind: 'release', amount: 3_000, ref: 'failed' },
        { kind: 'hold', amount: -2_000, ref: 'captured' },
      ]);
      await world.record(shopper, [
        { kind: 'capture', amount: 2_000, ref: 'captured' },
        { kind: 'payment', amount: -2_000, ref: 'captured' },
        { kind: 'refund', amount: 700, ref: 'order-1' },
      ]);
      await world.record(other, [{ kind: 'topup', amount: 99_900, ref: 'top-up-2' }]);
      expect(await world.repository.totals(shopper)).toEqual({ balance: 50_000 - 5_000 - 2_000 + 700, held: 5_000 });
      expect(await world.repository.totals(other)).toEqual({ balance: 99_900, held: 0 });
    });

    /** The shopper's kept totals are those of their ledger, the record; and the same as the domain's model of their moves. */
    const expectTotalsOfTheLedger = async (userId: string, modelled?: Wallet) => {
      const ledger = (await world.repository.ledger(userId)).map(({ kind, amount, ref }, index) => ({ seq: index + 1, kind, amount, ref }));
      const kept = await world.repository.totals(userId);
      expect(kept).toEqual(totalsOf(ledger));
      if (modelled !== undefined) expect(kept).toEqual(modelled.totals);
      return ledger;
    };

    it('keeps the totals of the ledger whatever moves a shopper’s money, one move after another', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(aMove, { maxLength: 24 }), async (moves) => {
          const userId = await world.newShopper();
          let modelled = EMPTY_WALLET;
          for (const move of moves) {
            const next = decide(modelled, move);
            expect(await world.move(userId, move)).toBe(next.ok);
            if (next.ok) modelled = next.value;
            await expectTotalsOfTheLedger(userId, modelled);
          }
        }),
        { numRuns: 20 },
      );
    }, 120_000);

    it('keeps the totals of the ledger when moves happen at once, of one shopper and of several', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(aMove, { minLength: 10, maxLength: 30 }), { minLength: 2, maxLength: 4 }), async (movesOfEach) => {
          const shoppers = await Promise.all(movesOfEach.map(() => world.newShopper()));
          await Promise.all(shoppers.flatMap((userId, index) => movesOfEach[index]!.map((move) => world.move(userId, move))));
          for (const userId of shoppers) {
            const ledger = await expectTotalsOfTheLedger(userId);
            // In the order written, the balance never went below zero and no hold was settled twice.
            let running = 0;
            for (const row of ledger) {
              running += row.amount;
              expect(running).toBeGreaterThanOrEqual(0);
            }
            const settled = ledger.filter((row) => row.kind === 'capture' || row.kind === 'release').map((row) => row.ref);
            expect(new Set(settled).size).toBe(settled.length);
          }
        }),
        { numRuns: 5 },
      );
    }, 120_000);

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

const MOVED_AT = new Date('2026-02-01T10:00:00.000Z');

/** The database's adapter over a fresh database holding the store (its seller takes the orders): PGlite, or the PostgreSQL server. */
export async function drizzleWalletWorld({ postgres = false } = {}): Promise<WalletWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertStore(db);
  // Money moves in the turns every feature moving it takes (here, the payments' turn).
  const turns = new DrizzlePaymentsRepository(db);
  return {
    repository: new DrizzleWalletRepository(db),
    newShopper: async () => (await signedInShopper(db)).id,
    record: (userId, rows, from) => insertLedger(db, userId, rows, from),
    move: (userId, move) => turns.inShopperTurn(userId, (turn) => moveIn(turn, move, MOVED_AT)),
    paidCheckout: (userId, codes) => insertPaidCheckout(db, userId, codes),
    close: drop,
  };
}

/**
 * The migration that made the wallets table (0007) fills it from the ledgers a database already
 * holds: run again over ledgers the one writer wrote, its backfill finds exactly the totals kept.
 */
export function walletBackfillSpec(adapter: string, { postgres = false } = {}): void {
  describe(`the wallets backfill: ${adapter}`, () => {
    it('computes from the ledger exactly the totals the writer kept', async () => {
      const { database, drop } = await openTestDatabase({ postgres });
      try {
        const { db } = database;
        await insertStore(db);
        const turns = new DrizzlePaymentsRepository(db);
        const moves = fc.sample(fc.array(aMove, { minLength: 5, maxLength: 40 }), { numRuns: 12, seed: 13 });
        for (const shopperMoves of moves) {
          const userId = (await signedInShopper(db)).id;
          for (const move of shopperMoves) await turns.inShopperTurn(userId, (turn) => moveIn(turn, move, MOVED_AT));
        }
        await signedInShopper(db); // A shopper with no rows has no wallets row, then as now.
        const kept = await db.select({ userId: wallets.userId, balance: wallets.balance, held: wallets.held }).from(wallets);
        expect(kept.some((wallet) => wallet.held > 0)).toBe(true);

        const migration = await readFile(new URL('../migrations/0007_wallet_balances.sql', import.meta.url), 'utf8');
        const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "wallets"'));
        if (backfill === undefined) throw new Error('The migration has no backfill');
        await db.delete(wallets);
        await db.execute(sql.raw(backfill));
        const backfilled = await db.select({ userId: wallets.userId, balance: wallets.balance, held: wallets.held }).from(wallets);
        const byUser = (rows: typeof kept) => [...rows].sort((a, b) => a.userId.localeCompare(b.userId));
        expect(byUser(backfilled)).toEqual(byUser(kept));
      } finally {
        await drop();
      }
    }, 120_000);
  });
}
