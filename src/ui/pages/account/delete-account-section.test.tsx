// @vitest-environment jsdom
// Deleting the account from the profile edit page, against a fake AccountGateway and the in-memory
// identity provider: a password account confirms with its password, a Google or Apple account by
// signing in again; refusals are said inside the dialog in the page's language; once deleted, the
// browser's session ends (push off first), a toast says so and the shopper is on the home page.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountGateway, AccountUser, DeletionConfirmation } from '../../../application/ports/account-gateway';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemoryIdentityProvider } from '../../../application/ports/in-memory-identity-provider';
import { InMemoryPushNotifications } from '../../../application/ports/in-memory-push-notifications';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { RequestFailure } from '../../../application/ports/request-failure';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { SARA } from '../../../application/testing/shoppers';
import { renderApp, waitFor } from '../../testing/render-app';

const PASSWORD_ACCOUNT: AccountUser = { ...SARA, hasPassword: true, hasSocialSignIn: false };
/** Made by Google sign-in, a password set later: it confirms with the provider all the same. */
const SOCIAL_ACCOUNT: AccountUser = { ...SARA, language: 'ar', hasPassword: true, hasSocialSignIn: true };

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

/** An AccountGateway whose deleteAccount answers the given refusals first, then succeeds; nothing else is expected. */
function fakeAccounts(...refusals: RequestFailure[]) {
  const deleteAccount = vi.fn(async (_confirmation: DeletionConfirmation) => {
    const refusal = refusals.shift();
    if (refusal !== undefined) throw refusal;
  });
  const accounts = new Proxy({ deleteAccount } as Partial<AccountGateway>, {
    get: (target, property) => {
      if (property in target || property === 'then' || typeof property === 'symbol') return target[property as keyof AccountGateway];
      throw new Error(`accounts.${String(property)} is not expected here`);
    },
  }) as AccountGateway;
  return { accounts, deleteAccount };
}

async function open(path: string, user: AccountUser, accounts: AccountGateway, identity = new InMemoryIdentityProvider()) {
  const cookies = { [USER_DATA_COOKIE]: user.id };
  const session = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies(cookies));
  session.setToken('session-token');
  session.setUser(user);
  const push = new InMemoryPushNotifications('on');
  const app = await renderApp(path, { cookies, ports: { accounts, identity, push, sessionStore: session } });
  unmount = app.unmount;
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
  const buttonIn = (within: ParentNode, name: string) => {
    const found = [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
    if (found === undefined) throw new Error(`no button ${name}`);
    return found;
  };
  const click = async (within: ParentNode, name: string) => act(async () => buttonIn(within, name).click());
  const section = () => app.host.querySelector<HTMLElement>('section[aria-labelledby="delete-account"]')!;
  return { ...app, session, push, identity, dialog, buttonIn, click, section };
}

function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const pageSays = (text: string) => () => document.body.textContent?.includes(text) === true;

describe('the delete account card', () => {
  it('says what deleting erases, what the law keeps and what stops it, last on the page', async () => {
    const app = await open('/en/profile/edit', PASSWORD_ACCOUNT, fakeAccounts().accounts);
    const sections = [...app.host.querySelectorAll('main section')];
    expect(sections.at(-1)).toBe(app.section());
    const text = app.section().textContent ?? '';
    expect(text).toContain('Delete account');
    expect(text).toContain('saved addresses, favourites, cart and notifications are erased');
    expect(text).toContain('orders and their invoices are kept, without your name');
    expect(text).toContain('while an order is still open or while money remains in your wallet');
    expect(app.dialog()).toBeNull();
  });
});

