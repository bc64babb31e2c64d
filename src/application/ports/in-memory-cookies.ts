// A test twin of the Cookies port: keeps cookies in a Map and remembers every write's options.
import type { CookieOptions, Cookies } from './cookies';

export class InMemoryCookies implements Cookies {
  readonly values = new Map<string, string>();
  readonly writes: { name: string; value: string; options: CookieOptions }[] = [];

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.values.set(name, value);
    this.writes.push({ name, value, options });
  }

  remove(name: string): void {
    this.values.delete(name);
  }
}
