import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import { allocateWalletPart, authorisePayment, declineReasonOf, paymentMethodOf, splitPayment } from './payment';

const amount = fc.integer({ min: 0, max: 1_000_000_000 });

describe('splitting a payment, wallet first', () => {
  it('pays everything from a wallet that covers the total', () => {
    expect(splitPayment(riyals(335), riyals(500)))
      .toEqual({ total: riyals(335), walletPart: riyals(335), cardPart: 0, needsCardConfirmation: false });
  });

  it('charges the rest to a card, which the shopper must confirm', () => {
    expect(splitPayment(riyals(335), riyals(100)))
      .toEqual({ total: riyals(335), walletPart: riyals(100), cardPart: riyals(235), needsCardConfirmation: true });
  });

  it('pays all by card from an empty wallet, and nothing at all for a free order', () => {
    expect(splitPayment(riyals(50), 0)).toEqual({ total: riyals(50), walletPart: 0, cardPart: riyals(50), needsCardConfirmation: true });
    expect(splitPayment(0, riyals(20))).toEqual({ total: 0, walletPart: 0, cardPart: 0, needsCardConfirmation: false });
  });

  it('throws on a negative balance or total, which the ledger never allows', () => {
    expect(() => splitPayment(100, -1)).toThrow(RangeError);
    expect(() => splitPayment(-1, 100)).toThrow(RangeError);
    expect(() => splitPayment(100.5, 100)).toThrow(RangeError);
  });

  it('the wallet and card parts add up to the total', () => {
    fc.assert(fc.property(amount, amount, (total, balance) => {
      const { walletPart, cardPart } = splitPayment(total, balance);
      expect(walletPart + cardPart).toBe(total);
    }));
  });

  it('a split never takes more from the wallet than its balance, nor charges more than the total', () => {
    fc.assert(fc.property(amount, amount, (total, balance) => {
      const { walletPart, cardPart } = splitPayment(total, balance);
      expect(walletPart).toBeLessThanOrEqual(balance);
      expect(walletPart).toBeLessThanOrEqual(total);
      expect(cardPart).toBeLessThanOrEqual(total);
    }));
  });

  it('no part is ever negative', () => {
    fc.assert(fc.property(amount, amount, (total, balance) => {
      const { walletPart, cardPart } = splitPayment(total, balance);
      expect(walletPart).toBeGreaterThanOrEqual(0);
      expect(cardPart).toBeGreaterThanOrEqual(0);
    }));
  });

  it('the card is charged nothing when the balance covers the total', () => {
    fc.assert(fc.property(amount, fc.nat(1_000_000), (total, extra) => splitPayment(total, total + extra).cardPart === 0));
  });

  it('the wallet is used first: a card part means the wallet gave all it had', () => {
    fc.assert(fc.property(amount, amount, (total, balance) => {
      const split = splitPayment(total, balance);
      if (split.cardPart > 0) expect(split.walletPart).toBe(balance);
    }));
  });

  it('confirmation is needed exactly when a card is charged', () => {
    fc.assert(fc.property(amount, amount, (total, balance) => {
      const split = splitPayment(total, balance);
      expect(split.needsCardConfirmation).toBe(split.cardPart > 0);
    }));
  });

  it('even one halala on the card needs confirmation (random totals and balances seldom land on the edge)', () => {
    expect(splitPayment(101, 100)).toEqual({ total: 101, walletPart: 100, cardPart: 1, needsCardConfirmation: true });
    fc.assert(fc.property(amount, fc.integer({ min: 0, max: 3 }), (balance, short) => {
      const split = splitPayment(balance + short, balance);
      expect(split.cardPart).toBe(short);
      expect(split.needsCardConfirmation).toBe(short > 0);
    }));
  });

  it('names how the order is paid', () => {
    expect(paymentMethodOf(splitPayment(100, 100))).toBe('wallet');
    expect(paymentMethodOf(splitPayment(100, 0))).toBe('card');
    expect(paymentMethodOf(splitPayment(100, 40))).toBe('wallet-and-card');
    expect(paymentMethodOf(splitPayment(0, 0))).toBe('wallet');
  });
});

