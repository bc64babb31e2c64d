// Money is an integer number of halalas (1 SAR = 100 halalas). Every operation stays in
// integers; the only rounding rule is "half away from zero" to the nearest halala, applied
// in `roundDiv`, and every function that divides goes through it.

export type Halalas = number;

export const HALALAS_PER_RIYAL = 100;
/** Saudi standard VAT rate, in basis points (15 %). Prices are VAT-inclusive. */
export const VAT_RATE_BASIS_POINTS = 1500;
const BASIS_POINTS = 10_000;

export function assertHalalas(amount: number): Halalas {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of halalas: ${amount}`);
  return amount + 0; // −0 (from −1 × 0) becomes 0, so equal amounts are equal under Object.is
}

export const riyals = (whole: number): Halalas => assertHalalas(whole * HALALAS_PER_RIYAL);

// Operands are checked too: 0.5 + 0.5 is a whole number, but a half halala is already a bug.
export const add = (a: Halalas, b: Halalas): Halalas => assertHalalas(assertHalalas(a) + assertHalalas(b));
export const subtract = (a: Halalas, b: Halalas): Halalas => assertHalalas(assertHalalas(a) - assertHalalas(b));
export const sum = (amounts: readonly Halalas[]): Halalas => amounts.reduce(add, 0);
export const min = (a: Halalas, b: Halalas): Halalas => assertHalalas(a < b ? a : b);
export const max = (a: Halalas, b: Halalas): Halalas => assertHalalas(a > b ? a : b);

export function multiply(amount: Halalas, quantity: number): Halalas {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  return assertHalalas(assertHalalas(amount) * quantity);
}

/** A price, fee or balance: a whole, non-negative number of halalas; anything else is a bug upstream. */
export function assertNonNegativeHalalas(amount: number): Halalas {
  const whole = assertHalalas(amount);
  if (whole < 0) throw new RangeError(`Amount must not be negative: ${amount}`);
  return whole;
}

/** n / d rounded half away from zero, in integers (d > 0). */
export function roundDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) {
    throw new RangeError(`roundDiv needs whole numbers and a positive divisor: ${n} / ${d}`);
  }
  const magnitude = Math.abs(n);
  const rounded = Math.floor((2 * magnitude + d) / (2 * d));
  return n < 0 ? 0 - rounded : rounded; // 0 − 0 is +0, where −0 would leak a negative zero
}

/** `basisPoints` hundredths of a percent of `amount` (2500 = 25 %), rounded to the halala. */
export function percentOf(amount: Halalas, basisPoints: number): Halalas {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS) {
    throw new RangeError(`A percentage is 0 to 10000 basis points: ${basisPoints}`);
  }
  return roundDiv(assertHalalas(amount) * basisPoints, BASIS_POINTS);
}

export interface VatSplit {
  readonly gross: Halalas;
  readonly net: Halalas;
  readonly vat: Halalas;
}

/** Splits a VAT-inclusive amount into net and VAT; net + vat is exactly the gross. */
export function splitVat(gross: Halalas, rateBasisPoints: number = VAT_RATE_BASIS_POINTS): VatSplit {
  const net = roundDiv(assertHalalas(gross) * BASIS_POINTS, BASIS_POINTS + rateBasisPoints);
  return { gross, net, vat: gross - net };
}
