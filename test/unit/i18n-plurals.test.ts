// Counted messages read grammatically in both languages, for every count a page can show: each
// message with plural forms is rendered for 0 to 111 (every Arabic form, and 100+ again), by the
// storefront's i18n setup (the browser's and the server renderer's) and by the API's translator,
// which must agree word for word. Here rather than beside either setup: only test/ may import both.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { INTL_LOCALES } from '../../src/domain/money-format';
import type { Language } from '../../src/domain/locale';
import { activateLanguage, createI18n, startI18n } from '../../src/ui/i18n';
import { translatorFor } from '../../server/use-cases/messages';

type Tree = { readonly [key: string]: string | Tree };

const COUNTS = Array.from({ length: 112 }, (_, n) => n);
const FORMS: Readonly<Record<Language, readonly Intl.LDMLPluralRule[]>> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PARAMETER = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g;
/** `$t(common.counts.characters, {"count": {{max}} })`: a message passing one of its numbers on as a count. */
const NESTED_COUNT = /\$t\(([\w.]+), \{"count": \{\{(\w+)\}\} \}\)/g;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) texts.set(nested, text);
  }
  return texts;
}

const written = (n: number, language: Language) => new Intl.NumberFormat(INTL_LOCALES[language]).format(n);
const parametersOf = (text: string) => [...text.matchAll(PARAMETER)].map((match) => match[1]!);

// The storefront's setup, as a page starts it, then switched to Arabic as the language switch does.
const i18n = createI18n();
await startI18n(i18n, 'en');
await activateLanguage(i18n, 'ar');
const storefront: Readonly<Record<Language, TFunction>> = { en: i18n.getFixedT('en'), ar: i18n.getFixedT('ar') };
const texts: Readonly<Record<Language, Map<string, string>>> = {
  en: flatten(i18n.getResourceBundle('en', 'translation') as Tree),
  ar: flatten(i18n.getResourceBundle('ar', 'translation') as Tree),
};

/** Each counted message of a language, with the plural forms it has. */
function pluralsOf(language: Language): Map<string, Set<string>> {
  const plurals = new Map<string, Set<string>>();
  for (const key of texts[language].keys()) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form === undefined) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    plurals.set(base, (plurals.get(base) ?? new Set()).add(form));
  }
  return plurals;
}
const plurals = { en: pluralsOf('en'), ar: pluralsOf('ar') };
const countedKeys = [...plurals.ar.keys()].sort();

/** The values a message needs besides its count: numbers where it formats them, a name elsewhere. */
function valuesFor(key: string, language: Language, n: number): Record<string, string | number> {
  const values: Record<string, string | number> = { count: n };
  for (const [form, text] of texts[language]) {
    if (form !== key && form.replace(PLURAL_SUFFIX, '') !== key) continue;
    for (const match of text.matchAll(PARAMETER)) {
      const name = match[1]!;
      if (name === 'count') continue;
      // `{{used, number}}` is a number the message formats; `{{rating}}` arrives already written.
      values[name] = match[0].includes(',') ? 7 : `‹${name}›`;
    }
  }
  return values;
}

/** What shows that a message did not resolve: a placeholder left, a nesting left, a key, nothing. */
function expectResolved(text: string, key: string, context: string) {
  expect(text.trim(), context).not.toBe('');
  expect(text, context).not.toContain('{{');
  expect(text, context).not.toContain('$t(');
  expect(text, context).not.toContain(key);
  expect(text, context).not.toMatch(/\b(common|catalogue|orders|seller|cart|http|validation)\.\w/);
}

describe('the counted messages', () => {
  it('exist', () => {
    expect(countedKeys.length).toBeGreaterThanOrEqual(20);
    expect(countedKeys).toEqual([...plurals.en.keys()].sort());
  });

  it.each(countedKeys)('%s has all six Arabic forms and at least English one and other', (key) => {
    expect([...plurals.ar.get(key)!].sort()).toEqual([...FORMS.ar].sort());
    for (const form of FORMS.en) expect(plurals.en.get(key), key).toContain(form);
  });

  it('include every message that interpolates a count', () => {
    for (const language of ['en', 'ar'] as const) {
      for (const [key, text] of texts[language]) {
        if (text.includes('{{count')) expect(key, `${language} ${key}: ${text}`).toMatch(PLURAL_SUFFIX);
      }
    }
  });

  it.each(countedKeys)('%s reads right for every count from 0 to 111, in the form CLDR picks', (key) => {
    for (const language of ['en', 'ar'] as const) {
      const rules = new Intl.PluralRules(language);
      for (const n of COUNTS) {
        const values = valuesFor(key, language, n);
        const context = `${language} ${key} ${n}`;
        const details = storefront[language](key, { ...values, returnDetails: true }) as unknown as { res: string; exactUsedKey: string };
        // English may say "No saved products" for 0; otherwise the form is CLDR's.
        const form = n === 0 && language === 'en' && plurals.en.get(key)!.has('zero') ? 'zero' : rules.select(n);
        expect(details.exactUsedKey, context).toBe(`${key}_${form}`);

        const text = storefront[language](key, values);
        expectResolved(text, key, context);
        // The number itself, in the page's digits, wherever the form does not spell it out.
        if (form === 'few' || form === 'many' || (form === 'other' && n > 0)) expect(text, context).toContain(written(n, language));
        if (language === 'ar') expect(text, context).not.toMatch(/[0-9]/);
        expect(translatorFor(language)(key, values), `${context}, the API's translator`).toBe(text);
      }
    }
  });
});

