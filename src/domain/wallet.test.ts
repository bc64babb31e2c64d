import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import type { Result } from './result';
import {
  EMPTY_LEDGER,
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
  type Ledger,
} from './wallet';

/** Unwraps a result a test expects to succeed, naming the failure when it does not. */
function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result.value;
}

const aWalletWith = (amount: number): Ledger => expectOk(topUp(EMPTY_LEDGER, amount, 'topup-1'));

describe('the wallet, by example', () => {
  it('a checkout holds wallet money, then captures it into a payment', () => {
    const funded = aWalletWith(riyals(100));
    const held = expectOk(placeHold(funded, riyals(60), 'checkout-7'));
    expect(balance(held)).toBe(riyals(40));
    expect(heldAmount(held)).toBe(riyals(60));

    const captured = expectOk(captureHold(held, 'checkout-7'));
    expect(balance(captured)).toBe(riyals(40));
    expect(heldAmount(captured)).toBe(0);
    expect(holdState(captured, 'checkout-7')).toBe('captured');
    expect(captured).toEqual([
      { seq: 1, kind: 'topup', amount: 10_000, ref: 'topup-1' },
      { seq: 2, kind: 'hold', amount: -6_000, ref: 'checkout-7' },
      { seq: 3, kind: 'capture', amount: 6_000, ref: 'checkout-7' },
      { seq: 4, kind: 'payment', amount: -6_000, ref: 'checkout-7' },
    ]);
  });

  it('a failed card payment releases the hold and the balance is whole again', () => {
    const held = expectOk(placeHold(aWalletWith(riyals(100)), riyals(60), 'checkout-7'));
    const released = expectOk(releaseHold(held, 'checkout-7'));
    expect(balance(released)).toBe(riyals(100));
    expect(holdState(released, 'checkout-7')).toBe('released');
    expect(openHolds(released).size).toBe(0);
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
    expect(balance(refunded)).toBe(100 + 11_500);
    expect(refund(refunded, riyals(115), 'HRF-000123')).toEqual({
      ok: false,
      error: { code: 'wallet.duplicateReference', params: { ref: 'HRF-000123' } },
    });
  });

  it('refuses zero and negative amounts, and throws on fractions of a halala', () => {
    for (const amount of [0, -1]) {
      expect(topUp(EMPTY_LEDGER, amount, 't')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
      expect(placeHold(aWalletWith(100), amount, 'h')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
      expect(refund(EMPTY_LEDGER, amount, 'o')).toEqual({ ok: false, error: { code: 'wallet.amountMustBePositive' } });
    }
    expect(() => topUp(EMPTY_LEDGER, 1.5, 't')).toThrow(RangeError);
  });

  it('an order the wallet covers is paid at once: one payment row, the balance down by its amount', () => {
    const paid = expectOk(pay(aWalletWith(riyals(100)), riyals(60), 'checkout-8'));
    expect(paid.slice(1)).toEqual([{ seq: 2, kind: 'payment', amount: -6_000, ref: 'checkout-8' }]);
    expect(balance(paid)).toBe(riyals(40));
    expect(heldAmount(paid)).toBe(0);
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

function apply(ledger: Ledger, operation: Operation) {
  switch (operation.op) {
    case 'topUp':
      return topUp(ledger, operation.amount, operation.ref);
    case 'refund':
      return refund(ledger, operation.amount, operation.ref);
    case 'placeHold':
      return placeHold(ledger, operation.amount, operation.ref);
    case 'pay':
      return pay(ledger, operation.amount, operation.ref);
    case 'captureHold':
      return captureHold(ledger, operation.ref);
    case 'releaseHold':
      return releaseHold(ledger, operation.ref);
  }
}

const run = (operations: readonly Operation[]): Ledger =>
  operations.reduce((ledger, operation) => {
    const next = apply(ledger, operation);
    return next.ok ? next.value : ledger;
  }, EMPTY_LEDGER);

const ledgers = fc.array(operation, { maxLength: 40 }).map(run);
/** A ledger with money in it, and an amount from 1 to its balance. */
const ledgersWithSpendable = ledgers
  .filter((ledger) => balance(ledger) > 0)
  .chain((ledger) => fc.tuple(fc.constant(ledger), fc.integer({ min: 1, max: balance(ledger) })));

describe('laws of the wallet', () => {
  it('the balance never goes below zero, whatever the operations', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let ledger = EMPTY_LEDGER;
        for (const operation of operations) {
          const next = apply(ledger, operation);
          if (next.ok) ledger = next.value;
          expect(balance(ledger)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the balance is the sum of the entries, and the ledger only ever grows at its end', () => {
    fc.assert(
      fc.property(ledgers, operation, (ledger, operation) => {
        expect(balance(ledger)).toBe(ledger.reduce((total, entry) => total + entry.amount, 0));
        expect(ledger.map((entry) => entry.seq)).toEqual(ledger.map((_, index) => index + 1));
        const before = structuredClone(ledger);
        const next = apply(ledger, operation);
        expect(ledger).toEqual(before);
        if (next.ok) {
          expect(next.value.slice(0, ledger.length)).toEqual(ledger);
          expect(next.value.length).toBeGreaterThan(ledger.length);
        }
      }),
    );
  });

  it('a hold succeeds exactly when its amount is positive and at most the balance', () => {
    fc.assert(
      fc.property(ledgers, amount, (ledger, requested) => {
        const held = placeHold(ledger, requested, 'fresh');
        expect(held.ok).toBe(requested > 0 && requested <= balance(ledger));
        if (held.ok) expect(balance(held.value)).toBe(balance(ledger) - requested);
      }),
    );
  });

  it('a payment succeeds exactly when its amount is positive and at most the balance, and takes exactly that', () => {
    fc.assert(
      fc.property(ledgers, amount, (ledger, requested) => {
        const paid = pay(ledger, requested, 'fresh');
        expect(paid.ok).toBe(requested > 0 && requested <= balance(ledger));
        if (paid.ok) expect(balance(paid.value)).toBe(balance(ledger) - requested);
      }),
    );
  });

  it('releasing a hold restores the balance exactly; capturing keeps what the hold took', () => {
    fc.assert(
      fc.property(ledgersWithSpendable, ([ledger, requested]) => {
        const held = expectOk(placeHold(ledger, requested, 'fresh'));
        expect(balance(expectOk(releaseHold(held, 'fresh')))).toBe(balance(ledger));
        expect(balance(expectOk(captureHold(held, 'fresh')))).toBe(balance(ledger) - requested);
      }),
    );
  });

  it('a hold is captured or released at most once', () => {
    fc.assert(
      fc.property(ledgers, fc.constantFrom(captureHold, releaseHold), (ledger, settle) => {
        for (const holdId of ['a', 'b', 'c', 'd']) {
          const settlements = ledger.filter((e) => e.ref === holdId && (e.kind === 'capture' || e.kind === 'release'));
          expect(settlements.length).toBeLessThanOrEqual(1);
          const state = holdState(ledger, holdId);
          if (state === 'captured' || state === 'released') {
            expect(settle(ledger, holdId)).toEqual({ ok: false, error: { code: 'wallet.holdNotOpen', params: { ref: holdId } } });
          }
        }
      }),
    );
  });

  it('open holds are exactly what the holds took and their settlements have not given back', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const holdRows = ledger.filter((e) => e.kind === 'hold' || e.kind === 'capture' || e.kind === 'release');
        expect(heldAmount(ledger)).toBe(holdRows.reduce((total, e) => total - e.amount, 0));
      }),
    );
  });

  it('a refund adds exactly its amount', () => {
    fc.assert(
      fc.property(ledgers, fc.integer({ min: 1, max: 10_000_000 }), (ledger, refunded) => {
        const after = expectOk(refund(ledger, refunded, 'HRF-fresh'));
        expect(balance(after)).toBe(balance(ledger) + refunded);
      }),
    );
  });
});
