// The top-up form's amount: riyals as the shopper types them ("150", "99.5", "1,000",
// "١٥٠٫٥٠") read into halalas without floating-point arithmetic, and the bounds the API
// enforces (SAR 10 to SAR 10,000, as src/contract/wallet.ts says).
import { toLatinDigits } from '../../../domain/validation';

/** Smallest and largest top-up, in halalas. */
export const MIN_TOPUP = 1_000;
export const MAX_TOPUP = 1_000_000;

export type AmountProblem = 'required' | 'invalid' | 'range';

export type AmountReading = { readonly ok: true; readonly halalas: number } | { readonly ok: false; readonly problem: AmountProblem };

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function readTopUpAmount(text: string): AmountReading {
  // Thousands separators (Latin and Arabic) are dropped; the Arabic decimal separator becomes a dot.
  const typed = toLatinDigits(text.trim()).replace(/[,\u066C\s]/g, '');
  if (typed === '') return { ok: false, problem: 'required' };
  const match = AMOUNT.exec(typed);
  if (match === null) return { ok: false, problem: 'invalid' };
  const halalas = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return halalas < MIN_TOPUP || halalas > MAX_TOPUP ? { ok: false, problem: 'range' } : { ok: true, halalas };
}
