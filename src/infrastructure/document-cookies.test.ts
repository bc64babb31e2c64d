// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentCookies, type CookieJar } from './document-cookies';

/** Records each assignment to document.cookie, which a real document never shows back. */
function recordingJar(protocol = 'http:'): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('DocumentCookies', () => {
  afterEach(() => {
    for (const name of ['locale', 'user']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('writes a 365-day cookie as max-age=31536000 seconds, site-wide and SameSite=Lax', () => {
    const jar = recordingJar();
    new DocumentCookies(jar).set('locale', 'ar', { maxAgeDays: 365 });
    expect(jar.writes).toEqual(['locale=ar; path=/; SameSite=Lax; max-age=31536000']);
  });

  it('marks cookies Secure on HTTPS pages', () => {
    const jar = recordingJar('https:');
    new DocumentCookies(jar).set('locale', 'en');
    expect(jar.writes[0]).toMatch(/; Secure$/);
  });

  it('reads back what it wrote, encoded values included', () => {
    const cookies = new DocumentCookies(document);
    cookies.set('locale', 'ar', { maxAgeDays: 365 });
    cookies.set('user', '{"name":"نورة; آل سعود"}');
    expect(cookies.get('locale')).toBe('ar');
    expect(cookies.get('user')).toBe('{"name":"نورة; آل سعود"}');
    expect(cookies.get('missing')).toBeUndefined();
  });

  it('removes a cookie by expiring it', () => {
    const cookies = new DocumentCookies(document);
    cookies.set('locale', 'ar', { maxAgeDays: 365 });
    cookies.remove('locale');
    expect(cookies.get('locale')).toBeUndefined();
  });
});
