// Money as text, the same everywhere it is written: the storefront's pages (src/ui/format.ts),
// the server's messages and notifications, the card gateways' pages, the invoices and the
// operators' command line all call formatMoney, so "SAR 1,250.00" reads alike wherever a shopper
// or an auditor meets it. English reads "SAR 1,250.00"; Arabic uses Arabic-Indic digits and the
// riyal: the Saudi riyal sign (U+20C1, left of the amount) where the text is drawn in Herfa's fonts
// (the storefront bundles one with its glyph), and the abbreviation ("١٬٢٥٠٫٠٠ ر.س.") where it is drawn in fonts
// Herfa does not choose (a mail, a push, an invoice, a gateway's page, a terminal).
import { isLanguage, type Language } from './locale';
import { HALALAS_PER_RIYAL, type Halalas } from './money';

/**
 * Locale per interface language. British English gives day-month-year dates like the Arabic
 * ones; the Arabic tag pins Arabic-Indic digits and the Gregorian calendar (ar-SA's default
 * calendar has changed between CLDR versions, and orders are dated in the Gregorian calendar).
 */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  ar: 'ar-SA-u-nu-arab-ca-gregory',
};

/**
 * The formatter Intl builds for `key`, built once: building one loads the locale's data and
 * costs far more than formatting (the storefront formats dates this way).
 */
export function memoized<TFormat>(formats: Map<string, TFormat>, key: string, build: () => TFormat): TFormat {
  let format = formats.get(key);
  if (format === undefined) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/**
 * How a number is written: the part of Intl.NumberFormat's options Herfa uses, with the same
 * meaning and defaults (decimal: 0 to 3 decimals; percent: none, the value times 100).
 */
export interface NumberStyle {
  readonly style?: 'decimal' | 'percent';
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
  readonly useGrouping?: boolean;
  /** `exceptZero`: "+" before a positive number, no sign on one that rounds to zero. */
  readonly signDisplay?: 'auto' | 'exceptZero';
}

/**
 * The symbols of INTL_LOCALES' number formats (CLDR 48, as Intl writes them; the tests compare
 * with Intl). Numbers are written here rather than by Intl.NumberFormat: building the first one
 * loads the ICU number data, 25–30 ms of a phone's main thread while the page hydrates (about
 * 110 ms at Lighthouse's 4× slowdown), for the handful of symbols below.
 */
const SYMBOLS: Readonly<Record<Language, { readonly digits: string; readonly group: string; readonly decimal: string; readonly minus: string; readonly plus: string; readonly percent: string }>> = {
  en: { digits: '0123456789', group: ',', decimal: '.', minus: '-', plus: '+', percent: '%' },
  // The Arabic letter mark keeps a sign with its number on a right-to-left line.
  ar: { digits: '٠١٢٣٤٥٦٧٨٩', group: '\u066c', decimal: '\u066b', minus: '\u061c-', plus: '\u061c+', percent: '\u066a\u061c' },
};

/** `value`'s decimal digits as JavaScript writes it shortest (as Intl reads a number), the point after `point` of them. */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  while (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    point -= 1;
  }
  return { digits, point };
}

/** Decimal digits rounded half away from zero to `kept` of them (point moves if 9s carry over). */
function roundDigits(digits: string, point: number, kept: number): { digits: string; point: number } {
  if (kept >= digits.length) return { digits, point };
  if (kept < 0) return { digits: '0', point: 1 };
  const up = digits.charCodeAt(kept) >= 53; // '5'
  let rounded = digits.slice(0, kept);
  if (up) {
    let carry = rounded.length - 1;
    while (carry >= 0 && rounded[carry] === '9') carry -= 1;
    if (carry < 0) return { digits: '1' + '0'.repeat(rounded.length), point: point + 1 };
    rounded = rounded.slice(0, carry) + String(Number(rounded[carry]) + 1) + '0'.repeat(rounded.length - carry - 1);
  }
  return rounded === '' ? { digits: '0', point: 1 } : { digits: rounded, point };
}

/** The number's text without its sign, and whether it came to zero once rounded. */
function unsignedNumber(value: number, language: Language, style: NumberStyle): { text: string; zero: boolean } {
  const symbols = SYMBOLS[language];
  const minimum = style.minimumFractionDigits ?? 0;
  const maximum = style.maximumFractionDigits ?? Math.max(minimum, style.style === 'percent' ? 0 : 3);
  const exact = decimalDigits(value);
  // A percentage is the value times 100: its point moves two digits right.
  const exactPoint = exact.point + (style.style === 'percent' ? 2 : 0);
  const { digits, point } = roundDigits(exact.digits, exactPoint, exactPoint + maximum);
  let integer = point > 0 ? digits.slice(0, point).padEnd(point, '0').replace(/^0+(?=\d)/, '') : '0';
  let fraction = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  fraction = fraction.slice(0, maximum).replace(/0+$/, '').padEnd(minimum, '0');
  const zero = /^0*$/.test(integer + fraction);
  if (style.useGrouping !== false) integer = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const text = integer + (fraction === '' ? '' : '.' + fraction);
  return {
    text: text.replace(/[\d.,]/g, (character) => (character === ',' ? symbols.group : character === '.' ? symbols.decimal : symbols.digits[Number(character)]!)),
    zero,
  };
}

