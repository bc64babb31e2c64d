// i18next for the storefront. Convention: locales/<lang>/<file>.json is loaded under the
// top-level key <file> of the single 'translation' namespace ('validation.required' is
// validation.json → "required"). Only the active language's files are fetched; the other
// language's files load when the shopper switches. A page the server rendered starts with the
// files its render read (and the frame's), and loads the rest of the language after the page
// has loaded, or before the first navigation that needs them.
//
// Counts: a message that counts things has i18next plural forms (`_one`, `_other`; Arabic also
// `_zero`, `_two`, `_few`, `_many`), picked by the number `count`, and writes it `{{count, number}}`:
// the `number` formatter (messageNumberFormatter) writes it as every number on the page is written
// (Arabic-Indic digits in Arabic). A failure or validation message whose number the domain names
// otherwise (`max`, `length`) passes it on: `$t(common.counts.characters, {"count": {{max}} })`.
// The server's renderer uses this same setup, so its HTML hydrates unchanged; the API's messages
// (server/use-cases/messages.ts) register the same formatter.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../domain/locale';
import { messageNumberFormatter } from '../domain/money-format';

export type { I18n };

const NAMESPACE = 'translation';

type LocaleTree = Record<string, unknown>;
/** Path ('/locales/en/common.json') → loader of that file's JSON. */
export type LocaleFiles = Record<string, () => Promise<LocaleTree>>;

// The mails' texts are the server's alone (server/use-cases/mail): no page shows them.
const LOCALE_FILES: LocaleFiles = import.meta.glob<LocaleTree>(['/locales/*/*.json', '!/locales/*/mail.json'], { import: 'default' });

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

/** The files every page's frame, forms and failures read: loaded with the first page, whatever it is. */
export const FRAME_LOCALE_FILES: readonly string[] = ['common', 'catalogue', 'cart', 'validation', 'http', 'fields'];

/** A language's files, or only those named in `only`, skipping those named in `loaded`. */
async function loadBundle(language: Language, files: LocaleFiles, { only, loaded = [] }: { only?: readonly string[]; loaded?: readonly string[] } = {}): Promise<LocaleTree> {
  const wanted = [...localeFilesOf(language, files)].filter(
    ([file]) => (only === undefined || only.includes(file)) && !loaded.includes(file),
  );
  return Object.fromEntries(await Promise.all(wanted.map(async ([file, load]) => [file, await load()] as const)));
}

/** The top-level keys (files) of a language the instance has. */
const loadedFiles = (instance: I18n, language: Language): string[] =>
  Object.keys((instance.getResourceBundle(language, NAMESPACE) as LocaleTree | undefined) ?? {});

/** An i18next instance wired to react-i18next, not yet initialised (see startI18n). */
export function createI18n(): I18n {
  return i18next.createInstance().use(initReactI18next);
}

export interface StartOptions {
  readonly files?: LocaleFiles;
  /** Only these files (those a server render read); the others load with `loadLanguage`. */
  readonly only?: readonly string[];
  /** Told the name of every file a translation reads (the server, to tell the browser what a page needs). */
  readonly onRead?: (file: string) => void;
}

/** Initialises the instance with the first language's files, so the first render is translated. */
export async function startI18n(instance: I18n, language: Language, { files = LOCALE_FILES, only, onRead }: StartOptions = {}): Promise<void> {
  const loaded = await loadBundle(language, files, { only });
  const bundle = onRead === undefined ? loaded : readingTracked(loaded, onRead);
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
  instance.services.formatter?.add('number', messageNumberFormatter(language));
}

/** i18next reads translations from the bundle by path, file first: a proxy hears which files. */
function readingTracked(bundle: LocaleTree, onRead: (file: string) => void): LocaleTree {
  return new Proxy(bundle, {
    get: (target, key, receiver) => {
      if (typeof key === 'string' && Object.hasOwn(target, key)) onRead(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Whether every file of the language is loaded. */
export const languageLoaded = (instance: I18n, language: Language, files: LocaleFiles = LOCALE_FILES): boolean =>
  [...localeFilesOf(language, files).keys()].every((file) => loadedFiles(instance, language).includes(file));

/** Loads those of a language's files that are not loaded yet. */
export async function loadLanguage(instance: I18n, language: Language, files: LocaleFiles = LOCALE_FILES): Promise<void> {
  const loaded = loadedFiles(instance, language);
  const bundle = await loadBundle(language, files, { loaded });
  if (Object.keys(bundle).length > 0) instance.addResourceBundle(language, NAMESPACE, bundle, true, true);
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
