// The server speaks the shopper's language: every locales/<lang>/<file>.json is loaded once
// under the key <file> (as in the browser), and messages are rendered with i18next itself so
// interpolation, nesting and plurals behave exactly as in the storefront. A count is written
// `{{count, number}}`: the `number` formatter is the storefront's (src/domain/money-format.ts), so a
// message says "بعد ٣ ثوانٍ" here as it would on the page, in the page's digits.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, type TFunction } from 'i18next';
import { LANGUAGES, parseAcceptLanguage, resolveLanguage, type Language } from '../../src/domain/locale';
import { messageNumberFormatter } from '../../src/domain/money-format';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

function loadResources(): Record<Language, { translation: Record<string, unknown> }> {
  const entries = LANGUAGES.map((language) => {
    const dir = join(localesDir, language);
    const translation = Object.fromEntries(
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown]),
    );
    return [language, { translation }] as const;
  });
  return Object.fromEntries(entries) as Record<Language, { translation: Record<string, unknown> }>;
}

const i18n = createInstance();
void i18n.init({
  resources: loadResources(),
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.services.formatter?.add('number', messageNumberFormatter('en'));

const translators = new Map<Language, TFunction>(LANGUAGES.map((language) => [language, i18n.getFixedT(language)]));

export function translatorFor(language: Language): TFunction {
  return translators.get(language)!;
}

export function hasMessage(key: string): boolean {
  return i18n.exists(key, { lng: 'en' });
}

/** The request's language: Accept-Language (the storefront sends the interface language), else English. */
export const languageOfRequest = (acceptLanguage: string | undefined): Language =>
  resolveLanguage(undefined, parseAcceptLanguage(acceptLanguage));
