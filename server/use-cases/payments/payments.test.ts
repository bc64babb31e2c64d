// What a gateway's status report means for one of our payments (judgeReport): only the exact
// amount in SAR, reported about this very payment, counts as paid; anything about another
// payment, or with another amount or currency, is a failure; an unknown payment decides nothing.
import { describe, expect, it } from 'vitest';
import type { GatewayPayment } from '../ports';
import { judgeReport } from './payments';

const ours = { id: '6f1c2a4e-8a53-4f0e-9d3b-2b7a1c9e5d10', amount: 12_500 };
const report = (changes: Partial<GatewayPayment> = {}): GatewayPayment => ({
  gatewayPaymentId: 'sbx_1',
  paymentId: ours.id,
  status: 'paid',
  amount: 12_500,
  currency: 'SAR',
  message: null,
  ...changes,
});

describe('judging a gateway report', () => {
  it('is paid with the exact amount in SAR, about our payment', () => {
    expect(judgeReport(ours, 'sbx_1', report(), true)).toEqual({ verdict: { kind: 'paid' }, linked: true });
    expect(judgeReport(ours, 'sbx_1', report(), false)).toEqual({ verdict: { kind: 'paid' }, linked: true });
  });

  it('fails a paid report with another amount or currency, keeping the gateway’s word that it is ours', () => {
    for (const changes of [{ amount: 12_499 }, { amount: 12_501 }, { amount: 0 }, { currency: 'USD' }, { currency: 'sar' }]) {
      const judged = judgeReport(ours, 'sbx_1', report(changes), true);
      expect(judged.verdict.kind, JSON.stringify(changes)).toBe('failed');
      expect(judged.linked).toBe(true);
    }
  });

  it('fails a report about another payment, and does not link it', () => {
    expect(judgeReport(ours, 'sbx_1', report({ paymentId: 'someone-else' }), true)).toMatchObject({ verdict: { kind: 'failed' }, linked: false });
    expect(judgeReport(ours, 'sbx_1', report({ gatewayPaymentId: 'sbx_2' }), true)).toMatchObject({ verdict: { kind: 'failed' }, linked: false });
  });

  it('accepts a report naming no payment only for the gateway id stored at start, never for one from the return URL', () => {
    expect(judgeReport(ours, 'sbx_1', report({ paymentId: null }), true).verdict).toEqual({ kind: 'paid' });
    expect(judgeReport(ours, 'sbx_1', report({ paymentId: null }), false)).toMatchObject({ verdict: { kind: 'failed' }, linked: false });
  });

  it('passes on the gateway’s failures and pending payments, and decides nothing on an unknown one', () => {
    expect(judgeReport(ours, 'sbx_1', report({ status: 'failed', message: 'INSUFFICIENT_FUNDS' }), true)).toEqual({
      verdict: { kind: 'failed', message: 'INSUFFICIENT_FUNDS' },
      linked: true,
    });
    expect(judgeReport(ours, 'sbx_1', report({ status: 'pending', amount: 0 }), true)).toEqual({ verdict: { kind: 'pending' }, linked: true });
    expect(judgeReport(ours, 'sbx_1', null, true)).toEqual({ verdict: { kind: 'pending' }, linked: false });
  });
});
