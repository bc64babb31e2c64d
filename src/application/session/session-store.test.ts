// The session store follows spec §4 step by step.
import { describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../ports/in-memory-cookies';
import { InMemorySessionStorage } from '../ports/in-memory-session-storage';
import { SessionStore, SIGNED_OUT, USER_DATA_COOKIE, type SessionUser } from './session-store';

const sara: SessionUser = {
  id: 'u-1',
  fullName: 'Sara Al-Qahtani',
  email: 'sara@herfa.test',
  phone: '+966501234567',
  language: 'en',
  role: 'shopper',
  sellerSlug: null,
  hasPassword: true,
  hasSocialSignIn: false,
};

function aStore() {
  const storage = new InMemorySessionStorage();
  const cookies = new InMemoryCookies();
  return { storage, cookies, store: new SessionStore(storage, cookies) };
}

describe('the session store', () => {
  it('setToken saves the token and persists it', () => {
    const { storage, store } = aStore();
    store.setToken('t0k3n');
    expect(store.getState().token).toBe('t0k3n');
    expect(storage.get('token')).toBe('t0k3n');
  });

  it('setUser saves the user, persists it and sets the user-data cookie', () => {
    const { storage, cookies, store } = aStore();
    store.setUser(sara, { remember: true });
    expect(store.getState().user).toEqual(sara);
    expect(storage.get('user')).toEqual(sara);
    expect(cookies.get(USER_DATA_COOKIE)).toBe('u-1');
  });

  it('updateUser replaces the stored user and leaves the logged-in marker as it was', () => {
    const { storage, cookies, store } = aStore();
    store.setUser(sara, { remember: true });
    const renamed = { ...sara, fullName: 'Sara Al-Harbi' };
    store.updateUser(renamed);
    expect(store.getState().user).toEqual(renamed);
    expect(storage.get('user')).toEqual(renamed);
    expect(cookies.writes).toHaveLength(1);
  });

  it('setTempCart with an item appends it and persists the list; without one it clears and removes it', () => {
    const { storage, store } = aStore();
    store.setTempCart({ productSlug: 'sadu-cushion', quantity: 2, colour: 'red' });
    store.setTempCart({ productSlug: 'palm-basket', quantity: 1 });
    expect(store.getState().tempCart.map((item) => item.productSlug)).toEqual(['sadu-cushion', 'palm-basket']);
    expect(storage.get('tempCart')).toHaveLength(2);
    expect(store.getState().cartItemsCount).toBe(3);

    store.setTempCart();
    expect(store.getState().tempCart).toEqual([]);
    expect(storage.get('tempCart')).toBeUndefined();
  });

  it('replaceTempCart persists the guest’s changed cart and its count; an empty one removes the stored cart', () => {
    const { storage, store } = aStore();
    store.setTempCart({ productSlug: 'sadu-cushion', quantity: 2, colour: 'red' });
    store.replaceTempCart([{ productSlug: 'sadu-cushion', quantity: 5, colour: 'red' }, { productSlug: 'palm-basket', quantity: 1 }]);
    expect(store.getState()).toMatchObject({ tempCart: [{ quantity: 5 }, { productSlug: 'palm-basket' }], cartItemsCount: 6 });
    expect(storage.get('tempCart')).toHaveLength(2);
    expect(storage.get('cartItemsCount')).toBe(6);

    store.replaceTempCart([]);
    expect(store.getState()).toMatchObject({ tempCart: [], cartItemsCount: 0 });
    expect(storage.get('tempCart')).toBeUndefined();
    expect(storage.get('cartItemsCount')).toBe(0);
  });

  it('logout clears the token, the user, the stored cart and the stored cart count', () => {
    const { storage, cookies, store } = aStore();
    store.setToken('t0k3n');
    store.setUser(sara);
    store.setTempCart({ productSlug: 'sadu-cushion', quantity: 1 });
    store.setCartItemsCount(4);
    store.logout();
    expect(store.getState()).toMatchObject({ token: null, user: null, tempCart: [], cartItemsCount: 0 });
    for (const key of ['token', 'user', 'tempCart', 'cartItemsCount'] as const) expect(storage.get(key)).toBeUndefined();
    expect(cookies.get(USER_DATA_COOKIE)).toBeUndefined();
  });

  it('initializeStore restores the four values from storage, dropping malformed ones', () => {
    const { storage, store } = aStore();
    storage.set('token', 't0k3n');
    storage.set('user', sara as never);
    storage.set('tempCart', [{ productSlug: 'ok', quantity: 1 }, { productSlug: 'bad', quantity: -1 }, 'junk']);
    storage.set('cartItemsCount', 'seven');
    store.initializeStore();
    expect(store.getState()).toMatchObject({ token: 't0k3n', user: sara, tempCart: [{ productSlug: 'ok', quantity: 1 }], cartItemsCount: 0 });
  });

  it('at start, with no stored user data, ends the stale session and then restores, keeping a guest cart', () => {
    const { storage, cookies, store } = aStore();
    storage.set('token', 'stale');
    storage.set('tempCart', [{ productSlug: 'sadu-cushion', quantity: 2 }]);
    storage.set('cartItemsCount', 2);
    cookies.set(USER_DATA_COOKIE, 'u-1');
    store.start();
    expect(store.getState().token).toBeNull();
    expect(storage.get('token')).toBeUndefined();
    expect(cookies.get(USER_DATA_COOKIE)).toBeUndefined();
    expect(store.getState()).toMatchObject({ tempCart: [{ productSlug: 'sadu-cushion', quantity: 2 }], cartItemsCount: 2 });
  });

  it('at start, with stored user data and the marker, keeps the session', () => {
    const { storage, cookies, store } = aStore();
    storage.set('token', 't0k3n');
    storage.set('user', sara as never);
    cookies.set(USER_DATA_COOKIE, 'u-1');
    store.start();
    expect(store.getState()).toMatchObject({ token: 't0k3n', user: sara });
    expect(store.isLoggedIn).toBe(true);
  });

  it('tells subscribers after every change', () => {
    const { store } = aStore();
    let heard = 0;
    const unsubscribe = store.subscribe(() => heard++);
    store.setToken('a');
    store.setCartItemsCount(2);
    unsubscribe();
    store.setToken('b');
    expect(heard).toBe(2);
  });

  it('a guest with nothing stored starts as the very state the server rendered, and nobody is told', () => {
    const { store } = aStore();
    let heard = 0;
    store.subscribe(() => heard++);
    store.start();
    store.setCartItemsCount(0);
    // The same object: React compares the session by identity, and a new one re-rendered every
    // favourite button and the header after hydration, at once and in one task.
    expect(store.getState()).toBe(SIGNED_OUT);
    expect(heard).toBe(0);
  });
});