describe('messages that pass one of their numbers on as a count', () => {
  // Failures and validation rules name their numbers (`max`, `length`, `minutes`) in code that
  // predates plurals; the message passes that number to a counted phrase of common.counts.
  const nesting = (['en', 'ar'] as const).flatMap((language) =>
    [...texts[language]].filter(([, text]) => text.includes('$t(common.counts.')).map(([key, text]) => ({ language, key, text })),
  );

  it('exist', () => {
    expect(nesting.map(({ language, key }) => `${language} ${key}`)).toEqual(
      expect.arrayContaining(['ar orders.reasonTooLong', 'en cart.tooManyLines', 'ar validation.min', 'ar auth.resetMail.text']),
    );
  });

  it.each(nesting)('$language $key reads right for every count from 0 to 111', ({ language, key, text }) => {
    const counted = [...text.matchAll(NESTED_COUNT)].map((match) => ({ phrase: match[1]!, parameter: match[2]! }));
    expect(counted, `${language} ${key} nests like $t(common.counts.x, {"count": {{y}} })`).not.toHaveLength(0);
    for (const n of COUNTS) {
      const values: Record<string, string | number> = Object.fromEntries(parametersOf(text).map((name) => [name, `‹${name}›`]));
      for (const { parameter } of counted) values[parameter] = n;
      const context = `${language} ${key} ${n}`;
      const shown = storefront[language](key, values);
      expectResolved(shown, key, context);
      for (const { phrase } of counted) expect(shown, context).toContain(storefront[language](phrase, { count: n }));
      if (language === 'ar') expect(shown, context).not.toMatch(/[0-9]/);
      expect(translatorFor(language)(key, values), `${context}, the API's translator`).toBe(shown);
    }
  });
});

describe('what the audit found', () => {
  const ar = storefront.ar;

  it('a counter agrees with the number just before its noun, the maximum', () => {
    expect(ar('orders.cancel.counter', { used: 0, count: 500 })).toBe('٠ من ٥٠٠ حرف');
    expect(ar('catalogue.detail.giftTextCount', { used: 12, count: 200 })).toBe('١٢ من ٢٠٠ حرف');
    expect(storefront.en('orders.cancel.counter', { used: 1, count: 500 })).toBe('1 of 500 characters');
  });

  it('counts addresses, seconds and products in every form', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((max) => ar('addresses.limitReached', { max }).split(' كحد')[0])).toEqual([
      'يمكنك حفظ ٠ عنوان',
      'يمكنك حفظ عنوان واحد',
      'يمكنك حفظ عنوانين',
      'يمكنك حفظ ٣ عناوين',
      'يمكنك حفظ ١٠ عناوين',
      'يمكنك حفظ ١١ عنوانًا',
      'يمكنك حفظ ٩٩ عنوانًا',
      'يمكنك حفظ ١٠٠ عنوان',
    ]);
    expect(ar('http.tooManyRequests', { count: 10 })).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد ١٠ ثوانٍ.');
    expect(ar('http.tooManyRequests', { count: 600 })).toBe('محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد ٦٠٠ ثانية.');
    expect(ar('account.favourites.count', { count: 0 })).toBe('لا توجد منتجات محفوظة');
    expect(ar('account.favourites.count', { count: 2 })).toBe('منتجان محفوظان');
    expect(storefront.en('http.tooManyRequests', { count: 1 })).toBe('Too many attempts. Please try again in 1 second.');
  });

  it('leaves the English of the specification\'s validation messages as they were', () => {
    expect(storefront.en('validation.min', { field: 'message', length: 10 })).toBe('The message field must be at least 10 characters');
    expect(storefront.en('validation.size', { field: 'image', size: 512 })).toBe('The image field size must be less than 512KB');
    expect(ar('validation.min', { field: 'الرسالة', length: 10 })).toBe('يجب ألا يقل طول حقل الرسالة عن ١٠ أحرف');
  });
});
