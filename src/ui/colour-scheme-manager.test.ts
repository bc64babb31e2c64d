import { describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../application/ports/in-memory-cookies';
import { cookieColourSchemeManager } from './colour-scheme-manager';

describe("Mantine's colour scheme, kept in the colour-scheme cookie", () => {
  it("follows the system until the shopper chooses, whatever Mantine's default", () => {
    expect(cookieColourSchemeManager(new InMemoryCookies()).get('light')).toBe('auto');
    expect(cookieColourSchemeManager(new InMemoryCookies({ 'colour-scheme': 'sepia' })).get('light')).toBe('auto');
  });

  it('reads the choice the server reads', () => {
    expect(cookieColourSchemeManager(new InMemoryCookies({ 'colour-scheme': 'dark' })).get('auto')).toBe('dark');
    expect(cookieColourSchemeManager(new InMemoryCookies({ 'colour-scheme': 'light' })).get('auto')).toBe('light');
  });

  it('remembers light or dark for a year', () => {
    const cookies = new InMemoryCookies();
    const manager = cookieColourSchemeManager(cookies);
    manager.set('dark');
    expect(cookies.writes).toEqual([{ name: 'colour-scheme', value: 'dark', options: { maxAgeDays: 365 } }]);
    expect(manager.get('auto')).toBe('dark');
    manager.set('light');
    expect(manager.get('auto')).toBe('light');
  });

  it('forgets the choice when the shopper goes back to the system, or Mantine clears it', () => {
    const cookies = new InMemoryCookies({ 'colour-scheme': 'dark' });
    const manager = cookieColourSchemeManager(cookies);
    manager.set('auto');
    expect(cookies.values.has('colour-scheme')).toBe(false);
    manager.set('light');
    manager.clear();
    expect(cookies.values.has('colour-scheme')).toBe(false);
    expect(manager.get('light')).toBe('auto');
  });
});
