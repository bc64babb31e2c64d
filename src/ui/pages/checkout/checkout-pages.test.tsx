// @vitest-environment jsdom
// The checkout screen and the payment result screens against in-memory ports: a wallet-only
// order placed and shown on the success screen, the card part asked about and declined, a
// guest sent to log in, a result still awaiting the gateway asked again until it settles, and
// the failure screen with the wallet as it stands.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCartGateway } from '../../../application/cart/in-memory-cart-gateway';
import type { SavedAddress } from '../../../application/ports/address-book';
import { InMemoryAddressBook } from '../../../application/ports/in-memory-address-book';
import type { CartShipping, CheckoutGateway, CheckoutOutcome, PlaceOrder, Quote } from '../../../application/ports/checkout-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import type { WalletGateway } from '../../../application/ports/wallet-gateway';
import { USER_DATA_COOKIE } from '../../../application/session/session-store';
import { renderApp, waitFor } from '../../testing/render-app';

const HOME: SavedAddress = {
  id: 'a0000000-0000-4000-8000-000000000001',
  regionId: 'riyadh',
  regionName: 'Riyadh',
  cityId: 'riyadh',
  cityName: 'Riyadh',
  addressText: 'King Fahd Road, Building 12',
  isDefault: true,
  location: null,
};

const quoteOf = (walletBalance: number): Quote => {
  const walletPart = Math.min(walletBalance, 11_500);
  return {
    addressId: HOME.id,
    orders: [
      {
        seller: { slug: 'sadu-house', name: 'Sadu House' },
        lines: [
          {
            id: 'l0000000-0000-4000-8000-000000000001',
            product: {
              slug: 'clay-jar',
              name: 'Clay jar',
              image: null,
              price: 10_000,
              salePrice: 10_000,
              discountBasisPoints: null,
              freeShipping: false,
              isGift: false,
              stock: 5,
              seller: { slug: 'sadu-house', name: 'Sadu House' },
            },
            colour: { id: 'red', name: 'Red' },
            size: null,
            nameOnProduct: null,
            giftText: null,
            quantity: 1,
            total: 10_000,
            available: true,
          },
        ],
        subtotal: 10_000,
        discount: 0,
        shippingFee: 1_500,
        total: 11_500,
      },
    ],
    totals: { subtotal: 10_000, discount: 0, deliveryFees: 1_500, total: 11_500, itemCount: 1 },
    walletBalance,
    split: { total: 11_500, walletPart, cardPart: 11_500 - walletPart, needsCardConfirmation: walletPart < 11_500 },
  };
};

const CHECKOUT_ID = 'c0000000-0000-4000-8000-000000000001';
const outcome = (state: CheckoutOutcome['state'], changes: Partial<CheckoutOutcome> = {}): CheckoutOutcome => ({
  id: CHECKOUT_ID,
  state,
  total: 11_500,
  walletPart: 11_500,
  cardPart: 0,
  redirectUrl: null,
  orderCodes: [],
  failure: null,
  ...changes,
});

/** The cart for HOME: Najd Weavers does not deliver to Riyadh (two lines), Sadu House does. */
const SHIPPING: CartShipping = {
  addressId: HOME.id,
  region: 'Riyadh',
  stores: [
    { seller: { slug: 'najd-weavers', name: 'Najd Weavers' }, fee: null, lineIds: ['line-2', 'line-3'] },
    { seller: { slug: 'sadu-house', name: 'Sadu House' }, fee: 1_500, lineIds: ['line-1'] },
  ],
};

class FakeCheckout implements CheckoutGateway {
  readonly placed: PlaceOrder[] = [];
  /** Refusals the next quotes answer, before the quote itself. */
  readonly refusals: Error[] = [];
  constructor(
    private readonly quoted: Quote,
    private readonly outcomes: CheckoutOutcome[] = [],
  ) {}
  async quote(): Promise<Quote> {
    const refusal = this.refusals.shift();
    if (refusal !== undefined) throw refusal;
    return this.quoted;
  }
  async shipping(): Promise<CartShipping> {
    return SHIPPING;
  }
  async place(order: PlaceOrder): Promise<CheckoutOutcome> {
    this.placed.push(order);
    return outcome('paid', { orderCodes: ['HRF-000042'] });
  }
  /** Answers the first outcome until the test settles it, then the last. */
  settled = false;
  readonly asked: number[] = [];
  async outcome(): Promise<CheckoutOutcome> {
    this.asked.push(Date.now());
    return this.settled ? this.outcomes.at(-1)! : this.outcomes[0]!;
  }
}

