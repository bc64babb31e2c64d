// Money as text, the same everywhere it is shown: the storefront (src/ui/format.ts) and the
// server's own texts (notifications) use these Intl settings, so "SAR 1,250.00" on a page and in
// a notification are written alike. English reads "SAR 1,250.00"; Arabic uses the riyal
// abbreviation and Arabic-Indic digits ("١٬٢٥٠٫٠٠ ر.س.").
import type { Language } from './locale';
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

/** Halalas (integer minor units) as a price: 125000 → "SAR 1,250.00" / "‏١٬٢٥٠٫٠٠ ر.س.‏". */
export function formatMoney(halalas: Halalas, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'SAR' }).format(
    halalas / HALALAS_PER_RIYAL,
  );
}
