// The Cookies port: small string values the browser sends back to our own origin
// (the locale cookie, the user-data cookie that marks a signed-in shopper).
import { serviceToken } from './service-token';

export interface CookieOptions {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  readonly maxAgeDays?: number;
}

export interface Cookies {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export const COOKIES = serviceToken<Cookies>('Cookies');
