// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COOKIES, type Cookies } from '../application/ports/cookies';
import { SESSION_STORAGE, type SessionStorage } from '../application/ports/session-storage';
import { TOASTS } from '../application/ports/toasts';
import { SESSION_STORE } from '../application/session/session-store';
import { CART_GATEWAY, type CartGateway } from '../application/ports/cart-gateway';
import { WALLET_GATEWAY, type WalletGateway } from '../application/ports/wallet-gateway';
import { buildContainer, buildContainerInTurns } from './container';
import { buildFrameServices } from './frame-services';
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

  it('binds the frame services it is given, the very instances the first render used', () => {
    const frame = buildFrameServices();
    const container = buildContainer({ currentLanguage: () => 'en', frame });
    expect(container.get(SESSION_STORE)).toBe(frame.sessionStore);
    expect(container.get(COOKIES)).toBe(frame.cookies);
    expect(container.get(TOASTS)).toBe(frame.toasts);
  });

  it('loads the same bindings in turns, one module per turn, for the browser', async () => {
    const frame = buildFrameServices();
    let turns = 0;
    const container = await buildContainerInTurns({ currentLanguage: () => 'en', frame }, async () => {
      turns += 1;
    });
    expect(turns).toBe(6);
    expect(container.get(SESSION_STORE)).toBe(frame.sessionStore);
    expect(typeof container.get<WalletGateway>(WALLET_GATEWAY).summary).toBe('function');
  });

  it('binds the cart and wallet ports without loading their adapters', () => {
    const container = buildContainer({ currentLanguage: () => 'en' });
    expect(typeof container.get<CartGateway>(CART_GATEWAY).count).toBe('function');
    expect(typeof container.get<WalletGateway>(WALLET_GATEWAY).summary).toBe('function');
  });
});

describe("the container's feature modules", () => {
  // Every token declared beside a port of src/application (a symbol export), found by reading the folder, not listed by hand.
  const declared = import.meta.glob<Record<string, unknown>>(['../application/**/*.ts', '!**/*.test.ts', '!**/testing/**', '!**/in-memory-*'], { eager: true });
  const tokens = Object.entries(declared).flatMap(([path, exports]) => Object.entries(exports).flatMap(([name, value]) => (typeof value === 'symbol' ? [[`${path} ${name}`, value] as const] : [])));

  it('find the tokens declared beside the ports', () => {
    expect(tokens.length).toBeGreaterThanOrEqual(18);
  });

  it.each(tokens)('bind %s exactly once', (_, token) => {
    const container = buildContainer({ currentLanguage: () => 'en' });
    expect(container.isBound(token)).toBe(true);
    expect(() => container.get(token)).not.toThrow(/Ambiguous|multiple/i);
  });
});
