// Cookies over document.cookie: every cookie is site-wide (path=/), SameSite=Lax, and Secure
// when the page is served over HTTPS.
import type { CookieOptions, Cookies } from '../application/ports/cookies';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The part of Document this adapter touches, so tests can hand in a recorder. */
export type CookieJar = Pick<Document, 'cookie'> & { readonly location?: Pick<Location, 'protocol'> | null };

export class DocumentCookies implements Cookies {
  constructor(private readonly jar: CookieJar) {}

  get(name: string): string | undefined {
    for (const pair of this.jar.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      if (pair.slice(0, separator).trim() !== name) continue;
      const value = pair.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    return undefined;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const attributes = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
    if (options.maxAgeDays !== undefined) {
      attributes.push(`max-age=${Math.round(options.maxAgeDays * SECONDS_PER_DAY)}`);
    }
    if (this.jar.location?.protocol === 'https:') attributes.push('Secure');
    this.jar.cookie = attributes.join('; ');
  }

  remove(name: string): void {
    this.jar.cookie = `${name}=; path=/; SameSite=Lax; max-age=0`;
  }
}
