// i18next for the storefront. Convention: locales/<lang>/<file>.json is loaded under the
// top-level key <file> of the single 'translation' namespace ('validation.required' is
// validation.json → "required"). Only the active language's files are fetched; the other
// language's files load when the shopper switches.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/locale';

export type { I18n };

const NAMESPACE = 'translation';

type LocaleTree = Record<string, unknown>;
/** Path ('/locales/en/common.json') → loader of that file's JSON. */
export type LocaleFiles = Record<string, () => Promise<LocaleTree>>;

const LOCALE_FILES: LocaleFiles = import.meta.glob<LocaleTree>('/locales/*/*.json', { import: 'default' });

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** Every file of one language, as its top-level key → loader. */
export function localeFilesOf(language: Language, files: LocaleFiles = LOCALE_FILES): Map<string, () => Promise<LocaleTree>> {
  const found = new Map<string, () => Promise<LocaleTree>>();
  for (const [path, load] of Object.entries(files)) {
    const match = LOCALE_PATH.exec(path);
    if (match?.[1] === language && match[2] !== undefined) found.set(match[2], load);
  }
  return found;
}

async function loadBundle(language: Language, files: LocaleFiles): Promise<LocaleTree> {
  const entries = await Promise.all(
    [...localeFilesOf(language, files)].map(async ([file, load]) => [file, await load()] as const),
  );
  return Object.fromEntries(entries);
}

/** An i18next instance wired to react-i18next, not yet initialised (see startI18n). */
export function createI18n(): I18n {
  return i18next.createInstance().use(initReactI18next);
}

/** Initialises the instance with the first language's files, so the first render is translated. */
export async function startI18n(instance: I18n, language: Language, files: LocaleFiles = LOCALE_FILES): Promise<void> {
  const bundle = await loadBundle(language, files);
  await instance.init({
    lng: language,
    supportedLngs: ['en', 'ar'],
    // No fallback: both languages carry the same keys (a test checks common.json), and a fallback
    // would silently show English on an Arabic page.
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: bundle } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes what it renders
    react: { useSuspense: false }, // files are loaded before rendering, never during
  });
}

/** Loads a language's files if they are not loaded yet. */
export async function loadLanguage(instance: I18n, language: Language, files: LocaleFiles = LOCALE_FILES): Promise<void> {
  if (instance.hasResourceBundle(language, NAMESPACE)) return;
  instance.addResourceBundle(language, NAMESPACE, await loadBundle(language, files), true, true);
}

/** Makes a language the interface language, loading its files first. */
export async function activateLanguage(instance: I18n, language: Language, files: LocaleFiles = LOCALE_FILES): Promise<void> {
  await loadLanguage(instance, language, files);
  if (instance.language !== language) await instance.changeLanguage(language);
}

/** The instance's language as one of ours (English before initialisation). */
export function currentLanguage(instance: I18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
