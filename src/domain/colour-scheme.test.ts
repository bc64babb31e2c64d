import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLOUR_SCHEME_CHOICES, colourSchemeChoiceOf, colourSchemeSentFor, SYSTEM_SCHEME_SCRIPT } from './colour-scheme';

describe('the colour scheme a shopper chose', () => {
  it('is the one the cookie names', () => {
    expect(colourSchemeChoiceOf('dark')).toBe('dark');
    expect(colourSchemeChoiceOf('light')).toBe('light');
  });

  it("is the system's without a cookie, or with one that names no scheme", () => {
    expect(colourSchemeChoiceOf(undefined)).toBe('auto');
    expect(colourSchemeChoiceOf(null)).toBe('auto');
    expect(colourSchemeChoiceOf('auto')).toBe('auto');
    expect(colourSchemeChoiceOf('Dark')).toBe('auto');
    fc.assert(
      fc.property(fc.option(fc.string()), (value) => {
        expect(COLOUR_SCHEME_CHOICES).toContain(colourSchemeChoiceOf(value));
      }),
    );
  });
});

describe('the scheme the server sends', () => {
  it('is the chosen one, and light for a page that follows the system until its head script runs', () => {
    expect(colourSchemeSentFor('dark')).toBe('dark');
    expect(colourSchemeSentFor('light')).toBe('light');
    expect(colourSchemeSentFor('auto')).toBe('light');
  });

  it('is turned dark by the head script when the system is dark, and left alone otherwise', () => {
    for (const dark of [true, false]) {
      const attributes = new Map([['data-mantine-color-scheme', 'light']]);
      const run = new Function('matchMedia', 'document', SYSTEM_SCHEME_SCRIPT) as (matchMedia: unknown, document: unknown) => void;
      run(
        (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }),
        { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
      );
      expect(attributes.get('data-mantine-color-scheme')).toBe(dark ? 'dark' : 'light');
    }
  });
});