/** The sign Intl writes before `value`: "-" on a negative number (even one that rounds to zero), "+" where asked. */
function signOf(value: number, zero: boolean, language: Language, signDisplay: NumberStyle['signDisplay']): string {
  const negative = value < 0 || Object.is(value, -0);
  if (signDisplay === 'exceptZero') return zero ? '' : negative ? SYMBOLS[language].minus : SYMBOLS[language].plus;
  return negative ? SYMBOLS[language].minus : '';
}

/** A number as every page and message writes it in `language` (Arabic-Indic digits in Arabic). */
export function formatNumber(value: number, language: Language, style: NumberStyle = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const { text, zero } = unsignedNumber(value, language, style);
  return signOf(value, zero, language, style.signDisplay) + text + (style.style === 'percent' ? SYMBOLS[language].percent : '');
}

/**
 * A number as an input is filled with it for the seller to edit: `value`, or a number's text in
 * Latin digits as String or riyalText write it ("12.5", "-3"), in `language`'s digits and decimal
 * separator ("١٢٫٥" in Arabic). Unlike formatNumber it writes no grouping separator and a plain
 * hyphen-minus (no letter mark), so that what readNumber and parseRiyals read back is the number
 * written.
 */
export function inputDigits(value: number | string, language: Language): string {
  const symbols = SYMBOLS[language];
  return String(value).replace(/[\d.]/g, (character) => (character === '.' ? symbols.decimal : symbols.digits[Number(character)]!));
}

/**
 * i18next's `number` formatter, for the storefront's and the server's instances alike: a
 * message's `{{count, number}}` in the digits of the message's language (`fallback` when it
 * names none). i18next's own asks Intl for plain 'ar' and gets Latin digits.
 */
export const messageNumberFormatter =
  (fallback: Language) =>
  (value: unknown, lng: string | undefined): string =>
    typeof value === 'number' ? formatNumber(value, isLanguage(lng) ? lng : fallback) : String(value);

export interface MoneyStyle {
  /** `always`: "+SAR 100.00" and "-SAR 25.00" (wallet transactions, discounts); zero has no sign either way. */
  readonly sign?: 'negative' | 'always';
  /** false: the amount alone with its two decimals, "1,250.00" (an invoice's columns under a "SAR" heading). */
  readonly currency?: boolean;
  /**
   * How Arabic writes the riyal: `letters`, the abbreviation every Arabic font can draw (the
   * default), or `sign`, the Saudi riyal sign, for text drawn in Herfa's fonts. SAMA places the
   * sign left of the amount with a space, which is where the abbreviation stands on a right-to-left line.
   */
  readonly riyal?: 'letters' | 'sign';
}

/** U+20C1 SAUDI RIYAL SIGN (Unicode 17). */
export const RIYAL_SIGN = '\u20c1';

/** How each language writes the riyal's abbreviation around an amount ("SAR 1,250.00", "‏١٬٢٥٠٫٠٠ ر.س.‏"). */
const RIYAL_LETTERS: Readonly<Record<Language, string>> = { en: 'SAR', ar: 'ر.س.' };

/** Halalas (integer minor units) as money: 125000 → "SAR 1,250.00" / "‏١٬٢٥٠٫٠٠ ر.س.‏" (or with the riyal sign). */
export function formatMoney(halalas: Halalas, language: Language, { sign = 'negative', currency = true, riyal = 'letters' }: MoneyStyle = {}): string {
  const riyals = halalas / HALALAS_PER_RIYAL;
  const { text, zero } = unsignedNumber(riyals, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = signOf(riyals, zero, language, sign === 'always' ? 'exceptZero' : 'auto');
  if (!currency) return signed + text;
  if (language === 'en') return `${signed}${RIYAL_LETTERS.en}\u00a0${text}`;
  // Right-to-left marks around the amount and its riyal, as CLDR's Arabic currency pattern has them.
  return `${signed}\u200f${text}\u00a0${riyal === 'sign' ? RIYAL_SIGN : RIYAL_LETTERS.ar}\u200f`;
}