const addressBook = new InMemoryAddressBook([HOME]);
const wallet = { summary: async () => ({ balance: 2_000, held: 0 }) } as unknown as WalletGateway;

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, checkout: FakeCheckout, signedIn = true, cart = new InMemoryCartGateway()) {
  const app = await renderApp(path, {
    cookies: signedIn ? { [USER_DATA_COOKIE]: 'u-1' } : {},
    ports: { addressBook, checkout, wallet, cart },
  });
  if (signedIn) act(() => app.ports.sessionStore.setToken('session-token'));
  unmount = app.unmount;
  return app;
}

const button = (host: HTMLElement, name: string | RegExp) =>
  [...host.querySelectorAll('button, a')].find((element) =>
    typeof name === 'string' ? element.textContent?.trim() === name : name.test(element.textContent ?? ''),
  ) as HTMLElement | undefined;

const click = (element: HTMLElement | undefined) => {
  if (element === undefined) throw new Error('nothing to click');
  act(() => element.click());
};

describe('the checkout screen', () => {
  it('asks a guest to log in and come back to checkout', async () => {
    const { host } = await open('/en/checkout', new FakeCheckout(quoteOf(50_000)), false);
    expect(host.textContent).toContain('Please login to your account to complete process');
    expect(button(host, 'Log in')?.getAttribute('href')).toBe('/en/auth/login?redirect=%2Fen%2Fcheckout');
  });

  it('lets a Latin address take its own direction on an Arabic page', async () => {
    const { host } = await open('/ar/checkout', new FakeCheckout(quoteOf(50_000)));
    await waitFor(() => host.textContent?.includes(HOME.addressText) === true);
    const line = [...host.querySelectorAll('span')].find((span) => span.textContent === HOME.addressText);
    expect(line?.getAttribute('dir')).toBe('auto');
  });

  it('places a wallet-only order with the default address and shows its code on the success screen', async () => {
    const checkout = new FakeCheckout(quoteOf(50_000), [outcome('paid', { orderCodes: ['HRF-000042'] })]);
    const { host, router } = await open('/en/checkout', checkout);
    await waitFor(() => button(host, 'Continue to the summary') !== undefined);
    expect(host.querySelector<HTMLInputElement>('input[type="radio"]')?.checked).toBe(true);
    click(button(host, 'Continue to the summary'));
    await waitFor(() => host.textContent?.includes('Order from Sadu House') === true);
    expect(host.textContent).toContain('Colour: Red');
    click(button(host, /^Place order and pay SAR\s115\.00 from my wallet$/));
    await waitFor(() => router.state.location.pathname === '/en/payment/success');
    expect(router.state.location.search).toBe(`?checkout=${CHECKOUT_ID}`);
    expect(checkout.placed).toEqual([{ addressId: HOME.id, cardConfirmed: false, idempotencyKey: expect.any(String) }]);
    await waitFor(() => host.textContent?.includes('Your payment was successful, please check your inbox for more details') === true);
    expect(button(host, /HRF-000042/)?.getAttribute('href')).toBe('/en/orders/HRF-000042');
  });

  it('names the stores that do not deliver to the address, and removes their items to price the rest there', async () => {
    const checkout = new FakeCheckout(quoteOf(50_000));
    checkout.refusals.push(new RequestFailure(422, 'checkout.noShippingForAddress', 'There is no shipping available for this address .. please select another address'));
    const cart = new InMemoryCartGateway();
    const { host } = await open('/en/checkout', checkout, true, cart);
    await waitFor(() => button(host, 'Continue to the summary') !== undefined);
    click(button(host, 'Continue to the summary'));
    await waitFor(() => host.textContent?.includes('Najd Weavers does not deliver to Riyadh.') === true);
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('There is no shipping available for this address .. please select another address');
    click(button(host, 'Remove these 2 items from the cart and continue'));
    await waitFor(() => host.textContent?.includes('Order from Sadu House') === true);
    expect(cart.calls.filter((call) => call.method === 'remove').map((call) => call.args)).toEqual([['line-2'], ['line-3']]);
  });

  it('asks before the card pays the rest, and offers a top-up when the shopper declines', async () => {
    const checkout = new FakeCheckout(quoteOf(2_000));
    const { host } = await open('/en/checkout', checkout);
    await waitFor(() => button(host, 'Continue to the summary') !== undefined);
    click(button(host, 'Continue to the summary'));
    await waitFor(() => button(host, 'Place order') !== undefined);
    click(button(host, 'Place order'));
    await waitFor(() => host.querySelector('[aria-labelledby="card-confirm-heading"]') !== null);
    const group = host.querySelector<HTMLElement>('[aria-labelledby="card-confirm-heading"]')!;
    expect(group.textContent).toMatch(/pay the rest \(SAR\s95\.00\) by card/);
    expect(button(group, /^Pay SAR\s95\.00 by card$/)).toBeDefined();
    click(button(group, 'Charge my wallet first'));
    await waitFor(() => button(host, 'Top up my wallet') !== undefined);
    expect(button(host, 'Top up my wallet')?.getAttribute('href')).toBe('/en/profile/wallet');
    expect(checkout.placed).toEqual([]);
  });
});

