// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageSession } from './local-storage-session';

describe('LocalStorageSession', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives back what was stored, as JSON, under a herfa: key', () => {
    const session = new LocalStorageSession(window.localStorage);
    const tempCart = [{ productSlug: 'sadu-cushion-cover-7k2', quantity: 2 }];

    session.set('tempCart', tempCart);
    session.set('cartItemsCount', 2);

    expect(session.get('tempCart')).toEqual(tempCart);
    expect(session.get('cartItemsCount')).toBe(2);
    expect(window.localStorage.getItem('herfa:tempCart')).toBe(JSON.stringify(tempCart));
  });

  it('reads an absent value as undefined', () => {
    expect(new LocalStorageSession(window.localStorage).get('token')).toBeUndefined();
  });

  it('reads a corrupt value as undefined instead of throwing', () => {
    window.localStorage.setItem('herfa:user', '{"name": "Nou');
    expect(new LocalStorageSession(window.localStorage).get('user')).toBeUndefined();
  });

  it('forgets a removed value', () => {
    const session = new LocalStorageSession(window.localStorage);
    session.set('token', 'abc');
    session.remove('token');
    expect(session.get('token')).toBeUndefined();
    expect(window.localStorage.getItem('herfa:token')).toBeNull();
  });

  it('keeps going when the browser refuses to store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    expect(() => new LocalStorageSession(full).set('token', 'abc')).not.toThrow();
  });
});
