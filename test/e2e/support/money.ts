// Money as the storefront's pages write it, worked out here independently of the app's code:
// Intl's SAR in British English ("SAR 1,250.00"); in Arabic, Arabic-Indic digits with the Saudi
// riyal sign (U+20C1) where Intl writes the abbreviation ر.س.
const LOCALES = { en: 'en-GB', ar: 'ar-SA-u-nu-arab-ca-gregory' } as const;

export function pageMoney(language: 'en' | 'ar', riyals: number, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  const text = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'SAR', signDisplay }).format(riyals);
  return language === 'ar' ? text.replace('ر.س.', '\u20c1') : text;
}
