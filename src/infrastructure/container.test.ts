// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { CART_GATEWAY, type CartGateway } from '../application/ports/cart-gateway';
import { WALLET_GATEWAY, type WalletGateway } from '../application/ports/wallet-gateway';
import { buildContainer, lazily } from './container';
import { DocumentCookies } from './document-cookies';
import { HTTP_CLIENT } from './tokens';
import { LocalStorageSession } from './local-storage-session';

describe('the browser container', () => {
  it('binds each port to its browser adapter, once; the HTTP client loads when first asked for', async () => {
    const container = buildContainer({ currentLanguage: () => 'en' });

    expect(container.get<SessionStorage>(SESSION_STORAGE)).toBeInstanceOf(LocalStorageSession);
    expect(container.get<Cookies>(COOKIES)).toBeInstanceOf(DocumentCookies);
    expect(() => container.get(HTTP_CLIENT)).toThrow();
    expect(typeof (await container.getAsync(HTTP_CLIENT)).get).toBe('function');
    expect(container.get(SESSION_STORAGE)).toBe(container.get(SESSION_STORAGE));
  });
});

describe('lazily', () => {
  it('loads the adapter on the first call only, forwards every call, and is never taken for a promise', async () => {
    let loads = 0;
    const port = lazily(async () => {
      loads += 1;
      return { twice: async (value: number) => value * 2, name: async () => 'adapter' };
    });
    expect(loads).toBe(0);
    expect(await port.twice(21)).toBe(42);
    expect(await port.name()).toBe('adapter');
    expect(loads).toBe(1);
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('tries the load again after it failed', async () => {
    let attempts = 0;
    const port = lazily(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { ping: async () => 'pong' };
    });
    await expect(port.ping()).rejects.toThrow('chunk failed');
    expect(await port.ping()).toBe('pong');
  });

  it('binds the cart and wallet ports without loading their adapters', () => {
    const container = buildContainer({ currentLanguage: () => 'en' });
    expect(typeof container.get<CartGateway>(CART_GATEWAY).count).toBe('function');
    expect(typeof container.get<WalletGateway>(WALLET_GATEWAY).summary).toBe('function');
  });
});
