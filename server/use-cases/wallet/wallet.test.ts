// The wallet's read use cases over the in-memory port: the balance and money held as kept with
// the ledger, the rows a shopper is shown (settled holds left out), newest first and paged,
// each named by the order codes it is about or else by its short reference.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { balance, captureHold, EMPTY_WALLET, openHolds, placeHold, refund, releaseHold, topUp, type Wallet } from '../../../src/domain/wallet';
import { MemoryWalletRepository } from '../../testing/memory/memory-wallet-repository';
import { listWalletEntries, shortReference, shownToShopper, walletBalance } from './wallet';

const SARA = 'sara';
const OMAR = 'omar';
const firstPage = { page: 1, pageSize: 24 };

let wallet: MemoryWalletRepository;
beforeEach(() => {
  wallet = new MemoryWalletRepository();
});

describe('the balance', () => {
  it('is zero with nothing held for a new shopper, who has no rows', async () => {
    expect(await walletBalance(wallet, SARA)).toEqual({ balance: 0, held: 0 });
    expect(await listWalletEntries(wallet, SARA, firstPage)).toEqual({ items: [], total: 0, ...firstPage });
  });

  it('is what the shopper’s ledger adds up to: open holds already subtracted and reported as held', async () => {
    const [waiting, failed, captured] = [randomUUID(), randomUUID(), randomUUID()];
    wallet.record(SARA, [
      { kind: 'topup', amount: 50_000, ref: 'top-up-1' },
      { kind: 'hold', amount: -5_000, ref: waiting },
      { kind: 'hold', amount: -3_000, ref: failed },
      { kind: 'release', amount: 3_000, ref: failed },
      { kind: 'hold', amount: -2_000, ref: captured },
      { kind: 'capture', amount: 2_000, ref: captured },
      { kind: 'payment', amount: -2_000, ref: captured },
    ]);
    wallet.record(OMAR, [{ kind: 'topup', amount: 99_900, ref: 'top-up-2' }]);
    expect(await walletBalance(wallet, SARA)).toEqual({ balance: 50_000 - 5_000 - 2_000, held: 5_000 });
    expect(await walletBalance(wallet, OMAR)).toEqual({ balance: 99_900, held: 0 });
  });
});

describe('the rows', () => {
  it('shows top-ups, payments, refunds and open holds, newest first, named by their orders’ codes else their short reference', async () => {
    const paid = wallet.paidCheckout(SARA, ['HRF-001002', 'HRF-001001']);
    const [waiting, failed, captured] = [randomUUID(), randomUUID(), randomUUID()];
    wallet.record(SARA, [
      { kind: 'topup', amount: 50_000, ref: 'top-up-1' },
      { kind: 'payment', amount: -12_000, ref: paid.checkoutId },
      { kind: 'hold', amount: -5_000, ref: waiting },
      { kind: 'hold', amount: -3_000, ref: failed },
      { kind: 'release', amount: 3_000, ref: failed },
      { kind: 'hold', amount: -2_000, ref: captured },
      { kind: 'capture', amount: 2_000, ref: captured },
      { kind: 'payment', amount: -2_000, ref: captured },
      { kind: 'refund', amount: 4_000, ref: paid.orderIds[0]! },
    ]);
    const { items, total } = await listWalletEntries(wallet, SARA, firstPage);
    expect(total).toBe(5);
    expect(items.map((entry) => [entry.kind, entry.amount, entry.reference])).toEqual([
      ['refund', 4_000, 'HRF-001002'],
      ['payment', -2_000, shortReference(captured)],
      ['hold', -5_000, shortReference(waiting)],
      ['payment', -12_000, 'HRF-001001, HRF-001002'],
      ['topup', 50_000, 'TOP-UP-1'],
    ]);
    const ledger = await wallet.ledger(SARA);
    expect(items[0]).toEqual({ id: String(ledger[8]!.seq), kind: 'refund', amount: 4_000, reference: 'HRF-001002', createdAt: '2026-01-01T09:00:08.000Z' });
  });

  it('pages the shown rows, newest first, counting only those shown', async () => {
    const settled = randomUUID();
    wallet.record(SARA, [
      ...Array.from({ length: 5 }, (_, index) => ({ kind: 'topup' as const, amount: 1_000 * (index + 1), ref: `top-up-${index + 1}` })),
      { kind: 'hold', amount: -1_000, ref: settled },
      { kind: 'release', amount: 1_000, ref: settled },
    ]);
    const second = await listWalletEntries(wallet, SARA, { page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((entry) => entry.reference)).toEqual(['TOP-UP-3', 'TOP-UP-2']);
    expect((await listWalletEntries(wallet, SARA, { page: 3, pageSize: 2 })).items.map((entry) => entry.reference)).toEqual(['TOP-UP-1']);
    expect((await listWalletEntries(wallet, SARA, { page: 4, pageSize: 2 })).items).toEqual([]);
  });

  it('never names another shopper’s orders, even for a reference naming their checkout', async () => {
    const theirs = wallet.paidCheckout(OMAR, ['HRF-002001']);
    wallet.record(SARA, [
      { kind: 'topup', amount: 1_000, ref: 'top-up-1' },
      { kind: 'payment', amount: -1_000, ref: theirs.checkoutId },
    ]);
    expect((await listWalletEntries(wallet, SARA, firstPage)).items.map((entry) => entry.reference)).toEqual([shortReference(theirs.checkoutId), 'TOP-UP-1']);
  });
});

describe('laws of the rows shown', () => {
  type Operation = { readonly op: 'topUp' | 'refund' | 'placeHold'; readonly amount: number; readonly ref: string } | { readonly op: 'captureHold' | 'releaseHold'; readonly ref: string };
  const ref = fc.constantFrom('a', 'b', 'c', 'd');
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ op: fc.constantFrom('topUp', 'refund', 'placeHold'), amount: fc.integer({ min: 1, max: 50_000 }), ref }),
    fc.record({ op: fc.constantFrom('captureHold', 'releaseHold'), ref }),
  );
  const moves = { topUp, refund, placeHold } as const;
  const settles = { captureHold, releaseHold } as const;
  const ledgers = fc.array(operation, { maxLength: 40 }).map(
    (operations) =>
      operations.reduce<Wallet>((wallet, operation) => {
        const next = 'amount' in operation ? moves[operation.op](wallet, operation.amount, operation.ref) : settles[operation.op](wallet, operation.ref);
        return next.ok ? next.value : wallet;
      }, EMPTY_WALLET).rows,
  );

  it('the rows shown add up to the balance: what is left out nets to zero', () => {
    fc.assert(fc.property(ledgers, (ledger) => balance(shownToShopper(ledger)) === balance(ledger)));
  });

  it('every open hold is shown, and no capture or release ever is', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const shown = shownToShopper(ledger);
        const shownHolds = shown.filter((row) => row.kind === 'hold').map((row) => row.ref);
        return shownHolds.sort().join() === [...openHolds(ledger).keys()].sort().join() && shown.every((row) => row.kind !== 'capture' && row.kind !== 'release');
      }),
    );
  });

  it('keeps the rows in their order', () => {
    fc.assert(fc.property(ledgers, (ledger) => shownToShopper(ledger).every((row, index, rows) => index === 0 || rows[index - 1]!.seq < row.seq)));
  });
});
