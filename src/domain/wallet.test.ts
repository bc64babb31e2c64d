import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import type { Result } from './result';
import {
  EMPTY_WALLET,
  appendedRows,
  balance,
  captureHold,
  heldAmount,
  holdState,
  openHolds,
  pay,
  placeHold,
  refund,
  releaseHold,
  topUp,
  totalsOf,
  type Wallet,
} from './wallet';

/** Unwraps a result a test expects to succeed, naming the failure when it does not. */
function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result.value;
}

const aWalletWith = (amount: number): Wallet => expectOk(topUp(EMPTY_WALLET, amount, 'topup-1'));

describe('the wallet, by example', () => {
  it('a checkout holds wallet money, then captures it into a payment', () => {
    const funded = aWalletWith(riyals(100));
    const held = expectOk(placeHold(funded, riyals(60), 'checkout-7'));
    expect(held.totals).toEqual({ balance: riyals(40), held: riyals(60) });

    const captured = expectOk(captureHold(held, 'checkout-7'));
    expect(captured.totals).toEqual({ balance: riyals(40), held: 0 });
    expect(holdState(captured.rows, 'checkout-7')).toBe('captured');
    expect(captured.rows).toEqual([
      { seq: 1, kind: 'topup', amount: 10_000, ref: 'topup-1' },
      { seq: 2, kind: 'hold', amount: -6_000, ref: 'checkout-7' },
      { seq: 3, kind: 'capture', amount: 6_000, ref: 'checkout-7' },
      { seq: 4, kind: 'payment', amount: -6_000, ref: 'checkout-7' },
    ]);
  });

  it('a failed card payment releases the hold and the balance is whole again', () => {
    const held = expectOk(placeHold(aWalletWith(riyals(100)), riyals(60), 'checkout-7'));
    const released = expectOk(releaseHold(held, 'checkout-7'));
    expect(released.totals).toEqual({ balance: riyals(100), held: 0 });
    expect(holdState(released.rows, 'checkout-7')).toBe('released');
    expect(openHolds(released.rows).size).toBe(0);
  });

  it('cannot hold more than the balance (the spec: charge the wallet first, or pay by card)', () => {
    expect(placeHold(aWalletWith(riyals(50)), riyals(50) + 1, 'checkout-8')).toEqual({
      ok: false,
      error: { code: 'wallet.notEnoughBalance', params: { available: 5_000, requested: 5_001 } },
    });
    expect(placeHold(aWalletWith(riyals(50)), riyals(50), 'checkout-8').ok).toBe(true);
  });

  it('an open hold already counts against the balance', () => {
    const held = expectOk(placeHold(aWalletWith(riyals(100)), riyals(70), 'a'));
    expect(placeHold(held, riyals(40), 'b').ok).toBe(false);
  });

  it('a hold is settled once', () => {
    const captured = expectOk(captureHold(expectOk(placeHold(aWalletWith(500), 300, 'h')), 'h'));
    expect(captureHold(captured, 'h')).toEqual({ ok: false, error: { code: 'wallet.holdNotOpen', params: { ref: 'h' } } });
    expect(releaseHold(captured, 'h')).toEqual({ ok: false, error: { code: 'wallet.holdNotOpen', params: { ref: 'h' } } });
    expect(releaseHold(captured, 'unknown')).toEqual({
      ok: false,
      error: { code: 'wallet.holdNotFound', params: { ref: 'unknown' } },
    });
  });

  it('a refund for a cancelled order comes back to the wallet once', () => {
    const refunded = expectOk(refund(aWalletWith(100), riyals(115), 'HRF-000123'));
    expect(refunded.totals.balance).toBe(100 + 11_500);
    expect(refund(refunded, riyals(115), 'HRF-000123')).toEqual({
      ok: false,
      error: { code: 'wallet.duplicateReference', params: { ref: 'HRF-000123' } },
    });
  });

  it('refuses zero and negative amounts, and throws on fractions of a halala', () => {
    for (const amount of [0, -1]) {
      expect(topUp(EMPTY_WALLET, amount, 't')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
      expect(placeHold(aWalletWith(100), amount, 'h')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
      expect(refund(EMPTY_WALLET, amount, 'o')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
    }
    expect(() => topUp(EMPTY_WALLET, 1.5, 't')).toThrow(RangeError);
  });

  it('an order the wallet covers is paid at once: one payment row, the balance down by its amount', () => {
    const paid = expectOk(pay(aWalletWith(riyals(100)), riyals(60), 'checkout-8'));
    expect(paid.rows.slice(1)).toEqual([{ seq: 2, kind: 'payment', amount: -6_000, ref: 'checkout-8' }]);
    expect(paid.totals).toEqual({ balance: riyals(40), held: 0 });
  });

  it('pays at most the balance, a positive amount, once per reference', () => {
    const funded = aWalletWith(riyals(100));
    expect(pay(funded, riyals(100) + 1, 'c')).toEqual({ ok: false, error: { code: 'wallet.notEnoughBalance', params: { available: 10_000, requested: 10_001 } } });
    expect(pay(funded, 0, 'c')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
    expect(() => pay(funded, 0.5, 'c')).toThrow();
    const paid = expectOk(pay(funded, 10, 'c'));
    expect(pay(paid, 10, 'c')).toEqual({ ok: false, error: { code: 'wallet.duplicateReference', params: { ref: 'c' } } });
    // An open hold is not money to pay with.
    const held = expectOk(placeHold(funded, riyals(70), 'h'));
    expect(pay(held, riyals(40), 'd')).toMatchObject({ ok: false, error: { code: 'wallet.notEnoughBalance' } });
  });

  it('a hold of a reference already paid is not captured into a second payment of it', () => {
    const paidThenHeld = expectOk(placeHold(expectOk(pay(aWalletWith(500), 100, 'c')), 100, 'c'));
    expect(captureHold(paidThenHeld, 'c')).toEqual({ ok: false, error: { code: 'wallet.duplicateReference', params: { ref: 'c' } } });
    expect(releaseHold(paidThenHeld, 'c').ok).toBe(true);
  });

  it('a replayed top-up or hold is refused', () => {
    expect(topUp(aWalletWith(100), 100, 'topup-1')).toEqual({
      ok: false,
      error: { code: 'wallet.duplicateReference', params: { ref: 'topup-1' } },
    });
    const held = expectOk(placeHold(aWalletWith(100), 10, 'h'));
    expect(placeHold(held, 10, 'h')).toEqual({ ok: false, error: { code: 'wallet.duplicateReference', params: { ref: 'h' } } });
  });
});

type Operation =
  | { readonly op: 'topUp' | 'refund' | 'placeHold' | 'pay'; readonly amount: number; readonly ref: string }
  | { readonly op: 'captureHold' | 'releaseHold'; readonly ref: string };

const amount = fc.integer({ min: -100, max: 50_000 });
// Few references, so that operations collide: the same hold is captured twice, a refund replayed.
const ref = fc.constantFrom('a', 'b', 'c', 'd');
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constantFrom('topUp', 'refund', 'placeHold', 'pay'), amount, ref }),
  fc.record({ op: fc.constantFrom('captureHold', 'releaseHold'), ref }),
);

function apply(wallet: Wallet, operation: Operation) {
  switch (operation.op) {
    case 'topUp':
      return topUp(wallet, operation.amount, operation.ref);
    case 'refund':
      return refund(wallet, operation.amount, operation.ref);
    case 'placeHold':
      return placeHold(wallet, operation.amount, operation.ref);
    case 'pay':
      return pay(wallet, operation.amount, operation.ref);
    case 'captureHold':
      return captureHold(wallet, operation.ref);
    case 'releaseHold':
      return releaseHold(wallet, operation.ref);
  }
}

const run = (operations: readonly Operation[]): Wallet =>
  operations.reduce((wallet, operation) => {
    const next = apply(wallet, operation);
    return next.ok ? next.value : wallet;
  }, EMPTY_WALLET);

const wallets = fc.array(operation, { maxLength: 40 }).map(run);
/** A wallet with money in it, and an amount from 1 to its balance. */
const walletsWithSpendable = wallets
  .filter((wallet) => wallet.totals.balance > 0)
  .chain((wallet) => fc.tuple(fc.constant(wallet), fc.integer({ min: 1, max: wallet.totals.balance })));

/** What a store reads to move money: the kept totals and the rows of one reference, numbered from 1. */
const excerptOf = (wallet: Wallet, reference: string): Wallet => ({
  totals: wallet.totals,
  rows: wallet.rows.filter((row) => row.ref === reference).map((row, index) => ({ ...row, seq: index + 1 })),
});
const withoutSeq = (rows: Wallet['rows']) => rows.map(({ seq: _seq, ...row }) => row);

describe('laws of the wallet', () => {
  it('the balance never goes below zero, whatever the operations', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let wallet = EMPTY_WALLET;
        for (const operation of operations) {
          const next = apply(wallet, operation);
          if (next.ok) wallet = next.value;
          expect(wallet.totals.balance).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the totals kept as money moves are always the totals of the ledger’s rows, and nothing held is ever negative', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let wallet = EMPTY_WALLET;
        for (const operation of operations) {
          const next = apply(wallet, operation);
          if (next.ok) wallet = next.value;
          expect(wallet.totals).toEqual(totalsOf(wallet.rows));
          expect(wallet.totals.held).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the ledger holds at most one row of a kind and reference (as the store’s unique key asks)', () => {
    fc.assert(
      fc.property(wallets, (wallet) => {
        const keys = wallet.rows.map((row) => `${row.kind} ${row.ref}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('a movement decides the same on the kept totals and its reference’s rows as on the whole ledger', () => {
    fc.assert(
      fc.property(wallets, operation, (wallet, operation) => {
        const excerpt = excerptOf(wallet, operation.ref);
        const whole = apply(wallet, operation);
        const read = apply(excerpt, operation);
        if (!whole.ok || !read.ok) {
          expect(read).toEqual(whole);
          return;
        }
        expect(withoutSeq(appendedRows(excerpt, read.value))).toEqual(withoutSeq(appendedRows(wallet, whole.value)));
        expect(read.value.totals).toEqual(whole.value.totals);
      }),
    );
  });

  it('the balance is the sum of the entries, and the ledger only ever grows at its end', () => {
    fc.assert(
      fc.property(wallets, operation, (wallet, operation) => {
        expect(balance(wallet.rows)).toBe(wallet.rows.reduce((total, entry) => total + entry.amount, 0));
        expect(wallet.rows.map((entry) => entry.seq)).toEqual(wallet.rows.map((_, index) => index + 1));
        const before = structuredClone(wallet);
        const next = apply(wallet, operation);
        expect(wallet).toEqual(before);
        if (next.ok) {
          expect(next.value.rows.slice(0, wallet.rows.length)).toEqual(wallet.rows);
          expect(appendedRows(wallet, next.value).length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a hold succeeds exactly when its amount is positive and at most the balance', () => {
    fc.assert(
      fc.property(wallets, amount, (wallet, requested) => {
        const held = placeHold(wallet, requested, 'fresh');
        expect(held.ok).toBe(requested > 0 && requested <= wallet.totals.balance);
        if (held.ok) expect(held.value.totals.balance).toBe(wallet.totals.balance - requested);
      }),
    );
  });

  it('a payment succeeds exactly when its amount is positive and at most the balance, and takes exactly that', () => {
    fc.assert(
      fc.property(wallets, amount, (wallet, requested) => {
        const paid = pay(wallet, requested, 'fresh');
        expect(paid.ok).toBe(requested > 0 && requested <= wallet.totals.balance);
        if (paid.ok) expect(paid.value.totals.balance).toBe(wallet.totals.balance - requested);
      }),
    );
  });

  it('releasing a hold restores the balance exactly; capturing keeps what the hold took', () => {
    fc.assert(
      fc.property(walletsWithSpendable, ([wallet, requested]) => {
        const held = expectOk(placeHold(wallet, requested, 'fresh'));
        expect(expectOk(releaseHold(held, 'fresh')).totals).toEqual(wallet.totals);
        expect(expectOk(captureHold(held, 'fresh')).totals).toEqual({ balance: wallet.totals.balance - requested, held: wallet.totals.held });
      }),
    );
  });

  it('a hold is captured or released at most once', () => {
    fc.assert(
      fc.property(wallets, fc.constantFrom(captureHold, releaseHold), (wallet, settle) => {
        for (const holdId of ['a', 'b', 'c', 'd']) {
          const settlements = wallet.rows.filter((e) => e.ref === holdId && (e.kind === 'capture' || e.kind === 'release'));
          expect(settlements.length).toBeLessThanOrEqual(1);
          const state = holdState(wallet.rows, holdId);
          if (state === 'captured' || state === 'released') {
            expect(settle(wallet, holdId)).toEqual({ ok: false, error: { code: 'wallet.holdNotOpen', params: { ref: holdId } } });
          }
        }
      }),
    );
  });

  it('open holds are exactly what the holds took and their settlements have not given back', () => {
    fc.assert(
      fc.property(wallets, (wallet) => {
        const holdRows = wallet.rows.filter((e) => e.kind === 'hold' || e.kind === 'capture' || e.kind === 'release');
        expect(heldAmount(wallet.rows)).toBe(holdRows.reduce((total, e) => total - e.amount, 0));
      }),
    );
  });

  it('a refund adds exactly its amount', () => {
    fc.assert(
      fc.property(wallets, fc.integer({ min: 1, max: 10_000_000 }), (wallet, refunded) => {
        const after = expectOk(refund(wallet, refunded, 'HRF-fresh'));
        expect(after.totals.balance).toBe(wallet.totals.balance + refunded);
      }),
    );
  });
});
