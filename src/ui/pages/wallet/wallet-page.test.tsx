// @vitest-environment jsdom
// The wallet screen against a fake WalletGateway: balance, transactions with "more", the top-up
// form's messages in the page's language, and the outcome of a top-up on the way back.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import type { TopUpOutcome, WalletGateway, WalletTransaction } from '../../../application/ports/wallet-gateway';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { formatMoney } from '../../format';
import { renderApp, waitFor } from '../../testing/render-app';

const TOP_UP_ID = '5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11';

function fakeWallet(overrides: Partial<WalletGateway> = {}) {
  const entries: WalletTransaction[] = Array.from({ length: 12 }, (_, index) => ({
    id: String(12 - index),
    kind: index % 2 === 0 ? 'payment' : 'topup',
    amount: index % 2 === 0 ? -2_500 : 10_000,
    reference: index % 2 === 0 ? `HRF-00000${index}` : TOP_UP_ID,
    createdAt: '2026-03-05T09:30:00.000Z',
  }));
  const gateway: WalletGateway = {
    summary: vi.fn(async () => ({ balance: 50_000, held: 1_500 })),
    transactions: vi.fn(async (page: number, pageSize = 10) => ({
      items: entries.slice((page - 1) * pageSize, page * pageSize),
      total: entries.length,
      page,
      pageSize,
    })),
    startTopUp: vi.fn(async () => ({ id: TOP_UP_ID, redirectUrl: '/sandbox-gateway/payments/abc' })),
    topUp: vi.fn(async (): Promise<TopUpOutcome> => ({ id: TOP_UP_ID, amount: 15_000, state: 'paid', failure: null })),
    ...overrides,
  };
  return gateway;
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, wallet: WalletGateway) {
  const cookies = new InMemoryCookies({ [USER_DATA_COOKIE]: 'u-1' });
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  session.setToken('t0k3n');
  session.setUser({ id: 'u-1', fullName: 'Sara', email: 'sara@herfa.test', phone: null, language: 'en', role: 'shopper', sellerSlug: null, hasPassword: true, hasSocialSignIn: false });
  const app = await renderApp(path, {
    cookies: { [USER_DATA_COOKIE]: 'u-1' },
    ports: { sessionStore: session, wallet },
  });
  unmount = app.unmount;
  const text = () => (app.host.querySelector('main')?.textContent ?? '').replace(/\u00a0/g, ' ');
  const button = (name: string) => [...app.host.querySelectorAll<HTMLButtonElement>('main button')].find((element) => element.textContent?.trim() === name)!;
  const amount = () => app.host.querySelector<HTMLInputElement>('#top-up-amount')!;
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(amount(), value);
      amount().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () => act(async () => amount().form!.requestSubmit());
  return { ...app, text, button, amount, type, submit };
}

describe('the wallet screen', () => {
  it('shows the balance, the money on hold and the transactions, newest first, ten at a time', async () => {
    const app = await open('/en/profile/wallet', fakeWallet());
    await waitFor(() => app.text().includes('SAR 500.00') && app.text().includes('HRF-000000'));
    expect(app.text()).toContain('On holdSAR 15.00');
    expect(app.text()).toContain('Payment');
    expect(app.text()).toContain('-SAR 25.00');
    expect(app.text()).toContain('+SAR 100.00');
    expect(app.host.querySelectorAll('main li time')).toHaveLength(10);
    await act(async () => app.button('More transactions').click());
    await waitFor(() => app.host.querySelectorAll('main li time').length === 12);
    expect(app.button('More transactions')).toBeUndefined();
  });

  it('checks the amount in the page’s language before starting a top-up', async () => {
    const wallet = fakeWallet();
    const app = await open('/ar/profile/wallet', wallet);
    await app.submit();
    expect(app.text()).toContain('أدخل المبلغ المراد شحنه.');
    app.type('5');
    await app.submit();
    expect(app.text()).toContain(`أدخل مبلغًا من ${formatMoney(1_000, 'ar', { riyal: 'sign' })} إلى ${formatMoney(1_000_000, 'ar', { riyal: 'sign' })}`.replace(/\u00a0/g, ' '));
    app.type('abc');
    await app.submit();
    expect(app.text()).toContain('أدخل مبلغًا بالريال');
    expect(wallet.startTopUp).not.toHaveBeenCalled();
  });

  it('starts a top-up in halalas with an idempotency key and sends the browser to the gateway', async () => {
    const wallet = fakeWallet();
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
    try {
      const app = await open('/en/profile/wallet', wallet);
      app.type('150.50');
      await app.submit();
      await waitFor(() => assign.mock.calls.length === 1);
      expect(wallet.startTopUp).toHaveBeenCalledWith(15_050, expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(assign).toHaveBeenCalledWith('/sandbox-gateway/payments/abc');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('says a top-up succeeded on the way back and reads the balance again', async () => {
    const wallet = fakeWallet();
    const app = await open(`/en/profile/wallet?topup=${TOP_UP_ID}`, wallet);
    await waitFor(() => app.text().includes('SAR 150.00 was added to your wallet.'));
    await waitFor(() => vi.mocked(wallet.summary).mock.calls.length >= 2);
    expect(wallet.topUp).toHaveBeenCalledWith(TOP_UP_ID);
  });

  it('says a top-up failed with the gateway’s message', async () => {
    const wallet = fakeWallet({
      topUp: async () => ({
        id: TOP_UP_ID,
        amount: 15_000,
        state: 'failed',
        failure: { code: 'payment.failed', message: 'Payment failed, please check your inbox for more details and contact us if you have any questions' },
      }),
    });
    const app = await open(`/en/profile/wallet?topup=${TOP_UP_ID}`, wallet);
    await waitFor(() => app.text().includes('Top-up failed'));
    expect(app.text()).toContain('Payment failed, please check your inbox');
  });
});
