// @vitest-environment jsdom
// The cart screen against in-memory ports: a guest's tempCart with the products' current data,
// the spec's login message and a login that merges the cart, and a signed-in shopper's server
// cart with quantities, removal, unavailable lines and the empty state.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCartGateway } from '../../../application/cart/in-memory-cart-gateway';
import type { AccountGateway, SignedInSession } from '../../../application/ports/account-gateway';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { RequestFailure } from '../../../application/ports/request-failure';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { aProductDetail } from '../../../application/testing/product-details';
import { SARA } from '../../../application/testing/shoppers';
import { renderApp, waitFor } from '../../testing/render-app';


const SESSION: SignedInSession = { token: 'session-token', user: SARA };

const catalogue = new InMemoryCatalogueGateway({
  products: [
    aProductDetail('sandals', { name: 'Leather sandals', colours: [{ id: 'tan', name: 'Tan', hex: '#c89a64' }], stock: 3 }),
    aProductDetail('jar', { name: 'Clay jar', price: 8_000, salePrice: 6_000, discountBasisPoints: 2500 }),
    // Counted per colour: one Indigo scarf left, four Saffron.
    aProductDetail('scarf', {
      name: 'Wool scarf',
      colours: [
        { id: 'indigo', name: 'Indigo', hex: '#3f51b5' },
        { id: 'saffron', name: 'Saffron', hex: '#f4c430' },
      ],
      stock: 5,
      optionStock: [
        { colour: 'indigo', size: null, stock: 1 },
        { colour: 'saffron', size: null, stock: 4 },
      ],
    }),
  ],
});

