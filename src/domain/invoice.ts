// What an order's invoice says about money: each line's and the whole invoice's VAT, and the
// ZATCA (phase 1) QR code payload that a Saudi simplified tax invoice must carry.

import {
  VAT_RATE_BASIS_POINTS,
  assertHalalas,
  assertNonNegativeHalalas,
  multiply,
  splitVat,
  subtract,
  sum,
  type Halalas,
  type VatSplit,
} from './money';

// ---------------------------------------------------------------------------------------------
// VAT

/** A line as priced at checkout: VAT-inclusive unit price, the discount on one piece, pieces. */
export interface InvoiceLineInput {
  readonly unitPrice: Halalas;
  readonly unitDiscount?: Halalas;
  readonly quantity: number;
}

export interface InvoiceTotals<L extends InvoiceLineInput = InvoiceLineInput> extends VatSplit {
  /** Each line with its gross (after discount), net and VAT. */
  readonly lines: readonly (L & VatSplit)[];
  /** The shipping fee is a taxable supply too, split like a line. */
  readonly shipping: VatSplit;
}

/** (unit price − unit discount) × quantity; the discount is per piece, as on the product page. */
export function lineGross(line: InvoiceLineInput): Halalas {
  const unitPrice = assertNonNegativeHalalas(line.unitPrice);
  const unitDiscount = assertNonNegativeHalalas(line.unitDiscount ?? 0);
  if (unitDiscount > unitPrice) throw new RangeError(`Discount ${unitDiscount} exceeds the price ${unitPrice}`);
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`A line has a whole, positive quantity: ${line.quantity}`);
  }
  return multiply(subtract(unitPrice, unitDiscount), line.quantity);
}

/**
 * The invoice's VAT is the VAT of its total, rounded once, as ZATCA and EN 16931 compute tax
 * (on the taxable amount of each VAT category, here the single 15 % category). Summing rounded
 * line VATs instead would drift by up to half a halala per line. The lines then get that
 * total shared out by largest remainder: each line starts from its own rounded split and the
 * few halalas of difference go to the lines whose rounding was furthest off, so the printed
 * line VATs add up to the printed total and no line is more than one halala from its own split.
 */
export function invoiceTotals<L extends InvoiceLineInput>(
  lines: readonly L[],
  shippingFee: Halalas = 0,
): InvoiceTotals<L> {
  const grosses = [...lines.map(lineGross), assertNonNegativeHalalas(shippingFee)];
  const total = splitVat(sum(grosses));
  const vats = shareVat(grosses, total.vat);
  const splitAt = (index: number): VatSplit => {
    const gross = grosses[index] ?? 0;
    const vat = vats[index] ?? 0;
    return { gross, net: gross - vat, vat };
  };
  return {
    ...total,
    lines: lines.map((line, index) => ({ ...line, ...splitAt(index) })),
    shipping: splitAt(lines.length),
  };
}

const RATE_DENOMINATOR = 10_000 + VAT_RATE_BASIS_POINTS;

function shareVat(grosses: readonly Halalas[], totalVat: Halalas): readonly Halalas[] {
  const rounded = grosses.map((gross) => splitVat(gross).vat);
  // How far rounding moved each line, in 1/RATE_DENOMINATOR halalas: positive when rounded down.
  const shortfall = grosses.map((gross, i) => gross * VAT_RATE_BASIS_POINTS - (rounded[i] ?? 0) * RATE_DENOMINATOR);
  const difference = totalVat - sum(rounded);
  const step = Math.sign(difference);
  const byNeed = grosses
    .map((_, i) => i)
    .sort((a, b) => step * ((shortfall[b] ?? 0) - (shortfall[a] ?? 0)) || a - b)
    .slice(0, Math.abs(difference));
  const adjusted = new Set(byNeed);
  return rounded.map((vat, i) => (adjusted.has(i) ? vat + step : vat));
}

// ---------------------------------------------------------------------------------------------
// Amounts as text

/** Halalas as a plain decimal with two places ("1150.00"), in integers only. */
export function formatAmount(amount: Halalas): string {
  const whole = assertHalalas(amount);
  const magnitude = Math.abs(whole);
  const halalas = magnitude % 100;
  // The subtraction makes the division exact, so no float ever stands for money.
  const riyals = (magnitude - halalas) / 100;
  return `${whole < 0 ? '-' : ''}${riyals}.${String(halalas).padStart(2, '0')}`;
}

/** The inverse of `formatAmount` for non-negative amounts; anything else throws. */
export function parseAmount(text: string): Halalas {
  const match = /^(0|[1-9][0-9]*)\.([0-9]{2})$/.exec(text);
  if (match === null) throw new RangeError(`Not an amount with two decimals: ${JSON.stringify(text)}`);
  return assertHalalas(Number(match[1]) * 100 + Number(match[2]));
}

