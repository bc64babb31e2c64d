// The one place numbers, prices and dates become text (DESIGN.md "Money"), in the page's language:
// numbers and money as the domain writes them, dates by Intl. English pages read "SAR 1,250.00";
// Arabic pages use the Saudi riyal sign (U+20C1, drawn from the font riyal-sign.css adds) and
// Arabic-Indic digits, one deliberate choice applied to every number on an Arabic page so that
// prices, counts and dates never mix two digit systems.
import { useMemo } from 'react';
import type { Language } from '../domain/locale';
import { INTL_LOCALES, formatMoney, formatNumber, memoized, type MoneyStyle, type NumberStyle } from '../domain/money-format';
import { useLanguage } from './use-language';

export { INTL_LOCALES, formatMoney, formatNumber, type MoneyStyle, type NumberStyle } from '../domain/money-format';

/** Dates are Saudi dates wherever the browser is: an order placed at 1 a.m. in Riyadh is dated that day. */
export const DISPLAY_TIME_ZONE = 'Asia/Riyadh';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO timestamp or Date as a Saudi calendar date, "5 March 2026" / "٥ مارس ٢٠٢٦" unless told otherwise. */
export function formatDate(
  value: string | Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const format = memoized(dateFormats, `${language} ${JSON.stringify(options)}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: DISPLAY_TIME_ZONE, ...options }),
  );
  return format.format(typeof value === 'string' ? new Date(value) : value);
}


export interface Format {
  /** See formatMoney: "SAR 1,250.00" (in Arabic with the riyal sign), or signed both ways with `{ sign: 'always' }`. */
  money(halalas: number, style?: MoneyStyle): string;
  number(value: number, style?: NumberStyle): string;
  date(value: string | Date, options?: Intl.DateTimeFormatOptions): string;
}

/** The formatters of a page in `language`: money as the storefront writes it, with the riyal sign in Arabic. */
export function pageFormat(language: Language): Format {
  return {
    money: (halalas, style) => formatMoney(halalas, language, { riyal: 'sign', ...style }),
    number: (value, style) => formatNumber(value, language, style),
    date: (value, options) => formatDate(value, language, options),
  };
}

/** The formatters in the page's language; re-created only when the language changes. */
export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(() => pageFormat(language), [language]);
}