const cartProducts = () =>
  new InMemoryCartGateway([
    { slug: 'sandals', name: 'Leather sandals', price: 10_000, stock: 3 },
    { slug: 'jar', name: 'Clay jar', price: 8_000, discountBasisPoints: 2500, stock: 10 },
  ]);

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, options: { signedIn?: boolean; cart?: InMemoryCartGateway; accounts?: Partial<AccountGateway> } = {}) {
  const cookies = new InMemoryCookies(options.signedIn ? { [USER_DATA_COOKIE]: 'u-1' } : {});
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  if (options.signedIn) {
    session.setToken(SESSION.token);
    session.setUser(SESSION.user);
  }
  const cart = options.cart ?? cartProducts();
  const app = await renderApp(path, {
    cookies: options.signedIn ? { [USER_DATA_COOKIE]: 'u-1' } : {},
    // The login screen calls only the accounts' `login`.
    ports: { sessionStore: session, cart, catalogue, accounts: options.accounts as AccountGateway | undefined },
  });
  unmount = app.unmount;
  const text = () => (app.host.querySelector('main')?.textContent ?? '').replace(/\u00a0/g, ' ');
  const button = (name: string) => {
    const found = [...app.host.querySelectorAll<HTMLElement>('main button, main a')].find(
      (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
    );
    if (found === undefined) throw new Error(`no button ${name}`);
    return found;
  };
  const click = async (name: string) => act(async () => button(name).click());
  return { ...app, session, cart, text, button, click };
}

async function logIn(host: HTMLElement) {
  const input = (label: string) => {
    const element = [...host.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace('*', '').trim() === label)!;
    return document.getElementById(element.htmlFor) as HTMLInputElement;
  };
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [label, value] of [['Email', 'sara@herfa.test'], ['Password', 'Herfa@2026']] as const) {
    act(() => {
      setValue.call(input(label), value);
      input(label).dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  await act(async () => [...host.querySelectorAll('button')].find((button) => button.textContent === 'Log in')!.click());
}

describe('a guest’s cart', () => {
  it('shows tempCart with the products’ names, options and prices, and asks the guest to log in', async () => {
    const app = await open('/en/cart');
    act(() => {
      app.session.setTempCart({ productSlug: 'sandals', quantity: 1, colour: 'tan' });
      app.session.setTempCart({ productSlug: 'jar', quantity: 2 });
      app.session.setTempCart({ productSlug: 'sandals', quantity: 1, colour: 'tan' });
    });
    await waitFor(() => app.text().includes('Leather sandals'));
    expect(app.text()).toContain('ColourTan');
    expect(app.text()).toContain('Please login to your account to complete process');
    // 2 × SAR 100 + 2 × SAR 80 list, 2 × SAR 20 off.
    expect(app.text()).toContain('SAR 360.00');
    expect(app.text()).toContain('-SAR 40.00');
    expect(app.text()).toContain('SAR 320.00');
    expect(app.button('Login').getAttribute('href')).toBe('/en/auth/login?redirect=%2Fen%2Fcart');

    await app.click('Increase quantity of Leather sandals');
    expect(app.session.getState()).toMatchObject({ cartItemsCount: 5, tempCart: [{ productSlug: 'sandals', quantity: 3 }, { quantity: 2 }] });
    // Stock is 3: no more.
    expect(app.button('Increase quantity of Leather sandals').hasAttribute('disabled')).toBe(true);

    await app.click('Remove Clay jar from the cart');
    expect(app.session.getState().tempCart).toEqual([{ productSlug: 'sandals', quantity: 3, colour: 'tan' }]);
    expect(app.text()).not.toContain('Clay jar');
  });

  it('bounds each line by its own colour’s count when the seller counts colours apart', async () => {
    const app = await open('/en/cart');
    act(() => {
      app.session.setTempCart({ productSlug: 'scarf', quantity: 2, colour: 'indigo' });
      app.session.setTempCart({ productSlug: 'scarf', quantity: 3, colour: 'saffron' });
    });
    await waitFor(() => app.text().includes('Wool scarf'));
    const [indigo, saffron] = [...app.host.querySelectorAll<HTMLElement>('main article')];
    const increase = (line: HTMLElement) => line.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity of Wool scarf"]')!;

    expect(indigo!.dataset.available).toBe('false');
    expect(indigo!.textContent).toContain('Only 1 left in stock: lower the quantity to check out.');
    expect(increase(indigo!).disabled).toBe(true);
    expect(saffron!.dataset.available).toBe('true');
    await act(async () => increase(saffron!).click());
    expect(increase(saffron!).disabled).toBe(true);
    expect(app.session.getState().tempCart).toEqual([
      { productSlug: 'scarf', quantity: 2, colour: 'indigo' },
      { productSlug: 'scarf', quantity: 4, colour: 'saffron' },
    ]);
  });

  it('shows the empty state when nothing was added', async () => {
    const app = await open('/ar/cart');
    expect(app.text()).toContain('سلتك فارغة');
  });

  it('is merged into the account’s cart at login and shown, with the header’s count', async () => {
    const cart = cartProducts();
    await cart.add({ productSlug: 'jar', quantity: 1 });
    const app = await open('/en/auth/login?redirect=%2Fen%2Fcart', { cart, accounts: { login: async () => SESSION } });
    act(() => {
      app.session.setTempCart({ productSlug: 'sandals', quantity: 2, colour: 'tan' });
      app.session.setTempCart({ productSlug: 'jar', quantity: 1 });
    });
    await logIn(app.host);

    await waitFor(() => app.router.state.location.pathname === '/en/cart' && app.text().includes('Checkout'));
    expect(cart.calls.find((call) => call.method === 'merge')?.args[0]).toEqual([
      { productSlug: 'sandals', quantity: 2, colour: 'tan' },
      { productSlug: 'jar', quantity: 1 },
    ]);
    expect(app.session.getState()).toMatchObject({ tempCart: [], cartItemsCount: 3 });
    expect(app.host.querySelector('header a[href="/en/cart"]')?.getAttribute('aria-label')).toBe('Cart, 3 items');
  });

  it('keeps the guest cart when the merge fails at login', async () => {
    const cart = cartProducts();
    cart.refuseWith = new RequestFailure(0, 'http.unreachable', 'offline');
    const app = await open('/en/auth/login', { cart, accounts: { login: async () => SESSION } });
    act(() => app.session.setTempCart({ productSlug: 'jar', quantity: 1 }));
    await logIn(app.host);
    await waitFor(() => app.router.state.location.pathname === '/en');
    expect(app.session.getState()).toMatchObject({ token: SESSION.token, tempCart: [{ productSlug: 'jar', quantity: 1 }] });
    await waitFor(() => document.body.textContent?.includes('Your cart is kept on this device for now') === true);
  });
});

describe('a signed-in shopper’s cart', () => {
  it('shows the server’s lines and totals, changes quantities and removes lines', async () => {
    const cart = cartProducts();
    await cart.add({ productSlug: 'jar', quantity: 2 });
    await cart.add({ productSlug: 'sandals', quantity: 1, colour: 'tan' });
    const app = await open('/en/cart', { signedIn: true, cart });
    await waitFor(() => app.text().includes('Clay jar'));
    expect(app.text()).toContain('Sold by');
    expect(app.text()).toContain('SAR 260.00'); // 2 × 80 + 100
    expect(app.button('Checkout').getAttribute('href')).toBe('/en/checkout');

    await app.click('Increase quantity of Clay jar');
    await waitFor(() => app.session.getState().cartItemsCount === 4);
    await app.click('Remove Leather sandals from the cart');
    await waitFor(() => !app.text().includes('Leather sandals'));
    expect(app.session.getState().cartItemsCount).toBe(3);

    await app.click('Remove Clay jar from the cart');
    await waitFor(() => app.text().includes('Your cart is empty'));
    expect(app.session.getState().cartItemsCount).toBe(0);
  });

  it('marks a line above the stock as unavailable and holds back the checkout', async () => {
    const cart = new InMemoryCartGateway([{ slug: 'jar', name: 'Clay jar', price: 8_000, stock: 5 }]);
    await cart.add({ productSlug: 'jar', quantity: 4 });
    cart.setStock('jar', 2);
    const app = await open('/en/cart', { signedIn: true, cart });
    await waitFor(() => app.text().includes('Only 2 left in stock'));
    expect(app.button('Checkout').hasAttribute('disabled')).toBe(true);
    expect(app.text()).toContain('Change the items marked unavailable to check out.');
  });
});

describe('adding from a product page', () => {
  it('sends a signed-in shopper’s item to the server cart and updates the header’s count', async () => {
    const cart = cartProducts();
    const app = await open('/en/products/details/jar', { signedIn: true, cart });
    await waitFor(() => app.text().includes('Add to cart'));
    await app.click('Add to cart');
    await waitFor(() => app.session.getState().cartItemsCount === 1);
    expect(cart.calls.find((call) => call.method === 'add')?.args[0]).toEqual({ productSlug: 'jar', quantity: 1 });
    expect(app.session.getState().tempCart).toEqual([]);
  });

  it('shows the server’s refusal and adds nothing', async () => {
    const cart = cartProducts();
    cart.refuseWith = new RequestFailure(409, 'cart.quantityAboveStock', 'The quantity available in stock is 3.');
    const app = await open('/en/products/details/jar', { signedIn: true, cart });
    await waitFor(() => app.text().includes('Add to cart'));
    await app.click('Add to cart');
    await waitFor(() => document.body.textContent?.includes('The quantity available in stock is 3.') === true);
    expect(app.session.getState()).toMatchObject({ cartItemsCount: 0, tempCart: [] });
  });
});