describe('the payment result screens', () => {
  it('asks again while the payment awaits the gateway, then shows the orders', async () => {
    const checkout = new FakeCheckout(quoteOf(0), [
      outcome('awaiting-payment', { walletPart: 2_000, cardPart: 9_500 }),
      outcome('paid', { walletPart: 2_000, cardPart: 9_500, orderCodes: ['HRF-000043', 'HRF-000044'] }),
    ]);
    const { host } = await open(`/ar/payment/success?checkout=${CHECKOUT_ID}`, checkout);
    await waitFor(() => host.textContent?.includes('جارٍ تأكيد عملية الدفع') === true);
    const asked = checkout.asked.length;
    checkout.settled = true;
    await waitFor(() => host.textContent?.includes('تمت عملية الدفع بنجاح، يرجى مراجعة بريدك الإلكتروني') === true, 5000);
    expect([...host.querySelectorAll('a[href^="/ar/orders/"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/ar/orders/HRF-000043',
      '/ar/orders/HRF-000044',
    ]);
    expect(checkout.asked.length).toBeGreaterThan(asked);
  });

  it('shows a failed payment with the wallet as it stands, a way back to checkout and to contact us', async () => {
    const checkout = new FakeCheckout(quoteOf(0), [outcome('failed', { failure: { code: 'payment.failed', message: 'Payment failed' } })]);
    const { host } = await open(`/en/payment/failure?checkout=${CHECKOUT_ID}`, checkout);
    await waitFor(() => host.textContent?.includes('Balance available now') === true);
    expect(host.textContent).toContain(
      'Payment failed, please check your inbox for more details and contact us if you have any questions',
    );
    expect(host.textContent).toMatch(/SAR\s20\.00/);
    expect(button(host, 'Try again')?.getAttribute('href')).toBe('/en/checkout');
    expect(button(host, 'Contact us')?.getAttribute('href')).toBe('/en/contact-us');
  });

  it('hands a success screen opened for a failed payment over to the failure screen', async () => {
    const checkout = new FakeCheckout(quoteOf(0), [outcome('expired')]);
    const { host, router } = await open(`/en/payment/success?checkout=${CHECKOUT_ID}`, checkout);
    await waitFor(() => router.state.location.pathname === '/en/payment/failure');
    await waitFor(() => host.textContent?.includes('The time to complete this payment ran out') === true);
  });
});