describe('authorising a payment', () => {
  it('asks the shopper to charge the wallet or confirm the card for the rest', () => {
    expect(authorisePayment(splitPayment(riyals(335), riyals(100)), { cardConfirmed: false }))
      .toEqual({ ok: false, error: { code: 'payment.cardConfirmationRequired', params: { amount: riyals(235) } } });
  });

  it('goes ahead once the card part is confirmed', () => {
    const split = splitPayment(riyals(335), riyals(100));
    expect(authorisePayment(split, { cardConfirmed: true })).toEqual({ ok: true, value: split });
  });

  it('a wallet-only payment needs no confirmation', () => {
    const split = splitPayment(riyals(80), riyals(100));
    expect(authorisePayment(split, { cardConfirmed: false })).toEqual({ ok: true, value: split });
  });

  it('never lets an unconfirmed card part through, and never blocks a confirmed one', () => {
    fc.assert(fc.property(amount, amount, fc.boolean(), (total, balance, cardConfirmed) => {
      const split = splitPayment(total, balance);
      const result = authorisePayment(split, { cardConfirmed });
      expect(result.ok).toBe(cardConfirmed || split.cardPart === 0);
      if (!result.ok) expect(result.error.params).toEqual({ amount: split.cardPart });
    }));
  });
});

describe("sharing a checkout's wallet part among its orders", () => {
  /** Order totals and a wallet part they can take: from nothing up to their sum. */
  const checkout = fc
    .array(amount, { minLength: 1, maxLength: 8 })
    .chain((totals) => fc.tuple(fc.constant(totals), fc.integer({ min: 0, max: totals.reduce((a, b) => a + b, 0) })));

  it('fills the orders in their order: the first as far as it goes, then the next', () => {
    expect(allocateWalletPart([riyals(100), riyals(50), riyals(80)], riyals(120))).toEqual([riyals(100), riyals(20), 0]);
    expect(allocateWalletPart([riyals(100), riyals(50)], 0)).toEqual([0, 0]);
    expect(allocateWalletPart([riyals(100), riyals(50)], riyals(150))).toEqual([riyals(100), riyals(50)]);
  });

  it('answers zero, never −0, for an order of −0 (what −1 × 0 makes)', () => {
    expect(Object.is(allocateWalletPart([-0, riyals(5)], 0)[0], 0)).toBe(true);
    expect(Object.is(allocateWalletPart([-0], 0)[0], 0)).toBe(true);
  });

  it('law: the parts sum to the wallet part, to the halala', () => {
    fc.assert(fc.property(checkout, ([totals, walletPart]) => {
      expect(allocateWalletPart(totals, walletPart).reduce((a, b) => a + b, 0)).toBe(walletPart);
    }));
  });

  it("law: each part is whole halalas, between nothing and its order's total", () => {
    fc.assert(fc.property(checkout, ([totals, walletPart]) => {
      allocateWalletPart(totals, walletPart).forEach((part, index) => {
        expect(Number.isInteger(part)).toBe(true);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(totals[index]!);
      });
    }));
  });

  it('law: an order takes from the wallet only when every order before it was paid from it in full', () => {
    fc.assert(fc.property(checkout, ([totals, walletPart]) => {
      const parts = allocateWalletPart(totals, walletPart);
      parts.forEach((part, index) => {
        if (part > 0) expect(parts.slice(0, index)).toEqual(totals.slice(0, index));
      });
    }));
  });

  it('law: deterministic, the same checkout is always shared the same way', () => {
    fc.assert(fc.property(checkout, ([totals, walletPart]) => {
      expect(allocateWalletPart(totals, walletPart)).toEqual(allocateWalletPart([...totals], walletPart));
    }));
  });

  it('throws on a wallet part above the orders, or a negative amount: a bug, not a case', () => {
    expect(() => allocateWalletPart([riyals(10)], riyals(11))).toThrow(RangeError);
    expect(() => allocateWalletPart([riyals(10)], -1)).toThrow(RangeError);
    expect(() => allocateWalletPart([-1], 0)).toThrow(RangeError);
  });

  it('throws on a negative order total even when the sum of the orders still covers the wallet part', () => {
    expect(() => allocateWalletPart([riyals(10), -1], 0)).toThrow(RangeError);
    expect(() => allocateWalletPart([riyals(10), -1], riyals(5))).toThrow(RangeError);
  });
});

describe('why a card payment failed, from the gateway\'s words', () => {
  it('names the reasons a shopper can act on, and falls back to the spec\'s general failure', () => {
    expect(declineReasonOf('INSUFFICIENT_FUNDS')).toBe('payment.declined.insufficientFunds');
    expect(declineReasonOf('Insufficient funds')).toBe('payment.declined.insufficientFunds');
    expect(declineReasonOf('3-D Secure authentication failed')).toBe('payment.declined.threeDSecure');
    expect(declineReasonOf('3-D Secure transaction attempt failed (Not Authenticated)')).toBe('payment.declined.threeDSecure');
    expect(declineReasonOf('Cancelled by the shopper')).toBe('payment.declined.cancelled');
    expect(declineReasonOf('Card not supported in the sandbox')).toBe('payment.failed');
    expect(declineReasonOf('Amount mismatch: asked 100 SAR, gateway reports 1 SAR')).toBe('payment.failed');
    expect(declineReasonOf(null)).toBe('payment.failed');
  });
});
