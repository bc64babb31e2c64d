import { describe, expect, it } from 'vitest';
import { MAX_TOPUP, MIN_TOPUP, readTopUpAmount } from './top-up-amount';

describe('the top-up amount', () => {
  it('reads riyals as halalas, with or without separators, in Latin or Arabic-Indic digits', () => {
    expect(readTopUpAmount('150')).toEqual({ ok: true, halalas: 15_000 });
    expect(readTopUpAmount(' 99.5 ')).toEqual({ ok: true, halalas: 9_950 });
    expect(readTopUpAmount('99.05')).toEqual({ ok: true, halalas: 9_905 });
    expect(readTopUpAmount('1,000.25')).toEqual({ ok: true, halalas: 100_025 });
    expect(readTopUpAmount('١٬٠٠٠٫٥٠')).toEqual({ ok: true, halalas: 100_050 });
  });

  it('says what is wrong: nothing typed, not an amount, or outside SAR 10 to SAR 10,000', () => {
    expect(readTopUpAmount('  ')).toEqual({ ok: false, problem: 'required' });
    for (const text of ['abc', '-50', '10.555', '1e3', '.5', '12.']) expect(readTopUpAmount(text)).toEqual({ ok: false, problem: 'invalid' });
    expect(readTopUpAmount('9.99')).toEqual({ ok: false, problem: 'range' });
    expect(readTopUpAmount('10000.01')).toEqual({ ok: false, problem: 'range' });
    expect(readTopUpAmount('10')).toEqual({ ok: true, halalas: MIN_TOPUP });
    expect(readTopUpAmount('10000')).toEqual({ ok: true, halalas: MAX_TOPUP });
  });
});