// ---------------------------------------------------------------------------------------------
// ZATCA phase 1 QR code

export interface ZatcaQrFields {
  readonly sellerName: string;
  readonly vatNumber: string;
  /** ISO 8601, as issued (e.g. "2021-07-12T14:25:09Z"); passed in, never read from a clock. */
  readonly timestamp: string;
  readonly totalWithVat: Halalas;
  readonly vatTotal: Halalas;
}

const TAGS = { sellerName: 1, vatNumber: 2, timestamp: 3, totalWithVat: 4, vatTotal: 5 } as const;
/** A TLV length is one byte. */
const MAX_VALUE_BYTES = 255;

export function zatcaFields(
  totals: VatSplit,
  seller: { readonly name: string; readonly vatNumber: string },
  timestamp: string,
): ZatcaQrFields {
  return { sellerName: seller.name, vatNumber: seller.vatNumber, timestamp, totalWithVat: totals.gross, vatTotal: totals.vat };
}

/**
 * The QR payload: for tags 1 to 5 in order, a tag byte, a length byte (the value's UTF-8
 * byte count, not its character count) and the UTF-8 bytes; the whole Base64-encoded.
 * A value over 255 bytes cannot be encoded and throws.
 */
export function encodeZatcaQr(fields: ZatcaQrFields): string {
  const values: readonly [number, string][] = [
    [TAGS.sellerName, fields.sellerName],
    [TAGS.vatNumber, fields.vatNumber],
    [TAGS.timestamp, fields.timestamp],
    [TAGS.totalWithVat, formatAmount(assertNonNegativeHalalas(fields.totalWithVat))],
    [TAGS.vatTotal, formatAmount(assertNonNegativeHalalas(fields.vatTotal))],
  ];
  const bytes: number[] = [];
  for (const [tag, value] of values) {
    // A lone surrogate would be written as U+FFFD and not read back as it was given.
    if (!value.isWellFormed()) throw new RangeError(`Tag ${tag} is not well-formed Unicode`);
    const encoded = new TextEncoder().encode(value);
    if (encoded.length > MAX_VALUE_BYTES) {
      throw new RangeError(`Tag ${tag} is ${encoded.length} bytes; a ZATCA TLV value is at most ${MAX_VALUE_BYTES}`);
    }
    bytes.push(tag, encoded.length, ...encoded);
  }
  return toBase64(bytes);
}

/**
 * Reads a phase 1 payload back. Tags 1 to 5 must come first and in order; later tags (phase 2
 * adds 6 to 9) are skipped. A malformed payload throws: it is only read to check our own codes.
 */
export function decodeZatcaQr(base64: string): ZatcaQrFields {
  const bytes = fromBase64(base64);
  const values: string[] = [];
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (tag === undefined || length === undefined || offset + 2 + length > bytes.length) {
      throw new RangeError(`Truncated TLV at byte ${offset}`);
    }
    if (tag === values.length + 1 && tag <= TAGS.vatTotal) {
      values.push(utf8.decode(bytes.subarray(offset + 2, offset + 2 + length)));
    } else if (tag <= TAGS.vatTotal) {
      throw new RangeError(`Tag ${tag} out of order at byte ${offset}`);
    }
    offset += 2 + length;
  }
  const [sellerName, vatNumber, timestamp, total, vat] = values;
  if (sellerName === undefined || vatNumber === undefined || timestamp === undefined || total === undefined || vat === undefined) {
    throw new RangeError(`Only ${values.length} of the 5 ZATCA tags are present`);
  }
  return { sellerName, vatNumber, timestamp, totalWithVat: parseAmount(total), vatTotal: parseAmount(vat) };
}

// ---------------------------------------------------------------------------------------------
// Base64 (RFC 4648, with padding), written out so the domain needs neither Buffer nor a DOM.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const group = (a << 16) | (b << 8) | c;
    const present = Math.min(3, bytes.length - i);
    for (let k = 0; k < 4; k += 1) {
      text += k <= present ? ALPHABET.charAt((group >> (18 - 6 * k)) & 63) : '=';
    }
  }
  return text;
}

function fromBase64(text: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    throw new RangeError('Not Base64 with padding');
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  for (let i = 0, out = 0; i < text.length; i += 4) {
    const group = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | Math.max(0, ALPHABET.indexOf(text.charAt(i + k))), 0);
    for (let k = 0; k < 3 && out < bytes.length; k += 1, out += 1) bytes[out] = (group >> (16 - 8 * k)) & 255;
  }
  return bytes;
}
