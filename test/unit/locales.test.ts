// Both languages carry the same messages: every file, every key, every {{parameter}}. A message
// with plural forms counts as one key: English has `_one` and `_other` (and `_zero` where it
// reads better), Arabic all six of CLDR's forms (test/unit/i18n-plurals.test.ts checks them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const load = (language: string, file: string): Messages =>
  JSON.parse(readFileSync(join('locales', language, file), 'utf8')) as Messages;

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** `{{name}}` and `{{name, format}}`. */
const PARAMETER = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key of a message, plural forms folded into one, with the parameters all its forms use. */
function messagesOf(texts: Map<string, string>): Map<string, Set<string>> {
  const messages = new Map<string, Set<string>>();
  for (const [key, text] of texts) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const found = messages.get(base) ?? new Set<string>();
    for (const match of text.matchAll(PARAMETER)) found.add(match[1]!);
    messages.set(base, found);
  }
  return messages;
}

// A language's own name is written in that language wherever it appears (the switch on
// Arabic pages offers "English").
const ENDONYMS = new Set(['English']);

const files = readdirSync(join('locales', 'en')).filter((file) => file.endsWith('.json'));

describe('locales', () => {
  it('has the same files in English and Arabic', () => {
    expect(readdirSync(join('locales', 'ar')).filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has the same keys and parameters in both languages, none empty', (file) => {
    const en = flatten(load('en', file));
    const ar = flatten(load('ar', file));
    for (const [key, text] of en) expect(text.trim(), `${file} en ${key}`).not.toBe('');
    for (const [key, text] of ar) expect(text.trim(), `${file} ar ${key}`).not.toBe('');
    const english = messagesOf(en);
    const arabic = messagesOf(ar);
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, used] of english) expect([...(arabic.get(key) ?? [])].sort(), `${file} ${key}`).toEqual([...used].sort());
  });

  it.each(files)('%s: Arabic texts are written in Arabic', (file) => {
    for (const [key, text] of flatten(load('ar', file))) {
      const withoutParameters = text.replace(PARAMETER, '');
      if (ENDONYMS.has(withoutParameters.trim())) continue;
      if (/[A-Za-z]{3,}/.test(withoutParameters) && !/[\u0600-\u06FF]/.test(withoutParameters)) {
        throw new Error(`${file} ar ${key} is not Arabic: ${text}`);
      }
    }
  });
});
