// Both languages carry the same messages: every file, every key, every {{parameter}}.
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

const parameters = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

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
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      const arabic = ar.get(key) ?? '';
      expect(text.trim(), `${file} en ${key}`).not.toBe('');
      expect(arabic.trim(), `${file} ar ${key}`).not.toBe('');
      expect(parameters(arabic), `${file} ${key}`).toEqual(parameters(text));
    }
  });

  it.each(files)('%s: Arabic texts are written in Arabic', (file) => {
    for (const [key, text] of flatten(load('ar', file))) {
      const withoutParameters = text.replace(/\{\{\s*\w+\s*\}\}/g, '');
      if (ENDONYMS.has(withoutParameters.trim())) continue;
      if (/[A-Za-z]{3,}/.test(withoutParameters) && !/[\u0600-\u06FF]/.test(withoutParameters)) {
        throw new Error(`${file} ar ${key} is not Arabic: ${text}`);
      }
    }
  });
});
