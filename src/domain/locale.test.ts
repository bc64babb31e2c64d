import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionOf, parseAcceptLanguage, resolveLanguage, switchLanguageInPath } from './locale';

describe('choosing the language', () => {
  it('prefers the locale cookie over the browser', () => {
    expect(resolveLanguage('ar', ['en-US'])).toBe('ar');
  });
  it('falls back to the first supported browser language', () => {
    expect(resolveLanguage(undefined, parseAcceptLanguage('fr-FR,ar-SA;q=0.9,en;q=0.8'))).toBe('ar');
  });
  it('ignores an unknown cookie and defaults to English', () => {
    expect(resolveLanguage('de', ['fr', 'de'])).toBe('en');
  });
  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('en;q=0.5, ar;q=0.9, fr;q=0')).toEqual(['ar', 'en']);
  });
  it('always answers a supported language', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (cookie, tags) => {
        expect(['en', 'ar']).toContain(resolveLanguage(cookie, tags));
      }),
    );
  });
});

describe('switching the language keeps the path', () => {
  it('replaces the prefix', () => {
    expect(switchLanguageInPath('/en/products/all', 'ar')).toBe('/ar/products/all');
    expect(switchLanguageInPath('/ar', 'en')).toBe('/en');
    expect(switchLanguageInPath('/', 'ar')).toBe('/ar');
  });
  it('switching there and back is the identity', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (rest) => {
        const path = ['/en', ...rest].join('/');
        expect(switchLanguageInPath(switchLanguageInPath(path, 'ar'), 'en')).toBe(path);
      }),
    );
  });
  it('Arabic is right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