describe('deleting a password account', () => {
  it('asks for the password, says a wrong one beside the field, then deletes, turns push off, signs out and goes home', async () => {
    const wrong = new RequestFailure(400, 'auth.currentPasswordWrong', 'The current password is incorrect.', {
      password: ['The current password is incorrect.'],
    });
    const { accounts, deleteAccount } = fakeAccounts(wrong);
    const app = await open('/en/profile/edit', PASSWORD_ACCOUNT, accounts);

    await app.click(app.section(), 'Delete account');
    await waitFor(() => app.dialog() !== null);
    expect(app.dialog()!.textContent).toContain('Delete your account?');
    expect(app.dialog()!.textContent).not.toContain('Confirm with Google');
    const password = app.dialog()!.querySelector<HTMLInputElement>('input[type="password"]')!;

    // Nothing is sent without a password.
    await app.click(app.dialog()!, 'Delete my account');
    await waitFor(() => describedBy(password) === 'The password field is required');
    expect(deleteAccount).not.toHaveBeenCalled();

    type(password, 'Wrong#2026');
    await app.click(app.dialog()!, 'Delete my account');
    await waitFor(() => describedBy(password).includes('The current password is incorrect.'));
    expect(app.session.getState().token).toBe('session-token');

    type(password, 'Herfa@2026');
    await app.click(app.dialog()!, 'Delete my account');
    await waitFor(() => app.router.state.location.pathname === '/en');
    expect(deleteAccount.mock.calls).toEqual([[{ password: 'Wrong#2026' }], [{ password: 'Herfa@2026' }]]);
    expect(app.push.calls).toContain('turnOff');
    expect(app.session.getState()).toMatchObject({ token: null, user: null });
    expect(app.identity.calls).toEqual([]);
    await waitFor(pageSays('Your account has been deleted'));
  });

  it('says a refusal inside the dialog, as the API said it, and keeps the shopper signed in', async () => {
    const openOrder = new RequestFailure(409, 'account.deleteOpenOrders', 'You have an order that is still open. Try again once it is delivered or cancelled.');
    const app = await open('/en/profile/edit', PASSWORD_ACCOUNT, fakeAccounts(openOrder).accounts);
    await app.click(app.section(), 'Delete account');
    await waitFor(() => app.dialog() !== null);
    type(app.dialog()!.querySelector<HTMLInputElement>('input[type="password"]')!, 'Herfa@2026');
    await app.click(app.dialog()!, 'Delete my account');
    await waitFor(() => app.dialog()?.querySelector('[role="alert"]')?.textContent === openOrder.message);
    expect(app.session.getState().token).toBe('session-token');
    expect(app.push.calls).not.toContain('turnOff');

    // Keeping the account closes the dialog; opened again, it starts clean.
    await app.click(app.dialog()!, 'Keep my account');
    await waitFor(() => app.dialog() === null);
    await app.click(app.section(), 'Delete account');
    await waitFor(() => app.dialog() !== null);
    expect(app.dialog()!.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('deleting a Google or Apple account, right to left in Arabic', () => {
  it('signs in again with the provider, deletes with its fresh token, deletes the provider user, then signs out and goes home', async () => {
    const { accounts, deleteAccount } = fakeAccounts();
    const app = await open('/ar/profile/edit', SOCIAL_ACCOUNT, accounts);
    expect(document.documentElement.dir).toBe('rtl');

    await app.click(app.section(), 'حذف الحساب');
    await waitFor(() => app.dialog() !== null);
    expect(app.dialog()!.textContent).toContain('هل تريد حذف حسابك؟');
    // Both providers are offered, and no password is asked for, though the account has one.
    app.buttonIn(app.dialog()!, 'التأكيد عبر Apple');
    expect(app.dialog()!.querySelector('input[type="password"]')).toBeNull();
    await waitFor(() => app.identity.calls.includes('prepare'));

    await app.click(app.dialog()!, 'التأكيد عبر Google');
    await waitFor(() => app.router.state.location.pathname === '/ar');
    expect(app.identity.calls.filter((call) => call !== 'prepare')).toEqual(['reauthenticate', 'deleteUser']);
    expect(deleteAccount.mock.calls).toEqual([[{ idToken: 'id-token-fresh' }]]);
    expect(app.push.calls).toContain('turnOff');
    expect(app.session.getState()).toMatchObject({ token: null, user: null });
    await waitFor(pageSays('تم حذف حسابك'));
  });

  it('says why signing in again failed, in Arabic, and deletes nothing', async () => {
    const { accounts, deleteAccount } = fakeAccounts();
    const identity = new InMemoryIdentityProvider();
    identity.reauthenticateAnswer = 'popupClosed';
    const app = await open('/ar/profile/edit', SOCIAL_ACCOUNT, accounts, identity);
    await app.click(app.section(), 'حذف الحساب');
    await waitFor(() => app.dialog() !== null);
    await app.click(app.dialog()!, 'التأكيد عبر Apple');
    await waitFor(() => (app.dialog()?.querySelector('[role="alert"]') ?? null) !== null);
    // The identity provider's own message for the failure (auth.json), in the page's language.
    const said = app.dialog()!.querySelector('[role="alert"]')!.textContent;
    expect(said).toBe(app.i18n.t('auth.social.errors.popupClosed', { provider: 'Apple' }));
    expect(said).toMatch(/[\u0600-\u06FF]/);
    expect(deleteAccount).not.toHaveBeenCalled();
    expect(app.session.getState().token).toBe('session-token');
  });

  it('ends the session all the same when the provider user cannot be deleted, signing out of the provider', async () => {
    const identity = new InMemoryIdentityProvider();
    identity.deleteAnswer = 'networkFailed';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await open('/en/profile/edit', { ...SOCIAL_ACCOUNT, language: 'en' }, fakeAccounts().accounts, identity);
    await app.click(app.section(), 'Delete account');
    await waitFor(() => app.dialog() !== null);
    await app.click(app.dialog()!, 'Confirm with Google');
    await waitFor(() => app.router.state.location.pathname === '/en');
    expect(identity.calls.filter((call) => call !== 'prepare')).toEqual(['reauthenticate', 'deleteUser', 'signOut']);
    expect(app.session.getState().token).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
