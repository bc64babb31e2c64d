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
 * costs far more than formatting (a listing formats a few hundred numbers while it hydrates:
 * 150 ms of a phone's main thread when each built its own).
 */
export function memoized<TFormat>(formats: Map<string, TFormat>, key: string, build: () => TFormat): TFormat {
  let format = formats.get(key);
  if (format === undefined) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as every page and message writes it in `language` (Arabic-Indic digits in Arabic). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  const key = `${language} ${options === undefined ? '' : JSON.stringify(options)}`;
  return memoized(numberFormats, key, () => new Intl.NumberFormat(INTL_LOCALES[language], options)).format(value);
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Halalas (integer minor units) as money: 125000 → "SAR 1,250.00" / "‏١٬٢٥٠٫٠٠ ر.س.‏" (or with the riyal sign). */
export function formatMoney(halalas: Halalas, language: Language, { sign = 'negative', currency = true, riyal = 'letters' }: MoneyStyle = {}): string {
  const format = memoized(moneyFormats, `${language} ${sign} ${currency}`, () =>
    new Intl.NumberFormat(INTL_LOCALES[language], {
      ...(currency ? { style: 'currency', currency: 'SAR' } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      signDisplay: sign === 'always' ? 'exceptZero' : 'auto',
    }),
  );
  const riyals = halalas / HALALAS_PER_RIYAL;
  if (language !== 'ar' || !currency || riyal === 'letters') return format.format(riyals);
  return format
    .formatToParts(riyals)
    .map((part) => (part.type === 'currency' ? RIYAL_SIGN : part.value))
    .join('');
}
